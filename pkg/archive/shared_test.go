package archive

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/beebatch/beebatch/pkg/wordlist"
)

// shared returns the path of rel in the shared data directory beside the
// repository, or skips the test or benchmark when it is missing. It is the
// one place this package's tests find the shared data.
func shared(tb testing.TB, rel string) string {
	tb.Helper()
	path := filepath.Join("..", "..", "..", "shared", rel)
	if _, err := os.Stat(path); err != nil {
		tb.Skipf("shared data missing: %v (these tests need ../shared beside the repository: %s)", err, rel)
	}
	return path
}

// The shared data these tests use.
const (
	sampleDir = "archives/spelling-bee-answers/days"
	enable1   = "wordlists/enable1.txt"
)

// sample is the sample archive, read once for TestSample and
// TestSampleEnable1, which only read it (Compare builds its index once,
// for any list).
var sample struct {
	sync.Mutex
	a *Archive
}

// loadSample reads the sample archive, or returns it read.
func loadSample(tb testing.TB) *Archive {
	tb.Helper()
	sample.Lock()
	defer sample.Unlock()
	if sample.a == nil {
		a, err := Load(context.Background(), shared(tb, sampleDir), nil, DefaultOptions)
		if err != nil {
			tb.Fatal(err)
		}
		sample.a = a
	}
	return sample.a
}

// readList reads a shared word list.
func readList(tb testing.TB, rel, name string) *wordlist.List {
	tb.Helper()
	path := shared(tb, rel)
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	l, err := wordlist.Read(f, name, path, wordlist.DefaultOptions)
	if err != nil {
		tb.Fatal(err)
	}
	return l
}
