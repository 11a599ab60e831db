package search

import (
	"context"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
)

// TestRanker checks the entry point against the engines it chooses, on
// random lists ranked one after another with one Ranker, so that a Space
// reused from list to list is checked too: every ranking, the stats of
// each variant, Score, and the progress counted.
func TestRanker(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	variants := []Variant{NoS, WithS}
	nyt, err := filter.Parse("words 3..40, pangrams >= 1, vowels 1..3, no Q, center not X")
	if err != nil {
		t.Fatal(err)
	}
	var rk Ranker
	for i := range 8 {
		words := dedupe(randomList(rng, 50+rng.IntN(400)))
		w := readWords(t, strings.Join(words, "\n"))
		rules := []Rules{DefaultRules, {MinLen: 3, Bonus: 0, Size: 6}, DefaultRules, {MinLen: 4, Bonus: 3, Size: 8}}[i%4]
		s := NewSpace(w, rules, NoS.Banned&WithS.Banned)
		for _, space := range []Kind{PangramSets, AllSets} {
			for _, f := range []*filter.Filter{nil, nyt} {
				var progress Progress
				q := Query{Rules: rules, Variants: variants, Space: space,
					RankOptions: RankOptions{Top: 5, Bottom: 5, All: true, Filter: f, Workers: 1 + i%2, Progress: &progress}}
				got, err := rk.Rank(context.Background(), w, q)
				if err != nil {
					t.Fatal(err)
				}
				want, err := s.RankAll(context.Background(), space, []bitset.Set{NoS.Banned, WithS.Banned}, q.RankOptions)
				if err != nil {
					t.Fatal(err)
				}
				for v, r := range got {
					if r.Variant != variants[v] || !reflect.DeepEqual(r.Ranking, want[v]) {
						t.Fatalf("list %d, space %d, filter %q, %s: Ranker and Space differ:\n%+v\n%+v", i, space, f, r.Variant.Name, r.Top, want[v].Top)
					}
					if st := s.Stats(w, variants[v].Banned); r.Stats != st {
						t.Fatalf("list %d, %s: stats %+v; want %+v", i, r.Variant.Name, r.Stats, st)
					}
					for _, h := range r.Top {
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
