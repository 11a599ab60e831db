package wordlist

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"runtime"
	"runtime/debug"

	"github.com/beebatch/beebatch/internal/bigmem"
)

// inputMem owns the bigmem memory of a whole input, which the words of a
// list point into: Release gives it back, or a cleanup.
type inputMem struct {
	data    []byte
	cleanup runtime.Cleanup
}

// newInputMem returns memory for an input of size bytes, and one more to
// show a longer input.
func newInputMem(size int) *inputMem {
	m := &inputMem{data: bigmem.Make[byte](size + 1)}
	m.cleanup = runtime.AddCleanup(m, bigmem.Free[byte], m.data)
	return m
}

// release gives the memory back now, and stops the cleanup.
func (m *inputMem) release() {
	m.cleanup.Stop()
	bigmem.Free(m.data)
	m.data = nil
}

// ChangedError is the error of a file that changed while it was read, as
// its size, modification time or change time tell.
type ChangedError struct {
	Path       string
	Size, Read int64 // its size when reading began; its size after, or what could be read
}

// Error says what happened to the file.
func (e *ChangedError) Error() string {
	how := "was written to"
	switch {
	case e.Read < e.Size:
		how = fmt.Sprintf("shrank from %d bytes", e.Size)
	case e.Read > e.Size:
		how = fmt.Sprintf("grew from %d bytes", e.Size)
	}
	return fmt.Sprintf("%s: the file changed while it was read: it %s; read it again once nothing writes to it", e.Path, how)
}

// changed returns a *ChangedError if the file f at path no longer has
// the size, modification time and change time of before.
func changed(f *os.File, path string, before fs.FileInfo) error {
	fi, err := f.Stat()
	if err != nil {
		return pathError(path, err)
	}
	if fi.Size() != before.Size() || !fi.ModTime().Equal(before.ModTime()) || !changeTime(fi).Equal(changeTime(before)) {
		return &ChangedError{Path: path, Size: before.Size(), Read: fi.Size()}
	}
	return nil
}

// testHookStat, if not nil, is called by loadFile once it knows the size
// of the file, so that a test can change it.
var testHookStat func(path string)

// loadFile reads f, a list named name at path, whole into memory (mapped,
// with Options.Fit) and then in place, if it is a regular file neither
// empty, too large nor compressed; if not, it reports false.
func loadFile(f *os.File, name, path string, opts Options) (*List, bool, error) {
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() || fi.Size() <= 0 || fi.Size() > opts.limit() {
		return nil, false, nil
	}
	head := make([]byte, magicSize)
	hn, _ := f.ReadAt(head, 0)
	if format, err := compression(head[:hn]); format != "" || err != nil {
		return nil, false, nil
	}
	if testHookStat != nil {
		testHookStat(path)
	}
	size := int(fi.Size())
	if opts.Fit != nil {
		if l, ok, err := loadMapped(f, fi, name, path, opts); ok {
			return l, true, err
		}
	}
	mem := newInputMem(size)
	keep := false // the list keeps the memory
	defer func() {
		if !keep {
			mem.release()
		}
	}()
	n, err := io.ReadFull(f, mem.data)
	switch {
	case err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF):
		return nil, true, pathError(path, err)
	case n != size:
		return nil, true, &ChangedError{Path: path, Size: int64(size), Read: int64(n)}
	}
	if err := changed(f, path, fi); err != nil {
		return nil, true, err
	}
	l, err := readInPlace(mem.data[:size:size], mem, name, path, opts)
	if err != nil {
		return nil, true, err
	}
	if keep = l.Words.Len() > 0 && l.Words.text != nil; !keep {
		l.Words.text, l.Words.mem = nil, nil // no word needs the memory
	}
	return l, true, nil
}

// catchFault runs fn, which reads a mapped file, and reports whether a
// fault on the mapping, as a truncation makes, stopped it.
func catchFault(fn func()) (faulted bool) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(interface{ Addr() uintptr }); !ok {
				panic(r)
			}
			faulted = true
		}
	}()
	fn()
	return false
}

// Release gives back the memory of the list's words, such as a file read
// whole, at once. Its Words are emptied; its counts and warnings stay.
func (l *List) Release() {
	if l.Words.mem != nil {
		l.Words.mem.release()
	}
	l.Words = Words{}
}
