//go:build unix

package source

import (
	"io/fs"
	"syscall"
)

// fileKey identifies a file: its device and inode, as os.SameFile
// compares them.
type fileKey struct{ dev, ino uint64 }

// fileID returns the identity of the file that fi describes, if the
// system tells it.
func fileID(fi fs.FileInfo) (fileKey, bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return fileKey{}, false
	}
	return fileKey{uint64(st.Dev), uint64(st.Ino)}, true
}
