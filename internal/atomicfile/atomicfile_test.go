package atomicfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
)

// text returns a write function that writes s.
func text(s string) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := io.WriteString(w, s)
		return err
	}
}

// entry is what a test sees of a file in a directory.
type entry struct {
	name, data string // data is "dir" for a directory
	mode       fs.FileMode
	ino        uint64
}

// snapshot returns every entry of dir, sorted by name: enough to tell
// whether the directory is exactly as it was.
func snapshot(t *testing.T, dir string) []entry {
	t.Helper()
	des, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []entry
	for _, de := range des {
		fi, err := os.Lstat(filepath.Join(dir, de.Name()))
		if err != nil {
			t.Fatal(err)
		}
		e := entry{name: de.Name(), mode: fi.Mode(), data: "dir"}
		if st, ok := fi.Sys().(*syscall.Stat_t); ok {
			e.ino = uint64(st.Ino)
		}
		if fi.Mode().IsRegular() {
			b, err := os.ReadFile(filepath.Join(dir, de.Name()))
			if err != nil {
				t.Fatal(err)
			}
			e.data = string(b)
		}
		out = append(out, e)
	}
	return out
}

// names returns the names in dir.
func names(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	for _, e := range snapshot(t, dir) {
		out = append(out, e.name)
	}
	return out
}

// newFileMode returns the mode that a file created here with 0666 gets:
// 0666 less the umask.
func newFileMode(t *testing.T) fs.FileMode {
	t.Helper()
	p := filepath.Join(t.TempDir(), "probe")
	f, err := os.OpenFile(p, os.O_CREATE|os.O_WRONLY, 0o666)
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	fi, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	return fi.Mode().Perm()
}

func TestWriteFile(t *testing.T) {
	for _, bytes := range []bool{false, true} {
		dir := t.TempDir()
		path := filepath.Join(dir, "a.md")
		os.WriteFile(path, []byte("earlier\n"), 0o600)
		var err error
		if bytes {
			err = WriteBytes(path, []byte("new\n"))
		} else {
			err = WriteFile(path, text("new\n"))
		}
		if err != nil {
			t.Fatal(err)
		}
		got := snapshot(t, dir)
		if len(got) != 1 || got[0].name != "a.md" || got[0].data != "new\n" || got[0].mode.Perm() != newFileMode(t) {
			t.Errorf("WriteBytes %t: directory %+v; want only a.md, holding \"new\\n\", mode %v", bytes, got, newFileMode(t))
		}
	}
}

func TestWriteFileFails(t *testing.T) {
	failure := errors.New("the report cannot be made")
	dir := t.TempDir()
	tests := []struct {
		name  string
		path  string
		write func(io.Writer) error
		want  string
	}{
		{"no directory", filepath.Join(dir, "missing", "x.md"), text("x"),
			"writing " + filepath.Join(dir, "missing", "x.md") + ": no such file or directory"},
		{"write fails", filepath.Join(dir, "a.md"), func(w io.Writer) error { io.WriteString(w, "half"); return failure },
			"writing " + filepath.Join(dir, "a.md") + ": the report cannot be made"},
		{"a directory in the way", filepath.Join(dir, "sub"), text("x"),
			"writing " + filepath.Join(dir, "sub") + ": file exists"},
	}
	os.WriteFile(filepath.Join(dir, "a.md"), []byte("earlier\n"), 0o644)
	os.MkdirAll(filepath.Join(dir, "sub", "inside"), 0o755)
	before := snapshot(t, dir)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := WriteFile(tt.path, tt.write)
			if err == nil || err.Error() != tt.want {
				t.Errorf("WriteFile: %v; want %s", err, tt.want)
			}
			if after := snapshot(t, dir); !slices.Equal(after, before) {
				t.Errorf("directory changed:\n%+v\nwas\n%+v", after, before)
			}
		})
	}
}

