package main

import (
	"context"
	"fmt"
	"slices"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/outfiles"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
)

// render writes to w, stopping once ctx is done (report.Render).
var render = report.Render

// prepareOutDir makes sure, before any work, that dir, the directory of
// the flag name (none for ""), exists and takes files, or returns a usage
// error naming the flag (outfiles.Prepare). A run that fails removes the
// directories it created, if still empty (env.undo).
func (e *env) prepareOutDir(name, dir string) error {
	if dir == "" {
		return nil
	}
	undo, err := outfiles.Prepare(name, dir)
	if undo == nil {
		return usageError{err}
	}
	e.undo = append(e.undo, undo)
	return err
}

// reportWritten says on stderr how many report files went to dir, unless
// --quiet is given; if standard output has failed, the line that says so
// says this too, --quiet or not.
func reportWritten(e *env, cmd, dir string, written []string) {
	msg := fmt.Sprintf("%d report %s written to %s", len(written), plural(len(written), "file", "files"), dir)
	if e.stdoutErr() != nil {
		if e.wrote != "" {
			msg = e.wrote + "; " + msg
		}
		e.wrote = msg
		return
	}
	e.note(fmt.Sprintf("beebatch %s: %s", cmd, msg))
}

// plural returns one for n == 1, else many.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// checkNames returns a usage error when a report file of names would be
// too long for dir, the directory of the flag name (outfiles.CheckNames).
func checkNames(name, dir string, names []string) error {
	if err := outfiles.CheckNames(name, dir, names); err != nil {
		return usageError{err}
	}
	return nil
}

// writeError is the error err of writing the report files, or that of an
// interruption after the lists (or other steps) names.
func writeError(ctx context.Context, names []string, err error) error {
	if ctx.Err() != nil {
		return interrupted(append(slices.Clone(names), "the report files"), len(names))
	}
	return err
}
