package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/beebatch/beebatch/internal/atomicfile"
	"github.com/beebatch/beebatch/internal/fsmsg"
)

// prepareOutDir makes sure that the --out directory dir exists, creating
// it if need be, and that beebatch can write files in it, before any work
// starts. A path that exists but is not a directory, or a directory where
// a file cannot be created, is a usage error naming the flag. It returns
// a function that removes the directories it created, if they are still
// empty, for a run that fails: such a run leaves no new directory
// behind.
func prepareOutDir(dir string) (undo func(), err error) {
	var created []string // the directories made, innermost first
	remove := func() {
		for _, d := range created {
			if os.Remove(d) != nil {
				return // not empty, or gone
			}
		}
	}
	defer func() {
		if err != nil {
			remove()
		}
	}()
	fi, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
			if _, err := os.Lstat(d); err == nil || filepath.Dir(d) == d {
				break
			}
			created = append(created, d)
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, usagef("--out %s: cannot create the directory: %v", dir, fsmsg.Bare(err))
		}
	case err != nil:
		return nil, usagef("--out %s: %v", dir, fsmsg.Bare(err))
	case !fi.IsDir():
		return nil, usagef("--out %s: not a directory (a %s); expected a directory for the report files", dir, fsmsg.Kind(fi.Mode()))
	}
	// Try it: permissions, a read-only file system or a full quota show
	// here rather than after the work is done.
	f, err := os.CreateTemp(dir, ".beebatch-write-test*")
	if err != nil {
		return nil, usagef("--out %s: cannot write there: %v", dir, fsmsg.Bare(err))
	}
	name := f.Name()
	f.Close()
	return remove, os.Remove(name)
}

// reportWritten says on stderr where the report files of a run went and
// how many there are: "beebatch rank: 12 report files written to out/".
func reportWritten(e *env, cmd, dir string, written []string) {
	fmt.Fprintf(e.stderr, "beebatch %s: %d report %s written to %s\n", cmd, len(written), plural(len(written), "file", "files"), dir)
}

// plural returns one for n == 1, else many.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
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
