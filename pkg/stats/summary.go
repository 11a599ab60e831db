package stats

import "github.com/beebatch/beebatch/pkg/search"

// TopLetters is the number of best honeycombs whose letters Summarize
// counts.
const TopLetters = 100

// Summary is the statistics of one ranking: the distribution and
// histogram of the scores of all its candidates, what each letter does as
// center, and the letters of its best honeycombs.
type Summary struct {
	Distribution Distribution
	Histogram    Histogram
	Centers      []Center
	// Top is the number of best honeycombs counted in Letters: top, or
	// every candidate if there are fewer.
	Top     int
	Letters []LetterCount
}

// Summarize returns the statistics of a ranking's candidates, all of them
// in ranking order, best first, as search.Ranking.All holds them; top is
// the number of best honeycombs whose letters it counts, such as
// TopLetters.
func Summarize(all []search.Scored, top int) Summary {
	x := sortedFloats(Scores(all))
	top = min(max(top, 0), len(all))
	return Summary{
		Distribution: describeSorted(x),
		Histogram:    newHistogramSorted(x),
		Centers:      Centers(all),
		Top:          top,
		Letters:      LetterFrequency(all[:top]),
	}
}

// Scores returns the scores of candidates, in their order.
func Scores(cands []search.Scored) []int {
	out := make([]int, len(cands))
	for i, c := range cands {
		out[i] = c.Score
	}
	return out
}
