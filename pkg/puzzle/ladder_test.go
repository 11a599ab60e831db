package puzzle

import (
	"math"
	"reflect"
	"testing"
)

func TestThreshold(t *testing.T) {
	tests := []struct{ total, percent, want int }{
		{0, 70, 0},
		{3898, 0, 0},
		{3898, 2, 78},     // 77.96
		{3898, 5, 195},    // 194.9
		{3898, 8, 312},    // 311.84
		{3898, 15, 585},   // 584.7
		{3898, 25, 975},   // 974.5: a half rounds up
		{3898, 40, 1559},  // 1559.2
		{3898, 50, 1949},  // exact
		{3898, 70, 2729},  // 2728.6
		{3898, 100, 3898}, // exact
		{25, 2, 1},        // 0.5
		{24, 2, 0},        // 0.48
		{75, 2, 2},        // 1.5
		{10, 25, 3},       // 2.5
		{1, 50, 1},        // 0.5
		{1, 40, 0},        // 0.4
	}
	for _, tt := range tests {
		if got := Nearest.Threshold(tt.total, tt.percent); got != tt.want {
			t.Errorf("Nearest.Threshold(%d, %d) = %d; want %d", tt.total, tt.percent, got, tt.want)
		}
	}
}

// TestThresholdAgainstFloat checks the integer rule against rounding
// half up in floating point, for every total up to 20,000.
func TestThresholdAgainstFloat(t *testing.T) {
	for total := 0; total <= 20000; total++ {
		for _, r := range ranks {
			want := int(math.Floor(float64(total)*float64(r.Percent)/100 + 0.5))
			if got := Nearest.Threshold(total, r.Percent); got != want {
				t.Fatalf("Nearest.Threshold(%d, %d) = %d; floating point gives %d", total, r.Percent, got, want)
			}
		}
	}
}

func TestLadder(t *testing.T) {
	got := Ladder(24)
	want := []Rank{
		{"Beginner", 0, 0}, {"Good Start", 2, 0}, {"Moving Up", 5, 1}, {"Good", 8, 2},
		{"Solid", 15, 4}, {"Nice", 25, 6}, {"Great", 40, 10}, {"Amazing", 50, 12},
		{"Genius", 70, 17}, {"Queen Bee", 100, 24},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Ladder(24) = %v; want %v", got, want)
	}
	// The ladder never descends and the package's copy is not shared.
	l := Ladder(3898)
	for i := 1; i < len(l); i++ {
		if l[i].Points < l[i-1].Points {
			t.Errorf("Ladder(3898): %v below %v", l[i], l[i-1])
		}
	}
	l[0].Name = "changed"
	if Ladder(1)[0].Name != "Beginner" {
		t.Error("Ladder returns the package's own array")
	}
	if z := Ladder(0); z[len(z)-1].Points != 0 {
		t.Errorf("Ladder(0) = %v", z)
	}
}

func TestRoundingThreshold(t *testing.T) {
	for _, tt := range []struct {
		total, percent int
		r              Rounding
		want           int
	}{
		{3898, 70, Nearest, 2729}, // 2,728.6
		{3898, 70, Floor, 2728},
		{10, 70, Nearest, 7},
		{10, 70, Floor, 7},
		{5, 70, Nearest, 4}, // 3.5 rounds up
		{5, 70, Floor, 3},
		{0, 70, Nearest, 0},
		{0, 70, Floor, 0},
		{1, 70, Nearest, 1},
		{1, 70, Floor, 0},
	} {
		if got := tt.r.Threshold(tt.total, tt.percent); got != tt.want {
			t.Errorf("Rounding(%d).Threshold(%d, %d) = %d; want %d", tt.r, tt.total, tt.percent, got, tt.want)
		}
	}
}
