// Package source resolves the word lists that command-line arguments
// name (a file, a directory of them, "-" for standard input, NAME=PATH,
// or a name that a catalog knows), and reads them one after another with
// package wordlist.
package source

import (
	"context"
	"fmt"
	"io"
	"runtime/debug"

	"github.com/beebatch/beebatch/pkg/wordlist"
)

// Files reads the word lists that command-line arguments name, one after
// another, in the shape of golang.org/x/perf's benchfmt.Files: set its
// fields, call Scan until it returns false, use List after each Scan, and
// check Err at the end. It reads each list while the one before is in use,
// and releases each when Scan moves past it. A list given twice (by path,
// or by content) is read once, with a warning. It is not safe for
// concurrent use.
type Files struct {
	Specs   []string         // the WORDLIST arguments, as Sources describes them
	Stdin   io.Reader        // what "-" reads; nil if there is none
	Options wordlist.Options // the options of every list read
	// Exclude, if not nil, holds words that every list drops (List.Exclude).
	Exclude wordlist.WordSet
	// Lookup, if not nil, returns the path of the list named by a spec
	// that is neither an existing path nor NAME=PATH, or false if it knows
	// none. An error stops the scan.
	Lookup func(name string) (path string, ok bool, err error)
	// Distinct refuses a list given twice with a *SameListError.
	Distinct bool
	// Keep keeps every list for the caller: Scan does not release them.
	Keep bool
	// Ahead is the number of lists read ahead of the one in use; 0 means 1.
	Ahead int

	resolved bool
	srcs     []wordlist.Source
	warnings []error
	err      error

	stop   context.CancelFunc
	loaded []chan loaded // loaded[i] receives srcs[i] once read
	slots  chan struct{} // one token per list read and not yet passed
	next   int           // the index of the next source to take
	cur    *wordlist.List
	curIdx int
	seen   map[wordlist.Content]wordlist.Source
	named  map[string]wordlist.Source // the lists read, by name
}

// loaded is the outcome of reading one source.
type loaded struct {
	l   *wordlist.List
	err error
}

// SameListError is a list given twice to a reader that needs distinct
// lists (Files.Distinct).
type SameListError struct {
	// First and Second are the two lists; for standard input given
	// twice, their Paths are the arguments that named it.
	First, Second wordlist.Source
	How           string // SameFile, SameStdin or SameContent
	Words         int    // the distinct words of each, for SameContent
}

// Error returns "SECOND: the same file as FIRST", or the like.
func (e *SameListError) Error() string {
	if e.How == SameStdin {
		return fmt.Sprintf("%s and %s both read standard input", e.First.Path, e.Second.Path)
	}
	return fmt.Sprintf("%s: %s as %s", e.Second.Path, e.How, e.First.Path)
}

// The ways in which two lists are the same, for SameListError.How.
const (
	SameFile    = "the same file"
	SameStdin   = "standard input"
	SameContent = "the same content"
)

// Sources returns the lists that Specs name, in order, resolving them the
// first time. Each spec is a file; a directory, for its regular files not
// starting with a dot, sorted; "-", standard input, at most once;
// NAME=PATH, unless the spec is an existing path; or a name that Lookup
// knows. A file named again, by any path or link, is read once.
func (f *Files) Sources() ([]wordlist.Source, error) {
	if !f.resolved {
		f.resolved = true
		f.srcs, f.err = resolve(f)
	}
	return f.srcs, f.err
}

