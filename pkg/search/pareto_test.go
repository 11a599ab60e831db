package search

import (
	"context"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// bruteFrontier returns the Pareto frontier of all, which is in ranking
// order, by the definition alone, comparing every pair: the honeycombs
// that none dominates (at most the words and at least the points, and
// fewer words or more points), one for each pair of words and points, the
// first in ranking order, with the others that share it as its ties;
// fewest words first, ranked from 1.
func bruteFrontier(all []Result) []Result {
	var out []Result
	for i, a := range all {
		dominated, tied := false, false
		for j, b := range all {
			if b.Words <= a.Words && b.Score >= a.Score && (b.Words < a.Words || b.Score > a.Score) {
				dominated = true
				break // one is enough
			}
			if j < i && b.Words == a.Words && b.Score == a.Score {
				tied = true // a stands behind b
			}
		}
		if dominated || tied {
			continue
		}
		r := a
		for j, b := range all {
			if j != i && b.Words == a.Words && b.Score == a.Score {
				r.Ties++
			}
		}
		out = append(out, r)
	}
	slices.SortFunc(out, func(a, b Result) int { return a.Words - b.Words })
	for i := range out {
		out[i].Rank = i + 1
	}
	return out
}

// frontierOf is the frontier as the engines give it, of the same results:
// each offered to one of parts accumulators, which are then merged.
func frontierOf(all []Result, parts int, rng *rand.Rand) []Result {
	ps := make([]*pareto, parts)
	for i := range ps {
		ps[i] = new(pareto)
	}
	byHoneycomb := map[puzzle.Honeycomb]Result{}
	for _, r := range all {
		byHoneycomb[r.Honeycomb] = r
		ps[rng.IntN(parts)].offer(uint32(r.Words), key(uint64(r.Score), r.Letters, r.Center))
	}
	var merged pareto
	for _, p := range ps {
		merged.merge(p)
	}
	return merged.results(func(h puzzle.Honeycomb) Result { return byHoneycomb[h] })
}

// TestParetoAgainstBruteForce checks the frontier accumulator, split
// among workers and merged, against the definition on random figures:
// few distinct words and points, so that ties and dominated honeycombs
// abound, and many.
func TestParetoAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	letters := []bitset.Set{}
	for p := bitset.Set(1<<7 - 1); len(letters) < 400; p = bitset.All.NextSubset(p) {
		if p.Len() == 7 {
			letters = append(letters, p)
		}
	}
	for i := range 500 {
		n := rng.IntN(120)
		maxWords, maxScore := 1+rng.IntN([]int{3, 20, 300}[i%3]), 1+rng.IntN([]int{4, 30, 5000}[i%3])
		var all []Result
		seen := map[puzzle.Honeycomb]bool{}
		for range n {
			p := letters[rng.IntN(len(letters))]
			c := p.Bytes()[rng.IntN(7)]
			h := puzzle.Honeycomb{Letters: p, Center: bitset.Letter(c)}
			if seen[h] {
				continue
			}
			seen[h] = true
			all = append(all, Result{Honeycomb: h, Words: rng.IntN(maxWords), Score: rng.IntN(maxScore)})
		}
		all = ranked(all)
		want := bruteFrontier(all)
		got := frontierOf(all, 1+rng.IntN(4), rng)
		if len(got) == 0 {
			got = nil
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("case %d, %d honeycombs:\ngot  %v\nwant %v", i, len(all), frontierShort(got), frontierShort(want))
		}
	}
}

// frontierShort writes a frontier as "LETTERS:C words/score +ties".
func frontierShort(rs []Result) []string {
	var out []string
	for _, r := range rs {
		out = append(out, fmt.Sprintf("%s %d/%d +%d", r.Honeycomb, r.Words, r.Score, r.Ties))
	}
	return out
}

