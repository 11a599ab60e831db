package stats

import (
	"fmt"
	"iter"
	"slices"
)

// Histogram counts scores in bins of one integer width: bin i holds the
// scores s with Start + i·Width ≤ s < Start + (i+1)·Width.
type Histogram struct {
	Start  int   `json:"start"`  // the lower edge of the first bin
	Width  int   `json:"width"`  // the width of every bin, in points
	Counts []int `json:"counts"` // Counts[i]: the scores in bin i
}

// Bin returns the scores that bin i holds: lo ≤ s < hi.
func (h Histogram) Bin(i int) (lo, hi int) {
	return h.Start + i*h.Width, h.Start + (i+1)*h.Width
}

// Total returns the number of scores counted, the sum of Counts.
func (h Histogram) Total() int {
	n := 0
	for _, c := range h.Counts {
		n += c
	}
	return n
}

// MaxBins is the largest number of bins that Bins chooses.
const MaxBins = 40

// MaxScore bounds the absolute value of the scores that Bins and the
// histograms take, which float64 holds exactly.
const MaxScore = 1 << 53

// Bins returns bins for the scores from lo to hi, lo ≤ hi: the width is
// the smallest of Widths that covers lo to hi in at most MaxBins bins
// whose edges are multiples of it, start the multiple of width at or
// below lo, and n the number of bins. It panics if lo > hi or either is
// beyond ±MaxScore.
func Bins(lo, hi int) (start, width, n int) {
	if lo > hi || lo < -MaxScore || hi > MaxScore {
		panic(fmt.Sprintf("stats.Bins(%d, %d): expected lo ≤ hi within ±2^53", lo, hi))
	}
	for w := range Widths() {
		if n := floorDiv(hi, w) - floorDiv(lo, w) + 1; n <= MaxBins {
			return floorDiv(lo, w) * w, w, n
		}
	}
	panic("unreachable: the widest width needs fewer than 40 bins for any range within ±2^53")
}

// Widths yields the bin widths that Bins chooses from, in increasing
// order: 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, … up to 5·10^17.
func Widths() iter.Seq[int] {
	return func(yield func(int) bool) {
		for p := 1; p <= 1e17; p *= 10 {
			for i, w := range [...]int{p, 2 * p, 5 * p / 2, 5 * p} {
				if i == 2 && p == 1 { // 2.5 is not an integer width
					continue
				}
				if !yield(w) {
					return
				}
			}
		}
	}
}

// floorDiv returns ⌊a/b⌋ for b > 0.
func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// HistogramOf returns the histogram of scores, in any order, in n bins of
// width points from start, as Bins gives them. It panics if width or n is
// less than 1 or a score is outside the bins.
func HistogramOf(scores []int, start, width, n int) Histogram {
	if width < 1 || n < 1 {
		panic(fmt.Sprintf("stats.HistogramOf: %d bins of width %d: expected at least 1 of at least 1", n, width))
	}
	h := Histogram{Start: start, Width: width, Counts: make([]int, n)}
	if len(scores) == 0 {
		return h
	}
	if lo, hi, end := slices.Min(scores), slices.Max(scores), start+n*width; lo < start || hi >= end {
		panic(fmt.Sprintf("stats.HistogramOf: scores %v to %v outside the bins [%d, %d)", float64(lo), float64(hi), start, end))
	}
	for _, s := range scores {
		h.Counts[(s-start)/width]++
	}
	return h
}
