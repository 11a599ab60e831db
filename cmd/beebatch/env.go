package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"

	"golang.org/x/term"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/fsmsg"
)

// env is what a command runs with, so that tests can drive it with
// buffers.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	// stderrTTY says stderr is a terminal, where a progress bar may show.
	stderrTTY bool
	// out is stdout, which keeps the first error of a write to it.
	out *report.ErrWriter
	// flags are the flags of the command that runs, whose synopsis a
	// usage error prints; nil before it has any.
	flags *flag.FlagSet
}

// newEnv returns the environment of a run on these streams. Text
// written to stdout fits its width (report.Columns): a terminal's, when
// it is wider than report.DefaultWidth, else that (or the width of
// stdout, if it is a report.Columns).
func newEnv(stdin io.Reader, stdout, stderr io.Writer) *env {
	out := &report.ErrWriter{W: stdout}
	cols := &report.Columns{Writer: out, N: max(report.Width(stdout), textWidth(terminalWidth(stdout)))}
	return &env{stdin: stdin, stdout: cols, stderr: stderr, stderrTTY: isTerminal(stderr), out: out}
}

// terminalWidth returns the number of columns of the terminal that w is,
// or 0 if it is not one.
func terminalWidth(w io.Writer) int {
	f, ok := w.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return 0
	}
	cols, _, err := term.GetSize(int(f.Fd()))
	if err != nil {
		return 0
	}
	return cols
}

// textWidth returns the width that text reports fit for a terminal of
// cols columns (0: not a terminal): cols when it is wider than
// report.DefaultWidth, else that.
func textWidth(cols int) int { return max(cols, report.DefaultWidth) }

// warn prints a warning to stderr.
func (e *env) warn(err error) { fmt.Fprintf(e.stderr, "warning: %v\n", err) }

// stdoutErr returns the error of the first write to stdout that failed,
// if one did, naming standard output: not every report writer returns
// it, and a report cut short must not end in exit status 0.
func (e *env) stdoutErr() error {
	if e.out == nil || e.out.Err == nil {
		return nil
	}
	return fmt.Errorf("writing standard output: %w", fsmsg.Bare(e.out.Err))
}

// status prints the error of the command line args, which err ended, and
// returns the exit status: 0 for success and help, 1 for a failed run, 2
// for a usage error, and 128 plus the signal for a run a signal stopped.
func (e *env) status(ctx context.Context, args []string, err error) int {
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
	case err == nil, errors.Is(err, errHelp):
		return 0
	case ctx.Err() != nil && (errors.Is(err, context.Canceled) || errors.As(err, new(*interruptedError))):
		cause := context.Cause(ctx)
		var ie *interruptedError
		if errors.As(err, &ie) {
			fmt.Fprintf(e.stderr, "beebatch %s: %v; %v\n", name, cause, ie)
		} else {
			fmt.Fprintf(e.stderr, "beebatch %s: %v; no report files were written\n", name, cause)
		}
		var se signalError
		if errors.As(cause, &se) {
			return 128 + int(se.sig)
		}
		return 1
	case errors.As(err, &ue):
		fmt.Fprintf(e.stderr, "beebatch %s: %v\n", name, err)
		if e.flags != nil {
			printSynopsis(e.stderr, e.flags)
		}
		return 2
	case errors.Is(err, errFlagParse):
		return 2 // the message and synopsis are printed
	default:
		fmt.Fprintf(e.stderr, "beebatch %s: %v\n", name, err)
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

// notifyContext returns a context that SIGINT or SIGTERM cancels with a
// signalError as its cause, and a function that stops catching them. A
// second signal ends the process at once, as if beebatch did not catch
// signals.
func notifyContext() (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(context.Background())
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	go func() {
		sig := <-sigs
		signal.Stop(sigs)
		cancel(signalError{sig.(syscall.Signal)})
	}()
	return ctx, func() { signal.Stop(sigs) }
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

// interrupted describes a run stopped after the first done of the lists
// named names, with the report files written so far; after, if not "",
// is a step that follows the lists, such as "the comparison".
func interrupted(names []string, done int, after string, written []string) error {
	e := &interruptedError{written: written, done: names[:done], pending: slices.Clone(names[done:])}
	if after != "" {
		e.pending = append(e.pending, after)
	}
	return e
}
