package search

import (
	"context"
	"maps"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/stats"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// tallyOf counts cands as a ranking's Tally would.
func tallyOf(cands []Scored) *Tally {
	t := new(Tally)
	best := map[bitset.Set]Scored{}
	counts := map[int]int{}
	for _, c := range cands {
		counts[c.Score]++
		ct := &t.Centers[c.Center.Index()]
		ct.Honeycombs++
		ct.Points += c.Score
		if b, ok := best[c.Letters]; !ok || c.Score > b.Score || c.Score == b.Score && c.Center < b.Center {
			best[c.Letters] = c
		}
	}
	for _, b := range best {
		t.Centers[b.Center.Index()].BestOf++
	}
	for _, s := range slices.Sorted(maps.Keys(counts)) {
		t.Scores = append(t.Scores, stats.ScoreCount{Score: s, Count: counts[s]})
	}
	return t
}

// TestSummarizeTallyRandom checks that statistics from counts are those
// from every score, float for float, on random candidates: scores spread
// or bunched, few or many, so that the quantiles, the histogram's bins and
// the rounding of the mean and standard deviation meet their edge cases,
// some with a long tail, which the body's histogram leaves out.
func TestSummarizeTallyRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for i := range testenv.Cases(90, 400) {
		n := 1 + rng.IntN([]int{5, 50, 5000}[i%3])
		spread := []int{1, 3, 40, 1000, 100000}[rng.IntN(5)]
		lo := rng.IntN(3) * rng.IntN(50)
		var cands []Scored
		seen := map[puzzle.Honeycomb]bool{}
		for len(cands) < n {
			var letters bitset.Set
			for letters.Len() < 7 {
				letters |= bitset.Letter(byte('a' + rng.IntN(10)))
			}
			center := bitset.Set(1) << bitset.Set(rng.IntN(26))
			for letters&center == 0 {
				center = bitset.Set(1) << bitset.Set(rng.IntN(26))
			}
			h := puzzle.Honeycomb{Letters: letters, Center: center}
			if seen[h] {
				if len(seen) > 100*7 {
					break
				}
				continue
			}
			seen[h] = true
			score := lo + rng.IntN(spread)
			if i%2 == 1 && rng.IntN(50) == 0 {
				score += rng.IntN(100000) // a long tail, beyond the body's bins
			}
			cands = append(cands, Scored{Honeycomb: h, Score: score})
		}
		// Ranking order: by score, then letters, then center.
		slices.SortFunc(cands, func(a, b Scored) int { return rankingOrder(a, b) })
		top := rng.IntN(len(cands) + 10)
		want := Summarize(cands, top)
		got := SummarizeTally(tallyOf(cands), cands, top)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("case %d (%d scores from %d, spread %d):\nfrom counts %+v\nfrom scores %+v", i, len(cands), lo, spread, got, want)
		}
	}
	if s := SummarizeTally(new(Tally), nil, TopLetters); !reflect.DeepEqual(s, Summary{}) {
		t.Errorf("SummarizeTally of nothing = %+v", s)
	}
}

// TestSummarizeTallyRanking checks the tallies that rankings count, of
// random lists in both engines, with and without a filter, with the
// puzzle's bonus and with one of millions, against
// Summarize of every honeycomb they rank (RankOptions.All).
func TestSummarizeTallyRanking(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 24))
	nyt, err := filter.Parse("words 3..60, vowels 1..3, center not X")
	if err != nil {
		t.Fatal(err)
	}
	alphabet := "aegilmnorstx"
	var rk Ranker
	for i := range testenv.Cases(6, 12) {
		words := fourToNine(rng, alphabet)
		l, err := wordlist.Read(strings.NewReader(strings.Join(words, "\n")), "random", "random", wordlist.DefaultOptions)
		if err != nil {
			t.Fatal(err)
		}
		rules := puzzle.DefaultRules
		rules.Exclude = bitset.All &^ must(bitset.Parse(alphabet))
		if i%3 == 2 {
			// Scores far above what a tally counts in an array.
			rules.Bonus = 5_000_000 + i
		}
		for _, space := range []Kind{PangramSets, AllSets} {
			for _, f := range []*filter.Filter{nil, nyt} {
				q := Query{Rules: rules, Variants: []puzzle.Variant{puzzle.NoS, puzzle.WithS}, Space: space,
					RankOptions: RankOptions{Top: TopLetters, All: true, Tally: true, Filter: f, Workers: 1 + i%2}}
				ranked, err := rk.Rank(context.Background(), &l.Words, q)
				if err != nil {
					t.Fatal(err)
				}
				for _, r := range ranked {
					if len(r.All) == 0 {
						continue
					}
					want := Summarize(r.All, TopLetters)
					got := SummarizeTally(r.Tally, r.All, TopLetters)
					if !reflect.DeepEqual(got, want) {
						t.Fatalf("list %d, space %d, filter %q, %s:\nfrom the tally %+v\nfrom every score %+v", i, space, f, r.Variant.Name, got, want)
					}
				}
			}
		}
	}
}

// BenchmarkSummarizeTallyEnable1 is BenchmarkSummarizeEnable1 from counts.
func BenchmarkSummarizeTallyEnable1(b *testing.B) {
	all := enable1All(b)
	tally := tallyOf(all)
	var s Summary
	for b.Loop() {
		s = SummarizeTally(tally, all, TopLetters)
	}
	if s.Distribution.Count != len(all) {
		b.Fatal(s.Distribution)
	}
}
