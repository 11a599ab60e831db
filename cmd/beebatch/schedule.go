package main

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/catalogs"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/cli"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/help"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/outfiles"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/schedule"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// scheduleFlags are the flags of schedule.
type scheduleFlags struct {
	ruleFlags
	cli.FilterFlags
	cli.FormatFlag
	freqFlags
	days, gap             int
	from, arch, seed, out string
	avoid, block          cli.ListFlag
	replace               string
	likeness              string
	targets               targetFlag
	firstID               int64
	editor                string
	start, redo           time.Time // --from and --replace
	seedN                 uint64
}

func (f *scheduleFlags) register(fs *flag.FlagSet) {
	f.ruleFlags.register(fs)
	f.registerLang(fs)
	f.FilterFlags.Register(fs)
	f.FormatFlag.Register(fs, "the summary (or jsonl: the days)")
	f.freqFlags.register(fs)
	fs.IntVar(&f.days, "days", 365, "plan `N` days")
	fs.StringVar(&f.from, "from", "", "the first `DATE`, YYYY-MM-DD (default tomorrow)")
	fs.StringVar(&f.arch, "archive", "", "the published puzzles, `ARCHIVE`, as archive reads them (or --target)")
	fs.Var(&f.targets, "target", "without --archive, what the days of weekdays aim at, `DAYS=WORDS[/POINTS]`, such as all=30..60 or sat,sun=50..80/250..400 (repeatable)")
	fs.IntVar(&f.gap, "gap", 365, "use a letter set again only more than `DAYS` after its last use")
	fs.Var(&f.avoid, "avoid", "an earlier `SCHEDULE` (its --out DIR or days) to continue (repeatable)")
	f.block.Values = []string{"naughty-words"}
	fs.Var(&f.block, "blocklist", "drop the words of `WORDLIST`, and boards with one as pangram (repeatable); none for none")
	fs.StringVar(&f.seed, "seed", "", "the random seed, `N`; drawn and printed if not given")
	fs.StringVar(&f.out, "out", "", "write the day files and summaries to `DIR`")
	fs.StringVar(&f.replace, "replace", "", "re-plan the day `DATE` of the schedule in --out DIR")
	fs.Int64Var(&f.firstID, "first-id", 1, "the game id `N` of the first day; each day after is one more")
	fs.StringVar(&f.editor, "editor", "", "the `NAME` each day file gives as its editor")
	fs.StringVar(&f.likeness, "likeness", "", "draw by the board likeness learned with the list `NAME` (default WORDLIST's own, if any); none for none")
}

// checkSources checks where the targets and the likeness come from: an
// archive, or --target, and no archive or likeness in another language
// than English.
func (f *scheduleFlags) checkSources() error {
	switch {
	case f.profile != nil && f.arch != "":
		return cli.Usagef("--archive %s: its puzzles are the NYT's, in English, and %s schedules without an archive: expected --target for the weekdays and --where for the boards instead (or --lang en, to read WORDLIST as English)", f.arch, f.profile.Code)
	case f.profile != nil && f.likeness != "" && f.likeness != "none":
		return cli.Usagef("--likeness %s: a board likeness is learned on the NYT's English puzzles, and %s has none: expected no --likeness", f.likeness, f.profile.Code)
	case f.arch != "" && len(f.targets.texts) > 0:
		return cli.Usagef("--target %s with --archive %s: the archive gives the targets; expected one of them", f.targets.texts[0], f.arch)
	case f.arch == "" && len(f.targets.texts) == 0:
		return cli.Usagef("no --archive given: expected the published puzzles, such as spelling-bee-answers/days, or --target for the weekdays, such as --target all=30..60")
	case f.arch == "" && f.likeness != "" && f.likeness != "none":
		return cli.Usagef("--likeness %s without --archive: a likeness draws by the archive's reuse of letter sets; expected --archive, or no --likeness", f.likeness)
	}
	return nil
}

