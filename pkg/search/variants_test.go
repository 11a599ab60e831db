package search

import (
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
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

// TestScorer checks Ranker.Scorer, as score uses it, against brute
// force: for filters on every measure, each board's measures and whether
// it passes.
func TestScorer(t *testing.T) {
	words := readWords(t, mini)
	texts := strings.Fields(mini)
	rare := map[string]bool{}
	for _, w := range texts {
		rare[w] = len(w) > 5
	}
	var rk Ranker
	for _, text := range []string{"", "score >= 10", "words 2..5, pangrams >= 1", "perfect >= 1", "rare >= 1", "rare-points > 7", "long-genius no", "fours 1..3", "suffixed 0", "no X", "center not G"} {
		f := must(filter.Parse(text))
		q := Query{Rules: puzzle.DefaultRules, Variants: []puzzle.Variant{{}}, RankOptions: RankOptions{Filter: f},
			Rare: func(w *wordlist.Words) []bool {
				out := make([]bool, w.Len())
				for i := range out {
					out[i] = rare[string(w.Bytes(i))]
				}
				return out
			}}
		score, err := rk.Scorer(words, q)
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range []string{"G/AELMPX", "A/EGLMPX", "X/AEGLMP", "S/AEGLMP", "E/AGLMPS"} {
			h := must(puzzle.ParseBoard(b, puzzle.DefaultRules))
			r := score(h)
			want := bruteCandidate(bruteWords(texts), puzzle.DefaultRules, 0, h, rare, nil)
			for m := range measure.N {
				if (f.Needs() | builtIn | 1<<measure.Rare | 1<<measure.RarePoints).Has(m) && r.Values[m] != want.Values[m] {
					t.Errorf("%s under %q: %s %d; brute force %d", b, text, measure.Table[m].Name, r.Values[m], want.Values[m])
				}
			}
			if got, want := f.Match(r.Candidate()), f.Match(&want); got != want {
				t.Errorf("%s under %q: passes %v; want %v", b, text, got, want)
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
