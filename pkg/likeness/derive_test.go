package likeness

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// TestFromValues checks the likeness derived from the engine's values of
// each board against the brute force: Of over the words puzzle.Solve
// finds on the board, in both spaces. It ranks every board of enable1
// with BEEBATCH_FULL_TESTS=1, and by default those over the 15 letters
// of the counted words (45,045 boards, where the whole space is
// millions).
func TestFromValues(t *testing.T) {
	testenv.SkipRace(t)
	l, err := loadEnable1(t)
	if err != nil {
		t.Fatal(err)
	}
	rules := puzzle.DefaultRules
	// The brute force solves each board over the words of the letters
	// ranked, picked once: puzzle.Solve finds on them what it finds on
	// the whole list, whose other words have a letter no board has.
	solveOn := &l.Words
	if !testenv.Full() {
		letters, _ := bitset.Of("jukeboxabdicatereadingtradingingrate")
		rules.Exclude = bitset.All &^ letters
		var words []string
		for i, m := range l.Words.Masks {
			if m&rules.Exclude == 0 {
				words = append(words, l.Words.Word(i))
			}
		}
		sub, err := wordlist.Read(strings.NewReader(strings.Join(words, "\n")), "sub", "", wordlist.DefaultOptions)
		if err != nil {
			t.Fatal(err)
		}
		solveOn = &sub.Words
	}
	counts := Counts{"jukebox": 12345, "abdicate": 99, "zzz": 3, "reading": 999, "trading": 4000000000, "ingrate": 0}
	variants, err := puzzle.ParseVariants("no-s")
	if err != nil {
		t.Fatal(err)
	}
	model := &Model{Weights: make([]float64, NumColumns+1), Mean: make([]float64, NumColumns), Scale: make([]float64, NumColumns), A: 1}
	for j := range model.Weights {
		model.Weights[j] = float64(j%7-3) / 10
	}
	for j := range model.Scale {
		model.Mean[j], model.Scale[j] = 0.5, 1+float64(j%3)
	}
	q := search.Query{Rules: rules, Variants: variants, Measures: 1 << measure.Likeness,
		RankOptions: search.RankOptions{Top: 1 << 30},
		Counts: func(w *wordlist.Words) []int64 {
			out := make([]int64, w.Len())
			for i := range out {
				n, ok := counts[w.Word(i)]
				out[i] = map[bool]int64{true: n, false: -1}[ok]
			}
			return out
		}}
	model.MinWords, model.MaxWords = 5, 150
	model.PangramOdds = []float64{-0.2, 0.8, 1, 0.7, 1.3, -0.3}
	prep, derive := model.prepare(), model.Deriver()
	rng := rand.New(rand.NewPCG(7, 8))
	for _, space := range []search.Kind{search.PangramSets, search.AllSets} {
		q.Space = space
		var rk search.Ranker
		ranked, err := rk.Rank(context.Background(), &l.Words, q)
		if err != nil {
			t.Fatal(err)
		}
		top := ranked[0].Top
		if top.Len() < 1000 {
			t.Fatalf("space %v: %d boards", space, top.Len())
		}
		picks := []int{0, 1, top.Len() - 1}
		for range 200 {
			picks = append(picks, rng.IntN(top.Len()))
		}
		for i := 0; i < top.Len(); i++ {
			// the boards whose pangrams have counts, which the sample may miss
			r := top.At(i)
			if r.Values[measure.PangramCount] > 0 && len(picks) < 400 {
				picks = append(picks, i)
			}
		}
		for _, i := range picks {
			r := top.At(i)
			want := Of(r.Honeycomb, puzzle.Solve(solveOn, r.Honeycomb, rules).Texts(), counts, rules)
			if got := FromValues(&r.Values).Features(r.Honeycomb); got != want {
				t.Fatalf("space %v, %s: features from values %v, brute force %v", space, r.Honeycomb, got, want)
			}
			if got, want := Derive(model, r.Honeycomb, &r.Values), measure.Scale(measure.Likeness, model.Likeness(want)); got != want {
				t.Fatalf("%s: likeness %d, brute force %d", r.Honeycomb, got, want)
			}
			// The Deriver, prepared, to the last bit.
			if got, want := prep.likeness(FromValues(&r.Values), r.Honeycomb), model.Likeness(want); got != want {
				t.Fatalf("%s: prepared likeness %v, Likeness %v", r.Honeycomb, got, want)
			}
			if got, want := derive(measure.Likeness, r.Letters, r.Center, &r.Values), Derive(model, r.Honeycomb, &r.Values); got != want {
				t.Fatalf("%s: Deriver %d, Derive %d", r.Honeycomb, got, want)
			}
		}
	}
}
