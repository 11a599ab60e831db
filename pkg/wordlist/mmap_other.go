//go:build !linux

package wordlist

import (
	"errors"
	"os"
)

// mapping is a mapping of a file; files are mapped only on Linux.
type mapping struct{}

// loadMapped reports false: on this system files are read as streams.
func loadMapped(f *os.File, name, path string, opts Options) (*List, bool, error) {
	return nil, false, nil
}

// writable fails: there is no mapping.
func (m *mapping) writable() error { return errors.ErrUnsupported }

// release does nothing: there is no mapping.
func (m *mapping) release() {}