// TestWriteErrorIgnored checks that a write error that the write
// function ignores still fails the file, naming it and not the temporary
// file, as the report writers' fmt.Fprintf calls ignore theirs.
func TestWriteErrorIgnored(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.md")
	err := WriteFile(path, func(w io.Writer) error {
		w.(*Pending).f.Close() // every write now fails
		fmt.Fprintf(w, "one\n")
		fmt.Fprintf(w, "two\n")
		return nil
	})
	want := "writing " + path + ": file already closed"
	if err == nil || err.Error() != want || !errors.Is(err, os.ErrClosed) {
		t.Errorf("WriteFile: %v; want %s", err, want)
	}
	if got := names(t, dir); len(got) != 0 {
		t.Errorf("directory holds %q; want nothing", got)
	}
}

// TestLongName writes a file whose name is as long as a name may be, so
// that the temporary name must leave it out.
func TestLongName(t *testing.T) {
	dir := t.TempDir()
	name := strings.Repeat("n", maxNameLen-3) + ".md"
	files := NewFiles(dir)
	if err := files.Add(name, text("x")); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, name), []byte("earlier"), 0o644)
	if _, err := files.Commit(); err != nil {
		t.Fatal(err)
	}
	if got := names(t, dir); !slices.Equal(got, []string{name}) {
		t.Errorf("directory holds %q", got)
	}
}

func TestSideName(t *testing.T) {
	seen := map[string]bool{}
	for range 1000 {
		n := sideName("summary.json", "tmp")
		if !strings.HasPrefix(n, ".summary.json.beebatch-") || !strings.HasSuffix(n, ".tmp") || seen[n] {
			t.Fatalf("sideName = %q: not of the form .summary.json.beebatch-RANDOM.tmp, or seen before", n)
		}
		seen[n] = true
	}
	if n := sideName(strings.Repeat("n", 250), "old"); !strings.HasPrefix(n, ".beebatch-") || len(n) > maxNameLen {
		t.Errorf("sideName of a long name = %q", n)
	}
}

func TestFilesCommit(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.md"), []byte("earlier a\n"), 0o600)
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("mine\n"), 0o644)
	// A user's file named as the old temporary files were is not touched.
	os.WriteFile(filepath.Join(dir, ".a.md.tmp123"), []byte("mine too\n"), 0o644)
	files := NewFiles(dir)
	for _, name := range []string{"a.md", "b.csv"} {
		if err := files.Add(name, text("new "+name+"\n")); err != nil {
			t.Fatal(err)
		}
	}
	// Nothing is in place before Commit.
	if data, _ := os.ReadFile(filepath.Join(dir, "a.md")); string(data) != "earlier a\n" {
		t.Errorf("a.md before Commit: %q", data)
	}
	written, err := files.Commit()
	if err != nil || !slices.Equal(written, []string{"a.md", "b.csv"}) {
		t.Fatalf("Commit: %q, %v", written, err)
	}
	mode := newFileMode(t)
	want := []entry{
		{name: ".a.md.tmp123", data: "mine too\n", mode: 0o644},
		{name: "a.md", data: "new a.md\n", mode: mode},
		{name: "b.csv", data: "new b.csv\n", mode: mode},
		{name: "notes.txt", data: "mine\n", mode: 0o644},
	}
	got := snapshot(t, dir)
	for i := range got {
		got[i].ino = 0
	}
	if !slices.Equal(got, want) {
		t.Errorf("directory %+v; want %+v", got, want)
	}
	files.Abort() // after Commit, nothing to do
	if got := names(t, dir); len(got) != 4 {
		t.Errorf("Abort after Commit: %q", got)
	}
}

func TestFilesAbort(t *testing.T) {
	failure := errors.New("the report cannot be made")
	tests := []struct {
		name  string
		write func(io.Writer) error
		want  string
	}{
		{"write fails", func(w io.Writer) error { io.WriteString(w, "half"); return failure },
			"writing DIR/c.json: the report cannot be made"},
		{"aborted after two files", text("x"), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			os.WriteFile(filepath.Join(dir, "a.md"), []byte("earlier\n"), 0o644)
			before := snapshot(t, dir)
			files := NewFiles(dir)
			if err := files.Add("a.md", text("new\n")); err != nil {
				t.Fatal(err)
			}
			err := files.Add("c.json", tt.write)
			if tt.want != "" {
				if err == nil || err.Error() != strings.ReplaceAll(tt.want, "DIR", dir) || !errors.Is(err, failure) {
					t.Errorf("Add: %v; want %s", err, tt.want)
				}
			} else if err != nil {
				t.Fatal(err)
			}
			files.Abort()
			if after := snapshot(t, dir); !slices.Equal(after, before) {
				t.Errorf("after Abort the directory holds %+v; want %+v", after, before)
			}
		})
	}
}

