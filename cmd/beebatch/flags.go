package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/fsmsg"
	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/lang"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// ruleFlags are the puzzle rules and list filters that every command
// takes.
type ruleFlags struct {
	minLen, bonus   int
	points, exclude string
	excludeWords    listFlag
	minCount        int64
	requireVowel    bool
	maxBytes        byteSize
	// lang is --lang, for the commands that register it (registerLang),
	// and profile the language it or the lists named give, nil for
	// English (resolveLang); fs is the command's flags.
	lang    string
	profile *lang.Profile
	fs      *flag.FlagSet
}

func (f *ruleFlags) register(fs *flag.FlagSet) {
	d := puzzle.DefaultRules
	fs.IntVar(&f.minLen, "min-len", d.MinLen, "the shortest word that counts, `N` letters; a word of exactly N letters scores 1 point")
	fs.IntVar(&f.bonus, "bonus", d.Bonus, "`points` added for a pangram, so long as no score can exceed 9,007,199,254,740,992 (for archive, nor the largest int64 over its number of puzzles)")
	fs.StringVar(&f.points, "points", d.Points.String(), "score words by `RULE`: nyt, one (1 point a word), length (every word its length), or a table such as 3=1,4=2 (3 letters 1 point, 4 letters 2, longer its length)")
	fs.StringVar(&f.exclude, "exclude", "", "`letters` banned from every word and honeycomb, such as x or qz")
	fs.Var(&f.excludeWords, "exclude-words", "drop the words of `WORDLIST` from every list, such as a blocklist (repeatable)")
	fs.Int64Var(&f.minCount, "min-count", -1, "keep only frequency-list entries whose count is greater than `N` (-1: keep all)")
	fs.BoolVar(&f.requireVowel, "require-vowel", false, "skip words without a, e, i, o or u")
	registerMaxBytes(fs, &f.maxBytes)
}

// ruleFlagNames are the flags that set the fields of puzzle.Rules.
var ruleFlagNames = map[string]string{"MinLen": "--min-len", "Bonus": "--bonus", "Size": "--size", "Exclude": "--exclude", "Points": "--points", "Alphabet": "--lang"}

// rules returns the rules for honeycombs of size letters and the list
// options, or a usage error naming the flag.
func (f *ruleFlags) rules(size int) (puzzle.Rules, wordlist.Options, error) {
	r := puzzle.Rules{MinLen: f.minLen, Bonus: f.bonus, Size: size}
	var no, opts wordlist.Options
	points, table, err := puzzle.ParseRule(f.points)
	switch {
	case err != nil && strings.Contains(f.points, "="):
		return r, no, usagef("--points %q: %v", f.points, err)
	case err != nil:
		return r, no, usagef("--points %q: expected %s", f.points, puzzle.RuleNames)
	}
	r.Points, r.Table = points, table
	f.applyLang(&r, &opts)
	if f.exclude != "" {
		if r.Exclude, err = r.Alphabet.Parse(strings.ReplaceAll(f.exclude, ",", "")); err != nil {
			return r, no, usagef("--exclude %q: %v: expected letters such as x or qz", f.exclude, err)
		}
	}
	var re *puzzle.RuleError
	switch err := r.Validate(); {
	case errors.As(err, &re):
		return r, no, usagef("%s %s: %s", ruleFlagNames[re.Rule], re.Value, re.Problem)
	case err != nil:
		return r, no, usageError{err}
	case f.minCount < -1:
		return r, no, usagef("--min-count %d: expected a count of 0 or more, or -1 to keep all", f.minCount)
	}
	if err := checkMaxBytes(&f.maxBytes); err != nil {
		return r, no, err
	}
	opts.MinCount, opts.RequireVowel, opts.MaxBytes = f.minCount, f.requireVowel, int64(f.maxBytes)
	return r, opts, nil
}

