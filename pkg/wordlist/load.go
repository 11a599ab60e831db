package wordlist

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"

	"github.com/beebatch/beebatch/internal/bigmem"
)

// Source is a word list to read: a file, or standard input.
type Source struct {
	Name string // display name, such as "enable1"
	Path string // the file; "-" means standard input
}

// Load reads the list, from stdin if its Path is "-", taking off every
// layer of compression. It fails as Read does, and on corrupt data or a
// format it does not read; errors name the path. A plain regular file is
// read whole into memory, where its words stay until List.Release.
func (s Source) Load(stdin io.Reader, opts Options) (*List, error) {
	src := stdin
	if s.Path != "-" {
		f, err := os.Open(s.Path)
		if err != nil {
			return nil, err // *fs.PathError names the path
		}
		defer f.Close()
		if l, ok, err := loadFile(f, s.Name, s.Path, opts); ok {
			return l, err
		}
		src = f
	} else if stdin == nil {
		return nil, errors.New("-: no standard input to read")
	}
	r, _, err := decompressText(src, s.Path, opts.limit(), false)
	if err != nil {
		return nil, err
	}
	l, err := readStream(r, s.Name, s.Path, opts)
	if err != nil {
		return nil, openError(s.Path, err)
	}
	return l, nil
}

// readStream reads a list from r, a stream, as Read does; with
// Options.Fit, one whose first 64 KiB look plain is read whole into bigmem
// and in place, in about half the memory.
func readStream(r io.Reader, name, path string, opts Options) (*List, error) {
	if opts.Fit == nil {
		return Read(r, name, path, opts)
	}
	limit := opts.limit()
	mem := &inputMem{data: bigmem.Make[byte](int(limit) + 1)}
	defer mem.release()
	n, err := fill(r, mem.data[:min(64<<10, len(mem.data))])
	if err == nil && !looksPlain(mem.data[:n]) {
		return Read(io.MultiReader(bytes.NewReader(mem.data[:n]), r), name, path, opts)
	}
	if err == nil {
		var m int
		m, err = fill(r, mem.data[n:])
		n += m
	}
	switch {
	case err != nil && err != io.EOF:
		return nil, pathError(path, err)
	case n > int(limit):
		return nil, &LimitError{Path: path, Limit: limit}
	}
	return readInPlace(mem.data[:n:n], nil, name, path, opts) // a Fit keeps no text
}

// looksPlain reports whether b, the start of an input, holds only letters
// a-z and line ends, as a plain list does.
func looksPlain(b []byte) bool {
	for _, c := range b {
		if lowerBit[c] == 0 && c != '\n' && c != '\r' {
			return false
		}
	}
	return true
}

// peeked is a bufio.Reader with the Stat of its source, for sizeHint.
type peeked struct {
	*bufio.Reader
	src io.Reader
}

// Stat returns the source's Stat, or an error if it has none.
func (p peeked) Stat() (fs.FileInfo, error) {
	if f, ok := p.src.(interface{ Stat() (fs.FileInfo, error) }); ok {
		return f.Stat()
	}
	return nil, errors.ErrUnsupported
}
