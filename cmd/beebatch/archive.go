package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/plot"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

const archiveUsage = `Usage: beebatch archive [flags] ARCHIVE [WORDLIST...]

Measure word lists against the puzzles the New York Times has published.
ARCHIVE is a record of puzzles with their official answers: a file, a
directory of files (such as the days/ of the spelling-bee-answers
project) or - for standard input, gzip-compressed or not, in either form:

  - the NYT's own game data, a JSON object per puzzle with printDate,
    centerLetter, outerLetters, validLetters, pangrams and answers (other
    fields are ignored): one object per file, the page's wrapper
    {"today": {...}, "yesterday": {...}}, a JSON array, or JSON lines;
  - plain text, one puzzle a line: the date, the 7 letters, the center and
    the answers, separated by white space; # starts a comment:

      2024-01-04 bejkoux j joke juke jukebox

Every record is checked: a YYYY-MM-DD date, 7 distinct letters a-z with
the center among them, outerLetters and the center making validLetters,
answers of 4 or more of the board's letters with the center, and pangrams
that are answers using every letter. A bad record is skipped, counted by
reason and named in a warning (file, line and date); two records for one
date are read once when they agree. An archive with no valid record is an
error.

The report describes the archive: its puzzles and dates, the official
figures per puzzle (words, points, pangrams, perfect pangrams, bingos) with
the rules and code that solve uses, the letters and centers, the boards
published more than once, the words accepted most often, and the
constraints: the rules every board keeps although chance would break them
on at least --min-expected boards (5): a letter on no board (chance: a
board drawn from ENABLE's pangram letter sets), a letter never the center
(chance: any letter alike), two letters never together (chance: letters
on boards independently) and the range of vowels.

Then each WORDLIST against the NYT, the most NYT-like first: for every
puzzle, the list's words on the board (those solve gives) against the
official answers. recall is the answers the list has over all answers,
summed over the puzzles; precision the list's board words the NYT accepted
over all of them; distinct recall the same as recall over the distinct
answers; ratio the median over the boards of the list's words over the
NYT's; full the boards where the list has every answer; missing the
distinct answers the list lacks, and rejected the distinct words the list
gives on some board that the NYT never accepted where they count. Their
counts are shown; --words N also lists the N most frequent of each (the
lists are unfiltered, and some rejected words are slurs).

--calibrate writes, for each list, a filter in the --where language that
describes the NYT's boards as the list sees them: word and score ranges
that keep the central --coverage share (0.95) of the list's own counts on
the archive's boards, "pangrams >= 1" when that many boards have one, and
the constraints' letter clauses. rank --where and score --where read it as
it is.

--format text writes tables, md Markdown, json one document
({"archive": {...}, "lists": [...]}) and csv one row per puzzle and list.
With --out DIR it also writes DIR/archive.md, .json and .csv, and
DIR/archive.svg, the words per board of the NYT and of each list, which
archive.md embeds. --export DIR writes DIR/accepted.txt, every word
accepted at least once (a word list that rank, solve and compare read),
and DIR/rejected.LIST.txt, each list's rejected words (for
--exclude-words). Both are written as one set, whole or not at all.
` + freqHelp + `With --freq each list also gets the share of its words on the boards that
are rare (rare) beside the share of the official answers (nyt rare), and
json and csv their counts and points: rare_words, rare_points,
answer_rare_words and answer_rare_points; csv per puzzle list_rare_words,
list_rare_points, nyt_rare_words and nyt_rare_points.
` + wordlistHelp + exitHelp

