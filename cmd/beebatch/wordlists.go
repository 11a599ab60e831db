package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/catalog"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/wordlist"
	"github.com/beebatch/beebatch/pkg/wordlist/source"
)

// dictDir is where installed Debian packages keep their lists; tests
// point it elsewhere.
var dictDir = catalog.DefaultDictDir

// newCatalog returns the catalog whose cache is cache (the default for
// ""), and whose mirror is $BEEBATCH_MIRROR.
func newCatalog(cache string) (*catalog.Catalog, error) {
	c, err := catalog.FromEnv(cache)
	if err != nil {
		return nil, err
	}
	c.DictDir = dictDir
	return c, nil
}

// wordLists returns the reader of the lists that specs name, with the
// options opts, less the words of exclude (nil for none): every command
// reads lists through one, so that a WORDLIST means the same everywhere.
func wordLists(e *env, specs []string, opts wordlist.Options, exclude wordlist.WordSet) *source.Files {
	return &source.Files{Specs: specs, Stdin: e.stdin, Options: opts, Lookup: catalogLookup, Exclude: exclude}
}

// catalogLookup is a Files.Lookup that knows the catalog's lists by
// name, as their local copy (nothing is fetched). A known list with no
// copy, or a name close to a known list's, is an error saying what to do.
func catalogLookup(name string) (string, bool, error) {
	c, err := newCatalog("")
	if err != nil {
		if _, ok := catalog.Lookup(name); !ok {
			return "", false, nil
		}
		return "", false, err
	}
	l, ok := c.Find(name)
	if !ok {
		if hint := cmp.Or(catalogHint(name), didYouMean(name, catalog.Names())); hint != "" {
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

// fetchNamed fetches the catalog's list name into the cache when spec
// names it and no file of that name is here, so that a list a command
// uses by default (schedule's naughty-words) needs no "lists fetch"
// first. Any other spec is left to the reader.
func fetchNamed(ctx context.Context, e *env, command, spec string) error {
	l, ok := catalog.Lookup(spec)
	if !ok {
		return nil
	}
	if _, err := os.Stat(spec); err == nil {
		return nil
	}
	c, err := newCatalog("")
	if err != nil {
		return err
	}
	if _, err := c.Locate(l); !errors.Is(err, catalog.ErrNotPresent) {
		return nil // at hand, or an error the reader reports
	}
	c.Log = e.catalogLog(command)
	if _, err := c.Fetch(ctx, l); err != nil {
		return fmt.Errorf("%w; run \"beebatch lists fetch %s\", or set %s to a directory holding %s", catalogError(err), spec, catalog.MirrorEnv, l.FileName())
	}
	return nil
}

// catalogHint returns " (did you mean NAME?)" when name is the file of
// the catalog's list NAME: "enable1.txt", or "american-english" for
// wamerican; "" otherwise.
func catalogHint(name string) string {
	base := filepath.Base(name)
	for _, l := range catalog.Lists() {
		if strings.HasPrefix(base, l.Name+".") || l.Kind == catalog.Debian && base == path.Base(l.File) {
			return " (did you mean " + l.Name + "?)"
		}
	}
	return ""
}

// sources resolves the lists of f, printing the warnings of resolving
// them, and returns their names, for messages about lists not yet read.
func sources(e *env, f *source.Files) ([]string, error) {
	srcs, err := f.Sources()
	printWarnings(e, f)
	if err != nil {
		return nil, argError(listError(err))
	}
	names := make([]string, len(srcs))
	for i, s := range srcs {
		if err := notWordList(specOf(f.Specs, s.Path), s.Path); err != nil {
			f.Close()
			return nil, err
		}
		names[i] = s.Name
	}
	return names, nil
}

// specOf returns the WORDLIST argument of specs that names the file at
// path, itself or the directory that holds it, or path if none does.
func specOf(specs []string, path string) string {
	for _, spec := range specs {
		if p := filepath.Clean(specPath(spec)); p == filepath.Clean(path) || strings.HasPrefix(filepath.Clean(path), p+string(filepath.Separator)) {
			return spec
		}
	}
	return path
}

// printWarnings prints the warnings of f that are not printed yet.
func printWarnings(e *env, f *source.Files) {
	for _, w := range f.Warnings() {
		e.warn(w)
	}
}

// scanLists reads the lists of f, one after another, and calls fn with
// each and its index, printing their warnings; the list is released when
// fn returns. It stops at the first error, which names the list.
func scanLists(ctx context.Context, e *env, f *source.Files, fn func(i int, l *wordlist.List) error) error {
	defer f.Close()
	for f.Scan(ctx) {
		printWarnings(e, f)
		if err := fn(f.Index(), f.List()); err != nil {
			return err
		}
	}
	printWarnings(e, f)
	return listError(f.Err())
}

// scoresFit returns a usage error naming --bonus when a honeycomb over
// the words of l could score more than search.MaxScore under rules.
func scoresFit(l *wordlist.List, rules puzzle.Rules) error {
	return scoresFitUpTo(l, rules, search.MaxScore)
}

// scoresFitUpTo is scoresFit with a limit: for rank, search.MaxScore64.
func scoresFitUpTo(l *wordlist.List, rules puzzle.Rules, limit uint64) error {
	var se *search.ScoreError
	err := search.CheckScoresUpTo(&l.Words, rules, limit)
	if err == nil && limit > search.MaxScore {
		err = search.CheckScoreSums(&l.Words, rules)
	}
	if !errors.As(err, &se) {
		return nil
	}
	if se.Sum && se.Bound > math.MaxInt64 {
		return usagef("--bonus %d: the bonuses of all the honeycombs of %s could sum past %s points, more than the %s that beebatch sums; expected a bonus of at most %s for this list",
			rules.Bonus, l.Name, report.Num64(math.MaxInt64), report.Num64(int64(se.Limit)), report.Num(se.MaxBonus))
	}
	if se.Sum {
		return usagef("--bonus %d: the bonuses of all the honeycombs of %s could sum to %s points, more than the %s that beebatch sums; expected a bonus of at most %s for this list",
			rules.Bonus, l.Name, report.Num64(int64(min(se.Bound, math.MaxInt64))), report.Num64(int64(se.Limit)), report.Num(se.MaxBonus))
	}
	if se.Bound > math.MaxInt64 {
		return usagef("--bonus %d: the scores of %s could pass %s points, the most that beebatch counts; expected a bonus of at most %s for this list",
			rules.Bonus, l.Name, report.Num64(math.MaxInt64), report.Num(se.MaxBonus))
	}
	return usagef("--bonus %d: the scores of %s could reach %s points, more than the %s that beebatch counts; expected a bonus of at most %s for this list",
		rules.Bonus, l.Name, report.Num64(int64(se.Bound)), report.Num64(int64(se.Limit)), report.Num(se.MaxBonus))
}

// listError returns the error of reading a list, with a *LimitError told
// in terms of the --max-bytes flag.
func listError(err error) error {
	var le *wordlist.LimitError
	switch {
	case !errors.As(err, &le):
		return err
	case le.Limit >= wordlist.MaxInput:
		return fmt.Errorf("%s: input larger than %v (counted after decompression), the most beebatch reads; expected a smaller list", le.Path, byteSize(le.Limit+1))
	}
	return fmt.Errorf("%s: input larger than --max-bytes %v (counted after decompression); expected a smaller list, or a larger --max-bytes", le.Path, byteSize(le.Limit))
}

// argError returns err as a usage error when a WORDLIST is wrong in
// itself (a *source.ArgError), such as a bad NAME in NAME=PATH.
func argError(err error) error {
	if errors.As(err, new(*source.ArgError)) {
		return usageError{err}
	}
	return err
}

// isWordList reports whether arg names a word list rather than a board:
// a file or directory, NAME=PATH, - or a list of the catalog.
func isWordList(arg string) bool {
	if _, err := os.Stat(arg); err == nil || arg == "-" {
		return true
	}
	if name, _, ok := strings.Cut(arg, "="); ok && name != "" && !strings.ContainsAny(name, "/:") {
		return true
	}
	if _, ok := catalog.Lookup(arg); ok {
		return true
	}
	c, err := newCatalog("")
	if err != nil {
		return false
	}
	_, ok := c.Find(arg)
	return ok
}

// catalogLog returns the writer of the catalog's lines about its steps,
// each prefixed with "beebatch CMD: ", or nil, which discards them, under
// --quiet.
func (e *env) catalogLog(cmd string) io.Writer {
	if e.quiet {
		return nil
	}
	return prefixWriter{e.stderr, "beebatch " + cmd + ": "}
}

// prefixWriter writes each line it is given after a prefix; the catalog
// logs one line per Write.
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

// catalogError words an error of the catalog in terms of --max-bytes and
// --cache.
func catalogError(err error) error {
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
