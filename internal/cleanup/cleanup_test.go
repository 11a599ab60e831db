package cleanup

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"
)

// reset forgets every file and lets Create work again, for the next
// test.
func reset() {
	mu.Lock()
	files = map[string]struct{}{}
	ended = false
	mu.Unlock()
}

func TestRemoveAll(t *testing.T) {
	t.Cleanup(reset)
	dir := t.TempDir()
	kept, err := CreateTemp(dir, "kept*")
	if err != nil {
		t.Fatal(err)
	}
	kept.Close()
	renamed := filepath.Join(dir, "final")
	if err := os.Rename(kept.Name(), renamed); err != nil {
		t.Fatal(err)
	}
	Done(kept.Name())
	left, err := CreateTemp(dir, "left*")
	if err != nil {
		t.Fatal(err)
	}
	left.Close()
	if n := Tracked(); n != 1 {
		t.Errorf("Tracked() = %d; want 1", n)
	}
	RemoveAll()
	if _, err := os.Stat(left.Name()); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the temporary file is still there: %v", err)
	}
	if _, err := os.Stat(renamed); err != nil {
		t.Errorf("the file renamed into place is gone: %v", err)
	}
	if _, err := CreateTemp(dir, "late*"); !errors.Is(err, ErrExiting) {
		t.Errorf("CreateTemp after RemoveAll: %v; want ErrExiting", err)
	}
}

// TestHold checks that RemoveAll waits for the step that Hold runs.
func TestHold(t *testing.T) {
	t.Cleanup(reset)
	dir := t.TempDir()
	f, err := CreateTemp(dir, "x*")
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	final := filepath.Join(dir, "final")
	inside := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		<-inside
		RemoveAll()
	}()
	Hold(func() {
		close(inside)
		// RemoveAll is waiting: the rename and Done happen first.
		if err := os.Rename(f.Name(), final); err != nil {
			t.Error(err)
		}
		Done(f.Name())
	})
	wg.Wait()
	if _, err := os.Stat(final); err != nil {
		t.Errorf("the file renamed under Hold is gone: %v", err)
	}
}
