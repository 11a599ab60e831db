package main

import (
	"cmp"
	"context"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/catalogs"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/cli"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/help"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/outfiles"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/freq"
	"github.com/beebatch/beebatch/pkg/likeness"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// archiveCmd runs "beebatch archive".
func archiveCmd(ctx context.Context, e *cli.Env, args []string) error {
	r, err := parseArchive(e, args)
	if err != nil {
		return err
	}
	if err := e.PrepareOutDir("--out", r.out); err != nil {
		return err
	}
	if err := e.PrepareOutDir("--export", r.export); err != nil {
		return err
	}
	rep, err := r.compare(ctx, e)
	if err != nil {
		return err
	}
	return r.write(ctx, e, rep)
}

// archiveRun is a run of "beebatch archive": its flags, once checked,
// and what it reads.
type archiveRun struct {
	rf           ruleFlags
	fq           freqFlags
	out, export  string
	calibrate    bool
	coverage     float64
	words        int      // --words N
	timelines    []string // --words WORD,...
	accepted     int
	minExpected  float64
	rules        puzzle.Rules
	opts         wordlist.Options
	format       string
	path         string   // ARCHIVE
	against      string   // --against REFERENCE
	specs, names []string // the WORDLIST arguments, and the names of the lists
	a            *archive.Archive
}

// parseArchive parses and checks the command line of archive.
func parseArchive(e *cli.Env, args []string) (*archiveRun, error) {
	r := &archiveRun{}
	fs := e.FlagSet("archive", help.Archive)
	r.rf.register(fs)
	r.rf.registerLang(fs)
	var ff cli.FormatFlag
	ff.Register(fs, "the report")
	fs.StringVar(&r.out, "out", "", "also write archive.md, .json, .csv and .svg to `DIR`")
	fs.StringVar(&r.export, "export", "", "write accepted.txt and rejected.LIST.txt to `DIR`")
	fs.BoolVar(&r.calibrate, "calibrate", false, "write each list's calibrated filter")
	fs.Float64Var(&r.coverage, "coverage", archive.DefaultCoverage, "the `share` of the boards a calibrated filter keeps")
	fs.Func("words", "list the `N` most frequent missing and rejected words of each list; or WORD,... gives those words' timelines", func(s string) error {
		if n, err := strconv.Atoi(s); err == nil {
			r.words = n
			return nil
		}
		for _, w := range strings.Split(strings.ToLower(s), ",") {
			if _, ok := bitset.Of(w); !ok && !otherLetters(w) {
				return fmt.Errorf("%q is neither a count nor a word of letters a-z", w)
			}
			r.timelines = append(r.timelines, w)
		}
		return nil
	})
	fs.IntVar(&r.accepted, "accepted", 10, "list the `N` words accepted most often")
	fs.Float64Var(&r.minExpected, "min-expected", archive.DefaultMinExpected, "report a constraint that chance would break on `N` boards or more")
	r.fq.register(fs)
	fs.StringVar(&r.against, "against", "", "tell ARCHIVE's boards from those of `REFERENCE`, an archive, by a cross-validated classifier")
	if err := e.Parse(fs, args); err != nil {
		return nil, err
	}
	if err := r.checkLang(fs); err != nil {
		return nil, err
	}
	var err error
	if r.rules, r.opts, err = r.rf.rules(puzzle.DefaultRules.Size); err != nil {
		return nil, err
	}
	r.format, err = ff.Check(fs)
	switch {
	case err != nil:
		return nil, err
	case !(r.coverage > 0 && r.coverage <= 1):
		return nil, cli.Usagef("--coverage %v: expected a share above 0 and at most 1, such as 0.95", r.coverage)
	case r.words < 0:
		return nil, cli.Usagef("--words %d: expected a count of 0 or more", r.words)
	case r.accepted < 0:
		return nil, cli.Usagef("--accepted %d: expected a count of 0 or more", r.accepted)
	case !(r.minExpected >= 0):
		return nil, cli.Usagef("--min-expected %v: expected a number of boards, 0 or more", r.minExpected)
	case fs.NArg() == 0:
		return nil, cli.Usagef("no ARCHIVE given")
	}
	r.path, r.specs = fs.Arg(0), fs.Args()[1:]
	if err := cmp.Or(cli.FlagAfterArgs(fs.Args()), r.fq.check(e, fs, nil, r.specs), e.OneStdin(fs, r.specs, r.path)); err != nil {
		return nil, err
	}
	expected := "the puzzles first, as in: beebatch archive DAYS " + r.path
	if len(r.specs) > 0 {
		expected = "the puzzles first: the arguments are swapped, it seems; as in: beebatch archive " + r.specs[0] + " " + r.path
	}
	return r, notArchive("ARCHIVE", r.path, expected)
}

// checkLang sets the language of --lang, or of the WORDLISTs, and
// returns a usage error for what does not work in another language than
// English: --against, whose board features are English's, and a word of
// --words that is not a word of the language.
func (r *archiveRun) checkLang(fs *flag.FlagSet) error {
	var specs []string
	if fs.NArg() > 1 {
		specs = fs.Args()[1:]
	}
	if err := r.rf.resolveLang(specs); err != nil {
		return err
	}
	p := r.rf.profile
	for _, w := range r.timelines {
		if p == nil {
			if _, ok := bitset.Of(w); !ok {
				return cli.Usagef("--words: %q is neither a count nor a word of letters a-z; for a word of another language, give --lang", w)
			}
		} else if _, ok := p.Key(w); !ok {
			return cli.Usagef("--words: %q is not a word of %s, whose letters are %s", w, p.Code, p.Format(p.Alphabet().All()))
		}
	}
	if p != nil && r.against != "" {
		return cli.Usagef("--against %s: the two-sample check reads the boards' features in English (count_1w_100k, the vowels and letters a-z), and the archive is read in %s: expected no --against with --lang %s", r.against, p.Code, p.Code)
	}
	return nil
}

// otherLetters reports whether w is a word of letters, one of them not
// a-z: a word of another language, which --lang reads.
func otherLetters(w string) bool {
	other := false
	for _, c := range w {
		if !unicode.IsLetter(c) {
			return false
		}
		other = other || c >= utf8.RuneSelf
	}
	return other
}

// compare reads the lists, once the names of the files they would give in
// --export are checked, and the archive, and measures each list against
// the archive.
func (r *archiveRun) compare(ctx context.Context, e *cli.Env) (*report.Archive, error) {
	lists := wordLists(e, r.specs, r.opts, nil)
	names, rare, err := openLists(ctx, e, &r.rf, &r.fq, lists)
	if err != nil {
		return nil, err
	}
	r.names = names
	if r.export != "" {
		var files []string
		for _, n := range names {
			files = append(files, "rejected."+n+".txt")
		}
		err = cli.CheckNames("--export", r.export, files)
	}
	if err == nil {
		r.a, err = loadArchive(ctx, e, r.path, r.rules, r.opts)
	}
	if err == nil {
		err = answersFit(r.a, r.rules)
	}
	var models map[string]*likeness.Model
	var counts *freq.List
	if err == nil {
		models, counts, err = r.likenessSetup(ctx, e, rare)
	}
	if err != nil {
		lists.Close()
		return nil, err
	}
	a := r.a
	rep := &report.Archive{Rules: report.NewRules(r.rules, r.opts), Summary: a.Summarize(r.minExpected), Puzzles: a.Puzzles,
		MinExpected: r.minExpected, Words: r.words, Accepted: r.accepted}
	for _, w := range r.timelines {
		rep.Histories = append(rep.Histories, a.History(w))
	}
	if rare != nil {
		rep.Freq = rare.String()
	}
	if r.calibrate {
		rep.Coverage = r.coverage
	}
	done := 0
	err = scanLists(ctx, e, lists, func(i int, l *wordlist.List) error {
		if err := scoresFitUpTo(l, r.rules, a.MaxScore()); err != nil {
			return err
		}
		c := a.Compare(&l.Words, l.Name, l.Path, rare)
		al := report.ArchiveList{Comparison: c, Excluded: l.Skipped[wordlist.Excluded]}
		if m := models[l.Name]; m != nil {
			mean := m.MeanOver(a, likeness.NewIndex(puzzle.NewIndex(&l.Words, r.rules), counts))
			al.Likeness = &mean
		}
		if r.calibrate {
			err := calibratable(c, r.rules)
			if err == nil {
				al.Calibration, err = c.Calibrate(r.coverage, rep.Summary.Constraints)
			}
			if err != nil {
				return err
			}
		}
		rep.Lists = append(rep.Lists, al)
		done = i + 1
		return nil
	})
	switch {
	case err != nil && ctx.Err() != nil:
		return nil, cli.Interrupted(r.names, done)
	case err != nil:
		return nil, err
	}
	// The most NYT-like list first.
	slices.SortStableFunc(rep.Lists, func(x, y report.ArchiveList) int { return archive.CompareLists(x.Comparison, y.Comparison) })
	if r.against != "" {
		if rare != nil {
			counts = rare.List
		}
		if err := r.againstCheck(ctx, e, rep, counts); err != nil {
			return nil, err
		}
	}
	return rep, nil
}

// likenessSetup finds the board likeness of each list learned with one,
// and the counts of count_1w_100k, which the likeness looks pangrams up
// in, when a list has one or for --against (which takes --freq's list
// instead when given). Lists learned with a likeness get none, with a
// warning, when count_1w_100k cannot be had; --against then fails.
func (r *archiveRun) likenessSetup(ctx context.Context, e *cli.Env, rare *freq.Rule) (map[string]*likeness.Model, *freq.List, error) {
	models := map[string]*likeness.Model{}
	for _, n := range r.names {
		if m := catalogs.CacheLikeness(n, e.Warn); m != nil {
			if r.rf.profile != nil {
				e.Warn(fmt.Errorf("%s: no board likeness: it was learned in English, and the archive is read in %s", n, r.rf.profile.Code))
				continue
			}
			models[n] = m
		}
	}
	if len(models) == 0 && (r.against == "" || rare != nil) {
		return models, nil, nil
	}
	counts, err := catalogs.CacheCounts()
	if err != nil && (r.against == "" || rare != nil) {
		e.Warn(fmt.Errorf("no likeness for the lists: %w", err))
		return nil, nil, nil
	}
	return models, counts, err
}

// against adds to rep the two-sample check of the archive against the
// reference of --against.
func (r *archiveRun) againstCheck(ctx context.Context, e *cli.Env, rep *report.Archive, counts *freq.List) error {
	ref, err := loadArchive(ctx, e, r.against, r.rules, r.opts)
	if err != nil {
		return fmt.Errorf("--against: %w", err)
	}
	check, err := likeness.TwoSample(likeness.Published(ref, counts, r.rules), likeness.Published(r.a, counts, r.rules), 1)
	if err != nil {
		return fmt.Errorf("--against %s: %w", r.against, err)
	}
	rep.Against = &report.Against{Reference: ref.Path, Counts: counts.Name, Check: check}
	return nil
}

// write writes the report to standard output, and the files of --out and
// --export, as one set, even when standard output fails ("| head").
func (r *archiveRun) write(ctx context.Context, e *cli.Env, rep *report.Archive) error {
	werr := report.Render(ctx, e.Stdout, func(w io.Writer) error { return report.WriteArchive(w, r.format, rep) })
	var sets []outfiles.Set
	if r.out != "" {
		sets = append(sets, outfiles.Set{Dir: r.out, Files: outfiles.Archive(rep)})
	}
	if r.export != "" {
		sets = append(sets, outfiles.Set{Dir: r.export, Files: outfiles.Export(r.a, rep)})
	}
	written, err := outfiles.WriteSets(ctx, sets...)
	if err != nil {
		return cli.WriteError(ctx, r.names, err)
	}
	for i, set := range sets {
		e.ReportWritten("archive", set.Dir, written[i])
	}
	return werr
}
