package main

import (
	"context"
	"fmt"
	"runtime"

	"golang.org/x/sync/errgroup"

	"github.com/beebatch/beebatch/pkg/wordlist"
)

// loadLists reads the word lists named by specs, several at a time, and
// prints their warnings to stderr. It fails, naming the path, if any list
// cannot be read, before anything is written. It counts one unit of
// progress, which may be nil, per list.
func loadLists(ctx context.Context, e *env, specs []string, opts wordlist.Options, bar *progress) ([]*wordlist.List, error) {
	sources, err := wordlist.Sources(specs)
	if err != nil {
		return nil, err
	}
	return loadSources(ctx, e, sources, opts, bar)
}

// loadSources is loadLists for sources already found.
func loadSources(ctx context.Context, e *env, sources []wordlist.Source, opts wordlist.Options, bar *progress) ([]*wordlist.List, error) {
	bar.expect(int64(len(sources)))
	lists := make([]*wordlist.List, len(sources))
	g, ctx := errgroup.WithContext(ctx)
	g.SetLimit(runtime.GOMAXPROCS(0))
	for i, src := range sources {
		g.Go(func() error {
			if err := ctx.Err(); err != nil {
				return err
			}
			l, err := src.Load(e.stdin, opts)
			lists[i] = l
			bar.add(1)
			return err
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	for _, l := range lists {
		for _, w := range l.Warnings {
			fmt.Fprintf(e.stderr, "warning: %v\n", w)
		}
		if opts.MinCount >= 0 && !l.Frequency && l.Entries > 0 {
			fmt.Fprintf(e.stderr, "warning: %s: not a frequency list, so --min-count does not apply to it\n", l.Path)
		}
	}
	return lists, nil
}
