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
	// The decompressors read from it as their io.ByteReader.
	br := bufio.NewReaderSize(src, 64<<10)
	text, compressed, err := decompress(br, s.Path, opts.limit())
	if err == nil {
		var r io.Reader = peeked{br, src}
		if compressed {
			r = text
		}
		var l *List
		if l, err = readStream(r, s.Name, s.Path, opts); err == nil {
			return l, nil
		}
	}
	return nil, openError(s.Path, err)
}

// readStream reads a list from r, a stream, as Read does; with
// Options.Fit, one whose first 64 KiB look plain is read whole into bigmem
// and in place, in about half the memory.
func readStream(r io.Reader, name, path string, opts Options) (*List, error) {
	if opts.Fit == nil {
		return Read(r, name, path, opts)
	}
	head := make([]byte, 64<<10)
	n, err := fill(r, head)
	if err != nil && err != io.EOF {
		return nil, pathError(path, err)
	}
	head = head[:n]
	if err == nil && !looksPlain(head) {
		return Read(io.MultiReader(bytes.NewReader(head), r), name, path, opts)
	}
	limit := opts.limit()
	if int64(n) > limit {
		return nil, &LimitError{Path: path, Limit: limit}
	}
	mem := &inputMem{data: bigmem.Make[byte](int(limit) + 1)}
	defer mem.release()
	copy(mem.data, head)
	if err == nil {
		m, err := fill(r, mem.data[n:])
		n += m
		switch {
		case n > int(limit):
			return nil, &LimitError{Path: path, Limit: limit}
		case err != nil && err != io.EOF:
			return nil, pathError(path, err)
		}
	}
	l, err := readInPlace(mem.data[:n:n], nil, name, path, opts)
	if err != nil {
		return nil, err
	}
	l.Words.text = nil // a Fit keeps no text, and the memory goes now
	return l, nil
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
