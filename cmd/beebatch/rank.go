package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"runtime"
	"sync"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/plot"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/stats"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

const rankUsage = `Usage: beebatch rank [flags] WORDLIST...

Rank the honeycombs of each word list, exactly: every letter set of a
pangram, with each of its letters as center, scored over the list. Every
list is ranked in every variant: no-s is the classic puzzle, where no word
or honeycomb has an S, and s allows S. Ties rank by letters, then center,
alphabetically.

--top N ranks the best N, --bottom N the worst N, shown worst first.
--format text shows them as tables, md as Markdown, csv as one row per
honeycomb (list, variant, section, rank, letters, center, score, words,
pangrams, has_pangram) and json as one document (--json is --format json).
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
` + statsHelp + freqHelp + `With --freq each honeycomb also gets its rare words and the points they
carry: columns rare_words and rare_points, and the filter may count them.
` + wordlistHelp + filterUsage + exitHelp

// statsHelp is the paragraph of rank's help on statistics.
const statsHelp = `
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
`

// statsUsage is the help for rank's --stats flag.
const statsUsage = "describe the scores of all the honeycombs ranked (distribution, histogram, centers, letters); " +
	"on by default with --where or --preset, and with --out unless --space all"

// rankCmd runs "beebatch rank".
func rankCmd(ctx context.Context, e *env, args []string) (err error) {
	fs := newFlagSet(e, "rank", rankUsage)
	var rf ruleFlags
	rf.register(fs)
	size := fs.Int("size", search.DefaultRules.Size, "`K` letters in a honeycomb, 5 to 9; a pangram uses all K")
	space := fs.String("space", "pangram", "the honeycombs to rank: `pangram` (the letter sets of pangrams) or all (every K-letter set)")
	top := fs.Int("top", 10, "rank the best `N` honeycombs")
	bottom := fs.Int("bottom", 0, "rank the worst `N` honeycombs")
	variants := fs.String("variants", "no-s,s", "the `variants` to rank, comma-separated: no-s, s, or no-s,s for both")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "`N` goroutines to rank with")
	out := fs.String("out", "", "write report files to `DIR`")
	var ff formatFlag
	ff.register(fs, "the report")
	quiet := fs.Bool("quiet", false, "show no progress bar")
	var filt filterFlags
	filt.register(fs)
	statsFlag := fs.Bool("stats", false, statsUsage)
	var fq freqFlags
	fq.register(fs)
	pareto := fs.Bool("pareto", false, "also list the Pareto frontier: the honeycombs that no other beats with fewer words and as many points, or as many words and more points")
	if err := parse(e, fs, args); err != nil {
		return err
	}
	flt, err := filt.filter(e)
	if err != nil {
		return err
	}
	rules, opts, err := rf.rules(*size)
	if err != nil {
		return badUsage(e, fs, err)
	}
	kind, err := parseSpace(*space)
	if err != nil {
		return badUsage(e, fs, err)
	}
	vs, err := rf.variants(*variants, rules)
	if err != nil {
		return badUsage(e, fs, err)
	}
	var allowed []bitset.Set
	for _, v := range vs {
		allowed = append(allowed, bitset.All&^rules.Exclude&^v.Banned)
	}
	if err := filt.canPass(flt, rules.Size, allowed...); err != nil {
		return err
	}
	format, err := ff.check(fs)
	if err != nil {
		return badUsage(e, fs, err)
	}
	switch {
	case *top < 0:
		return badUsage(e, fs, fmt.Errorf("--top %d: expected a count of 0 or more", *top))
	case *bottom < 0:
		return badUsage(e, fs, fmt.Errorf("--bottom %d: expected a count of 0 or more", *bottom))
	case *workers < 1:
		return badUsage(e, fs, fmt.Errorf("--workers %d: expected 1 or more", *workers))
	case fs.NArg() == 0:
		return badUsage(e, fs, fmt.Errorf("no WORDLIST given"))
	}
	if err := flagAfterArgs(fs.Args()); err != nil {
		return badUsage(e, fs, err)
	}
	if err := fq.check(e, fs, fs.Args()); err != nil {
		return badUsage(e, fs, err)
	}
	if err := fq.checkFilter(flt); err != nil {
		return badUsage(e, fs, err)
	}
	if *out != "" {
		undo, perr := prepareOutDir("--out", *out)
		if perr != nil {
			return perr
		}
		defer func() {
			if err != nil { // the error this command returns
				undo()
			}
		}()
	}
	exclude, err := rf.exclusions(ctx, e, fs.Args())
	if err != nil {
		return err
	}
	rare, err := fq.load(ctx, e, opts)
	if err != nil {
		return err
	}
	vs, same := distinctVariants(vs, rules, flt)
	lists := wordLists(e, fs.Args(), opts, exclude)
	names, err := sources(e, lists)
	if err != nil {
		return err
	}
	if *out != "" {
		var files []string
		for _, n := range names {
			for _, v := range vs {
				files = append(files, n+"."+v.Name+".csv", n+"."+v.Name+".svg")
			}
		}
		if err := checkNames("--out", *out, files); err != nil {
			return err
		}
	}

	bar := startProgress(e, *quiet)
	withStats := wantStats(fs, *statsFlag, *out, *space, flt != nil)
	q := search.Query{Rules: rules, Variants: vs, Space: kind,
		RankOptions: search.RankOptions{Top: *top, Bottom: *bottom, Workers: *workers, Filter: flt,
			Tally: withStats, Compact: true, Pareto: *pareto, Progress: &bar.Progress}}
	if withStats {
		// The statistics count the letters of the best TopLetters.
		q.Top = max(q.Top, stats.TopLetters)
	}
	freq := "" // which words are rare, as the reports say it
	if rare != nil {
		// Rare words are known by their text, which a Fit does not keep.
		q.Rare = rare.RareWords
		freq = rare.String()
	} else {
		// Ranking needs no word's text and no word that cannot count.
		lists.Options.Fit = q.Fit()
	}
	rep := &report.Report{Rules: reportRules(rules, opts), SameVariants: same}
	var rk search.Ranker
	done := 0 // the lists before names[done] are ranked, or passed over as the same as another
	err = scanLists(ctx, e, lists, func(i int, l *wordlist.List) error {
		bar.phase(fmt.Sprintf("ranking %s (%d of %d)", l.Name, i+1, len(names)))
		if err := scoresFit(l, rules); err != nil {
			return err
		}
		ranked, err := rk.Rank(ctx, &l.Words, q)
		if err != nil {
			return err
		}
		// The statistics of each variant, from tens of millions of
		// counts for the largest spaces, on a core each, computed where
		// a signal need not wait for them.
		reports, err := compute(ctx, func() []report.List {
			reports := make([]report.List, len(ranked))
			var wg sync.WaitGroup
			for i := range ranked {
				wg.Go(func() { reports[i] = rankReport(l, &ranked[i], kind, flt, *top, freq) })
			}
			wg.Wait()
			return reports
		})
		if err != nil {
			return err
		}
		rep.Lists = append(rep.Lists, reports...)
		done = i + 1
		return nil
	})
	bar.finish()
	if err != nil {
		if ctx.Err() != nil {
			return interrupted(names, done, "", nil)
		}
		return err
	}
	// The report files are written even when standard output fails, as
	// when its reader closes it ("| head"): the run then ends with that
	// error, once they are.
	werr := render(ctx, e.stdout, func(w io.Writer) error { return report.WriteRanking(w, format, rep) })
	if serr := e.stdoutErr(); serr != nil {
		werr = serr
	}
	if format == "csv" || format == "json" {
		// Text and Markdown say it; JSON has it, but not as a sentence.
		for _, v := range same {
			fmt.Fprintf(e.stderr, "beebatch rank: %s\n", v.Note())
		}
	}
	if *out != "" {
		written, err := writeRankFiles(ctx, *out, rep)
		if err != nil {
			if ctx.Err() != nil {
				return interrupted(names, len(names), "the report files", written)
			}
			return err
		}
		reportWritten(e, "rank", *out, written)
	}
	return werr
}

