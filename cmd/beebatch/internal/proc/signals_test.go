//go:build unix

package proc

import (
	"syscall"
	"testing"
)

// The whole process, signals sent to real runs, is tested by
// cmd/beebatch's TestSignals; these are the parts that need no process.

func TestSignalError(t *testing.T) {
	for _, tt := range []struct {
		sig    syscall.Signal
		msg    string
		status int
	}{
		{syscall.SIGINT, "interrupted by SIGINT", 130},
		{syscall.SIGTERM, "interrupted by SIGTERM", 143},
		{syscall.SIGHUP, "interrupted by SIGHUP", 129},
		{syscall.SIGQUIT, "interrupted by SIGQUIT", 131},
		{syscall.SIGXCPU, "interrupted by SIGXCPU", 152},
	} {
		if e := (SignalError{tt.sig}); e.Error() != tt.msg || e.Status() != tt.status {
			t.Errorf("SignalError{%d}: %q, status %d; want %q, %d", tt.sig, e.Error(), e.Status(), tt.msg, tt.status)
		}
	}
}

// TestEndWithoutNotify: a run that is not the process, as in a test,
// always says how it ended.
func TestEndWithoutNotify(t *testing.T) {
	for range 3 {
		if !End() {
			t.Fatal("End() = false without NotifyContext; want true every time")
		}
	}
}