// commitSet adds the files a.md, b.md, summary.json and d.md to a set in
// dir and commits it.
func commitSet(t *testing.T, dir string) ([]string, error) {
	t.Helper()
	files := NewFiles(dir)
	for _, name := range []string{"a.md", "b.md", "summary.json", "d.md"} {
		if err := files.Add(name, text("new "+name)); err != nil {
			t.Fatal(err)
		}
	}
	return files.Commit()
}

// setDir returns a directory holding the earlier a.md and summary.json of
// commitSet's set, a file of the user's, and a directory.
func setDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.md"), []byte("earlier a"), 0o600)
	os.WriteFile(filepath.Join(dir, "summary.json"), []byte("earlier summary"), 0o640)
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("mine"), 0o644)
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	return dir
}

// wantLeftAsItWas fails unless err is the error of a commit that failed
// on the file name and left dir as it was, and dir is as before.
func wantLeftAsItWas(t *testing.T, dir string, before []entry, written []string, err error, name string) {
	t.Helper()
	want := "writing " + filepath.Join(dir, name) + ": "
	if err == nil || !strings.HasPrefix(err.Error(), want) || !strings.HasSuffix(err.Error(), "; "+dir+" was left as it was") || written != nil {
		t.Errorf("Commit: %q, %v; want an error starting %q, ending that the directory was left as it was", written, err, want)
	}
	if after := snapshot(t, dir); !slices.Equal(after, before) {
		t.Errorf("the directory holds\n%+v\nwant, as before,\n%+v", after, before)
	}
}

// TestFilesCommitRollsBack makes each rename of a commit fail in turn:
// the directory must be exactly as it was, the replaced files the same
// inodes, and no temporary file or backup left.
func TestFilesCommitRollsBack(t *testing.T) {
	names := []string{"a.md", "b.md", "summary.json", "d.md"}
	for failAt, name := range names {
		t.Run(name, func(t *testing.T) {
			dir := setDir(t)
			before := snapshot(t, dir)
			calls := 0
			rename = func(from, to string) error {
				if calls++; calls == failAt+1 {
					return &os.LinkError{Op: "rename", Old: from, New: to, Err: syscall.EIO}
				}
				return os.Rename(from, to)
			}
			t.Cleanup(func() { rename = os.Rename })
			written, err := commitSet(t, dir)
			wantLeftAsItWas(t, dir, before, written, err, name)
			if !errors.Is(err, syscall.EIO) {
				t.Errorf("error %v does not wrap EIO", err)
			}
		})
	}
}

// TestFilesCommitRollsBackCopies is TestFilesCommitRollsBack where hard
// links cannot be made, so the backups are copies.
func TestFilesCommitRollsBackCopies(t *testing.T) {
	dir := setDir(t)
	os.Symlink("notes.txt", filepath.Join(dir, "d.md"))
	before := snapshot(t, dir)
	link = func(string, string) error { return syscall.EPERM }
	calls := 0
	rename = func(from, to string) error {
		if calls++; calls == 4 {
			return syscall.EIO
		}
		return os.Rename(from, to)
	}
	t.Cleanup(func() { link, rename = os.Link, os.Rename })
	written, err := commitSet(t, dir)
	// The copies are new inodes, with the same names, data and modes.
	for i := range before {
		before[i].ino = 0
	}
	after := snapshot(t, dir)
	for i := range after {
		after[i].ino = 0
	}
	if !slices.Equal(after, before) {
		t.Errorf("the directory holds\n%+v\nwant, as before,\n%+v", after, before)
	}
	if err == nil || written != nil || !strings.Contains(err.Error(), "was left as it was") {
		t.Errorf("Commit: %q, %v", written, err)
	}
	if target, _ := os.Readlink(filepath.Join(dir, "d.md")); target != "notes.txt" {
		t.Errorf("d.md links to %q; want notes.txt", target)
	}
}

