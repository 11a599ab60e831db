//go:build !unix

package main

import (
	"os"
	"syscall"
)

// stopSignals are the signals that stop a run; see signals_unix.go.
var stopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM}

// quietSignals are caught and dropped: none here.
var quietSignals []os.Signal

// signalNames are the names of the signals of messages.
var signalNames = map[syscall.Signal]string{syscall.SIGINT: "SIGINT", syscall.SIGTERM: "SIGTERM"}
