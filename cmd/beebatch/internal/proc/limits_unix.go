//go:build unix

package proc

import (
	"fmt"

	"golang.org/x/sys/unix"
)

// minOpenFiles is the fewest open files a run may be allowed: the three
// streams, the two of the Go runtime's poller, which it opens at its
// first file and without which it dies with a stack dump, and the lists,
// archives and report files that a run has open at once.
const minOpenFiles = 16

// minAddressSpace is the least address space a run may be allowed: the
// Go runtime reserves some 700 MiB of it, and a stack for each thread,
// before any work, and dies with a stack dump when it cannot. learn, on
// the NYT's archive, needs more (learnAddressSpace): it dies at 1.5 GiB.
const minAddressSpace, learnAddressSpace = 900 << 20, 2 << 30

// CheckLimits returns an error when the process's limits (RLIMIT_NOFILE,
// RLIMIT_AS) are too low for a run of the command line args: the Go
// runtime would end it with a stack dump and exit status 2, which is that
// of a usage error, halfway through. Below about 700 MiB of address space
// the runtime cannot start, and nothing can be said.
func CheckLimits(args []string) error {
	least := uint64(minAddressSpace)
	if len(args) > 0 && args[0] == "learn" {
		least = learnAddressSpace
	}
	var r unix.Rlimit
	if unix.Getrlimit(unix.RLIMIT_NOFILE, &r) == nil && r.Cur < minOpenFiles {
		return fmt.Errorf("at most %d files may be open (ulimit -n %d); expected a limit of at least %d: the standard streams, the Go runtime's 2 and the lists and files a run reads and writes at once", r.Cur, r.Cur, minOpenFiles)
	}
	if unix.Getrlimit(unix.RLIMIT_AS, &r) == nil && r.Cur != unix.RLIM_INFINITY && r.Cur < least {
		return fmt.Errorf("the address space is limited to %d KiB (ulimit -v %d); expected a limit of at least %d KiB: the Go runtime reserves hundreds of MiB of it before any work", r.Cur>>10, r.Cur>>10, least>>10)
	}
	return nil
}
