package atomicfile

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/beebatch/beebatch/internal/cleanup"
	"golang.org/x/sync/errgroup"
)

// Files writes a set of files into one directory as a whole: Add writes
// each file to a temporary file beside its final name, and Commit renames
// them all into place, or, if it cannot, leaves the directory as it was.
// A run that stops before Commit calls Abort. Use NewFiles.
type Files struct {
	dir     string
	pending []*Pending
	names   []string // the names of pending, as added
}

// NewFiles returns an empty set of files for the directory dir.
func NewFiles(dir string) *Files { return &Files{dir: dir} }

// Add writes the file name of the set, in the directory, with write, to
// a temporary file. The error names the file, as in "writing
// out/summary.md: no space left on device"; the files added before stay
// pending.
func (s *Files) Add(name string, write func(io.Writer) error) error {
	p, err := Create(filepath.Join(s.dir, name))
	if err != nil {
		return err
	}
	if err := p.fill(write); err != nil {
		p.Cleanup()
		return err
	}
	s.pending = append(s.pending, p)
	s.names = append(s.names, name)
	return nil
}

// syncWorkers is the number of files Sync syncs at a time, which share
// the file system's journal commits (on ext4, 0.1 ms a file against 1.5).
const syncWorkers = 32

// Sync syncs the temporary files of the files added, several at a time,
// as Commit does first; it stops early with ctx's error once ctx is done.
// The error of a file names it.
func (s *Files) Sync(ctx context.Context) error {
	var g errgroup.Group
	g.SetLimit(syncWorkers)
	for _, p := range s.pending {
		if ctx.Err() != nil {
			break
		}
		g.Go(p.sync)
	}
	g.Wait()
	if err := ctx.Err(); err != nil {
		return err
	}
	for _, p := range s.pending {
		if p.err != nil {
			return p.err
		}
	}
	return nil
}

// Commit puts the files added into place, in the order added, and
// returns their names. It keeps the previous version of each file it
// replaces as a backup (a hard link, or else a copy) until every rename
// has succeeded; if one fails, it puts the backups back and removes the
// new files, and the error names the file and says that the directory
// was left as it was. The temporary files and backups are removed.
func (s *Files) Commit() (written []string, err error) {
	defer s.Abort()
	backups := make([]string, len(s.pending)) // "" where there was no file
	kept := 0                                 // the backups[:kept] are kept
	defer func() {
		for _, b := range backups[kept:] {
			os.Remove(b) // "" names no file
		}
	}()
	if err := s.Sync(context.Background()); err != nil {
		return nil, s.leftAsItWas(err)
	}
	for i, p := range s.pending {
		if backups[i], err = keep(p.path); err != nil {
			return nil, s.leftAsItWas(pathError(p.path, err))
		}
	}
	for i, p := range s.pending {
		if err := rename(p.f.Name(), p.path); err != nil {
			err = pathError(p.path, err)
			if rerr := s.rollBack(backups[:i]); rerr != nil {
				// The backups not put back hold the only copies of the
				// previous versions: they stay, and the error names them.
				kept = i
				var names []string
				for _, b := range backups[:i] {
					if b != "" {
						names = append(names, filepath.Base(b))
					}
				}
				where := ""
				if len(names) > 0 {
					where = ", and the previous versions of its files in " + strings.Join(names, ", ")
				}
				return nil, fmt.Errorf("%w; rolling back failed too (%v), so %s holds part of the new set%s", err, rerr, s.dir, where)
			}
			return nil, s.leftAsItWas(err)
		}
		p.done = true
		cleanup.Done(p.f.Name())
	}
	syncDir(s.dir)
	written = s.names
	s.pending, s.names = nil, nil
	return written, nil
}

// leftAsItWas adds to err that the directory is as it was.
func (s *Files) leftAsItWas(err error) error {
	return fmt.Errorf("%w; %s was left as it was", err, s.dir)
}

// rollBack undoes the renames of the files of the set renamed so far,
// whose backups are backups, in reverse order: each file with a backup
// gets it back, and each without is removed. It returns the first error,
// having tried every file.
func (s *Files) rollBack(backups []string) error {
	var first error
	for i := len(backups) - 1; i >= 0; i-- {
		p := s.pending[i]
		var err error
		if backups[i] != "" {
			if err = rename(backups[i], p.path); err == nil {
				backups[i] = ""
			}
		} else {
			err = os.Remove(p.path)
		}
		if err != nil && first == nil {
			first = err
		}
	}
	syncDir(s.dir)
	return first
}

// keep makes a backup of the file path, if there is one, beside it, and
// returns its name, or "" when path does not exist: a hard link, or a copy
// where a link cannot be made. A directory at path is an error.
func keep(path string) (string, error) {
	fi, err := os.Lstat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "", nil
	case err != nil:
		return "", err
	case fi.IsDir():
		return "", errors.New("is a directory; expected a file or nothing")
	}
	if backup, err := side(path, "old", func(name string) error { return link(path, name) }); err == nil {
		return backup, nil
	}
	return copyOf(path, fi)
}

// copyOf copies the file path, whose information is fi, to a new backup
// beside it with the same mode and modification time, and returns its
// name. A symbolic link is copied as a link. A backup may hold the only
// copy of a file, so internal/cleanup does not track it.
func copyOf(path string, fi fs.FileInfo) (string, error) {
	if fi.Mode()&fs.ModeSymlink != 0 {
		target, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		return side(path, "old", func(name string) error { return os.Symlink(target, name) })
	}
	if !fi.Mode().IsRegular() {
		return "", fmt.Errorf("a %v, not a regular file, which cannot be kept as a backup", fi.Mode().Type())
	}
	src, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer src.Close()
	backup, err := side(path, "old", func(name string) error {
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if err != nil {
			return err
		}
		_, err = io.Copy(f, src)
		err = cmp.Or(err, f.Chmod(fi.Mode().Perm()), f.Close())
		if err != nil {
			os.Remove(name)
		}
		return err
	})
	if err == nil {
		os.Chtimes(backup, fi.ModTime(), fi.ModTime())
	}
	return backup, err
}

// Abort removes the temporary files of the files added and not
// committed. It may be called more than once, and after Commit.
func (s *Files) Abort() {
	for _, p := range s.pending {
		p.Cleanup()
	}
	s.pending, s.names = nil, nil
}
