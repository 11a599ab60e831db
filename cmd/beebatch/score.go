package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/bytesize"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/catalogs"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/cli"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/help"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/fsmsg"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/likeness"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// scoreCmd runs "beebatch score".
func scoreCmd(ctx context.Context, e *cli.Env, args []string) error {
	s, err := parseScore(e, args)
	if err != nil {
		return err
	}
	if err := s.readBoards(e); err != nil {
		return err
	}
	if err := s.score(ctx, e); err != nil {
		return err
	}
	if s.skipped > 0 {
		// The boards that could be read are scored; the run still fails.
		return fmt.Errorf("--boards %s: %s %s skipped; expected one board per line", s.boardsFile, report.Num(s.skipped), cli.Plural(s.skipped, "bad line", "bad lines"))
	}
	return nil
}

// scoreRun is a run of "beebatch score": its flags, once checked, and
// what it finds.
type scoreRun struct {
	bf               boardFlags
	ff               cli.FilterFlags
	fq               freqFlags
	boardsFile       string
	flt              *filter.Filter
	rules            puzzle.Rules
	opts             wordlist.Options
	format           string
	specs, boardArgs []string // the WORDLIST and BOARD arguments
	boards           []puzzle.Honeycomb
	skipped          int // the bad lines of --boards, skipped
}

// parseScore parses and checks the command line of score.
func parseScore(e *cli.Env, args []string) (*scoreRun, error) {
	s := &scoreRun{ff: cli.FilterFlags{Likeness: true}}
	fs := e.FlagSet("score", help.Score)
	s.bf.register(fs, "the scores")
	fs.StringVar(&s.boardsFile, "boards", "", "read boards from `FILE`, one per line, or - for standard input")
	s.ff.Register(fs)
	s.fq.register(fs)
	if err := e.Parse(fs, args); err != nil {
		return nil, err
	}
	var err error
	if s.flt, err = s.ff.Filter(e); err != nil {
		return nil, err
	}
	s.rules, s.opts, s.format, err = s.bf.check(fs)
	switch {
	case err != nil:
		return nil, err
	case fs.NArg() == 0:
		return nil, cli.Usagef("no WORDLIST given")
	case fs.NArg() == 1 && s.boardsFile == "" && s.bf.isBoard(fs.Arg(0), s.rules):
		return nil, cli.Usagef("no WORDLIST given: %s is a board; expected the word list after the boards, as in: beebatch score %s enable1", fs.Arg(0), fs.Arg(0))
	case fs.NArg() == 1 && s.boardsFile == "":
		return nil, cli.Usagef("no BOARD given")
	}
	s.flt, err = s.bf.langFilter(e, &s.ff, s.flt)
	if err := cmp.Or(cli.FlagAfterArgs(fs.Args()), err, s.ff.CanPass(s.flt, s.rules.Size, s.rules.Alphabet.All()&^s.rules.Exclude)); err != nil {
		return nil, err
	}
	// The lists start at the first argument that is a word list, or are
	// the last argument if none is; a board after them is a mistake.
	args = fs.Args()
	i := slices.IndexFunc(args, isWordList)
	if i < 0 {
		i = len(args) - 1
	}
	s.boardArgs, s.specs = args[:i], args[i:]
	for _, spec := range s.specs[1:] {
		if s.bf.isBoard(spec, s.rules) {
			return nil, cli.Usagef("%s is a board after the word lists; expected the boards first, then the lists, as in: beebatch score %s enable1", spec, spec)
		}
	}
	if s.flt.Derived() != 0 && s.fq.list != "" {
		return nil, cli.Usagef("--where %q: the likeness looks pangrams up in count_1w_100k: it cannot be given with --freq", s.flt.String())
	}
	return s, s.fq.check(e, fs, s.flt, s.specs)
}

// readBoards reads the boards of the command line, then those of
// --boards.
func (s *scoreRun) readBoards(e *cli.Env) error {
	for _, text := range s.boardArgs {
		h, err := s.bf.board(text, s.rules)
		if err != nil {
			return cli.UsageError{Err: err}
		}
		s.boards = append(s.boards, h)
	}
	if s.boardsFile == "" {
		return nil
	}
	// A bad line is skipped with a warning, as archive skips a bad record.
	path, maxBytes := s.boardsFile, s.opts.MaxBytes
	lr, closeFile, err := e.OpenFlagFile("--boards", path, "a file of boards, one per line", maxBytes)
	if err != nil {
		return err
	}
	defer closeFile()
	boards, bad, err := puzzle.ReadBoards(lr, path, func(text string) (puzzle.Honeycomb, error) { return s.bf.board(text, s.rules) })
	var le *puzzle.LineError
	switch {
	case errors.As(err, &le):
		return cli.Usagef("%s:%d: a line longer than %s; expected one board per line", path, le.Line, bytesize.Size(puzzle.MaxBoardLine))
	case lr.N <= 0:
		return fmt.Errorf("--boards %s: input larger than --max-bytes %v; expected a smaller file of boards, or a larger --max-bytes", path, bytesize.Size(maxBytes))
	case err != nil:
		return fmt.Errorf("--boards %s: %w", path, fsmsg.Bare(err))
	}
	for _, b := range bad {
		e.Warn(fmt.Errorf("%w; skipped", b))
	}
	s.skipped = len(bad)
	if len(boards) == 0 && len(s.boards) == 0 {
		return cli.Usagef("%s: no board in the file", s.boardsFile)
	}
	s.boards = append(s.boards, boards...)
	return nil
}

