//go:build !linux

package outfiles

// NameMax returns the longest file name, in bytes: 255, NAME_MAX on most
// file systems.
func NameMax(dir string) int { return 255 }
