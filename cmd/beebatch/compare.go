package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/plot"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/stats"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

const compareUsage = `Usage: beebatch compare [flags] LIST_A LIST_B [LIST...]

Compare word lists as sources of Spelling Bee honeycombs, in each variant:
no-s, the classic puzzle, where no word or honeycomb has an S, and s. For
each variant it reports:

  - each list: its valid words, candidates (pangram lettersets times their
    7 centers) and best honeycomb;
  - best boards: each list's best honeycomb with its score, words and
    pangrams in every list, and its rank there: its position in that
    list's ranking of all its candidates (ties by letters, then center), or
    "not a candidate" when that list has no pangram on its letters;
  - pairs, each two lists A and B in the order given: the valid words of
    the variant (long enough, no banned letter, at most 7 distinct
    letters) only in A, only in B and in both; the honeycombs that are
    candidates in both; how many of the --top best honeycombs of each the
    two share, and the Jaccard index of the two sets (shared / in either);
    and Spearman's rho and Kendall's tau-b, which allow for ties, between
    the scores that the common candidates have in A and in B: "no
    overlap" when there are none, "undefined" when there is one or all
    scores of a list are equal;
  - the words of each list's best board in each pair: those only in A and
    only in B, with their points, and how many are in both.

A list without a valid honeycomb in a variant is reported as such, and the
other pairs are still compared. Comparing a list with itself is a usage
error: one file given twice, also through a link, or two lists that hold
the same distinct words.

--format text writes tables, md Markdown, json one document that lists
every word, and csv one figure per row: variant, section (list, best, pair
or board), list_a, list_b, board, measure, value and note, which says why
a value is missing. --json is --format json. With --out DIR it also
writes DIR/compare.md, DIR/compare.json and DIR/compare.csv, and
DIR/compare.VARIANT.svg, an overlay of the score distributions of the
lists' candidates, which compare.md embeds. Nothing is written unless every
list was read and compared, and the files are then written as one set: a
run that fails or is interrupted leaves DIR as it was. No other file in DIR
is touched.

Each LIST is a WORDLIST; a directory gives one list per file.
` + wordlistHelp + exitHelp

// compareFlags are the settings of a compare run.
type compareFlags struct {
	ruleFlags
	top, words, workers int
	variants, format    string
	json, quiet         bool
	out                 string
}

// compareCmd runs "beebatch compare".
func compareCmd(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "compare", compareUsage)
	var f compareFlags
	f.register(fs)
	if err := parse(e, fs, args); err != nil {
		return err
	}
	formatSet := false
	fs.Visit(func(fl *flag.Flag) { formatSet = formatSet || fl.Name == "format" })
	rules, opts, vs, err := f.check(formatSet)
	if err != nil {
		return badUsage(e, fs, err)
	}
	if fs.NArg() == 0 {
		return badUsage(e, fs, errors.New("no WORDLIST given: expected two or more lists to compare"))
	}
	if err := flagAfterArgs(fs.Args()); err != nil {
		return badUsage(e, fs, err)
	}
	if fs.NArg() == 1 {
		// One directory may hold several lists; anything else is one.
		if fi, err := os.Stat(fs.Arg(0)); err != nil || !fi.IsDir() {
			return badUsage(e, fs, fmt.Errorf("only one WORDLIST, %s: expected two or more lists to compare", fs.Arg(0)))
		}
	}
	sources, err := compareSources(fs.Args())
	var ue usageError
	if errors.As(err, &ue) {
		return badUsage(e, fs, ue.err)
	} else if err != nil {
		return err
	}
	if f.out != "" {
		if err := prepareOutDir(f.out); err != nil {
			return err
		}
	}

	bar := startProgress(e, f.quiet)
	c, err := compare(ctx, e, sources, rules, opts, vs, f.top, f.workers, bar)
	bar.finish()
	if err != nil {
		return err
	}
	if err := report.WriteComparison(e.stdout, f.format, c.Comparison, f.words); err != nil {
		return err
	}
	if err := e.stdoutErr(); err != nil {
		return err
	}
	if f.out != "" {
		if err := writeCompareFiles(ctx, f.out, c, f.words); err != nil {
			if ctx.Err() != nil {
				return compareInterrupted(c.lists, nil, "the report files")
			}
			return err
		}
	}
	return nil
}

