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
//
// Run "beebatch COMMAND -h" for a command's flags. A WORDLIST is a file, a
// directory (every regular file in it), "-" for standard input, or
// NAME=PATH to name the list; gzip-compressed files are read as they are.
//
// Results go to standard output; warnings, errors and the progress bar go
// to standard error. The exit status is 0 on success, 1 when the run
// fails (a missing file, say) and 2 for a usage error.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// env is what a command runs with, so that tests can drive it with
// buffers.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	// stderrTTY says stderr is a terminal, where a progress bar may show.
	stderrTTY bool
}

const usage = `beebatch analyses the New York Times Spelling Bee in batch.

Usage:
  beebatch rank [flags] WORDLIST...          rank the best (and worst) honeycombs of each list
  beebatch solve [flags] BOARD WORDLIST...   every word, score, rank and hint of one board
  beebatch score [flags] BOARD... WORDLIST   one line per board: score, words, pangrams
  beebatch compare [flags] LIST_A LIST_B...  compare lists: best boards, overlap, rank correlation, words

A WORDLIST is a file, a directory (every regular file in it), - for standard
input, or NAME=PATH to name the list. Run "beebatch COMMAND -h" for flags.
`

// usageError is a mistake in the command line; it exits 2.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

// run runs the command line args and returns the exit status.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr, stderrTTY: isTerminal(stderr)}
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	var err error
	switch args[0] {
	case "-h", "-help", "--help", "help":
		fmt.Fprint(stdout, usage)
		return 0
	case "rank":
		err = rankCmd(ctx, e, args[1:])
	case "solve":
		err = solveCmd(ctx, e, args[1:])
	case "score":
		err = scoreCmd(ctx, e, args[1:])
	case "compare":
		err = compareCmd(ctx, e, args[1:])
	default:
		fmt.Fprintf(stderr, "beebatch: unknown command %q\n\n%s", args[0], usage)
		return 2
	}
	var ue usageError
	switch {
	case err == nil:
		return 0
	case errors.Is(err, errHelp):
		return 0
	case errors.Is(err, context.Canceled) && ctx.Err() != nil:
		fmt.Fprintf(stderr, "beebatch %s: interrupted (%v); no report files were written\n", args[0], err)
		return 1
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "beebatch %s: %v\n", args[0], err)
		return 2
	case errors.Is(err, errFlagParse):
		return 2 // the flag package has printed the error and usage
	default:
		fmt.Fprintf(stderr, "beebatch %s: %v\n", args[0], err)
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
