package search

import (
	"slices"
	"testing"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

func TestDistinctVariants(t *testing.T) {
	nyt, err := filter.LookupPreset("nyt")
	if err != nil {
		t.Fatal(err)
	}
	noQ, err := filter.Parse("no Q")
	if err != nil {
		t.Fatal(err)
	}
	both := []puzzle.Variant{puzzle.NoS, puzzle.WithS}
	tests := []struct {
		name    string
		vs      []puzzle.Variant
		exclude string
		f       *filter.Filter
		keep    []string
		same    []puzzle.SameVariant
	}{
		{"no filter", both, "", nil, []string{"no-s", "s"}, nil},
		{"a filter that leaves S", both, "", noQ, []string{"no-s", "s"}, nil},
		{"nyt has no S", both, "", nyt, []string{"no-s"}, []puzzle.SameVariant{{Variant: "s", As: "no-s", Why: "the filter excludes S"}}},
		{"s first", []puzzle.Variant{puzzle.WithS, puzzle.NoS}, "", nyt, []string{"s"}, []puzzle.SameVariant{{Variant: "no-s", As: "s", Why: "the filter excludes S"}}},
		{"one variant", []puzzle.Variant{puzzle.WithS}, "", nyt, []string{"s"}, nil},
		{"--exclude s", both, "s", nil, []string{"no-s"}, []puzzle.SameVariant{{Variant: "s", As: "no-s", Why: "--exclude bans S"}}},
		{"both ways", both, "s", nyt, []string{"no-s"}, []puzzle.SameVariant{{Variant: "s", As: "no-s", Why: "the filter excludes S"}}},
	}
	for _, tt := range tests {
		rules := puzzle.DefaultRules
		if tt.exclude != "" {
			rules.Exclude = bitset.Letter(tt.exclude[0])
		}
		keep, same := DistinctVariants(tt.vs, rules, tt.f)
		var names []string
		for _, v := range keep {
			names = append(names, v.Name)
		}
		if !slices.Equal(names, tt.keep) || !slices.Equal(same, tt.same) {
			t.Errorf("%s: keeps %q and %+v; want %q and %+v", tt.name, names, same, tt.keep, tt.same)
		}
	}
}

func TestSolutionRareAndCandidate(t *testing.T) {
	h := board(t, "aeglmpx", "g")
	s := puzzle.Solve(readWords(t, mini), h, puzzle.DefaultRules)
	// megaplex 15*, game 1, amalgam 7, glam 1.
	rare := func(w string) bool { return w == "amalgam" || w == "glam" }
	if n, p := s.Rare(rare); n != 2 || p != 8 {
		t.Errorf("Rare: %d words, %d points; want 2 and 8", n, p)
	}
	if n, p := s.Rare(nil); n != 0 || p != 0 {
		t.Errorf("Rare(nil): %d words, %d points; want 0 and 0", n, p)
	}
	c := candidate(s, puzzle.DefaultRules, rare)
	want := filter.Candidate{Letters: h.Letters, Center: h.Center, Score: 24, Words: 4, Pangrams: 1,
		Rare: 2, RarePoints: 8, LongPoints: 22}
	if c != want {
		t.Errorf("Candidate: %+v; want %+v", c, want)
	}
}

// TestScoreFilter checks Table.ScoreFilter against solving each board
// and matching the filter with every count filled in, for filters that
// need only the table's counts and for those that need the solution's.
func TestScoreFilter(t *testing.T) {
	words := readWords(t, mini)
	tab := NewTable(words, puzzle.DefaultRules, 0)
	rare := func(w string) bool { return len(w) > 5 }
	for _, text := range []string{"score >= 10", "words 2..5, pangrams >= 1", "perfect >= 1", "rare >= 1", "rare-points > 7", "no X", "center not G"} {
		f, err := filter.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range []string{"G/AELMPX", "A/EGLMPX", "X/AEGLMP", "S/AEGLMP", "E/AGLMPS"} {
			h, err := puzzle.ParseBoard(b, puzzle.DefaultRules)
			if err != nil {
				t.Fatal(err)
			}
			r, ok := tab.ScoreFilter(words, h, f, rare)
			s := puzzle.Solve(words, h, puzzle.DefaultRules)
			c := candidate(s, puzzle.DefaultRules, rare)
			if want := f.Match(&c); ok != want {
				t.Errorf("%s under %q: passes %v; want %v", b, text, ok, want)
			}
			if ok && (r.Score != s.Score || r.Words != len(s.Words)) {
				t.Errorf("%s: %+v; solved %d points, %d words", b, r, s.Score, len(s.Words))
			}
		}
	}
}

func TestTallyLettersets(t *testing.T) {
	var nilTally *Tally
	if n := nilTally.Lettersets(); n != 0 {
		t.Errorf("nil: %d; want 0", n)
	}
	var tl Tally
	tl.Centers[0].BestOf = 3
	tl.Centers[25].BestOf = 4
	tl.Centers[1].Honeycombs = 9
	if n := tl.Lettersets(); n != 7 {
		t.Errorf("%d; want 7", n)
	}
}
