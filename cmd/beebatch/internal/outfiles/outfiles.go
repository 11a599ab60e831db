// Package outfiles writes the report files of a run: sets of files, each
// rendered to a temporary file and all renamed into place at the end, so
// that a run that fails or is interrupted leaves its directories as they
// were; the checks of those directories and names before any work; and,
// in reports.go, the files of each command, their names and what each
// holds (Rank, Compare, Archive, Export, Learn, WriteSchedule).
package outfiles

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/atomicfile"
	"github.com/beebatch/beebatch/internal/cleanup"
	"github.com/beebatch/beebatch/internal/fsmsg"
)

// Prepare makes sure, before any work, that dir, the directory of the
// flag name, exists and takes files. It returns undo, which removes the
// directories it created if they are still empty, once dir is ready, and
// then an error only if the file it wrote to try dir cannot be removed;
// otherwise an error that names the flag, and dir as it was.
func Prepare(name, dir string) (undo func(), err error) {
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
			return nil, fmt.Errorf("%s %s: cannot create the directory: %v", name, dir, fsmsg.Bare(err))
		}
	case err != nil:
		return nil, fmt.Errorf("%s %s: %v", name, dir, fsmsg.Bare(err))
	case !fi.IsDir():
		return nil, fmt.Errorf("%s %s: not a directory (a %s); expected a directory for the report files", name, dir, fsmsg.Kind(fi.Mode()))
	}
	// Permissions, a read-only file system or a full quota show here
	// rather than after the work is done.
	f, err := cleanup.Create(func() (*os.File, error) { return os.CreateTemp(dir, ".beebatch-write-test*") })
	if err != nil {
		return nil, fmt.Errorf("%s %s: cannot write there: %v", name, dir, fsmsg.Bare(err))
	}
	f.Close()
	return remove, cleanup.Remove(f.Name())
}

// CheckNames returns an error when a report file of names would be too
// long for dir, the directory of the flag name: NAME_MAX for its name,
// PATH_MAX for its path or its temporary file's.
func CheckNames(name, dir string, names []string) error {
	most := NameMax(dir)
	for _, n := range names {
		tmp := filepath.Join(dir, atomicfile.LongestTempName(n))
		switch {
		case len(n) > most:
			return fmt.Errorf("%s %s: the report file %s would have a name of %d bytes, more than the %d the directory allows; expected a shorter list name (NAME=PATH names a list)",
				name, dir, n, len(n), most)
		case len(tmp) >= pathMax:
			return fmt.Errorf("%s %s: the report file %s would need a path of %d bytes, more than the %d a path may have; expected a shorter directory or list name",
				name, dir, n, len(tmp), pathMax-1)
		}
	}
	return nil
}

// pathMax is the size of the longest path, with its NUL, on Linux.
const pathMax = 4096

// File is a report file of a set: its name and what writes it.
type File struct {
	Name  string
	Write func(io.Writer) error
}

// Set is a set of report files for the directory Dir.
type Set struct {
	Dir   string
	Files []File
}

// Write writes files into dir as one set (WriteSets) and returns their
// names.
func Write(ctx context.Context, dir string, files ...File) ([]string, error) {
	return WriteWith(ctx, dir, nil, files...)
}

// WriteWith is Write with commit, when not nil, called once the files
// are written and synced and just before they are put in place: when it
// fails they are not, and when they cannot be, undo, which it returns,
// undoes what it did. So another change, such as an install in the
// cache, is made with the set or not at all.
func WriteWith(ctx context.Context, dir string, commit func() (undo func(), err error), files ...File) ([]string, error) {
	written, err := commitSets(ctx, false, commit, Set{dir, files})
	if err != nil {
		return nil, err
	}
	return written[0], nil
}

// WriteSets writes several sets of files and puts them in place as one
// (commitSets), refusing a name that a directory takes before any is.
func WriteSets(ctx context.Context, sets ...Set) ([][]string, error) {
	return commitSets(ctx, true, nil, sets...)
}

// commitSets renders sets of files to temporary files, syncs them all,
// refuses a name that a directory takes if checkDirs, and only then
// renames them all, signal or not (cleanup.Hold), after commit if not nil
// (WriteWith), returning their names.
func commitSets(ctx context.Context, checkDirs bool, commit func() (func(), error), sets ...Set) (written [][]string, err error) {
	var files []*atomicfile.Files
	defer func() {
		for _, f := range files {
			f.Abort() // the temporary files of a set not committed
		}
	}()
	failed := func(err error) error {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return fmt.Errorf("%w; no report files were written", err)
	}
	for _, s := range sets {
		f := atomicfile.NewFiles(s.Dir)
		files = append(files, f)
		for _, rf := range s.Files {
			if err := f.Add(rf.Name, func(w io.Writer) error { return report.Render(ctx, w, rf.Write) }); err != nil {
				return nil, failed(err)
			}
		}
	}
	for i, s := range sets {
		if err := files[i].Sync(ctx); err != nil {
			return nil, failed(err)
		}
		for _, f := range s.Files {
			if fi, err := os.Lstat(filepath.Join(s.Dir, f.Name)); checkDirs && err == nil && fi.IsDir() {
				return nil, fmt.Errorf("writing %s: is a directory; expected a file or nothing; no report files were written", filepath.Join(s.Dir, f.Name))
			}
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	cleanup.Hold(func() {
		if commit != nil {
			undo, cerr := commit()
			if cerr != nil {
				err = failed(cerr)
				return
			}
			defer func() {
				if err != nil {
					undo()
				}
			}()
		}
		for _, f := range files {
			w, cerr := f.Commit()
			if cerr != nil {
				err = cerr
				return
			}
			written = append(written, w)
		}
	})
	return written, err
}
