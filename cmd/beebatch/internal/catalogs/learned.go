package catalogs

import (
	"context"
	"os"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// Learned says, of the lists that beebatch learn made, whether a board is
// one of the puzzles they learned from (solve). It looks the board up in
// Archive, the archive of the run, if any, or else in the archive a list
// was learned from, read once and quietly: it is not an input of the run.
// The zero value reads with no archive of the run.
type Learned struct {
	Archive     *archive.Archive // the archive of --archive, or nil
	ArchivePath string           // its path as given
	MaxBytes    int64            // the limit on an archive read
	read        map[string]*archive.Archive
}

// Of returns what the list l says of board h if it is a list that
// beebatch learn made (in the cache, with the note of its origin), or nil.
// Its error is only that of ctx.
func (lc *Learned) Of(ctx context.Context, l *wordlist.List, h puzzle.Honeycomb) (*report.Learned, error) {
	c, err := New("")
	if err != nil {
		return nil, nil
	}
	o, ok := c.LearnedAt(l.Name, l.Path)
	if !ok {
		return nil, nil
	}
	a, checked := lc.Archive, lc.ArchivePath
	if a == nil {
		if a, err = lc.origin(ctx, o.Archive); err != nil {
			return nil, err
		}
		if a != nil {
			checked = o.Archive
		}
	}
	var days []string
	if a != nil {
		same, _ := a.Published(h)
		for _, p := range same {
			days = append(days, p.Date)
		}
	}
	return report.NewLearned(o.Archive, o.First, o.Last, o.Model, checked, days), nil
}

// origin returns the archive at path that a learned list came from, read
// once, or nil if it cannot be read; the error is only that of ctx.
func (lc *Learned) origin(ctx context.Context, path string) (*archive.Archive, error) {
	if a, ok := lc.read[path]; ok {
		return a, nil
	}
	if lc.read == nil {
		lc.read = map[string]*archive.Archive{}
	}
	var a *archive.Archive
	if fi, err := os.Stat(path); err == nil && path != "-" && (fi.IsDir() || fi.Mode().IsRegular()) {
		a, _ = archive.Load(ctx, path, nil, archive.Options{Rules: puzzle.DefaultRules, MaxBytes: lc.MaxBytes})
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
	}
	lc.read[path] = a
	return a, nil
}
