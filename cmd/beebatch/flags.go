package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/bytesize"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/cli"
	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/lang"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// ruleFlags are the puzzle rules and list filters that every command
// takes.
type ruleFlags struct {
	minLen, bonus   int
	points, exclude string
	excludeWords    cli.ListFlag
	minCount        int64
	requireVowel    bool
	maxBytes        bytesize.Size
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
	cli.RegisterMaxBytes(fs, &f.maxBytes)
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
		return r, no, cli.Usagef("--points %q: %v", f.points, err)
	case err != nil:
		return r, no, cli.Usagef("--points %q: expected %s", f.points, puzzle.RuleNames)
	}
	r.Points, r.Table = points, table
	f.applyLang(&r, &opts)
	if f.exclude != "" {
		if r.Exclude, err = r.Alphabet.Parse(strings.ReplaceAll(f.foldLetters(f.exclude), ",", "")); err != nil {
			return r, no, cli.Usagef("--exclude %q: %v: expected letters such as x or qz", f.exclude, err)
		}
	}
	var re *puzzle.RuleError
	switch err := r.Validate(); {
	case errors.As(err, &re):
		return r, no, cli.Usagef("%s %s: %s", ruleFlagNames[re.Rule], re.Value, re.Problem)
	case err != nil:
		return r, no, cli.UsageError{Err: err}
	case f.minCount < -1:
		return r, no, cli.Usagef("--min-count %d: expected a count of 0 or more, or -1 to keep all", f.minCount)
	}
	if err := cli.CheckMaxBytes(&f.maxBytes); err != nil {
		return r, no, err
	}
	opts.MinCount, opts.RequireVowel, opts.MaxBytes = f.minCount, f.requireVowel, int64(f.maxBytes)
	return r, opts, nil
}

// exclusions reads the words of --exclude-words (a directory gives the
// words of all its lists), or returns nil when it is not given.
func (f *ruleFlags) exclusions(ctx context.Context, e *cli.Env) (wordlist.WordSet, error) {
	var lists []*wordlist.List
	for _, spec := range f.excludeWords.Values {
		l, err := keptLists(ctx, e, "--exclude-words", spec, f.listOptions())
		if err != nil {
			return nil, err
		}
		lists = append(lists, l...)
	}
	return wordSet(lists, nil)
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
func keptLists(ctx context.Context, e *cli.Env, name, spec string, opts wordlist.Options) ([]*wordlist.List, error) {
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

// variants parses --variants, and checks that --exclude leaves a
// honeycomb's letters in each.
func (f *ruleFlags) variants(text string, rules puzzle.Rules) ([]puzzle.Variant, error) {
	vs, err := puzzle.ParseVariants(f.langVariants(text))
	if err != nil {
		return nil, cli.Usagef("--variants %q: %w", text, err)
	}
	for i, v := range vs {
		v.Banned = rules.Alphabet.FromLatin(v.Banned)
		vs[i] = v
		if left := (rules.Alphabet.All() &^ rules.Exclude &^ v.Banned).Len(); left < rules.Size {
			return nil, cli.Usagef("--exclude %s leaves %d letters in variant %s, which also bans %s: a honeycomb needs %d",
				f.exclude, left, v.Name, rules.Alphabet.Format(v.Banned), rules.Size)
		}
	}
	return vs, nil
}

// boardFlags are the flags of the commands that take boards: the rules,
// the board size, the center, --archive and the output format.
type boardFlags struct {
	ruleFlags
	cli.FormatFlag
	size            int
	center, archive string
}

func (f *boardFlags) register(fs *flag.FlagSet, what string) {
	f.ruleFlags.register(fs)
	f.registerLang(fs)
	fs.IntVar(&f.size, "size", puzzle.DefaultRules.Size, fmt.Sprintf("the number of letters on a board, `K`, from %d to %d", puzzle.MinSize, puzzle.MaxSize))
	fs.StringVar(&f.center, "center", "", "the center `letter`; each board is then its letters alone, such as AEGINRT")
	fs.StringVar(&f.archive, "archive", "", "say whether each board was published in the puzzles of `ARCHIVE`, and when")
	f.FormatFlag.Register(fs, what)
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
	format, err := f.FormatFlag.Check(fs)
	return rules, opts, format, err
}

// loadArchive reads the archive of --archive, or returns nil when it is
// not given.
func (f *boardFlags) loadArchive(ctx context.Context, e *cli.Env, rules puzzle.Rules, opts wordlist.Options) (*archive.Archive, error) {
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
	text, center := f.foldLetters(text), f.foldLetters(f.center)
	switch {
	case center == "":
		h, err = puzzle.ParseBoard(text, rules)
	case strings.ContainsAny(text, "/:"):
		return h, fmt.Errorf("board %q: --center %s is given, so the board is its letters alone, such as AEGINRT", text, f.center)
	default:
		h, err = puzzle.NewBoard(center, text, rules)
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

// foldLetters folds each character of a board, or of the letters of a
// flag, that is not ASCII into a letter of the language, as its words'
// letters fold: É to E in French, Ã to A in Portuguese. Other characters
// are left as they are.
func (f *ruleFlags) foldLetters(s string) string {
	if f.profile == nil {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if r < utf8.RuneSelf {
			b.WriteRune(r)
			continue
		}
		fd, ok := f.profile.Fold(string(r))
		switch {
		case !ok || fd.Len != 1:
			b.WriteRune(r)
		case unicode.IsUpper(r):
			b.WriteString(strings.ToUpper(fd.Key))
		default:
			b.WriteString(fd.Key)
		}
	}
	return b.String()
}

// isBoard reports whether arg is a board and not a word list.
func (f *boardFlags) isBoard(arg string, rules puzzle.Rules) bool {
	_, err := f.board(arg, rules)
	return err == nil && !isWordList(arg)
}
