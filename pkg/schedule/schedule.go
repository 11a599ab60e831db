// Package schedule plans a dated series of Spelling Bee puzzles, one a
// day, whose difficulty follows the published puzzles' weekly rhythm.
// Each day aims at a quantile of its weekday's targets and gets a board
// drawn by the seed among the allowed ones within Tolerance of the
// closest, by |words-W|/W + |points-P|/P; a board is allowed when it was
// never used and its letter set was not used within Gap days. With a
// board likeness (Plan.Likeness, likeness.go), each day draws instead
// among the boards within Window, by likeness, reusing letter sets at
// the archive's rate.
package schedule

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
	"time"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/likeness"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// Board is a candidate board with its words and points over a list.
type Board struct {
	puzzle.Honeycomb
	Words, Points int
	Likeness      float64 // the board's likeness, with Plan.ByLikeness
}

// Target is the words and points a day aims at.
type Target struct{ Words, Points int }

// Use is a board used on a date.
type Use struct {
	Date  time.Time
	Board puzzle.Honeycomb
}

// Tolerance is how much farther from its target than the closest board
// a day's board may be.
const Tolerance = 0.02

// Plan says what to schedule. Dates are days, their time ignored.
type Plan struct {
	From    time.Time // the first day
	Days    int       // the number of days, one board each
	Gap     int       // the days within which a letter set is not used again
	Seed    uint64
	Boards  []Board      // the candidates, in any order
	Past    []Use        // boards used already: not used again; their letter sets count for Gap
	Blocked []bitset.Set // letter sets that no board may have
	Targets [7][]Target  // each weekday's targets (time.Weekday)
	// Likeness, if not nil, draws each day's board by likeness (see
	// likeness.go); Counts gives it the pangrams' counts.
	Likeness *likeness.Model
	Counts   likeness.Counter
	Reuse    float64 // with Likeness, the share of days that reuse a letter set, where one is near
	// FirstID is the id of the day From; each later day's is one more a
	// day, so a day's id stays the same when it is planned again.
	FirstID int64
	Editor  string // the editor each day names, if any
}

// Day is a day of a schedule: its board, and what it aimed at.
type Day struct {
	Date time.Time
	Board
	Target Target
}

// dayNum returns the day number of t: days since 1970-01-01.
func dayNum(t time.Time) int {
	y, m, d := t.Date()
	return int(time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Unix() / 86400)
}

// Make plans the schedule. It fails when the filter leaves fewer boards
// than days, or a day finds no board allowed.
func (p *Plan) Make() ([]Day, error) {
	if p.Days < 1 || p.Gap < 0 {
		return nil, fmt.Errorf("schedule: %d days with a gap of %d: expected 1 day or more and a gap of 0 or more", p.Days, p.Gap)
	}
	used := map[puzzle.Honeycomb]bool{}
	sets := map[bitset.Set][]int{} // the days each letter set is used
	for _, u := range p.Past {
		used[u.Board] = true
		sets[u.Board.Letters] = append(sets[u.Board.Letters], dayNum(u.Date))
	}
	blocked := map[bitset.Set]bool{}
	for _, s := range p.Blocked {
		blocked[s] = true
	}
	var cands []Board
	var old, bad int
	for _, b := range p.Boards {
		switch {
		case used[b.Honeycomb]:
			old++
		case blocked[b.Letters]:
			bad++
		default:
			cands = append(cands, b)
		}
	}
	if len(cands) < p.Days {
		return nil, fmt.Errorf("the filter leaves %d boards, fewer than the %d days: %d boards with a pangram pass it, %d of them already used (archive or --avoid) and %d with a blocked pangram",
			len(cands), p.Days, len(p.Boards), old, bad)
	}
	slices.SortFunc(cands, func(a, b Board) int {
		return cmp.Or(cmp.Compare(a.Words, b.Words), cmp.Compare(a.Points, b.Points),
			cmp.Compare(a.Letters, b.Letters), cmp.Compare(a.Center, b.Center))
	})
	rng := rand.New(rand.NewPCG(p.Seed, 0x5be5be5be))
	targets := p.dayTargets(rng)
	pk := newPicker(cands)
	days := make([]Day, p.Days)
	first := dayNum(p.From)
	for i := range days {
		t := targets[i]
		if t == nil {
			wd := p.From.AddDate(0, 0, i).Weekday()
			return nil, fmt.Errorf("schedule: no target for %s: the archive has no %s", wd, wd)
		}
		n := first + i
		ok := func(b *Board) bool {
			if used[b.Honeycomb] {
				return false
			}
			for _, d := range sets[b.Letters] {
				if max(d-n, n-d) <= p.Gap {
					return false
				}
			}
			return true
		}
		j := p.draw(pk, *t, ok, func(b *Board) bool { return len(sets[b.Letters]) > 0 }, rng)
		date := time.Unix(int64(n)*86400, 0).UTC()
		if j < 0 { // the i boards used so far are all candidates, each once
			return nil, fmt.Errorf("no board left for %s, day %d of %d: of the %d boards the filter leaves, %d are used and the other %d have letter sets used within the gap of %d days",
				date.Format(time.DateOnly), i+1, p.Days, len(cands), i, len(cands)-i, p.Gap)
		}
		b := cands[j]
		used[b.Honeycomb] = true
		sets[b.Letters] = append(sets[b.Letters], n)
		days[i] = Day{Date: date, Board: b, Target: *t}
	}
	return days, nil
}

