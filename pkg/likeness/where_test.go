package likeness

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testlists"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/wordlist"
	"gonum.org/v1/gonum/stat"
)

// TestWhereLikeness checks a filter clause on the likeness, as the
// engines apply it with the model's Deriver, against the brute force: the
// likeness of every board of a small list from Of over the words
// puzzle.Solve finds on it, in both spaces, for clauses alone and with
// others.
func TestWhereLikeness(t *testing.T) {
	big, err := wordlist.Source{Name: "enable1", Path: testlists.Need(t, "enable1")}.Load(nil, wordlist.DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	// The words of 12 letters: 5,544 boards of them, few enough to solve
	// each.
	alphabet, _ := bitset.Of("acdeginorstl")
	var words []string
	for i, m := range big.Words.Masks {
		if m&^alphabet == 0 {
			words = append(words, big.Words.Word(i))
		}
	}
	l, err := wordlist.Read(strings.NewReader(strings.Join(words, "\n")), "small", "", wordlist.DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	rules := puzzle.DefaultRules
	counts := Counts{}
	rng := rand.New(rand.NewPCG(5, 6))
	for i, w := range words {
		if i%3 != 0 {
			counts[w] = int64(rng.IntN(1_000_000))
		}
	}
	model := &Model{Weights: make([]float64, NumColumns+1), Mean: make([]float64, NumColumns), Scale: make([]float64, NumColumns),
		A: 1, B: 0.1, MinWords: 6, MaxWords: 300}
	for j := range model.Weights {
		model.Weights[j] = float64(j%9-4) / 30
	}
	// Every board of the alphabet, its features by brute force, and the
	// model standardizing them as Fit does.
	letters := alphabet.Bytes()
	features := map[puzzle.Honeycomb]Features{}
	sols := map[puzzle.Honeycomb]*puzzle.Solution{}
	for sub := bitset.Set(1)<<rules.Size - 1; sub < bitset.Set(1)<<len(letters); sub = bitset.NextCombination(sub) {
		var set bitset.Set
		for x := sub; x != 0; x &= x - 1 {
			set |= bitset.Letter(letters[x.Index()])
		}
		for c := set; c != 0; c &= c - 1 {
			h := puzzle.Honeycomb{Letters: set, Center: c.Lowest()}
			sols[h] = puzzle.Solve(&l.Words, h, rules)
			features[h] = Of(h, sols[h].Texts(), counts, rules)
		}
	}
	for j := range NumColumns {
		var col []float64
		for _, x := range features {
			col = append(col, x[j])
		}
		model.Mean[j], model.Scale[j] = stat.MeanStdDev(col, nil)
		model.Scale[j] = max(model.Scale[j], 1)
	}
	brute := map[puzzle.Honeycomb]int64{}
	var likes []int64
	for h, x := range features {
		v := measure.Scale(measure.Likeness, model.Likeness(x))
		brute[h] = v
		likes = append(likes, v)
	}
	slices.Sort(likes)
	quantile := func(p float64) int64 { return likes[int(p*float64(len(likes)-1))] }
	tests := []struct {
		src  string
		keep func(h puzzle.Honeycomb, like int64, s *puzzle.Solution) bool
	}{
		{"likeness >= " + decimal(quantile(0.5)), func(_ puzzle.Honeycomb, like int64, _ *puzzle.Solution) bool { return like >= quantile(0.5) }},
		{"likeness > " + decimal(quantile(0.9)), func(_ puzzle.Honeycomb, like int64, _ *puzzle.Solution) bool { return like > quantile(0.9) }},
		{"likeness " + decimal(quantile(0.2)) + ".." + decimal(quantile(0.7)) + ", words >= 20, pangrams 1",
			func(_ puzzle.Honeycomb, like int64, s *puzzle.Solution) bool {
				return quantile(0.2) <= like && like <= quantile(0.7) && len(s.Words) >= 20 && s.Pangrams == 1
			}},
		{"likeness 0", func(_ puzzle.Honeycomb, like int64, _ *puzzle.Solution) bool { return like == 0 }},
		{"likeness < 0.3, center in AEIO", func(h puzzle.Honeycomb, like int64, _ *puzzle.Solution) bool {
			return like < 3000 && strings.ContainsAny(h.Center.String(), "AEIO")
		}},
	}
	cq := func(w *wordlist.Words) []int64 {
		out := make([]int64, w.Len())
		for i := range out {
			n, ok := counts[w.Word(i)]
			out[i] = map[bool]int64{true: n, false: -1}[ok]
		}
		return out
	}
	for _, tt := range tests {
		// The space of all ranks every set of 7 letters: the clause on
		// letters keeps it to those of the list, which the brute force
		// solves.
		f, err := filter.Parse(tt.src + ", no " + (bitset.All &^ alphabet).String())
		if err != nil {
			t.Fatalf("%q: %v", tt.src, err)
		}
		f = f.WithDeriver(model.Deriver())
		for _, space := range []search.Kind{search.PangramSets, search.AllSets} {
			want := map[puzzle.Honeycomb]bool{}
			for h, like := range brute {
				s := sols[h]
				if (space == search.AllSets || s.Pangrams > 0) && tt.keep(h, like, s) {
					want[h] = true
				}
			}
			qr := search.Query{Rules: rules, Variants: []puzzle.Variant{puzzle.WithS}, Space: space, Counts: cq,
				RankOptions: search.RankOptions{Top: 1 << 20, Filter: f}}
			var rk search.Ranker
			ranked, err := rk.Rank(context.Background(), &l.Words, qr)
			if err != nil {
				t.Fatalf("%q, space %v: %v", tt.src, space, err)
			}
			top := ranked[0].Top
			got := map[puzzle.Honeycomb]bool{}
			for i := range top.Len() {
				got[top.At(i).Honeycomb] = true
			}
			for h := range want {
				if !got[h] {
					t.Errorf("%q, space %v: %s (likeness %s) passes by brute force, not in the engine", tt.src, space, h, decimal(brute[h]))
				}
			}
			for h := range got {
				if !want[h] {
					t.Errorf("%q, space %v: %s (likeness %s) passes in the engine, not by brute force", tt.src, space, h, decimal(brute[h]))
				}
			}
			if ranked[0].Passed != len(want) {
				t.Errorf("%q, space %v: %d passed; brute force %d", tt.src, space, ranked[0].Passed, len(want))
			}
			if len(want) == 0 || len(want) == len(brute) {
				t.Errorf("%q, space %v: %d of %d boards pass: the case checks nothing", tt.src, space, len(want), len(brute))
			}
			// filter.Match reads the same from a board's values.
			for i := range min(top.Len(), 50) {
				r := top.At(i)
				if !f.Match(r.Candidate()) {
					t.Errorf("%q: Match rejects %s, which the engine kept", tt.src, r.Honeycomb)
				}
			}
		}
	}
	// Without a Deriver the engine refuses the clause.
	f, _ := filter.Parse("likeness >= 0.5")
	var rk search.Ranker
	if _, err := rk.Rank(context.Background(), &l.Words, search.Query{Rules: rules, Variants: []puzzle.Variant{puzzle.WithS}, Counts: cq,
		RankOptions: search.RankOptions{Top: 10, Filter: f}}); err != search.ErrNoDeriver {
		t.Errorf("a likeness clause without a Deriver: %v; want search.ErrNoDeriver", err)
	}
}

// decimal writes a likeness value as a filter reads it: 5000 as 0.5.
func decimal(v int64) string {
	return string(measure.AppendValue(nil, measure.Likeness, v))
}
