package catalogs

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/beebatch/beebatch/pkg/catalog"
)

// The lookups and fetches through a real cache and mirror are tested by
// cmd/beebatch's tests of WORDLIST arguments (wordlists_test.go).

func TestHint(t *testing.T) {
	for _, tt := range []struct{ name, want string }{
		{"enable1.txt", " (did you mean enable1?)"},
		{"some/dir/enable1.txt.gz", " (did you mean enable1?)"},
		{"american-english", " (did you mean wamerican?)"},
		{"enable1", ""},
		{"mylist.txt", ""},
	} {
		if got := Hint(tt.name); got != tt.want {
			t.Errorf("Hint(%q) = %q; want %q", tt.name, got, tt.want)
		}
	}
}

func TestIsWordList(t *testing.T) {
	t.Setenv(catalog.CacheEnv, t.TempDir())
	t.Setenv(catalog.MirrorEnv, "")
	file := filepath.Join(t.TempDir(), "words.txt")
	os.WriteFile(file, []byte("word\n"), 0o644)
	for _, tt := range []struct {
		arg  string
		want bool
	}{
		{file, true}, {"-", true}, {"mine=" + file, true}, {"enable1", true}, {"sowpods", true},
		{"R/AEGINT", false}, {"AEGINRT:R", false}, {"AEGINRT", false}, {"no/such=file", false},
	} {
		if got := IsWordList(tt.arg); got != tt.want {
			t.Errorf("IsWordList(%q) = %v; want %v", tt.arg, got, tt.want)
		}
	}
}

func TestError(t *testing.T) {
	tl := &catalog.TooLargeError{Source: "the download", File: "x.txt", Limit: 10}
	pinned := &catalog.TooLargeError{Source: "the download", File: "x.txt", Limit: 10, Pinned: true}
	ce := &catalog.CacheError{Err: errors.New("no cache")}
	other := errors.New("other")
	for _, tt := range []struct {
		err  error
		want string
	}{
		{tl, tl.Error() + " (--max-bytes)"},
		{pinned, pinned.Error()},
		{ce, ce.Error() + ", or give one with --cache DIR"},
		{other, "other"},
	} {
		if got := Error(tt.err); got.Error() != tt.want || !errors.Is(got, tt.err) {
			t.Errorf("Error(%v) = %q; want %q, wrapping it", tt.err, got, tt.want)
		}
	}
}

func TestLog(t *testing.T) {
	var b bytes.Buffer
	w := Log(&b, "beebatch lists: ")
	w.Write([]byte("fetching enable1\n"))
	w.Write([]byte("a \x1b[31mred\x1b[0m name\n"))
	if want := "beebatch lists: fetching enable1\nbeebatch lists: a \\x1b[31mred\\x1b[0m name\n"; b.String() != want {
		t.Errorf("the log: %q; want %q", b.String(), want)
	}
}
