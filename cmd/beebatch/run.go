package main

import (
	"context"

	"github.com/beebatch/beebatch/pkg/freq"
	"github.com/beebatch/beebatch/pkg/wordlist"
	"github.com/beebatch/beebatch/pkg/wordlist/source"
)

// openLists reads --exclude-words and --freq, then resolves the lists of
// specs, and returns them, their names and the rule of --freq (nil
// without it).
func openLists(ctx context.Context, e *env, rf *ruleFlags, fq *freqFlags, specs []string, opts wordlist.Options) (*source.Files, []string, *freq.Rule, error) {
	exclude, err := rf.exclusions(ctx, e)
	if err != nil {
		return nil, nil, nil, err
	}
	rule, err := fq.load(ctx, e, opts)
	if err != nil {
		return nil, nil, nil, err
	}
	lists := wordLists(e, specs, opts, exclude)
	names, err := sources(e, lists)
	return lists, names, rule, err
}
