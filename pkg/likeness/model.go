package likeness

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"slices"

	"gonum.org/v1/gonum/integrate"
	"gonum.org/v1/gonum/optimize"
	"gonum.org/v1/gonum/stat"
)

// Lambda is the L2 penalty on the weights of the standardized columns
// (not the intercept): it keeps a column that never varies, or a letter
// on few boards, near zero.
const Lambda = 1e-2

// Model is a fitted likeness: a logistic regression over the standardized
// features of a board, and the scaling (Platt's) that makes its output
// read as the probability that the board is the NYT's rather than one it
// could have published, at even odds.
type Model struct {
	Columns []string  `json:"columns"`
	Mean    []float64 `json:"mean"`    // each column's mean on the training boards
	Scale   []float64 `json:"scale"`   // and its standard deviation (1 where it is 0)
	Weights []float64 `json:"weights"` // the intercept first, then one per column
	// Platt's scaling: the likeness is sigmoid(A*z + B) for the
	// regression's log-odds z.
	A float64 `json:"platt_a"`
	B float64 `json:"platt_b"`
	// The fewest and most words of the positive boards: a board outside
	// them is one the model never saw the like of, and its likeness is 0
	// (a linear model would extrapolate: 3 words looked the most NYT-like
	// of all). Both 0 for no bounds.
	MinWords int `json:"min_words"`
	MaxWords int `json:"max_words"`
	// PangramOdds are the log of the ratio of the share of the positive
	// boards to that of the negatives with 1, 2, ... pangrams, the last
	// for PangramBins or more (pangramBin): the regression reads the
	// pangrams column so encoded, not as a count. The NYT's boards have
	// 2 to 5 pangrams more often than a list's candidates, and 6 or more
	// less often: a count, fitted as a line, made the boards of 5 to 9
	// pangrams the most NYT-like of all. Nil in a model learned before
	// it: the column is then the count.
	PangramOdds []float64 `json:"pangram_odds,omitempty"`
	// What it learned from and how well it does.
	First      string      `json:"first"` // the training puzzles' first date
	Last       string      `json:"last"`  // and last
	Positives  int         `json:"positives"`
	Negatives  int         `json:"negatives"`
	Candidates int         `json:"candidates"` // the boards the negatives were sampled from
	Filter     string      `json:"filter"`     // the calibrated filter they pass
	Evaluation *Evaluation `json:"evaluation,omitempty"`
	// Rejected are the letter sets whose every pangram the word model
	// rejected, whose one pangram its one-pangram rule accepted: a
	// schedule builds no board on them.
	Rejected Sets `json:"rejected_pangram_sets,omitempty"`
}

// Evaluation is a model's ROC AUC on later puzzles against candidate
// boards it did not learn from, and the mean likeness of each.
type Evaluation struct {
	First              string  `json:"first"`
	Last               string  `json:"last"`
	Positives          int     `json:"positives"`
	Negatives          int     `json:"negatives"`
	AUC                float64 `json:"auc"`
	MeanLikeness       float64 `json:"mean_likeness"`           // of the later puzzles' boards
	MeanLikenessOthers float64 `json:"mean_likeness_negatives"` // of the candidates'
}

// Likeness returns the likeness of a board with features x, from 0 to 1;
// 0 for a board with fewer words than MinWords or more than MaxWords.
func (m *Model) Likeness(x Features) float64 {
	if m.MaxWords > 0 && (x[ColWords] < float64(m.MinWords) || x[ColWords] > float64(m.MaxWords)) {
		return 0
	}
	return sigmoid(m.A*m.logit(x[:]) + m.B)
}

// logit returns the regression's log-odds for x.
func (m *Model) logit(x []float64) float64 {
	z := m.Weights[0]
	for j, v := range x {
		z += m.term(j, v)
	}
	return z
}

// term returns what column j of value v adds to the log-odds.
func (m *Model) term(j int, v float64) float64 {
	if j == ColPangrams {
		v = m.pangrams(v)
	}
	return m.Weights[j+1] * (v - m.Mean[j]) / m.Scale[j]
}

