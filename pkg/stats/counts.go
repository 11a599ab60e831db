package stats

import "math"

// ScoreCount is a score and the number of times it occurs in a sample.
type ScoreCount struct{ Score, Count int }

// DescribeCounts is Describe of the scores that counts counts, in
// ascending order of score, computed as gonum does to the last bit.
func DescribeCounts(counts []ScoreCount) Distribution {
	n, total := 0, 0
	for _, sc := range counts {
		n += sc.Count
		total += sc.Score * sc.Count
	}
	if n == 0 {
		return Distribution{}
	}
	lo, hi := counts[0].Score, counts[len(counts)-1].Score
	// stat.Quantile with stat.Empirical: the first score at which the
	// count so far, as a float64, reaches p·n.
	q := func(p float64) int {
		fidx := p * float64(n)
		var cum float64
		for _, sc := range counts {
			cum += float64(sc.Count)
			if cum >= fidx {
				return sc.Score
			}
		}
		return hi
	}
	// stat.PopMeanStdDev: the variance is the corrected two-pass sum
	// (Chan, Golub and LeVeque), a score at a time, as gonum adds it.
	mean := float64(total) / float64(n)
	var ss, compensation float64
	for _, sc := range counts {
		d := float64(sc.Score) - mean
		for range sc.Count {
			ss += d * d
			compensation += d
		}
	}
	variance := (ss - compensation*compensation/float64(n)) / float64(n)
	return Distribution{
		Count:  n,
		Min:    lo,
		Q1:     q(Quantiles[0]),
		Median: q(Quantiles[1]),
		Q3:     q(Quantiles[2]),
		P90:    q(Quantiles[3]),
		P99:    q(Quantiles[4]),
		Max:    hi,
		Mean:   mean,
		StdDev: math.Sqrt(variance),
	}
}

// HistogramCounts is the histogram of the scores that counts counts, in
// ascending order of score, in the bins that Bins gives for the lowest
// and highest; counts must not be empty.
func HistogramCounts(counts []ScoreCount) Histogram {
	return binCounts(counts, counts[0].Score, counts[len(counts)-1].Score)
}

// BodyCounts returns the histogram of the scores that counts counts, of
// distribution d, in the bins that Bins gives from the lowest score to
// the 99th percentile, leaving out those above the last bin.
func BodyCounts(counts []ScoreCount, d Distribution) Histogram {
	return binCounts(counts, d.Min, d.P99)
}

// binCounts counts the scores of counts in the bins that Bins gives for
// lo and hi, leaving out those outside the bins.
func binCounts(counts []ScoreCount, lo, hi int) Histogram {
	start, width, n := Bins(lo, hi)
	h := Histogram{Start: start, Width: width, Counts: make([]int, n)}
	for _, sc := range counts {
		if sc.Score >= start && sc.Score < start+n*width {
			h.Counts[(sc.Score-start)/width] += sc.Count
		}
	}
	return h
}
