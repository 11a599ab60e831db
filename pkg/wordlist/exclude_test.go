package wordlist

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/bitset"
)

// TestExclude drops random words from random lists, frequency lists and
// lists with words longer than a length byte holds, against a filter of
// the words by a map, and checks the accounting of entries.
func TestExclude(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 200 {
		var words []string
		for range 1 + rng.IntN(60) {
			n := 1 + rng.IntN(8)
			if rng.IntN(20) == 0 {
				n = 250 + rng.IntN(20) // long words, of more than 255 letters
			}
			b := make([]byte, n)
			for j := range b {
				b[j] = "abcdef"[rng.IntN(6)]
			}
			words = append(words, string(b))
		}
		freq := i%2 == 1
		var text strings.Builder
		for j, w := range words {
			text.WriteString(w)
			if freq {
				text.WriteString(" " + strings.Repeat("7", 1+j%3))
			}
			text.WriteString("\n")
		}
		l, err := Read(strings.NewReader(text.String()), "l", "l.txt", DefaultOptions)
		if err != nil {
			t.Fatal(err)
		}
		var drop []string
		for _, w := range words {
			if rng.IntN(3) == 0 {
				drop = append(drop, w)
			}
		}
		set, err := Read(strings.NewReader(strings.Join(drop, "\n")), "x", "x.txt", DefaultOptions)
		if err != nil {
			t.Fatal(err)
		}
		dropSet := NewWordSet(set)
		var want []string
		var wantCounts []int64
		for j := range l.Words.Len() {
			if !slices.Contains(drop, l.Words.Word(j)) {
				want = append(want, l.Words.Word(j))
				if freq {
					wantCounts = append(wantCounts, l.Words.Counts[j])
				}
			}
		}
		before := l.Words.Len()
		n := l.Exclude(dropSet)
		var got []string
		for j := range l.Words.Len() {
			got = append(got, l.Words.Word(j))
			if m := maskOf(l.Words.Word(j)); l.Words.Masks[j] != m {
				t.Fatalf("list %d: word %q has mask %v; want %v", i, l.Words.Word(j), l.Words.Masks[j], m)
			}
		}
		if !slices.Equal(got, want) || n != before-len(want) || l.Skipped[Excluded] != n {
			t.Fatalf("list %d: kept %q (%d dropped, %d counted); want %q", i, got, n, l.Skipped[Excluded], want)
		}
		if freq && !slices.Equal(l.Words.Counts, wantCounts) {
			t.Fatalf("list %d: counts %v; want %v", i, l.Words.Counts, wantCounts)
		}
		if l.Entries != l.Words.Len()+l.Skipped.Total() {
			t.Fatalf("list %d: %d entries; %d words and %d skipped", i, l.Entries, l.Words.Len(), l.Skipped.Total())
		}
	}
	var none WordSet
	if len(none) != 0 || none.Has([]byte("a")) {
		t.Error("a nil WordSet is not empty")
	}
}

// maskOf returns the letter set of a lower-case word.
func maskOf(word string) (m bitset.Set) {
	for _, c := range word {
		m |= bitset.Letter(byte(c))
	}
	return m
}
