package archive

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/beebatch/beebatch/pkg/filter"
)

// DefaultCoverage is the share of the archive's boards that a calibrated
// filter keeps by default.
const DefaultCoverage = 0.95

// Calibration is a filter that describes the NYT's boards as a list sees
// them.
type Calibration struct {
	Trim   int            // the boards left out at each end of the ranges
	Filter *filter.Filter // the filter
	Text   string         // its canonical form (Filter.String)
	Pass   int            // the archive's boards, as the list sees them, that pass it
}

// Calibrate returns the filter that keeps at least the share coverage (in
// (0, 1], as the caller checks) of the archive's boards as the list sees them, or of those with
// a pangram if fewer: "pangrams >= 1", the clauses of constraints, and the
// ranges of words and score that trim the most boards, t, off each end of
// the sorted counts.
func (c *Comparison) Calibrate(coverage float64, constraints []Constraint) (*Calibration, error) {
	n := len(c.Rows)
	words, scores := make([]int, n), make([]int, n)
	withPangram := 0
	for i := range c.Rows {
		f := &c.Rows[i].List
		words[i], scores[i] = f.Words, f.Points
		if f.Pangrams > 0 {
			withPangram++
		}
	}
	need := int(math.Ceil(coverage*float64(n) - 1e-9))
	if withPangram < need {
		need = int(math.Ceil(coverage*float64(withPangram) - 1e-9))
	}
	slices.Sort(words)
	slices.Sort(scores)
	ranges := func(t int) (filter.Range, filter.Range) {
		return filter.Range{Min: words[t], Max: words[n-1-t]}, filter.Range{Min: scores[t], Max: scores[n-1-t]}
	}
	pass := func(t int) int {
		wr, sr := ranges(t)
		k := 0
		for i := range c.Rows {
			f := &c.Rows[i].List
			if wr.Contains(f.Words) && sr.Contains(f.Points) && f.Pangrams > 0 {
				k++
			}
		}
		return k
	}
	// pass(0) >= need, and pass falls as t grows.
	t := 0
	for t+1 <= n-2-t && pass(t+1) >= need {
		t++
	}
	wr, sr := ranges(t)
	clauses := []string{"words " + wr.String(), "score " + sr.String(), "pangrams >= 1"}
	for _, k := range constraints {
		clauses = append(clauses, k.Clause())
	}
	f, err := filter.Parse(strings.Join(clauses, ", "))
	if err != nil {
		return nil, fmt.Errorf("calibrated filter: %w", err)
	}
	passed, err := c.Pass(f)
	if err != nil {
		return nil, err
	}
	return &Calibration{Trim: t, Filter: f, Text: f.String(), Pass: passed}, nil
}
