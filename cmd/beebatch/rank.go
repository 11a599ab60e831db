package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"maps"
	"math"
	"runtime"
	"slices"
	"sync"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/plot"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/freq"
	"github.com/beebatch/beebatch/pkg/likeness"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/stats"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

var rankUsage = `Usage: beebatch rank [flags] WORDLIST...

Rank the honeycombs of each word list, exactly: every letter set of a
pangram, with each of its letters as center, scored over the list. Every
list is ranked in every variant: no-s is the classic puzzle, where no word
or honeycomb has an S, and s allows S. Ties rank by letters, then center,
alphabetically.

--top N ranks the best N, --bottom N the worst N, shown worst first.
--format text shows them as tables, md as Markdown, csv as one row per
honeycomb (list, variant, section, rank, letters, center, board, score,
words, pangrams, has_pangram) and json as one document (--json is --format
json). The board column, such as AEGINRT:R, is what score and solve read,
and score reads the boards of such a CSV file (see "beebatch score -h").
A large N costs about 24 bytes of memory a honeycomb ranked and a few
tenths of a second a million rows written: all 7,969,500 honeycombs of
--space all over enable1 (--top 1000000000) take about 200 MB, and the
rows are written as they are read.

--space pangram (the default) ranks the candidates above. --space all ranks
every set of K letters (--size, 7 by default) with each of its letters as
center, whether a pangram uses it or not: 3,364,900 honeycombs without S and
4,604,600 with it. Rows then say whether each has a pangram (has_pangram).

--pareto also lists the Pareto frontier of the honeycombs ranked: the
fewest words for the points. A honeycomb is on it when no other has at
most its words and at least its points, with fewer words or more points;
honeycombs with the same words and points are one point of the frontier,
shown by the first in ranking order, with the others counted as its ties.
Its rows go fewest words first, numbered from 1: column # of the tables,
rank in CSV (section pareto, with a ties column) and JSON (pareto, each
row with its ties). Over enable1 without S the
frontier has 108 points, as Norvig's notebook counts them, and 109
honeycombs: CGILOTX:X and CILMOQU:Q both have 3 words and 31 points.
It works in every space, with every filter, and costs memory in
proportion to the most words a honeycomb has; add --top 0 to list only
the frontier.

With --where or --preset, only the honeycombs that pass the filter are
ranked: ranks are positions among them, and every report says which space,
which filter and how many of the space passed. A variant whose extra
letters the filter excludes, such as s under "no S", would rank what the
other ranks: it is ranked once, and the reports say so.

With --out DIR it also writes DIR/LIST.VARIANT.csv and .md for each list
and variant, and DIR/summary.md, DIR/summary.json and DIR/summary.csv
across them, and ends by saying on standard error how many files it wrote
where. Nothing is written until every list has been read and ranked, and
the files are then written as one set, each to a temporary file and all
renamed at the end: a run that fails or is interrupted leaves DIR as it
was (and does not leave it behind if the run created it). No other file in
DIR is touched.

With --stats it also describes the scores of all the honeycombs ranked:
their distribution (quantiles, mean, standard deviation), a histogram, each
letter as center and the letters of the best 100. The JSON and Markdown
reports hold them, the terminal report shows one line, and --out writes
DIR/LIST.VARIANT.svg, the histogram, which the Markdown report embeds.
--stats is on by default with --where or --preset, and with --out but not
with --space all unfiltered, where counting millions of scores takes about
as long again as ranking them; give --stats for them in --json. The
figures come from counts by score, so that they take little memory however
many honeycombs there are.
` + freqHelp + `With --freq each honeycomb also gets its rare words and the points they
carry: columns rare_words and rare_points, and the filter may count them.
` + wordlistHelp + filterUsage + exitHelp

// rankCmd runs "beebatch rank".
func rankCmd(ctx context.Context, e *env, args []string) error {
	r, err := parseRank(e, args)
	if err != nil {
		return err
	}
	if err := e.prepareOutDir("--out", r.out); err != nil {
		return err
	}
	rep, err := r.rank(ctx, e)
	if err != nil {
		return err
	}
	return r.write(ctx, e, rep)
}