// PangramBins is the number of bins of PangramOdds: 1 to 5 pangrams, and
// 6 or more (4 of the 793 boards of 2023-01-01 to 2025-03-05).
const PangramBins = 6

// pangramBin returns the bin of PangramOdds of a board of n pangrams:
// n-1, at most PangramBins-1; 0 for none.
func pangramBin(n float64) int {
	return int(min(max(n, 1), PangramBins)) - 1
}

// pangrams returns the value of the pangrams column that the regression
// reads for a board of n pangrams: PangramOdds of its bin, or n for a
// model without them.
func (m *Model) pangrams(n float64) float64 {
	if m.PangramOdds == nil {
		return n
	}
	return m.PangramOdds[pangramBin(n)]
}

// PangramShares returns the share of the boards xs in each bin of
// PangramOdds, each smoothed by half a board (Jeffreys' prior), so that
// no bin has none.
func PangramShares(xs []Features) []float64 {
	return pangramShares(len(xs), func(i int) float64 { return xs[i][ColPangrams] })
}

// pangramShares is PangramShares of n boards, board i with pangrams(i).
func pangramShares(n int, pangrams func(i int) float64) []float64 {
	shares := make([]float64, PangramBins)
	for i := range n {
		shares[pangramBin(pangrams(i))]++
	}
	for b := range shares {
		shares[b] = (shares[b] + 0.5) / (float64(n) + 0.5*PangramBins)
	}
	return shares
}

// pangramOdds returns PangramOdds for the boards pos against negatives
// whose shares in each bin are negShares (PangramShares).
func pangramOdds(pos []Features, negShares []float64) []float64 {
	p := PangramShares(pos)
	odds := make([]float64, PangramBins)
	for b := range odds {
		odds[b] = math.Log(p[b] / negShares[b])
	}
	return odds
}

// Check returns an error if m does not fit the columns of this version.
func (m *Model) Check() error {
	if !slices.Equal(m.Columns, Columns) || len(m.Mean) != NumColumns || len(m.Scale) != NumColumns || len(m.Weights) != NumColumns+1 ||
		m.PangramOdds != nil && len(m.PangramOdds) != PangramBins {
		return errors.New("the likeness model has other columns than this beebatch's; run beebatch learn again")
	}
	return nil
}

func sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

// Fit fits a model on the features of positive and negative boards, each
// class weighing the same in all; its PangramOdds are of pos against neg.
func Fit(pos, neg []Features) (*Model, error) {
	return FitShares(pos, neg, PangramShares(neg))
}

// FitShares is Fit with the negatives' PangramShares given: those of the
// boards neg were drawn from, which a sample of a few thousand holds too
// few boards of many pangrams to tell.
func FitShares(pos, neg []Features, negShares []float64) (*Model, error) {
	if len(pos) == 0 || len(neg) == 0 {
		return nil, fmt.Errorf("likeness: %d positive and %d negative boards; expected some of each", len(pos), len(neg))
	}
	if len(negShares) != PangramBins {
		return nil, fmt.Errorf("likeness: %d pangram shares; expected %d", len(negShares), PangramBins)
	}
	m := &Model{Columns: Columns, Mean: make([]float64, NumColumns), Scale: make([]float64, NumColumns), A: 1,
		Positives: len(pos), Negatives: len(neg), MinWords: math.MaxInt}
	for _, x := range pos {
		m.MinWords, m.MaxWords = min(m.MinWords, int(x[ColWords])), max(m.MaxWords, int(x[ColWords]))
	}
	m.PangramOdds = pangramOdds(pos, negShares)
	all := append(slices.Clone(pos), neg...)
	for i := range all {
		all[i][ColPangrams] = m.pangrams(all[i][ColPangrams])
	}
	col := make([]float64, len(all))
	for j := range NumColumns {
		for i := range all {
			col[i] = all[i][j]
		}
		m.Mean[j], m.Scale[j] = stat.MeanStdDev(col, nil)
		if !(m.Scale[j] > 1e-9) {
			m.Scale[j] = 1
		}
	}
	xs := make([][]float64, len(all))
	y := make([]float64, len(all))
	wt := make([]float64, len(all))
	for i := range all {
		x := make([]float64, NumColumns)
		for j, v := range all[i] {
			x[j] = (v - m.Mean[j]) / m.Scale[j]
		}
		xs[i] = x
		if i < len(pos) {
			y[i], wt[i] = 1, float64(len(all))/float64(2*len(pos))
		} else {
			wt[i] = float64(len(all)) / float64(2*len(neg))
		}
	}
	var err error
	if m.Weights, err = logistic(xs, y, wt, Lambda); err != nil {
		return nil, err
	}
	return m, nil
}

