//go:build !unix

package proc

import (
	"cmp"
	"os"
	"syscall"
)

// StopSignals are the signals that stop a run; see signals_unix.go.
var StopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM}

// SignalName names a signal as a shell would: SIGINT.
func SignalName(s syscall.Signal) string {
	return cmp.Or(map[syscall.Signal]string{syscall.SIGINT: "SIGINT", syscall.SIGTERM: "SIGTERM"}[s], s.String())
}
