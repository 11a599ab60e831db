package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/beebatch/beebatch/internal/atomicfile"
	"github.com/beebatch/beebatch/internal/fsmsg"
)

// prepareOutDir makes sure that the --out directory dir exists, creating
// it if need be, and that beebatch can write files in it, before any work
// starts. A path that exists but is not a directory, or a directory where
// a file cannot be created, is a usage error naming the flag.
func prepareOutDir(dir string) error {
	fi, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return usagef("--out %s: cannot create the directory: %v", dir, fsmsg.Bare(err))
		}
	case err != nil:
		return usagef("--out %s: %v", dir, fsmsg.Bare(err))
	case !fi.IsDir():
		return usagef("--out %s: not a directory (a %s); expected a directory for the report files", dir, fsmsg.Kind(fi.Mode()))
	}
	// Try it: permissions, a read-only file system or a full quota show
	// here rather than after the work is done.
	f, err := os.CreateTemp(dir, ".beebatch-write-test*")
	if err != nil {
		return usagef("--out %s: cannot write there: %v", dir, fsmsg.Bare(err))
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}

// reportFiles is the set of report files of one run in its --out
// directory (atomicfile.Files), which adds no file once ctx is cancelled.
type reportFiles struct {
	ctx context.Context
	*atomicfile.Files
}

func newReportFiles(ctx context.Context, dir string) reportFiles {
	return reportFiles{ctx, atomicfile.NewFiles(dir)}
}

// add writes the file name of the set with fn, unless ctx is cancelled;
// an error says that the set, none of which is in place yet, is not
// written.
func (f reportFiles) add(name string, fn func(io.Writer) error) error {
	if err := f.ctx.Err(); err != nil {
		return err
	}
	if err := f.Add(name, fn); err != nil {
		return fmt.Errorf("%w; no report files were written", err)
	}
	return nil
}

// commit puts every file of the set in place, unless ctx is cancelled,
// and returns their names.
func (f reportFiles) commit() ([]string, error) {
	if err := f.ctx.Err(); err != nil {
		return nil, err
	}
	return f.Commit()
}