// distinctVariants returns the variants of vs that rank different
// honeycombs under rules and filter f (which may be nil), and the others,
// each with the first variant that ranks what it would, and why: a
// variant that only allows letters that --exclude or the filter excludes,
// such as s under the nyt preset, which has "no S", ranks the honeycombs
// of the variant without them, with the same scores, so it is ranked
// once.
func distinctVariants(vs []search.Variant, rules search.Rules, f *filter.Filter) ([]search.Variant, []report.SameVariant) {
	lacks := f.Letters().MustLack
	var keep []search.Variant
	var same []report.SameVariant
	allowed := func(v search.Variant) bitset.Set { return bitset.All &^ rules.Exclude &^ lacks &^ v.Banned }
outer:
	for _, v := range vs {
		for _, u := range keep {
			if allowed(u) != allowed(v) {
				continue
			}
			diff := u.Banned ^ v.Banned
			why := "--exclude bans " + diff.String()
			if diff&^lacks == 0 {
				why = "the filter excludes " + diff.String()
			}
			same = append(same, report.SameVariant{Variant: v.Name, As: u.Name, Why: why})
			continue outer
		}
		keep = append(keep, v)
	}
	return keep, same
}

// parseSpace reads the --space flag.
func parseSpace(s string) (search.Kind, error) {
	switch s {
	case "pangram":
		return search.PangramSets, nil
	case "all":
		return search.AllSets, nil
	}
	return 0, fmt.Errorf("--space %q: expected pangram or all", s)
}