// compareInterrupted describes a compare run stopped before it finished:
// the lists it read and ranked, those it did not (names gives them, in
// order), and next, the step under way once every list was ranked.
func compareInterrupted(cs []*compared, names []string, next string) error {
	e := &interruptedError{}
	for i, c := range cs {
		switch {
		case c != nil:
			e.done = append(e.done, c.list.Name)
		case i < len(names):
			e.pending = append(e.pending, names[i])
		}
	}
	if len(e.pending) == 0 {
		if next == "the report files" {
			e.done = append(e.done, "the comparison")
		}
		e.pending = append(e.pending, next)
	}
	return e
}

func (f *compareFlags) register(fs *flag.FlagSet) {
	f.ruleFlags.register(fs)
	fs.IntVar(&f.top, "top", 100, "compare the sets of the best `N` honeycombs of each list")
	fs.IntVar(&f.words, "words", 10, "show at most `N` words of each side of a board in text and md (0: none, the counts only; -1: all)")
	fs.StringVar(&f.variants, "variants", "no-s,s", "the `variants` to compare, comma-separated: no-s, s, or no-s,s for both")
	fs.IntVar(&f.workers, "workers", runtime.GOMAXPROCS(0), "`N` goroutines to rank and compare with")
	fs.StringVar(&f.format, "format", report.Formats[0], "the output `format`: "+formatList())
	fs.BoolVar(&f.json, "json", false, "write one JSON document: the same as --format json")
	fs.StringVar(&f.out, "out", "", "also write compare.md, .json, .csv and the charts compare.VARIANT.svg to `DIR`")
	fs.BoolVar(&f.quiet, "quiet", false, "show no progress bar")
}

// check returns the rules, list options and variants of the flags, or the
// error that names the flag at fault; formatSet says --format was given.
func (f *compareFlags) check(formatSet bool) (search.Rules, wordlist.Options, []search.Variant, error) {
	rules, opts, err := f.rules(search.DefaultRules.Size)
	if err != nil {
		return rules, opts, nil, err
	}
	vs, err := search.ParseVariants(f.variants)
	if err != nil {
		return rules, opts, nil, err
	}
	for _, v := range vs {
		if left := (bitset.All &^ rules.Exclude &^ v.Banned).Len(); left < rules.Size {
			return rules, opts, nil, fmt.Errorf("--exclude %s leaves %d letters in variant %s, which also bans %s: a honeycomb needs %d",
				f.exclude, left, v.Name, v.Banned, rules.Size)
		}
	}
	switch {
	case f.top < 1:
		return rules, opts, nil, fmt.Errorf("--top %d: expected a count of 1 or more", f.top)
	case f.words < -1:
		return rules, opts, nil, fmt.Errorf("--words %d: expected a count of 0 or more, or -1 for all", f.words)
	case f.workers < 1:
		return rules, opts, nil, fmt.Errorf("--workers %d: expected 1 or more", f.workers)
	case !slices.Contains(report.Formats, f.format):
		return rules, opts, nil, fmt.Errorf("--format %q: expected %s", f.format, formatList())
	case f.json && formatSet && f.format != "json":
		return rules, opts, nil, fmt.Errorf("--json and --format %s: expected one format", f.format)
	}
	if f.json {
		f.format = "json"
	}
	return rules, opts, vs, nil
}

