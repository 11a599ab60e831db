package main

import (
	"context"
	"fmt"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

const solveUsage = `Usage: beebatch solve [flags] BOARD WORDLIST...
       beebatch solve [flags] --center C LETTERS WORDLIST...

Solve one board over each word list: every word it makes, with its score,
the rank ladder and the hints.

A BOARD is written R/AEGINT (the center, a slash, the other letters) or
AEGINRT:R (the letters, a colon, the center), in upper or lower case; the
center may also appear among the letters. With --center, give the letters
alone. A board has --size letters, 7 by default; a pangram uses all of
them, and a perfect pangram uses each exactly once. S is a letter like any
other here; --exclude bans letters.

For each list the report gives, in this order:
  - the headline: letters, center, points, words, pangrams, perfect
    pangrams, bingo (every letter begins a word) and valid (there is a
    pangram);
  - the words, grouped by letterset: the largest lettersets first, those of
    one size in alphabetical order, and words alphabetical within one;
  - the ranks: Beginner 0%, Good Start 2%, Moving Up 5%, Good 8%, Solid
    15%, Nice 25%, Great 40%, Amazing 50%, Genius 70% and Queen Bee 100% of
    the total, each rounded to the nearest point with a half rounding up:
    floor((total*percent + 50) / 100), so Genius on 3,898 points is 2,729;
  - the hints: word counts by first letter and length, with totals, and
    the two-letter starts with their counts.

--format text writes tables, md Markdown, json one document (an array of
them for several lists; --json is --format json) and csv one row per word:
list, word, letterset, length, score, pangram.
` + wordlistHelp + exitHelp

// solveCmd runs "beebatch solve".
func solveCmd(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "solve", solveUsage)
	var bf boardFlags
	bf.register(fs, "the solutions")
	if err := parse(e, fs, args); err != nil {
		return err
	}
	rules, opts, format, err := bf.check(fs)
	switch {
	case err != nil:
		return badUsage(e, fs, err)
	case fs.NArg() == 0:
		return badUsage(e, fs, fmt.Errorf("no BOARD given"))
	case fs.NArg() == 1:
		return badUsage(e, fs, fmt.Errorf("no WORDLIST given"))
	}
	if err := flagAfterArgs(fs.Args()); err != nil {
		return badUsage(e, fs, err)
	}
	h, err := bf.board(fs.Arg(0), rules)
	if err != nil {
		return usageError{err}
	}
	// Each list is solved as it is read and released before the next, so
	// that many large lists take the memory of about two.
	exclude, err := bf.exclusions(ctx, e, fs.Args()[1:])
	if err != nil {
		return err
	}
	published, err := bf.loadArchive(e, fs.Args()[1:], rules, opts)
	if err != nil {
		return err
	}
	lists := wordLists(e, fs.Args()[1:], opts, exclude)
	if _, err := sources(e, lists); err != nil {
		return err
	}
	var sols []report.Solution
	err = scanLists(ctx, e, lists, func(_ int, l *wordlist.List) error {
		sol := search.Solve(&l.Words, h, rules)
		s := report.NewSolution(l.Name, l.Path, l.Words.Len(), reportRules(rules, opts), sol)
		s.Excluded = l.Skipped[wordlist.Excluded]
		if published != nil {
			s.Published = report.NewPublished(published, h, sol)
		}
		sols = append(sols, s)
		return nil
	})
	if err != nil {
		return err
	}
	return report.WriteSolutions(e.stdout, format, sols)
}
