package wordlist

import (
	"os"
	"runtime"
	"syscall"
)

// mapping is a private, read-only mapping of a file, made writable to
// fold case in place; writes are copy-on-write and never reach the file.
type mapping struct {
	data    []byte
	cleanup runtime.Cleanup // unmaps data once the mapping is unreachable
}

// loadMapped reads f, a list named name at path, by mapping it into
// memory, if it is a regular file neither empty, nor larger than opts
// allow, nor compressed with gzip. It reports false if it did not read f,
// leaving f at its start; if it did, it returns the list or an error that
// names the path.
func loadMapped(f *os.File, name, path string, opts Options) (*List, bool, error) {
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() || fi.Size() <= 0 || fi.Size() > opts.limit() {
		return nil, false, nil
	}
	size := int(fi.Size())
	var data []byte
	cerr := withFd(f, func(fd int) error {
		var err error
		// Populating the mapping while it is read-only maps the file's
		// cached pages at once, without copying them.
		data, err = syscall.Mmap(fd, 0, size, syscall.PROT_READ, syscall.MAP_PRIVATE|syscall.MAP_POPULATE)
		return err
	})
	if cerr != nil {
		return nil, false, nil
	}
	if len(data) >= 2 && [2]byte(data[:2]) == gzipMagic {
		syscall.Munmap(data)
		return nil, false, nil
	}
	mm := &mapping{data: data}
	l, err := readInPlace(data, mm, name, path, opts)
	if err != nil || l.Words.Len() == 0 {
		syscall.Munmap(data)
		if err != nil {
			return nil, true, err
		}
		l.Words.text, l.Words.mm = nil, nil
		return l, true, nil
	}
	mm.cleanup = runtime.AddCleanup(mm, func(b []byte) { syscall.Munmap(b) }, data)
	return l, true, nil
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

// writable lets the mapping be written, so that case can be folded in
// place.
func (m *mapping) writable() error {
	return syscall.Mprotect(m.data, syscall.PROT_READ|syscall.PROT_WRITE)
}

// release unmaps the file now.
func (m *mapping) release() {
	m.cleanup.Stop()
	syscall.Munmap(m.data)
	m.data = nil
}
