package stats

import "slices"

// OnlyA returns the number of elements of A that are not in B; OnlyB the
// other way round.
func (o Overlap) OnlyA() int { return o.A - o.Common }

// OnlyB returns the number of elements of B that are not in A.
func (o Overlap) OnlyB() int { return o.B - o.Common }

// NewHistogram returns the histogram of scores, in any order, in the bins
// that Bins gives for their lowest and highest score. For no scores it
// returns the zero Histogram.
func NewHistogram(scores []int) Histogram {
	if len(scores) == 0 {
		return Histogram{}
	}
	start, width, n := Bins(slices.Min(scores), slices.Max(scores))
	return HistogramOf(scores, start, width, n)
}
