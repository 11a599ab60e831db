package stats

import "slices"

// TopLetters is the number of best honeycombs whose letters
// SummarizeTally counts.
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

// Center is what one letter does as the center of the honeycombs of a
// ranking, its candidates.
type Center struct {
	Letter byte // 'A' to 'Z'
	// Honeycombs is the number of candidates with this center: in a
	// ranking of every center of each letter set, the number of letter
	// sets that hold the letter.
	Honeycombs int
	// BestOf is the number of letter sets whose best center is this
	// letter: no other center of the set scores more, and any center
	// that scores as much comes later in the alphabet. This is the tie
	// order of the ranking, so a set's best center is the one of its
	// best-ranked candidate.
	BestOf int
	// MeanScore is the mean score of the candidates with this center.
	MeanScore float64
}
