package puzzle

import (
	"slices"
	"strings"
)

// Grid counts words by first letter and length, as the New York Times
// hint page shows them, both ascending.
type Grid struct {
	Letters []byte  // the first letters, lower case
	Lengths []int   // the word lengths
	Counts  [][]int // Counts[i][j]: words beginning with Letters[i] of Lengths[j] letters
	Rows    []int   // Rows[i]: words beginning with Letters[i]
	Columns []int   // Columns[j]: words of Lengths[j] letters
	Total   int     // all the words
}

// NewGrid returns the grid of words; empty words are not counted.
func NewGrid(words []string) Grid {
	var g Grid
	for _, w := range words {
		if w != "" {
			g.Letters = append(g.Letters, w[0])
			g.Lengths = append(g.Lengths, len(w))
		}
	}
	slices.Sort(g.Letters)
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
		i, _ := slices.BinarySearch(g.Letters, w[0])
		j, _ := slices.BinarySearch(g.Lengths, len(w))
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

// TwoLetter returns the two-letter starts of words, in alphabetical order,
// each with the number of words that begin with it.
func TwoLetter(words []string) []Start {
	counts := map[string]int{}
	for _, w := range words {
		if len(w) >= 2 {
			counts[w[:2]]++
		}
	}
	out := make([]Start, 0, len(counts))
	for p, n := range counts {
		out = append(out, Start{Prefix: p, Count: n})
	}
	slices.SortFunc(out, func(a, b Start) int { return strings.Compare(a.Prefix, b.Prefix) })
	return out
}
