package main

import (
	"os"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/bar"
)

// startProgress starts a progress meter with no work yet; it draws
// nothing with --quiet or when stderr is not a terminal.
func startProgress(e *env) *bar.Meter {
	cols := e.stderrCols
	if e.quiet || os.Getenv("TERM") == "dumb" {
		cols = 0
	}
	return bar.Start(e.stderr, cols, os.Getenv("NO_COLOR") == "")
}
