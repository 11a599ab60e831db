package stats

import (
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// bruteSpearman is the textbook definition: mean ranks found by counting,
// then Pearson's formula in floating point. It takes O(n²) time.
func bruteSpearman(x, y []float64) float64 {
	rank := func(v []float64) []float64 {
		r := make([]float64, len(v))
		for i := range v {
			less, equal := 0, 0
			for j := range v {
				switch {
				case v[j] < v[i]:
					less++
				case v[j] == v[i]:
					equal++
				}
			}
			r[i] = float64(less) + float64(equal+1)/2 // mean of less+1 .. less+equal
		}
		return r
	}
	rx, ry := rank(x), rank(y)
	n := float64(len(x))
	var mx, my float64
	for i := range rx {
		mx += rx[i] / n
		my += ry[i] / n
	}
	var sxx, syy, sxy float64
	for i := range rx {
		sxx += (rx[i] - mx) * (rx[i] - mx)
		syy += (ry[i] - my) * (ry[i] - my)
		sxy += (rx[i] - mx) * (ry[i] - my)
	}
	return sxy / math.Sqrt(sxx*syy)
}

// bruteKendall counts every pair of pairs, in O(n²) time.
func bruteKendall(x, y []float64) float64 {
	var c, d, tx, ty int
	n := len(x)
	for i := range n {
		for j := i + 1; j < n; j++ {
			dx, dy := x[i]-x[j], y[i]-y[j]
			switch {
			case dx == 0 && dy == 0:
				tx++
				ty++
			case dx == 0:
				tx++
			case dy == 0:
				ty++
			case (dx > 0) == (dy > 0):
				c++
			default:
				d++
			}
		}
	}
	n0 := n * (n - 1) / 2
	return float64(c-d) / math.Sqrt(float64(n0-tx)*float64(n0-ty))
}

func TestCorrelationKnown(t *testing.T) {
	tests := []struct {
		name              string
		x, y              []float64
		spearman, kendall float64
	}{
		// SciPy's documented examples of spearmanr and kendalltau.
		{"scipy spearmanr", []float64{1, 2, 3, 4, 5}, []float64{5, 6, 7, 8, 7}, 0.8207826816681233, 0.7378647873726218},
		// Mean ranks x 4.5 2.5 1 4.5 2.5 and y 2.5 4 5 2.5 1, centred:
		// Σdxdy = -5, Σdx² = 9, Σdy² = 9.5, so Spearman is -5/√85.5.
		{"scipy kendalltau", []float64{12, 2, 1, 12, 2}, []float64{1, 4, 7, 1, 0}, -5 / math.Sqrt(85.5), -0.47140452079103173},
		{"agree", []float64{1, 2, 3}, []float64{10, 20, 30}, 1, 1},
		{"disagree", []float64{1, 2, 3, 4}, []float64{4, 3, 2, 1}, -1, -1},
		{"two", []float64{1, 2}, []float64{2, 1}, -1, -1},
		// Swapping two neighbours of 1..4: 5 of 6 pairs agree.
		{"one swap", []float64{1, 2, 3, 4}, []float64{1, 3, 2, 4}, 0.8, 4.0 / 6},
		// Ties in both, and a joint tie: (1,1) (1,1) (2,2) (3,2). Of the 6
		// pairs of pairs, 4 agree, 1 is tied in x and y, 1 in y only:
		// tau-b = 4/√(5·4). Centred mean ranks x -1 -1 .5 1.5, y -1 -1 1 1:
		// Spearman = 4/√(4.5·4).
		{"ties", []float64{1, 1, 2, 3}, []float64{1, 1, 2, 2}, 4 / math.Sqrt(18), 4 / math.Sqrt(20)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Spearman(tt.x, tt.y)
			if err != nil || math.Abs(s-tt.spearman) > 1e-12 {
				t.Errorf("Spearman = %v, %v; want %v", s, err, tt.spearman)
			}
			k, err := KendallTauB(tt.x, tt.y)
			if err != nil || math.Abs(k-tt.kendall) > 1e-12 {
				t.Errorf("KendallTauB = %v, %v; want %v", k, err, tt.kendall)
			}
			if b := bruteKendall(tt.x, tt.y); math.Abs(b-tt.kendall) > 1e-12 {
				t.Errorf("the reference gives %v; want %v", b, tt.kendall)
			}
			if b := bruteSpearman(tt.x, tt.y); math.Abs(b-tt.spearman) > 1e-12 {
				t.Errorf("the reference gives %v; want %v", b, tt.spearman)
			}
		})
	}
}

