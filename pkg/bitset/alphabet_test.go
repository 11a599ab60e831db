package bitset

import (
	"slices"
	"testing"
)

// TestAlphabet checks an alphabet beyond a-z against a-z: formatting and
// parsing in its order and case, ß as ẞ, the letters beyond bit 25, and
// the order of words.
func TestAlphabet(t *testing.T) {
	sv := Alphabet("abcdeéfghijklmnopqrstuvwxyzåäö")
	de := Alphabet("aäbcdefghijklmnoöpqrsßtuüvwxyz")
	if sv.Len() != 30 || sv.All() != 1<<30-1 || Alphabet("").All() != All || Latin.Len() != 26 {
		t.Fatalf("Len %d, All %b", sv.Len(), sv.All())
	}
	s, err := sv.Parse("öÅäkNRST")
	if err != nil || sv.Format(s) != "KNRSTÅÄÖ" || s&(1<<29) == 0 {
		t.Fatalf("Parse = %b, %v; Format %s", s, err, sv.Format(s))
	}
	if g, err := de.Parse("ẞtraE"); err != nil || de.Format(g) != "AERẞT" || de.Word(g) != "aerßt" {
		t.Errorf("de Parse ẞtraE = %s, %v", de.Format(g), err)
	}
	for _, bad := range []string{"aa", "q1", "ñ"} {
		if _, err := sv.Parse(bad); err == nil {
			t.Errorf("sv Parse %q: no error", bad)
		}
	}
	if m, ok := sv.Of("åter"); !ok || sv.Format(m) != "ERTÅ" {
		t.Errorf("Of(åter) = %s, %v", sv.Format(m), ok)
	}
	if _, ok := sv.Of("ñu"); ok {
		t.Error("Of(ñu) is a word of sv")
	}
	if got := sv.FromLatin(Letter('s') | Letter('z')); sv.Format(got) != "SZ" {
		t.Errorf("FromLatin(SZ) = %s", sv.Format(got))
	}
	for i := range 30 {
		if sv.Index(sv.Letter(i)) != i {
			t.Errorf("Index(Letter(%d)) = %d", i, sv.Index(sv.Letter(i)))
		}
	}
	words := []string{"ör", "zon", "åt", "ek", "ed", "é", "e", "ä"}
	slices.SortFunc(words, sv.Compare)
	if want := []string{"e", "ed", "ek", "é", "zon", "åt", "ä", "ör"}; !slices.Equal(words, want) {
		t.Errorf("sorted %q; want %q", words, want)
	}
	if Latin.Compare("ab", "b") >= 0 || Alphabet("").Compare("b", "ab") <= 0 {
		t.Error("a-z does not compare as strings.Compare")
	}
}
