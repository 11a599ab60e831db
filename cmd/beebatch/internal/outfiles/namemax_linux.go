package outfiles

import "golang.org/x/sys/unix"

// NameMax returns the longest file name, in bytes, of the file system of
// dir: NAME_MAX, 255 on most.
func NameMax(dir string) int {
	var st unix.Statfs_t
	if err := unix.Statfs(dir, &st); err != nil || st.Namelen <= 0 {
		return 255
	}
	return int(st.Namelen)
}
