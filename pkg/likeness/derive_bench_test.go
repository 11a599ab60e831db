package likeness

import (
	"testing"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/measure"
)

// BenchmarkDeriver is the cost of a likeness clause per honeycomb that
// reaches it.
func BenchmarkDeriver(b *testing.B) {
	m := &Model{Weights: make([]float64, NumColumns+1), Mean: make([]float64, NumColumns), Scale: make([]float64, NumColumns),
		A: 1, MinWords: 10, MaxWords: 90, PangramOdds: make([]float64, PangramBins)}
	for j := range m.Scale {
		m.Weights[j+1], m.Scale[j] = float64(j%5)/10, 1+float64(j%3)
	}
	d := m.Deriver()
	letters, _ := bitset.Of("aegilnt")
	var v measure.Values
	v[measure.Words], v[measure.Score], v[measure.Pangrams], v[measure.PangramCount], v[measure.ING] = 40, 200, 2, 12345, 5
	var sum int64
	for b.Loop() {
		sum += d(measure.Likeness, letters, bitset.Letter('g'), &v)
	}
	if sum < 0 {
		b.Fatal(sum)
	}
}
