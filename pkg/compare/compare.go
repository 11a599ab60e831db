package compare

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"maps"
	"runtime"
	"slices"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/stats"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// Options say how Compare compares.
type Options struct {
	Rules    puzzle.Rules
	Variants []puzzle.Variant
	Top      int // the best honeycombs of each list whose overlap is measured; at least 1
	// Workers is the number of goroutines in all; 0 means GOMAXPROCS.
	Workers int
	// Progress and Rare, if not nil, are those of search.RankOptions and
	// search.Query; with Rare the best boards count their rare words.
	Progress *search.Progress
	Rare     func(w *wordlist.Words) []bool
}

// SameWordsError is two lists that hold the same distinct words: a list
// compared with itself.
type SameWordsError struct {
	A, B  *wordlist.List
	Words int // the number of distinct words each holds
}

// Error names the two lists.
func (e *SameWordsError) Error() string {
	return fmt.Sprintf("%s and %s hold the same %d distinct words", e.A.Path, e.B.Path, e.Words)
}

// Compare compares lists, at least two of them, in each variant of opts.
// It fails with a *SameWordsError when two lists hold the same distinct
// words, and returns ctx's error when ctx is cancelled.
func Compare(ctx context.Context, lists []*wordlist.List, opts Options) (*Comparison, error) {
	if len(lists) < 2 {
		return nil, errors.New("compare: fewer than two lists")
	}
	if err := sameWords(lists); err != nil {
		return nil, err
	}
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	vs := opts.Variants
	// Rank each list in every variant, and sort its valid words, each
	// list with its share of the workers.
	cs := make([]*compared, len(lists))
	each := max(1, workers/len(lists))
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(min(workers, len(lists)))
	for i, l := range lists {
		g.Go(func() error {
			c, err := prepare(gctx, l, opts, each)
			cs[i] = c
			return err
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}

	// The best board of each list in each variant and its words in all.
	bests := make([][]puzzle.Honeycomb, len(vs)) // bests[v][i]: list i's best, or a zero Honeycomb
	for v := range vs {
		bests[v] = make([]puzzle.Honeycomb, len(cs))
		for i, c := range cs {
			if all := c.ranked[v].All; len(all) > 0 {
				bests[v][i] = all[0].Honeycomb
			}
		}
	}
	g, gctx = errgroup.WithContext(ctx)
	g.SetLimit(workers)
	for _, c := range cs {
		g.Go(func() error {
			c.solutions = make([][][]ScoredWord, len(vs))
			for v := range vs {
				if err := gctx.Err(); err != nil {
					return err
				}
				c.solutions[v] = make([][]ScoredWord, len(cs))
				for b, h := range bests[v] {
					if h.Letters != 0 {
						c.solutions[v][b] = solveWords(&c.list.Words, h, opts.Rules)
					}
				}
			}
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}

	out := &Comparison{TopN: opts.Top, scores: make([][][]int, len(vs))}
	for _, l := range lists {
		out.Lists = append(out.Lists, List{Name: l.Name, Path: l.Path, Lines: l.Lines, DistinctWords: l.Words.Len(),
			Excluded: l.Skipped[wordlist.Excluded]})
	}
	for v, variant := range vs {
		out.Variants = append(out.Variants, variantReport(cs, v, variant, bests[v]))
		out.scores[v] = make([][]int, len(cs))
		for i, c := range cs {
			for _, s := range c.ranked[v].All {
				out.scores[v][i] = append(out.scores[v][i], s.Score)
			}
		}
	}

	// Each pair, in every variant.
	npairs := len(cs) * (len(cs) - 1) / 2
	for v := range vs {
		out.Variants[v].Pairs = make([]Pair, npairs)
	}
	g, gctx = errgroup.WithContext(ctx)
	g.SetLimit(workers)
	next := 0
	for ia := range cs {
		for ib := ia + 1; ib < len(cs); ib++ {
			p := next
			next++
			g.Go(func() error {
				if err := gctx.Err(); err != nil {
					return err
				}
				for v, pair := range comparePair(cs[ia], cs[ib], ia, ib, len(vs), bests, opts.Top) {
					out.Variants[v].Pairs[p] = pair
				}
				return nil
			})
		}
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return out, nil
}

// compared is one list made ready for comparison.
type compared struct {
	list      *wordlist.List
	ranked    []search.Ranked // in each variant, with All
	cands     []candidates
	valid     []int32          // the words valid in some variant, in byte order
	solutions [][][]ScoredWord // [v][b]: the words of best board b of variant v, in byte order
	rare      bool             // ranked counts rare words (Options.Rare)
	alphabet  bitset.Alphabet  // the letters of the rules (Options.Rules)
}

// prepare ranks every candidate of l in every variant, with workers
// goroutines, and sorts its valid words.
func prepare(ctx context.Context, l *wordlist.List, opts Options, workers int) (*compared, error) {
	var rk search.Ranker
	ranked, err := rk.Rank(ctx, &l.Words, search.Query{Rules: opts.Rules, Variants: opts.Variants, Space: search.PangramSets,
		Rare: opts.Rare, RankOptions: search.RankOptions{All: true, Workers: workers, Progress: opts.Progress}})
	if err != nil {
		return nil, err
	}
	c := &compared{list: l, ranked: ranked, cands: make([]candidates, len(ranked)), rare: opts.Rare != nil, alphabet: opts.Rules.Alphabet}
	for i := range ranked {
		c.cands[i] = newCandidates(opts.Rules.Size, ranked[i].All)
	}
	banned := search.CommonBanned(opts.Variants) | opts.Rules.Exclude
	for i, m := range l.Words.Masks {
		if m&banned == 0 && m.Len() <= opts.Rules.Size && l.Words.WordLen(i) >= opts.Rules.MinLen {
			c.valid = append(c.valid, int32(i))
		}
	}
	c.valid = byWord(&l.Words, c.valid)
	return c, nil
}

// candidates holds the scores and ranks of a list's candidates in one
// variant: letter set sets[i] with its c-th letter as center at i*size+c.
type candidates struct {
	size  int
	sets  []bitset.Set         // the pangram letter sets, ascending
	index map[bitset.Set]int32 // the index of each set in sets
	score []int64
	rank  []int32
}

// newCandidates indexes all, every candidate of a list.
func newCandidates(size int, all []search.Scored) candidates {
	c := candidates{size: size, index: make(map[bitset.Set]int32, len(all)/size)}
	for _, s := range all {
		c.index[s.Letters] = 0
	}
	c.sets = slices.Sorted(maps.Keys(c.index))
	for i, set := range c.sets {
		c.index[set] = int32(i)
	}
	c.score = make([]int64, len(all))
	c.rank = make([]int32, len(all))
	for j, s := range all {
		i := c.at(s.Honeycomb)
		c.score[i], c.rank[i] = int64(s.Score), int32(j+1)
	}
	return c
}

// at returns the index of candidate h, or -1 if h is not a candidate.
func (c *candidates) at(h puzzle.Honeycomb) int {
	i, ok := c.index[h.Letters]
	if !ok || h.Letters&h.Center == 0 {
		return -1
	}
	return int(i)*c.size + (h.Letters & (h.Center - 1)).Len()
}

// sameWords returns a *SameWordsError for two lists that hold the same
// distinct words, if any do.
func sameWords(lists []*wordlist.List) error {
	sorted := func(w *wordlist.Words) []int32 {
		idx := make([]int32, w.Len())
		for i := range idx {
			idx[i] = int32(i)
		}
		return byWord(w, idx)
	}
	for i, a := range lists {
		for _, b := range lists[:i] {
			if a.Words.Len() == b.Words.Len() && slices.EqualFunc(sorted(&a.Words), sorted(&b.Words), func(x, y int32) bool {
				return bytes.Equal(a.Words.Bytes(int(x)), b.Words.Bytes(int(y)))
			}) {
				return &SameWordsError{A: b, B: a, Words: a.Words.Len()}
			}
		}
	}
	return nil
}

// byWord sorts the indexes idx of words of w in byte order of the words.
func byWord(w *wordlist.Words, idx []int32) []int32 {
	less := func(a, b int32) int { return bytes.Compare(w.Bytes(int(a)), w.Bytes(int(b))) }
	if !slices.IsSortedFunc(idx, less) {
		slices.SortFunc(idx, less)
	}
	return idx
}

// solveWords returns the words that board h makes from w, in byte order,
// with their points.
func solveWords(w *wordlist.Words, h puzzle.Honeycomb, rules puzzle.Rules) []ScoredWord {
	sol := puzzle.Solve(w, h, rules)
	out := make([]ScoredWord, len(sol.Words))
	for i, wd := range sol.Words {
		out[i] = ScoredWord{Word: wd.Text, Forms: wd.Forms, Score: wd.Score, Pangram: wd.Pangram}
	}
	slices.SortFunc(out, func(a, b ScoredWord) int { return strings.Compare(a.Word, b.Word) })
	return out
}

// variantReport returns the lists and best boards of variant v.
func variantReport(cs []*compared, v int, variant puzzle.Variant, bests []puzzle.Honeycomb) VariantComparison {
	out := VariantComparison{Variant: variant.Name, Best: []BestBoard{}}
	for i, c := range cs {
		st := &c.ranked[v].Stats
		s := ListSummary{
			Name: c.list.Name, ValidWords: st.ValidWords,
			PangramLettersets: st.PangramLettersets, Candidates: st.Candidates,
		}
		h := bests[i]
		if h.Letters == 0 {
			s.Note = search.NoHoneycomb
			out.Lists = append(out.Lists, s)
			continue
		}
		best := resultIn(c, v, h).Row(c.alphabet)
		s.Best = &best
		out.Lists = append(out.Lists, s)
		a := c.alphabet
		bb := BestBoard{List: c.list.Name, Board: h.Format(a), Letters: a.Format(h.Letters), Center: a.Format(h.Center)}
		// The list itself first, then the others in order.
		bb.In = append(bb.In, boardIn(c, v, h))
		for j, o := range cs {
			if j != i {
				bb.In = append(bb.In, boardIn(o, v, h))
			}
		}
		out.Best = append(out.Best, bb)
	}
	return out
}

// resultIn scores h over list c in variant v, with its rank there, 0 if
// it is not a candidate.
func resultIn(c *compared, v int, h puzzle.Honeycomb) search.Result {
	r := c.ranked[v].Score(h)
	if i := c.cands[v].at(h); i >= 0 {
		r.Rank = int(c.cands[v].rank[i])
	}
	return r
}

// boardIn reports h scored over list c in variant v.
func boardIn(c *compared, v int, h puzzle.Honeycomb) BoardIn {
	r := resultIn(c, v, h)
	in := BoardIn{List: c.list.Name, Score: r.Score, Words: r.Words, Pangrams: r.Pangrams}
	if r.Rank > 0 {
		in.Rank = &r.Rank
	}
	if c.rare {
		rare, points := int(r.Values[measure.Rare]), int(r.Values[measure.RarePoints])
		in.RareWords, in.RarePoints = &rare, &points
	}
	return in
}

// comparePair compares lists a and b, at indexes ia and ib, in every one
// of the n variants.
func comparePair(a, b *compared, ia, ib, n int, bests [][]puzzle.Honeycomb, top int) []Pair {
	counts := wordCounts(a, b)
	out := make([]Pair, n)
	for v := range n {
		p := Pair{A: a.list.Name, B: b.list.Name, Words: counts[v], Boards: []BoardWords{}}
		allA, allB := a.ranked[v].All, b.ranked[v].All
		switch {
		case len(allA) == 0:
			p.Note = "no overlap: " + a.list.Name + " has no valid honeycomb"
		case len(allB) == 0:
			p.Note = "no overlap: " + b.list.Name + " has no valid honeycomb"
		default:
			p.Top = topOverlap(allA, allB, top)
			xs, ys := commonScores(&a.cands[v], &b.cands[v])
			p.CommonCandidates = len(xs)
			rho, err := stats.Spearman(xs, ys)
			tau, _ := stats.KendallTauB(xs, ys) // undefined exactly when rho is
			if err != nil {
				p.Note = undefined(err, a.list.Name, b.list.Name)
			} else {
				p.Spearman, p.KendallTauB = &rho, &tau
			}
		}
		ha, hb := bests[v][ia], bests[v][ib]
		if ha.Letters != 0 {
			bw := boardWords(a.solutions[v][ia], b.solutions[v][ia], ha, a.alphabet)
			bw.BestOf = []string{a.list.Name}
			if hb == ha {
				bw.BestOf = append(bw.BestOf, b.list.Name)
			}
			p.Boards = append(p.Boards, bw)
		}
		if hb.Letters != 0 && hb != ha {
			bw := boardWords(a.solutions[v][ib], b.solutions[v][ib], hb, a.alphabet)
			bw.BestOf = []string{b.list.Name}
			p.Boards = append(p.Boards, bw)
		}
		out[v] = p
	}
	return out
}

// undefined says why the correlations of lists a and b are undefined.
func undefined(err error, a, b string) string {
	switch {
	case errors.Is(err, stats.ErrNoPairs):
		return "no overlap: no honeycomb is a candidate in both lists"
	case errors.Is(err, stats.ErrOnePair):
		return "undefined: only one honeycomb is a candidate in both lists"
	case errors.Is(err, stats.ErrConstantX):
		return "undefined: the common candidates all score the same in " + a
	case errors.Is(err, stats.ErrConstantY):
		return "undefined: the common candidates all score the same in " + b
	}
	return "undefined: " + err.Error()
}

// topOverlap returns the overlap of the best n of the rankings a and b.
func topOverlap(a, b []search.Scored, n int) *TopOverlap {
	hs := func(all []search.Scored) []puzzle.Honeycomb {
		out := make([]puzzle.Honeycomb, min(n, len(all)))
		for i := range out {
			out[i] = all[i].Honeycomb
		}
		return out
	}
	o := stats.NewOverlap(hs(a), hs(b))
	j, _ := o.Jaccard() // defined: neither set is empty
	return &TopOverlap{N: n, A: o.A, B: o.B, Common: o.Common, Union: o.Union(), Jaccard: j}
}

// commonScores returns the scores in a and in b of the honeycombs that are
// candidates in both.
func commonScores(a, b *candidates) (xs, ys []int64) {
	i, j := 0, 0
	for i < len(a.sets) && j < len(b.sets) {
		switch {
		case a.sets[i] < b.sets[j]:
			i++
		case a.sets[i] > b.sets[j]:
			j++
		default:
			xs = append(xs, a.score[i*a.size:(i+1)*a.size]...)
			ys = append(ys, b.score[j*b.size:(j+1)*b.size]...)
			i++
			j++
		}
	}
	return xs, ys
}

// wordCounts counts, in each variant, the valid words only in a, only in
// b, and in both.
func wordCounts(a, b *compared) []WordCounts {
	counts := make([][3]int, len(a.ranked))
	wa, wb := &a.list.Words, &b.list.Words
	add := func(mask bitset.Set, which int) {
		for v, r := range a.ranked {
			if mask&r.Variant.Banned == 0 {
				counts[v][which]++
			}
		}
	}
	merge(len(a.valid), len(b.valid), func(i, j int) int {
		return bytes.Compare(wa.Bytes(int(a.valid[i])), wb.Bytes(int(b.valid[j])))
	}, func(i, j, c int) {
		switch c {
		case -1:
			add(wa.Masks[a.valid[i]], 0)
		case 1:
			add(wb.Masks[b.valid[j]], 1)
		default:
			add(wa.Masks[a.valid[i]], 2)
		}
	})
	out := make([]WordCounts, len(counts))
	for v, c := range counts {
		out[v] = WordCounts{OnlyA: c[0], OnlyB: c[1], Both: c[2]}
	}
	return out
}

// merge walks two sorted sequences of na and nb elements, compare(i, j)
// comparing the i-th of a with the j-th of b as bytes.Compare does, and
// calls visit(i, j, c) for each element: c is -1 for one only in a (at
// i), 1 for one only in b (at j), and 0 for one in both.
func merge(na, nb int, compare func(i, j int) int, visit func(i, j, c int)) {
	for i, j := 0, 0; i < na || j < nb; {
		c := -1
		switch {
		case i == na:
			c = 1
		case j < nb:
			c = compare(i, j)
		}
		visit(i, j, c)
		if c <= 0 {
			i++
		}
		if c >= 0 {
			j++
		}
	}
}

// boardWords compares the words of board h in two lists, given in byte
// order: those only in one list are listed best first.
func boardWords(a, b []ScoredWord, h puzzle.Honeycomb, x bitset.Alphabet) BoardWords {
	out := BoardWords{Board: h.Format(x), Letters: x.Format(h.Letters), Center: x.Format(h.Center),
		OnlyA: []ScoredWord{}, OnlyB: []ScoredWord{}}
	merge(len(a), len(b), func(i, j int) int { return strings.Compare(a[i].Word, b[j].Word) }, func(i, j, c int) {
		switch c {
		case -1:
			out.OnlyA = append(out.OnlyA, a[i])
			out.OnlyAPoints += a[i].Score
		case 1:
			out.OnlyB = append(out.OnlyB, b[j])
			out.OnlyBPoints += b[j].Score
		default:
			out.Both++
			out.BothPoints += a[i].Score
		}
	})
	best := func(x, y ScoredWord) int {
		if c := cmp.Compare(y.Score, x.Score); c != 0 {
			return c
		}
		return strings.Compare(x.Word, y.Word)
	}
	slices.SortFunc(out.OnlyA, best)
	slices.SortFunc(out.OnlyB, best)
	return out
}
