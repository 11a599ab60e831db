//go:build unix

package proc

import (
	"cmp"
	"os"
	"syscall"

	"golang.org/x/sys/unix"
)

// StopSignals are the signals that stop a run, with the status 128 plus
// their number: those that would end it without removing its temporary
// files (SIGQUIT without Go's goroutine dump, which exits 2). SIGXFSZ is
// left to Go: a write fails with EFBIG, which the run reports.
var StopSignals = []os.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT, syscall.SIGXCPU}

// SignalName names a signal as a shell would: SIGINT.
func SignalName(s syscall.Signal) string { return cmp.Or(unix.SignalName(s), s.String()) }