// compareSources returns the lists that specs name. Naming one file twice,
// also through a link, or standard input twice, or fewer than two lists
// in all, is a usage error; a path that does not exist is not.
func compareSources(specs []string) ([]wordlist.Source, error) {
	var sources []wordlist.Source
	var infos []os.FileInfo
	stdin := ""
	for _, spec := range specs {
		ss, err := wordlist.Sources([]string{spec})
		if err != nil {
			return nil, err
		}
		for _, s := range ss {
			var fi os.FileInfo
			if s.Path == "-" {
				if stdin != "" {
					return nil, usagef("%s and %s both read standard input: comparing a list with itself; expected different lists", stdin, spec)
				}
				stdin = spec
			} else {
				if fi, err = os.Stat(s.Path); err != nil {
					return nil, err
				}
				for i, prev := range infos {
					if prev != nil && os.SameFile(prev, fi) {
						return nil, usagef("%s and %s are the same file: comparing a list with itself; expected different lists",
							sources[i].Path, s.Path)
					}
				}
			}
			sources = append(sources, s)
			infos = append(infos, fi)
		}
	}
	if len(sources) < 2 {
		return nil, usagef("only one word list, %s, in %s: expected two or more lists to compare", sources[0].Path, strings.Join(specs, " "))
	}
	// The checks across specs, such as two lists of one name.
	return wordlist.Sources(specs)
}

// compared is one list made ready for comparison.
type compared struct {
	list *wordlist.List
	// tables, rankings and cands hold the list's scores in each variant.
	tables   []*search.Table
	rankings []search.Ranking // with All
	cands    []candidates
	// valid holds the indexes of the words valid in some variant, in byte
	// order of the words, and prefixes their prefixes.
	valid    []int32
	prefixes []uint64
	// solutions[v][b] holds the words of the best board b of variant v
	// over this list, in byte order.
	solutions [][][]report.ScoredWord
}

// candidates holds the scores and ranks of a list's candidates in one
// variant by letter set: the honeycomb of letter set sets[i] whose center
// is its c-th letter, counting from the alphabetically first, is at i*size+c.
type candidates struct {
	size  int
	sets  []bitset.Set         // the pangram letter sets, ascending
	index map[bitset.Set]int32 // the index of each set in sets
	score []int32
	rank  []int32
}

// newCandidates indexes the candidates of t ranked in all.
func newCandidates(t *search.Table, all []search.Scored) candidates {
	c := candidates{size: t.Rules.Size, sets: t.Pangrams(), index: make(map[bitset.Set]int32, len(t.Pangrams()))}
	for i, set := range c.sets {
		c.index[set] = int32(i)
	}
	c.score = make([]int32, len(all))
	c.rank = make([]int32, len(all))
	for j, s := range all {
		i := c.at(s.Honeycomb)
		c.score[i], c.rank[i] = int32(s.Score), int32(j+1)
	}
	return c
}

// at returns the index of candidate h, or -1 if h is not a candidate.
func (c *candidates) at(h search.Honeycomb) int {
	i, ok := c.index[h.Letters]
	if !ok || h.Letters&h.Center == 0 {
		return -1
	}
	return int(i)*c.size + (h.Letters & (h.Center - 1)).Len()
}

// comparison is what compareLists finds: the report, and the lists as
// compared, whose scores the charts draw.
type comparison struct {
	*report.Comparison
	lists []*compared
}

// compare reads the lists of sources and compares them in each variant.
// It fails, naming the lists, when two of them hold the same words.
func compare(ctx context.Context, e *env, sources []wordlist.Source, rules search.Rules, opts wordlist.Options,
	vs []search.Variant, top, workers int, bar *progress) (*comparison, error) {
	lists, err := loadEvery(ctx, e, sources, opts, bar)
	if err != nil {
		if ctx.Err() != nil {
			names := make([]string, len(sources))
			for i, s := range sources {
				names[i] = s.Name
			}
			return nil, compareInterrupted(make([]*compared, len(sources)), names, "")
		}
		return nil, err
	}
	if err := sameWords(lists); err != nil {
		return nil, err
	}
	return compareLists(ctx, lists, vs, rules, opts, top, workers, bar)
}