// exclusions reads the words of --exclude-words (a directory gives the
// words of all its lists), or returns nil when it is not given.
func (f *ruleFlags) exclusions(ctx context.Context, e *env) (wordlist.WordSet, error) {
	var lists []*wordlist.List
	for _, spec := range f.excludeWords.values {
		l, err := keptLists(ctx, e, "--exclude-words", spec, f.listOptions())
		if err != nil {
			return nil, err
		}
		lists = append(lists, l...)
	}
	return wordSet(lists, nil)
}

// listFlag is the value of a flag that takes one list, such as a
// WORDLIST, and may be given again: each adds one, in order, and the
// first replaces the default. An empty value adds none.
type listFlag struct {
	values []string
	given  bool
}

// String returns the values, comma-separated.
func (l *listFlag) String() string {
	if l == nil {
		return ""
	}
	return strings.Join(l.values, ",")
}

// Set adds the value s.
func (l *listFlag) Set(s string) error {
	if !l.given {
		l.values, l.given = nil, true
	}
	if s != "" {
		l.values = append(l.values, s)
	}
	return nil
}

// wordSet returns the words of lists, which it releases, as one set, or
// nil for no list.
func wordSet(lists []*wordlist.List, err error) (wordlist.WordSet, error) {
	if err != nil || len(lists) == 0 {
		return nil, err
	}
	set := wordlist.NewWordSet(lists...)
	for _, l := range lists {
		l.Release()
	}
	return set, nil
}

// listOptions returns the options of a list that a flag names, such as
// --exclude-words: every word, of at most --max-bytes, in the language of
// the profile if any.
func (f *ruleFlags) listOptions() wordlist.Options {
	o := wordlist.Options{MinCount: -1, MaxBytes: int64(f.maxBytes)}
	if p := f.profile; p != nil {
		o.Lang, o.Capitals = p, p.Nouns
	}
	return o
}

