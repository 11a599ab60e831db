package main

import (
	"context"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/cli"
	"github.com/beebatch/beebatch/pkg/freq"
	"github.com/beebatch/beebatch/pkg/wordlist/source"
)

// openLists reads --exclude-words, which it sets as the words that lists
// drop, and --freq, then resolves lists, and returns their names and the
// rule of --freq (nil without it).
func openLists(ctx context.Context, e *cli.Env, rf *ruleFlags, fq *freqFlags, lists *source.Files) ([]string, *freq.Rule, error) {
	var err error
	if lists.Exclude, err = rf.exclusions(ctx, e); err != nil {
		return nil, nil, err
	}
	rule, err := fq.load(ctx, e, lists.Options)
	if err != nil {
		return nil, nil, err
	}
	names, err := sources(e, lists)
	return names, rule, err
}