// sameWords returns a usage error naming two lists that hold the same
// distinct words, if any do.
func sameWords(lists []*wordlist.List) error {
	sorted := make([][]int32, len(lists))
	for i, a := range lists {
		for j, b := range lists[:i] {
			if a.Words.Len() != b.Words.Len() {
				continue
			}
			for _, k := range []int{i, j} {
				if sorted[k] == nil {
					sorted[k] = byWord(&lists[k].Words, allWords(&lists[k].Words))
				}
			}
			if slices.EqualFunc(sorted[i], sorted[j], func(x, y int32) bool {
				return bytes.Equal(a.Words.Bytes(int(x)), b.Words.Bytes(int(y)))
			}) {
				return usagef("%s and %s hold the same %s distinct words: comparing a list with itself; expected different lists",
					b.Path, a.Path, report.Num(a.Words.Len()))
			}
		}
	}
	return nil
}

// prefix returns the first 8 bytes of word, big-endian, padded with
// zeros. Two words whose prefixes differ are in the order of their
// prefixes, so that most comparisons need not read the words.
func prefix(word []byte) uint64 {
	var b [8]byte
	copy(b[:], word)
	return binary.BigEndian.Uint64(b[:])
}

// allWords returns the indexes of every word of w.
func allWords(w *wordlist.Words) []int32 {
	idx := make([]int32, w.Len())
	for i := range idx {
		idx[i] = int32(i)
	}
	return idx
}

// byWord sorts the indexes idx of words of w in byte order of the words,
// which it leaves alone when, as in most lists, they are in order already.
func byWord(w *wordlist.Words, idx []int32) []int32 {
	less := func(a, b int32) int { return bytes.Compare(w.Bytes(int(a)), w.Bytes(int(b))) }
	if slices.IsSortedFunc(idx, less) {
		return idx
	}
	// Sort by prefix, reading the words only for equal prefixes.
	type key struct {
		prefix uint64
		i      int32
	}
	keys := make([]key, len(idx))
	for j, i := range idx {
		keys[j] = key{prefix(w.Bytes(int(i))), i}
	}
	slices.SortFunc(keys, func(a, b key) int {
		if a.prefix != b.prefix {
			return cmp.Compare(a.prefix, b.prefix)
		}
		return less(a.i, b.i)
	})
	for j, k := range keys {
		idx[j] = k.i
	}
	return idx
}

