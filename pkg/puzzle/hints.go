package puzzle

import (
	"cmp"
	"slices"
	"unicode/utf8"

	"github.com/beebatch/beebatch/pkg/bitset"
)

// Grid counts words by first letter and length, as the New York Times
// hint page shows them, both ascending: the letters in the order of
// their alphabet.
type Grid struct {
	Letters []rune  // the first letters, lower case
	Lengths []int   // the word lengths, in letters
	Counts  [][]int // Counts[i][j]: words beginning with Letters[i] of Lengths[j] letters
	Rows    []int   // Rows[i]: words beginning with Letters[i]
	Columns []int   // Columns[j]: words of Lengths[j] letters
	Total   int     // all the words
}

// order returns a function that orders letters as alphabet a does.
func order(a bitset.Alphabet) func(x, y rune) int {
	return func(x, y rune) int { return cmp.Compare(a.Rank(x), a.Rank(y)) }
}

// NewGrid returns the grid of words, keys of alphabet a (the zero
// Alphabet for a-z); empty words are not counted.
func NewGrid(words []string, a bitset.Alphabet) Grid {
	var g Grid
	for _, w := range words {
		if w != "" {
			r, _ := utf8.DecodeRuneInString(w)
			g.Letters = append(g.Letters, r)
			g.Lengths = append(g.Lengths, utf8.RuneCountInString(w))
		}
	}
	by := order(a)
	slices.SortFunc(g.Letters, by)
	slices.Sort(g.Lengths)
	g.Letters, g.Lengths = slices.Compact(g.Letters), slices.Compact(g.Lengths)
	g.Counts = make([][]int, len(g.Letters))
	for i := range g.Counts {
		g.Counts[i] = make([]int, len(g.Lengths))
	}
	g.Rows = make([]int, len(g.Letters))
	g.Columns = make([]int, len(g.Lengths))
	for _, w := range words {
		if w == "" {
			continue
		}
		r, _ := utf8.DecodeRuneInString(w)
		i, _ := slices.BinarySearchFunc(g.Letters, r, by)
		j, _ := slices.BinarySearch(g.Lengths, utf8.RuneCountInString(w))
		g.Counts[i][j]++
		g.Rows[i]++
		g.Columns[j]++
		g.Total++
	}
	return g
}

// Start is a two-letter start and the number of words that begin with it.
type Start struct {
	Prefix string // two letters, lower case
	Count  int
}

// TwoLetter returns the two-letter starts of words, keys of alphabet a,
// in the alphabet's order, each with the number of words that begin
// with it.
func TwoLetter(words []string, a bitset.Alphabet) []Start {
	counts := map[string]int{}
	for _, w := range words {
		_, n1 := utf8.DecodeRuneInString(w)
		if _, n2 := utf8.DecodeRuneInString(w[n1:]); n2 > 0 {
			counts[w[:n1+n2]]++
		}
	}
	out := make([]Start, 0, len(counts))
	for p, n := range counts {
		out = append(out, Start{Prefix: p, Count: n})
	}
	by := order(a)
	slices.SortFunc(out, func(x, y Start) int {
		rx, ry := []rune(x.Prefix), []rune(y.Prefix)
		return cmp.Or(by(rx[0], ry[0]), by(rx[1], ry[1]))
	})
	return out
}
