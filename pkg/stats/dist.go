package stats

import (
	"cmp"
	"slices"

	"gonum.org/v1/gonum/stat"
)

// Distribution summarises a sample of integer scores. The p-quantile is
// the smallest score s such that at least a fraction p of the sample
// scores s or less (gonum's stat.Quantile with stat.Empirical).
type Distribution struct {
	Count  int     `json:"count"`  // scores in the sample
	Min    int     `json:"min"`    // the lowest score
	Q1     int     `json:"q1"`     // the 0.25-quantile
	Median int     `json:"median"` // the 0.5-quantile: the lower median when Count is even
	Q3     int     `json:"q3"`     // the 0.75-quantile
	P90    int     `json:"p90"`    // the 0.9-quantile
	P99    int     `json:"p99"`    // the 0.99-quantile
	Max    int     `json:"max"`    // the highest score
	Mean   float64 `json:"mean"`   // the arithmetic mean
	StdDev float64 `json:"stddev"` // the population standard deviation (divided by Count, not Count-1)
}

// Quantiles are the fractions that Describe reports, in the order of the
// fields Q1, Median, Q3, P90 and P99 of a Distribution.
var Quantiles = [...]float64{0.25, 0.5, 0.75, 0.9, 0.99}

// Describe returns the distribution of scores, which may be in any order
// and are not modified. For no scores it returns the zero Distribution.
func Describe(scores []int) Distribution {
	if len(scores) == 0 {
		return Distribution{}
	}
	// gonum takes float64 in ascending order; scores in descending
	// order, as a ranking holds them, are reversed rather than sorted.
	x := make([]float64, len(scores))
	for i, s := range scores {
		x[i] = float64(s)
	}
	switch {
	case slices.IsSorted(scores):
	case slices.IsSortedFunc(scores, func(a, b int) int { return cmp.Compare(b, a) }):
		slices.Reverse(x)
	default:
		slices.Sort(x)
	}
	q := func(p float64) int { return int(stat.Quantile(p, stat.Empirical, x, nil)) }
	mean, std := stat.PopMeanStdDev(x, nil)
	return Distribution{
		Count:  len(x),
		Min:    int(x[0]),
		Q1:     q(Quantiles[0]),
		Median: q(Quantiles[1]),
		Q3:     q(Quantiles[2]),
		P90:    q(Quantiles[3]),
		P99:    q(Quantiles[4]),
		Max:    int(x[len(x)-1]),
		Mean:   mean,
		StdDev: std,
	}
}
