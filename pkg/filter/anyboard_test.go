package filter

import (
	"testing"

	"github.com/beebatch/beebatch/pkg/bitset"
)

// TestAnyBoard checks LetterRule.AnyBoard against trying every set of
// size letters of allowed.
func TestAnyBoard(t *testing.T) {
	allowed, err := bitset.Parse("aeinorstxz")
	if err != nil {
		t.Fatal(err)
	}
	filters := []string{"score >= 0", "no S", "has X, has Z", "vowels 0", "vowels 4..5", "letters 8",
		"not-together E R, center not X", "has A, has E, has I, has O, has S, has T, has Z", "vowels 1..2, no A, no E"}
	for _, text := range filters {
		f, err := Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		rule := f.Letters()
		for size := 5; size <= 8; size++ {
			brute := false
			for set := allowed; set != 0 && !brute; set = (set - 1) & allowed {
				brute = set.Len() == size && rule.AllowsLetters(set)
			}
			if got := rule.AnyBoard(size, allowed); got != brute {
				t.Errorf("%q, size %d: AnyBoard %v; every set says %v", text, size, got, brute)
			}
		}
	}
}
