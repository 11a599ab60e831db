package schedule

import (
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/lang"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// TestBlocked checks the words and letter sets that English blocklists
// block against the words, their inflections and a filter of their
// letter sets by hand.
func TestBlocked(t *testing.T) {
	lists := []*wordlist.List{testWords(t, "granite", "grain", "treating", "abcdefgh"), testWords(t, "ingrate", "bitch")}
	var words []string
	for _, l := range lists {
		for i := range l.Words.Len() {
			words = append(words, l.Words.Word(i))
		}
	}
	for size := 5; size <= 8; size++ {
		blocked, sets := Blocked(lists, size, true)
		inflected := Inflections(words)
		all := append(slices.Clone(words), inflected...)
		if len(blocked) != len(all) {
			t.Errorf("Blocked(%d) blocks %d words; want %d: %q", size, len(blocked), len(all), all)
		}
		for _, w := range all {
			if _, ok := blocked[w]; !ok {
				t.Errorf("Blocked(%d) does not block %s", size, w)
			}
		}
		var want []bitset.Set
		for _, w := range all {
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
		if _, sets := Blocked(lists, m.Len(), true); !slices.Contains(sets, m) {
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

// TestBlockedNoInflection checks what a blocklist read in Swedish blocks
// against its words and the profile's sets of them: no inflection is
// added, and å, ä and ö are letters of their own.
func TestBlockedNoInflection(t *testing.T) {
	p, ok := lang.Lookup("sv")
	if !ok {
		t.Fatal("no sv profile")
	}
	words := []string{"jävlar", "fittor", "skitstövel", "hora", "kåtaste"}
	l, err := wordlist.Read(strings.NewReader(strings.Join(words, "\n")), "block", "block.txt", wordlist.Options{MinCount: -1, Lang: &p})
	if err != nil {
		t.Fatal(err)
	}
	for size := 4; size <= 7; size++ {
		var want []bitset.Set
		for _, w := range words {
			if m := p.Set(w); m.Len() == size {
				want = append(want, m)
			}
		}
		blocked, got := Blocked([]*wordlist.List{l}, size, false)
		if !slices.Equal(got, want) {
			t.Errorf("Blocked(%d) = %v, want %v", size, got, want)
		}
		if len(blocked) != len(words) {
			t.Errorf("Blocked(%d) blocks %d words; want the %d of the list", size, len(blocked), len(words))
		}
	}
	if _, got := Blocked([]*wordlist.List{l}, 6, false); len(got) != 2 { // jävlar, kåtaste
		t.Errorf("Blocked(6) = %v, want the sets of jävlar and kåtaste", got)
	}
	if words, sets := Blocked(nil, 7, true); words != nil || sets != nil {
		t.Errorf("Blocked of no list = %v, %v; want nil", words, sets)
	}
}
