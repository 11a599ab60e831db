package bitset

import (
	"cmp"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// MaxLetters is the most letters an Alphabet may have: the bits of a Set.
const MaxLetters = 32

// Alphabet is the letters of a game in the order of their bits, lower
// case, such as "abcçdefghijlmnopqrstuvxz": bit i of a Set is the i-th
// letter. The zero Alphabet is a-z, the 26 letters that Set's own
// methods (String, Parse, Of) use, and its methods answer exactly as
// they do.
type Alphabet string

// Latin is the alphabet a-z, which the zero Alphabet stands for.
const Latin Alphabet = "abcdefghijklmnopqrstuvwxyz"

// IsLatin reports whether a is a-z in order, which Set's own methods use.
func (a Alphabet) IsLatin() bool { return a == "" || a == Latin }

// Len returns the number of letters.
func (a Alphabet) Len() int {
	if a.IsLatin() {
		return Letters
	}
	return utf8.RuneCountInString(string(a))
}

// All returns the set of all the letters of a.
func (a Alphabet) All() Set {
	if n := a.Len(); n < MaxLetters {
		return 1<<n - 1
	}
	return ^Set(0)
}

// Letter returns the letter at bit position i, lower case, or
// utf8.RuneError when i is not from 0 to Len()-1.
func (a Alphabet) Letter(i int) rune {
	if a.IsLatin() {
		if i < 0 || i >= Letters {
			return utf8.RuneError
		}
		return rune('a' + i)
	}
	for _, r := range string(a) {
		if i == 0 {
			return r
		}
		i--
	}
	return utf8.RuneError
}

// Index returns the bit position of the lower-case letter r, or -1 when
// r is not one of the letters.
func (a Alphabet) Index(r rune) int {
	if a.IsLatin() {
		if 'a' <= r && r <= 'z' {
			return int(r - 'a')
		}
		return -1
	}
	i := 0
	for _, l := range string(a) {
		if l == r {
			return i
		}
		i++
	}
	return -1
}

// Upper returns the capital of letter r: ẞ for ß, which unicode.ToUpper
// leaves as it is.
func Upper(r rune) rune {
	if r == 'ß' {
		return 'ẞ'
	}
	return unicode.ToUpper(r)
}

// Format returns the letters of s in the alphabet's order, upper case,
// such as "AEGINRT" or "AÄNRST"; bits beyond the alphabet are left out.
// For a-z it is s.String().
func (a Alphabet) Format(s Set) string {
	if a.IsLatin() {
		return s.String()
	}
	var b strings.Builder
	i := 0
	for _, r := range string(a) {
		if s&(1<<i) != 0 {
			b.WriteRune(Upper(r))
		}
		i++
	}
	return b.String()
}

// Word returns the lower-case letters of s in the alphabet's order.
func (a Alphabet) Word(s Set) string {
	if a.IsLatin() {
		return string(s.Bytes())
	}
	return strings.ToLower(a.Format(s))
}

// Parse returns the set of the letters in text, in any case, such as
// "aänrst" or "AÄNRST"; the error names a character that is not one of
// the letters, or a repeated letter. For a-z it is the package's Parse.
func (a Alphabet) Parse(text string) (Set, error) {
	if a.IsLatin() {
		return Parse(text)
	}
	var s Set
	for _, r := range norm.NFC.String(text) {
		lower := unicode.ToLower(r)
		if r == 'ẞ' {
			lower = 'ß'
		}
		i := a.Index(lower)
		if i < 0 {
			return 0, fmt.Errorf("%q is not a letter of %s", r, a.Format(a.All()))
		}
		if s&(1<<i) != 0 {
			return 0, fmt.Errorf("letter %c is repeated", Upper(lower))
		}
		s |= 1 << i
	}
	return s, nil
}

// Of returns the letters of key, a word of the alphabet's letters in
// lower case, and true; or 0 and false if key holds anything else. For
// a-z it is the package's Of.
func (a Alphabet) Of(key string) (Set, bool) {
	if a.IsLatin() {
		return Of(key)
	}
	var s Set
	for _, r := range key {
		i := a.Index(r)
		if i < 0 {
			return 0, false
		}
		s |= 1 << i
	}
	return s, true
}

// Check returns an error unless a has at most MaxLetters letters, each
// once and in lower case.
func (a Alphabet) Check() error {
	if a.IsLatin() {
		return nil
	}
	if n := a.Len(); n > MaxLetters {
		return fmt.Errorf("alphabet %q has %d letters: at most %d", string(a), n, MaxLetters)
	}
	seen := map[rune]bool{}
	for _, r := range string(a) {
		if seen[r] || unicode.ToLower(r) != r || !unicode.IsLetter(r) {
			return fmt.Errorf("alphabet %q: letter %q is repeated, upper case or not a letter", string(a), r)
		}
		seen[r] = true
	}
	return nil
}

// FromLatin returns the letters of s, a set of a-z, as bits of a: the
// letters a lacks are left out.
func (a Alphabet) FromLatin(s Set) Set {
	if a.IsLatin() {
		return s
	}
	var out Set
	for x := s; x != 0; x &= x - 1 {
		if i := a.Index(rune('a' + x.Index())); i >= 0 {
			out |= 1 << i
		}
	}
	return out
}

// Compare orders two words of the alphabet's letters, lower case, as it
// orders its letters: ç after c in Portuguese, å after z in Swedish; a
// letter outside it after every letter, by code point. For a-z it is
// strings.Compare.
func (a Alphabet) Compare(x, y string) int {
	if a.IsLatin() {
		return strings.Compare(x, y)
	}
	for x != "" && y != "" {
		rx, nx := utf8.DecodeRuneInString(x)
		ry, ny := utf8.DecodeRuneInString(y)
		if rx != ry {
			return cmp.Compare(a.Rank(rx), a.Rank(ry))
		}
		x, y = x[nx:], y[ny:]
	}
	return cmp.Compare(len(x), len(y))
}

// Rank is the place of r in the order of Compare: its index, or after
// every letter by code point.
func (a Alphabet) Rank(r rune) int {
	if i := a.Index(r); i >= 0 {
		return i
	}
	return MaxLetters + int(r)
}
