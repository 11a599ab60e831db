package report

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/stats"
)

func TestDecimal(t *testing.T) {
	tests := []struct {
		x    float64
		want string
	}{
		{0, "0.0"},
		{25.571428571428573, "25.6"},
		{6.25, "6.2"}, // 6.25 is exact: a half rounds to even
		{0.05, "0.1"}, // 0.05 is a little more than a half
		{999.96, "1,000.0"},
		{1234567.89, "1,234,567.9"},
		{-0.04, "0.0"},
		{-1234.5, "-1,234.5"},
	}
	for _, tt := range tests {
		if got := Decimal(tt.x); got != tt.want {
			t.Errorf("Decimal(%v) = %q; want %q", tt.x, got, tt.want)
		}
	}
}

func TestNewStats(t *testing.T) {
	s := search.Summary{
		Distribution: stats.Distribution{Count: 3, Min: 1, Q1: 1, Median: 2, Q3: 3, P90: 3, P99: 3, Max: 3, Mean: 2, StdDev: 0.8},
		Histogram:    stats.Histogram{Start: 1, Width: 1, Counts: []int{1, 1, 1}},
		Centers:      []search.Center{{Letter: 'A', Honeycombs: 2, BestOf: 1, MeanScore: 1.5}, {Letter: 'B', Honeycombs: 1, MeanScore: 3}},
		Top:          2,
		Letters:      []search.LetterCount{{Letter: 'A', Honeycombs: 2, Center: 1}, {Letter: 'B', Honeycombs: 2, Center: 1}},
	}
	want := &Stats{
		Distribution: stats.Distribution{Count: 3, Min: 1, Q1: 1, Median: 2, Q3: 3, P90: 3, P99: 3, Max: 3, Mean: 2, StdDev: 0.8},
		Histogram:    stats.Histogram{Start: 1, Width: 1, Counts: []int{1, 1, 1}},
		Centers:      []Center{{Letter: "A", Honeycombs: 2, BestCenterOf: 1, MeanScore: 1.5}, {Letter: "B", Honeycombs: 1, MeanScore: 3}},
		LetterFrequency: LetterFrequency{Top: 2, Letters: []LetterCount{
			{Letter: "A", Honeycombs: 2, Center: 1}, {Letter: "B", Honeycombs: 2, Center: 1},
		}},
	}
	if got := NewStats(s); !reflect.DeepEqual(got, want) {
		t.Errorf("NewStats = %+v; want %+v", got, want)
	}
}

// TestStatsMarkdownLink checks that a list name that Markdown or a URL
// would misread is escaped in the image's text and link.
func TestStatsMarkdownLink(t *testing.T) {
	l := &List{Name: `my [big] list\`, Variant: "no-s", Candidates: 3, Passed: 3,
		Stats: NewStats(search.Summary{Histogram: stats.Histogram{Width: 1, Counts: []int{3}}})}
	var b bytes.Buffer
	if err := WriteMarkdown(&b, Rules{MinLen: 4, Bonus: 7, Size: 7}, l, true); err != nil {
		t.Fatal(err)
	}
	want := `![Histogram of the scores of the 3 honeycombs of my \[big\] list\\, variant no-s](my%20%5Bbig%5D%20list%5C.no-s.svg)`
	if !strings.Contains(b.String(), want+"\n") {
		t.Errorf("Markdown lacks %s:\n%s", want, b.String())
	}
	if l.PlotFile() != `my [big] list\.no-s.svg` {
		t.Errorf("PlotFile() = %q", l.PlotFile())
	}
}
