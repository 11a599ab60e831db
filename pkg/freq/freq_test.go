package freq

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/wordlist"
)

// count1w is the shared frequency list, relative to this package.
const count1w = "../../../shared/wordlists/count_1w_100k.txt"

func read(t *testing.T, name, text string) *wordlist.List {
	t.Helper()
	l, err := wordlist.Read(strings.NewReader(text), name, name+".txt", wordlist.DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

const counts = "the 23135851162\ngame 5200000\nglam 61000\namalgam 900\nzero 0\nthe 5\nmegaplex 12\n"

func TestNew(t *testing.T) {
	f, err := New(read(t, "counts", counts))
	if err != nil {
		t.Fatal(err)
	}
	if f.Name != "counts" || len(f.counts) != 6 {
		t.Errorf("name %q, %d words; want counts, 6", f.Name, len(f.counts))
	}
	for _, tt := range []struct {
		word string
		n    int64
		ok   bool
	}{
		{"the", 23135851162, true}, // the first count of a word given twice
		{"game", 5200000, true},
		{"amalgam", 900, true},
		{"zero", 0, true},
		{"gem", 0, false},
		{"Game", 0, false}, // words are looked up as they are
		{"", 0, false},
	} {
		if n, ok := f.Count(tt.word); n != tt.n || ok != tt.ok {
			t.Errorf("Count(%q) = %d, %v; want %d, %v", tt.word, n, ok, tt.n, tt.ok)
		}
	}
	if _, err := New(read(t, "plain", "game\nglam\n")); err == nil || !strings.Contains(err.Error(), "plain.txt: not a frequency list") {
		t.Errorf("New of a plain list: %v", err)
	}
	var none *List
	if n, ok := none.Count("the"); n != 0 || ok {
		t.Errorf("nil List: Count %d, %v", n, ok)
	}
}

func TestRule(t *testing.T) {
	f, err := New(read(t, "counts", counts))
	if err != nil {
		t.Fatal(err)
	}
	words := read(t, "words", "the game glam amalgam zero gem megaplex")
	for _, tt := range []struct {
		below int64
		rare  []string
	}{
		// Missing words are always rare; zero counts from 0 up.
		{-1, []string{"gem"}},
		{0, []string{"zero", "gem"}},
		{12, []string{"zero", "gem", "megaplex"}},
		{61000, []string{"glam", "amalgam", "zero", "gem", "megaplex"}},
		{1 << 40, []string{"the", "game", "glam", "amalgam", "zero", "gem", "megaplex"}},
	} {
		r := &Rule{List: f, Below: tt.below}
		marks := r.RareWords(&words.Words)
		var got []string
		for i := range words.Words.Len() {
			w := words.Words.Word(i)
			// By word and by index, the same answer.
			if r.Rare(w) != marks[i] {
				t.Errorf("below %d: Rare(%q) = %v, RareWords says %v", tt.below, w, r.Rare(w), marks[i])
			}
			if marks[i] {
				got = append(got, w)
			}
		}
		if !slices.Equal(got, tt.rare) {
			t.Errorf("below %d: rare %q; want %q", tt.below, got, tt.rare)
		}
	}
	var none *Rule
	if none.Rare("gem") || none.RareWords(&words.Words) != nil || none.String() != "no frequency list" {
		t.Errorf("nil Rule finds rare words")
	}
	if got := (&Rule{List: f, Below: 1000}).String(); got != "count <= 1000 in counts, or missing" {
		t.Errorf("String() = %q", got)
	}
}

// TestCount1w checks the lookups on the shared count_1w_100k list, whose
// README gives its size and cut-off, against a plain scan of the file.
func TestCount1w(t *testing.T) {
	b, err := os.ReadFile(count1w)
	if err != nil {
		t.Skipf("the shared list is not here: %v", err)
	}
	data := string(b)
	l, err := wordlist.Read(strings.NewReader(data), "count_1w_100k", count1w, wordlist.DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	f, err := New(l)
	if err != nil {
		t.Fatal(err)
	}
	r := &Rule{List: f, Below: 1000000}
	rare, checked := 0, 0
	for line := range strings.Lines(data) {
		word, count, ok := strings.Cut(strings.TrimSpace(line), "\t")
		if !ok || strings.ToLower(word) != word || strings.Trim(word, "abcdefghijklmnopqrstuvwxyz") != "" {
			continue
		}
		n, found := f.Count(word)
		if !found || count != strconv.FormatInt(n, 10) {
			t.Fatalf("%q: Count = %d, %v; the file says %s", word, n, found, count)
		}
		if r.Rare(word) {
			rare++
		}
		checked++
	}
	if checked < 90000 || rare == 0 || rare == checked {
		t.Errorf("%d words checked, %d rare below 1,000,000", checked, rare)
	}
	if !r.Rare("xyzzyplugh") {
		t.Errorf("a word the list lacks is not rare")
	}
}
