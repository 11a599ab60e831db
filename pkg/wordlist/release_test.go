package wordlist

import (
	"os"
	"path/filepath"
	"testing"
)

func TestRelease(t *testing.T) {
	path := filepath.Join(t.TempDir(), "w.txt")
	if err := os.WriteFile(path, []byte("alpha\nbeta\nBETA\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	l, err := Source{"w", path}.Load(nil, DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	if l.Words.Len() != 2 || l.Words.Word(1) != "beta" {
		t.Fatalf("read %d words", l.Words.Len())
	}
	lines, entries, skipped := l.Lines, l.Entries, l.Skipped
	l.Release()
	if l.Words.Len() != 0 || l.Lines != lines || l.Entries != entries || l.Skipped != skipped {
		t.Fatalf("after Release: %d words, %d lines, %d entries, skipped %v", l.Words.Len(), l.Lines, l.Entries, l.Skipped)
	}
	l.Release() // a second call does nothing
}
