package report

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
)

// names returns the names in dir, sorted.
func names(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}

// text returns a write function that writes s.
func text(s string) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := io.WriteString(w, s)
		return err
	}
}

// countingWriter counts the writes that reach W.
type countingWriter struct {
	W      io.Writer
	writes int
}

func (c *countingWriter) Write(p []byte) (int, error) {
	c.writes++
	return c.W.Write(p)
}

func TestErrWriterKeepsFirstError(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skipf("no /dev/full here: %v", err)
	}
	defer full.Close()
	c := &countingWriter{W: full}
	w := &ErrWriter{W: c}
	fmt.Fprintf(w, "one\n")
	_, err2 := fmt.Fprintf(w, "two\n")
	if !errors.Is(w.Err, syscall.ENOSPC) || err2 != w.Err || c.writes != 1 {
		t.Errorf("Err %v, second write %v, %d writes reached the file; want ENOSPC twice and 1 write", w.Err, err2, c.writes)
	}
}

func TestFilesCommit(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.md"), []byte("earlier a\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("mine\n"), 0o644)
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
	if got, want := names(t, dir), []string{"a.md", "b.csv", "notes.txt"}; !slices.Equal(got, want) {
		t.Errorf("directory %q; want %q", got, want)
	}
	for name, want := range map[string]string{"a.md": "new a.md\n", "b.csv": "new b.csv\n", "notes.txt": "mine\n"} {
		path := filepath.Join(dir, name)
		data, _ := os.ReadFile(path)
		fi, _ := os.Stat(path)
		if string(data) != want || fi.Mode().Perm() != 0o644 {
			t.Errorf("%s: %q, mode %v; want %q, 0644", name, data, fi.Mode().Perm(), want)
		}
	}
	files.Abort() // after Commit, nothing to do
	if got := names(t, dir); len(got) != 3 {
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
			if got := names(t, dir); !slices.Equal(got, []string{"a.md"}) {
				t.Errorf("after Abort the directory holds %q", got)
			}
			if data, _ := os.ReadFile(filepath.Join(dir, "a.md")); string(data) != "earlier\n" {
				t.Errorf("a.md changed to %q", data)
			}
		})
	}
}

// TestFilesCommitFails commits a set whose second file's name is taken by
// a directory: the first is in place, the error names the second, and no
// temporary file is left.
func TestFilesCommitFails(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "b.md", "inside"), 0o755); err != nil {
		t.Fatal(err)
	}
	files := NewFiles(dir)
	for _, name := range []string{"a.md", "b.md", "c.md"} {
		if err := files.Add(name, text(name)); err != nil {
			t.Fatal(err)
		}
	}
	written, err := files.Commit()
	want := "writing " + filepath.Join(dir, "b.md") + ": "
	if !slices.Equal(written, []string{"a.md"}) || err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("Commit: %q, %v; want a.md and %q", written, err, want)
	}
	if got := names(t, dir); !slices.Equal(got, []string{"a.md", "b.md"}) {
		t.Errorf("directory %q; want a.md and b.md", got)
	}
}

func TestWriteFileNamesFile(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "missing")
	err := WriteFile(filepath.Join(dir, "x.md"), text("x"))
	want := "writing " + filepath.Join(dir, "x.md") + ": no such file or directory"
	if err == nil || err.Error() != want {
		t.Errorf("WriteFile: %v; want %s", err, want)
	}
}
