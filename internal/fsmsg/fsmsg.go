// Package fsmsg words files and file errors for messages that name the
// file themselves.
package fsmsg

import (
	"errors"
	"io/fs"
	"os"
)

// Bare returns the error inside a *fs.PathError or an *os.LinkError,
// without the operation and the paths they name, for a message that
// names the file itself (or names another file than the one the error
// is about, such as a report file rather than its temporary file); any
// other error is returned as it is.
func Bare(err error) error {
	if pe, ok := errors.AsType[*fs.PathError](err); ok {
		return pe.Err
	}
	if le, ok := errors.AsType[*os.LinkError](err); ok {
		return le.Err
	}
	return err
}

// Kind names the kind of file that mode m is: "regular file",
// "directory", "symbolic link", "named pipe", "socket", "device" or
// "special file".
func Kind(m fs.FileMode) string {
	switch {
	case m.IsRegular():
		return "regular file"
	case m.IsDir():
		return "directory"
	case m&fs.ModeSymlink != 0:
		return "symbolic link"
	case m&fs.ModeNamedPipe != 0:
		return "named pipe"
	case m&fs.ModeSocket != 0:
		return "socket"
	case m&fs.ModeDevice != 0:
		return "device"
	}
	return "special file"
}
