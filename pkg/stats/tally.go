package stats

import (
	"math"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/search"
)

// SummarizeTally returns the statistics of a ranking from its counts of
// honeycombs by score and center (search.Ranking.Tally), and its best
// honeycombs in ranking order, at least top of them or every one: the
// figures that the tests' reference, Summarize, gives from every
// honeycomb of the ranking, exactly, to the last bit of every float, in
// memory that depends on the number of distinct scores and not on the
// number of honeycombs. It panics if best holds fewer than top
// honeycombs and fewer than t counts.
func SummarizeTally(t *search.Tally, best []search.Scored, top int) Summary {
	n := 0
	for _, sc := range t.Scores {
		n += sc.Count
	}
	top = min(max(top, 0), n)
	if n == 0 {
		return Summary{}
	}
	d := describeCounts(t.Scores, n)
	return Summary{
		Distribution: d,
		Histogram:    histogramCounts(t.Scores),
		Body:         bodyCounts(t.Scores, d),
		Centers:      centersOf(t),
		Top:          top,
		Letters:      LetterFrequency(best[:top]),
	}
}

// describeCounts is Describe of the n scores that counts counts, in
// ascending order of score: the same figures, computed as gonum computes them from
// the sorted scores (see the package documentation), so that even the
// rounding of the mean and standard deviation is the same.
func describeCounts(counts []search.ScoreCount, n int) Distribution {
	lo, hi := counts[0].Score, counts[len(counts)-1].Score
	var total int
	for _, sc := range counts {
		total += sc.Score * sc.Count
	}
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
	// stat.PopMeanStdDev: the mean is the sum, exact in a float64 for
	// integer scores below 2^53, over n; the variance is the corrected
	// two-pass sum (Chan, Golub and LeVeque), whose terms are added one
	// score at a time in ascending order, as gonum adds them.
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

// histogramCounts is NewHistogram of the scores that counts counts.
func histogramCounts(counts []search.ScoreCount) Histogram {
	start, width, n := Bins(counts[0].Score, counts[len(counts)-1].Score)
	h := Histogram{Start: start, Width: width, Counts: make([]int, n)}
	for _, sc := range counts {
		h.Counts[(sc.Score-start)/width] += sc.Count
	}
	return h
}

// bodyCounts is BodyHistogram of the scores that counts counts, whose
// distribution is d.
func bodyCounts(counts []search.ScoreCount, d Distribution) Histogram {
	start, width, n := Bins(d.Min, d.P99)
	h := Histogram{Start: start, Width: width, Counts: make([]int, n)}
	for _, sc := range counts {
		if sc.Score >= start && sc.Score < start+n*width {
			h.Counts[(sc.Score-start)/width] += sc.Count
		}
	}
	return h
}

// centersOf returns, for each letter that is the center of at least one
// of the honeycombs that t counts, alphabetically, what it does as center.
func centersOf(t *search.Tally) []Center {
	var out []Center
	for i := range bitset.Letters {
		c := t.Centers[i]
		if c.Honeycombs == 0 {
			continue
		}
		out = append(out, Center{
			Letter: byte('A' + i), Honeycombs: c.Honeycombs, BestOf: c.BestOf,
			MeanScore: float64(c.Points) / float64(c.Honeycombs),
		})
	}
	return out
}