// check checks the flags and sets start, redo and seedN.
func (f *scheduleFlags) check(fs *flag.FlagSet) (err error) {
	y, m, d := time.Now().Date()
	f.start = time.Date(y, m, d+1, 0, 0, 0, 0, time.UTC)
	switch {
	case f.days < 1:
		return cli.Usagef("--days %d: expected 1 or more", f.days)
	case f.gap < 0:
		return cli.Usagef("--gap %d: expected 0 or more days", f.gap)
	case f.firstID < 0 || f.firstID > 1<<50:
		return cli.Usagef("--first-id %d: expected an id from 0 to %d", f.firstID, int64(1)<<50)
	}
	if err := f.checkSources(); err != nil {
		return err
	}
	switch {
	case fs.NArg() != 1:
		return cli.Usagef("expected one WORDLIST, not %d", fs.NArg())
	case f.replace != "" && f.out == "":
		return cli.Usagef("--replace needs --out DIR, the schedule to change")
	case slices.Contains(f.block.Values, "none") && len(f.block.Values) > 1:
		return cli.Usagef("--blocklist none with other blocklists (%s): expected none alone, or the blocklists to use", f.block.String())
	}
	for _, day := range []struct {
		flag, text string
		t          *time.Time
	}{{"--from", f.from, &f.start}, {"--replace", f.replace, &f.redo}} {
		if day.text == "" {
			continue
		}
		if *day.t, err = archive.ParseDate(day.text); err != nil {
			return cli.Usagef("%s %w", day.flag, err)
		}
	}
	// The day files are named YYYY-MM-DD.json, which a year after 9999
	// would not be, and "archive" would not read.
	if last := time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC); f.start.AddDate(0, 0, f.days-1).After(last) || f.replace != "" && f.redo.After(last) {
		return cli.Usagef("--from %s and --days %d: the schedule would end after 9999-12-31, the last day written YYYY-MM-DD; expected fewer days or an earlier --from", f.start.Format(time.DateOnly), f.days)
	}
	for i := range min(f.days, 7) {
		if wd := f.start.AddDate(0, 0, i).Weekday(); f.arch == "" && f.targets.week[wd] == nil {
			return cli.Usagef("--target %s: no target for %s, a day of the schedule: expected a target for every weekday it has, such as --target all=30..60", f.targets.String(), wd)
		}
	}
	if f.seed != "" {
		if f.seedN, err = strconv.ParseUint(f.seed, 10, 64); err != nil {
			return cli.Usagef("--seed %q: expected a number from 0 to %d", f.seed, uint64(1<<64-1))
		}
	}
	return nil
}

// scheduleCmd runs "beebatch schedule".
func scheduleCmd(ctx context.Context, e *cli.Env, args []string) error {
	fs := e.FlagSet("schedule", help.Schedule)
	var sf scheduleFlags
	sf.register(fs)
	if err := e.Parse(fs, args); err != nil {
		return err
	}
	if err := sf.resolveLang(fs.Args()); err != nil {
		return err
	}
	if sf.profile != nil && !sf.block.Given {
		sf.block.Values = nil // naughty-words is English
	}
	rules, opts, err := sf.rules(puzzle.DefaultRules.Size)
	if err != nil {
		return err
	}
	format := sf.Format
	if format != "jsonl" {
		if format, err = sf.FormatFlag.Check(fs); err != nil {
			return err
		}
	}
	flt, err := sf.FilterFlags.Filter(e)
	if err != nil {
		return err
	}
	flt, err = sf.langFilter(e, &sf.FilterFlags, flt)
	if err := cmp.Or(err, sf.check(fs), sf.freqFlags.check(e, fs, flt, fs.Args())); err != nil {
		return err
	}
	if sf.seed == "" {
		sf.seedN = rand.Uint64() >> 11 // at most 16 digits, easy to copy
		fmt.Fprintf(e.Stderr, "beebatch schedule: seed %d (--seed %d gives this schedule again)\n", sf.seedN, sf.seedN)
	}
	if err := e.PrepareOutDir("--out", sf.out); err != nil {
		return err
	}
	exclude, blocked, err := scheduleExclusions(ctx, e, &sf, rules.Size)
	if err != nil {
		return err
	}
	rare, err := sf.load(ctx, e, opts)
	if err != nil {
		return err
	}
	var a *archive.Archive
	if sf.arch != "" {
		if a, err = loadArchive(ctx, e, sf.arch, rules, opts); err != nil {
			return err
		}
	}
	plan := &schedule.Plan{From: sf.start, Days: sf.days, Gap: sf.gap, Seed: sf.seedN, Blocked: blocked,
		FirstID: sf.firstID, Editor: sf.editor}
	kept, at, err := pastUses(ctx, e, plan, a, &sf, rules, opts)
	if err != nil {
		return err
	}
	rep := &report.Schedule{Archive: sf.arch, Gap: sf.gap, Seed: sf.seedN, Lang: sf.langCode(), Alphabet: rules.Alphabet}
	if a != nil {
		if plan.Likeness, plan.Counts, err = scheduleLikeness(e, sf.likeness, fs.Arg(0)); err != nil {
			return err
		}
	} else {
		plan.Targets, rep.Aims = sf.targets.week.Targets(), sf.targets.week.String()
	}
	if rare != nil {
		rep.Freq = rare.String()
	}
	lists := wordLists(e, fs.Args(), opts, exclude)
	if _, err := sources(e, lists); err != nil {
		return err
	}
	err = scanLists(ctx, e, lists, func(_ int, l *wordlist.List) error {
		s, err := plan.ForList(ctx, l, a, rules, flt, rare, kept, at)
		if err == nil {
			rep.List, rep.Filter, rep.Targets, rep.Days, rep.Summary = l.Name, s.Filter.String(), s.Targets, s.Days, s.Summary
		}
		return err
	})
	if err != nil {
		return err
	}
	werr := report.Render(ctx, e.Stdout, func(w io.Writer) error {
		if format != "jsonl" {
			return report.WriteSchedule(w, format, rep)
		}
		enc := json.NewEncoder(w)
		for _, p := range rep.Days {
			if err := enc.Encode(p); err != nil {
				return err
			}
		}
		return nil
	})
	if sf.out != "" {
		write := rep.Days
		if at >= 0 {
			write = rep.Days[at : at+1]
		}
		written, err := outfiles.WriteSchedule(ctx, sf.out, rep, write, at < 0)
		if err != nil {
			return err
		}
		e.ReportWritten("schedule", sf.out, written)
	}
	return werr
}

