//go:build !linux

package main

// nameMax returns the longest file name, in bytes: 255, NAME_MAX on most
// file systems.
func nameMax(dir string) int { return 255 }
