package report

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// ErrWriter is an io.Writer that keeps the first error of W: once a write
// fails, every later write fails at once with the same error, and Err
// holds it. The report writers ignore the errors of their many
// fmt.Fprintf calls, as do the table renderers; an ErrWriter around their
// output lets the caller check once, at the end, that all of it was
// written, as with bufio.Writer.
type ErrWriter struct {
	W   io.Writer
	Err error
}

// Write writes p to W, unless an earlier write failed.
func (w *ErrWriter) Write(p []byte) (int, error) {
	if w.Err != nil {
		return 0, w.Err
	}
	n, err := w.W.Write(p)
	if err != nil {
		w.Err = err
	}
	return n, err
}

// WriteFile writes a file atomically: write fills a temporary file in the
// same directory, which is synced and then renamed over path. If write or
// any step fails, including a write whose error write ignored, path is
// left as it was and the temporary file removed; the error names path.
func WriteFile(path string, write func(io.Writer) error) error {
	tmp, err := writeTemp(path, write)
	if err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("writing %s: %w", path, bare(err))
	}
	return nil
}

// writeTemp writes what write writes to a new temporary file beside path,
// synced and closed, and returns its name. On failure it removes the
// file and returns an error that names path.
func writeTemp(path string, write func(io.Writer) error) (name string, err error) {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return "", fmt.Errorf("writing %s: %w", path, bare(err))
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
			err = fmt.Errorf("writing %s: %w", path, bare(err))
		}
	}()
	w := &ErrWriter{W: f}
	err = write(w)
	if w.Err != nil {
		err = w.Err // the cause, whatever write made of it
	}
	if err != nil {
		return "", err
	}
	if err = f.Chmod(0o644); err != nil {
		return "", err
	}
	if err = f.Sync(); err != nil {
		return "", err
	}
	if err = f.Close(); err != nil {
		return "", err
	}
	return f.Name(), nil
}

// bare drops the operation and the path of a *fs.PathError or an
// *os.LinkError, which name the temporary file: the caller names the
// file it was writing.
func bare(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}

// Files writes a set of report files into one directory as a whole:
// Add writes each file to a temporary file beside its final name, and
// Commit renames them all into place. A run that fails or stops before
// Commit calls Abort, which removes the temporary files, and leaves the
// directory as it was: earlier reports are never replaced by part of a
// new set. Files touches no name in the directory but those added and
// their temporary files. The zero value is not usable; use NewFiles.
type Files struct {
	dir     string
	pending []pendingFile
}

type pendingFile struct{ name, tmp string }

// NewFiles returns an empty set of files for directory dir.
func NewFiles(dir string) *Files { return &Files{dir: dir} }

// Add writes the file name of the set, in the directory, with write, to
// a temporary file. The error names the file, as in "writing
// out/summary.md: no space left on device".
func (s *Files) Add(name string, write func(io.Writer) error) error {
	tmp, err := writeTemp(filepath.Join(s.dir, name), write)
	if err != nil {
		return err
	}
	s.pending = append(s.pending, pendingFile{name, tmp})
	return nil
}

// Commit renames the files added into place, in the order added, and
// returns their names. A rename that fails stops it: the files renamed
// before are in place, those after are removed, and the error names the
// file.
func (s *Files) Commit() (written []string, err error) {
	for i, p := range s.pending {
		if err := os.Rename(p.tmp, filepath.Join(s.dir, p.name)); err != nil {
			s.pending = s.pending[i:]
			s.Abort()
			return written, fmt.Errorf("writing %s: %w", filepath.Join(s.dir, p.name), bare(err))
		}
		written = append(written, p.name)
	}
	s.pending = nil
	return written, nil
}

// Abort removes the temporary files of the files added and not
// committed.
func (s *Files) Abort() {
	for _, p := range s.pending {
		os.Remove(p.tmp)
	}
	s.pending = nil
}
