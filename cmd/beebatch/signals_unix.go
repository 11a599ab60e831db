//go:build unix

package main

import (
	"cmp"
	"os"
	"syscall"

	"golang.org/x/sys/unix"
)

// stopSignals are the signals that stop a run, with the status 128 plus
// their number: those that would end it without removing its temporary
// files (SIGQUIT without Go's goroutine dump, which exits 2). SIGXFSZ is
// left to Go: a write fails with EFBIG, which the run reports.
var stopSignals = []os.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT, syscall.SIGXCPU}

// signalName names a signal as a shell would: SIGINT.
func signalName(s syscall.Signal) string { return cmp.Or(unix.SignalName(s), s.String()) }
