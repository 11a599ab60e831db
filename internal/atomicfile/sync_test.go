package atomicfile

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// TestFilesSync adds many files and syncs them together, first with a
// context already cancelled, which stops Sync at once, then for real; the
// set then commits whole, and a file the first Sync left unsynced is
// synced by Commit.
func TestFilesSync(t *testing.T) {
	dir := t.TempDir()
	s := NewFiles(dir)
	for i := range 100 {
		if err := s.Add(fmt.Sprintf("f%03d", i), func(w io.Writer) error {
			_, err := fmt.Fprintf(w, "file %d\n", i)
			return err
		}); err != nil {
			t.Fatal(err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := s.Sync(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("Sync with a cancelled context: %v; want context.Canceled", err)
	}
	synced := 0
	for _, p := range s.pending {
		if p.synced {
			synced++
		}
	}
	if synced != 0 {
		t.Errorf("Sync with a cancelled context synced %d files", synced)
	}
	written, err := s.Commit()
	if err != nil || len(written) != 100 {
		t.Fatalf("Commit: %d files, %v", len(written), err)
	}
	for i := range 100 {
		data, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("f%03d", i)))
		if want := fmt.Sprintf("file %d\n", i); err != nil || string(data) != want {
			t.Errorf("f%03d: %q, %v; want %q", i, data, err, want)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 100 {
		t.Errorf("the directory holds %d entries; want the 100 files alone", len(entries))
	}
}