// TestParetoEngines checks the frontier of both engines, every space,
// with and without a filter, against brute force over random lists: 10
// by default (each size twice) and under -race, 40 with
// BEEBATCH_FULL_TESTS=1.
func TestParetoEngines(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for i := range testenv.Sample(10, 10, 40) {
		size := puzzle.MinSize + i%(puzzle.MaxSize-puzzle.MinSize+1)
		alphabet := "abeinrstuzlo"[:min(12, size+1+rng.IntN(4))]
		rules := puzzle.Rules{MinLen: 3 + i%3, Bonus: 7 * (i % 2), Size: size}
		if i%4 == 3 {
			rules.Points = puzzle.OnePoint
		}
		allowed, _ := bitset.Parse(alphabet)
		rules.Exclude = bitset.All &^ allowed
		words := smallList(rng, alphabet, 20+rng.IntN(150))
		w := readWords(t, strings.Join(words, "\n"))
		s := NewSpace(w, rules, 0)
		variants := []bitset.Set{0, bitset.Letter('s')}
		minWords := rng.IntN(5)
		where, err := filter.Parse(fmt.Sprintf("words >= %d, not-together A B, center not Z", minWords))
		if err != nil {
			t.Fatal(err)
		}
		base := NewTable(w, rules, 0)
		tables := []*Table{base, base.Restrict(w, bitset.Letter('s'))}
		// Every honeycomb of each variant's space scored once, of which
		// each frontier below takes its part.
		scored := make([][]spaceScore, len(variants))
		for v, banned := range variants {
			scored[v] = scoreSpace(words, rules, banned)
		}
		for _, kind := range []Kind{PangramSets, AllSets} {
			for _, filtered := range []bool{false, true} {
				opts := RankOptions{Top: rng.IntN(3), Workers: 1 + i%3, Pareto: true}
				var keep func(Result, int) bool
				if filtered {
					opts.Filter = where
					keep = func(r Result, _ int) bool {
						return r.Center != bitset.Letter('z') && !r.Letters.Contains(bitset.Letter('a')|bitset.Letter('b')) && r.Words >= minWords
					}
				}
				got := rankSpace(t, s, kind, variants, opts)
				var fromTable []Ranking
				if kind == PangramSets {
					if fromTable, err = RankAll(context.Background(), tables, opts); err != nil {
						t.Fatal(err)
					}
				}
				for v, banned := range variants {
					all := pickSpace(scored[v], kind == PangramSets, keep)
					for j := range all {
						all[j].HasPangram = all[j].Pangrams > 0
					}
					want := bruteFrontier(all)
					what := fmt.Sprintf("size %d kind %d filtered %v variant %s", size, kind, filtered, banned)
					check := func(engine string, got []Result) {
						t.Helper()
						if !reflect.DeepEqual(got, want) {
							t.Fatalf("%s, %s:\ngot  %v\nwant %v", what, engine, frontierShort(got), frontierShort(want))
						}
					}
					check("space", got[v].Pareto)
					if fromTable != nil {
						check("table", fromTable[v].Pareto)
					}
				}
			}
		}
	}
}

