//go:build !linux

package bigmem

// mapHuge returns nil: arrays come from the Go heap on this system.
func mapHuge(size int) (b, whole []byte) { return nil, nil }

// unmap is never called: nothing is mapped.
func unmap(whole []byte) {}
