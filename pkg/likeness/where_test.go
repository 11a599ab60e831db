package likeness

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/wordlist"
	"gonum.org/v1/gonum/stat"
)

// whereFixture is a small list, every board of its 12 letters solved by
// brute force, a model and the likeness of each board by Of.
type whereFixture struct {
	l        *wordlist.List
	alphabet bitset.Set
	counts   Counts
	model    *Model
	sols     map[puzzle.Honeycomb]*puzzle.Solution
	brute    map[puzzle.Honeycomb]int64
}

// newWhereFixture makes the fixture from the words of enable1 of 12
// letters with BEEBATCH_FULL_TESTS=1: 5,544 boards, few enough to solve
// each; by default and under -race of 10 letters and 840 boards (the
// race detector slows solving ten times), which pass each clause in
// part as the 5,544 do.
func newWhereFixture(t *testing.T) *whereFixture {
	big, err := loadEnable1(t)
	if err != nil {
		t.Fatal(err)
	}
	fx := &whereFixture{counts: Counts{}, sols: map[puzzle.Honeycomb]*puzzle.Solution{}, brute: map[puzzle.Honeycomb]int64{}}
	letters := "acdeginorstl"
	if !testenv.Full() {
		letters = letters[:10]
	}
	fx.alphabet, _ = bitset.Of(letters)
	var words []string
	for i, m := range big.Words.Masks {
		if m&^fx.alphabet == 0 {
			words = append(words, big.Words.Word(i))
		}
	}
	if fx.l, err = wordlist.Read(strings.NewReader(strings.Join(words, "\n")), "small", "", wordlist.DefaultOptions); err != nil {
		t.Fatal(err)
	}
	rules := puzzle.DefaultRules
	rng := rand.New(rand.NewPCG(5, 6))
	for i, w := range words {
		if i%3 != 0 {
			fx.counts[w] = int64(rng.IntN(1_000_000))
		}
	}
	fx.model = &Model{Weights: make([]float64, NumColumns+1), Mean: make([]float64, NumColumns), Scale: make([]float64, NumColumns),
		A: 1, B: 0.1, MinWords: 6, MaxWords: 300}
	for j := range fx.model.Weights {
		fx.model.Weights[j] = float64(j%9-4) / 30
	}
	// Every board of the alphabet, its features by brute force, and the
	// model standardizing them as Fit does.
	features := map[puzzle.Honeycomb]Features{}
	for sub := bitset.Set(1)<<rules.Size - 1; sub < bitset.Set(1)<<len(letters); sub = bitset.NextCombination(sub) {
		var set bitset.Set
		for x := sub; x != 0; x &= x - 1 {
			set |= bitset.Letter(letters[x.Index()])
		}
		for c := set; c != 0; c &= c - 1 {
			h := puzzle.Honeycomb{Letters: set, Center: c.Lowest()}
			fx.sols[h] = puzzle.Solve(&fx.l.Words, h, rules)
			features[h] = Of(h, fx.sols[h].Texts(), fx.counts, rules)
		}
	}
	for j := range NumColumns {
		var col []float64
		for _, x := range features {
			col = append(col, x[j])
		}
		fx.model.Mean[j], fx.model.Scale[j] = stat.MeanStdDev(col, nil)
		fx.model.Scale[j] = max(fx.model.Scale[j], 1)
	}
	for h, x := range features {
		fx.brute[h] = measure.Scale(measure.Likeness, fx.model.Likeness(x))
	}
	return fx
}

// countsOf returns the counts of the words of w, -1 for a missing one,
// as search.Query.Counts gives them.
func (fx *whereFixture) countsOf(w *wordlist.Words) []int64 {
	out := make([]int64, w.Len())
	for i := range out {
		n, ok := fx.counts[w.Word(i)]
		out[i] = map[bool]int64{true: n, false: -1}[ok]
	}
	return out
}

