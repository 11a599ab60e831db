package main

import (
	"context"
	"fmt"
	"runtime"

	"golang.org/x/sync/errgroup"

	"github.com/beebatch/beebatch/pkg/wordlist"
)

// loadLists reads the word lists named by specs, several at a time, and
// prints their warnings to stderr. A spec that names a known list (see
// catalogSpecs) reads its local copy. It fails, naming the path, if any list
// cannot be read, before anything is written. It counts one unit of
// progress, which may be nil, per list.
func loadLists(ctx context.Context, e *env, specs []string, opts wordlist.Options, bar *progress) ([]*wordlist.List, error) {
	sources, err := listSources(specs)
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
		warnList(e, l, opts)
	}
	return lists, nil
}

// listSources turns WORDLIST arguments into the lists they name, with
// the names of the catalog's lists resolved to their local copies.
func listSources(specs []string) ([]wordlist.Source, error) {
	specs, err := catalogSpecs(specs)
	if err != nil {
		return nil, err
	}
	return wordlist.Sources(specs)
}

// streamLists reads the lists of srcs in order and calls fn with each,
// then releases its memory, so that a run of many lists holds at most
// two at a time: the one fn has and the next, read meanwhile. It prints
// each list's warnings to stderr, and stops at the first error, naming
// the path.
func streamLists(ctx context.Context, e *env, srcs []wordlist.Source, opts wordlist.Options, fn func(*wordlist.List) error) error {
	type loaded struct {
		l   *wordlist.List
		err error
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	next := make(chan loaded)
	go func() {
		defer close(next)
		for _, src := range srcs {
			if ctx.Err() != nil {
				return
			}
			l, err := src.Load(e.stdin, opts)
			select {
			case next <- loaded{l, err}:
			case <-ctx.Done():
				if l != nil {
					l.Release()
				}
				return
			}
			if err != nil {
				return
			}
		}
	}()
	for {
		var ld loaded
		var ok bool
		select {
		case ld, ok = <-next:
		case <-ctx.Done():
			// The reader may be stuck on a pipe; it ends with the process.
			return ctx.Err()
		}
		if !ok {
			break
		}
		if ld.err != nil {
			return ld.err
		}
		warnList(e, ld.l, opts)
		err := fn(ld.l)
		ld.l.Release()
		if err != nil {
			return err
		}
		// Collect the list's garbage now rather than when the heap has
		// doubled, so that the next list reuses its memory and a run of
		// many lists needs little more than a run of one.
		runtime.GC()
	}
	return ctx.Err()
}

// warnList prints the warnings of a list that was read.
func warnList(e *env, l *wordlist.List, opts wordlist.Options) {
	for _, w := range l.Warnings {
		fmt.Fprintf(e.stderr, "warning: %v\n", w)
	}
	if opts.MinCount >= 0 && !l.Frequency && l.Entries > 0 {
		fmt.Fprintf(e.stderr, "warning: %s: not a frequency list, so --min-count does not apply to it\n", l.Path)
	}
}
