package atomicfile

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/beebatch/beebatch/internal/cleanup"
)

// Files writes a set of files into one directory as a whole: Add writes
// each file to a temporary file beside its final name, and Commit renames
// them all into place, or, if it cannot, leaves the directory as it was.
// A run that fails or stops before Commit calls Abort, which removes the
// temporary files: earlier files are never replaced by part of a new set.
// Files touches no name in the directory but those added, their
// temporary files and the backups of the files they replace. The zero
// value is not usable; use NewFiles.
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
	if err := write(p); p.err == nil && err != nil {
		p.err = fmt.Errorf("writing %s: %w", p.path, err)
	}
	if err := p.close(); err != nil {
		p.Cleanup()
		return err
	}
	s.pending = append(s.pending, p)
	s.names = append(s.names, name)
	return nil
}

// syncWorkers is the number of files Sync syncs at a time. Syncs that
// run together share the file system's journal commits: on ext4, 32 at a
// time take about 0.1 ms a file, where one after another take 1.5 ms, so
// that a set of thousands of small files is not held back by them.
const syncWorkers = 32

// Sync syncs the temporary files of the files added, several at a time,
// as Commit does first; it stops early with ctx's error once ctx is done,
// so that a caller can stop between writing a large set and committing
// it. The error of a file names it.
func (s *Files) Sync(ctx context.Context) error {
	var todo []*Pending
	for _, p := range s.pending {
		if !p.synced && p.err == nil {
			todo = append(todo, p)
		}
	}
	next := make(chan *Pending)
	var wg sync.WaitGroup
	for range min(syncWorkers, len(todo)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range next {
				p.err = p.syncClosed()
			}
		}()
	}
feed:
	for _, p := range todo {
		if ctx.Err() != nil {
			break
		}
		select {
		case next <- p:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return err
	}
	for _, p := range todo {
		if p.err != nil {
			return p.err
		}
	}
	return nil
}

// replaced is a file of the set as Commit found it before renaming.
type replaced struct {
	backup  string // the backup of the previous version, or ""
	renamed bool   // the new version is in place
}

// Commit puts the files added into place, in the order added, and
// returns their names. It first keeps the previous version of each file
// it replaces under a backup name, as a hard link (or, where the file
// system has none, a copy), and then renames the files into place. Only
// when every rename has succeeded does it remove the backups. If a
// backup or a rename fails, it renames each backup back over its file and
// removes the files that did not exist before, so that the directory
// holds what it held before Commit; the error names the file that
// failed and says that the directory was left as it was. In every case
// the temporary files and the backups are removed. A name taken by a
// directory fails before anything is changed.
func (s *Files) Commit() (written []string, err error) {
	defer s.Abort()
	state := make([]replaced, len(s.pending))
	kept := 0 // the backups state[:kept] are kept
	defer func() {
		for _, r := range state[kept:] {
			if r.backup != "" {
				os.Remove(r.backup)
			}
		}
	}()
	if err := s.Sync(context.Background()); err != nil {
		return nil, s.leftAsItWas(err)
	}
	for i, p := range s.pending {
		if err := p.finish(); err != nil { // the error of the sync, kept
			return nil, s.leftAsItWas(err)
		}
		backup, err := keep(p.path)
		if err != nil {
			return nil, s.leftAsItWas(pathError(p.path, err))
		}
		state[i].backup = backup
	}
	for i, p := range s.pending {
		if err := rename(p.f.Name(), p.path); err != nil {
			err = pathError(p.path, err)
			if rerr := s.rollBack(state[:i]); rerr != nil {
				// The backups not put back hold the only copies of the
				// previous versions: they stay, and the error names them.
				kept = i
				var backups []string
				for _, r := range state[:i] {
					if r.backup != "" {
						backups = append(backups, filepath.Base(r.backup))
					}
				}
				where := ""
				if len(backups) > 0 {
					where = ", and the previous versions of its files in " + strings.Join(backups, ", ")
				}
				return nil, fmt.Errorf("%w; rolling back failed too (%v), so %s holds part of the new set%s", err, rerr, s.dir, where)
			}
			return nil, s.leftAsItWas(err)
		}
		p.done = true
		cleanup.Done(p.f.Name())
		state[i].renamed = true
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

// rollBack undoes the renames of state, the files of the set renamed so
// far, in reverse order: each file with a backup gets it back, and each
// without is removed. It returns the first error, having tried every
// file.
func (s *Files) rollBack(state []replaced) error {
	var first error
	for i := len(state) - 1; i >= 0; i-- {
		p := s.pending[i]
		var err error
		if state[i].backup != "" {
			if err = rename(state[i].backup, p.path); err == nil {
				state[i].backup = ""
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
// returns its name, or "" when path does not exist. The backup is a hard
// link to the file, or a copy where a link cannot be made. A directory
// at path is an error: a file cannot replace it.
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
	for range 100 {
		backup := filepath.Join(filepath.Dir(path), sideName(filepath.Base(path), "old"))
		err := link(path, backup)
		if err == nil {
			return backup, nil
		}
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		return copyOf(path, fi)
	}
	return "", errors.New("no free name for a backup")
}

// copyOf copies the file path, whose information is fi, to a new backup
// beside it with the same mode and modification time, and returns its
// name. A symbolic link is copied as a link.
func copyOf(path string, fi fs.FileInfo) (_ string, err error) {
	if fi.Mode()&fs.ModeSymlink != 0 {
		target, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		for range 100 {
			backup := filepath.Join(filepath.Dir(path), sideName(filepath.Base(path), "old"))
			err := os.Symlink(target, backup)
			if !errors.Is(err, fs.ErrExist) {
				return backup, err
			}
		}
		return "", errors.New("no free name for a backup")
	}
	if !fi.Mode().IsRegular() {
		return "", fmt.Errorf("a %v, not a regular file, which cannot be kept as a backup", fi.Mode().Type())
	}
	src, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer src.Close()
	dst, err := createSide(path, "old")
	if err != nil {
		return "", err
	}
	defer func() {
		if err != nil {
			dst.Close()
			os.Remove(dst.Name())
		}
	}()
	if _, err = io.Copy(dst, src); err != nil {
		return "", err
	}
	if err = dst.Chmod(fi.Mode().Perm()); err != nil {
		return "", err
	}
	if err = dst.Close(); err != nil {
		return "", err
	}
	os.Chtimes(dst.Name(), fi.ModTime(), fi.ModTime())
	return dst.Name(), nil
}

// Abort removes the temporary files of the files added and not
// committed. It may be called more than once, and after Commit.
func (s *Files) Abort() {
	for _, p := range s.pending {
		p.Cleanup()
	}
	s.pending, s.names = nil, nil
}
