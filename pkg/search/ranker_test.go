package search

import (
	"context"
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// TestRanker checks the entry point against the engines it chooses, on
// random lists ranked one after another with one Ranker, so that a Space
// reused from list to list is checked too: every ranking, the stats of
// each variant, Score, and the progress counted. By default it ranks 2
// lists, of honeycombs of 8 and 6 letters, and 8 with
// BEEBATCH_FULL_TESTS=1 (testenv.Cases), 7 letters too; under -race 1,
// that of the smallest space, where the workers run as they do in the
// others. (TestRankerFit ranks lists of 7 letters by default.)
func TestRanker(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(7, 8))
	variants := []puzzle.Variant{puzzle.NoS, puzzle.WithS}
	nyt, err := filter.Parse("words 3..40, pangrams >= 1, vowels 1..3, no Q, center not X")
	if err != nil {
		t.Fatal(err)
	}
	var rk Ranker
	for _, i := range []int{3, 1, 0, 2, 4, 5, 6, 7}[:testenv.Cases(2, 8)] {
		words := dedupe(randomList(rng, 50+rng.IntN(400)))
		w := readWords(t, strings.Join(words, "\n"))
		// 8 letters, the size with a hash table, over the letters of
		// randomList alone, so that the space stays small.
		eight := puzzle.Rules{MinLen: 4, Bonus: 3, Size: 8, Exclude: bitset.All &^ must(bitset.Parse("aegilmnorstx"))}
		rules := []puzzle.Rules{puzzle.DefaultRules, {MinLen: 3, Bonus: 0, Size: 6}, puzzle.DefaultRules, eight}[i%4]
		s := NewSpace(w, rules, puzzle.NoS.Banned&puzzle.WithS.Banned)
		for _, space := range []Kind{PangramSets, AllSets} {
			for _, f := range []*filter.Filter{nil, nyt} {
				var progress Progress
				// Every honeycomb of a 7-letter space is millions, and of a
				// 6-letter one 1.4 million: compared in the full run only.
				all := rules.Size == 8 || testenv.Full()
				q := Query{Rules: rules, Variants: variants, Space: space,
					RankOptions: RankOptions{Top: 5, Bottom: 5, All: all, Filter: f, Workers: 1 + i%2, Progress: &progress}}
				got, err := rk.Rank(context.Background(), w, q)
				if err != nil {
					t.Fatal(err)
				}
				want, err := s.RankAll(context.Background(), space, []bitset.Set{puzzle.NoS.Banned, puzzle.WithS.Banned}, q.RankOptions)
				if err != nil {
					t.Fatal(err)
				}
				// The same ranking, with more honeycombs, gives the same:
				// by default for the space of 8 letters, whose every
				// honeycomb is compared too (all), and for every list
				// with BEEBATCH_FULL_TESTS=1.
				var cr []Ranked
				var fr []Ranking
				if all {
					cq := q
					cq.Top, cq.Bottom = 1000, 1000
					full := q
					full.Top, full.Bottom = 1000, 1000
					if cr, err = rk.Rank(context.Background(), w, cq); err != nil {
						t.Fatal(err)
					}
					if fr, err = s.RankAll(context.Background(), space, []bitset.Set{puzzle.NoS.Banned, puzzle.WithS.Banned}, full.RankOptions); err != nil {
						t.Fatal(err)
					}
				}
				for v, r := range got {
					if r.Variant != variants[v] || !reflect.DeepEqual(r.Ranking, want[v]) {
						t.Fatalf("list %d, space %d, filter %q, %s: Ranker and Space differ:\n%+v\n%+v", i, space, f, r.Variant.Name, r.Top.All(), want[v].Top.All())
					}
					if st := s.Stats(w, variants[v].Banned); r.Stats != st {
						t.Fatalf("list %d, %s: stats %+v; want %+v", i, r.Variant.Name, r.Stats, st)
					}
					if cr != nil && (!slices.Equal(cr[v].Top.All(), fr[v].Top.All()) || !slices.Equal(cr[v].Bottom.All(), fr[v].Bottom.All())) {
						t.Fatalf("list %d, space %d, filter %q, %s: results differ:\n%+v\n%+v", i, space, f, r.Variant.Name, cr[v].Top.All(), fr[v].Top.All())
					}
					for _, h := range r.Top.All() {
						sc := r.Score(h.Honeycomb)
						sc.Rank = h.Rank
						if sc != h {
							t.Fatalf("list %d: Score(%v) = %+v; want %+v", i, h.Honeycomb, sc, h)
						}
					}
				}
				if d, tot := progress.Done.Load(), progress.Total.Load(); d != tot || space == AllSets && tot == 0 {
					t.Fatalf("list %d, space %d: progress %d of %d", i, space, d, tot)
				}
			}
		}
	}
}

