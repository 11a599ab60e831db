package main

import (
	"bytes"
	"io"
	"os"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/bar"
)

// progress is the progress bar of a run (bar.Meter).
type progress struct{ *bar.Meter }

// startProgress starts a progress display with no work yet; it draws
// nothing with --quiet or when stderr is not a terminal.
func startProgress(e *env) *progress {
	cols := e.stderrCols
	if e.quiet || os.Getenv("TERM") == "dumb" {
		cols = 0
	}
	return &progress{bar.Start(e.stderr, cols, os.Getenv("NO_COLOR") == "")}
}

func (p *progress) phase(desc string) { p.Phase(desc) }
func (p *progress) finish()           { p.Finish() }

// lineCounter counts the lines written through it into a progress's
// Done: the rows of a long report.
type lineCounter struct {
	w io.Writer
	p *progress
}

func (c lineCounter) Write(b []byte) (int, error) {
	n, err := c.w.Write(b)
	c.p.Done.Add(int64(bytes.Count(b[:n], []byte("\n"))))
	return n, err
}