func TestCorrelationUndefined(t *testing.T) {
	tests := []struct {
		name string
		x, y []int
		want error
	}{
		{"empty", nil, nil, ErrNoPairs},
		{"one", []int{1}, []int{2}, ErrOnePair},
		{"constant x", []int{3, 3, 3}, []int{1, 2, 3}, ErrConstantX},
		{"constant y", []int{1, 2, 3}, []int{0, 0, 0}, ErrConstantY},
		{"both constant", []int{1, 1}, []int{0, 0}, ErrConstantX},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for name, f := range map[string]func(x, y []int) (float64, error){
				"Spearman": Spearman[int], "KendallTauB": KendallTauB[int],
			} {
				r, err := f(tt.x, tt.y)
				if !errors.Is(err, tt.want) || r != 0 {
					t.Errorf("%s = %v, %v; want 0, %v", name, r, err, tt.want)
				}
			}
		})
	}
}

func TestCorrelationLengthMismatch(t *testing.T) {
	for name, f := range map[string]func(x, y []int) (float64, error){
		"Spearman": Spearman[int], "KendallTauB": KendallTauB[int],
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s of samples of lengths 2 and 3 did not panic", name)
				}
			}()
			f([]int{1, 2}, []int{1, 2, 3})
		}()
	}
}

// TestCorrelationRandom checks both against the brute-force references on
// random samples, with few distinct values so that ties abound, as they
// do among honeycomb scores.
func TestCorrelationRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 500 {
		n := 2 + rng.IntN(60)
		k := 1 + rng.IntN(12) // distinct values
		x, y := make([]float64, n), make([]float64, n)
		xi, yi := make([]int, n), make([]int, n)
		for i := range n {
			xi[i], yi[i] = rng.IntN(k), rng.IntN(k)
			if trial%3 == 0 { // correlated samples
				yi[i] = xi[i] + rng.IntN(3)
			}
			x[i], y[i] = float64(xi[i]), float64(yi[i])
		}
		compare(t, x, y)
		// The functions are generic: ints, counted rather than sorted,
		// give the same results, and so do int64s, as compare's scores.
		s1, err1 := Spearman(x, y)
		s2, err2 := Spearman(xi, yi)
		k1, err3 := KendallTauB(x, y)
		k2, err4 := KendallTauB(xi, yi)
		if s1 != s2 || k1 != k2 || err1 != err2 || err3 != err4 {
			t.Fatalf("float64 and int samples differ: %v %v, %v %v", s1, s2, k1, k2)
		}
		x64, y64 := make([]int64, n), make([]int64, n)
		for i := range n {
			x64[i], y64[i] = int64(xi[i]), int64(yi[i])
		}
		s3, err5 := Spearman(x64, y64)
		k3, err6 := KendallTauB(x64, y64)
		if s1 != s3 || k1 != k3 || err1 != err5 || err3 != err6 {
			t.Fatalf("float64 and int64 samples differ: %v %v, %v %v", s1, s3, k1, k3)
		}
	}
}

// compare checks Spearman and KendallTauB of x and y against the
// references.
func compare(t *testing.T, x, y []float64) {
	t.Helper()
	s, errS := Spearman(x, y)
	k, errK := KendallTauB(x, y)
	constant := func(v []float64) bool {
		for _, a := range v {
			if a != v[0] {
				return false
			}
		}
		return true
	}
	switch {
	case constant(x):
		if !errors.Is(errS, ErrConstantX) || !errors.Is(errK, ErrConstantX) {
			t.Fatalf("x constant %v: errors %v, %v", x, errS, errK)
		}
		return
	case constant(y):
		if !errors.Is(errS, ErrConstantY) || !errors.Is(errK, ErrConstantY) {
			t.Fatalf("y constant %v: errors %v, %v", y, errS, errK)
		}
		return
	case errS != nil || errK != nil:
		t.Fatalf("x %v y %v: errors %v, %v", x, y, errS, errK)
	}
	if want := bruteSpearman(x, y); math.Abs(s-want) > 1e-9 {
		t.Fatalf("Spearman(%v, %v) = %v; brute force gives %v", x, y, s, want)
	}
	if want := bruteKendall(x, y); math.Abs(k-want) > 1e-9 {
		t.Fatalf("KendallTauB(%v, %v) = %v; brute force gives %v", x, y, k, want)
	}
	if s < -1 || s > 1 || k < -1 || k > 1 {
		t.Fatalf("out of [-1, 1]: %v, %v", s, k)
	}
}

// TestSpearmanFloatSums checks the floating-point sums that Spearman uses
// beyond two million pairs against the exact ones.
func TestSpearmanFloatSums(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	x, y := make([]int, 5000), make([]int, 5000)
	for i := range x {
		x[i], y[i] = rng.IntN(100), rng.IntN(100)+x[i]/2
	}
	want, err := Spearman(x, y)
	if err != nil {
		t.Fatal(err)
	}
	sxx, syy, sxy := floatSums(centredRanks(x), centredRanks(y))
	if got := sxy / (math.Sqrt(sxx) * math.Sqrt(syy)); math.Abs(got-want) > 1e-12 {
		t.Errorf("float sums give %v; exact ones %v", got, want)
	}
}

