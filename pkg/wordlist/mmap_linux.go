package wordlist

import (
	"io/fs"
	"os"
	"syscall"
	"time"
)

// loadMapped reads f, which fi describes, with Options.Fit by mapping it
// privately into memory, and reports whether it could. A truncation that
// makes a page fault (SIGBUS) fails with a *ChangedError (catchFault).
func loadMapped(f *os.File, fi fs.FileInfo, name, path string, opts Options) (*List, bool, error) {
	data, err := syscall.Mmap(int(f.Fd()), 0, int(fi.Size()), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE)
	if err != nil {
		return nil, false, nil
	}
	defer syscall.Munmap(data)
	var l *List
	if catchFault(func() { l, err = readInPlace(data, nil, name, path, opts) }) || err == errFault {
		if err := changed(f, path, fi); err != nil {
			return nil, true, err
		}
		// Truncated and extended again, unseen by stat.
		return nil, true, &ChangedError{Path: path, Size: fi.Size(), Read: fi.Size()}
	}
	if err != nil {
		return nil, true, err
	}
	if err := changed(f, path, fi); err != nil {
		return nil, true, err
	}
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
