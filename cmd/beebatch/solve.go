package main

import (
	"context"
	"flag"
	"fmt"
	"slices"
	"strings"

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
them for several lists) and csv one row per word: list, word, letterset,
length, score, pangram.
` + wordlistHelp + exitHelp

// solveCmd runs "beebatch solve".
func solveCmd(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "solve", solveUsage)
	var bf boardFlags
	bf.register(fs)
	if err := parse(e, fs, args); err != nil {
		return err
	}
	rules, opts, err := bf.check()
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
	lists, err := loadLists(ctx, e, fs.Args()[1:], opts, nil)
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	sols := make([]report.Solution, len(lists))
	for i, l := range lists {
		sols[i] = solveList(l, h, rules, opts)
	}
	return report.WriteSolutions(e.stdout, bf.format, sols)
}

// solveList solves board h over one list.
func solveList(l *wordlist.List, h search.Honeycomb, rules search.Rules, opts wordlist.Options) report.Solution {
	return report.NewSolution(l.Name, l.Path, l.Words.Len(), reportRules(rules, opts), search.Solve(&l.Words, h, rules))
}

// boardFlags are the flags of the commands that take boards: the rules,
// the board size, the center and the output format.
type boardFlags struct {
	ruleFlags
	size   int
	center string
	format string
}

func (f *boardFlags) register(fs *flag.FlagSet) {
	f.ruleFlags.register(fs)
	fs.IntVar(&f.size, "size", search.DefaultRules.Size, fmt.Sprintf("the number of letters on a board, `K`, from %d to %d", search.MinSize, search.MaxSize))
	fs.StringVar(&f.center, "center", "", "the center `letter`; each board is then its letters alone, such as AEGINRT")
	fs.StringVar(&f.format, "format", report.Formats[0], "the output `format`: "+formatList())
}

// formatList returns "text, md, json or csv".
func formatList() string {
	n := len(report.Formats)
	return strings.Join(report.Formats[:n-1], ", ") + " or " + report.Formats[n-1]
}

// check returns the rules and list options of the flags, or the error that
// names the flag at fault.
func (f *boardFlags) check() (search.Rules, wordlist.Options, error) {
	rules, opts, err := f.rules(f.size)
	if err == nil && !slices.Contains(report.Formats, f.format) {
		err = fmt.Errorf("--format %q: expected %s", f.format, formatList())
	}
	return rules, opts, err
}

// board parses a board given on the command line or in a file, with the
// center of --center if it is set.
func (f *boardFlags) board(text string, rules search.Rules) (search.Honeycomb, error) {
	if f.center == "" {
		return search.ParseBoard(text, rules)
	}
	if strings.ContainsAny(text, "/:") {
		return search.Honeycomb{}, fmt.Errorf("board %q: --center %s is given, so the board is its letters alone, such as AEGINRT", text, f.center)
	}
	return search.NewBoard(f.center, text, rules)
}