// rankRun is a run of "beebatch rank": its flags, once checked, and the
// names of its lists.
type rankRun struct {
	search.Query // the rules, variants, space, counts and filter to rank with
	rf           ruleFlags
	filt         filterFlags
	fq           freqFlags
	ff           formatFlag
	out          string
	opts         wordlist.Options
	space        string               // --space, the name of Space
	same         []puzzle.SameVariant // the variants that rank as one of Variants
	format       string
	specs, names []string // the WORDLIST arguments, and the names of the lists
	by           string   // --by: score or likeness
}

// parseRank parses and checks the command line of rank.
func parseRank(e *env, args []string) (*rankRun, error) {
	r := &rankRun{filt: filterFlags{likeness: true}}
	fs := newFlagSet(e, "rank", rankUsage)
	r.rf.register(fs)
	r.rf.registerLang(fs)
	size := fs.Int("size", puzzle.DefaultRules.Size, "`K` letters in a honeycomb, 5 to 9; a pangram uses all K")
	fs.StringVar(&r.space, "space", "pangram", "the honeycombs to rank: `pangram` (the letter sets of pangrams) or all (every K-letter set)")
	fs.IntVar(&r.Top, "top", 10, "rank the best `N` honeycombs")
	fs.IntVar(&r.Bottom, "bottom", 0, "rank the worst `N` honeycombs")
	variants := fs.String("variants", "no-s,s", "the `variants` to rank, comma-separated: no-s, s, or no-s,s for both")
	fs.IntVar(&r.Workers, "workers", runtime.GOMAXPROCS(0), "`N` goroutines to rank with")
	fs.StringVar(&r.out, "out", "", "write report files to `DIR`")
	r.ff.register(fs, "the report")
	r.filt.register(fs)
	fs.BoolVar(&r.Tally, "stats", false, "describe the scores of all the honeycombs ranked (distribution, histogram, centers, letters); "+
		"on by default with --where or --preset, and with --out unless --space all")
	r.fq.register(fs)
	fs.StringVar(&r.by, "by", "score", "rank by `MEASURE`: score, or likeness (how NYT-like, by the board likeness beebatch learn gave the list)")
	fs.BoolVar(&r.Pareto, "pareto", false, "also list the Pareto frontier: the honeycombs that no other beats with fewer words and as many points, or as many words and more points")
	if err := parse(e, fs, args); err != nil {
		return nil, err
	}
	var err error
	if r.Filter, err = r.filt.filter(e); err != nil {
		return nil, err
	}
	if err := r.rf.resolveLang(fs.Args()); err != nil {
		return nil, err
	}
	if r.Rules, r.opts, err = r.rf.rules(*size); err != nil {
		return nil, err
	}
	if r.Filter, err = r.rf.langFilter(e, &r.filt, r.Filter); err != nil {
		return nil, err
	}
	var ok bool
	if r.Space, ok = map[string]search.Kind{"pangram": search.PangramSets, "all": search.AllSets}[r.space]; !ok {
		return nil, usagef("--space %q: expected pangram or all", r.space)
	}
	if r.Variants, err = r.rf.variants(*variants, r.Rules); err != nil {
		return nil, err
	}
	var allowed []bitset.Set
	for _, v := range r.Variants {
		allowed = append(allowed, r.Rules.Alphabet.All()&^r.Rules.Exclude&^v.Banned)
	}
	r.Variants, r.same = search.DistinctVariants(r.Variants, r.Rules, r.Filter)
	r.format, err = r.ff.check(fs)
	if err = cmp.Or(r.filt.canPass(r.Filter, r.Rules.Size, allowed...), err); err != nil {
		return nil, err
	}
	switch {
	case r.Top < 0:
		return nil, usagef("--top %d: expected a count of 0 or more", r.Top)
	case r.Bottom < 0:
		return nil, usagef("--bottom %d: expected a count of 0 or more", r.Bottom)
	case r.Workers < 1:
		return nil, usagef("--workers %d: expected 1 or more", r.Workers)
	case r.by != "score" && r.by != "likeness":
		return nil, usagef("--by %q: expected score or likeness", r.by)
	case r.by == "likeness" && r.fq.list != "":
		return nil, usagef("--by likeness looks pangrams up in count_1w_100k: it cannot be given with --freq")
	case r.Filter.Derived() != 0 && r.fq.list != "":
		return nil, usagef("--where %q: the likeness looks pangrams up in count_1w_100k: it cannot be given with --freq", r.Filter.String())
	case fs.NArg() == 0:
		return nil, usagef("no WORDLIST given")
	}
	r.specs = fs.Args()
	if err := cmp.Or(flagAfterArgs(r.specs), r.fq.check(e, fs, r.Filter, r.specs)); err != nil {
		return nil, err
	}
	// Statistics, unless --stats says otherwise: for a filtered run, and
	// with --out in the pangram space; counting the 8 million honeycombs
	// of --space all costs about a quarter of the time of ranking them.
	if !flagGiven(fs, "stats") {
		r.Tally = r.Filter != nil || r.out != "" && r.Space != search.AllSets
	}
	return r, nil
}

