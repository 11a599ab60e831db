package cli

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

	"github.com/beebatch/beebatch/cmd/beebatch/internal/bar"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/proc"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/fsmsg"
	"github.com/beebatch/beebatch/pkg/filter"
)

// Env is what a command runs with, so that tests can drive it with
// buffers: its streams, its messages and, once it ends, its exit status.
type Env struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	StdoutTTY      bool // a progress bar may not cut into stdout
	Quiet          bool // --quiet: no progress bar and no warning

	stderrCols int               // the columns of the terminal stderr, or 0
	out        *report.ErrWriter // stdout, keeping its first error
	flags      *flag.FlagSet     // the command's, for the synopsis of a usage error
	usage      string            // the command's usage, before its flags
	wrote      string            // where report files went, said when stdout failed
	undo       []func()          // remove the directories that PrepareOutDir made
}

// NewEnv returns the environment of a run on these streams. Text on
// stdout fits its width, at least report.DefaultWidth.
func NewEnv(stdin io.Reader, stdout, stderr io.Writer) *Env {
	cols := terminalWidth(stdout)
	e := &Env{Stdin: stdin, Stderr: stderr, StdoutTTY: cols > 0, stderrCols: terminalWidth(stderr)}
	e.out = &report.ErrWriter{W: stdout}
	e.Stdout = &report.Columns{Writer: e.out, N: max(report.Width(stdout), cols, report.DefaultWidth)}
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

// Say writes line, a message, to stderr: on a terminal wrapped to its
// width; elsewhere on one line, for scripts.
func (e *Env) Say(line string) {
	if e.stderrCols > 0 && !strings.Contains(line, "\n") {
		io.WriteString(e.Stderr, report.Wrap(line, e.stderrCols, "", "  "))
		return
	}
	io.WriteString(e.Stderr, line+"\n")
}

// Note prints line, a note for people such as how many report files were
// written, to stderr, unless --quiet is given.
func (e *Env) Note(line string) {
	if !e.Quiet {
		e.Say(line)
	}
}

// Warn prints a warning to stderr, unless --quiet is given.
func (e *Env) Warn(err error) {
	if !e.Quiet {
		e.Say(fmt.Sprintf("warning: %s", Message(err)))
	}
}

// Message returns the text of err for standard error, on one line, with
// what a terminal would act on escaped; a filter's error keeps its lines.
func Message(err error) string {
	if errors.As(err, new(*filter.SyntaxError)) {
		return report.VisibleLines(err.Error())
	}
	return report.Visible(err.Error())
}

// StartProgress starts a progress meter with no work yet; it draws
// nothing with --quiet or when stderr is not a terminal.
func (e *Env) StartProgress() *bar.Meter {
	cols := e.stderrCols
	if e.Quiet || os.Getenv("TERM") == "dumb" {
		cols = 0
	}
	return bar.Start(e.Stderr, cols, os.Getenv("NO_COLOR") == "")
}

// StdoutErr returns the error of the first write to standard output that
// failed, if one did, naming standard output.
func (e *Env) StdoutErr() error {
	switch {
	case e.out == nil || e.out.Err == nil:
		return nil
	case errors.Is(e.out.Err, syscall.EPIPE):
		return ErrClosedByReader
	}
	return fmt.Errorf("writing standard output: %w", fsmsg.Bare(e.out.Err))
}

// ErrClosedByReader is the error of a run whose standard output was
// closed by its reader ("| head"); it exits 141, 128 plus SIGPIPE, as a
// shell reports a process that SIGPIPE ends.
var ErrClosedByReader = fmt.Errorf("standard output was closed by its reader (%w)", syscall.EPIPE)

// Status ends the run of the command line args, which err ended: it
// removes the directories that PrepareOutDir made if err is not nil,
// prints the error and returns the exit status (see help.Exit).
func (e *Env) Status(ctx context.Context, args []string, err error) int {
	if err != nil {
		for _, undo := range e.undo {
			undo()
		}
	}
	if !proc.End() {
		select {} // proc.NotifyContext is ending the process
	}
	werr := e.StdoutErr()
	if werr != nil && (err == nil || errors.Is(err, ErrHelp) || errors.Is(err, e.out.Err)) {
		err = werr // what was written to stdout is cut short
	}
	name := CommandName(args)
	code := 1
	if err == ErrClosedByReader {
		code = 141
	}
	msg := ""
	switch {
	case err == nil, errors.Is(err, ErrHelp):
		return 0
	case ctx.Err() != nil && (errors.Is(err, context.Canceled) || errors.As(err, new(*InterruptedError))):
		cause := context.Cause(ctx)
		msg = cause.Error()
		var ie *InterruptedError
		if errors.As(err, &ie) {
			msg += "; " + Message(ie)
		}
		if e.writesFiles() && (ie == nil || ie.Note == "") {
			msg += "; no report files were written"
		}
		var se proc.SignalError
		if errors.As(cause, &se) {
			code = se.Status()
		}
	case errors.As(err, new(UsageError)):
		code = 2
	case err == werr && e.wrote != "":
		msg = Message(err) + report.Visible("; "+e.wrote)
	}
	e.Say(fmt.Sprintf("beebatch %s: %s", name, cmp.Or(msg, Message(err))))
	if code == 2 && e.flags != nil {
		// The synopsis, and the -h that shows the rest, which would push
		// the message off the screen.
		synopsis, _, _ := strings.Cut(e.usage, "\n\n")
		fmt.Fprintf(e.Stderr, "%s\nRun \"%s -h\" for the flags and the whole help.\n", synopsis, e.flags.Name())
	}
	return code
}

// CommandName names the command of args as it was given, for messages:
// "rank", "lists fetch".
func CommandName(args []string) string {
	name := args[0]
	if name == "lists" && len(args) > 1 && (args[1] == "fetch" || args[1] == "path") {
		name += " " + args[1]
	}
	return name
}

// writesFiles reports whether the command line asks for --out or
// --export, of which the message of an interrupted run then speaks.
func (e *Env) writesFiles() bool {
	return e.flags != nil && slices.ContainsFunc([]string{"out", "export"}, func(name string) bool {
		f := e.flags.Lookup(name)
		return f != nil && f.Value.String() != ""
	})
}
