package cleanup

import "os"

// Tracked returns the number of files tracked.
func Tracked() int {
	mu.Lock()
	defer mu.Unlock()
	return len(files)
}

// CreateTemp is os.CreateTemp through Create.
func CreateTemp(dir, pattern string) (*os.File, error) {
	return Create(func() (*os.File, error) { return os.CreateTemp(dir, pattern) })
}