// dayTargets returns the target of each day (nil for a weekday without):
// the days of a weekday get its quantiles (i+0.5)/n in a shuffled order.
func (p *Plan) dayTargets(rng *rand.Rand) []*Target {
	out := make([]*Target, p.Days)
	var idx [7][]int
	for i := range p.Days {
		wd := p.From.AddDate(0, 0, i).Weekday()
		idx[wd] = append(idx[wd], i)
	}
	for wd, days := range idx {
		ts := slices.Clone(p.Targets[wd])
		if len(ts) == 0 {
			continue
		}
		slices.SortFunc(ts, func(a, b Target) int { return cmp.Or(cmp.Compare(a.Words, b.Words), cmp.Compare(a.Points, b.Points)) })
		rng.Shuffle(len(days), func(i, j int) { days[i], days[j] = days[j], days[i] })
		for k, d := range days {
			q := (float64(k) + 0.5) / float64(len(days))
			out[d] = &ts[min(len(ts)-1, int(q*float64(len(ts))))]
		}
	}
	return out
}

// picker finds the boards close to a target among candidates sorted by
// words and points; it is 3 to 10 times faster than a scan of them all.
type picker struct {
	cands []Board
	start []int // start[w] is the first candidate with w words or more
}

// newPicker indexes cands, sorted and not empty.
func newPicker(cands []Board) *picker {
	pk := &picker{cands: cands, start: make([]int, cands[len(cands)-1].Words+2)}
	for w := range pk.start {
		pk.start[w] = sort.Search(len(cands), func(i int) bool { return cands[i].Words >= w })
	}
	return pk
}

// pick returns the index of a candidate that ok allows, drawn by rng
// among those within Tolerance of the closest to t, or -1 for none.
func (pk *picker) pick(t Target, ok func(*Board) bool, rng *rand.Rand) int {
	near := pk.near(t, ok, Tolerance)
	if len(near) == 0 {
		return -1
	}
	return near[rng.IntN(len(near))]
}

// near returns the indices, in increasing order, of the candidates that
// ok allows within tolerance of the closest to t. A target of AnyPoints
// counts the words alone.
func (pk *picker) near(t Target, ok func(*Board) bool, tolerance float64) []int {
	tw, tp := float64(max(t.Words, 1)), float64(max(t.Points, 1))
	anyPoints := t.Points == AnyPoints
	best := math.Inf(1)
	type hit struct {
		i int
		d float64
	}
	var hits []hit
	most := len(pk.start) - 2
	for delta := 0; ; delta++ {
		lo, hi := t.Words-delta, t.Words+delta
		if float64(delta)/tw > best+tolerance || (lo < 0 && hi > most) {
			break
		}
		ws := []int{lo, hi}
		if delta == 0 {
			ws = ws[:1]
		}
		for _, w := range ws {
			if w < 0 || w > most {
				continue
			}
			wd := float64(delta) / tw
			bucket := pk.cands[pk.start[w]:pk.start[w+1]]
			at := sort.Search(len(bucket), func(i int) bool { return bucket[i].Points >= t.Points })
			visit := func(i int) bool {
				b := &bucket[i]
				d := wd
				if !anyPoints {
					d += math.Abs(float64(b.Points-t.Points)) / tp
				}
				if d > best+tolerance {
					return false
				}
				if ok(b) {
					best = min(best, d)
					hits = append(hits, hit{pk.start[w] + i, d})
				}
				return true
			}
			for i := at; i < len(bucket) && visit(i); i++ {
			}
			for i := at - 1; i >= 0 && visit(i); i-- {
			}
		}
	}
	var near []int
	for _, h := range hits {
		if h.d <= best+tolerance {
			near = append(near, h.i)
		}
	}
	slices.Sort(near)
	return near
}

// Candidates returns every board of w with a pangram that passes f (nil
// for all), with its words and points; rare is as search.Query.Rare.
func Candidates(ctx context.Context, w *wordlist.Words, rules puzzle.Rules, f *filter.Filter, rare func(*wordlist.Words) []bool) ([]Board, error) {
	r, err := search.PangramBoards(ctx, w, rules, f, rare)
	if err != nil {
		return nil, err
	}
	out := make([]Board, len(r.All))
	for i, words := range r.AllWords() {
		out[i] = Board{Honeycomb: r.All[i].Honeycomb, Words: words, Points: r.All[i].Score}
	}
	return out, nil
}