// archiveCmd runs "beebatch archive".
func archiveCmd(ctx context.Context, e *env, args []string) (err error) {
	fs := newFlagSet(e, "archive", archiveUsage)
	var rf ruleFlags
	rf.register(fs)
	var ff formatFlag
	ff.register(fs, "the report")
	out := fs.String("out", "", "also write archive.md, .json, .csv and .svg to `DIR`")
	export := fs.String("export", "", "write accepted.txt and rejected.LIST.txt to `DIR`")
	calibrate := fs.Bool("calibrate", false, "write each list's calibrated filter")
	coverage := fs.Float64("coverage", archive.DefaultCoverage, "the `share` of the boards a calibrated filter keeps")
	words := fs.Int("words", 0, "list the `N` most frequent missing and rejected words of each list")
	accepted := fs.Int("accepted", 10, "list the `N` words accepted most often")
	minExpected := fs.Float64("min-expected", archive.DefaultMinExpected, "report a constraint that chance would break on `N` boards or more")
	var fq freqFlags
	fq.register(fs)
	if err := parse(e, fs, args); err != nil {
		return err
	}
	rules, opts, err := rf.rules(search.DefaultRules.Size)
	if err != nil {
		return badUsage(e, fs, err)
	}
	format, err := ff.check(fs)
	if err != nil {
		return badUsage(e, fs, err)
	}
	switch {
	case !(*coverage > 0 && *coverage <= 1):
		return badUsage(e, fs, fmt.Errorf("--coverage %v: expected a share above 0 and at most 1, such as 0.95", *coverage))
	case *words < 0:
		return badUsage(e, fs, fmt.Errorf("--words %d: expected a count of 0 or more", *words))
	case *accepted < 0:
		return badUsage(e, fs, fmt.Errorf("--accepted %d: expected a count of 0 or more", *accepted))
	case !(*minExpected >= 0):
		return badUsage(e, fs, fmt.Errorf("--min-expected %v: expected a number of boards, 0 or more", *minExpected))
	case fs.NArg() == 0:
		return badUsage(e, fs, errors.New("no ARCHIVE given"))
	}
	if err := flagAfterArgs(fs.Args()); err != nil {
		return badUsage(e, fs, err)
	}
	path, specs := fs.Arg(0), fs.Args()[1:]
	if err := fq.check(e, fs, specs); err != nil {
		return badUsage(e, fs, err)
	}
	if err := e.oneStdin(fs, specs, path); err != nil {
		return badUsage(e, fs, err)
	}
	for _, d := range []struct{ flag, dir string }{{"--out", *out}, {"--export", *export}} {
		if dir := d.dir; dir != "" {
			undo, perr := prepareOutDir(d.flag, dir)
			if perr != nil {
				return perr
			}
			defer func() {
				if err != nil { // the error this command returns
					undo()
				}
			}()
		}
	}
	exclude, err := rf.exclusions(ctx, e, specs)
	if err != nil {
		return err
	}

	rare, err := fq.load(ctx, e, opts)
	if err != nil {
		return err
	}
	lists := wordLists(e, specs, opts, exclude)
	names, err := sources(e, lists)
	if err != nil {
		return err
	}
	if *export != "" {
		var files []string
		for _, n := range names {
			files = append(files, "rejected."+n+".txt")
		}
		if err := checkNames("--export", *export, files); err != nil {
			return err
		}
	}
	a, err := loadArchive(e, path, rules, opts)
	if err != nil {
		return err
	}
	if err := answersFit(a, rules); err != nil {
		return err
	}
	rep := &report.Archive{Rules: reportRules(rules, opts), Summary: a.Summarize(*minExpected), Puzzles: a.Puzzles,
		MinExpected: *minExpected, Words: *words, Accepted: *accepted}
	if rare != nil {
		rep.Freq = rare.String()
	}
	if *calibrate {
		rep.Coverage = *coverage
	}

	done := 0
	err = scanLists(ctx, e, lists, func(i int, l *wordlist.List) error {
		if err := scoresFit(l, rules); err != nil {
			return err
		}
		c := a.Compare(&l.Words, l.Name, l.Path)
		if rare != nil {
			c.Rare = a.Rare(&l.Words, rare.RareWords(&l.Words), rare.Rare)
		}
		al := report.ArchiveList{Comparison: c, Excluded: l.Skipped[wordlist.Excluded]}
		if *calibrate {
			if err := calibratable(c, rules); err != nil {
				return err
			}
			if al.Calibration, err = c.Calibrate(*coverage, rep.Summary.Constraints); err != nil {
				return err
			}
		}
		rep.Lists = append(rep.Lists, al)
		done = i + 1
		return nil
	})
	if err != nil {
		if ctx.Err() != nil {
			return interrupted(names, done, "", nil)
		}
		return err
	}
	sortArchiveLists(rep.Lists)
	// The report files are written even when standard output fails, as
	// when its reader closes it ("| head"): the run then ends with that
	// error, once they are.
	werr := render(ctx, e.stdout, func(w io.Writer) error { return report.WriteArchive(w, format, rep) })
	if serr := e.stdoutErr(); serr != nil {
		werr = serr
	}
	var wrote []string
	if *out != "" {
		written, err := writeArchiveFiles(ctx, *out, rep)
		if err != nil {
			if ctx.Err() != nil {
				return interrupted(names, len(names), "the report files", written)
			}
			return err
		}
		reportWritten(e, "archive", *out, written)
	}
	if *export != "" {
		written, err := writeExports(ctx, *export, a, rep)
		if err != nil {
			if ctx.Err() != nil {
				return interrupted(names, len(names), "the exported lists", written)
			}
			return err
		}
		reportWritten(e, "archive", *export, written)
	}
	if len(wrote) > 0 {
		e.wrote = "the report files were written in " + strings.Join(wrote, " and ")
	}
	return werr
}