// rank reads and ranks each list in each variant, once the names of the
// files they would give in --out are checked.
func (r *rankRun) rank(ctx context.Context, e *env) (*report.Report, error) {
	lists := wordLists(e, r.specs, r.opts, nil)
	names, rule, err := openLists(ctx, e, &r.rf, &r.fq, lists)
	if err != nil {
		return nil, err
	}
	r.names = names
	if r.out != "" {
		var files []string
		for _, n := range names {
			for _, v := range r.Variants {
				files = append(files, n+"."+v.Name+".csv", n+"."+v.Name+".svg")
			}
		}
		if err := checkNames("--out", r.out, files); err != nil {
			lists.Close()
			return nil, err
		}
	}
	bar := startProgress(e)
	q := r.Query
	q.Progress = &bar.Progress
	if q.Tally {
		q.Top = max(q.Top, search.TopLetters) // the statistics count the letters of the best
	}
	cols := measure.Columns(rule != nil, r.Filter.Needs()) // the measures the reports show
	for _, m := range cols {
		q.Measures |= 1 << m
	}
	models := map[string]*likeness.Model{} // by list name, with --by likeness
	if r.by == "likeness" {
		for _, n := range names {
			if models[n] = likenessModel(e, n); models[n] == nil {
				lists.Close()
				return nil, usagef("--by likeness: the list %s has no board likeness; expected a list that beebatch learn installed (see \"beebatch learn -h\")", n)
			}
		}
		counts, err := likenessCounts(ctx, e)
		if err != nil {
			lists.Close()
			return nil, err
		}
		q.Counts = (&freq.Rule{List: counts}).Counts
		q.Measures |= 1 << measure.Likeness
		cols = append(cols, measure.Likeness)
		// Every honeycomb that passes: the likeness ranks them all.
		q.Top, q.Bottom = math.MaxInt32, 0
	}
	if q.Filter.Derived() != 0 {
		// A likeness clause: each list's own model, and its column.
		if q.Counts, err = whereLikeness(ctx, e, q.Filter); err != nil {
			lists.Close()
			return nil, err
		}
		for _, n := range names {
			if _, models[n], err = withLikeness(e, q.Filter, n); err != nil {
				lists.Close()
				return nil, err
			}
		}
		if !slices.Contains(cols, measure.Likeness) {
			cols = append(cols, measure.Likeness)
		}
	}
	freqName := "" // which words are rare, as the reports say it
	if rule != nil {
		// Rare words are known by their text, which a Fit does not keep.
		q.Rare, q.Counts = rule.RareWords, rule.Counts
		freqName = rule.String()
	} else {
		lists.Options.Fit = q.Fit()
	}
	rep := &report.Report{Rules: reportRules(r.Rules, r.opts), SameVariants: r.same}
	var rk search.Ranker
	done := 0 // the lists before names[done] are ranked, or passed over as repeats
	err = scanLists(ctx, e, lists, func(i int, l *wordlist.List) error {
		bar.phase(fmt.Sprintf("ranking %s (%d of %d)", l.Name, i+1, len(r.names)))
		if err := scoresFit(l, r.Rules); err != nil {
			return err
		}
		ql := q
		if m := models[l.Name]; m != nil && q.Filter.Derived() != 0 {
			ql.Filter = q.Filter.WithDeriver(m.Deriver())
		}
		ranked, err := rk.Rank(ctx, &l.Words, ql)
		if err != nil {
			return err
		}
		// The statistics of each variant, from tens of millions of counts
		// for the largest spaces, on a core each.
		reports := make([]report.List, len(ranked))
		var wg sync.WaitGroup
		for i := range ranked {
			wg.Go(func() {
				reports[i] = rankReport(l, &ranked[i], r.space, r.Filter, r.Top, freqName)
				reports[i].Columns = cols
				reports[i].Alphabet, reports[i].Lang = r.Rules.Alphabet, r.rf.langCode()
				switch m := models[l.Name]; {
				case m != nil && r.by == "likeness":
					reports[i].Top, reports[i].Bottom = byLikeness(&ranked[i], m, r.Top, r.Bottom)
					reports[i].Pareto = withLikenessRows(reports[i].Pareto, m)
				case m != nil:
					l := &reports[i]
					l.Top, l.Bottom, l.Pareto = withLikenessRows(l.Top, m), withLikenessRows(l.Bottom, m), withLikenessRows(l.Pareto, m)
				}
			})
		}
		wg.Wait()
		if err := ctx.Err(); err != nil {
			return err
		}
		rep.Lists = append(rep.Lists, reports...)
		done = i + 1
		return nil
	})
	bar.finish()
	if err != nil && ctx.Err() != nil {
		return nil, interrupted(r.names, done)
	}
	return rep, err
}

