package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

var (
	errHelp      = errors.New("help shown")
	errFlagParse = errors.New("bad flag")
)

// newFlagSet returns a flag set that prints its usage, the text then the
// flags, to stderr on a mistake and to stdout for -h.
func newFlagSet(e *env, name, text string) *flag.FlagSet {
	fs := flag.NewFlagSet("beebatch "+name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), text)
		fmt.Fprintln(fs.Output(), "\nFlags:")
		fs.PrintDefaults()
	}
	return fs
}

// parse parses args, mapping -h to errHelp (with usage on stdout) and a
// bad flag to errFlagParse (with the message and synopsis on stderr).
func parse(e *env, fs *flag.FlagSet, args []string) error {
	fs.SetOutput(io.Discard)
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		fs.SetOutput(e.stdout)
		fs.Usage()
		return errHelp
	case err != nil:
		return badUsage(e, fs, err)
	}
	fs.SetOutput(e.stderr)
	return nil
}

// badUsage prints err, the command's synopsis and where the full help is to
// stderr, and returns errFlagParse, for mistakes in a command line. The
// whole help would push the message off the screen.
func badUsage(e *env, fs *flag.FlagSet, err error) error {
	fmt.Fprintf(e.stderr, "%s: %v\n", fs.Name(), err)
	var text strings.Builder
	fs.SetOutput(&text)
	fs.Usage()
	fs.SetOutput(e.stderr)
	synopsis, _, _ := strings.Cut(text.String(), "\n\n")
	fmt.Fprintf(e.stderr, "%s\nRun \"%s -h\" for the flags and the whole help.\n", synopsis, fs.Name())
	return errFlagParse
}

// ruleFlags are the puzzle rules and list filters that every command
// takes.
type ruleFlags struct {
	minLen       int
	bonus        int
	exclude      string
	minCount     int64
	requireVowel bool
	maxBytes     byteSize
}

func (f *ruleFlags) register(fs *flag.FlagSet) {
	d := search.DefaultRules
	fs.IntVar(&f.minLen, "min-len", d.MinLen, "the shortest word that counts, `N` letters; a word of exactly N letters scores 1 point")
	fs.IntVar(&f.bonus, "bonus", d.Bonus, "`points` added for a pangram")
	fs.StringVar(&f.exclude, "exclude", "", "`letters` banned from every word and honeycomb, such as x or qz")
	fs.Int64Var(&f.minCount, "min-count", -1, "keep only frequency-list entries whose count is greater than `N` (-1: keep all)")
	fs.BoolVar(&f.requireVowel, "require-vowel", false, "skip words without a, e, i, o or u")
	f.maxBytes = wordlist.DefaultMaxBytes
	fs.Var(&f.maxBytes, "max-bytes", "fail on a list of more than `SIZE` bytes, such as 1GiB or 500MB, counted after decompression (at most 4GiB)")
}

// rules returns the rules for honeycombs of size letters, or a usage error
// naming the flag.
func (f *ruleFlags) rules(size int) (search.Rules, wordlist.Options, error) {
	r := search.Rules{MinLen: f.minLen, Bonus: f.bonus, Size: size}
	if f.exclude != "" {
		ex, err := bitset.Parse(strings.ReplaceAll(f.exclude, ",", ""))
		if err != nil {
			return r, wordlist.Options{}, fmt.Errorf("--exclude %q: %v: expected letters such as x or qz", f.exclude, err)
		}
		r.Exclude = ex
	}
	if err := r.Validate(); err != nil {
		return r, wordlist.Options{}, err
	}
	if f.minCount < -1 {
		return r, wordlist.Options{}, fmt.Errorf("--min-count %d: expected a count of 0 or more, or -1 to keep all", f.minCount)
	}
	if f.maxBytes < 1 {
		return r, wordlist.Options{}, fmt.Errorf("--max-bytes %d: expected a size of at least 1 byte, such as 1GiB", f.maxBytes)
	}
	return r, wordlist.Options{MinCount: f.minCount, RequireVowel: f.requireVowel, MaxBytes: int64(f.maxBytes)}, nil
}

// reportRules is the JSON form of the rules.
func reportRules(r search.Rules, o wordlist.Options) report.Rules {
	out := report.Rules{
		MinLen: r.MinLen, Bonus: r.Bonus, Size: r.Size,
		Exclude: strings.ToLower(r.Exclude.String()), RequireVowel: o.RequireVowel,
	}
	if o.MinCount >= 0 {
		n := o.MinCount
		out.MinCount = &n
	}
	return out
}

// flagAfterArgs returns an error naming the first of args that looks like
// a flag: the flag package stops at the first argument that is not one,
// so a flag after a board or a list arrives with them. A path that starts
// with "-" can be written as ./-name.
func flagAfterArgs(args []string) error {
	for _, a := range args {
		if len(a) > 1 && a[0] == '-' {
			return fmt.Errorf("%s: flags go before the other arguments", a)
		}
	}
	return nil
}
