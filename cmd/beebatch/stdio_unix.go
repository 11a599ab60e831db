//go:build unix

package main

import (
	"os"

	"golang.org/x/sys/unix"
)

// closedAtStart reports whether f, one of the standard streams, was
// closed when the process started, as by ">&-": the Go runtime then opens
// /dev/null in its place for reading and writing, where a shell's
// redirection opens /dev/null for one or the other.
func closedAtStart(f *os.File) bool {
	rc, err := f.SyscallConn()
	if err != nil {
		return false
	}
	flags := -1
	rc.Control(func(fd uintptr) { flags, _ = unix.FcntlInt(fd, unix.F_GETFL, 0) })
	if flags < 0 || flags&unix.O_ACCMODE != unix.O_RDWR {
		return false
	}
	fi, err := f.Stat()
	if err != nil {
		return false
	}
	null, err := os.Stat(os.DevNull)
	return err == nil && os.SameFile(fi, null)
}
