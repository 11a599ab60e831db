package learn

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/optimize"
)

// lambda is the L2 penalty on every weight but the intercept, which
// keeps the weights of columns that never vary (a feature learned
// without) at zero.
const lambda = 1e-4

// fit fits the logistic regression on rows, minimising the mean log loss
// plus lambda/2 times the squared weights with gonum's L-BFGS, from w0
// (nil for zeros), and returns the weights.
func (d *data) fit(rows []row, w0 []float64) ([]float64, error) {
	if len(rows) == 0 {
		return nil, errNoRows
	}
	k := len(d.columns)
	x := make([]float64, len(rows)*k)
	y := make([]float64, len(rows))
	for i, r := range rows {
		d.vector(x[i*k:(i+1)*k], r.word, r.ev)
		if r.accepted {
			y[i] = 1
		}
	}
	n := float64(len(rows))
	z := make([]float64, len(rows))
	// eval returns the loss at w, and writes its gradient into grad
	// unless grad is nil.
	eval := func(w, grad []float64) float64 {
		loss := 0.0
		for i := range y {
			s := 0.0
			for j, v := range x[i*k : (i+1)*k] {
				s += w[j] * v
			}
			// log(1+e^s) - y·s, computed without overflow.
			loss += math.Max(s, 0) + math.Log1p(math.Exp(-math.Abs(s))) - y[i]*s
			z[i] = sigmoid(s) - y[i]
		}
		loss /= n
		for j := 1; j < k; j++ {
			loss += lambda / 2 * w[j] * w[j]
		}
		if grad != nil {
			clear(grad)
			for i, zi := range z {
				for j, v := range x[i*k : (i+1)*k] {
					grad[j] += zi * v
				}
			}
			for j := range grad {
				grad[j] /= n
				if j > 0 {
					grad[j] += lambda * w[j]
				}
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
	res, err := optimize.Minimize(p, start, &optimize.Settings{GradientThreshold: 1e-6, MajorIterations: 500}, &optimize.LBFGS{})
	if err != nil && res == nil {
		return nil, fmt.Errorf("fitting the logistic regression: %w", err)
	}
	return res.X, nil
}
