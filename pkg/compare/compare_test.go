package compare

import (
	"cmp"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/internal/testlists"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/stats"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// The catalog's word lists that the tests read (internal/testlists).
func enable1Path(t testing.TB) string { return testlists.Need(t, "enable1") }
func count1wPath(t testing.TB) string { return testlists.Need(t, "count_1w_100k") }

// TestEnable1Count1w compares the two shared lists and checks the
// report against what must hold of it and against figures found another
// way: the word counts with maps of the words, and the correlations from
// the scores of the common honeycombs found with Table.Score (by default
// of the no-s variant, of both with BEEBATCH_FULL_TESTS=1: the s
// variant's are the same sums over more honeycombs); and that 1 and 2
// workers (and 3, with BEEBATCH_FULL_TESTS=1) give the same comparison.
func TestEnable1Count1w(t *testing.T) {
	lists := loadForTest(t, enable1Path(t), count1wPath(t))
	var cs []*Comparison
	for _, workers := range []int{1, 2, 3}[:testenv.Sample(2, 2, 3)] {
		c, err := Compare(context.Background(), lists, Options{Rules: puzzle.DefaultRules,
			Variants: []puzzle.Variant{puzzle.NoS, puzzle.WithS}, Top: 100, Workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		cs = append(cs, c)
	}
	for i, c := range cs[1:] {
		if !reflect.DeepEqual(cs[0], c) {
			t.Errorf("%d workers give another comparison than 1", i+2)
		}
	}
	c := cs[0]
	if len(c.Variants) != 2 || c.TopN != 100 {
		t.Fatalf("%d variants, top %d", len(c.Variants), c.TopN)
	}
	wantBest := map[string]search.Row{
		"no-s": {Rank: 1, Letters: "AEGINRT", Center: "R", Score: 3898, Words: 537, Pangrams: 50, HasPangram: true},
		"s":    {Rank: 1, Letters: "AEINRST", Center: "E", Score: 8681, Words: 1179, Pangrams: 86, HasPangram: true},
	}
	for _, v := range c.Variants {
		t.Run(v.Variant, func(t *testing.T) {
			variant, _ := puzzle.ParseVariants(v.Variant)
			la, lb := v.Lists[0], v.Lists[1]
			if *la.Best != wantBest[v.Variant] {
				t.Errorf("enable1's best %+v; want %+v", *la.Best, wantBest[v.Variant])
			}
			if len(v.Pairs) != 1 {
				t.Fatalf("%d pairs", len(v.Pairs))
			}
			p := v.Pairs[0]
			checkWordCounts(t, lists, variant[0], p, la, lb)
			checkTop(t, p.Top)
			if v.Variant == "no-s" || testenv.Full() {
				checkCorrelations(t, lists, variant[0], p)
			}
			checkBoards(t, v, p)
		})
	}
}

// checkWordCounts checks the valid words of the pair p of lists against
// those counted with maps.
func checkWordCounts(t *testing.T, lists []*wordlist.List, variant puzzle.Variant, p Pair, la, lb ListSummary) {
	t.Helper()
	ws := [2]map[string]bool{validWords(lists[0], variant), validWords(lists[1], variant)}
	var want WordCounts
	for w := range ws[0] {
		if ws[1][w] {
			want.Both++
		} else {
			want.OnlyA++
		}
	}
	want.OnlyB = len(ws[1]) - want.Both
	if p.Words != want {
		t.Errorf("valid words %+v; maps give %+v", p.Words, want)
	}
	if p.Words.OnlyA+p.Words.Both != la.ValidWords || p.Words.OnlyB+p.Words.Both != lb.ValidWords {
		t.Errorf("valid words %+v do not add up to %d and %d", p.Words, la.ValidWords, lb.ValidWords)
	}
}

// checkTop checks the overlap of the top 100 sets.
func checkTop(t *testing.T, top *TopOverlap) {
	t.Helper()
	if top == nil || top.N != 100 || top.A != 100 || top.B != 100 || top.Common > 100 ||
		top.Union != top.A+top.B-top.Common || top.Jaccard != float64(top.Common)/float64(top.Union) ||
		top.Jaccard < 0 || top.Jaccard > 1 {
		t.Errorf("top %+v", top)
	}
}

// checkCorrelations checks the correlations of the pair p against those
// of the common candidates scored anew, one at a time (Ranker.Scorer).
func checkCorrelations(t *testing.T, lists []*wordlist.List, variant puzzle.Variant, p Pair) {
	t.Helper()
	q := search.Query{Rules: puzzle.DefaultRules, Variants: []puzzle.Variant{variant}, RankOptions: search.RankOptions{All: true}}
	var cands [2][]search.Scored
	var scorers [2]func(puzzle.Honeycomb) search.Result
	var rks [2]search.Ranker
	for i, l := range lists[:2] {
		r, err := rks[i].Rank(context.Background(), &l.Words, q)
		if err != nil {
			t.Fatal(err)
		}
		cands[i] = r[0].All
		if scorers[i], err = rks[i].Scorer(&l.Words, q); err != nil {
			t.Fatal(err)
		}
	}
	in1 := map[puzzle.Honeycomb]bool{}
	for _, c := range cands[1] {
		in1[c.Honeycomb] = true
	}
	// The common candidates by letters, then center.
	slices.SortFunc(cands[0], func(a, b search.Scored) int {
		return cmp.Or(cmp.Compare(a.Letters, b.Letters), cmp.Compare(a.Center, b.Center))
	})
	var xs, ys []int
	for _, c := range cands[0] {
		if in1[c.Honeycomb] {
			xs = append(xs, scorers[0](c.Honeycomb).Score)
			ys = append(ys, scorers[1](c.Honeycomb).Score)
		}
	}
	if p.CommonCandidates != len(xs) || len(xs) == 0 {
		t.Errorf("%d common candidates; scoring finds %d", p.CommonCandidates, len(xs))
	}
	rho, err1 := stats.Spearman(xs, ys)
	tau, err2 := stats.KendallTauB(xs, ys)
	if err1 != nil || err2 != nil || p.Spearman == nil || p.KendallTauB == nil || *p.Spearman != rho || *p.KendallTauB != tau {
		t.Errorf("Spearman %v, Kendall %v; scoring gives %v, %v (%v, %v)", p.Spearman, p.KendallTauB, rho, tau, err1, err2)
	}
	if rho < 0.5 || tau < 0.5 {
		t.Errorf("two English lists correlate weakly: Spearman %v, Kendall %v", rho, tau)
	}
}

// checkBoards checks the best boards of v, in both lists, and the words
// of the pair p on each: the counts add up to each list's, best first.
func checkBoards(t *testing.T, v VariantComparison, p Pair) {
	t.Helper()
	in := bestBoardsIn(t, v)
	for _, b := range p.Boards {
		a, bb := in[[2]string{b.Board, p.A}], in[[2]string{b.Board, p.B}]
		if len(b.OnlyA)+b.Both != a.Words || b.OnlyAPoints+b.BothPoints != a.Score ||
			len(b.OnlyB)+b.Both != bb.Words || b.OnlyBPoints+b.BothPoints != bb.Score {
			t.Errorf("%s: only A %d (%d points), only B %d (%d), both %d (%d); in A %+v, in B %+v",
				b.Board, len(b.OnlyA), b.OnlyAPoints, len(b.OnlyB), b.OnlyBPoints, b.Both, b.BothPoints, a, bb)
		}
		for _, side := range [][]ScoredWord{b.OnlyA, b.OnlyB} {
			for i := 1; i < len(side); i++ {
				if side[i].Score > side[i-1].Score {
					t.Errorf("%s: words not best first: %v then %v", b.Board, side[i-1], side[i])
					break
				}
			}
		}
	}
}

// bestBoardsIn checks the best boards of v, each first in its own list
// and ranked within the candidates of each list, and returns them by
// board and list.
func bestBoardsIn(t *testing.T, v VariantComparison) map[[2]string]BoardIn {
	t.Helper()
	la, lb := v.Lists[0], v.Lists[1]
	in := map[[2]string]BoardIn{} // board, list
	for _, b := range v.Best {
		if b.In[0].List != b.List || b.In[0].Rank == nil || *b.In[0].Rank != 1 {
			t.Errorf("%s's best %s: %+v", b.List, b.Board, b.In[0])
		}
		for _, x := range b.In {
			in[[2]string{b.Board, x.List}] = x
			cands := la.Candidates
			if x.List == lb.Name {
				cands = lb.Candidates
			}
			if x.Rank != nil && (*x.Rank < 1 || *x.Rank > cands) {
				t.Errorf("%s in %s: rank %d of %d", b.Board, x.List, *x.Rank, cands)
			}
		}
	}
	return in
}

// loadForTest reads the lists at paths with the default options.
func loadForTest(t testing.TB, paths ...string) []*wordlist.List {
	t.Helper()
	var out []*wordlist.List
	for _, p := range paths {
		l, err := wordlist.Source{Name: strings.TrimSuffix(filepath.Base(p), ".txt"), Path: p}.Load(nil, wordlist.Options{MinCount: -1})
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, l)
	}
	return out
}

// validWords returns the words of l valid in variant v under the
// default rules.
func validWords(l *wordlist.List, v puzzle.Variant) map[string]bool {
	out := map[string]bool{}
	r := puzzle.DefaultRules
	for i, m := range l.Words.Masks {
		if l.Words.WordLen(i) >= r.MinLen && m&v.Banned == 0 && m.Len() <= r.Size {
			out[l.Words.Word(i)] = true
		}
	}
	return out
}

// benchLists returns the five lists of BenchmarkCompareFive: enable1,
// count_1w_100k's entries counted more than 100,000 times, and three
// lists made from enable1 by dropping a tenth, a quarter and a half of
// its words, chosen with fixed seeds.
func benchLists(b *testing.B) []*wordlist.List {
	b.Helper()
	data, err := os.ReadFile(enable1Path(b))
	if err != nil {
		b.Fatal(err)
	}
	lists := loadForTest(b, enable1Path(b))
	freq, err := wordlist.Source{Name: "count_1w", Path: count1wPath(b)}.Load(nil, wordlist.Options{MinCount: 100000})
	if err != nil {
		b.Fatal(err)
	}
	lists = append(lists, freq)
	words := strings.Fields(string(data))
	for i, percent := range []int{10, 25, 50} {
		rng := rand.New(rand.NewPCG(uint64(i), 42))
		var kept strings.Builder
		for _, w := range words {
			if rng.IntN(100) >= percent {
				kept.WriteString(w + "\n")
			}
		}
		name := fmt.Sprintf("enable1-drop%d", percent)
		l, err := wordlist.Read(strings.NewReader(kept.String()), name, name, wordlist.Options{MinCount: -1})
		if err != nil {
			b.Fatal(err)
		}
		lists = append(lists, l)
	}
	return lists
}

// BenchmarkCompareFive times the work of a compare of five lists in both
// variants beyond reading them: ranking every candidate of each list,
// scoring and solving the best boards, and comparing the ten pairs. Its
// cpu-ms/op is the processor time, all goroutines together, which a
// shared machine disturbs less than the wall time of ns/op.
func BenchmarkCompareFive(b *testing.B) {
	lists := benchLists(b)
	ctx := context.Background()
	opts := Options{Rules: puzzle.DefaultRules, Variants: []puzzle.Variant{puzzle.NoS, puzzle.WithS}, Top: 100}
	start, ok := cpuTime()
	for b.Loop() {
		c, err := Compare(ctx, lists, opts)
		if err != nil || len(c.Variants[1].Pairs) != 10 || len(c.Lists) != 5 {
			b.Fatal(err)
		}
	}
	if end, _ := cpuTime(); ok {
		b.ReportMetric(float64(end-start)/1e6/float64(b.N), "cpu-ms/op")
	}
}
