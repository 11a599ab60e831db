package schedule

import (
	"slices"
	"testing"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// TestBlocked checks the inflections and letter sets that blocklists
// block against a filter of the words and their inflections by hand.
func TestBlocked(t *testing.T) {
	lists := []*wordlist.List{testWords(t, "granite", "grain", "treating", "abcdefgh"), testWords(t, "ingrate", "bitch")}
	var words []string
	for _, l := range lists {
		for i := range l.Words.Len() {
			words = append(words, l.Words.Word(i))
		}
	}
	for size := 5; size <= 8; size++ {
		inflected, sets := Blocked(lists, size)
		if want := Inflections(words); !slices.Equal(inflected, want) {
			t.Errorf("Blocked(%d) inflects %q; want %q", size, inflected, want)
		}
		var want []bitset.Set
		for _, w := range append(slices.Clone(words), inflected...) {
			if m, _ := bitset.Of(w); m.Len() == size {
				want = append(want, m)
			}
		}
		if !slices.Equal(sets, want) {
			t.Errorf("Blocked(%d) = %v; want %v", size, sets, want)
		}
	}
	// Not vacuous: bitch itself, and bitched, an inflection alone.
	for _, w := range []string{"bitch", "bitched"} {
		m, _ := bitset.Of(w)
		if _, sets := Blocked(lists, m.Len()); !slices.Contains(sets, m) {
			t.Errorf("Blocked(%d) = %v; want the letters of %s", m.Len(), sets, w)
		}
	}
}

func TestInflections(t *testing.T) {
	got := Inflections([]string{"bitch", "dick", "boob", "grope", "cum", "pussy", "tit", "tits", "xx", "s&m", "2g1c"})
	for _, w := range []string{"bitched", "bitching", "bitches", "dicked", "dicking", "dicks", "boobie", "boobies", "boobs",
		"groped", "groping", "cummed", "cumming", "pussies", "titted", "titties"} {
		if _, ok := slices.BinarySearch(got, w); !ok {
			t.Errorf("%s is not blocked", w)
		}
	}
	for _, w := range []string{"tits", "bitch", "cocky", "dicker", "grope", "xxs", "s&ms"} {
		if _, ok := slices.BinarySearch(got, w); ok {
			t.Errorf("%s is among the inflections", w)
		}
	}
	if !slices.IsSorted(got) || len(slices.Compact(slices.Clone(got))) != len(got) {
		t.Error("not sorted without repeats")
	}
}
