package wordlist

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testlists"
	"github.com/beebatch/beebatch/pkg/bitset"
)

// The catalog's word lists that the tests read (see internal/testlists,
// and ../shared/wordlists/README.md for the figures the tests check).
// The golden tests fail rather than skip without them; only the
// benchmarks skip.
var (
	enable1 = testlists.Path("enable1")
	count1w = testlists.Path("count_1w_100k")
)

func bytesReader(b []byte) io.Reader { return bytes.NewReader(b) }

// readFile reads a shared word list and checks the result's invariants.
func readFile(t testing.TB, path string, opts Options) *List {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("word list missing: %v (make test fetches the lists first; see internal/testlists)", err)
	}
	defer f.Close()
	l, err := Read(f, "x", path, opts)
	if err != nil {
		t.Fatal(err)
	}
	checkList(t, l)
	return l
}

// readString reads text as a list named "t" at path "t.txt" and checks the
// result's invariants.
func readString(t testing.TB, text string, opts Options) *List {
	t.Helper()
	l, err := Read(strings.NewReader(text), "t", "t.txt", opts)
	if err != nil {
		t.Fatal(err)
	}
	checkList(t, l)
	return l
}

// checkList checks what must hold for every list: the entries add up, the
// parallel slices line up, every word is distinct, non-empty lowercase a-z,
// and its mask is its letter set.
func checkList(t testing.TB, l *List) {
	t.Helper()
	w := &l.Words
	if got := w.Len() + l.Skipped.Total(); l.Entries != got {
		t.Errorf("Entries = %d, but %d words + %d skipped = %d", l.Entries, w.Len(), l.Skipped.Total(), got)
	}
	if len(w.Masks) != w.Len() {
		t.Errorf("%d masks for %d words", len(w.Masks), w.Len())
	}
	if l.Frequency {
		if w.Counts == nil || len(w.Counts) != w.Len() {
			t.Errorf("frequency list: %d counts (nil: %t) for %d words", len(w.Counts), w.Counts == nil, w.Len())
		}
	} else if w.Counts != nil {
		t.Errorf("plain list has counts %v", w.Counts)
	}
	seen := make(map[string]struct{}, w.Len())
	bad := 0
	for i := range w.Len() {
		word := w.Word(i)
		mask, ok := bitset.Of(word)
		switch {
		case word == "" || !ok:
			t.Errorf("word %d is %q, not lowercase a-z", i, word)
		case mask != w.Masks[i]:
			t.Errorf("word %d %q has mask %v, want %v", i, word, w.Masks[i], mask)
		case w.WordLen(i) != len(word):
			t.Errorf("word %d %q: WordLen %d", i, word, w.WordLen(i))
		case addNew(seen, word):
			continue
		default:
			t.Errorf("word %d %q is a duplicate", i, word)
		}
		if bad++; bad > 10 {
			t.Fatal("too many bad words")
		}
	}
	if l.Lines < 0 || l.Entries < 0 {
		t.Errorf("Lines %d, Entries %d", l.Lines, l.Entries)
	}
}

// addNew adds word to seen and reports whether it was not there: one
// look-up where a test and a set take two, which counts for lists of
// 170,000 words.
func addNew(seen map[string]struct{}, word string) bool {
	n := len(seen)
	seen[word] = struct{}{}
	return len(seen) > n
}

// words returns the words of l.
func words(l *List) []string {
	out := make([]string, l.Words.Len())
	for i := range out {
		out[i] = l.Words.Word(i)
	}
	return out
}

// clipWords formats words for a message, shortening long ones.
func clipWords(words []string) string {
	var b strings.Builder
	b.WriteByte('[')
	for i, w := range words {
		if i > 0 {
			b.WriteByte(' ')
		}
		if len(w) > 40 {
			w = fmt.Sprintf("%s...(%d bytes)", w[:20], len(w))
		}
		fmt.Fprintf(&b, "%q", w)
	}
	b.WriteByte(']')
	return b.String()
}

// skips builds a Skips from reason, count pairs.
func skips(pairs ...any) Skips {
	var s Skips
	for i := 0; i < len(pairs); i += 2 {
		s[pairs[i].(Reason)] = pairs[i+1].(int)
	}
	return s
}

// errorStrings returns the messages of errs.
func errorStrings(errs []error) []string {
	var out []string
	for _, err := range errs {
		out = append(out, err.Error())
	}
	return out
}
