package main

import (
	"cmp"
	"context"
	"errors"
	"flag"
	"io"
	"os"
	"runtime"
	"strings"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/cli"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/help"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/outfiles"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/compare"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
	"github.com/beebatch/beebatch/pkg/wordlist/source"
)

// compareFlags are the settings of a compare run.
type compareFlags struct {
	ruleFlags
	cli.FormatFlag
	freqFlags
	top, words, workers int
	variants, out       string
}

func (f *compareFlags) register(fs *flag.FlagSet) {
	f.ruleFlags.register(fs)
	f.registerLang(fs)
	fs.IntVar(&f.top, "top", 100, "compare the sets of the best `N` honeycombs of each list")
	fs.IntVar(&f.words, "words", 10, "show at most `N` words of each side of a board in text and md (0: none, the counts only; -1: all)")
	fs.StringVar(&f.variants, "variants", "no-s,s", "the `variants` to compare, comma-separated: no-s, s, or no-s,s for both")
	fs.IntVar(&f.workers, "workers", runtime.GOMAXPROCS(0), "`N` goroutines to rank and compare with")
	f.FormatFlag.Register(fs, "the comparison")
	fs.StringVar(&f.out, "out", "", "also write compare.md, .json, .csv and the charts compare.VARIANT.svg to `DIR`")
	f.freqFlags.register(fs)
}

// compareCmd runs "beebatch compare".
func compareCmd(ctx context.Context, e *cli.Env, args []string) error {
	fs := e.FlagSet("compare", help.Compare)
	var f compareFlags
	f.register(fs)
	if err := e.Parse(fs, args); err != nil {
		return err
	}
	if err := f.resolveLang(fs.Args()); err != nil {
		return err
	}
	rules, opts, err := f.rules(puzzle.DefaultRules.Size)
	if err != nil {
		return err
	}
	vs, err := f.ruleFlags.variants(f.variants, rules)
	switch {
	case err != nil:
		return err
	case f.top < 1:
		return cli.Usagef("--top %d: expected a count of 1 or more", f.top)
	case f.words < -1:
		return cli.Usagef("--words %d: expected a count of 0 or more, or -1 for all", f.words)
	case f.workers < 1:
		return cli.Usagef("--workers %d: expected 1 or more", f.workers)
	}
	format, err := f.FormatFlag.Check(fs)
	switch {
	case err != nil:
		return err
	case fs.NArg() == 0:
		return cli.Usagef("no WORDLIST given: expected two or more lists to compare")
	}
	if err := cmp.Or(cli.FlagAfterArgs(fs.Args()), f.freqFlags.check(e, fs, nil, fs.Args())); err != nil {
		return err
	}
	if fs.NArg() == 1 {
		// One directory may hold several lists; anything else is one.
		if fi, err := os.Stat(fs.Arg(0)); err != nil || !fi.IsDir() {
			return cli.Usagef("only one WORDLIST, %s: expected two or more lists to compare", fs.Arg(0))
		}
	}
	lists := wordLists(e, fs.Args(), opts, nil)
	lists.Distinct, lists.Keep, lists.Ahead = true, true, f.workers
	names, rare, err := openLists(ctx, e, &f.ruleFlags, &f.freqFlags, lists)
	switch {
	case err != nil:
		return sameList(err)
	case len(names) < 2:
		srcs, _ := lists.Sources()
		return cli.Usagef("only one word list, %s, in %s: expected two or more lists to compare", srcs[0].Path, strings.Join(fs.Args(), " "))
	}
	if f.out != "" {
		if err := cmp.Or(e.PrepareOutDir("--out", f.out), cli.CheckNames("--out", f.out, []string{"compare.no-s.svg", "compare.json"})); err != nil {
			return err
		}
	}
	copts := compare.Options{Rules: rules, Variants: vs, Top: f.top, Workers: f.workers}
	if rare != nil {
		copts.Rare = rare.RareWords
	}
	meter := e.StartProgress()
	copts.Progress = &meter.Progress
	c, err := readAndCompare(ctx, e, lists, names, copts)
	meter.Finish()
	if err != nil {
		return err
	}
	if rare != nil {
		c.Freq = rare.String()
	}
	// The report files are written even when standard output fails ("|
	// head"): the run then ends with that error, once they are.
	werr := report.Render(ctx, e.Stdout, func(w io.Writer) error { return report.WriteComparison(w, format, c, f.words) })
	if f.out != "" {
		written, err := outfiles.Write(ctx, f.out, outfiles.Compare(c, f.words)...)
		if err != nil {
			return cli.WriteError(ctx, append(names, "the comparison"), err)
		}
		e.ReportWritten("compare", f.out, written)
	}
	return werr
}

// readAndCompare reads every list of lists, whose names are names, and
// compares them. Lists that are one list twice are a usage error.
func readAndCompare(ctx context.Context, e *cli.Env, lists *source.Files, names []string, opts compare.Options) (*report.Comparison, error) {
	var read []*wordlist.List
	err := scanLists(ctx, e, lists, func(_ int, l *wordlist.List) error {
		if err := scoresFit(l, opts.Rules); err != nil {
			return err
		}
		read = append(read, l)
		return nil
	})
	switch {
	case err != nil && ctx.Err() != nil:
		return nil, cli.Interrupted(names, 0)
	case err != nil:
		return nil, sameList(err)
	}
	c, err := compare.Compare(ctx, read, opts)
	switch {
	case ctx.Err() != nil:
		return nil, cli.Interrupted(append(names, "the comparison"), len(names))
	case err != nil:
		return nil, sameList(err)
	}
	return &report.Comparison{Rules: report.NewRules(opts.Rules, lists.Options), Comparison: c}, nil
}

// sameList words an error of reading or comparing one list twice for
// compare as a usage error, and returns other errors as they are.
func sameList(err error) error {
	var se *source.SameListError
	var sw *compare.SameWordsError
	switch {
	case errors.As(err, &sw):
		return cli.Usagef("%s and %s hold the same %s distinct words: comparing a list with itself; expected different lists", sw.A.Path, sw.B.Path, report.Num(sw.Words))
	case !errors.As(err, &se):
		return err
	}
	a, b := se.First.Path, se.Second.Path
	switch se.How {
	case source.SameStdin:
		return cli.Usagef("%s and %s both read standard input: comparing a list with itself; expected different lists", a, b)
	case source.SameContent:
		return cli.Usagef("%s and %s hold the same %s distinct words: comparing a list with itself; expected different lists", a, b, report.Num(se.Words))
	}
	return cli.Usagef("%s and %s are the same file: comparing a list with itself; expected different lists", a, b)
}
