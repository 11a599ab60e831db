//go:build unix

package main

import (
	"os"
	"syscall"
)

// stopSignals are the signals that stop a run, each with its exit status
// 128 plus its number: those that would otherwise end the process without
// removing its temporary files. SIGINT and SIGQUIT come from the keyboard,
// SIGTERM from kill, SIGHUP from a terminal that closes or an ssh
// connection that drops, and SIGXCPU from a limit on processor time
// (ulimit -t), before the SIGKILL of its hard limit. SIGQUIT stops a run
// as SIGTERM does, without the goroutine dump of Go's default (which
// exits 2, the status of a usage error); SIGABRT keeps that dump, for a
// run that hangs.
//
// The others are left to Go and the system: SIGTSTP, SIGTTIN and SIGTTOU
// suspend the run, which goes on when continued; SIGUSR1, SIGUSR2,
// SIGALRM, SIGVTALRM and SIGXFSZ end nothing in a Go program (a file
// larger than ulimit -f fails its write with EFBIG, which the run
// reports); SIGKILL and SIGSTOP cannot be caught.
var stopSignals = []os.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT, syscall.SIGXCPU}

// quietSignals are caught and dropped: see notifyContext.
var quietSignals = []os.Signal{syscall.SIGPIPE}

// signalNames are the names of the signals of messages.
var signalNames = map[syscall.Signal]string{
	syscall.SIGINT: "SIGINT", syscall.SIGTERM: "SIGTERM", syscall.SIGHUP: "SIGHUP", syscall.SIGQUIT: "SIGQUIT",
	syscall.SIGXCPU: "SIGXCPU", syscall.SIGPIPE: "SIGPIPE",
}
