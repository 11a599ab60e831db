package likeness

import (
	"cmp"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"

	"gonum.org/v1/gonum/stat"
)

// Folds is the number of folds of TwoSample's cross-validation.
const Folds = 5

// Separation is how far one column's values lie apart in two sets of
// boards.
type Separation struct {
	Column string  `json:"column"`
	MeanA  float64 `json:"mean_a"`
	MeanB  float64 `json:"mean_b"`
	D      float64 `json:"d"` // (MeanA - MeanB) / the pooled standard deviation: Cohen's d
}

// Check is a two-sample check of two sets of boards: how well a
// classifier tells them apart.
type Check struct {
	A, B       int          // the boards of each set
	Folds      int          // of the cross-validation
	AUC        float64      // the cross-validated ROC AUC of telling B from A: 0.5 when they look alike
	Separating []Separation // every column, the farthest apart first
}

// TwoSample trains a logistic regression (Fit) to tell the boards b from
// the boards a, on Folds folds in turn, each set cut into folds alike
// (by seed), and returns the ROC AUC of the scores every board got from
// the model that did not learn from it, with the columns by how far
// apart they lie. Each set needs at least Folds boards.
func TwoSample(a, b []Features, seed uint64) (*Check, error) {
	if len(a) < Folds || len(b) < Folds {
		return nil, fmt.Errorf("two-sample check: %d and %d boards; expected at least %d in each", len(a), len(b), Folds)
	}
	rng := rand.New(rand.NewPCG(seed, 0x11e11e55))
	folds := func(n int) []int {
		f := make([]int, n)
		for i := range f {
			f[i] = i % Folds
		}
		rng.Shuffle(n, func(i, j int) { f[i], f[j] = f[j], f[i] })
		return f
	}
	fa, fb := folds(len(a)), folds(len(b))
	var scores []float64
	var classes []bool
	for k := range Folds {
		var trA, trB, teA, teB []Features
		for i, x := range a {
			if fa[i] == k {
				teA = append(teA, x)
			} else {
				trA = append(trA, x)
			}
		}
		for i, x := range b {
			if fb[i] == k {
				teB = append(teB, x)
			} else {
				trB = append(trB, x)
			}
		}
		m, err := Fit(trB, trA)
		if err != nil {
			return nil, err
		}
		for _, x := range teA {
			scores, classes = append(scores, m.logit(x[:])), append(classes, false)
		}
		for _, x := range teB {
			scores, classes = append(scores, m.logit(x[:])), append(classes, true)
		}
	}
	c := &Check{A: len(a), B: len(b), Folds: Folds, AUC: AUC(scores, classes), Separating: Separations(a, b)}
	return c, nil
}

// Separations returns every column's means in a and b and Cohen's d, the
// largest |d| first, ties in the order of Columns.
func Separations(a, b []Features) []Separation {
	out := make([]Separation, NumColumns)
	ca, cb := make([]float64, len(a)), make([]float64, len(b))
	for j := range NumColumns {
		for i := range a {
			ca[i] = a[i][j]
		}
		for i := range b {
			cb[i] = b[i][j]
		}
		ma, va := stat.MeanVariance(ca, nil)
		mb, vb := stat.MeanVariance(cb, nil)
		s := Separation{Column: Columns[j], MeanA: ma, MeanB: mb}
		na, nb := float64(len(a)), float64(len(b))
		if pooled := math.Sqrt(((na-1)*va + (nb-1)*vb) / (na + nb - 2)); pooled > 1e-12 {
			s.D = (ma - mb) / pooled
		}
		out[j] = s
	}
	slices.SortStableFunc(out, func(x, y Separation) int { return cmp.Compare(math.Abs(y.D), math.Abs(x.D)) })
	return out
}
