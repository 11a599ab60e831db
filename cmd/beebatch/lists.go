package main

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
	"sync"

	"golang.org/x/sync/errgroup"

	"github.com/beebatch/beebatch/pkg/wordlist"
)

// loadLists reads the word lists named by specs, several at a time, and
// prints their warnings to stderr. A spec that names a known list (see
// catalogSpecs) reads its local copy. It fails, naming the path, if any
// list cannot be read, before anything is written. A list given twice, by
// path or by content, is kept once, with a warning. It counts one unit of
// progress, which may be nil, per list.
func loadLists(ctx context.Context, e *env, specs []string, opts wordlist.Options, bar *progress) ([]*wordlist.List, error) {
	sources, err := listSources(e, specs)
	if err != nil {
		return nil, err
	}
	return loadSources(ctx, e, sources, opts, bar)
}

// loadSources is loadLists for sources already found.
func loadSources(ctx context.Context, e *env, sources []wordlist.Source, opts wordlist.Options, bar *progress) ([]*wordlist.List, error) {
	lists, err := loadEvery(ctx, e, sources, opts, bar)
	if err != nil {
		return nil, err
	}
	lists, dups := wordlist.Dedupe(lists)
	for _, w := range dups {
		fmt.Fprintf(e.stderr, "warning: %v\n", w)
	}
	return lists, nil
}

// loadEvery is loadSources keeping every list, even two with the same
// content, for the commands to which that is an error. It returns as soon
// as ctx is cancelled or a list fails, even while another list waits on a
// pipe such as standard input: that reader ends with the process.
func loadEvery(ctx context.Context, e *env, sources []wordlist.Source, opts wordlist.Options, bar *progress) ([]*wordlist.List, error) {
	bar.expect(int64(len(sources)))
	lists := make([]*wordlist.List, len(sources))
	var (
		mu    sync.Mutex
		first error // the first list to fail
	)
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(runtime.GOMAXPROCS(0))
	waited := make(chan error, 1)
	go func() {
		for i, src := range sources {
			g.Go(func() error {
				if err := gctx.Err(); err != nil {
					return err
				}
				l, err := src.Load(e.stdin, opts)
				lists[i] = l
				bar.add(1)
				if err != nil {
					mu.Lock()
					if first == nil {
						first = err
					}
					mu.Unlock()
				}
				return err
			})
		}
		waited <- g.Wait()
	}()
	var err error
	select {
	case err = <-waited:
	case <-gctx.Done():
		mu.Lock()
		err = first
		mu.Unlock()
		if ctx.Err() != nil {
			err = ctx.Err()
		} else if err == nil {
			err = <-waited // gctx is done because Wait has returned
		}
	}
	if err != nil {
		return nil, loadError(err)
	}
	for _, l := range lists {
		warnList(e, l, opts)
	}
	return lists, nil
}

// listSources turns WORDLIST arguments into the lists they name, with
// the names of the catalog's lists resolved to their local copies, and
// prints the warnings of wordlist.Resolve: what it skipped in directories
// and the files named twice.
func listSources(e *env, specs []string) ([]wordlist.Source, error) {
	specs, err := catalogSpecs(specs)
	if err != nil {
		return nil, err
	}
	srcs, warnings, err := wordlist.Resolve(specs)
	for _, w := range warnings {
		fmt.Fprintf(e.stderr, "warning: %v\n", w)
	}
	return srcs, err
}

// loadError returns the error of loading a list, with a *LimitError
// told in terms of the --max-bytes flag.
func loadError(err error) error {
	var le *wordlist.LimitError
	if errors.As(err, &le) {
		return fmt.Errorf("%s: input larger than --max-bytes %v (counted after decompression); expected a smaller list, or a larger --max-bytes", le.Path, byteSize(le.Limit))
	}
	return err
}

// streamLists reads the lists of srcs in order and calls fn with each and
// its index in srcs,
// then releases its memory, so that a run of many lists holds at most
// two at a time: the one fn has and the next, read meanwhile. It prints
// each list's warnings to stderr, and stops at the first error, naming
// the path. A list with the same content as an earlier one is skipped
// with a warning.
func streamLists(ctx context.Context, e *env, srcs []wordlist.Source, opts wordlist.Options, fn func(i int, l *wordlist.List) error) error {
	type loaded struct {
		i   int // the index of l in srcs
		l   *wordlist.List
		err error
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	next := make(chan loaded)
	go func() {
		defer close(next)
		for i, src := range srcs {
			if ctx.Err() != nil {
				return
			}
			l, err := src.Load(e.stdin, opts)
			select {
			case next <- loaded{i, l, err}:
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
	var seen wordlist.SeenLists
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
			return loadError(ld.err)
		}
		if dup := seen.Add(ld.l); dup != nil {
			fmt.Fprintf(e.stderr, "warning: %v\n", dup)
			ld.l.Release()
			continue
		}
		warnList(e, ld.l, opts)
		err := fn(ld.i, ld.l)
		ld.l.Release()
		if err != nil {
			return err
		}
		// Collect the list's garbage now, and give it back to the system,
		// rather than when the heap has doubled: a run of many lists then
		// needs little more than a run of one (20 lists: 1.22 times the
		// peak RSS of one; without reading the next list meanwhile it
		// would be 1.04 times, but a third slower). After the last list
		// there is nothing to make room for.
		if ld.i < len(srcs)-1 {
			debug.FreeOSMemory()
		}
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
