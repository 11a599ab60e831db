package stats

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

func TestBins(t *testing.T) {
	tests := []struct{ lo, hi, start, width, n int }{
		{0, 0, 0, 1, 1},
		{7, 7, 7, 1, 1},
		{0, 39, 0, 1, 40},
		{0, 40, 0, 2, 21},      // 41 points need width 2
		{15, 31, 15, 1, 17},    // the mini list
		{1, 80, 0, 5, 17},      // width 2 would need 41 bins: 0-1 … 80-81
		{101, 180, 100, 5, 17}, // edges are multiples of the width
		{0, 999, 0, 25, 40},    // width 20 would need 50 bins
		{0, 1000, 0, 50, 21},   // width 25 would need 41
		{0, 3898, 0, 100, 39},  // enable1 without S
		{0, 8681, 0, 250, 35},  // width 200 would need 44
		{-5, 5, -5, 1, 11},
		{-41, 0, -42, 2, 22},
		{-MaxScore, MaxScore, -9.5e15, 5e14, 38},
	}
	for _, tt := range tests {
		start, width, n := Bins(tt.lo, tt.hi)
		if start != tt.start || width != tt.width || n != tt.n {
			t.Errorf("Bins(%d, %d) = %d, %d, %d; want %d, %d, %d", tt.lo, tt.hi, start, width, n, tt.start, tt.width, tt.n)
		}
	}
}

func TestBinsPanics(t *testing.T) {
	for _, r := range [][2]int{{1, 0}, {-MaxScore - 1, 0}, {0, MaxScore + 1}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Bins(%d, %d) did not panic", r[0], r[1])
				}
			}()
			Bins(r[0], r[1])
		}()
	}
}

func TestWidths(t *testing.T) {
	var got []int
	for w := range Widths() {
		got = append(got, w)
	}
	want := []int{1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000}
	if !slices.Equal(got[:len(want)], want) || got[len(got)-1] != 5e17 || !slices.IsSorted(got) {
		t.Errorf("Widths() = %v", got)
	}
}

// checkBins checks what Bins promises for lo and hi.
func checkBins(t *testing.T, lo, hi int) {
	t.Helper()
	start, width, n := Bins(lo, hi)
	switch {
	case n < 1 || n > MaxBins:
		t.Fatalf("Bins(%d, %d): %d bins", lo, hi, n)
	case start%width != 0 || start > lo || lo >= start+width:
		t.Fatalf("Bins(%d, %d): start %d width %d does not begin at lo's bin", lo, hi, start, width)
	case hi < start+(n-1)*width || hi >= start+n*width:
		t.Fatalf("Bins(%d, %d): start %d width %d n %d: the last bin does not hold hi", lo, hi, start, width, n)
	}
	// No smaller width of the sequence would do.
	for w := range Widths() {
		if w >= width {
			break
		}
		if floorDiv(hi, w)-floorDiv(lo, w)+1 <= MaxBins {
			t.Fatalf("Bins(%d, %d) = width %d; %d needs few enough bins", lo, hi, width, w)
		}
	}
}

func TestBinsRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		lo := rng.IntN(20000) - 10000
		checkBins(t, lo, lo+rng.IntN(1+rng.IntN(100000)))
	}
}

func FuzzBins(f *testing.F) {
	f.Add(int64(0), int64(3898))
	f.Add(int64(-41), int64(0))
	f.Fuzz(func(t *testing.T, a, b int64) {
		lo, hi := min(a, b), max(a, b)
		if lo < -MaxScore || hi > MaxScore {
			return
		}
		checkBins(t, int(lo), int(hi))
	})
}

func TestNewHistogram(t *testing.T) {
	tests := []struct {
		scores []int
		want   Histogram
	}{
		{nil, Histogram{}},
		{[]int{4}, Histogram{Start: 4, Width: 1, Counts: []int{1}}},
		{[]int{31, 15, 24, 15, 24, 16, 24}, Histogram{Start: 15, Width: 1,
			Counts: []int{2, 1, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 1}}},
		// 0 to 100 in width 5: bins 0-4 … 100-104.
		{[]int{100, 0, 4, 5, 99, 50}, Histogram{Start: 0, Width: 5,
			Counts: []int{2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1}}},
	}
	for _, tt := range tests {
		if got := NewHistogram(tt.scores); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("NewHistogram(%v) = %+v; want %+v", tt.scores, got, tt.want)
		}
	}
}

