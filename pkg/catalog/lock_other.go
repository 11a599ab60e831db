//go:build !unix

package catalog

import "context"

// testHookLockBusy is never called where there is no lock.
var testHookLockBusy func()

// lock does nothing where flock is not to be had: the installs of
// learned lists are then not kept from running at once.
func (c *Catalog) lock(ctx context.Context) (unlock func(), err error) {
	return func() {}, ctx.Err()
}