// check ranks the list in space with the filter src, its likeness given
// by the model's Deriver, and compares the boards kept with those that
// keep selects by brute force.
func (fx *whereFixture) check(t *testing.T, src string, space search.Kind, keep func(h puzzle.Honeycomb, like int64, s *puzzle.Solution) bool) {
	t.Helper()
	// The space of all ranks every set of 7 letters: the clause on
	// letters keeps it to those of the list, which the brute force
	// solves.
	f, err := filter.Parse(src + ", no " + (bitset.All &^ fx.alphabet).String())
	if err != nil {
		t.Fatalf("%q: %v", src, err)
	}
	f = f.WithDeriver(fx.model.Deriver())
	want := map[puzzle.Honeycomb]bool{}
	for h, like := range fx.brute {
		s := fx.sols[h]
		if (space == search.AllSets || s.Pangrams > 0) && keep(h, like, s) {
			want[h] = true
		}
	}
	rules := puzzle.DefaultRules
	if !testenv.Full() {
		// By default the engine ranks the space of the list's letters
		// alone, which the clause on letters keeps: of 7 of 10
		// letters, 840 boards, not the 4.6 million of the 26.
		rules.Exclude = bitset.All &^ fx.alphabet
	}
	qr := search.Query{Rules: rules, Variants: []puzzle.Variant{puzzle.WithS}, Space: space, Counts: fx.countsOf,
		RankOptions: search.RankOptions{Top: 1 << 20, Filter: f}}
	var rk search.Ranker
	ranked, err := rk.Rank(context.Background(), &fx.l.Words, qr)
	if err != nil {
		t.Fatalf("%q, space %v: %v", src, space, err)
	}
	top := ranked[0].Top
	got := map[puzzle.Honeycomb]bool{}
	for i := range top.Len() {
		got[top.At(i).Honeycomb] = true
	}
	for h := range want {
		if !got[h] {
			t.Errorf("%q, space %v: %s (likeness %s) passes by brute force, not in the engine", src, space, h, decimal(fx.brute[h]))
		}
	}
	for h := range got {
		if !want[h] {
			t.Errorf("%q, space %v: %s (likeness %s) passes in the engine, not by brute force", src, space, h, decimal(fx.brute[h]))
		}
	}
	if ranked[0].Passed != len(want) {
		t.Errorf("%q, space %v: %d passed; brute force %d", src, space, ranked[0].Passed, len(want))
	}
	if len(want) == 0 || len(want) == len(fx.brute) {
		t.Errorf("%q, space %v: %d of %d boards pass: the case checks nothing", src, space, len(want), len(fx.brute))
	}
	// filter.Match reads the same from a board's values.
	for i := range min(top.Len(), 50) {
		r := top.At(i)
		if !f.Match(r.Candidate()) {
			t.Errorf("%q: Match rejects %s, which the engine kept", src, r.Honeycomb)
		}
	}
}

// TestWhereLikeness checks a filter clause on the likeness, as the
// engines apply it with the model's Deriver, against the brute force: the
// likeness of every board of a small list from Of over the words
// puzzle.Solve finds on it, in both spaces, for clauses alone and with
// others: each clause in both spaces with BEEBATCH_FULL_TESTS=1 and
// by default and under -race the first in both and the others in one
// space each, in turn.
func TestWhereLikeness(t *testing.T) {
	fx := newWhereFixture(t)
	var likes []int64
	for _, v := range fx.brute {
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
	for i, tt := range tests {
		for si, space := range []search.Kind{search.PangramSets, search.AllSets} {
			if si != i%2 && i != 0 && !testenv.Full() {
				continue // by default the first clause in both spaces, the others in one, in turn
			}
			fx.check(t, tt.src, space, tt.keep)
		}
	}
	// Without a Deriver the engine refuses the clause.
	f, _ := filter.Parse("likeness >= 0.5")
	var rk search.Ranker
	if _, err := rk.Rank(context.Background(), &fx.l.Words, search.Query{Rules: puzzle.DefaultRules, Variants: []puzzle.Variant{puzzle.WithS}, Counts: fx.countsOf,
		RankOptions: search.RankOptions{Top: 10, Filter: f}}); err != search.ErrNoDeriver {
		t.Errorf("a likeness clause without a Deriver: %v; want search.ErrNoDeriver", err)
	}
}

// decimal writes a likeness value as a filter reads it: 5000 as 0.5.
func decimal(v int64) string {
	return string(measure.AppendValue(nil, measure.Likeness, v))
}
