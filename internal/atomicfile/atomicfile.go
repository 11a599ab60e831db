package atomicfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"

	"github.com/beebatch/beebatch/internal/cleanup"
	"github.com/beebatch/beebatch/internal/fsmsg"
)

// Pending is a file being written to a temporary file beside its final
// name, which Commit renames into place. Cleanup removes the temporary
// file if Commit has not renamed it; call it in a defer.
type Pending struct {
	path                 string // the final name
	f                    *os.File
	err                  error // the first error
	closed, synced, done bool  // done: renamed or removed
}

// Create starts writing the file path: it creates a temporary file in
// path's directory, with O_EXCL and the mode of a new file (see the
// package doc), tracked by internal/cleanup. The error names path, not
// the temporary file.
func Create(path string) (*Pending, error) {
	var f *os.File
	_, err := side(path, "tmp", func(name string) (err error) {
		f, err = cleanup.Create(func() (*os.File, error) {
			return os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o666)
		})
		return err
	})
	if err != nil {
		return nil, pathError(path, err)
	}
	return &Pending{path: path, f: f}, nil
}

// Write writes b to the temporary file. Once a write fails, every later
// write fails with the same error, and so does Commit, so that a caller
// that ignores the errors of its writes still learns of them.
func (p *Pending) Write(b []byte) (int, error) {
	if p.err != nil {
		return 0, p.err
	}
	if p.closed {
		return 0, pathError(p.path, os.ErrClosed)
	}
	n, err := p.f.Write(b)
	if err != nil {
		p.err = pathError(p.path, err)
		return n, p.err
	}
	return n, nil
}

// Err returns the first error met in writing the file, or nil.
func (p *Pending) Err() error { return p.err }

// fill writes the contents with write and closes the temporary file. The
// error of a write to the file comes first, whatever write made of it;
// another error of write is wrapped to name the file.
func (p *Pending) fill(write func(io.Writer) error) error {
	if err := write(p); p.err == nil && err != nil {
		p.err = fmt.Errorf("writing %s: %w", p.path, err)
	}
	return p.close()
}

// close closes the temporary file without syncing it, after the first
// error of a write if there was one, so that sync can sync it later with
// others (Files.Sync).
func (p *Pending) close() error {
	if p.closed {
		return p.err
	}
	p.closed = true
	if cerr := p.f.Close(); p.err == nil && cerr != nil {
		p.err = pathError(p.path, cerr)
	}
	return p.err
}

// sync syncs the closed temporary file, opening it again, unless it is
// synced or failed already.
func (p *Pending) sync() error {
	if p.err != nil || p.synced {
		return p.err
	}
	f, err := os.Open(p.f.Name())
	if err == nil {
		err = f.Sync()
		f.Close()
	}
	if err != nil {
		p.err = pathError(p.path, err)
		return p.err
	}
	p.synced = true
	return nil
}

// Commit syncs the temporary file, renames it over the final name and
// syncs the directory. On failure the final name is as it was and the
// temporary file is removed; the error names the final path.
func (p *Pending) Commit() error {
	if p.done {
		return pathError(p.path, os.ErrClosed)
	}
	err := p.close()
	if err == nil {
		err = p.sync()
	}
	if err == nil {
		if err = rename(p.f.Name(), p.path); err != nil {
			err = pathError(p.path, err)
		}
	}
	if err != nil {
		p.Cleanup()
		return err
	}
	p.done = true
	cleanup.Done(p.f.Name())
	syncDir(filepath.Dir(p.path))
	return nil
}

// Cleanup removes the temporary file, unless Commit has renamed it. It
// may be called more than once, and after Commit.
func (p *Pending) Cleanup() {
	if p.done {
		return
	}
	p.done = true
	p.close()
	cleanup.Remove(p.f.Name())
}

// WriteFile writes the file path atomically with write, which writes its
// contents. If write or any step fails, path is left as it was; the error
// names path, as in "writing out/a.md: no space left on device".
func WriteFile(path string, write func(io.Writer) error) error {
	p, err := Create(path)
	if err != nil {
		return err
	}
	defer p.Cleanup()
	if err := p.fill(write); err != nil {
		return err
	}
	return p.Commit()
}

// WriteBytes writes data to the file path atomically, as WriteFile does.
func WriteBytes(path string, data []byte) error {
	return WriteFile(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// Test hooks: the file operations that a test may make fail.
var (
	rename = os.Rename
	link   = os.Link
)

// maxNameLen is the longest file name that the usual file systems take,
// in bytes.
const maxNameLen = 255

// sideName returns a name for a file of the given kind ("tmp" or "old")
// beside the file base: ".BASE.beebatch-RANDOM.KIND", or without BASE
// when that is too long.
func sideName(base, kind string) string {
	return sideNameOf(base, kind, strconv.FormatUint(rand.Uint64(), 36))
}

// sideNameOf is sideName with the random part r.
func sideNameOf(base, kind, r string) string {
	name := "." + base + ".beebatch-" + r + "." + kind
	if len(name) > maxNameLen {
		name = ".beebatch-" + r + "." + kind
	}
	return name
}

// LongestTempName returns the longest name that the temporary file of a
// file named base can have, so that a caller can check that a directory
// takes it.
func LongestTempName(base string) string {
	return sideNameOf(base, "tmp", strconv.FormatUint(math.MaxUint64, 36))
}

// side calls create with names beside path of the given kind, made by
// sideName, while they exist, and returns the name of the one it made.
func side(path, kind string, create func(name string) error) (string, error) {
	dir, base := filepath.Split(path)
	for range 100 {
		name := filepath.Join(dir, sideName(base, kind))
		if err := create(name); !errors.Is(err, fs.ErrExist) {
			return name, err
		}
	}
	return "", fmt.Errorf("no free name for a .%s file in %s", kind, dir)
}

// pathError returns err as an error about path: "writing PATH: CAUSE",
// without the temporary file's name.
func pathError(path string, err error) error {
	return fmt.Errorf("writing %s: %w", path, fsmsg.Bare(err))
}

// syncDir flushes a directory's entries, so that a rename survives a
// crash; where directories cannot be synced, it does nothing.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}
