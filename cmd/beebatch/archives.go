package main

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/bytesize"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/cli"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/catalog"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// loadArchive reads the archive of puzzles at path ("-" for standard
// input) under rules, bounded by opts.MaxBytes, and warns of the records
// it skipped.
func loadArchive(ctx context.Context, e *cli.Env, path string, rules puzzle.Rules, opts wordlist.Options) (*archive.Archive, error) {
	a, err := archive.Load(ctx, path, e.Stdin, archive.Options{Rules: rules, MaxBytes: opts.MaxBytes, Lang: opts.Lang})
	if a != nil {
		for _, w := range a.Warnings {
			e.Warn(w)
		}
	}
	var le *wordlist.LimitError
	var np *archive.NoPuzzleError
	switch {
	case errors.As(err, &le):
		return nil, fmt.Errorf("%s: archive larger than --max-bytes %v (counted after decompression); expected a smaller archive, or a larger --max-bytes", le.Path, bytesize.Size(le.Limit))
	case errors.As(err, &np):
		for _, w := range np.Warnings {
			e.Warn(w)
		}
	}
	return a, err
}

// answersFit returns a usage error naming --bonus when the official
// answers of a puzzle could score more than beebatch counts.
func answersFit(a *archive.Archive, rules puzzle.Rules) error {
	maxBonus, worst := a.MaxBonus(rules)
	if rules.Bonus >= 0 && uint64(rules.Bonus) <= maxBonus {
		return nil
	}
	return cli.Usagef("--bonus %d: the official answers of %s in %s would score more than the %s points that beebatch counts; expected a bonus of at most %s for this archive",
		rules.Bonus, worst, a.Path, report.Num64(int64(a.MaxScore())), report.Num64(int64(maxBonus)))
}

// calibratable returns a usage error naming --bonus when a board of c
// scores more than a filter can name.
func calibratable(c *archive.Comparison, rules puzzle.Rules) error {
	for _, r := range c.Rows {
		if r.List.Points > filter.MaxNumber {
			return cli.Usagef("--bonus %d: with --calibrate, the board of %s scores %s points in %s, more than the %s that a filter can name; expected a smaller bonus",
				rules.Bonus, r.Puzzle.Date, report.Num(r.List.Points), c.Name, report.Num(filter.MaxNumber))
		}
	}
	return nil
}

// notWordList returns a usage error when the file at path, a WORDLIST
// that spec names, holds puzzles rather than words.
func notWordList(spec, path string) error {
	form := archive.SniffFile(path)
	if form != archive.JSON && form != archive.Lines {
		return nil
	}
	where := path
	if path != spec {
		where = fmt.Sprintf("%s, in WORDLIST %s,", path, spec)
	}
	return cli.Usagef("%s looks like puzzle data (%s), not a word list; to read puzzles, run \"beebatch archive %s\"", where, form, spec)
}

// notArchive returns a usage error when path, the archive that what
// names, is a word list; expected says what to give instead.
func notArchive(what, path, expected string) error {
	isList := archive.SniffFile(path) == archive.WordList
	if _, err := os.Stat(path); err != nil && path != "-" {
		_, isList = catalog.Lookup(path)
	}
	if isList {
		return cli.Usagef("%s %s is a word list, not an archive of puzzles; expected %s", what, path, expected)
	}
	return nil
}
