package search

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// bruteCandidate returns the candidate of honeycomb h over words by brute
// force, every measure filled in, each worked out here on its own: each
// word is checked against h, rare says which words are rare and counts
// gives their counts in a frequency list.
func bruteCandidate(words []bruteWord, rules puzzle.Rules, banned bitset.Set, h puzzle.Honeycomb, rare map[string]bool, counts map[string]int64) filter.Candidate {
	c := filter.Candidate{Letters: h.Letters, Center: h.Center}
	v := &c.Values
	for _, bw := range words {
		w, m := bw.text, bw.set
		if !bw.ok || len(w) < rules.MinLen || m&(banned|rules.Exclude) != 0 || !h.Letters.Contains(m) || m&h.Center == 0 {
			continue
		}
		s := len(w)
		if len(w) == rules.MinLen || rules.Points == puzzle.OnePoint {
			s = 1
		}
		if m == h.Letters {
			s += rules.Bonus
			v[measure.Pangrams]++
			if n, ok := counts[w]; ok && n > 0 {
				v[measure.PangramFreq] = max(v[measure.PangramFreq], int64(len(strconv.FormatInt(n, 10))))
				v[measure.PangramCount] = max(v[measure.PangramCount], n)
			}
			if len(w) == rules.Size {
				v[measure.Perfect]++
			}
		}
		v[measure.Words]++
		v[measure.Score] += int64(s)
		if rare[w] {
			v[measure.Rare]++
			v[measure.RarePoints] += int64(s)
		}
		if len(w) > rules.MinLen {
			v[measure.LongPoints] += int64(s)
		}
		if len(w) == 4 {
			v[measure.Fours]++
		}
		if strings.HasSuffix(w, "ing") || strings.HasSuffix(w, "ed") {
			v[measure.Suffixed]++
		}
		if strings.HasSuffix(w, "ing") {
			v[measure.ING]++
		}
		if strings.HasSuffix(w, "ed") {
			v[measure.ED]++
		}
	}
	return c
}

// measureClauses make a random clause on each measure beyond the rare
// words and long-genius, which randomRoleFilter adds one at a time.
var measureClauses = []func(rng *rand.Rand) string{
	func(rng *rand.Rand) string { return fmt.Sprintf("fours %d..%d", rng.IntN(3), 2+rng.IntN(10)) },
	func(rng *rand.Rand) string { return fmt.Sprintf("suffixed %d..%d", rng.IntN(3), 1+rng.IntN(6)) },
	func(rng *rand.Rand) string { return fmt.Sprintf("pangram-freq %d..", rng.IntN(6)) },
}

// bruteRoles ranks by brute force the honeycombs of rules.Size letters
// that avoid banned (with a pangram, if pangramOnly) and pass f, with
// their rare words, in ranking order.
func bruteRoles(texts []string, rules puzzle.Rules, banned bitset.Set, pangramOnly bool, f *filter.Filter, rare map[string]bool, counts map[string]int64) []Result {
	words := bruteWords(texts)
	allowed := bitset.All &^ banned &^ rules.Exclude
	var all []Result
	for p := allowed; p != 0; p = allowed.NextSubset(p) {
		if p.Len() != rules.Size {
			continue
		}
		for _, ch := range p.Bytes() {
			c := bruteCandidate(words, rules, banned, puzzle.Honeycomb{Letters: p, Center: bitset.Letter(ch)}, rare, counts)
			if pangramOnly && c.Values[measure.Pangrams] == 0 || !f.Match(&c) {
				continue
			}
			r := Result{Honeycomb: puzzle.Honeycomb{Letters: p, Center: c.Center}, Score: int(c.Values[measure.Score]),
				Words: int(c.Values[measure.Words]), Pangrams: int(c.Values[measure.Pangrams]), HasPangram: c.Values[measure.Pangrams] > 0}
			// The engines carry the measures they compute: the built-in,
			// the rare words', the query's (all) and the filter's.
			carried := measure.Set(builtIn|1<<measure.Rare|1<<measure.RarePoints) | allMeasures | f.Needs()
			for m := range measure.N {
				if carried.Has(m) {
					r.Values[m] = c.Values[m]
				}
			}
			all = append(all, r)
		}
	}
	return ranked(all)
}

// randomRoleFilter returns a filter of one to three clauses among rare,
// rare-points and long-genius, with or without floor, and sometimes one
// on the words or the letters, that the boards of small lists pass or
// fail in about equal numbers.
func randomRoleFilter(rng *rand.Rand) *filter.Filter {
	var clauses []string
	for len(clauses) == 0 {
		if rng.IntN(2) == 0 {
			lo := rng.IntN(3)
			clauses = append(clauses, fmt.Sprintf("rare %d..%d", lo, lo+rng.IntN(8)))
		}
		if rng.IntN(2) == 0 {
			clauses = append(clauses, fmt.Sprintf("rare-points >= %d", rng.IntN(12)))
		}
		if rng.IntN(2) == 0 {
			clauses = append(clauses, "long-genius "+[]string{"yes", "no", "yes floor", "no floor"}[rng.IntN(4)])
		}
		if rng.IntN(2) == 0 && len(measureClauses) > 0 {
			clauses = append(clauses, measureClauses[rng.IntN(len(measureClauses))](rng))
		}
	}
	if rng.IntN(3) == 0 {
		clauses = append(clauses, []string{"words 2..30", "vowels 1..3", "score >= 5", "center not S"}[rng.IntN(4)])
	}
	return must(filter.Parse(strings.Join(clauses, ", ")))
}

