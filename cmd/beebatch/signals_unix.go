//go:build unix

package main

import (
	"cmp"
	"os"
	"syscall"

	"golang.org/x/sys/unix"
)

// stopSignals are the signals that stop a run, each with its exit status
// 128 plus its number: those that would otherwise end the process without
// removing its temporary files. SIGQUIT stops a run as SIGTERM does,
// without Go's goroutine dump (which exits 2, a usage error's status);
// SIGABRT keeps it. The others are left to Go and the system: SIGTSTP and
// the like suspend the run; SIGXFSZ fails a write with EFBIG, which the
// run reports; SIGKILL and SIGSTOP cannot be caught.
var stopSignals = []os.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT, syscall.SIGXCPU}

// quietSignals are caught and dropped: see notifyContext.
var quietSignals = []os.Signal{syscall.SIGPIPE}

// signalName names a signal as a shell would: SIGINT.
func signalName(s syscall.Signal) string { return cmp.Or(unix.SignalName(s), s.String()) }
