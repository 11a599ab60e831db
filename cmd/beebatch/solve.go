package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/bytesize"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/catalogs"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/cli"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/help"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/fsmsg"
	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/likeness"
	"github.com/beebatch/beebatch/pkg/play"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// solveCmd runs "beebatch solve".
func solveCmd(ctx context.Context, e *cli.Env, args []string) error {
	r, err := parseSolve(e, args)
	if err != nil {
		return err
	}
	h, err := r.board(ctx, e)
	if err != nil {
		return err
	}
	if r.foundFile != "" {
		if r.found, err = readFound(e, r.foundFile, r.opts.MaxBytes); err != nil {
			return err
		}
	}
	if err := r.solve(ctx, e, h); err != nil {
		return err
	}
	return report.Render(ctx, e.Stdout, func(w io.Writer) error {
		switch {
		case r.hints:
			return report.WriteHints(w, r.format, r.hs)
		case r.foundFile != "":
			return report.WriteProgress(w, r.format, r.progress)
		}
		return report.WriteSolutions(w, r.format, r.sols)
	})
}

// solveRun is a run of "beebatch solve": its flags, once checked, and
// what it finds.
type solveRun struct {
	bf                boardFlags
	ff                freqFlags
	hints, reveal     bool
	date, foundFile   string
	rules             puzzle.Rules
	opts              wordlist.Options
	format, boardText string
	specs, found      []string
	sols              []report.Solution
	progress          []report.Progress
	hs                []report.Hints // the hints of sols or progress, for --hints
	// published is the archive of --archive, if any, when the report may
	// show its answers (not with --hints or --found).
	published *archive.Archive
	learned   catalogs.Learned // what learned lists say of the board, looked up in --archive if given
}

// parseSolve parses and checks the command line of solve.
func parseSolve(e *cli.Env, args []string) (*solveRun, error) {
	r := &solveRun{}
	fs := e.FlagSet("solve", help.Solve)
	r.bf.register(fs, "the solutions")
	r.ff.register(fs)
	fs.BoolVar(&r.hints, "hints", false, "show the ranks and hints, no word")
	fs.StringVar(&r.date, "date", "", "solve the puzzle of `YYYY-MM-DD` in --archive; no BOARD is then given")
	fs.StringVar(&r.foundFile, "found", "", "read the words found so far from `FILE` (- for stdin)")
	fs.BoolVar(&r.reveal, "reveal", false, "with --found, show the words still to find")
	if err := e.Parse(fs, args); err != nil {
		return nil, err
	}
	var err error
	r.rules, r.opts, r.format, err = r.bf.check(fs)
	if err == nil {
		err = r.check(fs.Args())
	}
	if err != nil {
		return nil, cli.UsageError{Err: err}
	}
	r.boardText, r.specs = fs.Arg(0), fs.Args()[1:]
	if r.date != "" {
		r.boardText, r.specs = "", fs.Args()
	}
	return r, r.ff.check(e, fs, nil, r.specs)
}

// check checks the arguments, args, and the flags that go together.
func (r *solveRun) check(args []string) error {
	if _, err := r.bf.board(r.foundFile, r.rules); err == nil && r.foundFile != "-" {
		if _, serr := os.Stat(r.foundFile); serr != nil {
			// solve --found D/AGINRW enable1: the flag took the board.
			return fmt.Errorf("--found %s: a board, not a file; --found takes the FILE of the words found, as in: beebatch solve --found found.txt %s %s",
				r.foundFile, r.foundFile, strings.Join(args, " "))
		}
	}
	dated := r.date != ""
	_, derr := archive.ParseDate(r.date)
	switch {
	case dated && derr != nil:
		return fmt.Errorf("--date %w", derr)
	case dated && r.bf.archive == "":
		return fmt.Errorf("--date %s solves the puzzle of that day in the archive of --archive: give it, as in: beebatch solve --archive DAYS --date %s enable1", r.date, r.date)
	case dated && r.bf.center != "":
		return fmt.Errorf("--date gives the board, center included: it does not go with --center")
	case !dated && len(args) == 0:
		return fmt.Errorf("no BOARD given")
	case len(args) == 0 || !dated && len(args) == 1:
		return fmt.Errorf("no WORDLIST given")
	case r.hints && r.reveal && (!dated || r.foundFile != ""):
		return fmt.Errorf("--hints and --reveal: --hints shows no word, and --reveal the words still to find; expected one of them")
	case !dated && r.bf.archive != "" && (r.hints || r.foundFile != ""):
		return fmt.Errorf("--archive names the words of the board (those the NYT did not accept): it does not go with --hints or --found, except with --date, where it gives the board alone")
	case r.reveal && r.foundFile == "":
		return fmt.Errorf("--reveal shows the words still to find: give the words found with --found")
	case dated && r.bf.isBoard(args[0], r.rules):
		return fmt.Errorf("%s is a board, and --date %s gives the board: expected word lists alone", args[0], r.date)
	}
	return cli.FlagAfterArgs(args)
}