// write writes the report to standard output, and the report files of
// --out even when standard output fails ("| head").
func (r *rankRun) write(ctx context.Context, e *env, rep *report.Report) error {
	out := io.Writer(e.stdout)
	var bar *progress
	if !e.stdoutTTY {
		// Millions of rows take seconds to write: the bar counts them,
		// where it does not cut into them.
		bar = startProgress(e)
		bar.phase("lines written")
		out = report.Columns{Writer: lineCounter{e.stdout, bar}, N: report.Width(e.stdout)}
	}
	werr := render(ctx, out, func(w io.Writer) error { return report.WriteRanking(w, r.format, rep) })
	if bar != nil {
		bar.finish()
	}
	if r.format == "csv" || r.format == "json" {
		// Text and Markdown say it; JSON has it, but not as a sentence.
		for _, v := range rep.SameVariants {
			e.note(fmt.Sprintf("beebatch rank: %s", v.Note()))
		}
	}
	if r.out != "" {
		written, err := writeRankFiles(ctx, r.out, rep)
		if err != nil {
			return writeError(ctx, r.names, err)
		}
		reportWritten(e, "rank", r.out, written)
	}
	return werr
}

// rankReport is the report of list l ranked in one variant, r, of the
// space named space with filter f (or nil); freq says which words are
// rare, "" without --freq.
func rankReport(l *wordlist.List, r *search.Ranked, space string, f *filter.Filter, top int, freq string) report.List {
	skipped := l.Skipped.Map()
	maps.Copy(skipped, r.Stats.Skips())
	passed := 0 // the letter sets of which a honeycomb passes f
	if f != nil {
		passed = r.Tally.Lettersets()
	}
	var pareto report.Rows // nil, not an empty Results, without a frontier
	if len(r.Pareto) > 0 {
		pareto = report.Results(r.Pareto)
	}
	return report.List{
		Name: l.Name, Path: l.Path, Variant: r.Variant.Name,
		Lines: l.Lines, DistinctWords: l.Words.Distinct(),
		ValidWords: r.Stats.ValidWords, PangramWords: r.Stats.PangramWords,
		PangramLettersets: r.Stats.PangramLettersets, Candidates: r.Stats.Candidates,
		Skipped: skipped,
		Space:   space, Filter: f.String(), Honeycombs: r.Honeycombs, Passed: r.Passed,
		WithPangram: r.WithPangram, ZeroScore: r.ZeroScore,
		Top: r.Top.Head(top), Bottom: r.Bottom, Pareto: pareto, Freq: freq,
		Stats: rankStats(&r.Ranking), PassedLettersets: passed,
	}
}

