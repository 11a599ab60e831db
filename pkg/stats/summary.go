package stats

import (
	"slices"

	"github.com/beebatch/beebatch/pkg/search"
)

// TopLetters is the number of best honeycombs whose letters Summarize
// counts.
const TopLetters = 100

// Summary is the statistics of one ranking: the distribution and
// histogram of the scores of all its candidates, what each letter does as
// center, and the letters of its best honeycombs.
type Summary struct {
	Distribution Distribution
	Histogram    Histogram
	// Body is the histogram of the scores up to the 99th percentile
	// (BodyHistogram): the bulk of the distribution, for a chart that the
	// long tail of a few high scores would squeeze into a few bars.
	Body    Histogram
	Centers []Center
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
	// The scores of a ranking descend: reversed, they are the ascending
	// float64s that gonum needs, without an []int copy between.
	x := make([]float64, len(all))
	for i, c := range all {
		x[len(x)-1-i] = float64(c.Score)
	}
	if !slices.IsSorted(x) {
		slices.Sort(x)
	}
	top = min(max(top, 0), len(all))
	d := describeSorted(x)
	return Summary{
		Distribution: d,
		Histogram:    newHistogramSorted(x),
		Body:         bodySorted(x, d),
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

// BodyHistogram returns the histogram of the scores, in any order, that
// are not above their 99th percentile, in the bins that Bins gives for
// the lowest score and that percentile: at most 1% of the scores, those
// from the end of the last bin up, are left out, and Total says how many
// are counted. For no scores it returns the zero Histogram.
func BodyHistogram(scores []int) Histogram {
	x := sortedFloats(scores)
	return bodySorted(x, describeSorted(x))
}

// bodySorted is BodyHistogram of x, sorted ascending, whose distribution
// is d.
func bodySorted(x []float64, d Distribution) Histogram {
	if len(x) == 0 {
		return Histogram{}
	}
	start, width, n := Bins(d.Min, d.P99)
	end := float64(start + n*width)
	k, _ := slices.BinarySearch(x, end) // the scores below end
	return histogramSorted(x[:k], start, width, n)
}
