package main

import (
	"context"
	"errors"
	"fmt"
	"runtime"

	"golang.org/x/sync/errgroup"

	"github.com/beebatch/beebatch/pkg/wordlist"
)

// loadLists reads the word lists named by specs, several at a time, and
// prints their warnings to stderr. It fails, naming the path, if any list
// cannot be read, before anything is written. A list given twice, by
// path or by content, is kept once, with a warning. It counts one unit of
// progress, which may be nil, per list.
func loadLists(ctx context.Context, e *env, specs []string, opts wordlist.Options, bar *progress) ([]*wordlist.List, error) {
	sources, warnings, err := wordlist.Resolve(specs)
	for _, w := range warnings {
		fmt.Fprintf(e.stderr, "warning: %v\n", w)
	}
	if err != nil {
		return nil, err
	}
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
		var le *wordlist.LimitError
		if errors.As(err, &le) {
			return nil, fmt.Errorf("%s: input larger than --max-bytes %v (counted after decompression); expected a smaller list, or a larger --max-bytes", le.Path, byteSize(le.Limit))
		}
		return nil, err
	}
	lists, dups := wordlist.Dedupe(lists)
	for _, l := range lists {
		for _, w := range l.Warnings {
			fmt.Fprintf(e.stderr, "warning: %v\n", w)
		}
		if opts.MinCount >= 0 && !l.Frequency && l.Entries > 0 {
			fmt.Fprintf(e.stderr, "warning: %s: not a frequency list, so --min-count does not apply to it\n", l.Path)
		}
	}
	for _, w := range dups {
		fmt.Fprintf(e.stderr, "warning: %v\n", w)
	}
	return lists, nil
}