// sortArchiveLists puts the lists in the order of archive.SortLists, the
// most NYT-like first.
func sortArchiveLists(lists []report.ArchiveList) {
	cs := make([]*archive.Comparison, len(lists))
	at := make(map[*archive.Comparison]report.ArchiveList, len(lists))
	for i, l := range lists {
		cs[i] = l.Comparison
		at[l.Comparison] = l
	}
	archive.SortLists(cs)
	for i, c := range cs {
		lists[i] = at[c]
	}
}

// writeArchiveFiles writes the report files of an archive run into dir as
// one set: the chart of words per board, DIR/archive.svg, which the
// Markdown report embeds, and the reports.
func writeArchiveFiles(ctx context.Context, dir string, rep *report.Archive) ([]string, error) {
	files := newReportFiles(ctx, dir)
	defer files.Abort()
	series := []plot.Series{{Name: "NYT answers", Scores: make([]int, len(rep.Puzzles))}}
	for i, p := range rep.Puzzles {
		series[0].Scores[i] = p.Official.Words
	}
	for _, l := range rep.Lists {
		s := plot.Series{Name: l.Name, Scores: make([]int, len(l.Rows))}
		for i, r := range l.Rows {
			s.Scores[i] = r.List.Words
		}
		series = append(series, s)
	}
	title := fmt.Sprintf("Words per board of the %s puzzles of %s", report.Num(len(rep.Puzzles)), rep.Summary.Path)
	if err := files.add("archive.svg", func(w io.Writer) error {
		return plot.OverlayOf(w, title, "words on the board", "boards", series...)
	}); err != nil {
		return nil, err
	}
	// rep.Plot stays set: rep is not rendered again, and a rendering that
	// a signal left behind (render) may still read it.
	rep.Plot = "archive.svg"
	for _, format := range []string{"md", "json", "csv"} {
		if err := files.add("archive."+format, func(w io.Writer) error { return report.WriteArchive(w, format, rep) }); err != nil {
			return nil, err
		}
	}
	return files.commit()
}

// writeExports writes the word lists of --export into dir as one set:
// accepted.txt, every word the archive accepted, and rejected.LIST.txt,
// each list's rejected words.
func writeExports(ctx context.Context, dir string, a *archive.Archive, rep *report.Archive) ([]string, error) {
	files := newReportFiles(ctx, dir)
	defer files.Abort()
	if err := files.add("accepted.txt", func(w io.Writer) error { return archive.WriteWords(w, a.Vocabulary()) }); err != nil {
		return nil, err
	}
	for _, l := range rep.Lists {
		if err := files.add("rejected."+l.Name+".txt", func(w io.Writer) error {
			return archive.WriteWords(w, archive.Words(l.Rejected))
		}); err != nil {
			return nil, err
		}
	}
	return files.commit()
}
