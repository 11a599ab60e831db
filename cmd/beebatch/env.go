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
	"time"

	"golang.org/x/term"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/cleanup"
	"github.com/beebatch/beebatch/internal/fsmsg"
	"github.com/beebatch/beebatch/pkg/filter"
)

// env is what a command runs with, so that tests can drive it with
// buffers.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	// stderrTTY says stderr is a terminal, where a progress bar may show,
	// and stderrCols is its width (0 if unknown); stdoutTTY says stdout
	// is a terminal, where a progress bar on stderr would break the text.
	stderrTTY, stdoutTTY bool
	stderrCols           int
	// out is stdout, which keeps the first error of a write to it.
	out *report.ErrWriter
	// flags are the flags of the command that runs, whose synopsis a
	// usage error prints; nil before it has any.
	flags *flag.FlagSet
	// outFile, if not nil, is the writer of standard output when it is a
	// file: buffered, and abandoned when a signal stops the run.
	outFile *fileWriter
	// wrote, if not "", says where the run wrote its report files, for
	// the message of a run whose standard output failed.
	wrote string
	// werr is the error of standard output, once stdoutErr has found one.
	werr error
	// quiet is --quiet, which every command takes: no progress bar and
	// no warning.
	quiet bool
}

// newEnv returns the environment of a run on these streams. Text
// written to stdout fits its width (report.Columns): a terminal's, when
// it is wider than report.DefaultWidth, else that (or the width of
// stdout, if it is a report.Columns). A stream that is a file is written
// from a goroutine of its own, so that a signal that cancels ctx ends the
// run even while a write to it blocks; standard output is then buffered,
// and flushed before anything is written to standard error, which keeps
// their order on a terminal.
func newEnv(ctx context.Context, stdin io.Reader, stdout, stderr io.Writer) *env {
	e := &env{stdin: stdin, stderrTTY: isTerminal(stderr), stdoutTTY: terminalWidth(stdout) > 0, stderrCols: terminalWidth(stderr)}
	width := max(report.Width(stdout), textWidth(terminalWidth(stdout)))
	if f, ok := stdout.(*os.File); ok {
		e.outFile = newFileWriter(ctx, f, stdoutGrace, true)
		stdout = e.outFile
	}
	if f, ok := stderr.(*os.File); ok {
		// A message after a signal may take a little longer: a terminal
		// being drawn, say.
		w := newFileWriter(ctx, f, stderrGrace, false)
		if e.outFile != nil {
			// Not e.flush: the progress bar writes from a goroutine of its
			// own, and the error stays in outFile for the run to find.
			w.before = func() { e.outFile.Flush() }
		}
		stderr = w
	}
	e.out = &report.ErrWriter{W: stdout}
	e.stdout = &report.Columns{Writer: e.out, N: width}
	e.stderr = stderr
	return e
}

// stdoutGrace and stderrGrace are how long a write to standard output
// and to standard error may still take once a signal has stopped the run:
// enough for a pipe or a terminal that is being read, but not so long that
// a stream that no one reads holds the run back.
const (
	stdoutGrace = 50 * time.Millisecond
	stderrGrace = 100 * time.Millisecond
)

