package cleanup

// Tracked returns the number of files tracked.
func Tracked() int {
	mu.Lock()
	defer mu.Unlock()
	return len(files)
}