// Calibrate sets the model's Platt scaling from boards it did not learn
// from, each class weighing the same.
func (m *Model) Calibrate(pos, neg []Features) error {
	var xs [][]float64
	var y, wt []float64
	for i, set := range [][]Features{neg, pos} {
		for _, x := range set {
			xs = append(xs, []float64{m.logit(x[:])})
			y = append(y, float64(i))
			wt = append(wt, float64(len(pos)+len(neg))/float64(2*len(set)))
		}
	}
	w, err := logistic(xs, y, wt, 0)
	if err != nil {
		return err
	}
	m.B, m.A = w[0], w[1]
	return nil
}

// logistic fits a logistic regression of y on xs, each row weighing wt,
// minimising the weighted mean log loss plus lambda/2 times the squared
// weights but the intercept, with gonum's L-BFGS, and returns the weights,
// the intercept first.
func logistic(xs [][]float64, y, wt []float64, lambda float64) ([]float64, error) {
	k := len(xs[0]) + 1
	n := 0.0
	for _, v := range wt {
		n += v
	}
	eval := func(w, grad []float64) float64 {
		if grad != nil {
			clear(grad)
		}
		loss := 0.0
		for i, x := range xs {
			s := w[0]
			for j, v := range x {
				s += w[j+1] * v
			}
			ex := math.Exp(-math.Abs(s))
			loss += wt[i] * (math.Max(s, 0) + math.Log1p(ex) - y[i]*s)
			if grad != nil {
				p := 1 / (1 + ex)
				if s < 0 {
					p = ex / (1 + ex)
				}
				z := wt[i] * (p - y[i])
				grad[0] += z
				for j, v := range x {
					grad[j+1] += z * v
				}
			}
		}
		loss /= n
		for j := 1; j < k; j++ {
			loss += lambda / 2 * w[j] * w[j]
			if grad != nil {
				grad[j] = grad[j]/n + lambda*w[j]
			}
		}
		if grad != nil {
			grad[0] /= n
		}
		return loss
	}
	p := optimize.Problem{
		Func: func(w []float64) float64 { return eval(w, nil) },
		Grad: func(grad, w []float64) { eval(w, grad) },
	}
	res, err := optimize.Minimize(p, make([]float64, k), &optimize.Settings{GradientThreshold: 1e-6, MajorIterations: 500}, &optimize.LBFGS{})
	if err != nil && res == nil {
		return nil, fmt.Errorf("fitting the likeness: %w", err)
	}
	return res.X, nil
}

// AUC returns the ROC AUC of scores for classes (true for a positive):
// the chance that a positive drawn at random scores above a negative,
// ties counting half; 0.5 when either class is empty.
func AUC(scores []float64, classes []bool) float64 {
	idx := make([]int, len(scores))
	npos := 0
	for i := range idx {
		idx[i] = i
		if classes[i] {
			npos++
		}
	}
	if npos == 0 || npos == len(scores) {
		return 0.5
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(scores[a], scores[b]) })
	y := make([]float64, len(idx))
	c := make([]bool, len(idx))
	for k, i := range idx {
		y[k], c[k] = scores[i], classes[i]
	}
	tpr, fpr, _ := stat.ROC(nil, y, c, nil)
	return integrate.Trapezoidal(fpr, tpr)
}
