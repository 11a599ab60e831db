package stats

import (
	"cmp"
	"errors"
	"math"
	"slices"
)

// The errors of Spearman and KendallTauB: the reasons a rank correlation
// is undefined. Neither function ever returns NaN.
var (
	// ErrNoPairs is returned for empty samples: nothing to correlate.
	ErrNoPairs = errors.New("no pairs")
	// ErrOnePair is returned for samples of one pair, which has no order.
	ErrOnePair = errors.New("only one pair")
	// ErrConstantX and ErrConstantY are returned when every value of x, or
	// of y, is the same, so that the sample has no order to agree with.
	ErrConstantX = errors.New("every x is the same")
	ErrConstantY = errors.New("every y is the same")
)

// exactMax is the largest sample that Spearman sums in integers: its sums
// of products of centred ranks are below n³, which fits in an int64 for n
// up to two million.
const exactMax = 2_000_000

// Spearman returns Spearman's rank correlation coefficient of the pairs
// (x[i], y[i]): the Pearson correlation of their ranks, where tied values
// share the mean of the ranks they span (as R's cor(method="spearman")
// and SciPy's spearmanr compute it). The result is in [-1, 1].
//
// Values are ordered by cmp.Compare, so a float NaN is a value below all
// others and equal to itself. The error, one of ErrNoPairs, ErrOnePair,
// ErrConstantX and ErrConstantY, says why the coefficient is undefined.
// Spearman panics if x and y differ in length.
//
// It takes O(n log n) time. Doubled and centred, the mean ranks are
// integers, so for up to two million pairs the sums are exact and the
// result depends only on the data, not on the machine's floating point.
func Spearman[T cmp.Ordered](x, y []T) (float64, error) {
	if err := check(len(x), len(y)); err != nil {
		return 0, err
	}
	rx, ry := centredRanks(x), centredRanks(y)
	var sxx, syy, sxy float64
	if len(x) <= exactMax {
		var xx, yy, xy int64
		for i := range rx {
			xx += rx[i] * rx[i]
			yy += ry[i] * ry[i]
			xy += rx[i] * ry[i]
		}
		sxx, syy, sxy = float64(xx), float64(yy), float64(xy)
	} else {
		sxx, syy, sxy = floatSums(rx, ry)
	}
	switch {
	case sxx == 0:
		return 0, ErrConstantX
	case syy == 0:
		return 0, ErrConstantY
	}
	return clamp(sxy / (math.Sqrt(sxx) * math.Sqrt(syy))), nil
}

// floatSums returns the sums of rx², ry² and rx·ry in floating point, for
// samples too large to sum exactly in an int64.
func floatSums(rx, ry []int64) (sxx, syy, sxy float64) {
	for i := range rx {
		a, b := float64(rx[i]), float64(ry[i])
		sxx += a * a
		syy += b * b
		sxy += a * b
	}
	return sxx, syy, sxy
}

// check returns the error for samples of lengths nx and ny that are too
// small to correlate, and panics if they differ.
func check(nx, ny int) error {
	switch {
	case nx != ny:
		panic("stats: x and y differ in length")
	case nx == 0:
		return ErrNoPairs
	case nx == 1:
		return ErrOnePair
	}
	return nil
}

// clamp keeps r in [-1, 1], which rounding can leave by an ulp.
func clamp(r float64) float64 { return max(-1, min(1, r)) }

// centredRanks returns the ranks of x, from 1 to n, with ties given the
// mean of the ranks they span, each doubled and less n+1. Doubling makes
// the mean ranks integers; n+1 is twice the mean rank, so the results sum
// to 0. The values tied at sorted positions i to j-1, counting from 0,
// span the ranks i+1 to j, whose mean doubled is i+j+1, which centred is
// i+j-n.
func centredRanks[T cmp.Ordered](x []T) []int64 {
	n := len(x)
	type item struct {
		v T
		i int
	}
	order := make([]item, n)
	for i, v := range x {
		order[i] = item{v, i}
	}
	slices.SortFunc(order, func(a, b item) int { return cmp.Compare(a.v, b.v) })
	out := make([]int64, n)
	for i := 0; i < n; {
		j := i + 1
		for j < n && cmp.Compare(order[j].v, order[i].v) == 0 {
			j++
		}
		for _, it := range order[i:j] {
			out[it.i] = int64(i + j - n)
		}
		i = j
	}
	return out
}

