package outfiles

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The commands' use of these, with full disks, signals and failed
// standard outputs, is tested in cmd/beebatch (outfiles_test.go).

func TestPrepare(t *testing.T) {
	base := t.TempDir()
	dir := filepath.Join(base, "a", "b")
	undo, err := Prepare("--out", dir)
	if err != nil || undo == nil {
		t.Fatalf("Prepare of a new directory: %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("Prepare left files in %s: %v", dir, entries)
	}
	undo()
	if _, err := os.Stat(filepath.Join(base, "a")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("undo left the directories it made: %v", err)
	}
	file := filepath.Join(base, "file")
	os.WriteFile(file, nil, 0o644)
	for _, tt := range []struct{ dir, want string }{
		{file, "--out " + file + ": not a directory (a regular file); expected a directory for the report files"},
		{filepath.Join(file, "sub"), "--out " + filepath.Join(file, "sub") + ": not a directory"},
	} {
		if undo, err := Prepare("--out", tt.dir); undo != nil || err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("Prepare(%s): %v; want no undo and %q", tt.dir, err, tt.want)
		}
	}
}

func TestCheckNames(t *testing.T) {
	dir := t.TempDir()
	most := NameMax(dir)
	if err := CheckNames("--out", dir, []string{"summary.md", strings.Repeat("n", most)}); err != nil {
		t.Errorf("names that fit: %v", err)
	}
	long := strings.Repeat("n", most+1)
	if err := CheckNames("--out", dir, []string{"summary.md", long}); err == nil || !strings.Contains(err.Error(), "the report file "+long+" would have a name of") {
		t.Errorf("a name too long: %v", err)
	}
}

// TestWriteSets writes two sets as one, and nothing when a name is a
// directory, a file fails to render or the commit fails.
func TestWriteSets(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	text := func(s string) func(io.Writer) error {
		return func(w io.Writer) error { _, err := io.WriteString(w, s); return err }
	}
	ctx := context.Background()
	written, err := WriteSets(ctx, Set{a, []File{{"x.txt", text("x")}, {"y.txt", text("y")}}}, Set{b, []File{{"z.txt", text("z")}}})
	if err != nil || len(written) != 2 || !slices.Equal(written[0], []string{"x.txt", "y.txt"}) || !slices.Equal(written[1], []string{"z.txt"}) {
		t.Fatalf("WriteSets: %q, %v", written, err)
	}
	if data, _ := os.ReadFile(filepath.Join(b, "z.txt")); string(data) != "z" {
		t.Errorf("z.txt holds %q; want z", data)
	}
	os.Mkdir(filepath.Join(b, "d.txt"), 0o755)
	bad := errors.New("no ink")
	for _, tt := range []struct {
		name string
		run  func() error
	}{
		{"a directory in the way", func() error {
			_, err := WriteSets(ctx, Set{a, []File{{"x.txt", text("new")}}}, Set{b, []File{{"d.txt", text("d")}}})
			return err
		}},
		{"a file that fails", func() error {
			_, err := WriteSets(ctx, Set{a, []File{{"x.txt", text("new")}, {"w.txt", func(io.Writer) error { return bad }}}})
			return err
		}},
		{"a commit that fails", func() error {
			_, err := WriteWith(ctx, a, func() (func(), error) { return nil, bad }, File{"x.txt", text("new")})
			return err
		}},
	} {
		err := tt.run()
		if err == nil || !strings.HasSuffix(err.Error(), "no report files were written") {
			t.Errorf("%s: %v; want an error that says no report files were written", tt.name, err)
		}
		if data, _ := os.ReadFile(filepath.Join(a, "x.txt")); string(data) != "x" {
			t.Errorf("%s: x.txt holds %q; want x, as it was", tt.name, data)
		}
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := Write(cancelled, a, File{"x.txt", text("new")}); !errors.Is(err, context.Canceled) {
		t.Errorf("Write after a cancel: %v; want context.Canceled", err)
	}
}
