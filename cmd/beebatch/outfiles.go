package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	"github.com/beebatch/beebatch/internal/atomicfile"
	"github.com/beebatch/beebatch/internal/cleanup"
	"github.com/beebatch/beebatch/internal/fsmsg"
)

// prepareOutDir makes sure, before any work, that dir, the directory of
// the flag name (none for ""), exists and takes files, or returns a usage
// error naming the flag. A run that fails removes the directories it
// created, if still empty (env.undo).
func (e *env) prepareOutDir(name, dir string) (err error) {
	if dir == "" {
		return nil
	}
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
			return usagef("%s %s: cannot create the directory: %v", name, dir, fsmsg.Bare(err))
		}
	case err != nil:
		return usagef("%s %s: %v", name, dir, fsmsg.Bare(err))
	case !fi.IsDir():
		return usagef("%s %s: not a directory (a %s); expected a directory for the report files", name, dir, fsmsg.Kind(fi.Mode()))
	}
	// Permissions, a read-only file system or a full quota show here
	// rather than after the work is done.
	f, err := cleanup.Create(func() (*os.File, error) { return os.CreateTemp(dir, ".beebatch-write-test*") })
	if err != nil {
		return usagef("%s %s: cannot write there: %v", name, dir, fsmsg.Bare(err))
	}
	f.Close()
	e.undo = append(e.undo, remove)
	return cleanup.Remove(f.Name())
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
// too long for dir, the directory of the flag name: NAME_MAX for its
// name, PATH_MAX for its path or its temporary file's.
func checkNames(name, dir string, names []string) error {
	most := nameMax(dir)
	for _, n := range names {
		tmp := filepath.Join(dir, atomicfile.LongestTempName(n))
		switch {
		case len(n) > most:
			return usagef("%s %s: the report file %s would have a name of %d bytes, more than the %d the directory allows; expected a shorter list name (NAME=PATH names a list)",
				name, dir, n, len(n), most)
		case len(tmp) >= pathMax:
			return usagef("%s %s: the report file %s would need a path of %d bytes, more than the %d a path may have; expected a shorter directory or list name",
				name, dir, n, len(tmp), pathMax-1)
		}
	}
	return nil
}

// pathMax is the size of the longest path, with its NUL, on Linux.
const pathMax = 4096

// reportFile is a file of a set: its name and what writes it.
type reportFile struct {
	name  string
	write func(io.Writer) error
}

// writeFiles writes the files rfs into dir as one set (writeSets) and
// returns their names.
func writeFiles(ctx context.Context, dir string, rfs ...reportFile) ([]string, error) {
	return writeFilesWith(ctx, dir, nil, rfs...)
}

// writeFilesWith is writeFiles with commit, when not nil, called once the
// files are written and synced and just before they are put in place:
// when it fails they are not, and when they cannot be, undo, which it
// returns, undoes what it did. So another change, such as an install in
// the cache, is made with the set or not at all.
func writeFilesWith(ctx context.Context, dir string, commit func() (undo func(), err error), rfs ...reportFile) ([]string, error) {
	written, err := commitSets(ctx, false, commit, fileSet{dir, rfs})
	if err != nil {
		return nil, err
	}
	return written[0], nil
}

// fileSet is a set of report files for the directory dir.
type fileSet struct {
	dir   string
	files []reportFile
}

// writeSets writes several sets of files and puts them in place as one
// (commitSets), refusing a name that a directory takes before any is.
func writeSets(ctx context.Context, sets ...fileSet) ([][]string, error) {
	return commitSets(ctx, true, nil, sets...)
}

// commitSets renders sets of files to temporary files, syncs them all,
// refuses a name that a directory takes if checkDirs, and only then
// renames them all, signal or not (cleanup.Hold), after commit if not nil
// (writeFilesWith), returning their names.
func commitSets(ctx context.Context, checkDirs bool, commit func() (func(), error), sets ...fileSet) (written [][]string, err error) {
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
		f := atomicfile.NewFiles(s.dir)
		files = append(files, f)
		for _, rf := range s.files {
			if err := f.Add(rf.name, func(w io.Writer) error { return render(ctx, w, rf.write) }); err != nil {
				return nil, failed(err)
			}
		}
	}
	for i, s := range sets {
		if err := files[i].Sync(ctx); err != nil {
			return nil, failed(err)
		}
		for _, f := range s.files {
			if fi, err := os.Lstat(filepath.Join(s.dir, f.name)); checkDirs && err == nil && fi.IsDir() {
				return nil, fmt.Errorf("writing %s: is a directory; expected a file or nothing; no report files were written", filepath.Join(s.dir, f.name))
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

// writeError is the error err of writing the report files, or that of an
// interruption after the lists (or other steps) names.
func writeError(ctx context.Context, names []string, err error) error {
	if ctx.Err() != nil {
		return interrupted(append(slices.Clone(names), "the report files"), len(names))
	}
	return err
}
