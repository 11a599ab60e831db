//go:build unix

package atomicfile

import (
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestUmask checks that files get 0666 less the umask, whatever the mode
// of the file they replace. The umask is the process's, so this test does
// not run in parallel with others.
func TestUmask(t *testing.T) {
	for _, umask := range []int{0o022, 0o077, 0o002, 0o027} {
		old := syscall.Umask(umask)
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, "old.md"), []byte("earlier"), 0o400)
		files := NewFiles(dir)
		files.Add("old.md", text("new"))
		files.Add("new.md", text("new"))
		_, err := files.Commit()
		single := filepath.Join(dir, "single.md")
		werr := WriteFile(single, text("x"))
		syscall.Umask(old)
		if err != nil || werr != nil {
			t.Fatal(err, werr)
		}
		want := fs.FileMode(0o666 &^ umask)
		for _, name := range []string{"old.md", "new.md", "single.md"} {
			fi, err := os.Stat(filepath.Join(dir, name))
			if err != nil || fi.Mode().Perm() != want {
				t.Errorf("umask %#o: %s has mode %v, %v; want %v", umask, name, fi.Mode().Perm(), err, want)
			}
		}
	}
}
