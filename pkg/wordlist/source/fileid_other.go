//go:build !unix

package source

import "io/fs"

// fileKey identifies a file; see fileid_unix.go.
type fileKey struct{ dev, ino uint64 }

// fileID reports false: files are compared with os.SameFile.
func fileID(fi fs.FileInfo) (fileKey, bool) { return fileKey{}, false }
