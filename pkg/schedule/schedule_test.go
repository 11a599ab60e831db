package schedule

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// synthetic returns n boards of random letters, centers and figures, of
// which many share letter sets, and targets for every weekday.
func synthetic(n int, seed uint64) ([]Board, [7][]Target) {
	r := rand.New(rand.NewPCG(seed, 1))
	var boards []Board
	seen := map[puzzle.Honeycomb]bool{}
	for len(boards) < n {
		var letters bitset.Set
		for letters.Len() < 7 {
			letters |= bitset.Set(1) << r.IntN(14) // few letters: sets recur
		}
		centers := []bitset.Set{}
		for x := letters; x != 0; x &= x - 1 {
			centers = append(centers, x&-x)
		}
		h := puzzle.Honeycomb{Letters: letters, Center: centers[r.IntN(7)]}
		if seen[h] {
			continue
		}
		seen[h] = true
		w := 20 + r.IntN(60)
		boards = append(boards, Board{Honeycomb: h, Words: w, Points: w*4 + r.IntN(40)})
	}
	var ts [7][]Target
	for wd := range 7 {
		for range 30 {
			w := 25 + 3*wd + r.IntN(30)
			ts[wd] = append(ts[wd], Target{w, w*4 + r.IntN(40)})
		}
	}
	return boards, ts
}

// check verifies the constraints of a plan on days, without the planner:
// consecutive dates, boards among the candidates, none used before or
// twice, no blocked letter set, letter sets apart by more than the gap.
func check(t *testing.T, p *Plan, days []Day) {
	t.Helper()
	if len(days) != p.Days {
		t.Fatalf("%d days, want %d", len(days), p.Days)
	}
	cands := map[Board]bool{}
	for _, b := range p.Boards {
		cands[b] = true
	}
	uses := slices.Clone(p.Past)
	for i, d := range days {
		if want := p.From.AddDate(0, 0, i); !d.Date.Equal(want) {
			t.Fatalf("day %d is %v, want %v", i, d.Date, want)
		}
		if !cands[d.Board] {
			t.Errorf("%v: board %v is no candidate", d.Date, d.Board)
		}
		if slices.Contains(p.Blocked, d.Letters) {
			t.Errorf("%v: board %v has a blocked letter set", d.Date, d.Board)
		}
		for _, u := range uses {
			if u.Board == d.Honeycomb {
				t.Errorf("%v: board %v used before, on %v", d.Date, d.Honeycomb, u.Date)
			}
			if gap := math.Abs(d.Date.Sub(u.Date).Hours() / 24); u.Board.Letters == d.Letters && gap <= float64(p.Gap) {
				t.Errorf("%v: letter set of %v used %v days away", d.Date, d.Honeycomb, gap)
			}
		}
		uses = append(uses, Use{d.Date, d.Honeycomb})
	}
}

func TestMake(t *testing.T) {
	boards, ts := synthetic(3000, 1)
	from := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	past := []Use{{from.AddDate(0, 0, -10), boards[0].Honeycomb}, {from.AddDate(0, 0, -400), boards[1].Honeycomb}}
	tests := []struct {
		name      string
		days, gap int
		blocked   []bitset.Set
	}{
		{"a year", 365, 30, nil},
		{"no gap", 200, 0, nil},
		{"blocked", 100, 7, []bitset.Set{boards[2].Letters, boards[3].Letters}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := &Plan{From: from, Days: tt.days, Gap: tt.gap, Seed: 3, Boards: boards, Past: past, Blocked: tt.blocked, Targets: ts}
			days, err := p.Make()
			if err != nil {
				t.Fatal(err)
			}
			check(t, p, days)
			again, _ := p.Make()
			if !reflect.DeepEqual(days, again) {
				t.Error("the same plan and seed gave another schedule")
			}
			p.Seed = 4
			other, _ := p.Make()
			if reflect.DeepEqual(days, other) {
				t.Error("another seed gave the same schedule")
			}
		})
	}
}