// Scan reads the next list, which List then returns, and reports whether
// there is one. A list with the content of one before it is passed over
// with a warning; one with another content but the name of one before it
// stops the scan, as does a list that cannot be read or a cancelled ctx.
func (f *Files) Scan(ctx context.Context) bool {
	if _, err := f.Sources(); err != nil {
		return false
	}
	f.pass()
	if f.slots == nil {
		f.start(ctx)
	}
	for f.err == nil && f.next < len(f.srcs) {
		i := f.next
		f.next++
		var ld loaded
		select {
		case ld = <-f.loaded[i]:
		case <-ctx.Done():
			return f.fail(ctx.Err())
		}
		if ld.err != nil {
			return f.fail(ld.err)
		}
		l := ld.l
		if first, dup := f.seen[l.Sum]; dup {
			words := l.Words.Distinct()
			l.Release()
			f.free()
			if f.Distinct {
				return f.fail(&SameListError{First: first, Second: f.srcs[i], How: SameContent, Words: words})
			}
			f.warnings = append(f.warnings, fmt.Errorf("%s: the same content as %s; read once, as %s", l.Path, first.Path, first.Name))
			continue
		}
		if other, clash := f.named[l.Name]; clash {
			l.Release()
			f.free()
			return f.fail(fmt.Errorf("two lists are named %s (%s, %s) and hold different words: give one a name with NAME=PATH", l.Name, other.Path, l.Path))
		}
		f.seen[l.Sum] = f.srcs[i]
		f.named[l.Name] = f.srcs[i]
		l.Exclude(f.Exclude)
		if len(f.Exclude) > 0 {
			l.Words.ApplyFit(f.Options.Fit) // read whole for Exclude (start)
		}
		f.warnings = append(f.warnings, l.Warnings...)
		if n := l.NonASCII; n >= 10 && 20*n > l.Entries {
			// English lists hold at most 0.4% of such entries, those of the
			// languages of the catalog 1.4% (Dutch) to 51% (Polish).
			f.warnings = append(f.warnings, fmt.Errorf("%s: %d%% of its entries (%d of %d) hold letters outside a-z, skipped as non-alpha; "+
				"if it is a list of another language, give --lang, such as --lang fr", l.Path, 100*n/l.Entries, n, l.Entries))
		}
		if f.Options.MinCount >= 0 && !l.Frequency && l.Entries > 0 {
			f.warnings = append(f.warnings, fmt.Errorf("%s: not a frequency list, so --min-count does not apply to it", l.Path))
		}
		f.cur, f.curIdx = l, i
		if f.Keep {
			f.free()
		}
		return true
	}
	f.Close()
	return false
}

// List returns the list that the last successful Scan read.
func (f *Files) List() *wordlist.List { return f.cur }

// Index returns the position in Sources of the list that wordlist.List returns.
func (f *Files) Index() int { return f.curIdx }

// Warnings returns the warnings found since the last call, each naming
// its list.
func (f *Files) Warnings() []error {
	w := f.warnings
	f.warnings = nil
	return w
}

// Err returns the error that stopped Scan, or nil if every list was read.
func (f *Files) Err() error { return f.err }

// Close stops reading ahead and releases the current list, unless Keep
// is set. It is safe to call more than once; Scan calls it when it ends.
func (f *Files) Close() {
	if f.stop != nil {
		f.stop()
	}
	f.pass()
	f.next = len(f.srcs)
}

// fail stops the scan with err, and returns false for Scan.
func (f *Files) fail(err error) bool {
	f.err = err
	f.Close()
	return false
}

// pass releases the current list, unless Keep is set, and a large one's
// memory goes back to the system if another list may follow.
func (f *Files) pass() {
	l := f.cur
	if l == nil {
		return
	}
	f.cur = nil
	if f.Keep {
		return
	}
	large := l.Words.Size() >= largeList
	l.Release()
	f.free()
	if large && f.next < len(f.srcs) {
		debug.FreeOSMemory()
	}
}

// largeList is the size of a list's words that pass gives back at once.
const largeList = 64 << 20

// free lets one more list be read ahead.
func (f *Files) free() { <-f.slots }

// start starts reading the lists in the background, in order, Ahead at
// a time.
func (f *Files) start(ctx context.Context) {
	f.seen = make(map[wordlist.Content]wordlist.Source)
	f.named = make(map[string]wordlist.Source)
	f.slots = make(chan struct{}, max(f.Ahead, 1)+1)
	f.loaded = make([]chan loaded, len(f.srcs))
	for i := range f.loaded {
		f.loaded[i] = make(chan loaded, 1)
	}
	ctx, f.stop = context.WithCancel(ctx)
	srcs, stdin, opts := f.srcs, f.Stdin, f.Options
	if len(f.Exclude) > 0 {
		opts.Fit = nil // applied after the exclusion, in Scan
	}
	go func() {
		for i, src := range srcs {
			select {
			case f.slots <- struct{}{}:
			case <-ctx.Done():
				return
			}
			go func() {
				l, err := src.Load(stdin, opts)
				if ctx.Err() != nil {
					if l != nil {
						l.Release()
					}
					return
				}
				f.loaded[i] <- loaded{l, err}
			}()
		}
	}()
}
