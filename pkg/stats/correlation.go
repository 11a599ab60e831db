package stats

import (
	"cmp"
	"errors"
	"math"
	"slices"
)

// The errors of Spearman and KendallTauB, which never return NaN: the
// reasons a rank correlation is undefined.
var (
	ErrNoPairs   = errors.New("no pairs")
	ErrOnePair   = errors.New("only one pair")
	ErrConstantX = errors.New("every x is the same")
	ErrConstantY = errors.New("every y is the same")
)

// exactMax is the largest sample that Spearman sums in integers: its sums
// are below n³, which fits in an int64.
const exactMax = 2_000_000

// Spearman returns Spearman's rank correlation coefficient of the pairs
// (x[i], y[i]), in [-1, 1]: the Pearson correlation of their ranks, tied
// values sharing the mean of the ranks they span (as R and SciPy compute
// it). Values are ordered by cmp.Compare. The error says why the
// coefficient is undefined; Spearman panics if x and y differ in length.
// Doubled and centred, the ranks are integers, so for up to exactMax
// pairs the sums are exact.
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

// denseRanks returns the dense rank of each value of x, from 0 for the
// smallest, equal values sharing one, and the number of values of each
// rank.
func denseRanks[T cmp.Ordered](x []T) (ranks []uint32, counts []int) {
	// Scores and other small integers are counted rather than sorted:
	// compare's scores are int64.
	var ok bool
	switch s := any(x).(type) {
	case []int:
		ranks, counts, ok = countRanks(s)
	case []int32:
		ranks, counts, ok = countRanks(s)
	case []int64:
		ranks, counts, ok = countRanks(s)
	}
	if ok {
		return ranks, counts
	}
	order := make([]int, len(x)) // the indexes of x in the order of their values
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return cmp.Compare(x[a], x[b]) })
	ranks = make([]uint32, len(x))
	for i := 0; i < len(order); {
		j := i + 1
		for j < len(order) && cmp.Compare(x[order[j]], x[order[i]]) == 0 {
			j++
		}
		for _, k := range order[i:j] {
			ranks[k] = uint32(len(counts))
		}
		counts = append(counts, j-i)
		i = j
	}
	return ranks, counts
}

// integer is the integer types that countRanks takes.
type integer interface {
	~int | ~int32 | ~int64
}

// countRanks is denseRanks by counting sort, for values whose range is
// not much larger than their number; ok is false for the others.
func countRanks[I integer](x []I) (ranks []uint32, counts []int, ok bool) {
	if len(x) == 0 {
		return nil, nil, true
	}
	lo, hi := slices.Min(x), slices.Max(x)
	// Differences from lo in uint64, which holds them for every I: the
	// conversions sign-extend, and the subtraction wraps to the true
	// difference.
	span := uint64(hi) - uint64(lo)
	if span >= uint64(4*len(x)+1024) {
		return nil, nil, false
	}
	rank := make([]uint32, span+1) // the dense rank of lo+i, plus one; 0 for none
	for _, v := range x {
		rank[uint64(v)-uint64(lo)] = 1
	}
	n := uint32(0)
	for i, seen := range rank {
		if seen != 0 {
			n++
			rank[i] = n
		}
	}
	ranks = make([]uint32, len(x))
	counts = make([]int, n)
	for i, v := range x {
		r := rank[uint64(v)-uint64(lo)] - 1
		ranks[i] = r
		counts[r]++
	}
	return ranks, counts, true
}

// centredRanks returns the ranks of x, from 1 to n, with ties given the
// mean of the ranks they span, each doubled and less n+1: with i values
// below and k tied, 2i+k-n.
func centredRanks[T cmp.Ordered](x []T) []int64 {
	n := len(x)
	ranks, counts := denseRanks(x)
	centred := make([]int64, len(counts))
	below := 0
	for r, k := range counts {
		centred[r] = int64(2*below + k - n)
		below += k
	}
	out := make([]int64, n)
	for i, r := range ranks {
		out[i] = centred[r]
	}
	return out
}

// KendallTauB returns Kendall's tau-b of the pairs (x[i], y[i]), in
// [-1, 1], as Spearman does:
//
//	tau-b = (C - D) / sqrt((n0 - n1) (n0 - n2))
//
// where C and D are the concordant and discordant pairs of pairs, n0 =
// n(n-1)/2 all of them, n1 those tied in x and n2 those tied in y.
//
// It takes O(n log n) time by Knight's algorithm (W. R. Knight, JASA 61,
// 1966): sort the pairs by x and then y; the discordant pairs are then the
// inversions of the y values. Here the pairs are dense ranks, which sort
// by radix, and a Fenwick tree counts the inversions.
func KendallTauB[T cmp.Ordered](x, y []T) (float64, error) {
	if err := check(len(x), len(y)); err != nil {
		return 0, err
	}
	n := len(x)
	// Dense ranks in place of the values, packed in one number per pair
	// whose order is that of x and then y.
	rx, cx := denseRanks(x)
	ry, cy := denseRanks(y)
	keys := make([]uint64, n)
	for i := range keys {
		keys[i] = uint64(rx[i])<<32 | uint64(ry[i])
	}
	sortKeys(keys, cx, cy)
	var n1, n2, n3 int64 // pairs of pairs tied in x, in y, and in both
	for _, k := range cx {
		n1 += tied(k)
	}
	for _, k := range cy {
		n2 += tied(k)
	}
	for i := 0; i < n; {
		j := i + 1
		for j < n && keys[j] == keys[i] {
			j++
		}
		n3 += tied(j - i)
		i = j
	}
	swaps := inversions(keys, len(cy))
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

// sortKeys sorts keys, each a rank of x in the high 32 bits and a rank of
// y in the low, whose ranks are counted in cx and cy: a radix sort of two
// passes of counting sort, by y and then, stably, by x, in linear time.
func sortKeys(keys []uint64, cx, cy []int) {
	buf := make([]uint64, len(keys))
	pass := func(src, dst []uint64, counts []int, digit func(uint64) uint32) {
		start := make([]int, len(counts))
		sum := 0
		for r, k := range counts {
			start[r] = sum
			sum += k
		}
		for _, k := range src {
			d := digit(k)
			dst[start[d]] = k
			start[d]++
		}
	}
	pass(keys, buf, cy, func(k uint64) uint32 { return uint32(k) })
	pass(buf, keys, cx, func(k uint64) uint32 { return uint32(k >> 32) })
}

// tied returns the number of pairs among k items, k(k-1)/2.
func tied(k int) int64 { return int64(k) * int64(k-1) / 2 }

// inversions returns the number of pairs i < j of keys whose low 32 bits,
// ranks below m, are in the wrong order, counting the ranks seen so far in
// a Fenwick tree (P. M. Fenwick, Software: Practice and Experience 24,
// 1994).
func inversions(keys []uint64, m int) int64 {
	tree := make([]int32, m+1) // tree[i] counts ranks i-(i&-i) to i-1
	var swaps int64
	for j, k := range keys {
		r := int(uint32(k)) + 1
		notAbove := 0 // keys before j with rank <= r-1
		for i := r; i > 0; i -= i & -i {
			notAbove += int(tree[i])
		}
		swaps += int64(j - notAbove)
		for i := r; i <= m; i += i & -i {
			tree[i]++
		}
	}
	return swaps
}
