//go:build !unix

package main

// checkLimits returns nil: only Unix has the limits it checks.
func checkLimits(args []string) error { return nil }
