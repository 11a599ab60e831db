package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/fsmsg"
	"github.com/beebatch/beebatch/pkg/play"
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

While playing:
  --hints leaves the words out: the headline, the ranks and the hints
    alone. csv then has a row per cell of the hint grid and per two-letter
    start: list, hint (grid or two-letter), start, length, words.
  --found FILE (- for standard input) reads the words found so far, one
    or more a line, in any case, and shows the points and rank reached,
    the points to the next rank, what is still to find (words, points,
    pangrams, counted) and the hints of the words still to find. A found
    word that does not count is refused by name with the reason (too
    short, a letter not on the board, no center, not in the list), on
    standard error and in the report; the others count. No word still to
    find is shown unless --reveal is given. csv has a row per word given:
    list, word, status (found, refused, or left with --reveal), reason,
    letterset, length, score, pangram.
` + freqHelp + `With --freq each word gets its count (text and md after its score, json
and csv in count), rare words are marked † (json and csv: rare), and the
report counts the rare words and their points.
` + wordlistHelp + exitHelp

// solveCmd runs "beebatch solve".
func solveCmd(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "solve", solveUsage)
	var bf boardFlags
	bf.register(fs, "the solutions")
	var ff freqFlags
	ff.register(fs)
	hints := fs.Bool("hints", false, "show the ranks and hints, no word")
	foundFile := fs.String("found", "", "read the words found so far from `FILE` (- for stdin)")
	reveal := fs.Bool("reveal", false, "with --found, show the words still to find")
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
	case *hints && *foundFile != "":
		return badUsage(e, fs, fmt.Errorf("--hints and --found: --found already shows only the hints of the words still to find"))
	case bf.archive != "" && (*hints || *foundFile != ""):
		return badUsage(e, fs, fmt.Errorf("--archive names the words of the board (those the NYT did not accept): it does not go with --hints or --found"))
	case *reveal && *foundFile == "":
		return badUsage(e, fs, fmt.Errorf("--reveal shows the words still to find: give the words found with --found"))
	}
	if err := flagAfterArgs(fs.Args()); err != nil {
		return badUsage(e, fs, err)
	}
	specs := fs.Args()[1:]
	if err := ff.check(e, fs, specs); err != nil {
		return badUsage(e, fs, err)
	}
	h, err := bf.board(fs.Arg(0), rules)
	if err != nil {
		return usageError{err}
	}
	var found []string
	if *foundFile != "" {
		if found, err = readFound(ctx, e, *foundFile, opts.MaxBytes); err != nil {
			return err
		}
	}
	rule, err := ff.load(ctx, e, opts)
	if err != nil {
		return err
	}
	// Each list is solved as it is read and released before the next, so
	// that many large lists take the memory of about two.
	exclude, err := bf.exclusions(ctx, e, specs)
	if err != nil {
		return err
	}
	published, err := bf.loadArchive(e, specs, rules, opts)
	if err != nil {
		return err
	}
	lists := wordLists(e, specs, opts, exclude)
	if _, err := sources(e, lists); err != nil {
		return err
	}
	var sols []report.Solution
	var progress []report.Progress
	warned := map[string]bool{}
	err = scanLists(ctx, e, lists, func(_ int, l *wordlist.List) error {
		if err := scoresFit(l, rules); err != nil {
			return err
		}
		sol := search.Solve(&l.Words, h, rules)
		s := report.NewSolution(l.Name, l.Path, l.Words.Len(), reportRules(rules, opts), sol)
		s.Excluded = l.Skipped[wordlist.Excluded]
		if published != nil {
			s.Published = report.NewPublished(published, h, sol)
		}
		s.AddFreq(rule)
		if *foundFile == "" {
			sols = append(sols, s)
			return nil
		}
		checked, err := play.Check(ctx, sol, rules, found)
		if err != nil {
			return err
		}
		p := report.NewProgress(s, checked, *reveal)
		for i, r := range p.Refused {
			if i%4096 == 0 && ctx.Err() != nil {
				return ctx.Err()
			}
			// A board's refusals are the same for every list; only
			// "not in the list" names one.
			msg := fmt.Sprintf("--found %s: %q does not count: %s", *foundFile, r.Word, r.Why)
			if !warned[msg] {
				warned[msg] = true
				e.warn(errors.New(msg))
			}
		}
		progress = append(progress, p)
		return nil
	})
	if err != nil {
		return err
	}
	switch {
	case *foundFile != "":
		return render(ctx, e.stdout, func(w io.Writer) error { return report.WriteProgress(w, format, progress) })
	case *hints:
		hs := make([]report.Hints, len(sols))
		for i := range sols {
			hs[i] = sols[i].Hints()
		}
		return render(ctx, e.stdout, func(w io.Writer) error { return report.WriteHints(w, format, hs) })
	}
	return render(ctx, e.stdout, func(w io.Writer) error { return report.WriteSolutions(w, format, sols) })
}

// readFound reads the words of a --found file, or of standard input for
// "-", and returns when ctx is cancelled even while standard input has
// not ended. A file that cannot be read is a failed run.
func readFound(ctx context.Context, e *env, path string, maxBytes int64) ([]string, error) {
	type result struct {
		words []string
		err   error
	}
	done := make(chan result, 1)
	go func() {
		var r io.Reader = e.stdin
		if path != "-" {
			f, err := os.Open(path)
			if err != nil {
				done <- result{nil, fmt.Errorf("--found %s: %w; expected a file of the words found, or - for standard input", path, fsmsg.Bare(err))}
				return
			}
			defer f.Close()
			r = f
		} else if r == nil {
			done <- result{nil, fmt.Errorf("--found -: no standard input to read")}
			return
		}
		// Bounded as a word list is: standard input may not end.
		lr := &io.LimitedReader{R: r, N: maxBytes + 1}
		words, err := play.ParseFound(lr)
		switch {
		case lr.N <= 0:
			err = fmt.Errorf("--found %s: input larger than --max-bytes %v; expected a smaller file, or a larger --max-bytes", path, byteSize(maxBytes))
		case errors.Is(err, bufio.ErrTooLong):
			err = fmt.Errorf("--found %s: a line longer than 1MiB; expected words separated by spaces, commas or newlines", path)
		case err != nil:
			err = fmt.Errorf("--found %s: %w", path, fsmsg.Bare(err))
		}
		done <- result{words, err}
	}()
	select {
	case r := <-done:
		return r.words, r.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}
