package stats

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"gonum.org/v1/gonum/stat"
)

func TestDescribe(t *testing.T) {
	tests := []struct {
		name   string
		scores []int
		want   Distribution
	}{
		{"none", nil, Distribution{}},
		{"one", []int{5}, Distribution{Count: 1, Min: 5, Q1: 5, Median: 5, Q3: 5, P90: 5, P99: 5, Max: 5, Mean: 5}},
		// n = 4: x[⌈p·4⌉] is x[1], x[2], x[3], x[⌈3.6⌉], x[⌈3.96⌉].
		{"four", []int{1, 2, 3, 4}, Distribution{Count: 4, Min: 1, Q1: 1, Median: 2, Q3: 3, P90: 4, P99: 4, Max: 4,
			Mean: 2.5, StdDev: math.Sqrt(1.25)}},
		// Descending, as a ranking holds them; n = 10: x[⌈2.5⌉], x[5], x[⌈7.5⌉], x[9], x[⌈9.9⌉].
		{"descending", []int{10, 9, 8, 7, 6, 5, 4, 3, 2, 1}, Distribution{Count: 10, Min: 1, Q1: 3, Median: 5, Q3: 8, P90: 9, P99: 10, Max: 10,
			Mean: 5.5, StdDev: math.Sqrt(8.25)}},
		// Unsorted with ties: 1 2 3 3 3 3 7; x[⌈1.75⌉], x[⌈3.5⌉], x[⌈5.25⌉], x[⌈6.3⌉], x[⌈6.93⌉];
		// Σx = 22, Σx² = 90, variance 90/7 - (22/7)² = 146/49.
		{"ties", []int{3, 1, 3, 3, 2, 7, 3}, Distribution{Count: 7, Min: 1, Q1: 2, Median: 3, Q3: 3, P90: 7, P99: 7, Max: 7,
			Mean: 22.0 / 7, StdDev: math.Sqrt(146) / 7}},
		{"negative", []int{-1, -3}, Distribution{Count: 2, Min: -3, Q1: -3, Median: -3, Q3: -1, P90: -1, P99: -1, Max: -1,
			Mean: -2, StdDev: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := slices.Clone(tt.scores)
			got := Describe(in)
			if !sameDistribution(got, tt.want) {
				t.Errorf("Describe(%v) = %+v; want %+v", tt.scores, got, tt.want)
			}
			if !slices.Equal(in, tt.scores) {
				t.Errorf("Describe modified its input: %v", in)
			}
		})
	}
}

// sameDistribution compares exactly but for the standard deviation, which
// is a rounded square root.
func sameDistribution(a, b Distribution) bool {
	sa, sb := a.StdDev, b.StdDev
	a.StdDev, b.StdDev = 0, 0
	return a == b && math.Abs(sa-sb) <= 1e-12*max(1, math.Abs(sb))
}

// bruteDistribution computes a Distribution from its definition in
// integers: the p-quantile of n sorted scores is x[⌈p·n⌉] (1-based), the
// first for p = 0, with p = num/100 exactly.
func bruteDistribution(scores []int) Distribution {
	if len(scores) == 0 {
		return Distribution{}
	}
	x := slices.Sorted(slices.Values(scores))
	n := len(x)
	q := func(percent int) int {
		i := (percent*n + 99) / 100 // ⌈percent·n/100⌉
		return x[max(i, 1)-1]
	}
	var sum, sumSq int
	for _, v := range x {
		sum += v
		sumSq += v * v
	}
	variance := float64(n*sumSq-sum*sum) / float64(n*n)
	return Distribution{
		Count: n, Min: x[0], Q1: q(25), Median: q(50), Q3: q(75), P90: q(90), P99: q(99), Max: x[n-1],
		Mean: float64(sum) / float64(n), StdDev: math.Sqrt(variance),
	}
}

// TestDescribeAgainstBrute checks Describe on random samples, of every
// size up to 300 and a few larger, against the integer definition and
// against gonum's stat.Quantile called directly.
func TestDescribeAgainstBrute(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	sizes := []int{1000, 4096, 55902}
	for n := 1; n <= 300; n++ {
		sizes = append(sizes, n)
	}
	for _, n := range sizes {
		spread := 1 + rng.IntN(5000)
		scores := make([]int, n)
		for i := range scores {
			scores[i] = rng.IntN(spread)
		}
		switch n % 3 { // the three input orders Describe handles
		case 1:
			slices.Sort(scores)
		case 2:
			slices.Sort(scores)
			slices.Reverse(scores)
		}
		got, want := Describe(scores), bruteDistribution(scores)
		if !sameDistribution(got, want) {
			t.Fatalf("n %d: Describe = %+v; brute force %+v", n, got, want)
		}
		x := make([]float64, n)
		for i, s := range slices.Sorted(slices.Values(scores)) {
			x[i] = float64(s)
		}
		for i, f := range []int{got.Q1, got.Median, got.Q3, got.P90, got.P99} {
			if g := stat.Quantile(Quantiles[i], stat.Empirical, x, nil); g != float64(f) {
				t.Fatalf("n %d: quantile %v is %d; gonum gives %v", n, Quantiles[i], f, g)
			}
		}
	}
}