// board returns the board to solve, from the command line or, with
// --date, the archive of --archive, which it keeps in r.learned, and in
// r.published if it may show the answers.
func (r *solveRun) board(ctx context.Context, e *cli.Env) (h puzzle.Honeycomb, err error) {
	if r.date == "" {
		if h, err = r.bf.board(r.boardText, r.rules); err != nil {
			return h, cli.UsageError{Err: r.swapped(err)}
		}
	}
	a, err := r.bf.loadArchive(ctx, e, r.rules, r.opts)
	if err != nil {
		return h, err
	}
	r.published = a
	r.learned = catalogs.Learned{Archive: a, ArchivePath: r.bf.archive, MaxBytes: r.opts.MaxBytes}
	if r.date == "" {
		return h, nil
	}
	p := a.OnDate(r.date)
	if p == nil {
		return puzzle.Honeycomb{}, cli.Usagef("--date %s: no puzzle of that day in %s, which has %s puzzles from %s to %s",
			r.date, r.bf.archive, report.Num(len(a.Puzzles)), a.First(), a.Last())
	}
	if r.hints || r.foundFile != "" {
		r.published = nil // the answers are what the player looks for
	}
	return p.Board, nil
}

// swapped returns the error of a board, err, that is a word list, saying
// the arguments are swapped when a later one is a board.
func (r *solveRun) swapped(err error) error {
	if !isWordList(r.boardText) {
		return err
	}
	for _, spec := range r.specs {
		if r.bf.isBoard(spec, r.rules) {
			return fmt.Errorf("%s is a word list and %s a board: the arguments are swapped; expected the board first, as in: beebatch solve %s %s",
				r.boardText, spec, spec, r.boardText)
		}
	}
	return err
}

// solve solves board h over each list and checks the words found against
// it.
func (r *solveRun) solve(ctx context.Context, e *cli.Env, h puzzle.Honeycomb) error {
	lists := wordLists(e, r.specs, r.opts, nil)
	_, rule, err := openLists(ctx, e, &r.bf.ruleFlags, &r.ff, lists)
	if err != nil {
		return err
	}
	// Each list is solved as it is read and released before the next.
	warned := map[string]bool{}
	return scanLists(ctx, e, lists, func(_ int, l *wordlist.List) error {
		if err := scoresFit(l, r.rules); err != nil {
			return err
		}
		sol := puzzle.Solve(&l.Words, h, r.rules)
		s := report.NewSolution(l.Name, l.Path, l.Words.Len(), report.NewRules(r.rules, r.opts), sol)
		s.Excluded = l.Skipped[wordlist.Excluded]
		if r.published != nil {
			s.Published = report.NewPublished(r.published, h, sol)
		}
		if s.Learned, err = r.learned.Of(ctx, l, h); err != nil {
			return err
		}
		s.AddFreq(rule)
		if m, counts := catalogs.LikenessOf(l.Name, e.Warn); m != nil {
			v := m.Likeness(likeness.Of(h, sol.Texts(), counts, r.rules))
			s.Likeness = &v
		}
		if r.foundFile == "" {
			r.sols = append(r.sols, s)
			r.hs = append(r.hs, s.Hints())
			return nil
		}
		checked, err := play.Check(ctx, sol, r.rules, r.found)
		if err != nil {
			return err
		}
		p := report.NewProgress(s, checked, r.reveal)
		for i, rf := range p.Refused {
			if i%4096 == 0 && ctx.Err() != nil {
				return ctx.Err()
			}
			// A board's refusals are the same for every list but "not in
			// the list", which names it.
			msg := fmt.Sprintf("--found %s: %q does not count: %s", r.foundFile, rf.Word, rf.Why)
			if !warned[msg] {
				warned[msg] = true
				e.Warn(errors.New(msg))
			}
		}
		r.progress = append(r.progress, p)
		r.hs = append(r.hs, p.Hints())
		return nil
	})
}

// readFound reads the words of a --found file ("-" for standard input),
// of at most maxBytes.
func readFound(e *cli.Env, path string, maxBytes int64) ([]string, error) {
	lr, closeFile, err := e.OpenFlagFile("--found", path, "a file of the words found, or - for standard input", maxBytes)
	if err != nil {
		return nil, err
	}
	defer closeFile()
	words, err := play.ParseFound(lr)
	switch {
	case lr.N <= 0:
		err = fmt.Errorf("--found %s: input larger than --max-bytes %v; expected a smaller file, or a larger --max-bytes", path, bytesize.Size(maxBytes))
	case errors.Is(err, bufio.ErrTooLong):
		err = fmt.Errorf("--found %s: a line longer than 1MiB; expected words separated by spaces, commas or newlines", path)
	case err != nil:
		err = fmt.Errorf("--found %s: %w", path, fsmsg.Bare(err))
	}
	return words, err
}
