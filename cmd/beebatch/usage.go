package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/cli"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/help"
	"github.com/beebatch/beebatch/internal/suggest"
)

// commandsUsage returns the part of help.Main that lists the commands, for
// the message of an unknown command.
func commandsUsage() string {
	paras := strings.Split(help.Main, "\n\n")
	return strings.Join(paras[1:4], "\n\n") + "\n"
}

// exitHelp is help.Exit, the paragraph that learn's usage ends with.
const exitHelp = help.Exit

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