// TestRankerFit checks that a list read with a query's Fit ranks exactly
// as the whole list does, in both spaces, with and without a filter, and
// that words read with a Fit a query cannot use are refused: on 4 random
// lists by default (each set of rules and of variants, and a sorted
// list), 12 with BEEBATCH_FULL_TESTS=1, and under -race the first, which
// ranks on two workers; by default the fourth over 12 letters, not 26.
func TestRankerFit(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	nyt, err := filter.Parse("words 3..40, pangrams >= 1, vowels 1..3, no Q, center not X")
	if err != nil {
		t.Fatal(err)
	}
	rulesList := []puzzle.Rules{puzzle.DefaultRules, {MinLen: 3, Bonus: 0, Size: 6, Exclude: bitset.Letter('x')},
		{MinLen: 4, Bonus: 3, Size: 8, Exclude: bitset.All &^ must(bitset.Parse("aegilmnorstx"))}}
	variantsList := [][]puzzle.Variant{{puzzle.NoS, puzzle.WithS}, {puzzle.NoS}, {puzzle.WithS}, {{Name: "no-er", Banned: bitset.Letter('e') | bitset.Letter('r')}, puzzle.NoS}}
	var full, fitted Ranker
	for i := range testenv.Sample(4, 1, 12) {
		text := strings.Join(randomList(rng, 50+rng.IntN(400)), "\n")
		if i%3 == 0 {
			// Sorted, so that reading takes its path for sorted lists.
			words := randomList(rng, 50+rng.IntN(400))
			slices.Sort(words)
			text = strings.Join(words, "\n")
		}
		rules, variants := rulesList[i%len(rulesList)], variantsList[i%len(variantsList)]
		if i == 3 && !testenv.Full() {
			// The second list of 7 letters, whose variants ban E and R
			// or S, ranks over the 12 letters of randomList alone by
			// default: the first list ranks the whole space of the 26
			// letters, and a Fit keeps or drops a word by its own
			// letters whatever the alphabet; over 12 letters the whole
			// space is 5,544 honeycombs, not 4.6 million. The full pass
			// ranks this one over the 26 letters too.
			rules.Exclude = bitset.All &^ must(bitset.Parse("aegilmnorstx"))
		}
		q := Query{Rules: rules, Variants: variants, RankOptions: RankOptions{Top: 6, Bottom: 4, Workers: 2 - i%2}}
		fit := q.Fit()
		if fit == nil {
			t.Fatalf("no Fit for %+v", q)
		}
		all := readWords(t, text)
		l, err := wordlist.Read(strings.NewReader(text), "t", "t", wordlist.Options{MinCount: -1, Fit: fit})
		if err != nil {
			t.Fatal(err)
		}
		if l.Words.Distinct() != all.Len() {
			t.Fatalf("list %d: %d distinct words with a Fit, %d without", i, l.Words.Distinct(), all.Len())
		}
		for _, space := range []Kind{PangramSets, AllSets} {
			for _, f := range []*filter.Filter{nil, nyt} {
				q.Space, q.Filter = space, f
				want, err := full.Rank(context.Background(), all, q)
				if err != nil {
					t.Fatal(err)
				}
				got, err := fitted.Rank(context.Background(), &l.Words, q)
				if err != nil {
					t.Fatal(err)
				}
				for v := range want {
					if !reflect.DeepEqual(got[v].Ranking, want[v].Ranking) || got[v].Stats != want[v].Stats {
						t.Fatalf("list %d, space %d, filter %q, %s: with a Fit\n%+v\n%+v\nwithout\n%+v\n%+v",
							i, space, f, variants[v].Name, got[v].Stats, got[v].Ranking, want[v].Stats, want[v].Ranking)
					}
				}
			}
		}
		// Words that a Fit drops, or cannot tell apart, are refused.
		for _, bad := range []Query{
			{Rules: puzzle.Rules{MinLen: rules.MinLen + 1, Bonus: 7, Size: rules.Size}, Variants: variants},
			{Rules: puzzle.Rules{MinLen: rules.MinLen, Bonus: 7, Size: rules.Size + 1}, Variants: variants},
			{Rules: rules, Variants: []puzzle.Variant{{Name: "no-t", Banned: bitset.Letter('t')}}},
		} {
			if _, err := fitted.Rank(context.Background(), &l.Words, bad); !errors.As(err, new(*FitError)) {
				t.Errorf("list %d: ranking words read with %+v under %+v: %v; want a *FitError", i, *fit, bad, err)
			}
		}
	}
}