// KendallTauB returns Kendall's tau-b of the pairs (x[i], y[i]), the rank
// correlation that counts agreeing and disagreeing pairs of pairs and
// allows for ties:
//
//	tau-b = (C - D) / sqrt((n0 - n1) (n0 - n2))
//
// where C and D are the concordant and discordant pairs of pairs, n0 =
// n(n-1)/2 all of them, n1 those tied in x and n2 those tied in y. Without
// ties it equals tau-a. The result is in [-1, 1]; values are ordered by
// cmp.Compare, the errors are those of Spearman, and KendallTauB panics if
// x and y differ in length.
//
// It takes O(n log n) time by Knight's algorithm (W. R. Knight, "A Computer
// Method for Calculating Kendall's Tau with Ungrouped Data", JASA 61, 1966):
// sort the pairs by x and then y, count the ties in x and the joint ties
// while walking them, then merge sort the y values, counting the swaps,
// which are the discordant pairs, and the ties in y.
func KendallTauB[T cmp.Ordered](x, y []T) (float64, error) {
	if err := check(len(x), len(y)); err != nil {
		return 0, err
	}
	n := len(x)
	ps := make([]pair[T], n)
	for i := range ps {
		ps[i] = pair[T]{x[i], y[i]}
	}
	slices.SortFunc(ps, func(a, b pair[T]) int {
		if c := cmp.Compare(a.x, b.x); c != 0 {
			return c
		}
		return cmp.Compare(a.y, b.y)
	})
	var n1, n3 int64 // pairs of pairs tied in x, and tied in both
	for i := 0; i < n; {
		// ps[i:j] share their x; ps[k:j] share their y as well.
		j, k := i+1, i
		for ; j < n && cmp.Compare(ps[j].x, ps[i].x) == 0; j++ {
			if cmp.Compare(ps[j].y, ps[k].y) != 0 {
				n3 += tied(j - k)
				k = j
			}
		}
		n3 += tied(j - k)
		n1 += tied(j - i)
		i = j
	}
	ys := make([]T, n)
	for i, p := range ps {
		ys[i] = p.y
	}
	swaps := mergeCount(ys, make([]T, n))
	var n2 int64 // pairs of pairs tied in y
	for i := 0; i < n; {
		j := i + 1
		for j < n && cmp.Compare(ys[j], ys[i]) == 0 {
			j++
		}
		n2 += tied(j - i)
		i = j
	}
	n0 := tied(n)
	switch {
	case n1 == n0:
		return 0, ErrConstantX
	case n2 == n0:
		return 0, ErrConstantY
	}
	num := n0 - n1 - n2 + n3 - 2*swaps // C - D
	return clamp(float64(num) / (math.Sqrt(float64(n0-n1)) * math.Sqrt(float64(n0-n2)))), nil
}

// pair is one observation of KendallTauB.
type pair[T cmp.Ordered] struct{ x, y T }

// tied returns the number of pairs among k items, k(k-1)/2.
func tied(k int) int64 { return int64(k) * int64(k-1) / 2 }

// mergeCount sorts s, using buf of the same length, and returns the number
// of its inversions: pairs i < j with s[i] > s[j], equal values not
// counting. It is a bottom-up merge sort, stable, and so counts each
// inversion once, when the later value overtakes the earlier ones.
func mergeCount[T cmp.Ordered](s, buf []T) int64 {
	var swaps int64
	n := len(s)
	if n < 2 {
		return 0
	}
	src, dst := s, buf
	for width := 1; width < n; width *= 2 {
		for lo := 0; lo < n; lo += 2 * width {
			mid, hi := min(lo+width, n), min(lo+2*width, n)
			i, j, k := lo, mid, lo
			for i < mid && j < hi {
				if cmp.Less(src[j], src[i]) {
					dst[k] = src[j]
					swaps += int64(mid - i) // src[j] passes every value left
					j++
				} else {
					dst[k] = src[i]
					i++
				}
				k++
			}
			k += copy(dst[k:], src[i:mid])
			copy(dst[k:], src[j:hi])
		}
		src, dst = dst, src
	}
	if &src[0] != &s[0] {
		copy(s, src)
	}
	return swaps
}