// spaceName is the name of a search.Kind in reports.
func spaceName(k search.Kind) string {
	if k == search.AllSets {
		return "all"
	}
	return "pangram"
}

// rankReport is the report of list l ranked in one variant, r, of the
// space kind with filter f, which may be nil: its best top honeycombs,
// of r's, its Pareto frontier if r has one, and its statistics if r has
// a Tally. freq says which words are rare, with --freq (freq.Rule's
// String), and is "" without.
func rankReport(l *wordlist.List, r *search.Ranked, kind search.Kind, f *filter.Filter, top int, freq string) report.List {
	skipped := l.Skipped.Map()
	for k, n := range r.Stats.Skips() {
		skipped[k] = n
	}
	return report.List{
		Name: l.Name, Path: l.Path, Variant: r.Variant.Name,
		Lines: l.Lines, DistinctWords: l.Words.Distinct(),
		ValidWords: r.Stats.ValidWords, PangramWords: r.Stats.PangramWords,
		PangramLettersets: r.Stats.PangramLettersets, Candidates: r.Stats.Candidates,
		Skipped: skipped,
		Space:   spaceName(kind), Filter: f.String(), Honeycombs: r.Honeycombs, Passed: r.Passed,
		WithPangram: r.WithPangram, ZeroScore: r.ZeroScore,
		TopRows: r.TopResults.Head(top), BottomRows: r.BottomResults, Pareto: rankFrontier(r.Pareto, freq != ""), Freq: freq,
		Stats: rankStats(&r.Ranking), PassedLettersets: passedLettersets(&r.Ranking, f),
	}
}

// rankFrontier is the Pareto frontier of a ranking as the report holds it,
// with each honeycomb's rare words if rare is set, or nil if there is
// none.
func rankFrontier(rs []search.Result, rare bool) []report.FrontierRow {
	if len(rs) == 0 {
		return nil
	}
	return report.FrontierRows(rs, rare)
}

// passedLettersets counts the letter sets of the honeycombs that r
// ranks, each once, for a filtered run with statistics: those of which a
// honeycomb passes f, each the best center of one (search.Tally). It is 0
// without a filter or statistics.
func passedLettersets(r *search.Ranking, f *filter.Filter) int {
	if f == nil || r.Tally == nil {
		return 0
	}
	n := 0
	for _, c := range r.Tally.Centers {
		n += c.BestOf
	}
	return n
}