// must returns v, or panics if err is not nil.
func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// TestRankerManyLists ranks small lists one after another with one
// Ranker, whose Space clears only the entries the last list set
// (clearArrays), and checks each ranking against a fresh Ranker's, for
// sizes 5 to 9, in both spaces, with and without a filter of roles, so
// that what one list leaves never shows in the next.
func TestRankerManyLists(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 18))
	// A filter of roles (perfect, the long points), whose arrays are
	// reused from list to list too.
	roles, err := filter.Parse("words >= 2, perfect <= 1, long-genius no")
	if err != nil {
		t.Fatal(err)
	}
	var reused Ranker
	for i := range 40 {
		size := puzzle.MinSize + rng.IntN(puzzle.MaxSize-puzzle.MinSize+1)
		alphabet := "abeilnorstu"[:min(11, size+1+rng.IntN(4))]
		allowed := must(bitset.Parse(alphabet))
		rules := puzzle.Rules{MinLen: 3 + rng.IntN(2), Bonus: 7, Size: size, Exclude: bitset.All &^ allowed}
		w := readWords(t, strings.Join(smallList(rng, alphabet, 3+rng.IntN(60)), "\n"))
		space := []Kind{PangramSets, PangramSets, AllSets}[i%3]
		q := Query{Rules: rules, Variants: []puzzle.Variant{puzzle.NoS, puzzle.WithS}, Space: space,
			RankOptions: RankOptions{Top: 20, Bottom: 20, All: true, Workers: 2}}
		if i%4 < 2 {
			q.Filter = roles
		}
		got, err := reused.Rank(context.Background(), w, q)
		if err != nil {
			t.Fatal(err)
		}
		var fresh Ranker
		want, err := fresh.Rank(context.Background(), w, q)
		if err != nil {
			t.Fatal(err)
		}
		for v := range want {
			if !reflect.DeepEqual(got[v].Ranking, want[v].Ranking) || got[v].Stats != want[v].Stats {
				t.Fatalf("list %d, size %d, space %d, %s: the reused Ranker gives\n%+v\na fresh one\n%+v", i, size, space, want[v].Variant.Name, got[v].All, want[v].All)
			}
		}
	}
}

// stopAfter is a context whose Err is nil for its first n calls and
// context.Canceled after: a ranking cancelled part way through a sum.
type stopAfter struct {
	context.Context
	n int
}

func (c *stopAfter) Err() error {
	if c.n--; c.n < 0 {
		return context.Canceled
	}
	return nil
}

// TestRankerAfterCancel cancels the sum over the whole space part way,
// which leaves its arrays half summed, and checks that the next list the
// Ranker ranks is ranked as a fresh Ranker ranks it.
func TestRankerAfterCancel(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 20))
	rules := puzzle.Rules{MinLen: 4, Bonus: 7, Size: 7, Exclude: bitset.All &^ must(bitset.Parse("abeilnorstu"))}
	q := Query{Rules: rules, Variants: []puzzle.Variant{puzzle.NoS}, RankOptions: RankOptions{Top: 30, Bottom: 30, All: true}}
	for _, stop := range []int{1, 3, 8} {
		var rk Ranker
		first := readWords(t, strings.Join(smallList(rng, "abeilnorstu", 200), "\n"))
		q.Space = AllSets
		if _, err := rk.Rank(&stopAfter{context.Background(), stop}, first, q); !errors.Is(err, context.Canceled) {
			t.Fatalf("stop after %d: %v; want the ranking cancelled", stop, err)
		}
		next := readWords(t, strings.Join(smallList(rng, "abeilnorstu", 100), "\n"))
		for _, space := range []Kind{PangramSets, AllSets} {
			q.Space = space
			got, err := rk.Rank(context.Background(), next, q)
			if err != nil {
				t.Fatal(err)
			}
			var fresh Ranker
			want, err := fresh.Rank(context.Background(), next, q)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got[0].Ranking, want[0].Ranking) {
				t.Fatalf("stop after %d, space %d: after the cancelled ranking\n%+v\na fresh Ranker\n%+v", stop, space, got[0].All, want[0].All)
			}
		}
	}
}