// TestGapEdge checks the gap at its edge: a letter set used Gap days
// before a day is not used that day, and one used Gap+1 days before is.
func TestGapEdge(t *testing.T) {
	boards, ts := synthetic(1, 5)
	b := boards[0]
	other := puzzle.Honeycomb{Letters: b.Letters, Center: (b.Letters &^ b.Center).Lowest()}
	from := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for _, gap := range []int{0, 1, 30} {
		for _, ago := range []int{gap, gap + 1} {
			p := &Plan{From: from, Days: 1, Gap: gap, Boards: boards, Targets: ts,
				Past: []Use{{from.AddDate(0, 0, -ago), other}}}
			days, err := p.Make()
			switch {
			case ago <= gap && err == nil:
				t.Errorf("gap %d: the letter set used %d days before was used again: %v", gap, ago, days)
			case ago > gap && err != nil:
				t.Errorf("gap %d, the letter set used %d days before: %v", gap, ago, err)
			case err == nil:
				check(t, p, days)
			}
		}
	}
}

// TestTargets checks that each weekday's median words follow the
// targets' when boards abound.
func TestTargets(t *testing.T) {
	boards, ts := synthetic(20000, 2)
	p := &Plan{From: time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC), Days: 364, Gap: 0, Boards: boards, Targets: ts}
	days, err := p.Make()
	if err != nil {
		t.Fatal(err)
	}
	var got [7][]Target
	for _, d := range days {
		got[d.Date.Weekday()] = append(got[d.Date.Weekday()], Target{d.Words, d.Points})
	}
	for wd := range 7 {
		want := quantile(ts[wd], words, 0.5)
		if m := quantile(got[wd], words, 0.5); math.Abs(float64(m-want)) > 0.1*float64(want) {
			t.Errorf("%v: median words %d, want %d within 10%%", time.Weekday(wd), m, want)
		}
	}
}

// TestPick checks the picker against a scan of every candidate: the
// board it picks is allowed and within Tolerance of the closest allowed.
func TestPick(t *testing.T) {
	boards, _ := synthetic(2000, 5)
	slices.SortFunc(boards, func(a, b Board) int {
		if a.Words != b.Words {
			return a.Words - b.Words
		}
		return a.Points - b.Points
	})
	pk := newPicker(boards)
	r := rand.New(rand.NewPCG(9, 9))
	for i := range 1000 {
		tg := Target{r.IntN(100), r.IntN(400)}
		if i%2 == 1 {
			tg.Points = AnyPoints
		}
		ok := func(b *Board) bool { return (b.Letters+b.Center+bitset.Set(i))%3 != 0 }
		best := math.Inf(1)
		for j := range boards {
			if ok(&boards[j]) {
				best = min(best, dist(boards[j], tg))
			}
		}
		j := pk.pick(tg, ok, r)
		if j < 0 {
			t.Fatalf("target %v: no pick, best %v", tg, best)
		}
		if !ok(&boards[j]) || dist(boards[j], tg) > best+Tolerance+1e-9 {
			t.Fatalf("target %v: picked %v at %v, best %v", tg, boards[j], dist(boards[j], tg), best)
		}
	}
	if pk.pick(Target{50, 200}, func(*Board) bool { return false }, r) != -1 {
		t.Error("a pick with no board allowed")
	}
}

func dist(b Board, t Target) float64 {
	if t.Points == AnyPoints {
		return math.Abs(float64(b.Words-t.Words)) / float64(max(t.Words, 1))
	}
	return math.Abs(float64(b.Words-t.Words))/float64(max(t.Words, 1)) + math.Abs(float64(b.Points-t.Points))/float64(max(t.Points, 1))
}

func TestShort(t *testing.T) {
	boards, ts := synthetic(300, 7)
	from := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	sets := map[bitset.Set]bool{}
	for _, b := range boards {
		sets[b.Letters] = true
	}
	tests := []struct {
		name      string
		days, gap int
		msg       string
	}{
		{"too few boards", 301, 0, "the filter leaves 300 boards, fewer than the 301 days: 300 boards with a pangram pass it, 0 of them"},
		{"gap", len(sets) + 1, 10000, fmt.Sprintf("day %d of %d: of the 300 boards the filter leaves, %d are used", len(sets)+1, len(sets)+1, len(sets))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := &Plan{From: from, Days: tt.days, Gap: tt.gap, Boards: boards, Targets: ts}
			_, err := p.Make()
			if err == nil || !strings.Contains(err.Error(), tt.msg) {
				t.Fatalf("got %v, want %q", err, tt.msg)
			}
		})
	}
}
