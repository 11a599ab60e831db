package main

import (
	"context"
	"fmt"
	"io"
	"runtime"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

const rankUsage = `Usage: beebatch rank [flags] WORDLIST...

Rank the honeycombs of each word list, exactly: every letter set of a
pangram, with each of its letters as center, scored over the list. Every
list is ranked in every variant: no-s is the classic puzzle, where no word
or honeycomb has an S, and s allows S. Ties rank by letters, then center,
alphabetically.

--top N ranks the best N, --bottom N the worst N, shown worst first. The
report shows them as tables, or with --json as one JSON document.

--space pangram (the default) ranks the candidates above. --space all ranks
every set of K letters (--size, 7 by default) with each of its letters as
center, whether a pangram uses it or not: 3,364,900 honeycombs without S and
4,604,600 with it. Rows then say whether each has a pangram (has_pangram).

With --where or --preset, only the honeycombs that pass the filter are
ranked: ranks are positions among them, and the report says how many of the
space passed.

With --out DIR it also writes DIR/LIST.VARIANT.csv and .md for each list
and variant, and DIR/summary.md and DIR/summary.json. Nothing is written
until every list has been read and ranked, and the files are then written
as one set, each to a temporary file and all renamed at the end: a run that
fails or is interrupted leaves DIR as it was. No other file in DIR is
touched.
` + statsHelp + wordlistHelp + filterUsage + exitHelp

// rankCmd runs "beebatch rank".
func rankCmd(ctx context.Context, e *env, args []string) error {
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
	jsonOut := fs.Bool("json", false, "write one JSON document to stdout instead of tables")
	quiet := fs.Bool("quiet", false, "show no progress bar")
	var ff filterFlags
	ff.register(fs)
	statsFlag := fs.Bool("stats", false, statsUsage)
	if err := parse(e, fs, args); err != nil {
		return err
	}
	flt, err := ff.filter(e)
	if err != nil {
		return err
	}
	withStats := wantStats(fs, *statsFlag, *out, *space, flt != nil)
	rules, opts, err := rf.rules(*size)
	if err != nil {
		return badUsage(e, fs, err)
	}
	kind, err := parseSpace(*space)
	if err != nil {
		return badUsage(e, fs, err)
	}
	vs, err := search.ParseVariants(*variants)
	if err != nil {
		return badUsage(e, fs, err)
	}
	for _, v := range vs {
		if left := (bitset.All &^ rules.Exclude &^ v.Banned).Len(); left < rules.Size {
			return badUsage(e, fs, fmt.Errorf("--exclude %s leaves %d letters in variant %s, which also bans %s: a honeycomb needs %d",
				rf.exclude, left, v.Name, v.Banned, rules.Size))
		}
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
	if *out != "" {
		if err := prepareOutDir(*out); err != nil {
			return err
		}
	}
	srcs, err := listSources(e, fs.Args())
	if err != nil {
		return err
	}

	bar := startProgress(e, *quiet)
	rep := &report.Report{Rules: reportRules(rules, opts)}
	r := ranker{rules: rules, variants: vs, kind: kind, filter: flt,
		opts: search.RankOptions{Top: *top, Bottom: *bottom, Workers: *workers, Where: where(flt), All: withStats}}
	bar.expect(int64(len(srcs) * (1 + len(vs))))
	done := 0 // the sources before srcs[done] are ranked, or skipped as the same as another
	err = streamLists(ctx, e, srcs, opts, func(i int, l *wordlist.List) error {
		bar.add(1)
		lrs, err := r.rank(ctx, l)
		if err != nil {
			return err
		}
		rep.Lists = append(rep.Lists, lrs...)
		done = i + 1
		bar.add(int64(len(vs)))
		return nil
	})
	bar.finish()
	if err != nil {
		if ctx.Err() != nil {
			return interrupted(srcs, done, nil)
		}
		return err
	}
	if *jsonOut {
		if err := report.WriteJSON(e.stdout, rep); err != nil {
			return err
		}
	} else if err := report.WriteText(e.stdout, rep); err != nil {
		return err
	}
	if err := e.stdoutErr(); err != nil {
		return err
	}
	if *out != "" {
		if written, err := writeRankFiles(ctx, *out, rep); err != nil {
			if ctx.Err() != nil {
				return interrupted(srcs, len(srcs), written)
			}
			return err
		}
	}
	return nil
}

// interrupted describes a run stopped after done of its lists, with the
// report files written so far.
func interrupted(srcs []wordlist.Source, done int, written []string) error {
	e := &interruptedError{written: written}
	for i, s := range srcs {
		if i < done {
			e.done = append(e.done, s.Name)
		} else {
			e.pending = append(e.pending, s.Name)
		}
	}
	return e
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

// where makes the engine's form of a filter, nil for none.
func where(f *filter.Filter) *search.Where {
	if f == nil {
		return nil
	}
	rule := f.Letters()
	return &search.Where{
		Letters:   rule.AllowsLetters,
		NotCenter: rule.NotCenter,
		Match:     func(c *search.Candidate) bool { return f.Match((*filter.Candidate)(c)) },
		Perfect:   f.Needs()&filter.Perfect != 0,
	}
}

// spaceName is the name of a search.Kind in reports.
func spaceName(k search.Kind) string {
	if k == search.AllSets {
		return "all"
	}
	return "pangram"
}

// ranker ranks the lists of a run, one after another, in every variant.
type ranker struct {
	rules    search.Rules
	variants []search.Variant
	kind     search.Kind
	filter   *filter.Filter // the filter of opts.Where, or nil
	opts     search.RankOptions
	// space is the space of the last list ranked with one, whose arrays
	// the next list reuses.
	space *search.Space
}

// rank ranks one list in every variant. The classic job, the pangram
// letter sets without a filter, uses one table for the letters that every
// variant allows, with each variant a restriction of it; everything else
// uses one space, the same for every list of the run. Either way a
// honeycomb that several variants allow is scored once.
func (r *ranker) rank(ctx context.Context, l *wordlist.List) ([]report.List, error) {
	common := bitset.All // letters that every variant bans
	for _, v := range r.variants {
		common &= v.Banned
	}
	out := make([]report.List, len(r.variants))
	var rs []search.Ranking
	var stats []search.Stats
	if r.kind == search.PangramSets && r.opts.Where == nil {
		base := search.NewTable(&l.Words, r.rules, common)
		tables := make([]*search.Table, len(r.variants))
		for i, v := range r.variants {
			tables[i] = base.Restrict(&l.Words, v.Banned)
			stats = append(stats, tables[i].Stats)
		}
		var err error
		if rs, err = search.RankAll(ctx, tables, r.opts); err != nil {
			return nil, err
		}
	} else {
		if r.space == nil {
			r.space = new(search.Space)
		}
		if err := r.space.Reset(ctx, &l.Words, r.rules, common); err != nil {
			return nil, err
		}
		banned := make([]bitset.Set, len(r.variants))
		for i, v := range r.variants {
			banned[i] = v.Banned
			stats = append(stats, r.space.Stats(&l.Words, v.Banned))
		}
		var err error
		if rs, err = r.space.RankAll(ctx, r.kind, banned, r.opts); err != nil {
			return nil, err
		}
	}
	for i, st := range stats {
		skipped := l.Skipped.Map()
		for k, n := range st.Skips() {
			skipped[k] = n
		}
		out[i] = report.List{
			Name: l.Name, Path: l.Path, Variant: r.variants[i].Name,
			Lines: l.Lines, DistinctWords: l.Words.Len(),
			ValidWords: st.ValidWords, PangramWords: st.PangramWords,
			PangramLettersets: st.PangramLettersets, Candidates: st.Candidates,
			Skipped: skipped,
			Space:   spaceName(r.kind), Filter: r.filter.String(), Honeycombs: rs[i].Honeycombs, Passed: rs[i].Passed,
			WithPangram: rs[i].WithPangram, ZeroScore: rs[i].ZeroScore,
			Top: report.Honeycombs(rs[i].Top), Bottom: report.Honeycombs(rs[i].Bottom),
			Stats: rankStats(rs[i].All),
		}
	}
	return out, nil
}

// writeRankFiles writes the report files of a rank run into dir as one
// set (report.Files): each to a temporary file, and then all renamed into
// place, so that a run that fails or is interrupted on the way changes
// nothing in dir. It stops before the next file when ctx is cancelled,
// and returns the names of the files it wrote.
func writeRankFiles(ctx context.Context, dir string, rep *report.Report) ([]string, error) {
	files := newReportFiles(ctx, dir)
	defer files.Abort()
	for i := range rep.Lists {
		l := &rep.Lists[i]
		if l.Stats != nil {
			if err := files.add(l.PlotFile(), func(w io.Writer) error { return writeRankPlot(w, l) }); err != nil {
				return nil, err
			}
		}
		if err := files.add(l.FileBase()+".csv", func(w io.Writer) error { return report.WriteCSV(w, l) }); err != nil {
			return nil, err
		}
		if err := files.add(l.FileBase()+".md", func(w io.Writer) error { return report.WriteMarkdown(w, rep.Rules, l) }); err != nil {
			return nil, err
		}
	}
	if err := files.add("summary.md", func(w io.Writer) error { return report.WriteSummaryMarkdown(w, rep) }); err != nil {
		return nil, err
	}
	if err := files.add("summary.json", func(w io.Writer) error { return report.WriteJSON(w, rep) }); err != nil {
		return nil, err
	}
	return files.commit()
}
