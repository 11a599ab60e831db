package schedule

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/beebatch/beebatch/pkg/archive"
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

// DayFile returns the day file of p, named p.PrintDate plus ".json" in
// the days directory of a schedule: p in the NYT's game-data form,
// indented.
func DayFile(p *Puzzle) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	err := enc.Encode(p)
	return b.Bytes(), err
}

// ForeignDay returns the name of a day file in the directory dir that
// is not, byte for byte, the day file (DayFile) of one of days: the day
// of another schedule, which a new schedule written there would leave
// or replace; "" when there is none.
func ForeignDay(dir string, days []*Puzzle) string {
	have, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	mine := map[string]*Puzzle{}
	for _, p := range days {
		mine[p.PrintDate+".json"] = p
	}
	for _, h := range have {
		if p := mine[filepath.Base(h)]; p != nil {
			old, rerr := os.ReadFile(h)
			data, eerr := DayFile(p)
			if rerr == nil && eerr == nil && bytes.Equal(old, data) {
				continue
			}
		}
		return filepath.Base(h)
	}
	return ""
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

// plural returns one if n is 1, else many.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