// flush writes what is buffered for standard output, keeping its error as
// a write's.
func (e *env) flush() {
	if e.outFile == nil {
		return
	}
	if err := e.outFile.Flush(); err != nil && e.out.Err == nil {
		e.out.Err = err
	}
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

// say writes line, a message, to stderr: on a terminal, wrapped between
// words to its width, the lines after the first indented, so that the
// terminal does not break a word; elsewhere as it is, on one line, for
// the scripts that read it. A message of several lines, such as a
// filter's error with its caret, is written as it is.
func (e *env) say(line string) {
	if e.stderrTTY && e.stderrCols > 0 && !strings.Contains(line, "\n") {
		io.WriteString(e.stderr, report.Wrap(line, e.stderrCols, "", "  "))
		return
	}
	io.WriteString(e.stderr, line+"\n")
}

// warn prints a warning to stderr, unless --quiet is given.
func (e *env) warn(err error) {
	if !e.quiet {
		e.say(fmt.Sprintf("warning: %s", message(err)))
	}
}

// message returns the text of err for standard error, on one line, with
// what a terminal would act on escaped (report.Visible): errors name
// files, whose names may hold anything. The error of a filter keeps its
// lines, which show the filter and a caret under the mistake.
func message(err error) string {
	if errors.As(err, new(*filter.SyntaxError)) {
		return report.VisibleLines(err.Error())
	}
	return report.Visible(err.Error())
}

// stdoutErr returns the error of the first write to stdout that failed,
// if one did, naming standard output: not every report writer returns
// it, and a report cut short must not end in exit status 0. It flushes
// stdout first.
func (e *env) stdoutErr() error {
	e.flush()
	switch {
	case e.werr != nil:
	case e.out == nil || e.out.Err == nil:
		return nil
	case errors.Is(e.out.Err, syscall.EPIPE):
		e.werr = errClosedByReader
	default:
		e.werr = fmt.Errorf("writing standard output: %w", fsmsg.Bare(e.out.Err))
	}
	return e.werr
}

// errClosedByReader is the error of a run whose standard output, a pipe,
// was closed by its reader, as "| head" does: it ends with the status of
// SIGPIPE, which is how the run would end if beebatch did not catch it.
var errClosedByReader = fmt.Errorf("standard output was closed by its reader (%w)", syscall.EPIPE)

// statusClosedByReader is the exit status of a run whose standard output
// was closed by its reader: 128 plus SIGPIPE, as a shell reports a
// process that SIGPIPE ends.
const statusClosedByReader = 141

// status prints the error of the command line args, which err ended, and
// returns the exit status: 0 for success and help, 1 for a failed run, 2
// for a usage error, 128 plus the signal for a run a signal stopped, and
// 141 for a run whose standard output was closed by its reader.
func (e *env) status(ctx context.Context, args []string, err error) int {
	werr := e.stdoutErr()
	if werr != nil && (err == nil || errors.Is(err, errHelp) || errors.Is(err, e.out.Err) || errors.Is(err, werr)) {
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
		switch {
		case errors.As(err, &ie):
			ie.noFiles = ie.noFiles || !e.writesFiles()
			e.say(fmt.Sprintf("beebatch %s: %v; %s", name, cause, message(ie)))
		case e.writesFiles():
			e.say(fmt.Sprintf("beebatch %s: %v; no report files were written", name, cause))
		default:
			e.say(fmt.Sprintf("beebatch %s: %v", name, cause))
		}
		var se signalError
		if errors.As(cause, &se) {
			return 128 + int(se.sig)
		}
		return 1
	case errors.As(err, &ue):
		e.say(fmt.Sprintf("beebatch %s: %s", name, message(err)))
		if e.flags != nil {
			printSynopsis(e.stderr, e.flags)
		}
		return 2
	case errors.Is(err, errFlagParse):
		return 2 // the message and synopsis are printed
	case err == werr:
		note := ""
		if e.wrote != "" {
			note = "; " + e.wrote
		}
		e.say(fmt.Sprintf("beebatch %s: %s%s", name, message(err), report.Visible(note)))
		if err == errClosedByReader {
			return statusClosedByReader
		}
		return 1
	default:
		e.say(fmt.Sprintf("beebatch %s: %s", name, message(err)))
		return 1
	}
}

// writesFiles reports whether the command line asks for files, with
// --out or --export, which the message of an interrupted run then speaks
// of; a run that was to write none says nothing of them.
func (e *env) writesFiles() bool {
	if e.flags == nil {
		return false
	}
	for _, name := range []string{"out", "export"} {
		if f := e.flags.Lookup(name); f != nil && f.Value.String() != "" {
			return true
		}
	}
	return false
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

// notifyContext returns a context that a signal that stops beebatch
// (stopSignals: SIGINT, SIGTERM, SIGHUP, SIGQUIT and SIGXCPU) cancels
// with a signalError as its cause. The signals stay caught until the
// process exits. A signal that was ignored when the process started, as
// nohup ignores SIGHUP, stays ignored. A second signal ends the process
// at once, with the status of that signal, once the temporary files that
// beebatch has made are removed (cleanup.RemoveAll).
//
// SIGPIPE (quietSignals) is caught and dropped, so that a write to a pipe
// that its reader closed fails with EPIPE, which the run reports once its
// report files are written, rather than killing the process before it
// writes them.
func notifyContext() context.Context {
	ctx, cancel := context.WithCancelCause(context.Background())
	if len(quietSignals) > 0 {
		signal.Notify(make(chan os.Signal, 1), quietSignals...)
	}
	var caught []os.Signal
	for _, s := range stopSignals {
		if !signal.Ignored(s) {
			caught = append(caught, s)
		}
	}
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, caught...)
	go func() {
		sig := <-sigs
		cancel(signalError{sig.(syscall.Signal)})
		sig = <-sigs
		cleanup.RemoveAll()
		os.Exit(128 + int(sig.(syscall.Signal)))
	}()
	return ctx
}

// signalError is the cause of a run cancelled by a signal.
type signalError struct{ sig syscall.Signal }

func (e signalError) Error() string { return "interrupted by " + signalName(e.sig) }

// signalName names a signal as a shell would: SIGINT.
func signalName(s syscall.Signal) string {
	if name, ok := signalNames[s]; ok {
		return name
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
	// noFiles leaves report files out of the message: none was asked for.
	noFiles bool
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
	case e.noFiles:
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
