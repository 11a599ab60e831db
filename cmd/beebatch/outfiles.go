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
	"github.com/beebatch/beebatch/internal/cleanup"
	"github.com/beebatch/beebatch/internal/fsmsg"
)

// undoOnError calls undo if *err, a command's result, is an error: as
// "defer undoOnError(&err, undo)" it removes the directories that
// prepareOutDir made for a run that fails.
func undoOnError(err *error, undo func()) {
	if *err != nil {
		undo()
	}
}

// prepareOutDir makes sure that dir, the directory of the flag name
// (--out, say), exists, creating it if need be, and that beebatch can
// write files in it, before any work starts. A path that exists but is
// not a directory, or a directory where a file cannot be created, is a
// usage error naming the flag. It returns
// a function that removes the directories it created, if they are still
// empty, for a run that fails: such a run leaves no new directory
// behind.
func prepareOutDir(name, dir string) (undo func(), err error) {
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
			return nil, usagef("%s %s: cannot create the directory: %v", name, dir, fsmsg.Bare(err))
		}
	case err != nil:
		return nil, usagef("%s %s: %v", name, dir, fsmsg.Bare(err))
	case !fi.IsDir():
		return nil, usagef("%s %s: not a directory (a %s); expected a directory for the report files", name, dir, fsmsg.Kind(fi.Mode()))
	}
	// Try it: permissions, a read-only file system or a full quota show
	// here rather than after the work is done.
	f, err := cleanup.CreateTemp(dir, ".beebatch-write-test*")
	if err != nil {
		return nil, usagef("%s %s: cannot write there: %v", name, dir, fsmsg.Bare(err))
	}
	f.Close()
	return remove, cleanup.Remove(f.Name())
}

// reportWritten says on stderr where the report files of a run went and
// how many there are: "beebatch rank: 12 report files written to out/".
// When standard output has failed, as when its reader closed it, the line
// that says so ends the run, and says this too (env.wrote), so that the
// run ends with one line.
func reportWritten(e *env, cmd, dir string, written []string) {
	msg := fmt.Sprintf("%d report %s written to %s", len(written), plural(len(written), "file", "files"), dir)
	if e.stdoutErr() != nil {
		if e.wrote != "" {
			msg = e.wrote + "; " + msg
		}
		e.wrote = msg
		return
	}
	e.say(fmt.Sprintf("beebatch %s: %s", cmd, msg))
}

// plural returns one for n == 1, else many.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// checkNames returns a usage error (which the synopsis follows) when the
// name of a report file of names would be too long for dir, the directory
// of the flag name (--out, say), for the file system (NAME_MAX, usually
// 255 bytes), or when its path, or that of the temporary file beebatch
// writes it to first, would be too long for a path (PATH_MAX, 4096 bytes
// with its NUL). It is checked before any work, rather than failing once
// the work is done.
func checkNames(name, dir string, names []string) error {
	most := nameMax(dir)
	for _, n := range names {
		tmp := filepath.Join(dir, atomicfile.LongestTempName(n))
		var err error
		switch {
		case len(n) > most:
			err = fmt.Errorf("%s %s: the report file %s would have a name of %d bytes, more than the %d the directory allows; expected a shorter list name (NAME=PATH names a list)",
				name, dir, n, len(n), most)
		case len(tmp) >= pathMax:
			err = fmt.Errorf("%s %s: the report file %s would need a path of %d bytes, more than the %d a path may have; expected a shorter directory or list name",
				name, dir, n, len(tmp), pathMax-1)
		}
		if err != nil {
			return usageError{err}
		}
	}
	return nil
}

// pathMax is the size of the longest path, with its NUL, on Linux.
const pathMax = 4096

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
// written. fn renders in a goroutine of its own (render), so that a
// signal stops a large file at once.
func (f reportFiles) add(name string, fn func(io.Writer) error) error {
	if err := f.ctx.Err(); err != nil {
		return err
	}
	err := f.Add(name, func(w io.Writer) error { return render(f.ctx, w, fn) })
	if err != nil {
		if f.ctx.Err() != nil {
			return f.ctx.Err()
		}
		return fmt.Errorf("%w; no report files were written", err)
	}
	return nil
}

// commit syncs every file of the set and puts them in place, unless ctx
// is cancelled, and returns their names. A second signal, which ends the
// process at once, waits for the renames to end (cleanup.Hold), not for
// the syncs.
func (f reportFiles) commit() (written []string, err error) {
	if err := f.Sync(f.ctx); err != nil {
		if f.ctx.Err() != nil {
			return nil, f.ctx.Err()
		}
		return nil, fmt.Errorf("%w; no report files were written", err)
	}
	if err := f.ctx.Err(); err != nil {
		return nil, err
	}
	cleanup.Hold(func() { written, err = f.Commit() })
	return written, err
}
