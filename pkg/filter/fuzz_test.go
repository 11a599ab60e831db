package filter

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/lang"
)

// FuzzParse checks that Parse never panics, that every error is a
// *SyntaxError pointing inside the text with its two extra lines, and
// that every filter survives the round trip through String.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"",
		"words 25..50, pangrams >= 1, vowels 1..3, not-together E R, center not Q",
		"words 20..80, pangrams >= 1, vowels 1..3, no S, not-together E R",
		"score > 9, score < 100, perfect = 1, letters 7",
		"has Q Z, no s, center in aeiou",
		"not-together ER QU, center not in, words ..30",
		"words >= many, vowels 1..3",
		"has S, no S",
		"vowels ..2 of AEIOUY, vowels 1..3, vowels 1.. OF y",
		"likeness >= 0.5, likeness < 0.75, words 2.5",
		"likeness 0.0001..1, score 1.",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		flt, err := Parse(src)
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("Parse(%q): %v is not a *SyntaxError", src, err)
			}
			// In valid UTF-8 the token starts at a character.
			if se.Src != src || se.Offset < 0 || se.Len < 0 || se.Offset+se.Len > len(src) ||
				utf8.ValidString(src) && !utf8.ValidString(src[:se.Offset]) {
				t.Fatalf("Parse(%q): bad position %d+%d", src, se.Offset, se.Len)
			}
			msg := err.Error()
			if lines := strings.Split(msg, "\n"); len(lines) != 3 || !strings.Contains(lines[2], "^") || se.Msg == "" {
				t.Fatalf("Parse(%q): message is not three lines with a caret:\n%s", src, msg)
			}
			return
		}
		canonical := flt.String()
		g, err := Parse(canonical)
		if err != nil {
			t.Fatalf("Parse(%q) = %q, which does not parse: %v", src, canonical, err)
		}
		if !reflect.DeepEqual(flt, g) || g.String() != canonical {
			t.Fatalf("Parse(%q) = %q; read back, %q", src, canonical, g)
		}
	})
}

// fuzzAlphabets are the alphabets FuzzParseIn reads in: a-z and those of
// the profiles with letters of their own.
var fuzzAlphabets = func() []bitset.Alphabet {
	as := []bitset.Alphabet{bitset.Latin}
	for _, p := range lang.Profiles() {
		if a := p.Alphabet(); !slices.Contains(as, a) {
			as = append(as, a)
		}
	}
	return as
}()

// FuzzParseIn checks ParseIn as FuzzParse checks Parse, in each alphabet
// of fuzzAlphabets (alphabet picks one): errors are *SyntaxErrors within
// the text in composed form, and every filter survives the round trip
// through String in its alphabet.
func FuzzParseIn(f *testing.F) {
	for i, s := range []string{
		"has Ç, center not ç, vowels 1..3",
		"has C\u0327, no K",
		"not-together ÄÖ ß S, no ẞ, center in AEIOUÜ",
		"vowels 1..3 of AEIOUYÅÄÖ, has Å, letters 7",
		"center ñ, no Ñ",
		"words 20..80, pangrams >= 1, vowels 1..3, no S, not-together E R, not-together H J, not-together R X, center not X",
		"has ŁŻ, center not Ź",
	} {
		f.Add(s, uint8(i))
	}
	f.Fuzz(func(t *testing.T, src string, alphabet uint8) {
		a := fuzzAlphabets[int(alphabet)%len(fuzzAlphabets)]
		text := src
		if !a.IsLatin() {
			text = norm.NFC.String(src)
		}
		flt, err := ParseIn(src, a)
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("ParseIn(%q, %q): %v is not a *SyntaxError", src, a, err)
			}
			if se.Src != text || se.Offset < 0 || se.Len < 0 || se.Offset+se.Len > len(text) ||
				utf8.ValidString(text) && !utf8.ValidString(text[:se.Offset]) {
				t.Fatalf("ParseIn(%q, %q): bad position %d+%d", src, a, se.Offset, se.Len)
			}
			if lines := strings.Split(err.Error(), "\n"); len(lines) != 3 || !strings.Contains(lines[2], "^") || se.Msg == "" {
				t.Fatalf("ParseIn(%q, %q): message is not three lines with a caret:\n%s", src, a, err)
			}
			if se.NotLetter != 0 && a.Index(lower(se.NotLetter)) >= 0 && se.NotLetter == bitset.Upper(lower(se.NotLetter)) {
				t.Fatalf("ParseIn(%q, %q): %q is a letter of the alphabet", src, a, se.NotLetter)
			}
			return
		}
		if !a.IsLatin() && flt.Alphabet() != a || a.IsLatin() && !flt.Alphabet().IsLatin() {
			t.Fatalf("ParseIn(%q, %q) has the alphabet %q", src, a, flt.Alphabet())
		}
		canonical := flt.String()
		g, err := ParseIn(canonical, a)
		if err != nil {
			t.Fatalf("ParseIn(%q, %q) = %q, which does not parse: %v", src, a, canonical, err)
		}
		if !reflect.DeepEqual(flt, g) || g.String() != canonical {
			t.Fatalf("ParseIn(%q, %q) = %q; read back, %q", src, a, canonical, g)
		}
	})
}
