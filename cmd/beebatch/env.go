package main

import (
	"cmp"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"syscall"

	"golang.org/x/term"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/cli"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/proc"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/fsmsg"
	"github.com/beebatch/beebatch/pkg/filter"
)

// env is what a command runs with, so that tests can drive it with
// buffers.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	stdoutTTY      bool              // a progress bar may not cut into stdout
	stderrCols     int               // the columns of the terminal stderr, or 0
	out            *report.ErrWriter // stdout, keeping its first error
	flags          *flag.FlagSet     // the command's, for the synopsis of a usage error
	usage          string            // the command's usage, before its flags
	wrote          string            // where report files went, said when stdout failed
	quiet          bool              // --quiet: no progress bar and no warning
	undo           []func()          // remove the directories that prepareOutDir made
}

// newEnv returns the environment of a run on these streams. Text on
// stdout fits its width, at least report.DefaultWidth.
func newEnv(stdin io.Reader, stdout, stderr io.Writer) *env {
	cols := terminalWidth(stdout)
	e := &env{stdin: stdin, stderr: stderr, stdoutTTY: cols > 0, stderrCols: terminalWidth(stderr)}
	e.out = &report.ErrWriter{W: stdout}
	e.stdout = &report.Columns{Writer: e.out, N: max(report.Width(stdout), cols, report.DefaultWidth)}
	return e
}

// terminalWidth returns the columns of the terminal w, or 0.
func terminalWidth(w io.Writer) int {
	if f, ok := w.(*os.File); ok {
		if cols, _, err := term.GetSize(int(f.Fd())); err == nil {
			return cols // GetSize fails on what is not a terminal
		}
	}
	return 0
}

// say writes line, a message, to stderr: on a terminal wrapped to its
// width; elsewhere on one line, for scripts.
func (e *env) say(line string) {
	if e.stderrCols > 0 && !strings.Contains(line, "\n") {
		io.WriteString(e.stderr, report.Wrap(line, e.stderrCols, "", "  "))
		return
	}
	io.WriteString(e.stderr, line+"\n")
}

// note prints line, a note for people such as how many report files were
// written, to stderr, unless --quiet is given.
func (e *env) note(line string) {
	if !e.quiet {
		e.say(line)
	}
}

// warn prints a warning to stderr, unless --quiet is given.
func (e *env) warn(err error) {
	if !e.quiet {
		e.say(fmt.Sprintf("warning: %s", message(err)))
	}
}

// message returns the text of err for standard error, on one line, with
// what a terminal would act on escaped; a filter's error keeps its lines.
func message(err error) string {
	if errors.As(err, new(*filter.SyntaxError)) {
		return report.VisibleLines(err.Error())
	}
	return report.Visible(err.Error())
}

// stdoutErr returns the error of the first write to standard output that
// failed, if one did, naming standard output.
func (e *env) stdoutErr() error {
	switch {
	case e.out == nil || e.out.Err == nil:
		return nil
	case errors.Is(e.out.Err, syscall.EPIPE):
		return errClosedByReader
	}
	return fmt.Errorf("writing standard output: %w", fsmsg.Bare(e.out.Err))
}

// errClosedByReader is the error of a run whose standard output was
// closed by its reader ("| head"); it exits 141, 128 plus SIGPIPE, as a
// shell reports a process that SIGPIPE ends.
var errClosedByReader = fmt.Errorf("standard output was closed by its reader (%w)", syscall.EPIPE)

// status prints the error of the command line args, which err ended, and
// returns the exit status (see help.Exit).
func (e *env) status(ctx context.Context, args []string, err error) int {
	if !proc.End() {
		select {} // proc.NotifyContext is ending the process
	}
	werr := e.stdoutErr()
	if werr != nil && (err == nil || errors.Is(err, errHelp) || errors.Is(err, e.out.Err)) {
		err = werr // what was written to stdout is cut short
	}
	name := commandName(args)
	code := 1
	if err == errClosedByReader {
		code = 141
	}
	msg := ""
	switch {
	case err == nil, errors.Is(err, errHelp):
		return 0
	case ctx.Err() != nil && (errors.Is(err, context.Canceled) || errors.As(err, new(*cli.InterruptedError))):
		cause := context.Cause(ctx)
		msg = cause.Error()
		var ie *cli.InterruptedError
		if errors.As(err, &ie) {
			msg += "; " + message(ie)
		}
		if e.writesFiles() && (ie == nil || ie.Note == "") {
			msg += "; no report files were written"
		}
		var se proc.SignalError
		if errors.As(cause, &se) {
			code = se.Status()
		}
	case errors.As(err, new(usageError)):
		code = 2
	case err == werr && e.wrote != "":
		msg = message(err) + report.Visible("; "+e.wrote)
	}
	e.say(fmt.Sprintf("beebatch %s: %s", name, cmp.Or(msg, message(err))))
	if code == 2 && e.flags != nil {
		// The synopsis, and the -h that shows the rest, which would push
		// the message off the screen.
		synopsis, _, _ := strings.Cut(e.usage, "\n\n")
		fmt.Fprintf(e.stderr, "%s\nRun \"%s -h\" for the flags and the whole help.\n", synopsis, e.flags.Name())
	}
	return code
}

// commandName names the command of args as it was given, for messages:
// "rank", "lists fetch".
func commandName(args []string) string {
	name := args[0]
	if name == "lists" && len(args) > 1 && (args[1] == "fetch" || args[1] == "path") {
		name += " " + args[1]
	}
	return name
}

// writesFiles reports whether the command line asks for --out or
// --export, of which the message of an interrupted run then speaks.
func (e *env) writesFiles() bool {
	return e.flags != nil && slices.ContainsFunc([]string{"out", "export"}, func(name string) bool {
		f := e.flags.Lookup(name)
		return f != nil && f.Value.String() != ""
	})
}