// wantStats says whether rank computes statistics: as --stats says if
// it is given, else for a filtered run, whose report is the honeycombs
// that pass and their distribution, and with --out in the pangram space,
// since the report files are for reading and the pangram candidates are
// few. The statistics come from counts of the ranked honeycombs by score
// and center, gathered while ranking (search.RankOptions.Tally), in
// memory that does not grow with their number; for the 8 million
// honeycombs of --space all, counting them costs about a quarter of the
// time of ranking them, which a run without --stats does not pay.
func wantStats(fs *flag.FlagSet, statsFlag bool, out string, space string, filtered bool) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == "stats" })
	if set {
		return statsFlag
	}
	return filtered || out != "" && space != "all"
}

// rankStats returns the statistics of the honeycombs that r ranks, from
// its Tally and its best honeycombs, or nil if there are none, as when
// they were not asked for.
func rankStats(r *search.Ranking) *report.Stats {
	if r.Tally == nil || r.Passed == 0 {
		return nil
	}
	best := make([]search.Scored, r.TopResults.Len())
	for i := range best {
		h := r.TopResults.At(i)
		best[i] = search.Scored{Honeycomb: h.Honeycomb, Score: h.Score}
	}
	return report.NewStats(stats.SummarizeTally(r.Tally, best, stats.TopLetters))
}

// writeRankFiles writes the report files of a rank run into dir as one
// set (atomicfile.Files): each to a temporary file, and then all renamed into
// place, so that a run that fails or is interrupted on the way changes
// nothing in dir. It stops before the next file when ctx is cancelled,
// and returns the names of the files it wrote.
func writeRankFiles(ctx context.Context, dir string, rep *report.Report) ([]string, error) {
	files := newReportFiles(ctx, dir)
	defer files.Abort()
	// The plots, a millisecond of processor time each, are drawn
	// together on every core, while the tables are written.
	plots := make([]bytes.Buffer, len(rep.Lists))
	plotErrs := make([]error, len(rep.Lists))
	drawn := make([]chan struct{}, len(rep.Lists))
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i := range rep.Lists {
		l := &rep.Lists[i]
		if l.Stats == nil {
			continue
		}
		drawn[i] = make(chan struct{})
		go func() {
			defer close(drawn[i])
			sem <- struct{}{}
			defer func() { <-sem }()
			body := stats.Histogram(l.Stats.Body)
			d := l.Stats.Distribution
			plotErrs[i] = plot.Histogram(&plots[i], l.PlotTitle(), body, plot.Tail{Count: d.Count - body.Total(), Total: d.Count, Max: d.Max})
		}()
	}
	defer func() {
		for _, c := range drawn {
			if c != nil {
				<-c
			}
		}
	}()
	for i := range rep.Lists {
		l := &rep.Lists[i]
		if l.Stats != nil {
			err := files.add(l.PlotFile(), func(w io.Writer) error {
				<-drawn[i]
				if plotErrs[i] != nil {
					return plotErrs[i]
				}
				_, err := w.Write(plots[i].Bytes())
				return err
			})
			if err != nil {
				return nil, err
			}
		}
		if err := files.add(l.FileBase()+".csv", func(w io.Writer) error { return report.WriteCSV(w, *l) }); err != nil {
			return nil, err
		}
		if err := files.add(l.FileBase()+".md", func(w io.Writer) error { return report.WriteMarkdown(w, rep.Rules, l, true) }); err != nil {
			return nil, err
		}
	}
	if err := files.add("summary.md", func(w io.Writer) error { return report.WriteSummaryMarkdown(w, rep) }); err != nil {
		return nil, err
	}
	if err := files.add("summary.json", func(w io.Writer) error { return report.WriteRankingJSON(w, rep) }); err != nil {
		return nil, err
	}
	if err := files.add("summary.csv", func(w io.Writer) error { return report.WriteSummaryCSV(w, rep) }); err != nil {
		return nil, err
	}
	return files.commit()
}
