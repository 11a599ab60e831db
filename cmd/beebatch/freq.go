package main

import (
	"context"
	"flag"
	"fmt"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/cli"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/freq"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// freqFlags are --freq and --rare-below: the frequency list that gives
// each word its count, and the count at or below which a word is rare.
type freqFlags struct {
	list      string
	rareBelow int64
}

func (f *freqFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.list, "freq", "", "look each word up in the frequency list `LIST`")
	fs.Int64Var(&f.rareBelow, "rare-below", 0, "a word is rare at a --freq count of at most `N`")
}

// check returns the usage error of --freq and --rare-below, if any, for
// a command whose WORDLISTs are specs and whose filter is flt (or nil).
func (f *freqFlags) check(e *cli.Env, fs *flag.FlagSet, flt *filter.Filter, specs []string) error {
	if f.list == "" && cli.FlagGiven(fs, "rare-below") {
		return cli.Usagef("--rare-below %d: give the frequency list with --freq", f.rareBelow)
	}
	if err := e.OneStdin(fs, specs); err != nil {
		return err
	}
	switch in := measure.Inputs(flt.Needs()); {
	case f.list != "":
	case in&measure.IsRare != 0:
		return cli.Usagef("--where %q counts rare words: give the frequency list with --freq", flt)
	case in&measure.Count != 0:
		return cli.Usagef("--where %q reads the words' counts: give the frequency list with --freq", flt)
	}
	return nil
}

// load reads the frequency list of --freq as a WORDLIST, with every
// count kept and the input limit of opts, and returns the rule that says
// which words are rare; nil without --freq.
func (f *freqFlags) load(ctx context.Context, e *cli.Env, opts wordlist.Options) (*freq.Rule, error) {
	if f.list == "" {
		return nil, nil
	}
	files := wordLists(e, []string{f.list}, wordlist.Options{MinCount: -1, MaxBytes: opts.MaxBytes}, nil)
	names, err := sources(e, files)
	if err != nil {
		return nil, fmt.Errorf("--freq: %w", err)
	}
	if len(names) != 1 {
		files.Close()
		return nil, fmt.Errorf("--freq %s: %d lists; expected one frequency list", f.list, len(names))
	}
	var rule *freq.Rule
	err = scanLists(ctx, e, files, func(_ int, l *wordlist.List) error {
		fl, err := freq.New(l)
		if err != nil {
			return fmt.Errorf("--freq: %w", err)
		}
		rule = &freq.Rule{List: fl, Below: f.rareBelow}
		return nil
	})
	return rule, err
}
