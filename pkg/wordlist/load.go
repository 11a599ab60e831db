package wordlist

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// Source is a word list to read: a file, or standard input.
type Source struct {
	Name string // display name, such as "enable1"
	Path string // the file; "-" means standard input
}

// Load reads the list, from stdin if its Path is "-", taking off every
// layer of compression. It fails as Read does, on corrupt data or a
// format it does not read, and on a regular file that changed while it
// was read (a *ChangedError); errors name the path.
func (s Source) Load(stdin io.Reader, opts Options) (*List, error) {
	src := stdin
	var f *os.File
	var before fs.FileInfo // of a regular file
	if s.Path != "-" {
		var err error
		if f, err = os.Open(s.Path); err != nil {
			return nil, err // *fs.PathError names the path
		}
		defer f.Close()
		if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
			before = fi
			if testHookStat != nil {
				testHookStat(s.Path)
			}
		}
		src = f
	} else if stdin == nil {
		return nil, errors.New("-: no standard input to read")
	}
	r, _, err := decompressText(src, s.Path, opts.limit(), false)
	var l *List
	if err == nil {
		if l, err = Read(r, s.Name, s.Path, opts); err != nil {
			err = openError(s.Path, err)
		}
	}
	if before != nil {
		if err := changed(f, s.Path, before); err != nil {
			return nil, err
		}
	}
	return l, err
}

// testHookStat, if not nil, is called by Load once it knows the size of
// a regular file, so that a test can change it.
var testHookStat func(path string)

// ChangedError is the error of a file that changed while it was read, as
// its size, modification time or change time tell.
type ChangedError struct {
	Path       string
	Size, Read int64 // its size when reading began, and after
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
