package stats_test

import (
	"fmt"

	"github.com/beebatch/beebatch/pkg/stats"
)

// The distribution and histogram of the 14 candidate scores of the mini
// list of the beebatch tests, best first.
func ExampleDescribe() {
	scores := []int{31, 31, 31, 31, 31, 31, 31, 24, 24, 24, 23, 16, 15, 15}
	d := stats.Describe(scores)
	fmt.Printf("n %d, min %d, q1 %d, median %d, q3 %d, p90 %d, max %d, mean %.2f\n",
		d.Count, d.Min, d.Q1, d.Median, d.Q3, d.P90, d.Max, d.Mean)

	start, width, n := stats.Bins(d.Min, d.Max)
	h := stats.HistogramOf(scores, start, width, n)
	for i, n := range h.Counts {
		if lo, _ := h.Bin(i); n > 0 {
			fmt.Printf("%d: %d\n", lo, n)
		}
	}
	// Output:
	// n 14, min 15, q1 23, median 24, q3 31, p90 31, max 31, mean 25.57
	// 15: 2
	// 16: 1
	// 23: 1
	// 24: 3
	// 31: 7
}
