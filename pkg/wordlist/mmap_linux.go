package wordlist

import (
	"os"
	"syscall"
)

// loadMapped reads f, of size bytes, a list named name at path that is
// read with Options.Fit, by mapping it into memory, and reports whether it
// could: it returns the list or an error that names the path, a
// *ChangedError if the file was truncated or extended while it was read.
//
// The mapping lasts only while the list is read, and every goroutine that
// reads it does so under catchFault: a truncation makes the next access to
// a lost page fail with SIGBUS, which the goroutine then recovers from,
// instead of the process ending. The mapping is private and writable, so
// that case can be folded in place, and a write makes a copy of the page
// that never reaches the file.
func loadMapped(f *os.File, size int, name, path string, opts Options) (*List, bool, error) {
	var data []byte
	cerr := withFd(f, func(fd int) error {
		var err error
		data, err = syscall.Mmap(fd, 0, size, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE)
		return err
	})
	if cerr != nil {
		return nil, false, nil
	}
	defer syscall.Munmap(data)
	var l *List
	var err error
	if catchFault(func() { l, err = readInPlace(data, nil, name, path, opts) }) || err == errFault {
		return nil, true, changed(f, path, size)
	}
	if err != nil {
		return nil, true, err
	}
	if cerr := changed(f, path, size); cerr != nil {
		return nil, true, cerr
	}
	// A Fit keeps no text, so nothing points into the mapping.
	l.Words.text = nil
	return l, true, nil
}

// changed returns a *ChangedError if the file f at path no longer has size
// bytes, and nil otherwise.
func changed(f *os.File, path string, size int) error {
	fi, err := f.Stat()
	if err != nil {
		return pathError(path, err)
	}
	if fi.Size() != int64(size) {
		return &ChangedError{Path: path, Size: int64(size), Read: fi.Size()}
	}
	return nil
}

// withFd calls fn with f's file descriptor.
func withFd(f *os.File, fn func(fd int) error) error {
	rc, err := f.SyscallConn()
	if err != nil {
		return err
	}
	var ferr error
	if err := rc.Control(func(fd uintptr) { ferr = fn(int(fd)) }); err != nil {
		return err
	}
	return ferr
}
