// Command beebatch analyses the New York Times Spelling Bee puzzle in
// batch: it ranks every honeycomb a word list allows, exactly, for many
// lists at once, and scores and solves given boards.
//
// Usage:
//
//	beebatch rank [flags] WORDLIST...
//	beebatch solve [flags] BOARD WORDLIST...
//	beebatch score [flags] BOARD... WORDLIST
//	beebatch compare [flags] LIST_A LIST_B [LIST...]
//	beebatch lists [fetch [NAME...] | path NAME]
//
// Run "beebatch COMMAND -h" for a command's flags. A WORDLIST is a file, a
// directory (every regular file in it), "-" for standard input, or
// NAME=PATH to name the list; gzip-compressed files are read as they are.
//
// Results go to standard output; warnings, errors and the progress bar go
// to standard error. The exit status is 0 on success, 1 when the run
// fails (a missing file, say), 2 for a usage error, and 130 or 143 when
// SIGINT or SIGTERM stops it.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
)

func main() {
	ctx, cancel := context.WithCancelCause(context.Background())
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	go func() {
		sig := <-sigs
		// A second signal ends the process at once, as if beebatch did
		// not catch signals.
		signal.Stop(sigs)
		cancel(signalError{sig.(syscall.Signal)})
	}()
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	os.Exit(code)
}

// signalError is the cause of a run cancelled by a signal.
type signalError struct{ sig syscall.Signal }

func (e signalError) Error() string { return "interrupted by " + signalName(e.sig) }

// signalName names the signals beebatch catches as a shell would.
func signalName(s syscall.Signal) string {
	switch s {
	case syscall.SIGINT:
		return "SIGINT"
	case syscall.SIGTERM:
		return "SIGTERM"
	}
	return s.String()
}

// interruptedError is what a command returns when it stops early because
// its context was cancelled: what it finished and what it did not.
type interruptedError struct {
	done    []string // lists (or other units) completed
	pending []string // those not completed
	written []string // report files written before the interruption
	// note, if set, replaces what the message says of report files, for
	// a command that writes none.
	note string
}

func (e *interruptedError) Error() string {
	var b strings.Builder
	b.WriteString("completed: ")
	b.WriteString(listOrNone(e.done))
	b.WriteString("; not completed: ")
	b.WriteString(listOrNone(e.pending))
	switch {
	case e.note != "":
		b.WriteString("; " + e.note)
	case len(e.written) == 0:
		b.WriteString("; no report files were written")
	default:
		b.WriteString("; report files written whole: " + strings.Join(e.written, ", ") + "; no other file was touched")
	}
	return b.String()
}

func listOrNone(s []string) string {
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, ", ")
}

// env is what a command runs with, so that tests can drive it with
// buffers.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	// stderrTTY says stderr is a terminal, where a progress bar may show.
	stderrTTY bool
	// out is stdout, which keeps the first error of a write to it.
	out *report.ErrWriter
}

// stdoutErr returns the error of the first write to stdout that failed,
// if one did, naming standard output: not every report writer returns
// it, and a report cut short must not end in exit status 0.
func (e *env) stdoutErr() error {
	if e.out == nil || e.out.Err == nil {
		return nil
	}
	return fmt.Errorf("writing standard output: %w", unwrapPathError(e.out.Err))
}

const usage = `beebatch analyses the New York Times Spelling Bee in batch.

Usage:
  beebatch rank [flags] WORDLIST...          rank the best (and worst) honeycombs of each list
  beebatch solve [flags] BOARD WORDLIST...   every word, score, rank and hint of one board
  beebatch score [flags] BOARD... WORDLIST   one line per board: score, words, pangrams
  beebatch compare [flags] LIST_A LIST_B...  compare lists: best boards, overlap, rank correlation, words
  beebatch lists [fetch|path] [NAME...]      the known word lists; fetched ones work as a WORDLIST

Run "beebatch COMMAND -h" for a command's flags and details.
` + wordlistHelp + `
Results go to standard output; warnings, errors and the progress bar (on a
terminal, after half a second) go to standard error.
` + exitHelp

// wordlistHelp is the paragraph of the usages on WORDLIST arguments.
const wordlistHelp = `
A WORDLIST is a file, a directory (every regular file in it), - for standard
input, NAME=PATH to name the list (by default, the file name without its
extension), or the name of a known list that "beebatch lists fetch" has
fetched, such as enable1. Gzip-compressed files are read as they are. A
line may hold several words; entries with anything but letters, and in a
mixed-case list the capitalised entries (proper nouns), are skipped and
counted. A list whose lines are "word count" is a frequency list, which
--min-count filters.
`

// exitHelp is the paragraph of the usages on the exit status.
const exitHelp = `
Exit status: 0 on success; 1 when the run fails, as when a list cannot be
read or a report cannot be written (the message names the file); 2 for a
usage error (the message names the flag or argument); 130 or 143 when
SIGINT or SIGTERM stops it (the message says what was completed, and no
report file is left half-written).
`

// commandsUsage returns the part of usage that lists the commands, and
// where the rest is, for the message of an unknown command.
func commandsUsage() string {
	paras := strings.Split(usage, "\n\n")
	return paras[1] + "\n\n" + paras[2] + "\n"
}

// usageError is a mistake in the command line; it exits 2.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

// run runs the command line args and returns the exit status.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	out := &report.ErrWriter{W: stdout}
	e := &env{stdin: stdin, stdout: out, stderr: stderr, stderrTTY: isTerminal(stderr), out: out}
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	var err error
	switch args[0] {
	case "-h", "-help", "--help", "help":
		fmt.Fprint(e.stdout, usage)
		err = errHelp
	case "rank":
		err = rankCmd(ctx, e, args[1:])
	case "solve":
		err = solveCmd(ctx, e, args[1:])
	case "score":
		err = scoreCmd(ctx, e, args[1:])
	case "compare":
		err = compareCmd(ctx, e, args[1:])
	case "lists":
		err = listsCmd(ctx, e, args[1:])
	default:
		fmt.Fprintf(stderr, "beebatch: unknown command %q\n%s", args[0], commandsUsage())
		return 2
	}
	if werr := e.stdoutErr(); werr != nil && (err == nil || errors.Is(err, errHelp) || errors.Is(err, e.out.Err)) {
		// What was written to stdout is cut short: a failed run.
		err = werr
	}
	// Messages name the command as it was given: "lists fetch", say.
	name := args[0]
	if name == "lists" && len(args) > 1 && (args[1] == "fetch" || args[1] == "path") {
		name += " " + args[1]
	}
	var ue usageError
	switch {
	case err == nil:
		return 0
	case errors.Is(err, errHelp):
		return 0
	case ctx.Err() != nil && (errors.Is(err, context.Canceled) || errors.As(err, new(*interruptedError))):
		cause := context.Cause(ctx)
		var ie *interruptedError
		if errors.As(err, &ie) {
			fmt.Fprintf(stderr, "beebatch %s: %v; %v\n", name, cause, ie)
		} else {
			fmt.Fprintf(stderr, "beebatch %s: %v; no report files were written\n", name, cause)
		}
		var se signalError
		if errors.As(cause, &se) {
			return 128 + int(se.sig)
		}
		return 1
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "beebatch %s: %v\n", name, err)
		return 2
	case errors.Is(err, errFlagParse):
		return 2 // the flag package has printed the error and usage
	default:
		fmt.Fprintf(stderr, "beebatch %s: %v\n", name, err)
		return 1
	}
}

// isTerminal reports whether w is a character device such as a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