// score scores the boards over each list and writes the scores, then
// what --exclude-words dropped and how many boards passed the filter, if
// they were given.
func (s *scoreRun) score(ctx context.Context, e *cli.Env) error {
	published, err := s.bf.loadArchive(ctx, e, s.rules, s.opts)
	if err != nil {
		return err
	}
	lists := wordLists(e, s.specs, s.opts, nil)
	_, rule, err := openLists(ctx, e, &s.bf.ruleFlags, &s.fq, lists)
	if err != nil {
		return err
	}
	// Each board's measures: those the filter needs, and those the
	// report shows.
	cols := measure.Columns(rule != nil, s.flt.Needs())
	// The letters of no board are banned: the scorer then sums the sets
	// of the boards' letters alone, not every set of the alphabet.
	var used bitset.Set
	for _, h := range s.boards {
		used |= h.Letters
	}
	q := search.Query{Rules: s.rules, Variants: []puzzle.Variant{{Banned: s.rules.Alphabet.All() &^ used}}, RankOptions: search.RankOptions{Filter: s.flt}}
	for _, m := range cols {
		q.Measures |= 1 << m
	}
	if rule != nil {
		q.Rare, q.Counts = rule.RareWords, rule.Counts
	}
	if s.flt.Derived() != 0 {
		// A likeness clause: the counts it looks pangrams up in.
		if q.Counts, err = whereLikeness(s.flt); err != nil {
			lists.Close()
			return err
		}
	}
	var rk search.Ranker
	var scores []report.BoardScore
	var excluded []string // how many words --exclude-words dropped from each list
	nlists := 0
	err = scanLists(ctx, e, lists, func(_ int, l *wordlist.List) error {
		nlists++
		if n := l.Skipped[wordlist.Excluded]; n > 0 {
			excluded = append(excluded, fmt.Sprintf("%s word%s from %s", report.Num(n), cli.Plural(n, "", "s"), l.Name))
		}
		if err := scoresFit(l, s.rules); err != nil {
			return err
		}
		ql := q
		if ql.Filter, _, err = withLikeness(e, s.flt, l.Name); err != nil {
			return err
		}
		score, err := rk.Scorer(&l.Words, ql)
		if err != nil {
			return err
		}
		var ix *likeness.Index
		m, counts := catalogs.LikenessOf(l.Name, e.Warn)
		if m != nil {
			ix = likeness.NewIndex(puzzle.NewIndex(&l.Words, s.rules), counts)
		}
		for _, h := range s.boards {
			r := score(h)
			if !ql.Filter.Match(r.Candidate()) {
				continue
			}
			bs := report.NewBoardScore(l.Name, r, cols, s.rules.Alphabet)
			if published != nil {
				bs.Published = report.NewPublished(published, h, nil)
			}
			if m != nil {
				v := m.Likeness(ix.Features(h))
				bs.Likeness = &v
			}
			scores = append(scores, bs)
		}
		return nil
	})
	format := s.format
	if err != nil {
		return err
	}
	if err := report.Render(ctx, e.Stdout, func(w io.Writer) error { return report.WriteScores(w, format, scores, nlists > 1) }); err != nil {
		return err
	}
	// Text and md say the rest after the table; json and csv on stderr.
	say := func(line string) {
		if format == "text" || format == "md" {
			fmt.Fprintf(e.Stdout, "%s\n", line)
		} else {
			e.Note("beebatch score: " + line)
		}
	}
	if ex := s.bf.excludeWords.Values; len(ex) > 0 {
		say("--exclude-words " + strings.Join(ex, " ") + " dropped " + cmp.Or(strings.Join(excluded, ", "), "no word"))
	}
	if s.flt == nil {
		return nil
	}
	// "3 of 7 boards pass the filter: words 20..80", the filter as code
	// in md, with its clauses glued in text (report.GlueItems).
	count := fmt.Sprintf("%d of %d boards pass the filter: ", len(scores), len(s.boards))
	if nlists > 1 {
		count = fmt.Sprintf("%d of %d board scores (%d boards, %d lists) pass the filter: ", len(scores), len(s.boards)*nlists, len(s.boards), nlists)
	}
	switch format {
	case "text":
		_, err := io.WriteString(e.Stdout, report.Wrap(count+report.GlueItems(s.flt.String()), report.Width(e.Stdout), "", "  "))
		return err
	case "md":
		say("\n" + count + "`" + s.flt.String() + "`")
	default:
		say(count + s.flt.String())
	}
	return nil
}
