//go:build !linux

package wordlist

import "os"

// loadMapped reports false: on this system files are read, not mapped.
func loadMapped(f *os.File, size int, name, path string, opts Options) (*List, bool, error) {
	return nil, false, nil
}
