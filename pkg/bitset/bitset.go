// Package bitset implements Set, a set of the 26 letters a-z packed into
// the low 26 bits of a uint32: bit 0 is 'a' and bit 25 is 'z'.
package bitset

import (
	"fmt"
	"iter"
	"math/bits"
	"strings"
)

// Set is a set of lowercase letters a-z. The zero value is the empty set.
type Set uint32

// All is the set of all 26 letters.
const All Set = 1<<26 - 1

// Letters is the number of letters in the alphabet, and so the number of
// bits a Set uses.
const Letters = 26

// Letter returns the set holding the single letter c, which may be upper or
// lower case; the result is the empty set if c is not an ASCII letter.
func Letter(c byte) Set {
	c |= 0x20 // fold ASCII upper case to lower case
	if c < 'a' || c > 'z' {
		return 0
	}
	return 1 << (c - 'a')
}

// Of returns the set of letters in word and true, or 0 and false if word
// holds anything other than the lowercase letters a-z.
func Of(word string) (Set, bool) {
	var s Set
	for i := 0; i < len(word); i++ {
		c := word[i] - 'a'
		if c >= Letters {
			return 0, false
		}
		s |= 1 << c
	}
	return s, true
}

// Len returns the number of letters in s; the result is 0 for the empty set.
func (s Set) Len() int { return bits.OnesCount32(uint32(s)) }

// Contains reports whether every letter of t is in s; it is true when t is
// empty.
func (s Set) Contains(t Set) bool { return t&^s == 0 }

// Lowest returns the set holding only the alphabetically first letter of s;
// the result is empty if s is empty.
func (s Set) Lowest() Set { return s & -s }

// Index returns the position in the alphabet (0 for 'a') of the single
// letter in s; the result is 32 for the empty set.
func (s Set) Index() int { return bits.TrailingZeros32(uint32(s)) }

// Bytes returns the letters of s in alphabetical order as lowercase bytes;
// the result is empty (not nil) for the empty set.
func (s Set) Bytes() []byte {
	out := make([]byte, 0, s.Len())
	for x := uint32(s); x != 0; x &= x - 1 {
		out = append(out, 'a'+byte(bits.TrailingZeros32(x)))
	}
	return out
}

// String returns the letters of s in alphabetical order in upper case, such
// as "AEGINRT"; the result is "" for the empty set.
func (s Set) String() string {
	var buf [Letters]byte
	n := 0
	for x := uint32(s); x != 0; x &= x - 1 {
		buf[n] = 'A' + byte(bits.TrailingZeros32(x))
		n++
	}
	return string(buf[:n])
}

// Parse returns the set of the letters in text, in any case; the error
// names a character that is not an ASCII letter, or a repeated letter.
func Parse(text string) (Set, error) {
	var s Set
	for i := 0; i < len(text); i++ {
		l := Letter(text[i])
		if l == 0 {
			r := []rune(text[i:])[0]
			return 0, fmt.Errorf("%q is not a letter a-z", r)
		}
		if s&l != 0 {
			return 0, fmt.Errorf("letter %s is repeated", strings.ToUpper(string(text[i])))
		}
		s |= l
	}
	return s, nil
}

// Reverse returns s with its 32 bits reversed, so that the alphabet's
// first letter becomes the highest bit: of two sets of equal size, s
// comes before t in the alphabet's order exactly when s.Reverse() >
// t.Reverse(), whatever the Alphabet.
func (s Set) Reverse() uint32 { return bits.Reverse32(uint32(s)) }

// NextSubset returns the subset of s that follows sub in decreasing numeric
// order, or 0 after the last non-empty subset, so that starting from sub =
// s and stopping at 0 visits every non-empty subset of s once (Knuth,
// TAOCP 7.1.3, equation (84)).
func (s Set) NextSubset(sub Set) Set { return (sub - 1) & s }

// Subsets yields every subset of s once, s first and the empty set last,
// in decreasing numeric order, as NextSubset walks them.
func (s Set) Subsets() iter.Seq[Set] {
	return func(yield func(Set) bool) {
		for sub := s; ; sub = s.NextSubset(sub) {
			if !yield(sub) || sub == 0 {
				return
			}
		}
	}
}

// NextCombination returns the smallest set larger than s, as a number, with
// the same number of letters (Gosper's hack, HAKMEM item 175); the result
// exceeds All after the last one. It returns 0 for the empty set.
func NextCombination(s Set) Set {
	if s == 0 {
		return 0
	}
	ripple := s + s&-s
	return (ripple^s)>>(2+bits.TrailingZeros32(uint32(s))) | ripple
}
