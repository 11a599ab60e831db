package filter

import (
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// TestRareAndLongGenius checks the clauses on rare words and on Genius
// without the shortest words: their canonical form, what they need and
// which boards pass.
func TestRareAndLongGenius(t *testing.T) {
	type board struct {
		score, rare, rarePoints, long int
		want                          bool
	}
	for _, tt := range []struct {
		src, canonical string
		needs          Fields
		boards         []board
	}{
		{"rare <= 3", "rare <= 3", Rare, []board{{10, 3, 99, 0, true}, {10, 4, 0, 0, false}}},
		{"RARE-POINTS 5..9, rare 1..", "rare >= 1, rare-points 5..9", Rare | RarePoints,
			[]board{{10, 1, 5, 0, true}, {10, 0, 5, 0, false}, {10, 2, 10, 0, false}}},
		{"long-genius yes", "long-genius yes", Score | LongPoints, []board{
			{100, 0, 0, 70, true}, {100, 0, 0, 69, false},
			{5, 0, 0, 4, true}, {5, 0, 0, 3, false}, // 3.5 rounds to 4
			{0, 0, 0, 0, true},
		}},
		{"long-genius No", "long-genius no", Score | LongPoints, []board{{5, 0, 0, 3, true}, {5, 0, 0, 4, false}}},
		{"long-genius no FLOOR", "long-genius no floor", Score | LongPoints, []board{
			{5, 0, 0, 2, true}, {5, 0, 0, 3, false}, // floor(3.5) is 3
		}},
		// Two that agree make the stricter.
		{"long-genius no, long-genius no floor", "long-genius no floor", Score | LongPoints, nil},
		{"long-genius yes floor, long-genius yes", "long-genius yes", Score | LongPoints, nil},
		{"long-genius yes, long-genius yes", "long-genius yes", Score | LongPoints, nil},
		{"center A, long-genius no, rare 2, words 9", "words 9, rare 2, long-genius no, center A", Words | Rare | Score | LongPoints, nil},
	} {
		f, err := Parse(tt.src)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.src, err)
			continue
		}
		if got := f.String(); got != tt.canonical {
			t.Errorf("Parse(%q).String() = %q; want %q", tt.src, got, tt.canonical)
		}
		if got := f.Needs(); got != tt.needs {
			t.Errorf("Parse(%q).Needs() = %07b; want %07b", tt.src, got, tt.needs)
		}
		for _, b := range tt.boards {
			c := &Candidate{Letters: Vowels | 1<<1 | 1<<2, Center: 1}
			c.Values[measure.Score], c.Values[measure.Rare], c.Values[measure.RarePoints], c.Values[measure.LongPoints] = int64(b.score), int64(b.rare), int64(b.rarePoints), int64(b.long)
			if got := f.Match(c); got != b.want {
				t.Errorf("Parse(%q).Match(%+v) = %v; want %v", tt.src, b, got, b.want)
			}
		}
	}
	for _, tt := range []struct{ src, msg string }{
		{"long-genius", `expected yes or no after "long-genius", found the end`},
		{"long-genius maybe", `expected yes or no after "long-genius", found "maybe"`},
		{"long-genius yes, long-genius no", "long-genius yes and long-genius no contradict each other"},
		{"long-genius yes floor, long-genius no", "long-genius yes floor and long-genius no contradict each other"},
		{"long-genius yes floor words 3", `expected "," or the end after "long-genius yes floor", found "words"`},
		{"rare 5..2", "empty range 5..2: the low end is above the high end"},
		{"rare-points", `expected a range such as 20..80, >= 20 or 30 after "rare-points", found the end`},
	} {
		_, err := Parse(tt.src)
		if err == nil || !strings.HasPrefix(err.Error(), tt.msg+"\n") {
			t.Errorf("Parse(%q) = %v; want %q", tt.src, err, tt.msg)
		}
	}
}

// TestLongGeniusClauses checks every pair of long-genius clauses against
// their meaning on every board of up to 60 points: together they are
// the clause that And makes of them, or And refuses them, and then only
// the pair "yes floor" and "no" lets a board pass both.
func TestLongGeniusClauses(t *testing.T) {
	var clauses []LongGenius
	for _, reach := range []bool{true, false} {
		for _, r := range []puzzle.Rounding{puzzle.Nearest, puzzle.Floor} {
			clauses = append(clauses, LongGenius{Set: true, Reach: reach, Rounding: r})
		}
	}
	for _, a := range clauses {
		for _, b := range clauses {
			fa, _ := Parse(a.String())
			fb, _ := Parse(b.String())
			f, err := And(fa, fb)
			some := false
			for score := range 61 {
				for long := range score + 1 {
					both := a.Holds(score, long) && b.Holds(score, long)
					some = some || both
					if err == nil && f.LongGenius().Holds(score, long) != both {
						t.Fatalf("And(%q, %q) = %q; at %d of %d points it says %v", a, b, f, long, score, !both)
					}
				}
			}
			if err != nil && some && !(a.Reach != b.Reach && (a.Reach && a.Rounding == puzzle.Floor && b.Rounding == puzzle.Nearest || b.Reach && b.Rounding == puzzle.Floor && a.Rounding == puzzle.Nearest)) {
				t.Errorf("And(%q, %q) refused, yet some board passes both: %v", a, b, err)
			}
		}
	}
}