func TestInversions(t *testing.T) {
	tests := []struct {
		ranks []uint32
		want  int64
	}{
		{nil, 0},
		{[]uint32{0}, 0},
		{[]uint32{0, 1, 2}, 0},
		{[]uint32{2, 1, 0}, 3},
		{[]uint32{1, 1, 0}, 2},
		{[]uint32{1, 1, 1}, 0},
		{[]uint32{4, 0, 3, 1, 2}, 6},
	}
	keys := func(ranks []uint32, high uint64) []uint64 {
		out := make([]uint64, len(ranks))
		for i, r := range ranks {
			out[i] = high<<32 | uint64(r)
		}
		return out
	}
	for _, tt := range tests {
		// The high bits do not count.
		if got := inversions(keys(tt.ranks, 7), 5); got != tt.want {
			t.Errorf("inversions(%v) = %d; want %d", tt.ranks, got, tt.want)
		}
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for range 200 {
		n, m := rng.IntN(80), 1+rng.IntN(20)
		ranks := make([]uint32, n)
		for i := range ranks {
			ranks[i] = uint32(rng.IntN(m))
		}
		var want int64
		for i := range n {
			for j := i + 1; j < n; j++ {
				if ranks[i] > ranks[j] {
					want++
				}
			}
		}
		if got := inversions(keys(ranks, 0), m); got != want {
			t.Fatalf("inversions(%v) = %d; counting gives %d", ranks, got, want)
		}
	}
}

func TestDenseRanks(t *testing.T) {
	// Counted (ints of a small range) and sorted (a wide range, floats,
	// strings) ranks agree.
	tests := []struct {
		name   string
		ranks  []uint32
		counts []int
		got    func() ([]uint32, []int)
	}{
		{"small ints", []uint32{2, 0, 1, 0}, []int{2, 1, 1}, func() ([]uint32, []int) { return denseRanks([]int{5, -3, 0, -3}) }},
		{"scores", []uint32{2, 0, 1, 0}, []int{2, 1, 1}, func() ([]uint32, []int) { return denseRanks([]int64{5, -3, 0, -3}) }},
		{"wide ints", []uint32{2, 0, 1, 0}, []int{2, 1, 1}, func() ([]uint32, []int) { return denseRanks([]int64{math.MaxInt64, math.MinInt64, 0, math.MinInt64}) }},
		{"int32 extremes", []uint32{1, 0}, []int{1, 1}, func() ([]uint32, []int) { return denseRanks([]int32{math.MaxInt32, math.MinInt32}) }},
		{"uint32", []uint32{1, 0, 1}, []int{1, 2}, func() ([]uint32, []int) { return denseRanks([]uint32{9, 3, 9}) }},
		{"floats and NaN", []uint32{2, 0, 1, 0}, []int{2, 1, 1}, func() ([]uint32, []int) { return denseRanks([]float64{2.5, math.NaN(), -1, math.NaN()}) }},
		{"strings", []uint32{1, 0, 1}, []int{1, 2}, func() ([]uint32, []int) { return denseRanks([]string{"b", "a", "b"}) }},
		{"empty", nil, nil, func() ([]uint32, []int) { return denseRanks([]int{}) }},
	}
	for _, tt := range tests {
		ranks, counts := tt.got()
		if !slices.Equal(ranks, tt.ranks) || !slices.Equal(counts, tt.counts) {
			t.Errorf("%s: ranks %v, counts %v; want %v, %v", tt.name, ranks, counts, tt.ranks, tt.counts)
		}
	}
}

// FuzzKendallTauB checks both correlations against the references on
// samples made from the fuzzer's bytes: one pair per two bytes, taken
// modulo 8 so that ties are common.
func FuzzKendallTauB(f *testing.F) {
	f.Add([]byte{1, 2, 3, 4, 5, 6})
	f.Add([]byte{0, 0, 0, 1, 1, 0, 7, 7})
	f.Fuzz(func(t *testing.T, data []byte) {
		n := min(len(data)/2, 200)
		x, y := make([]float64, n), make([]float64, n)
		for i := range n {
			x[i], y[i] = float64(data[2*i]%8), float64(data[2*i+1]%8)
		}
		if n < 2 {
			return
		}
		compare(t, x, y)
	})
}

// BenchmarkKendallTauB times 60,000 pairs of scores, about the number of
// honeycombs two lists share.
func BenchmarkKendallTauB(b *testing.B) {
	x, y := benchSample(60000)
	for b.Loop() {
		if _, err := KendallTauB(x, y); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSpearman times the same sample as BenchmarkKendallTauB.
func BenchmarkSpearman(b *testing.B) {
	x, y := benchSample(60000)
	for b.Loop() {
		if _, err := Spearman(x, y); err != nil {
			b.Fatal(err)
		}
	}
}

// benchSample returns n correlated pairs of scores from 0 to about 4,000,
// int64 as compare's are.
func benchSample(n int) (x, y []int64) {
	rng := rand.New(rand.NewPCG(5, 6))
	x, y = make([]int64, n), make([]int64, n)
	for i := range x {
		x[i] = rng.Int64N(4000)
		y[i] = x[i]/2 + rng.Int64N(2000)
	}
	return x, y
}