// rankStats returns the statistics of the honeycombs that r ranks, from
// its Tally and its best honeycombs, or nil if there are none.
func rankStats(r *search.Ranking) *report.Stats {
	if r.Tally == nil || r.Passed == 0 {
		return nil
	}
	best := make([]search.Scored, r.Top.Len())
	for i := range best {
		h := r.Top.At(i)
		best[i] = search.Scored{Honeycomb: h.Honeycomb, Score: h.Score}
	}
	return report.NewStats(search.SummarizeTally(r.Tally, best, search.TopLetters))
}

// byLikeness returns the best top and the worst bottom honeycombs of r by
// their likeness under m, the worst first, each with its likeness among
// its Values and its Rank among all by likeness; r.Top holds every
// honeycomb that passed, by score. Ties keep the order of r.Top: by
// score, then letters and center.
func byLikeness(r *search.Ranked, m *likeness.Model, top, bottom int) (best, worst report.Rows) {
	all := r.Top
	n := all.Len()
	like := make([]int64, n)
	order := make([]int32, n)
	derive := m.Deriver()
	for i := range n {
		h := all.At(i)
		like[i], order[i] = derive(measure.Likeness, h.Letters, h.Center, &h.Values), int32(i)
	}
	slices.SortStableFunc(order, func(a, b int32) int { return cmp.Compare(like[b], like[a]) })
	at := func(k int) search.Result {
		h := all.At(int(order[k]))
		h.Values[measure.Likeness], h.Rank = like[order[k]], k+1
		return h
	}
	var b, w report.Results
	for k := range min(top, n) {
		b = append(b, at(k))
	}
	for k := range min(bottom, n) {
		w = append(w, at(n-1-k))
	}
	return b, w
}

// writeRankFiles writes the report files of a rank run into dir as one
// set (writeFiles), and returns their names.
func writeRankFiles(ctx context.Context, dir string, rep *report.Report) ([]string, error) {
	var files []reportFile
	for i := range rep.Lists {
		l := &rep.Lists[i]
		if l.Stats != nil {
			files = append(files, reportFile{l.PlotFile(), func(w io.Writer) error {
				body, d := stats.Histogram(l.Stats.Body), l.Stats.Distribution
				return plot.Histogram(w, l.PlotTitle(), body, plot.Tail{Count: d.Count - body.Total(), Total: d.Count, Max: d.Max})
			}})
		}
		files = append(files,
			reportFile{l.FileBase() + ".csv", func(w io.Writer) error { return report.WriteCSV(w, *l) }},
			reportFile{l.FileBase() + ".md", func(w io.Writer) error { return report.WriteMarkdown(w, rep.Rules, l, true) }})
	}
	return writeFiles(ctx, dir, append(files,
		reportFile{"summary.md", func(w io.Writer) error { return report.WriteSummaryMarkdown(w, rep) }},
		reportFile{"summary.json", func(w io.Writer) error { return report.WriteRankingJSON(w, rep) }},
		reportFile{"summary.csv", func(w io.Writer) error { return report.WriteSummaryCSV(w, rep) }})...)
}
