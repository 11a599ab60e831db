package bitset

import (
	"fmt"
	"math/bits"
	"slices"
	"sort"
	"strings"
	"testing"
)

func TestOf(t *testing.T) {
	tests := []struct {
		word string
		want string
		ok   bool
	}{
		{"", "", true},
		{"a", "A", true},
		{"z", "Z", true},
		{"megaplex", "AEGLMPX", true},
		{"amalgamation", "AGILMNOT", true},
		{"abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", true},
		{"Abc", "", false},
		{"it's", "", false},
		{"café", "", false},
		{"a-b", "", false},
		{"a1", "", false},
		{"{", "", false},
		{"`", "", false},
	}
	for _, tt := range tests {
		s, ok := Of(tt.word)
		if ok != tt.ok || s.String() != tt.want {
			t.Errorf("Of(%q) = %q, %v; want %q, %v", tt.word, s, ok, tt.want, tt.ok)
		}
	}
}

func TestLetterAndHas(t *testing.T) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		isLetter := ('a' <= b && b <= 'z') || ('A' <= b && b <= 'Z')
		l := Letter(b)
		if (l != 0) != isLetter {
			t.Fatalf("Letter(%q) = %v; want a letter: %v", b, l, isLetter)
		}
		if isLetter && (l.Len() != 1 || l.Index() != int(b|0x20-'a')) {
			t.Fatalf("Letter(%q) = %v", b, l)
		}
		if (All&l != 0) != isLetter {
			t.Fatalf("All&Letter(%q) = %v", b, All&l)
		}
	}
}

func TestStringParseRoundTrip(t *testing.T) {
	// Exhaustive over a sample of every 4099th mask, plus the edges.
	for m := uint32(0); m <= uint32(All); m += 4099 {
		s := Set(m)
		str := s.String()
		if len(str) != s.Len() {
			t.Fatalf("len(%q) != %d", str, s.Len())
		}
		if !sort.StringsAreSorted(strings.Split(str, "")) {
			t.Fatalf("%q is not sorted", str)
		}
		p, err := Parse(str)
		if err != nil || p != s {
			t.Fatalf("Parse(%q) = %v, %v; want %v", str, p, err, s)
		}
		lower, _ := Parse(strings.ToLower(str))
		if lower != s {
			t.Fatalf("Parse lower case of %q = %v", str, lower)
		}
		if string(s.Bytes()) != strings.ToLower(str) {
			t.Fatalf("Bytes = %q; want %q", s.Bytes(), strings.ToLower(str))
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"aba", "letter A is repeated"},
		{"ab1", `'1' is not a letter a-z`},
		{"abé", `'é' is not a letter a-z`},
		{"a b", `' ' is not a letter a-z`},
	}
	for _, tt := range tests {
		_, err := Parse(tt.in)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Parse(%q) error = %v; want %q", tt.in, err, tt.want)
		}
	}
}

func TestContainsLowestFirstIndex(t *testing.T) {
	s := Set(0b1011000)
	if !s.Contains(0b1000000) || !s.Contains(0) || s.Contains(0b100) || !s.Contains(s) {
		t.Error("Contains is wrong")
	}
	if s.Lowest() != 0b1000 || s.Lowest().Index() != 3 {
		t.Errorf("Lowest %v", s.Lowest())
	}
	if Set(0).Lowest() != 0 {
		t.Error("empty set edges are wrong")
	}
}

// TestReverseMatchesStrings checks Reverse against string comparison on
// every pair of a sample of 7-letter sets.
func TestReverseMatchesStrings(t *testing.T) {
	var sets []Set
	for s, i := Set(1<<7-1), 0; s <= All; s, i = NextCombination(s), i+1 {
		if i%997 == 0 {
			sets = append(sets, s)
		}
	}
	for _, a := range sets {
		for _, b := range sets {
			want := a.String() < b.String()
			if (a.Reverse() > b.Reverse()) != want {
				t.Fatalf("Reverse order of %v, %v is wrong", a, b)
			}
		}
	}
}

// TestSubsets checks Subsets against every Set below 1<<n that s holds,
// and that it stops when the loop does.
func TestSubsets(t *testing.T) {
	for _, s := range []Set{0, 0b1, 0b1010101, 0b1111111, 0b110000011} {
		var want []Set
		for x := Set(1<<9 - 1); ; x-- {
			if s.Contains(x) {
				want = append(want, x)
			}
			if x == 0 {
				break
			}
		}
		if got := slices.Collect(s.Subsets()); !slices.Equal(got, want) {
			t.Errorf("%v: Subsets %v; want %v", s, got, want)
		}
		n := 0
		for range s.Subsets() {
			if n++; n == 2 {
				break
			}
		}
		if n != min(2, len(want)) {
			t.Errorf("%v: the loop ran %d times after a break at 2", s, n)
		}
	}
}

func TestNextSubsetVisitsAll(t *testing.T) {
	for _, s := range []Set{0b1, 0b1010101, All &^ (1<<20 - 1), 0b1111111} {
		var got []Set
		for sub := s; sub != 0; sub = s.NextSubset(sub) {
			if !s.Contains(sub) {
				t.Fatalf("%v is not a subset of %v", sub, s)
			}
			got = append(got, sub)
		}
		if len(got) != 1<<s.Len()-1 {
			t.Fatalf("%v: %d subsets; want %d", s, len(got), 1<<s.Len()-1)
		}
		if !slices.IsSortedFunc(got, func(a, b Set) int { return int(b) - int(a) }) {
			t.Fatalf("%v: subsets not in decreasing order", s)
		}
	}
}

func TestNextCombinationCounts(t *testing.T) {
	for k := 1; k <= 7; k++ {
		n := 0
		prev := Set(0)
		for s := Set(1<<k - 1); s <= All; s = NextCombination(s) {
			if s.Len() != k || s <= prev {
				t.Fatalf("k=%d: bad successor %b after %b", k, s, prev)
			}
			prev = s
			n++
		}
		want := 1
		for i := 1; i <= k; i++ {
			want = want * (26 - k + i) / i
		}
		if n != want {
			t.Errorf("k=%d: %d combinations; want %d", k, n, want)
		}
	}
	if NextCombination(0) != 0 {
		t.Error("NextCombination(0) != 0")
	}
}

func TestReverseIsInvolution(t *testing.T) {
	for m := uint32(0); m <= uint32(All); m += 7919 {
		r := Set(m).Reverse()
		if Set(r).Reverse() != m || bits.OnesCount32(r) != Set(m).Len() {
			t.Fatalf("Reverse(%b) = %b", m, r)
		}
	}
}

func ExampleSet_String() {
	s, _ := Of("megaplex")
	fmt.Println(s, s.Len(), s&Letter('x') != 0, s&Letter('s') != 0)
	// Output: AEGLMPX 7 true false
}

func ExampleSet_NextSubset() {
	s, _ := Parse("abc")
	for sub := s; sub != 0; sub = s.NextSubset(sub) {
		fmt.Println(sub)
	}
	// Output:
	// ABC
	// BC
	// AC
	// C
	// AB
	// B
	// A
}

var sink Set

func BenchmarkOf(b *testing.B) {
	for b.Loop() {
		sink, _ = Of("amalgamation")
	}
}

func BenchmarkSubsets7(b *testing.B) {
	s, _ := Parse("aeginrt")
	for b.Loop() {
		var acc Set
		for sub := s; sub != 0; sub = s.NextSubset(sub) {
			acc ^= sub
		}
		sink = acc
	}
}
