//go:build !linux

package wordlist

import (
	"io/fs"
	"os"
	"time"
)

// loadMapped reports false: on this system files are read, not mapped.
func loadMapped(f *os.File, fi fs.FileInfo, name, path string, opts Options) (*List, bool, error) {
	return nil, false, nil
}

// changeTime returns the zero time: on this system a change is seen by
// the size and modification time alone.
func changeTime(fi fs.FileInfo) time.Time { return time.Time{} }
