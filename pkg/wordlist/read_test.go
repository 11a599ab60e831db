package wordlist

import (
	"os"
	"testing"
)

const enable1 = "../../../shared/wordlists/enable1.txt"

func readFile(t testing.TB, path string, opts Options) *List {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("shared word list not available: %v", err)
	}
	defer f.Close()
	l, err := Read(f, "x", path, opts)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestEnable1(t *testing.T) {
	l := readFile(t, enable1, DefaultOptions)
	if l.Lines != 172820 || l.Entries != 172820 || l.Words.Len() != 172819 {
		t.Errorf("lines %d entries %d words %d; want 172820, 172820, 172819", l.Lines, l.Entries, l.Words.Len())
	}
	if l.Skipped[Duplicate] != 1 || l.Skipped.Total() != 1 {
		t.Errorf("skipped %v; want one duplicate", l.Skipped.Map())
	}
}

func BenchmarkReadEnable1(b *testing.B) {
	data, err := os.ReadFile(enable1)
	if err != nil {
		b.Skip(err)
	}
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Read(bytesReader(data), "enable1", enable1, DefaultOptions); err != nil {
			b.Fatal(err)
		}
	}
}
