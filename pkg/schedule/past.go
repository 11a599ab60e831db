package schedule

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// DaysDir returns the directory of day files of path: path/days when
// path is a directory a schedule was written to (it holds days/), else
// path itself.
func DaysDir(path string) string {
	if fi, err := os.Stat(filepath.Join(path, "days")); err == nil && fi.IsDir() {
		return filepath.Join(path, "days")
	}
	return path
}

// ErrNoDay is the error of Plan.Replace for a schedule without the day
// to replace.
var ErrNoDay = errors.New("no day of that date")

// Replace sets p to plan again the day day of a schedule, cur, its days
// as archive.Load reads them: cur's boards join those used before
// (AddPast), and p plans day alone. It returns cur's days, the schedule
// to keep, and the index of the one to replace. A schedule read with
// records skipped (but duplicates) is an error, since a day left out
// would drop from the summaries and the gap check; so is one without
// day (ErrNoDay).
func (p *Plan) Replace(cur *archive.Archive, day time.Time) ([]*Puzzle, int, error) {
	if n := cur.Skipped.Total() - cur.Skipped[archive.Duplicate]; n > 0 {
		return nil, -1, fmt.Errorf("%d %s of %s could not be read (the warnings above say why); expected the schedule's days whole: mend or remove %s first",
			n, plural(n, "record", "records"), cur.Path, plural(n, "it", "them"))
	}
	date := day.Format(time.DateOnly)
	at := slices.IndexFunc(cur.Puzzles, func(q *archive.Puzzle) bool { return q.Date == date })
	if at < 0 {
		return nil, -1, fmt.Errorf("%s has %w", cur.Path, ErrNoDay)
	}
	p.AddPast(cur)
	kept := make([]*Puzzle, len(cur.Puzzles))
	for i, q := range cur.Puzzles {
		kept[i] = FromArchive(q)
	}
	p.From, p.Days = day, 1
	return kept, at, nil
}

// PangramSets returns the letter sets of the words of w that have size
// distinct letters: those of the boards they would be the pangram of,
// as Plan.Blocked takes them. A set may repeat.
func PangramSets(w *wordlist.Words, size int) []bitset.Set {
	return slices.DeleteFunc(slices.Clone(w.Masks), func(m bitset.Set) bool { return m.Len() != size })
}

// plural returns one if n is 1, else many.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