// allMeasures are all the measures that the engines sum, which the
// results of TestRolesAgainstBruteForce carry: all but the Derived.
var allMeasures = measure.Set(1<<measure.N-1) &^ measure.DerivedSet()

// TestRolesAgainstBruteForce ranks random lists with random words marked
// rare, through a Ranker in both spaces (a Table for the pangram space, a
// Space for the whole space) and through a Space for the pangram space
// too, with filters on rare words, their points, Genius without the
// shortest words and each other measure, for sizes 5 to 9, against brute
// force: the honeycombs that pass, their order and the values of every
// measure.
func TestRolesAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 15))
	var rk Ranker
	checked := 0
	n := testenv.Cases(30, 90)
	for i := range n {
		size := puzzle.MinSize + i%(puzzle.MaxSize-puzzle.MinSize+1)
		alphabet := "edingarstbuz"[:min(12, size+1+rng.IntN(3))]
		// A bonus of 1<<40 (every third case) takes the score, rare-points
		// and long-points beyond 32 bits.
		rules := puzzle.Rules{MinLen: 3 + i%3, Bonus: []int{0, 7, 1 << 40}[i%3], Size: size}
		if i%4 == 3 {
			rules.Points = puzzle.OnePoint
		}
		rules.Exclude = bitset.All &^ must(bitset.Parse(alphabet))
		words := smallList(rng, alphabet, 40+rng.IntN(300))
		for j := range words {
			if rng.IntN(4) == 0 { // some words with -ED or -ING
				words[j] += []string{"ed", "ing"}[rng.IntN(2)]
			}
		}
		words = dedupe(words)
		rare, counts := map[string]bool{}, map[string]int64{}
		for _, w := range words {
			rare[w] = rng.IntN(3) == 0
			if rng.IntN(4) > 0 { // a quarter missing; some 0
				counts[w] = rng.Int64N(int64(math.Pow10(rng.IntN(8))))
			}
		}
		w := readWords(t, strings.Join(words, "\n"))
		f := randomRoleFilter(rng)
		if i%9 == 0 {
			f = nil // the rare words of each honeycomb, without a filter
		}
		variants := []puzzle.Variant{puzzle.NoS, puzzle.WithS}
		q := Query{Rules: rules, Variants: variants,
			Rare: func(w *wordlist.Words) []bool {
				out := make([]bool, w.Len())
				for i := range out {
					out[i] = rare[string(w.Bytes(i))]
				}
				return out
			},
			Counts: func(w *wordlist.Words) []int64 {
				out := make([]int64, w.Len())
				for i := range out {
					n, ok := counts[string(w.Bytes(i))]
					if !ok {
						n = -1
					}
					out[i] = n
				}
				return out
			},
			Measures:    allMeasures,
			RankOptions: RankOptions{Top: 1 << 20, Bottom: 3, All: true, Filter: f, Workers: 1 + i%2}}
		for _, space := range []Kind{PangramSets, AllSets} {
			q.Space = space
			got, err := rk.Rank(context.Background(), w, q)
			if err != nil {
				t.Fatal(err)
			}
			for v, r := range got {
				want := bruteRoles(words, rules, variants[v].Banned, space == PangramSets, f, rare, counts)
				what := fmt.Sprintf("list %d, size %d, space %d, %s, filter %q", i, size, space, variants[v].Name, f)
				checkSpace(t, what, r.Ranking, want, q.Top, q.Bottom)
				checked += len(want)
			}
			if space == PangramSets {
				// The whole space summed, with the roles Ranker.Rank
				// adds, ranks the pangram space as the subsets of each
				// pangram set do.
				s := NewSpace(w, rules, puzzle.NoS.Banned&puzzle.WithS.Banned)
				chans, err := roleValues(w, &q)
				if err != nil {
					t.Fatal(err)
				}
				s.addRoles(w, chans)
				rs := rankSpace(t, s, PangramSets, []bitset.Set{puzzle.NoS.Banned, puzzle.WithS.Banned}, q.RankOptions)
				for v := range rs {
					if !reflect.DeepEqual(rs[v], got[v].Ranking) {
						t.Fatalf("list %d, %s, filter %q: the dense and sparse paths differ:\n%+v\n%+v", i, variants[v].Name, f, rs[v].Top.All(), got[v].Top.All())
					}
				}
			}
		}
	}
	if checked < 50*n {
		t.Errorf("only %d honeycombs checked in %d lists: the lists are off", checked, n)
	}
}

// TestRolesNeedRare checks that a filter that counts rare words without
// Query.Rare is refused, and that long-genius needs no frequency list.
func TestRolesNeedRare(t *testing.T) {
	w := readWords(t, "retain\nretina\nrain\ntrain\nterrain")
	var rk Ranker
	for _, src := range []string{"rare 1", "rare-points <= 3"} {
		for _, space := range []Kind{PangramSets, AllSets} {
			q := Query{Rules: puzzle.DefaultRules, Variants: []puzzle.Variant{puzzle.NoS}, Space: space, RankOptions: RankOptions{Top: 3, Filter: must(filter.Parse(src))}}
			if _, err := rk.Rank(context.Background(), w, q); !errors.Is(err, ErrNoRare) {
				t.Errorf("%q, space %d: %v; want ErrNoRare", src, space, err)
			}
		}
	}
	q := Query{Rules: puzzle.DefaultRules, Variants: []puzzle.Variant{puzzle.NoS}, RankOptions: RankOptions{Top: 3, Filter: must(filter.Parse("long-genius yes"))}}
	if _, err := rk.Rank(context.Background(), w, q); err != nil {
		t.Error(err)
	}
}
