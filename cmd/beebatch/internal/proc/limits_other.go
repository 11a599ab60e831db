//go:build !unix

package proc

// CheckLimits returns nil: only Unix has the limits it checks.
func CheckLimits(args []string) error { return nil }
