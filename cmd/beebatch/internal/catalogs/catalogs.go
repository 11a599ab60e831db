// Package catalogs is the catalog of known word lists (pkg/catalog) as
// beebatch's command line uses it: a WORDLIST that names a list, the
// hints of a name that is close to one, the lists a command fetches by
// itself, the board likeness a learned list carries and the counts it
// reads (Likeness, Counts, and in the cache CacheLikeness, CacheCounts,
// LikenessOf), whether a board is among the puzzles a learned
// list came from (Learned), the lists learn reads and the list it installs
// (LearnList, ReadFeatures, PrepareLearned), and the catalog's errors and
// log worded for the command line.
package catalogs

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/suggest"
	"github.com/beebatch/beebatch/pkg/catalog"
)

// DictDir is where installed Debian packages keep their lists; tests
// point it elsewhere.
var DictDir = catalog.DefaultDictDir

// New returns the catalog whose cache is cache (the default for ""), and
// whose mirror is $BEEBATCH_MIRROR.
func New(cache string) (*catalog.Catalog, error) {
	c, err := catalog.FromEnv(cache)
	if err != nil {
		return nil, err
	}
	c.DictDir = DictDir
	return c, nil
}

// Lookup is a source.Files.Lookup that knows the catalog's lists by
// name, as their local copy (nothing is fetched). A known list with no
// copy, or a name close to a known list's, is an error saying what to do.
func Lookup(name string) (string, bool, error) {
	c, err := New("")
	if err != nil {
		if _, ok := catalog.Lookup(name); !ok {
			return "", false, nil
		}
		return "", false, err
	}
	l, ok := c.Find(name)
	if !ok {
		if hint := cmp.Or(Hint(name), suggest.DidYouMean(name, catalog.Names())); hint != "" {
			return "", false, fmt.Errorf("%q: no such file or directory, nor a list of the catalog%s", name, hint)
		}
		return "", false, nil
	}
	loc, err := c.Locate(l)
	if errors.Is(err, catalog.ErrNotPresent) {
		return "", false, fmt.Errorf("%v, and there is no file %s here; run \"beebatch lists fetch %s\" to fetch it", err, name, name)
	}
	return loc.Path, err == nil, err
}

// FetchNamed fetches the catalog's list name into the cache when spec
// names it and no file of that name is here, so that a list a command
// uses by default (schedule's naughty-words) needs no "lists fetch"
// first; the catalog logs its steps to log (nil for none). Any other spec
// is left to the reader.
func FetchNamed(ctx context.Context, spec string, log io.Writer) error {
	l, ok := catalog.Lookup(spec)
	if !ok {
		return nil
	}
	if _, err := os.Stat(spec); err == nil {
		return nil
	}
	c, err := New("")
	if err != nil {
		return err
	}
	if _, err := c.Locate(l); !errors.Is(err, catalog.ErrNotPresent) {
		return nil // at hand, or an error the reader reports
	}
	c.Log = log
	if _, err := c.Fetch(ctx, l); err != nil {
		return fmt.Errorf("%w; run \"beebatch lists fetch %s\", or set %s to a directory holding %s", Error(err), spec, catalog.MirrorEnv, l.FileName())
	}
	return nil
}

// Hint returns " (did you mean NAME?)" when name is the file of the
// catalog's list NAME: "enable1.txt", or "american-english" for
// wamerican; "" otherwise.
func Hint(name string) string {
	base := filepath.Base(name)
	for _, l := range catalog.Lists() {
		if strings.HasPrefix(base, l.Name+".") || l.Kind == catalog.Debian && base == path.Base(l.File) {
			return " (did you mean " + l.Name + "?)"
		}
	}
	return ""
}

// IsWordList reports whether arg names a word list rather than a board:
// a file or directory, NAME=PATH, - or a list of the catalog.
func IsWordList(arg string) bool {
	if _, err := os.Stat(arg); err == nil || arg == "-" {
		return true
	}
	if name, _, ok := strings.Cut(arg, "="); ok && name != "" && !strings.ContainsAny(name, "/:") {
		return true
	}
	if _, ok := catalog.Lookup(arg); ok {
		return true
	}
	c, err := New("")
	if err != nil {
		return false
	}
	_, ok := c.Find(arg)
	return ok
}

// Error words an error of the catalog in terms of --max-bytes and
// --cache.
func Error(err error) error {
	var tl *catalog.TooLargeError
	var ce *catalog.CacheError
	switch {
	case errors.As(err, &tl) && !tl.Pinned:
		return fmt.Errorf("%w (--max-bytes)", err)
	case errors.As(err, &ce):
		return fmt.Errorf("%w, or give one with --cache DIR", err)
	}
	return err
}

// Log returns a writer of the catalog's lines about its steps that
// writes each to w after prefix, with what a terminal would act on
// escaped; the catalog logs one line per Write.
func Log(w io.Writer, prefix string) io.Writer { return prefixWriter{w, prefix} }

// prefixWriter writes each line it is given after a prefix.
type prefixWriter struct {
	w      io.Writer
	prefix string
}

func (p prefixWriter) Write(b []byte) (int, error) {
	if _, err := io.WriteString(p.w, p.prefix+report.VisibleLines(string(b))); err != nil {
		return 0, err
	}
	return len(b), nil
}