// pastUses adds to plan the boards used before: the archive's, --avoid's,
// and for --replace the schedule's in --out, which it returns with the
// index of the day to replace (else -1), the one day then planned.
func pastUses(ctx context.Context, e *cli.Env, plan *schedule.Plan, a *archive.Archive, sf *scheduleFlags, rules puzzle.Rules, opts wordlist.Options) ([]*schedule.Puzzle, int, error) {
	if a != nil {
		plan.AddPast(a)
	}
	for _, avoid := range sf.avoid.Values {
		earlier, err := loadArchive(ctx, e, schedule.DaysDir(avoid), rules, opts)
		if err != nil {
			return nil, -1, fmt.Errorf("--avoid: %w", err)
		}
		plan.AddPast(earlier)
	}
	if sf.replace == "" {
		return nil, -1, nil
	}
	cur, err := loadArchive(ctx, e, filepath.Join(sf.out, "days"), rules, opts)
	if err != nil {
		return nil, -1, fmt.Errorf("--replace: %w", err)
	}
	kept, at, err := plan.Replace(cur, sf.redo)
	switch {
	case errors.Is(err, schedule.ErrNoDay):
		return nil, -1, cli.Usagef("--replace %s: %w", sf.replace, err)
	case err != nil:
		return nil, -1, fmt.Errorf("--replace %s: %w", sf.replace, err)
	}
	return kept, at, nil
}

// scheduleExclusions returns the words of --exclude-words and of the
// blocklist (none for "none"), and the letter sets of the blocked words
// of size distinct letters, the boards whose pangram they are. In
// another language than English (--lang) the lists are read in it, and
// the blocked words are not inflected as English words.
func scheduleExclusions(ctx context.Context, e *cli.Env, f *scheduleFlags, size int) (wordlist.WordSet, []bitset.Set, error) {
	var lists []*wordlist.List
	for _, block := range f.block.Values {
		if block == "none" {
			continue
		}
		if err := catalogs.FetchNamed(ctx, block, catalogLog(e, "schedule")); err != nil {
			return nil, nil, fmt.Errorf("--blocklist %s: %w (--blocklist none uses no blocklist)", block, err)
		}
		l, err := keptLists(ctx, e, "--blocklist", block, f.listOptions())
		if err != nil {
			return nil, nil, fmt.Errorf("%w (--blocklist none uses no blocklist)", err)
		}
		lists = append(lists, l...)
	}
	set, blocked := schedule.Blocked(lists, size, f.profile == nil)
	for _, l := range lists {
		l.Release()
	}
	ex, err := f.exclusions(ctx, e)
	if set == nil {
		set = ex
	}
	maps.Copy(set, ex)
	return set, blocked, err
}

// targetFlag is --target, repeatable: the weekdays' aims (schedule.Week)
// and the texts given.
type targetFlag struct {
	week  schedule.Week
	texts []string
}

// String returns the targets given, space-separated.
func (t *targetFlag) String() string {
	if t == nil {
		return ""
	}
	return strings.Join(t.texts, " ")
}

// Set adds the target s.
func (t *targetFlag) Set(s string) error {
	if err := t.week.ParseTarget(s); err != nil {
		return err
	}
	t.texts = append(t.texts, s)
	return nil
}