// compareLists compares lists, which it has read, in each variant: the
// work of compare beyond reading.
func compareLists(ctx context.Context, lists []*wordlist.List, vs []search.Variant, rules search.Rules,
	opts wordlist.Options, top, workers int, bar *progress) (*comparison, error) {
	// Rank each list in every variant, and sort its valid words.
	cs := make([]*compared, len(lists))
	bar.expect(int64(2 * len(lists)))
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(workers)
	for i, l := range lists {
		g.Go(func() error {
			c, err := prepare(gctx, l, vs, rules, workers)
			cs[i] = c
			bar.add(1)
			return err
		})
	}
	// stopped says what a run interrupted in one of the steps below did.
	stopped := func(err error) error {
		if ctx.Err() == nil {
			return err
		}
		names := make([]string, len(lists))
		for i, l := range lists {
			names[i] = l.Name
		}
		return compareInterrupted(cs, names, "the comparison")
	}
	if err := g.Wait(); err != nil {
		return nil, stopped(err)
	}

	// The best board of each list in each variant, if it has one, and
	// its words in every list.
	bests := make([][]search.Honeycomb, len(vs)) // bests[v][i]: list i's best, or a zero Honeycomb
	for v := range vs {
		bests[v] = make([]search.Honeycomb, len(cs))
		for i, c := range cs {
			if all := c.rankings[v].All; len(all) > 0 {
				bests[v][i] = all[0].Honeycomb
			}
		}
	}
	g, gctx = errgroup.WithContext(ctx)
	g.SetLimit(workers)
	for _, c := range cs {
		g.Go(func() error {
			c.solutions = make([][][]report.ScoredWord, len(vs))
			for v := range vs {
				if err := gctx.Err(); err != nil {
					return err
				}
				c.solutions[v] = make([][]report.ScoredWord, len(cs))
				for b, h := range bests[v] {
					if h.Letters != 0 {
						c.solutions[v][b] = solveWords(&c.list.Words, h, rules)
					}
				}
			}
			bar.add(1)
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return nil, stopped(err)
	}

	out := &report.Comparison{Rules: reportRules(rules, opts), TopN: top}
	for _, l := range lists {
		out.Lists = append(out.Lists, report.ComparedList{Name: l.Name, Path: l.Path, Lines: l.Lines, DistinctWords: l.Words.Len()})
	}
	for v, variant := range vs {
		out.Variants = append(out.Variants, variantReport(cs, v, variant, bests[v]))
	}

	// Each pair, in every variant.
	type pairIndex struct{ a, b int }
	var pairs []pairIndex
	for a := range cs {
		for b := a + 1; b < len(cs); b++ {
			pairs = append(pairs, pairIndex{a, b})
		}
	}
	bar.expect(int64(len(pairs)))
	results := make([][]report.Pair, len(pairs)) // results[p][v]
	g, gctx = errgroup.WithContext(ctx)
	g.SetLimit(workers)
	for p, pi := range pairs {
		g.Go(func() error {
			if err := gctx.Err(); err != nil {
				return err
			}
			results[p] = comparePair(cs[pi.a], cs[pi.b], pi.a, pi.b, vs, bests, top)
			bar.add(1)
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return nil, stopped(err)
	}
	for v := range vs {
		out.Variants[v].Pairs = make([]report.Pair, len(pairs))
		for p := range pairs {
			out.Variants[v].Pairs[p] = results[p][v]
		}
	}
	return &comparison{Comparison: out, lists: cs}, nil
}

// prepare ranks every candidate of l in every variant, with one table
// and one pass as rank does, and sorts its valid words.
func prepare(ctx context.Context, l *wordlist.List, vs []search.Variant, rules search.Rules, workers int) (*compared, error) {
	common := bitset.All // letters that every variant bans
	for _, v := range vs {
		common &= v.Banned
	}
	c := &compared{list: l, tables: make([]*search.Table, len(vs)), cands: make([]candidates, len(vs))}
	base := search.NewTable(&l.Words, rules, common)
	for i, v := range vs {
		c.tables[i] = base.Restrict(&l.Words, v.Banned)
	}
	var err error
	c.rankings, err = search.RankAll(ctx, c.tables, search.RankOptions{All: true, Workers: workers})
	if err != nil {
		return nil, err
	}
	for i, t := range c.tables {
		c.cands[i] = newCandidates(t, c.rankings[i].All)
	}
	banned := common | rules.Exclude
	for i, m := range l.Words.Masks {
		if m&banned == 0 && m.Len() <= rules.Size && l.Words.WordLen(i) >= rules.MinLen {
			c.valid = append(c.valid, int32(i))
		}
	}
	c.valid = byWord(&l.Words, c.valid)
	c.prefixes = make([]uint64, len(c.valid))
	for j, i := range c.valid {
		c.prefixes[j] = prefix(l.Words.Bytes(int(i)))
	}
	return c, nil
}

// solveWords returns the words that board h makes from w, in byte order,
// with their points.
func solveWords(w *wordlist.Words, h search.Honeycomb, rules search.Rules) []report.ScoredWord {
	sol := search.Solve(w, h, rules)
	out := make([]report.ScoredWord, len(sol.Words))
	for i, wd := range sol.Words {
		out[i] = report.ScoredWord{Word: wd.Text, Score: wd.Score, Pangram: wd.Pangram}
	}
	slices.SortFunc(out, func(a, b report.ScoredWord) int { return strings.Compare(a.Word, b.Word) })
	return out
}

// variantReport returns the lists and best boards of variant v, without
// the pairs.
func variantReport(cs []*compared, v int, variant search.Variant, bests []search.Honeycomb) report.VariantComparison {
	out := report.VariantComparison{Variant: variant.Name, Best: []report.BestBoard{}}
	for i, c := range cs {
		t := c.tables[v]
		s := report.ListSummary{
			Name: c.list.Name, ValidWords: t.Stats.ValidWords,
			PangramLettersets: t.Stats.PangramLettersets, Candidates: t.Stats.Candidates,
		}
		h := bests[i]
		if h.Letters == 0 {
			s.Note = report.NoHoneycomb
			out.Lists = append(out.Lists, s)
			continue
		}
		best := report.Honeycombs([]search.Result{resultIn(c, v, h)})[0]
		s.Best = &best
		out.Lists = append(out.Lists, s)
		bb := report.BestBoard{List: c.list.Name, Board: h.String(), Letters: h.Letters.String(), Center: h.Center.String()}
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
func resultIn(c *compared, v int, h search.Honeycomb) search.Result {
	r := c.tables[v].Score(h)
	if i := c.cands[v].at(h); i >= 0 {
		r.Rank = int(c.cands[v].rank[i])
	}
	return r
}

// boardIn reports h scored over list c in variant v.
func boardIn(c *compared, v int, h search.Honeycomb) report.BoardIn {
	r := resultIn(c, v, h)
	in := report.BoardIn{List: c.list.Name, Score: r.Score, Words: r.Words, Pangrams: r.Pangrams}
	if r.Rank > 0 {
		in.Rank = &r.Rank
	}
	return in
}

// comparePair compares lists a and b, at indexes ia and ib, in every
// variant.
func comparePair(a, b *compared, ia, ib int, vs []search.Variant, bests [][]search.Honeycomb, top int) []report.Pair {
	counts := wordCounts(a, b, vs)
	out := make([]report.Pair, len(vs))
	for v := range vs {
		p := report.Pair{A: a.list.Name, B: b.list.Name, Words: counts[v], Boards: []report.BoardWords{}}
		allA, allB := a.rankings[v].All, b.rankings[v].All
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
			bw := boardWords(a.solutions[v][ia], b.solutions[v][ia], ha)
			bw.BestOf = []string{a.list.Name}
			if hb == ha {
				bw.BestOf = append(bw.BestOf, b.list.Name)
			}
			p.Boards = append(p.Boards, bw)
		}
		if hb.Letters != 0 && hb != ha {
			bw := boardWords(a.solutions[v][ib], b.solutions[v][ib], hb)
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
func topOverlap(a, b []search.Scored, n int) *report.TopOverlap {
	hs := func(all []search.Scored) []search.Honeycomb {
		out := make([]search.Honeycomb, min(n, len(all)))
		for i := range out {
			out[i] = all[i].Honeycomb
		}
		return out
	}
	o := stats.NewOverlap(hs(a), hs(b))
	j, _ := o.Jaccard() // defined: neither set is empty
	return &report.TopOverlap{N: n, A: o.A, B: o.B, Common: o.Common, Union: o.Union(), Jaccard: j}
}

// commonScores returns the scores in a and in b of the honeycombs that are
// candidates in both, in the order of their letter sets and centers.
func commonScores(a, b *candidates) (xs, ys []int32) {
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
// b, and in both, by merging their sorted valid words.
func wordCounts(a, b *compared, vs []search.Variant) []report.WordCounts {
	// counts[v] holds only in a, only in b and both, for variant v.
	counts := make([][3]int, len(vs))
	wa, wb := &a.list.Words, &b.list.Words
	add := func(mask bitset.Set, which int) {
		for v, variant := range vs {
			if mask&variant.Banned == 0 {
				counts[v][which]++
			}
		}
	}
	i, j := 0, 0
	for i < len(a.valid) && j < len(b.valid) {
		ia, ib := int(a.valid[i]), int(b.valid[j])
		c := cmp.Compare(a.prefixes[i], b.prefixes[j])
		if c == 0 {
			c = bytes.Compare(wa.Bytes(ia), wb.Bytes(ib))
		}
		switch {
		case c < 0:
			add(wa.Masks[ia], 0)
			i++
		case c > 0:
			add(wb.Masks[ib], 1)
			j++
		default:
			add(wa.Masks[ia], 2)
			i++
			j++
		}
	}
	for ; i < len(a.valid); i++ {
		add(wa.Masks[a.valid[i]], 0)
	}
	for ; j < len(b.valid); j++ {
		add(wb.Masks[b.valid[j]], 1)
	}
	out := make([]report.WordCounts, len(vs))
	for v, c := range counts {
		out[v] = report.WordCounts{OnlyA: c[0], OnlyB: c[1], Both: c[2]}
	}
	return out
}

// boardWords compares the words of board h in two lists, given in byte
// order: those only in one list are listed best first.
func boardWords(a, b []report.ScoredWord, h search.Honeycomb) report.BoardWords {
	out := report.BoardWords{Board: h.String(), Letters: h.Letters.String(), Center: h.Center.String(),
		OnlyA: []report.ScoredWord{}, OnlyB: []report.ScoredWord{}}
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		c := 0
		switch {
		case i == len(a):
			c = 1
		case j == len(b):
			c = -1
		default:
			c = strings.Compare(a[i].Word, b[j].Word)
		}
		switch {
		case c < 0:
			out.OnlyA = append(out.OnlyA, a[i])
			out.OnlyAPoints += a[i].Score
			i++
		case c > 0:
			out.OnlyB = append(out.OnlyB, b[j])
			out.OnlyBPoints += b[j].Score
			j++
		default:
			out.Both++
			out.BothPoints += a[i].Score
			i++
			j++
		}
	}
	best := func(x, y report.ScoredWord) int {
		if c := cmp.Compare(y.Score, x.Score); c != 0 {
			return c
		}
		return strings.Compare(x.Word, y.Word)
	}
	slices.SortFunc(out.OnlyA, best)
	slices.SortFunc(out.OnlyB, best)
	return out
}

// writeCompareFiles writes the report files of a compare run into dir as
// one set (report.Files), so that a run that fails or is interrupted on
// the way changes nothing in dir: first the charts,
// DIR/compare.VARIANT.svg, which the Markdown report then embeds, and then
// the reports. It stops before the next file when ctx is cancelled.
func writeCompareFiles(ctx context.Context, dir string, c *comparison, words int) error {
	files := newReportFiles(ctx, dir)
	defer files.Abort()
	for v := range c.Variants {
		vc := &c.Variants[v]
		series := scoreSeries(c.lists, v)
		if len(series) == 0 {
			continue // no list has a valid honeycomb
		}
		name := "compare." + vc.Variant + ".svg"
		title := "Scores of every candidate honeycomb, variant " + vc.Variant
		if err := files.add(name, func(w io.Writer) error { return plot.Overlay(w, title, series...) }); err != nil {
			return err
		}
		vc.Plot = name
	}
	for _, format := range []string{"md", "json", "csv"} {
		err := files.add("compare."+format, func(w io.Writer) error {
			return report.WriteComparison(w, format, c.Comparison, words)
		})
		if err != nil {
			return err
		}
	}
	_, err := files.commit()
	return err
}

// scoreSeries returns the scores of every candidate of each list in
// variant v, for the overlay; lists without a candidate are left out.
func scoreSeries(cs []*compared, v int) []plot.Series {
	var out []plot.Series
	for _, c := range cs {
		all := c.rankings[v].All
		if len(all) == 0 {
			continue
		}
		scores := make([]int, len(all))
		for i, s := range all {
			scores[i] = s.Score
		}
		out = append(out, plot.Series{Name: c.list.Name, Scores: scores})
	}
	return out
}