func TestHistogramOf(t *testing.T) {
	h := HistogramOf([]int{3, 10, 11, 12, 19}, 0, 10, 3)
	if want := (Histogram{Start: 0, Width: 10, Counts: []int{1, 4, 0}}); !reflect.DeepEqual(h, want) {
		t.Errorf("HistogramOf = %+v; want %+v", h, want)
	}
	if lo, hi := h.Bin(2); lo != 20 || hi != 30 {
		t.Errorf("Bin(2) = %d, %d; want 20, 30", lo, hi)
	}
	if h.Total() != 5 {
		t.Errorf("Total() = %d; want 5", h.Total())
	}
	if e := HistogramOf(nil, 0, 10, 2); !reflect.DeepEqual(e, Histogram{Width: 10, Counts: []int{0, 0}}) {
		t.Errorf("HistogramOf(nil) = %+v", e)
	}
	for _, bad := range []struct {
		scores            []int
		start, width, bin int
	}{
		{[]int{30}, 0, 10, 3}, // beyond the last bin
		{[]int{-1}, 0, 10, 3}, // before the first
		{[]int{1}, 0, 0, 3},   // no width
		{[]int{1}, 0, 1, 0},   // no bins
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("HistogramOf(%v, %d, %d, %d) did not panic", bad.scores, bad.start, bad.width, bad.bin)
				}
			}()
			HistogramOf(bad.scores, bad.start, bad.width, bad.bin)
		}()
	}
}

// TestHistogramAgainstBrute counts random samples bin by bin.
func TestHistogramAgainstBrute(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 500 {
		n := 1 + rng.IntN(2000)
		base, spread := rng.IntN(1000)-500, 1+rng.IntN(10000)
		scores := make([]int, n)
		for i := range scores {
			scores[i] = base + rng.IntN(spread)
		}
		h := NewHistogram(scores)
		start, width, bins := Bins(slices.Min(scores), slices.Max(scores))
		if h.Start != start || h.Width != width || len(h.Counts) != bins {
			t.Fatalf("histogram %d/%d/%d; Bins gives %d/%d/%d", h.Start, h.Width, len(h.Counts), start, width, bins)
		}
		want := make([]int, bins)
		for _, s := range scores {
			for i := range want {
				if lo, hi := h.Bin(i); lo <= s && s < hi {
					want[i]++
				}
			}
		}
		if !slices.Equal(h.Counts, want) || h.Total() != n {
			t.Fatalf("counts %v; want %v", h.Counts, want)
		}
	}
}

// countsOf returns the counts of scores by score, ascending.
func countsOf(scores []int) []ScoreCount {
	var out []ScoreCount
	for _, s := range slices.Sorted(slices.Values(scores)) {
		if len(out) > 0 && out[len(out)-1].Score == s {
			out[len(out)-1].Count++
		} else {
			out = append(out, ScoreCount{Score: s, Count: 1})
		}
	}
	return out
}

// TestBodyCounts checks BodyCounts against counting by hand on
// random samples, some with long tails: the bins are those of Bins for
// the lowest score and the 99th percentile, every score up to that
// percentile is counted in its bin, and at most 1% of the scores, all
// of them beyond the last bin, are left out.
func TestBodyCounts(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for trial := range 300 {
		n := 1 + rng.IntN(500)
		scores := make([]int, n)
		for i := range scores {
			scores[i] = rng.IntN(1 + trial*3)
			if rng.IntN(50) == 0 {
				scores[i] += rng.IntN(100000) // the tail
			}
		}
		d := Describe(scores)
		h := BodyCounts(countsOf(scores), d)
		start, width, bins := Bins(d.Min, d.P99)
		if h.Start != start || h.Width != width || len(h.Counts) != bins {
			t.Fatalf("trial %d: bins %d+%d·%d; want %d+%d·%d", trial, h.Start, h.Width, len(h.Counts), start, width, bins)
		}
		want := make([]int, bins)
		left := 0
		for _, s := range scores {
			if s >= start+bins*width {
				left++
				continue
			}
			want[(s-start)/width]++
		}
		if !slices.Equal(h.Counts, want) {
			t.Fatalf("trial %d: counts %v; want %v", trial, h.Counts, want)
		}
		if left != n-h.Total() || left*100 > n {
			t.Fatalf("trial %d: %d of %d scores left out", trial, left, n)
		}
	}
}
