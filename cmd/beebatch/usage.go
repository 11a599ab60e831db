package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/suggest"
)

const usage = `beebatch analyses the New York Times Spelling Bee in batch.

Usage: beebatch COMMAND [flags] ARGUMENT...

  rank WORDLIST...          rank the best (and worst) honeycombs of each list
  solve BOARD WORDLIST...   every word, score, rank and hint of one board
  score BOARD... LIST...    one line per board: score, words, pangrams
  compare LIST LIST...      best boards, overlap, rank correlation, words
  lists [fetch|path NAME]   the known word lists, which work as a WORDLIST
  archive ARCHIVE [LIST...] the NYT's puzzles, and lists against them
  learn ARCHIVE...          learn the list nyt, which answers like the NYT
  schedule WORDLIST         a dated year of NYT-like puzzles (--archive)
  help [COMMAND]            this help, or a command's

Run "beebatch help COMMAND" or "beebatch COMMAND -h" for a command's flags
and details, and "beebatch --version" for the version.
` + wordlistHelp + `
Results go to standard output; warnings, errors and the progress bar (on a
terminal, after half a second) go to standard error.
` + exitHelp

// wordlistHelp is the paragraph of the usages on WORDLIST arguments.
const wordlistHelp = `
A WORDLIST is a file, a directory (every regular file in it), - for standard
input, NAME=PATH to name the list (by default, the file name without its
extension), or the name of a known list that "beebatch lists fetch" has
fetched, such as enable1. Files compressed with gzip, bzip2, xz or zstd
are read as they are (zip, tar and other archives are refused). A line may
hold several words; entries with anything but letters, and in a
mixed-case list the capitalised entries (proper nouns), are skipped and
counted. A list whose lines are "word count" is a frequency list, which
--min-count filters.
`

// exitHelp is the paragraph of the usages on the exit status.
const exitHelp = `
Exit status: 0 on success; 1 when the run fails, as when a list cannot be
read or a report cannot be written (the message names the file); 2 for a
usage error (the message names the flag or argument); 128 plus the signal
when a signal stops it: 130 for SIGINT, 143 SIGTERM, 129 SIGHUP, 131
SIGQUIT and 152 SIGXCPU (the message says what was completed, and no
report file is left half-written); 141 when the reader of standard output
closes it, as "| head" does (any report files asked for are still
written).
`

// commandsUsage returns the part of usage that lists the commands, for
// the message of an unknown command.
func commandsUsage() string {
	paras := strings.Split(usage, "\n\n")
	return strings.Join(paras[1:4], "\n\n") + "\n"
}

// errHelp ends a run that printed help: exit status 0.
var errHelp = errors.New("help shown")

// usageError is a mistake in the command line; it exits 2, after the
// command's synopsis.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

// didYouMean is suggest.DidYouMean, which the messages about an unknown
// name (command, flag, list, preset) end with.
var didYouMean = suggest.DidYouMean

func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

// newFlagSet returns a flag set with --quiet, which every command takes,
// for a command whose usage, before the flags, is text.
func newFlagSet(e *env, name, text string) *flag.FlagSet {
	fs := flag.NewFlagSet("beebatch "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard) // parse and status print the usage and errors
	e.flags, e.usage = fs, text
	fs.BoolVar(&e.quiet, "quiet", false, "show no progress bar, warning or note; errors still show")
	return fs
}

// printFlags writes the flags of fs as flag.PrintDefaults does, with two
// dashes and each description filled to the width of w.
func printFlags(w io.Writer, fs *flag.FlagSet) {
	width := report.Width(w)
	fs.VisitAll(func(f *flag.Flag) {
		arg, text := flag.UnquoteUsage(f)
		line := "--" + f.Name
		if arg != "" {
			line += " " + arg
		}
		isString := false
		if g, ok := f.Value.(flag.Getter); ok {
			_, isString = g.Get().(string)
		}
		def := f.DefValue
		if def != "" && def != "false" && (def != "0" || isString) {
			// Not the zero value of its type, which flag.PrintDefaults
			// does not show either.
			if isString {
				def = strconv.Quote(def)
			}
			text += " (default " + def + ")"
		}
		io.WriteString(w, report.Wrap(line, width, "  ", "      "))
		io.WriteString(w, report.Wrap(text, width, "      ", "      "))
	})
}

// flagGiven reports whether the flag name was given on the command line.
func flagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}

// parse parses args, mapping -h to errHelp (with the usage and the flags
// on stdout) and a bad flag to a usage error worded by flagError.
func parse(e *env, fs *flag.FlagSet, args []string) error {
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		io.WriteString(e.stdout, e.usage+"\nFlags:\n")
		printFlags(e.stdout, fs)
		return errHelp
	case err != nil:
		return usageError{flagError(fs, err)}
	}
	return nil
}

// The messages of the errors of flag.FlagSet.Parse, which flagError
// words again.
var (
	undefinedFlag = regexp.MustCompile(`^flag provided but not defined: -+(.*)$`)
	missingValue  = regexp.MustCompile(`^flag needs an argument: -+(.*)$`)
	invalidValue  = regexp.MustCompile(`^invalid (?:boolean )?value "(.*)" for (?:flag )?-+([^:]*): (.*)$`)
)

// flagError words an error of parsing the flags of fs as the other usage
// errors are: "unknown flag --tpo (did you mean --top?)", "--top "ten":
// expected a whole number".
func flagError(fs *flag.FlagSet, err error) error {
	msg := err.Error()
	if m := undefinedFlag.FindStringSubmatch(msg); m != nil {
		var names []string
		fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
		hint := ""
		if s, ok := suggest.Nearest(m[1], names); ok {
			hint = " (did you mean --" + s + "?)"
		}
		return fmt.Errorf("unknown flag --%s%s", m[1], hint)
	}
	// Parse reports a missing or invalid value only for a defined flag.
	if m := missingValue.FindStringSubmatch(msg); m != nil {
		arg, _ := flag.UnquoteUsage(fs.Lookup(m[1]))
		return fmt.Errorf("--%s: expected a value after it, %s", m[1], arg)
	}
	m := invalidValue.FindStringSubmatch(msg)
	if m == nil {
		return err
	}
	value, name, why := m[1], m[2], m[3]
	f := fs.Lookup(name)
	arg, _ := flag.UnquoteUsage(f)
	var v any
	if g, ok := f.Value.(flag.Getter); ok {
		v = g.Get()
	}
	switch v.(type) {
	case bool:
		return fmt.Errorf("--%s=%s: expected --%s=true or --%s=false, or --%s alone for true", name, value, name, name, name)
	case int, int64, uint, uint64:
		if why == "value out of range" {
			return fmt.Errorf("--%s %q: too large; expected a whole number, %s", name, value, arg)
		}
		return fmt.Errorf("--%s %q: expected a whole number, %s", name, value, arg)
	case float64:
		return fmt.Errorf("--%s %q: expected a number, %s", name, value, arg)
	}
	return fmt.Errorf("--%s %q: %s", name, value, why)
}

// flagAfterArgs returns a usage error naming the first of args that looks
// like a flag, given after a board or a list (./-name names a file).
func flagAfterArgs(args []string) error {
	for _, a := range args {
		if len(a) > 1 && a[0] == '-' {
			return usagef("%s: flags go before the other arguments", a)
		}
	}
	return nil
}
