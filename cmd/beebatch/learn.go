package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/bytesize"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/catalogs"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/cli"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/help"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/outfiles"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/cleanup"
	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/catalog"
	"github.com/beebatch/beebatch/pkg/learn"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// learnCmd runs "beebatch learn".
func learnCmd(ctx context.Context, e *cli.Env, args []string) error {
	fs := e.FlagSet("learn", help.Learn)
	var ff cli.FormatFlag
	ff.Register(fs, "the model card")
	until := fs.String("until", "", "learn from the puzzles up to `DATE` (YYYY-MM-DD) and evaluate on the later ones")
	name := fs.String("name", "nyt", "install the list in the cache as `NAME`")
	base := &cli.ListFlag{Values: []string{"enable1,scowl-us-70"}}
	fs.Var(base, "base", "the base `LISTS` whose words are candidates, comma-separated catalog names or paths (repeatable)")
	var without []string
	fs.Func("without", "learn without the feature `LIST` (repeatable): "+strings.Join(learn.FeatureLists, ", "), func(s string) error {
		for _, v := range strings.Split(s, ",") {
			if v = strings.TrimSpace(v); v != "" {
				without = append(without, v)
			}
		}
		return nil
	})
	model := fs.String("model", "", "use the `MODEL` logistic or rule rather than the better on validation")
	out := fs.String("out", "", "write NAME.txt, words.csv, model.md and model.json to `DIR`")
	maxBytes := new(bytesize.Size)
	cli.RegisterMaxBytes(fs, maxBytes)
	cache := fs.String("cache", "", "the cache `DIR` of the lists (default $BEEBATCH_CACHE, else $XDG_CACHE_HOME/beebatch/wordlists)")
	if err := e.Parse(fs, args); err != nil {
		return err
	}
	format, err := ff.Check(fs)
	if err != nil {
		return err
	}
	if err := checkLearnArgs(fs, *until, *model, without, maxBytes); err != nil {
		return err
	}
	install := *until == "" || cli.FlagGiven(fs, "name")
	c, err := newCatalog(*cache)
	if err != nil {
		return catalogError(err)
	}
	if err := c.CheckNewLearned(*name); err != nil {
		return cli.Usagef("--name %w", err)
	}
	if err := e.PrepareOutDir("--out", *out); err != nil {
		return err
	}
	c.Log = catalogLog(e, "learn")
	bases := strings.Split(base.String(), ",")
	if err := e.OneStdin(fs, bases, fs.Args()...); err != nil {
		return err
	}
	// The archive first: a wrong one shows before any list is fetched.
	a, err := learnArchive(ctx, e, fs.Args())
	if err != nil {
		return err
	}
	c.MaxBytes = int64(*maxBytes)
	ls, err := learnLists(ctx, e, c, bases, without, int64(*maxBytes))
	if err != nil {
		return err
	}
	m, err := learn.Learn(a, ls, learn.Options{Until: *until, Without: without, Model: *model})
	if err != nil {
		return err
	}
	ls.Base = nil // m holds the candidates: a huge base list's slices need not stay
	if m.Likeness, err = m.LearnLikeness(ctx, a, *until, ls.Count1w); err != nil && ctx.Err() == nil {
		e.Warn(fmt.Errorf("no board likeness: %w", err))
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	for _, w := range m.Warnings {
		e.Warn(errors.New(w))
	}
	card := &report.Learn{Model: m, Name: *name}
	// The list is written into the cache first and installed, by one
	// rename, only with the report files and once they are written, so
	// that an interrupted or failed run installs nothing.
	commit := func() (undo func(), err error) { return func() {}, nil }
	if install {
		li, err := catalogs.PrepareLearned(c, *name, m)
		if err != nil {
			return err
		}
		defer li.Abort()
		card.Installed = li.Path()
		commit = func() (func(), error) {
			if err := li.Commit(ctx); err != nil {
				return nil, catalogError(err)
			}
			return func() { li.Rollback() }, nil
		}
	}
	if testHookLearn != nil {
		testHookLearn(ctx, "prepared")
	}
	var written []string
	if *out != "" {
		written, err = outfiles.WriteWith(ctx, *out, commit, outfiles.Learn(*name, card)...)
	} else {
		cleanup.Hold(func() { _, err = commit() })
	}
	if err != nil {
		return err
	}
	werr := report.WriteLearn(e.Stdout, format, card)
	if *out != "" {
		e.ReportWritten("learn", *out, written)
	}
	return werr
}

// checkLearnArgs checks learn's flags and arguments that need no file.
func checkLearnArgs(fs *flag.FlagSet, until, model string, without []string, maxBytes *bytesize.Size) error {
	if until != "" {
		if _, err := archive.ParseDate(until); err != nil {
			return cli.Usagef("--until %w", err)
		}
	}
	if err := cli.CheckMaxBytes(maxBytes); err != nil {
		return err
	}
	if model != "" && model != "logistic" && model != "rule" {
		return cli.Usagef("--model %q: expected logistic or rule", model)
	}
	for _, w := range without {
		if err := learn.CheckFeature(w); err != nil {
			return cli.Usagef("--without: %w", err)
		}
	}
	if fs.NArg() == 0 {
		return cli.Usagef("no ARCHIVE given")
	}
	return cli.FlagAfterArgs(fs.Args())
}

// testHookLearn, when set by a test, is called at the points of a run of
// learn that the test names: "prepared", once the list is written into
// the cache and before it is installed.
var testHookLearn func(ctx context.Context, point string)

// learnArchive reads the archives at paths as one.
func learnArchive(ctx context.Context, e *cli.Env, paths []string) (*archive.Archive, error) {
	var as []*archive.Archive
	for _, p := range paths {
		a, err := loadArchive(ctx, e, p, puzzle.DefaultRules, wordlist.Options{})
		if err != nil {
			return nil, err
		}
		as = append(as, a)
	}
	if len(as) == 1 {
		return as[0], nil
	}
	a, err := archive.Merge(strings.Join(paths, "+"), as...)
	if a != nil {
		for _, w := range a.Warnings {
			e.Warn(w)
		}
	}
	return a, err
}

// learnLists fetches and reads the base lists and the feature lists but
// those of without. A list that cannot be had is an error that names it
// and says how to provide it or learn without it. The base lists are read
// as every command reads a WORDLIST (keptLists); the feature lists, whose
// words keep their case and carry a count or a level, by
// learn.ReadCountsFile, with the same decompression, limit and check.
func learnLists(ctx context.Context, e *cli.Env, c *catalog.Catalog, bases, without []string, maxBytes int64) (learn.Lists, error) {
	ls := learn.Lists{Base: map[string][]string{}}
	for _, b := range bases {
		b = strings.TrimSpace(b)
		spec := b
		path, ok, err := catalogs.LearnList(ctx, c, b, "")
		switch {
		case err != nil:
			return ls, err
		case ok:
			spec = b + "=" + path
		case strings.IndexByte(b, os.PathSeparator) < 0:
			return ls, cli.Usagef("--base %s: unknown list; expected a list of the catalog (beebatch lists) or a file path with a /", b)
		}
		lists, err := keptLists(ctx, e, "--base", spec, wordlist.Options{MinCount: -1, MaxBytes: maxBytes})
		if err != nil {
			return ls, err
		}
		for _, l := range lists {
			ls.AddBase(b, l, puzzle.DefaultRules)
			l.Release()
		}
	}
	return ls, listError(catalogs.ReadFeatures(ctx, c, &ls, without, maxBytes))
}
