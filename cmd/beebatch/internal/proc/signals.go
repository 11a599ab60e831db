// Package proc is what beebatch's process has around a run: the signals
// that stop it, with the exit status each gives, and the resource limits
// below which the Go runtime would end it with a stack dump.
package proc

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/beebatch/beebatch/internal/cleanup"
)

// NotifyContext returns a context that a signal of StopSignals cancels
// with a SignalError as its cause, but one ignored at start (nohup's
// SIGHUP); the run then stops at its next check of the context. A second
// signal, or a run still going after grace (blocked reading a standard
// input that does not end, or writing to a pipe that no one reads, where
// no check is reached), ends the process, once its temporary files are
// removed, with the status 128 plus the signal's number; the second
// case first says "beebatch NAME: interrupted by SIGNAL", NAME what name
// returns. SIGPIPE is dropped, so that a write to a closed pipe fails
// with EPIPE, which the run reports.
//
// It is not signal.NotifyContext, whose cause names the signal only in
// words ("interrupt signal received"), where the exit status needs its
// number, and whose stop restores the default action, which would end
// the process on a second signal without removing its temporary files.
func NotifyContext(name func() string, grace time.Duration) context.Context {
	notified = true
	ctx, cancel := context.WithCancelCause(context.Background())
	signal.Notify(make(chan os.Signal, 1), syscall.SIGPIPE)
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, slices.DeleteFunc(slices.Clone(StopSignals), signal.Ignored)...)
	go func() {
		first := SignalError{(<-sigs).(syscall.Signal)}
		cancel(first)
		code := first.Status()
		select {
		case sig := <-sigs:
			code = SignalError{sig.(syscall.Signal)}.Status()
		case <-time.After(grace):
			if ending.CompareAndSwap(false, true) {
				say(fmt.Sprintf("beebatch %s: %s\n", name(), first), grace)
				break
			}
			// The run is saying how it ended, on a standard error that
			// may be a pipe no one reads: a second signal, or more time,
			// ends it.
			select {
			case sig := <-sigs:
				code = SignalError{sig.(syscall.Signal)}.Status()
			case <-time.After(4 * grace):
			}
		}
		cleanup.RemoveAll()
		os.Exit(code)
	}()
	return ctx
}

// say writes msg to standard error, or gives up after grace: it may be
// a pipe that no one reads.
func say(msg string, grace time.Duration) {
	said := make(chan struct{})
	go func() {
		io.WriteString(os.Stderr, msg)
		close(said)
	}()
	select {
	case <-said:
	case <-time.After(grace):
	}
}

// ending is set by the one that says how the process ends: NotifyContext
// or the run (End); the other then leaves it to end the process.
// notified says that NotifyContext runs: the run is the process.
var (
	ending   atomic.Bool
	notified bool
)

// End reports whether the run may say how it ended and end the process:
// false once NotifyContext has taken that on, after a signal; then the
// run must leave it to NotifyContext. It is true for a run that is not
// the process (no NotifyContext), as in a test.
func End() bool {
	return !notified || ending.CompareAndSwap(false, true)
}

// SignalError is the cause of a run cancelled by a signal.
type SignalError struct{ Sig syscall.Signal }

func (e SignalError) Error() string { return "interrupted by " + SignalName(e.Sig) }

// Status returns the exit status of a process that the signal ends: 128
// plus its number.
func (e SignalError) Status() int { return 128 + int(e.Sig) }
