package wordlist

import (
	"io/fs"
	"syscall"
	"time"
)

// changeTime returns the change time of the file that fi describes.
func changeTime(fi fs.FileInfo) time.Time {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return time.Time{}
	}
	return time.Unix(st.Ctim.Unix())
}