// TestParetoEnable1 reproduces the frontier of Norvig's notebook: 108
// points over enable1 without S, from 1 word and 15 points to AEGINRT:R,
// 537 words and 3,898 points, and one tie, CILMOQU:Q with CGILOTX:X;
// both engines agree.
func TestParetoEnable1(t *testing.T) {
	w := readEnable1(t)
	opts := RankOptions{Pareto: true}
	tab := NewTable(w, puzzle.DefaultRules, puzzle.NoS.Banned)
	r, err := tab.Rank(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	f := r.Pareto
	if len(f) != 108 {
		t.Fatalf("%d points on the frontier; Norvig's notebook has 108", len(f))
	}
	ties, honeycombs := []string{}, 0
	for _, p := range f {
		honeycombs += 1 + p.Ties
		if p.Ties > 0 {
			ties = append(ties, fmt.Sprintf("%s %d/%d +%d", p.Honeycomb, p.Words, p.Score, p.Ties))
		}
	}
	if honeycombs != 109 || !slices.Equal(ties, []string{"CGILOTX:X 3/31 +1"}) {
		t.Errorf("%d honeycombs, ties %q; want 109, [CGILOTX:X 3/31 +1]", honeycombs, ties)
	}
	first, last := f[0], f[len(f)-1]
	if first.Words != 1 || first.Score != 15 || last.Honeycomb.String() != "AEGINRT:R" || last.Words != 537 || last.Score != 3898 {
		t.Errorf("frontier from %v to %v", frontierShort(f[:1]), frontierShort(f[len(f)-1:]))
	}
	s := NewSpace(w, puzzle.DefaultRules, puzzle.NoS.Banned)
	rs, err := s.RankAll(context.Background(), PangramSets, []bitset.Set{0}, opts)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(rs[0].Pareto, f) {
		t.Errorf("the space's frontier differs from the table's:\n%v\n%v", frontierShort(rs[0].Pareto), frontierShort(f))
	}
}

// BenchmarkParetoEnable1 measures the frontier of enable1's honeycombs,
// no-S and S at once, in both spaces, beside the same ranking without it.
func BenchmarkParetoEnable1(b *testing.B) {
	w := readEnable1(b)
	s := NewSpace(w, puzzle.DefaultRules, 0)
	base := NewTable(w, puzzle.DefaultRules, 0)
	tables := []*Table{base.Restrict(w, puzzle.NoS.Banned), base}
	for _, pareto := range []bool{false, true} {
		opts := RankOptions{Pareto: pareto}
		name := map[bool]string{false: "without", true: "pareto"}[pareto]
		b.Run("pangram/"+name, func(b *testing.B) {
			for b.Loop() {
				if _, err := RankAll(context.Background(), tables, opts); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("all/"+name, func(b *testing.B) {
			for b.Loop() {
				rankSpace(b, s, AllSets, []bitset.Set{puzzle.NoS.Banned, 0}, opts)
			}
		})
	}
}

// TestCenterWords checks the words of every center of every pangram
// letter set, as centerSums counts them for a frontier, against Score,
// for every size, on random lists.
func TestCenterWords(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	space := tableSpace()
	for i := range 60 {
		size := puzzle.MinSize + i%(puzzle.MaxSize-puzzle.MinSize+1)
		rules := puzzle.Rules{MinLen: 3 + i%3, Bonus: 7, Size: size}
		words := dedupe(randomList(rng, 50+rng.IntN(300)))
		tab := tableIn(space, readWords(t, strings.Join(words, "\n")), rules, 0)
		s := tab.space
		for _, a := range s.pangSet {
			p := s.fromAlphabet(a)
			var got [16]uint32
			centerSums(a, s.words, &s.off, size, &got)
			for k, c := range p.Bytes() {
				h := puzzle.Honeycomb{Letters: p, Center: bitset.Letter(c)}
				if want := tab.Score(h).Words; int(got[k]) != want {
					t.Fatalf("size %d, %v: centerSums %d; Score %d", size, h, got[k], want)
				}
			}
		}
	}
}

// TestAllWords checks Ranked.AllWords against Score's words for every
// honeycomb of RankOptions.All, in both spaces and for every size, on
// random lists over 12 letters (so that the whole space stays small):
// words summed over subsets (the whole space with a filter on words) and
// not.
func TestAllWords(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	twelve := bitset.All &^ must(bitset.Parse("aegilmnorstx"))
	someWords, err := filter.Parse("words >= 1")
	if err != nil {
		t.Fatal(err)
	}
	var rk Ranker
	checked := map[bool]int{} // the honeycombs checked, by whether summed
	for i := range 3 * (puzzle.MaxSize - puzzle.MinSize + 1) {
		size := puzzle.MinSize + i/3
		rules := puzzle.Rules{MinLen: 4, Bonus: 7, Size: size, Exclude: twelve}
		w := readWords(t, strings.Join(dedupe(randomList(rng, 50+rng.IntN(300))), "\n"))
		q := Query{Rules: rules, Variants: []puzzle.Variant{puzzle.WithS}, Space: []Kind{PangramSets, AllSets, AllSets}[i%3],
			RankOptions: RankOptions{All: true, Filter: []*filter.Filter{nil, nil, someWords}[i%3]}}
		r, err := rk.Rank(context.Background(), w, q)
		if err != nil {
			t.Fatal(err)
		}
		words := r[0].AllWords()
		if len(words) != len(r[0].All) {
			t.Fatalf("size %d: %d words for %d honeycombs", size, len(words), len(r[0].All))
		}
		checked[rk.space.summed] += len(words)
		for j, s := range r[0].All {
			if want := r[0].Score(s.Honeycomb).Words; words[j] != want {
				t.Fatalf("size %d, space %v, %v: AllWords %d; Score %d", size, q.Space, s.Honeycomb, words[j], want)
			}
		}
	}
	if checked[true] == 0 || checked[false] == 0 {
		t.Errorf("honeycombs checked, by whether summed: %v", checked)
	}
}

// TestParetoDefinitionsEnable1 counts the frontier of enable1's no-S
// candidates under each reading of "no other beats it on both fewer words
// and more points", by prefix maxima of the points by words, to show that
// only weak dominance with ties counted once gives Norvig's 108: the
// figures pareto.go and docs/rank.md give.
func TestParetoDefinitionsEnable1(t *testing.T) {
	w := readEnable1(t)
	tab := NewTable(w, puzzle.DefaultRules, puzzle.NoS.Banned)
	r, err := tab.Rank(context.Background(), RankOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	type point struct{ words, score int }
	var all []point
	most := map[int]int{} // the most points of a number of words
	maxWords := 0
	for _, s := range r.All {
		p := point{tab.Score(s.Honeycomb).Words, s.Score}
		all = append(all, p)
		most[p.words] = max(most[p.words], p.score)
		maxWords = max(maxWords, p.words)
	}
	// below[w] is the most points of fewer than w words, -1 for none.
	below := make([]int, maxWords+2)
	below[0] = -1
	for w := 1; w <= maxWords+1; w++ {
		below[w] = below[w-1]
		if m, ok := most[w-1]; ok {
			below[w] = max(below[w], m)
		}
	}
	beaten := map[string]func(p point) bool{
		"weak":                     func(p point) bool { return below[p.words] >= p.score || most[p.words] > p.score },
		"fewer words, more points": func(p point) bool { return below[p.words] > p.score },
		"fewer words, as many":     func(p point) bool { return below[p.words] >= p.score },
		"as many words, more":      func(p point) bool { return max(below[p.words], most[p.words]) > p.score },
	}
	want := map[string][2]int{ // points and honeycombs
		"weak":                     {108, 109},
		"fewer words, more points": {180, 199},
		"fewer words, as many":     {166, 178},
		"as many words, more":      {111, 112},
	}
	for name, beats := range beaten {
		points := map[point]bool{}
		honeycombs := 0
		for _, p := range all {
			if !beats(p) {
				points[p] = true
				honeycombs++
			}
		}
		if got := [2]int{len(points), honeycombs}; got != want[name] {
			t.Errorf("%s: %d points, %d honeycombs; want %d and %d", name, got[0], got[1], want[name][0], want[name][1])
		}
	}
}
