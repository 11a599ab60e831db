package schedule

import (
	"context"
	"fmt"
	"time"

	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/freq"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// AddPast adds the puzzles of a to the boards used before (Plan.Past).
func (p *Plan) AddPast(a *archive.Archive) {
	for _, q := range a.Puzzles {
		p.Past = append(p.Past, Use{Date: date(q), Board: q.Board})
	}
}

// date returns the date of a puzzle, which the archive checked.
func date(p *archive.Puzzle) time.Time {
	t, _ := time.Parse(time.DateOnly, p.Date)
	return t
}

// Listed is a schedule planned over a list (Plan.ForList).
type Listed struct {
	Filter  *filter.Filter // the filter its boards pass
	Targets []int          // the words of the archive's boards as the list sees them
	Days    []*Puzzle      // in order of date
	Summary Summary
}

// ForList plans p over the list l under rules: its targets are the words
// and points of the boards of a as l sees them, by weekday, and its boards
// those that pass flt, or if nil the filter calibrated on a. Without an
// archive (a nil) the targets are p's own (such as Week.Targets), and
// the boards those that pass flt, every board with a pangram if nil, in
// the alphabet of rules; p must then draw alike. rare, if not
// nil, counts each day's rare answers. With at >= 0, p plans one day to
// replace kept[at], a day of a schedule, near its words and points, and
// the days are kept with it replaced.
func (p *Plan) ForList(ctx context.Context, l *wordlist.List, a *archive.Archive, rules puzzle.Rules, flt *filter.Filter,
	rare *freq.Rule, kept []*Puzzle, at int) (*Listed, error) {
	out := &Listed{Filter: flt}
	if a != nil {
		c := a.Compare(&l.Words, l.Name, l.Path, nil)
		for _, r := range c.Rows {
			wd := date(r.Puzzle).Weekday()
			p.Targets[wd] = append(p.Targets[wd], Target{Words: r.List.Words, Points: r.List.Points})
			out.Targets = append(out.Targets, r.List.Words)
		}
		if flt == nil {
			cal, err := c.Calibrate(archive.DefaultCoverage, a.Constraints(archive.DefaultMinExpected))
			if err != nil {
				return nil, err
			}
			out.Filter = cal.Filter
		}
	} else {
		for _, ts := range p.Targets {
			for _, t := range ts {
				out.Targets = append(out.Targets, t.Words)
			}
		}
	}
	var err error
	var rareWords func(*wordlist.Words) []bool
	if rare != nil {
		rareWords = rare.RareWords
	}
	if p.Boards, err = Candidates(ctx, &l.Words, rules, out.Filter, rareWords); err != nil {
		return nil, err
	}
	if p.Likeness != nil && a == nil {
		return nil, fmt.Errorf("schedule: a board likeness draws by the archive's reuse of letter sets, and there is no archive")
	}
	ix := puzzle.NewIndex(&l.Words, rules)
	if p.Likeness != nil {
		p.byLikeness(ix, a)
	}
	targets := p.Targets
	if at >= 0 {
		old := kept[at].Figures
		p.Targets = [7][]Target{}
		p.Targets[p.From.Weekday()] = []Target{{Words: old.Words, Points: old.Points}}
	}
	planned, err := p.Make()
	if err != nil {
		return nil, err
	}
	for _, d := range planned {
		q := NewPuzzle(ix, d.Date, d.Honeycomb)
		q.ID, q.Editor = p.FirstID+int64(dayNum(d.Date)-dayNum(p.From)), p.Editor
		out.Days = append(out.Days, q)
	}
	if at >= 0 {
		// The day replaced keeps its id and editor.
		out.Days[0].ID, out.Days[0].Editor = kept[at].ID, kept[at].Editor
		kept[at], out.Days = out.Days[0], kept
	}
	for _, q := range out.Days {
		for _, w := range q.Answers {
			if rare.Rare(w) {
				q.Rare++
			}
		}
	}
	out.Summary = Summarize(targets, out.Days)
	return out, nil
}