// keptLists reads the lists of spec, the WORDLIST of the flag name, whole
// (Files.Keep), with opts; the caller releases them.
func keptLists(ctx context.Context, e *env, name, spec string, opts wordlist.Options) ([]*wordlist.List, error) {
	files := wordLists(e, []string{spec}, opts, nil)
	files.Keep = true
	if _, err := files.Sources(); err != nil {
		return nil, argError(fmt.Errorf("%s: %w", name, listError(err)))
	}
	var lists []*wordlist.List
	err := scanLists(ctx, e, files, func(_ int, l *wordlist.List) error {
		lists = append(lists, l)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return lists, nil
}

// readsStdin reports whether a WORDLIST or the file of a flag reads
// standard input: "-", NAME=-, or a path to standard input when that is
// a pipe, such as /dev/stdin.
func (e *env) readsStdin(spec string) bool {
	if spec == "-" || strings.HasSuffix(spec, "=-") {
		return true
	}
	f, ok := e.stdin.(interface{ Stat() (fs.FileInfo, error) })
	if !ok {
		return false
	}
	in, err := f.Stat()
	if err != nil || in.Mode().IsRegular() || in.IsDir() {
		return false
	}
	fi, err := os.Stat(specPath(spec))
	return err == nil && os.SameFile(fi, in)
}

// openFlagFile opens path, the file of the flag name ("-" for standard
// input), to read at most maxBytes+1 bytes of it, and returns a function
// that closes it; expected says what the file should be.
func (e *env) openFlagFile(name, path, expected string, maxBytes int64) (*io.LimitedReader, func(), error) {
	if path == "-" {
		if e.stdin == nil {
			return nil, nil, fmt.Errorf("%s -: no standard input to read", name)
		}
		return &io.LimitedReader{R: e.stdin, N: maxBytes + 1}, func() {}, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, fmt.Errorf("%s %s: %w; expected %s", name, path, fsmsg.Bare(err), expected)
	}
	return &io.LimitedReader{R: f, N: maxBytes + 1}, func() { f.Close() }, nil
}

// specPath returns the path of a WORDLIST argument: PATH for NAME=PATH,
// unless a file is named so.
func specPath(spec string) string {
	if _, err := os.Lstat(spec); err != nil {
		if _, p, ok := strings.Cut(spec, "="); ok {
			return p
		}
	}
	return spec
}

// fileFlags are the flags whose value is a file that the command reads.
var fileFlags = []string{"archive", "boards", "exclude-words", "found", "freq"}

// oneStdin returns the usage error of a command line that reads standard
// input, which can be read once, through two of: the file flags of fs,
// args (such as ARCHIVE), and the WORDLISTs specs (read once for all).
func (e *env) oneStdin(fs *flag.FlagSet, specs []string, args ...string) error {
	var readers []string // what reads standard input, as the command line gives it
	fs.Visit(func(f *flag.Flag) {
		if slices.Contains(fileFlags, f.Name) && e.readsStdin(f.Value.String()) {
			readers = append(readers, "--"+f.Name+" "+f.Value.String())
		}
	})
	for _, a := range args {
		if e.readsStdin(a) {
			readers = append(readers, "ARCHIVE "+a)
		}
	}
	if i := slices.IndexFunc(specs, e.readsStdin); i >= 0 {
		readers = append(readers, "WORDLIST "+specs[i])
	}
	if len(readers) > 1 {
		return usagef("%s and %s both read standard input, which can be read once; expected one of them to name a file", readers[0], readers[1])
	}
	return nil
}

// variants parses --variants, and checks that --exclude leaves a
// honeycomb's letters in each.
func (f *ruleFlags) variants(text string, rules puzzle.Rules) ([]puzzle.Variant, error) {
	vs, err := puzzle.ParseVariants(f.langVariants(text))
	if err != nil {
		return nil, usagef("--variants %q: %w", text, err)
	}
	for i, v := range vs {
		v.Banned = rules.Alphabet.FromLatin(v.Banned)
		vs[i] = v
		if left := (rules.Alphabet.All() &^ rules.Exclude &^ v.Banned).Len(); left < rules.Size {
			return nil, usagef("--exclude %s leaves %d letters in variant %s, which also bans %s: a honeycomb needs %d",
				f.exclude, left, v.Name, rules.Alphabet.Format(v.Banned), rules.Size)
		}
	}
	return vs, nil
}

// formatFlag is --format, which every command takes, and --json, its
// alias for --format json.
type formatFlag struct {
	format string
	json   bool
}

func (f *formatFlag) register(fs *flag.FlagSet, what string) {
	fs.StringVar(&f.format, "format", report.Formats[0], "write "+what+" as `format`: "+formatList())
	fs.BoolVar(&f.json, "json", false, "write one JSON document: the same as --format json")
}

// check returns the format that the flags of fs ask for, or a usage
// error naming the flag at fault.
func (f *formatFlag) check(fs *flag.FlagSet) (string, error) {
	lower := strings.ToLower(f.format) // as presets are, in any case
	switch {
	case !slices.Contains(report.Formats, lower):
		return "", usagef("--format %q: expected %s", f.format, formatList())
	case f.json && flagGiven(fs, "format") && lower != "json":
		return "", usagef("--json and --format %s: expected one format", lower)
	case f.json:
		return "json", nil
	}
	return lower, nil
}

// formatList returns "text, md, json or csv".
func formatList() string {
	n := len(report.Formats)
	return strings.Join(report.Formats[:n-1], ", ") + " or " + report.Formats[n-1]
}

// filterFlags are --where and --preset, the flags that choose boards,
// and --vowels, the letters that their vowels clauses count.
type filterFlags struct {
	where, preset, vowels string
	likeness              bool // the command takes a likeness clause (rank, score)
	// later is set by filter when --where or --vowels hold letters beyond
	// a to z: they are read once the run's alphabet is known (langFilter).
	later bool
}

func (f *filterFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.where, "where", "", "keep only the boards that pass `FILTER`, such as \"words 20..80, no S\"")
	fs.StringVar(&f.preset, "preset", "", "keep only the boards that pass the preset filter `NAME`: "+strings.Join(presetNames(), ", ")+` or list ("list" lists them)`)
	fs.StringVar(&f.vowels, "vowels", filter.Vowels.String(), "the `LETTERS` vowels clauses count: AEIOUY counts Y")
}

// presetNames returns the names of the presets.
func presetNames() []string {
	var names []string
	for _, p := range filter.Presets() {
		names = append(names, p.Name)
	}
	return names
}

// filter returns the filter of --where and --preset together, read in a
// to z, or nil when they pass every board. For --preset list it writes
// the presets and returns errHelp (exit status 0). A bad filter is a
// usage error. When --where or --vowels hold a letter beyond a to z, it
// returns nil and leaves them to langFilter, which reads them in the
// alphabet of the run.
func (f *filterFlags) filter(e *env) (*filter.Filter, error) {
	beyond := func(s string) bool {
		return strings.ContainsFunc(s, func(r rune) bool { return r >= utf8.RuneSelf && unicode.IsLetter(r) })
	}
	if f.later = !strings.EqualFold(f.preset, "list") && (beyond(f.where) || beyond(f.vowels)); f.later {
		return nil, nil
	}
	return f.filterIn(e, bitset.Latin)
}

// filterIn returns the filter of --where and --preset together, their
// letters and those of --vowels read in alphabet a, as filter does.
func (f *filterFlags) filterIn(e *env, a bitset.Alphabet) (*filter.Filter, error) {
	var preset, where *filter.Filter
	var err error
	switch {
	case strings.EqualFold(f.preset, "list"):
		report.WritePresets(e.stdout, filter.Presets())
		return nil, errHelp
	case f.preset != "":
		preset, err = filter.LookupPresetIn(f.preset, a)
		if err != nil && filter.IsPreset(f.preset) {
			return nil, usagef("--preset: %v", err)
		}
		if err != nil {
			names := presetNames()
			return nil, usagef("--preset %q: expected %s or list%s", f.preset, strings.Join(names, ", "), didYouMean(f.preset, names))
		}
	}
	if strings.TrimSpace(f.where) != "" {
		if where, err = filter.ParseIn(f.where, a); err != nil {
			return nil, usagef("--where: %w", err)
		}
	}
	both, err := filter.And(preset, where)
	if err != nil {
		return nil, usagef("--where %q contradicts --preset %s: %v", f.where, f.preset, err)
	}
	if both, err = f.countVowels(both, a); err != nil || both.String() == "" {
		return nil, err
	}
	if both.Derived() != 0 && !f.likeness {
		return nil, usagef("--where %q: the likeness clause is for rank and score; expected a filter without it", f.where)
	}
	return both, nil
}

// countVowels returns flt with its vowels clauses on AEIOU counting the
// letters of --vowels, read in alphabet a, which must have such a clause
// to count in.
func (f *filterFlags) countVowels(flt *filter.Filter, a bitset.Alphabet) (*filter.Filter, error) {
	vowels, err := a.Parse(strings.ReplaceAll(f.vowels, ",", ""))
	switch {
	case err != nil && !a.IsLatin():
		return nil, usagef("--vowels %q: %v", f.vowels, err)
	case err != nil || vowels == 0:
		return nil, usagef("--vowels %q: expected letters such as AEIOUY", f.vowels)
	case vowels == filter.VowelsIn(a):
		return flt, nil
	case !slices.ContainsFunc(flt.Letters().Vowels, func(v filter.LetterCount) bool { return v.Letters == filter.VowelsIn(a) }):
		return nil, usagef("--vowels %s: no vowels clause counts them; add one, such as --where \"vowels 1..3\"", a.Format(vowels))
	}
	g, err := flt.WithVowels(vowels)
	if err != nil {
		return nil, usagef("--vowels %s: %v", a.Format(vowels), err)
	}
	return g, nil
}

// canPass returns a usage error naming --where and --preset when no
// board of size letters, all in one of the letter sets allowed, passes
// the letter clauses of flt (nil passes every board): an empty report
// would hide the mistake.
func (f *filterFlags) canPass(flt *filter.Filter, size int, allowed ...bitset.Set) error {
	if flt == nil {
		return nil
	}
	rule := flt.Letters()
	for _, a := range allowed {
		if rule.AnyBoard(size, a) {
			return nil
		}
	}
	var which []string
	if f.preset != "" {
		which = append(which, "--preset "+f.preset)
	}
	if strings.TrimSpace(f.where) != "" {
		which = append(which, fmt.Sprintf("--where %q", f.where))
	}
	why := ""
	if !rule.Size.Contains(size) {
		why = fmt.Sprintf(": it asks for letters %v", rule.Size)
	}
	return usagef("%s: no board of %d letters (--size %d) passes it%s; expected a filter that some board can pass",
		strings.Join(which, " with "), size, size, why)
}

// boardFlags are the flags of the commands that take boards: the rules,
// the board size, the center, --archive and the output format.
type boardFlags struct {
	ruleFlags
	formatFlag
	size            int
	center, archive string
}

func (f *boardFlags) register(fs *flag.FlagSet, what string) {
	f.ruleFlags.register(fs)
	f.registerLang(fs)
	fs.IntVar(&f.size, "size", puzzle.DefaultRules.Size, fmt.Sprintf("the number of letters on a board, `K`, from %d to %d", puzzle.MinSize, puzzle.MaxSize))
	fs.StringVar(&f.center, "center", "", "the center `letter`; each board is then its letters alone, such as AEGINRT")
	fs.StringVar(&f.archive, "archive", "", "say whether each board was published in the puzzles of `ARCHIVE`, and when")
	f.formatFlag.register(fs, what)
}

// check returns the rules, list options and format of the flags, or the
// usage error that names the flag at fault.
func (f *boardFlags) check(fs *flag.FlagSet) (puzzle.Rules, wordlist.Options, string, error) {
	if err := f.resolveLang(fs.Args()); err != nil {
		return puzzle.Rules{}, wordlist.Options{}, "", err
	}
	rules, opts, err := f.rules(f.size)
	if err != nil {
		return rules, opts, "", err
	}
	format, err := f.formatFlag.check(fs)
	return rules, opts, format, err
}

// loadArchive reads the archive of --archive, or returns nil when it is
// not given.
func (f *boardFlags) loadArchive(ctx context.Context, e *env, rules puzzle.Rules, opts wordlist.Options) (*archive.Archive, error) {
	if f.archive == "" {
		return nil, nil
	}
	if err := notArchive("--archive", f.archive, "a file or directory of the NYT's puzzles, such as the days/ of spelling-bee-answers"); err != nil {
		return nil, err
	}
	a, err := loadArchive(ctx, e, f.archive, rules, opts)
	if err != nil {
		return nil, fmt.Errorf("--archive: %w", err)
	}
	return a, nil
}

// board parses a board, with the center of --center if it is set; its
// errors name the flags that the board breaks.
func (f *boardFlags) board(text string, rules puzzle.Rules) (puzzle.Honeycomb, error) {
	var h puzzle.Honeycomb
	var err error
	switch {
	case f.center == "":
		h, err = puzzle.ParseBoard(text, rules)
	case strings.ContainsAny(text, "/:"):
		return h, fmt.Errorf("board %q: --center %s is given, so the board is its letters alone, such as AEGINRT", text, f.center)
	default:
		h, err = puzzle.NewBoard(f.center, text, rules)
	}
	var be *puzzle.BoardError
	switch {
	case !errors.As(err, &be):
		return h, err
	case be.Excluded.Len() == 1:
		return h, fmt.Errorf("board %q: letter %s is banned by --exclude", be.Text, be.Excluded)
	case be.Excluded != 0:
		return h, fmt.Errorf("board %q: letters %s are banned by --exclude", be.Text, be.Excluded)
	case be.NoCenter:
		return h, fmt.Errorf("%w, or give the center with --center", err)
	}
	return h, err
}

// isBoard reports whether arg is a board and not a word list.
func (f *boardFlags) isBoard(arg string, rules puzzle.Rules) bool {
	_, err := f.board(arg, rules)
	return err == nil && !isWordList(arg)
}
