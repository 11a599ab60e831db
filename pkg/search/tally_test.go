package search

import (
	"context"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// TestTallyMemoryBounded checks that the memory of a ranking's tally
// does not grow with the highest score: a bonus of millions once made
// each worker count scores in an array as long as the highest score, 40
// MB here and 11 GB for enable1 with --bonus 5000000.
func TestTallyMemoryBounded(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 1))
	w := readWords(t, strings.Join(dedupe(randomList(rng, 300)), "\n"))
	var rk Ranker
	for _, bonus := range []int{7, 5_000_000, 1 << 30} {
		rules := puzzle.DefaultRules
		rules.Bonus = bonus
		// The whole space over the 12 letters of randomList, 5,544
		// honeycombs, not the 4.6 million of the 26: what a tally
		// holds grows with the scores, not with the honeycombs.
		rules.Exclude = bitset.All &^ must(bitset.Parse("aegilmnorstx"))
		q := Query{Rules: rules, Variants: []puzzle.Variant{puzzle.NoS, puzzle.WithS}, Space: AllSets,
			RankOptions: RankOptions{Top: 5, Tally: true, Workers: 2}}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		ranked, err := rk.Rank(context.Background(), w, q)
		runtime.ReadMemStats(&after)
		if err != nil {
			t.Fatal(err)
		}
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 16<<20 {
			t.Errorf("bonus %d: ranking allocated %d MB; want at most 16", bonus, alloc>>20)
		}
		for _, r := range ranked {
			n, last := 0, -1
			for _, sc := range r.Tally.Scores {
				if sc.Score <= last || sc.Count <= 0 {
					t.Fatalf("bonus %d, %s: tally %v not in ascending order of score", bonus, r.Variant.Name, r.Tally.Scores)
				}
				n, last = n+sc.Count, sc.Score
			}
			if n != r.Passed {
				t.Errorf("bonus %d, %s: tally counts %d honeycombs; ranked %d", bonus, r.Variant.Name, n, r.Passed)
			}
		}
	}
}
