package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/cli"
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

func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

// The names of package cli that the command files use.
var (
	flagGiven   = cli.FlagGiven
	interrupted = cli.Interrupted
)

// didYouMean is suggest.DidYouMean, which the messages about an unknown
// name (command, flag, list, preset) end with.
var didYouMean = suggest.DidYouMean

// newFlagSet returns a flag set with --quiet, which every command takes,
// for a command whose usage, before the flags, is text.
func newFlagSet(e *env, name, text string) *flag.FlagSet {
	fs := flag.NewFlagSet("beebatch "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard) // parse and status print the usage and errors
	e.flags, e.usage = fs, text
	fs.BoolVar(&e.quiet, "quiet", false, "show no progress bar, warning or note; errors still show")
	return fs
}

// parse parses args, mapping -h to errHelp (with the usage and the flags
// on stdout) and a bad flag to a usage error worded by cli.FlagError.
func parse(e *env, fs *flag.FlagSet, args []string) error {
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		io.WriteString(e.stdout, e.usage+"\nFlags:\n")
		cli.PrintFlags(e.stdout, fs)
		return errHelp
	case err != nil:
		return usageError{cli.FlagError(fs, err)}
	}
	return nil
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
