package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"strings"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/bytesize"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/catalogs"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/cli"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/wordlist"
	"github.com/beebatch/beebatch/pkg/wordlist/source"
)

// The names of package catalogs that the command files use.
var (
	newCatalog   = catalogs.New
	isWordList   = catalogs.IsWordList
	catalogError = catalogs.Error
)

// wordLists returns the reader of the lists that specs name, with the
// options opts, less the words of exclude (nil for none): every command
// reads lists through one, so that a WORDLIST means the same everywhere.
func wordLists(e *cli.Env, specs []string, opts wordlist.Options, exclude wordlist.WordSet) *source.Files {
	return &source.Files{Specs: specs, Stdin: e.Stdin, Options: opts, Lookup: catalogs.Lookup, Exclude: exclude}
}

// sources resolves the lists of f, printing the warnings of resolving
// them, and returns their names, for messages about lists not yet read.
func sources(e *cli.Env, f *source.Files) ([]string, error) {
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
		if p := filepath.Clean(cli.SpecPath(spec)); p == filepath.Clean(path) || strings.HasPrefix(filepath.Clean(path), p+string(filepath.Separator)) {
			return spec
		}
	}
	return path
}

// printWarnings prints the warnings of f that are not printed yet.
func printWarnings(e *cli.Env, f *source.Files) {
	for _, w := range f.Warnings() {
		e.Warn(w)
	}
}

// scanLists reads the lists of f, one after another, and calls fn with
// each and its index, printing their warnings; the list is released when
// fn returns. It stops at the first error, which names the list.
func scanLists(ctx context.Context, e *cli.Env, f *source.Files, fn func(i int, l *wordlist.List) error) error {
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
// the words of l could score more than search.MaxScore64 under rules,
// or the bonuses of all of them sum past search.MaxScoreSum.
func scoresFit(l *wordlist.List, rules puzzle.Rules) error {
	return scoresFitUpTo(l, rules, search.MaxScore64)
}

// scoresFitUpTo is scoresFit with a limit of at most search.MaxScore64.
func scoresFitUpTo(l *wordlist.List, rules puzzle.Rules, limit uint64) error {
	var se *search.ScoreError
	err := search.CheckScores(&l.Words, rules, limit)
	if err == nil {
		err = search.CheckScoreSums(&l.Words, rules)
	}
	if !errors.As(err, &se) {
		return nil
	}
	if se.Sum && se.Bound > math.MaxInt64 {
		return cli.Usagef("--bonus %d: the bonuses of all the honeycombs of %s could sum past %s points, more than the %s that beebatch sums; expected a bonus of at most %s for this list",
			rules.Bonus, l.Name, report.Num64(math.MaxInt64), report.Num64(int64(se.Limit)), report.Num(se.MaxBonus))
	}
	if se.Sum {
		return cli.Usagef("--bonus %d: the bonuses of all the honeycombs of %s could sum to %s points, more than the %s that beebatch sums; expected a bonus of at most %s for this list",
			rules.Bonus, l.Name, report.Num64(int64(min(se.Bound, math.MaxInt64))), report.Num64(int64(se.Limit)), report.Num(se.MaxBonus))
	}
	if se.Bound > math.MaxInt64 {
		return cli.Usagef("--bonus %d: the scores of %s could pass %s points, the most that beebatch counts; expected a bonus of at most %s for this list",
			rules.Bonus, l.Name, report.Num64(math.MaxInt64), report.Num(se.MaxBonus))
	}
	return cli.Usagef("--bonus %d: the scores of %s could reach %s points, more than the %s that beebatch counts; expected a bonus of at most %s for this list",
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
		return fmt.Errorf("%s: input larger than %v (counted after decompression), the most beebatch reads; expected a smaller list", le.Path, bytesize.Size(le.Limit+1))
	}
	return fmt.Errorf("%s: input larger than --max-bytes %v (counted after decompression); expected a smaller list, or a larger --max-bytes", le.Path, bytesize.Size(le.Limit))
}

// argError returns err as a usage error when a WORDLIST is wrong in
// itself (a *source.ArgError), such as a bad NAME in NAME=PATH.
func argError(err error) error {
	if errors.As(err, new(*source.ArgError)) {
		return cli.UsageError{Err: err}
	}
	return err
}

// catalogLog returns the writer of the catalog's lines about its steps,
// each prefixed with "beebatch CMD: ", or nil, which discards them, under
// --quiet.
func catalogLog(e *cli.Env, cmd string) io.Writer {
	if e.Quiet {
		return nil
	}
	return catalogs.Log(e.Stderr, "beebatch "+cmd+": ")
}
