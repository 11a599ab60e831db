//go:build unix

package catalog

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"golang.org/x/sys/unix"
)

// lockName is the file of the cache whose lock (flock) the installs of
// learned lists hold.
const lockName = ".lock"

// lockPoll is how often lock tries again while another process holds
// the lock.
const lockPoll = 20 * time.Millisecond

// testHookLockBusy, when set, is called each time lock finds the lock
// held by another.
var testHookLockBusy func()

// lock takes the cache's lock, waiting while another holds it, and
// returns what releases it; it gives up with ctx's error once ctx is
// done. The lock goes with the process, whatever ends it.
func (c *Catalog) lock(ctx context.Context) (unlock func(), err error) {
	p := filepath.Join(c.Cache, lockName)
	f, err := os.OpenFile(p, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, &CacheError{Err: fmt.Errorf("cannot open the lock %s: %w", p, err)}
	}
	for {
		err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB)
		if err == nil {
			return func() { f.Close() }, nil
		}
		if !errors.Is(err, unix.EWOULDBLOCK) && !errors.Is(err, unix.EINTR) {
			f.Close()
			return nil, &CacheError{Err: fmt.Errorf("cannot lock %s: %w", p, err)}
		}
		if testHookLockBusy != nil {
			testHookLockBusy()
		}
		select {
		case <-ctx.Done():
			f.Close()
			return nil, ctx.Err()
		case <-time.After(lockPoll):
		}
	}
}
