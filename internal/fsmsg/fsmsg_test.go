package fsmsg

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

func TestBare(t *testing.T) {
	dir := t.TempDir()
	_, err := os.Open(filepath.Join(dir, "missing"))
	if got := Bare(err); got != syscall.ENOENT {
		t.Errorf("Bare(%v) = %v; want ENOENT", err, got)
	}
	err = os.Rename(filepath.Join(dir, "missing"), filepath.Join(dir, "other"))
	if got := Bare(err); got != syscall.ENOENT {
		t.Errorf("Bare(%v) = %v; want ENOENT", err, got)
	}
	plain := errors.New("plain")
	if got := Bare(plain); got != plain {
		t.Errorf("Bare(plain) = %v", got)
	}
}

func TestKind(t *testing.T) {
	tests := []struct {
		mode fs.FileMode
		want string
	}{
		{0o644, "regular file"},
		{fs.ModeDir | 0o755, "directory"},
		{fs.ModeSymlink, "symbolic link"},
		{fs.ModeNamedPipe, "named pipe"},
		{fs.ModeSocket, "socket"},
		{fs.ModeDevice | fs.ModeCharDevice, "device"},
		{fs.ModeIrregular, "special file"},
	}
	for _, tt := range tests {
		if got := Kind(tt.mode); got != tt.want {
			t.Errorf("Kind(%v) = %q; want %q", tt.mode, got, tt.want)
		}
	}
}
