package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
)

// ErrHelp ends a run that printed help: exit status 0.
var ErrHelp = errors.New("help shown")

// UsageError is a mistake in the command line; it exits 2, after the
// command's synopsis.
type UsageError struct{ Err error }

// Error returns the message of the mistake.
func (e UsageError) Error() string { return e.Err.Error() }

// Unwrap returns the mistake.
func (e UsageError) Unwrap() error { return e.Err }

// Usagef returns a UsageError of the message format with args, as
// fmt.Errorf words it.
func Usagef(format string, args ...any) error {
	return UsageError{fmt.Errorf(format, args...)}
}

// FlagSet returns the flag set of the command name, whose usage, before
// the flags, is text, with --quiet, which every command takes; e keeps
// both for its help and its usage errors.
func (e *Env) FlagSet(name, text string) *flag.FlagSet {
	fs := flag.NewFlagSet("beebatch "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard) // Parse and Status print the usage and errors
	e.flags, e.usage = fs, text
	fs.BoolVar(&e.Quiet, "quiet", false, "show no progress bar, warning or note; errors still show")
	return fs
}

// Parse parses args, mapping -h to ErrHelp (with the usage and the flags
// on stdout) and a bad flag to a usage error worded by FlagError.
func (e *Env) Parse(fs *flag.FlagSet, args []string) error {
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		io.WriteString(e.Stdout, e.usage+"\nFlags:\n")
		PrintFlags(e.Stdout, fs)
		return ErrHelp
	case err != nil:
		return UsageError{FlagError(fs, err)}
	}
	return nil
}

// FlagAfterArgs returns a usage error naming the first of args that looks
// like a flag, given after a board or a list (./-name names a file).
func FlagAfterArgs(args []string) error {
	for _, a := range args {
		if len(a) > 1 && a[0] == '-' {
			return Usagef("%s: flags go before the other arguments", a)
		}
	}
	return nil
}
