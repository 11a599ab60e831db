package wordlist

import (
	"io/fs"
	"os"
	"syscall"
	"time"
)

// loadMapped reads f, which fi describes, a list named name at path that is
// read with Options.Fit, by mapping it into memory, and reports whether it
// could: it returns the list or an error that names the path, a
// *ChangedError if the file changed while it was read (see changed).
//
// The mapping lasts only while the list is read, and every goroutine that
// reads it does so under catchFault: a truncation makes the next access to
// a lost page fail with SIGBUS, which the goroutine then recovers from,
// instead of the process ending. The mapping is private and writable, so
// that case can be folded in place, and a write makes a copy of the page
// that never reaches the file.
func loadMapped(f *os.File, fi fs.FileInfo, name, path string, opts Options) (*List, bool, error) {
	size := int(fi.Size())
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
		if err := changed(f, path, fi); err != nil {
			return nil, true, err
		}
		// A fault without a change that stat sees: the file was
		// truncated and extended again.
		return nil, true, &ChangedError{Path: path, Size: fi.Size(), Read: fi.Size()}
	}
	if err != nil {
		return nil, true, err
	}
	if cerr := changed(f, path, fi); cerr != nil {
		return nil, true, cerr
	}
	// A Fit keeps no text, so nothing points into the mapping.
	l.Words.text = nil
	return l, true, nil
}

// changeTime returns the change time of the file that fi describes.
func changeTime(fi fs.FileInfo) time.Time {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return time.Time{}
	}
	return time.Unix(st.Ctim.Unix())
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
