package learn

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/optimize"
)

// lambda is the L2 penalty on every weight but the intercept; it keeps
// columns that never vary at zero.
const lambda = 1e-4

// fit fits the logistic regression on rows, minimising the mean log loss
// plus lambda/2 times the squared weights with gonum's L-BFGS, from w0
// (nil for zeros), and returns the weights. A row's own columns are its
// word's, in the block of the words shown or not (see vector), so they
// are summed once per word and block, the evidence row by row.
func (d *data) fit(rows []row, w0 []float64) ([]float64, error) {
	if len(rows) == 0 {
		return nil, errNoRows
	}
	k := len(d.columns)
	// The words and blocks of the rows, numbered, and each row's.
	slot := map[int32]int32{} // word*2+shown -> its number
	var slots []int32         // word*2+shown of each number
	rowSlot := make([]int32, len(rows))
	ev := make([]float64, len(rows)*colLevel)
	y := make([]float64, len(rows))
	x := make([]float64, k)
	nown := d.nstatic - colLevel
	var own []float64 // the word's own columns of each slot
	for i, r := range rows {
		key := r.word * 2
		if setEvidence(ev[i*colLevel:(i+1)*colLevel], r.ev) {
			key++
		}
		s, ok := slot[key]
		if !ok {
			s = int32(len(slots))
			slot[key] = s
			slots = append(slots, key)
			d.own(x, r.word)
			own = append(own, x[colLevel:d.nstatic]...)
		}
		rowSlot[i] = s
		if r.accepted {
			y[i] = 1
		}
	}
	// ownOf returns the first column of a slot's block and its word's own.
	ownOf := func(s int, key int32) (int, []float64) {
		return colLevel + int(key%2)*nown, own[s*nown : (s+1)*nown]
	}
	n := float64(len(rows))
	dot := make([]float64, len(slots)) // each slot's own columns times the weights
	sum := make([]float64, len(slots)) // each slot's rows' residuals, summed
	// eval returns the loss at w, or writes the gradient into grad.
	eval := func(w, grad []float64) float64 {
		for s, key := range slots {
			at, xs := ownOf(s, key)
			t := 0.0
			for j, v := range xs {
				t += w[at+j] * v
			}
			dot[s] = t
		}
		clear(sum)
		if grad != nil {
			clear(grad)
		}
		loss := 0.0
		for i := range y {
			e := ev[i*colLevel : (i+1)*colLevel]
			s := dot[rowSlot[i]]
			for j, v := range e {
				s += w[j] * v
			}
			// log(1+e^s) - y·s and the sigmoid, without overflow.
			ex := math.Exp(-math.Abs(s))
			if grad == nil {
				loss += math.Max(s, 0) + math.Log1p(ex) - y[i]*s
			} else {
				p := 1 / (1 + ex)
				if s < 0 {
					p = ex / (1 + ex)
				}
				z := p - y[i]
				for j, v := range e {
					grad[j] += z * v
				}
				sum[rowSlot[i]] += z
			}
		}
		if grad == nil {
			loss /= n
			for j := 1; j < k; j++ {
				loss += lambda / 2 * w[j] * w[j]
			}
			return loss
		}
		for s, key := range slots {
			at, xs := ownOf(s, key)
			for j, v := range xs {
				grad[at+j] += sum[s] * v
			}
		}
		for j := range grad {
			grad[j] /= n
			if j > 0 {
				grad[j] += lambda * w[j]
			}
		}
		return loss
	}
	p := optimize.Problem{
		Func: func(w []float64) float64 { return eval(w, nil) },
		Grad: func(grad, w []float64) { eval(w, grad) },
	}
	start := make([]float64, k)
	if w0 != nil {
		copy(start, w0)
	}
	res, err := optimize.Minimize(p, start, &optimize.Settings{GradientThreshold: 1e-5, MajorIterations: 300}, &optimize.LBFGS{})
	if err != nil && res == nil {
		return nil, fmt.Errorf("fitting the logistic regression: %w", err)
	}
	return res.X, nil
}
