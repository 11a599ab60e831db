package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"

	"golang.org/x/sync/errgroup"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

const rankUsage = `Usage: beebatch rank [flags] WORDLIST...

Rank the honeycombs of each word list, exactly: every letter set of a
pangram, with each of its letters as center, scored over the list. Every
list is ranked in every variant: no-s is the classic puzzle, where no word
or honeycomb has an S, and s allows S. Ties rank by letters, then center,
alphabetically.

A WORDLIST is a file, a directory (every regular file in it), - for standard
input, or NAME=PATH to name the list (by default, the file name without its
extension). Gzip-compressed files are read as they are.

With --out DIR it writes, atomically, DIR/LIST.VARIANT.csv and .md for each
list and variant, and DIR/summary.md and DIR/summary.json.

With --stats, on by default with --json or --out, it also describes the
scores of all candidates: their distribution (quantiles, mean, standard
deviation), a histogram, each letter as center and the letters of the best
100 honeycombs. The JSON and Markdown reports hold them, the terminal
report shows one line, and --out writes DIR/LIST.VARIANT.svg, the
histogram, which the Markdown report embeds.
`

// rankCmd runs "beebatch rank".
func rankCmd(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "rank", rankUsage)
	var rf ruleFlags
	rf.register(fs)
	top := fs.Int("top", 10, "rank the best `N` honeycombs")
	bottom := fs.Int("bottom", 0, "rank the worst `N` honeycombs")
	variants := fs.String("variants", "no-s,s", "comma-separated `variants`: no-s, s or both")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "`N` goroutines to rank with")
	out := fs.String("out", "", "write report files to `DIR`")
	jsonOut := fs.Bool("json", false, "write one JSON document to stdout instead of tables")
	quiet := fs.Bool("quiet", false, "show no progress bar")
	statsFlag := fs.Bool("stats", false, statsUsage)
	if err := parse(e, fs, args); err != nil {
		return err
	}
	withStats := wantStats(fs, *statsFlag, *out, *jsonOut)
	rules, opts, err := rf.rules(search.DefaultRules.Size)
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
		if err := os.MkdirAll(*out, 0o755); err != nil {
			return err
		}
	}

	bar := startProgress(e, *quiet)
	lists, err := loadLists(ctx, e, fs.Args(), opts, bar)
	if err != nil {
		bar.finish()
		return err
	}
	rep := &report.Report{Rules: reportRules(rules, opts), Lists: make([]report.List, len(lists)*len(vs))}
	bar.expect(int64(len(rep.Lists)))
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(*workers)
	for i, l := range lists {
		g.Go(func() error {
			lrs, err := rankList(gctx, l, vs, rules, search.RankOptions{Top: *top, Bottom: *bottom, Workers: *workers, All: withStats})
			copy(rep.Lists[i*len(vs):], lrs)
			bar.add(int64(len(vs)))
			return err
		})
	}
	err = g.Wait()
	bar.finish()
	if err != nil {
		return err
	}
	if *jsonOut {
		if err := report.WriteJSON(e.stdout, rep); err != nil {
			return err
		}
	} else if err := report.WriteText(e.stdout, rep); err != nil {
		return err
	}
	if *out != "" {
		return writeRankFiles(*out, rep)
	}
	return nil
}

// rankList ranks one list in every variant. It builds one table, for the
// letters that every variant allows, makes each variant a restriction of
// it, and ranks them in one pass, so that a honeycomb allowed by several
// variants is scored once.
func rankList(ctx context.Context, l *wordlist.List, vs []search.Variant, rules search.Rules, opts search.RankOptions) ([]report.List, error) {
	common := bitset.All // letters that every variant bans
	for _, v := range vs {
		common &= v.Banned
	}
	base := search.NewTable(&l.Words, rules, common)
	tables := make([]*search.Table, len(vs))
	for i, v := range vs {
		tables[i] = base.Restrict(&l.Words, v.Banned)
	}
	rs, err := search.RankAll(ctx, tables, opts)
	if err != nil {
		return nil, err
	}
	out := make([]report.List, len(vs))
	for i, t := range tables {
		skipped := l.Skipped.Map()
		for k, n := range t.Stats.Skips() {
			skipped[k] = n
		}
		out[i] = report.List{
			Name: l.Name, Path: l.Path, Variant: vs[i].Name,
			Lines: l.Lines, DistinctWords: l.Words.Len(),
			ValidWords: t.Stats.ValidWords, PangramWords: t.Stats.PangramWords,
			PangramLettersets: t.Stats.PangramLettersets, Candidates: t.Stats.Candidates,
			Skipped: skipped,
			Top:     report.Honeycombs(rs[i].Top), Bottom: report.Honeycombs(rs[i].Bottom),
			Stats: rankStats(rs[i].All),
		}
	}
	return out, nil
}

// writeRankFiles writes the report files of a rank run into dir, each
// atomically.
func writeRankFiles(dir string, rep *report.Report) error {
	for i := range rep.Lists {
		l := &rep.Lists[i]
		base := filepath.Join(dir, l.FileBase())
		if err := writeRankPlot(dir, l); err != nil {
			return err
		}
		if err := report.WriteFile(base+".csv", func(w io.Writer) error { return report.WriteCSV(w, l) }); err != nil {
			return err
		}
		if err := report.WriteFile(base+".md", func(w io.Writer) error { return report.WriteMarkdown(w, rep.Rules, l) }); err != nil {
			return err
		}
	}
	if err := report.WriteFile(filepath.Join(dir, "summary.md"), func(w io.Writer) error { return report.WriteSummaryMarkdown(w, rep) }); err != nil {
		return err
	}
	return report.WriteFile(filepath.Join(dir, "summary.json"), func(w io.Writer) error { return report.WriteJSON(w, rep) })
}