// TestFilesCommitRollBackFails makes the rollback fail too: the error
// must not claim that the directory was left as it was.
func TestFilesCommitRollBackFails(t *testing.T) {
	dir := setDir(t)
	calls := 0
	rename = func(from, to string) error {
		if calls++; calls >= 3 {
			return syscall.EIO
		}
		return os.Rename(from, to)
	}
	t.Cleanup(func() { rename = os.Rename })
	_, err := commitSet(t, dir)
	if err == nil || strings.Contains(err.Error(), "left as it was") || !strings.Contains(err.Error(), "rolling back failed too (input/output error), so "+dir+" holds part of the new set") {
		t.Errorf("Commit: %v", err)
	}
	// a.md and b.md were renamed; a.md's previous version is kept, named
	// in the error, and no temporary file is left.
	var backups []string
	for _, name := range names(t, dir) {
		if strings.HasSuffix(name, ".old") {
			backups = append(backups, name)
			if data, _ := os.ReadFile(filepath.Join(dir, name)); string(data) != "earlier a" || !strings.HasPrefix(name, ".a.md.beebatch-") {
				t.Errorf("backup %s holds %q", name, data)
			}
		}
		if strings.HasSuffix(name, ".tmp") {
			t.Errorf("temporary file %s left", name)
		}
	}
	if len(backups) != 1 || err == nil || !strings.HasSuffix(err.Error(), "previous versions of its files in "+backups[0]) {
		t.Errorf("backups %q; error %v", backups, err)
	}
}

// TestFilesCommitDirectoryInTheWay commits a set one of whose names is a
// directory (holding a file): nothing may change.
func TestFilesCommitDirectoryInTheWay(t *testing.T) {
	dir := setDir(t)
	os.Remove(filepath.Join(dir, "summary.json"))
	os.MkdirAll(filepath.Join(dir, "summary.json", "inside"), 0o755)
	before := snapshot(t, dir)
	written, err := commitSet(t, dir)
	wantLeftAsItWas(t, dir, before, written, err, "summary.json")
	if err != nil && !strings.Contains(err.Error(), "is a directory") {
		t.Errorf("error %q does not say that summary.json is a directory", err)
	}
}

// TestFilesCommitImmutable commits a set one of whose files is immutable
// (chattr +i), which even root cannot replace or link to: the backup is a
// copy, the rename fails after two have succeeded, and those two are
// rolled back. It needs root and a file system with the attribute.
func TestFilesCommitImmutable(t *testing.T) {
	if _, err := exec.LookPath("chattr"); err != nil {
		t.Skip("chattr is not installed (e2fsprogs)")
	}
	dir := setDir(t)
	immutable := filepath.Join(dir, "summary.json")
	if out, err := exec.Command("chattr", "+i", immutable).CombinedOutput(); err != nil {
		t.Skipf("cannot make a file immutable here (needs root and ext4, xfs, btrfs...): %v: %s", err, out)
	}
	t.Cleanup(func() { exec.Command("chattr", "-i", immutable).Run() })
	before := snapshot(t, dir)
	written, err := commitSet(t, dir)
	wantLeftAsItWas(t, dir, before, written, err, "summary.json")
	if !errors.Is(err, syscall.EPERM) {
		t.Errorf("error %v is not EPERM", err)
	}
}

// TestFilesCommitTwice checks that a second Commit, or an Add after
// Commit, starts a new set rather than renaming the first again.
func TestFilesCommitTwice(t *testing.T) {
	dir := t.TempDir()
	files := NewFiles(dir)
	files.Add("a.md", text("one"))
	if _, err := files.Commit(); err != nil {
		t.Fatal(err)
	}
	if written, err := files.Commit(); err != nil || len(written) != 0 {
		t.Errorf("second Commit: %q, %v; want nothing", written, err)
	}
	files.Add("b.md", text("two"))
	if written, err := files.Commit(); err != nil || !slices.Equal(written, []string{"b.md"}) {
		t.Errorf("Commit after Add: %q, %v; want b.md", written, err)
	}
	if got := names(t, dir); !slices.Equal(got, []string{"a.md", "b.md"}) {
		t.Errorf("directory %q", got)
	}
}
