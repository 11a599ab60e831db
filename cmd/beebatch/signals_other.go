//go:build !unix

package main

import (
	"cmp"
	"os"
	"syscall"
)

// stopSignals are the signals that stop a run; see signals_unix.go.
var stopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM}

// signalName names a signal as a shell would: SIGINT.
func signalName(s syscall.Signal) string {
	return cmp.Or(map[syscall.Signal]string{syscall.SIGINT: "SIGINT", syscall.SIGTERM: "SIGTERM"}[s], s.String())
}
