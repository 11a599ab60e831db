package filter

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
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
