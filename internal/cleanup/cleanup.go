// Package cleanup keeps the names of the temporary files that a process
// has made and not yet renamed or removed, so that it can remove them
// when it must exit at once, as on a second signal (RemoveAll). Hold runs
// a step that RemoveAll must not cut in two.
package cleanup

import (
	"errors"
	"os"
	"sync"
)

var (
	holdMu sync.Mutex // held by Hold and RemoveAll
	mu     sync.Mutex // guards files and ended
	files  = map[string]struct{}{}
	ended  bool
)

// ErrExiting is the error of Create once RemoveAll has run.
var ErrExiting = errors.New("the process is exiting")

// Create calls create, which creates a file, and tracks the file until
// Done is called with its name; no file escapes RemoveAll meanwhile.
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

// Hold runs fn, with RemoveAll waiting until it returns.
func Hold(fn func()) {
	holdMu.Lock()
	defer holdMu.Unlock()
	fn()
}

// RemoveAll removes every file tracked, once no Hold is running, and makes
// Create fail from then on.
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
