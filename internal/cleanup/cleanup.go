// Package cleanup keeps the names of the temporary files that a process
// has made and not yet renamed or removed, so that the process can remove
// them when it must exit at once, as on a second signal, without waiting
// for the code that made them to clean up after itself.
//
// A file is tracked from the moment CreateTemp makes it, under a lock
// that RemoveAll also takes, so that no file escapes between its creation
// and its tracking; Done stops tracking it once it has been renamed into
// place or removed. Hold runs a step, such as the renames that commit a
// set of report files, that RemoveAll must not cut in two.
package cleanup

import (
	"errors"
	"os"
	"sync"
)

var (
	// holdMu is held by Hold and by RemoveAll, so that RemoveAll waits
	// for the step that Hold runs.
	holdMu sync.Mutex
	// mu guards files and ended.
	mu    sync.Mutex
	files = map[string]struct{}{}
	ended bool
)

// ErrExiting is the error of CreateTemp once RemoveAll has run: the
// process is exiting.
var ErrExiting = errors.New("the process is exiting")

// Create calls create, which creates a file, and tracks the file it
// creates until Done is called with its name.
func Create(create func() (*os.File, error)) (*os.File, error) {
	mu.Lock()
	defer mu.Unlock()
	if ended {
		return nil, ErrExiting
	}
	f, err := create()
	if err == nil {
		files[f.Name()] = struct{}{}
	}
	return f, err
}

// CreateTemp is os.CreateTemp, and tracks the file it creates until Done
// is called with its name.
func CreateTemp(dir, pattern string) (*os.File, error) {
	return Create(func() (*os.File, error) { return os.CreateTemp(dir, pattern) })
}

// Done stops tracking the file name, once it has been renamed or removed.
func Done(name string) {
	mu.Lock()
	delete(files, name)
	mu.Unlock()
}

// Remove removes the file name and stops tracking it.
func Remove(name string) error {
	err := os.Remove(name)
	Done(name)
	return err
}

// Hold runs fn, with RemoveAll waiting until it returns: for a step that
// must not be cut in two, such as renaming a set of files into place.
func Hold(fn func()) {
	holdMu.Lock()
	defer holdMu.Unlock()
	fn()
}

// RemoveAll removes every file tracked, once no Hold is running, and makes
// CreateTemp fail from then on: for a process that is about to exit.
func RemoveAll() {
	holdMu.Lock()
	defer holdMu.Unlock()
	mu.Lock()
	defer mu.Unlock()
	for name := range files {
		os.Remove(name)
		delete(files, name)
	}
	ended = true
}
