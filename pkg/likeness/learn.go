package likeness

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// Sizes of the samples of boards the NYT could have published and did
// not, which Learn learns from and evaluates on.
const (
	TrainNegatives = 4000
	TestNegatives  = 2000
	// WideNegatives are drawn from every board with a pangram, filter
	// or not, beside TrainNegatives: without them the model never sees
	// a board outside the calibrated filter, and a board of 3 words
	// could look the most NYT-like of all.
	WideNegatives = 1000
)

// Options control Learn.
type Options struct {
	Seed     uint64 // draws the negatives
	Rejected Sets   // Model.Rejected
}

// Learn learns a likeness from the boards of train, as the list w sees
// them, against boards of w that pass the filter calibrated on train
// (archive.Calibrate) and that neither train nor test published, a
// sample of TrainNegatives, and WideNegatives of its boards with a
// pangram, filter or not; counts gives the pangrams' counts. The
// regression is fitted on the first three quarters of each and its
// output scaled (Model.Calibrate) on the last quarter, then fitted again
// on all with that scaling. With test (nil for none), the model is
// evaluated on test's boards against TestNegatives other candidates.
func Learn(ctx context.Context, train, test *archive.Archive, w *wordlist.Words, rules puzzle.Rules, counts Counter, opts Options) (*Model, error) {
	c := train.Compare(w, "list", "", nil)
	cal, err := c.Calibrate(archive.DefaultCoverage, train.Constraints(archive.DefaultMinExpected))
	if err != nil {
		return nil, err
	}
	cands, err := Candidates(ctx, w, rules, cal.Filter)
	if err != nil {
		return nil, err
	}
	published := map[puzzle.Honeycomb]bool{}
	for _, a := range []*archive.Archive{train, test} {
		if a == nil {
			continue
		}
		for _, p := range a.WithConflicts() {
			published[p.Board] = true
		}
	}
	var pool []puzzle.Honeycomb
	for _, h := range cands {
		if !published[h] {
			pool = append(pool, h)
		}
	}
	rng := rand.New(rand.NewPCG(opts.Seed, 0x11e11e55))
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	all, err := Candidates(ctx, w, rules, nil)
	if err != nil {
		return nil, err
	}
	all = slices.DeleteFunc(all, func(h puzzle.Honeycomb) bool { return published[h] })
	rng.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	ix := NewIndex(puzzle.NewIndex(w, rules), counts)
	features := func(hs []puzzle.Honeycomb) []Features {
		out := make([]Features, len(hs))
		for i, h := range hs {
			out[i] = ix.Features(h)
		}
		return out
	}
	boards := func(a *archive.Archive) []puzzle.Honeycomb {
		var hs []puzzle.Honeycomb
		for _, p := range a.Puzzles {
			hs = append(hs, p.Board)
		}
		return hs
	}
	nTrain := min(TrainNegatives, len(pool)*2/3)
	neg := features(pool[:nTrain])
	wide := features(all[:min(WideNegatives, len(all))])
	pos := features(boards(train))
	if len(pos) < 8 || len(neg) < 8 {
		return nil, fmt.Errorf("likeness: %d archive boards and %d candidates to learn from; expected 8 or more of each", len(pos), len(neg))
	}
	// The negatives' shares by pangrams, of the whole pools they are
	// drawn from, mixed as they are. A board's pangrams are its one
	// letter set's: no need of its other features.
	poolShares := func(hs []puzzle.Honeycomb) []float64 {
		return pangramShares(len(hs), func(i int) float64 { return float64(ix.Pangrams(hs[i])) })
	}
	shares := poolShares(pool)
	for b, s := range poolShares(all) {
		shares[b] = (shares[b]*float64(len(neg)) + s*float64(len(wide))) / float64(len(neg)+len(wide))
	}
	cp, cn, cw := len(pos)*3/4, len(neg)*3/4, len(wide)*3/4
	first, err := FitShares(pos[:cp], append(slices.Clone(neg[:cn]), wide[:cw]...), shares)
	if err != nil {
		return nil, err
	}
	if err := first.Calibrate(pos[cp:], append(slices.Clone(neg[cn:]), wide[cw:]...)); err != nil {
		return nil, err
	}
	m, err := FitShares(pos, append(neg, wide...), shares)
	if err != nil {
		return nil, err
	}
	m.A, m.B = first.A, first.B
	m.First, m.Last, m.Candidates, m.Filter, m.Rejected = train.First(), train.Last(), len(cands), cal.Text, opts.Rejected
	if test != nil {
		tneg := features(pool[nTrain:min(len(pool), nTrain+TestNegatives)])
		m.Evaluation = m.Evaluate(features(boards(test)), tneg)
		m.Evaluation.First, m.Evaluation.Last = test.First(), test.Last()
	}
	return m, nil
}

// Evaluate returns the model's ROC AUC on boards pos, the NYT's, against
// neg, and each one's mean likeness.
func (m *Model) Evaluate(pos, neg []Features) *Evaluation {
	e := &Evaluation{Positives: len(pos), Negatives: len(neg)}
	var scores []float64
	var classes []bool
	for i, set := range [][]Features{neg, pos} {
		sum := 0.0
		for _, x := range set {
			l := m.Likeness(x)
			sum += l
			scores, classes = append(scores, l), append(classes, i == 1)
		}
		if len(set) > 0 {
			if i == 1 {
				e.MeanLikeness = sum / float64(len(set))
			} else {
				e.MeanLikenessOthers = sum / float64(len(set))
			}
		}
	}
	e.AUC = AUC(scores, classes)
	return e
}

// Candidates returns every board of w with a pangram that passes f (nil
// for all), in the order of the ranking.
func Candidates(ctx context.Context, w *wordlist.Words, rules puzzle.Rules, f *filter.Filter) ([]puzzle.Honeycomb, error) {
	r, err := search.PangramBoards(ctx, w, rules, f, nil)
	if err != nil {
		return nil, err
	}
	out := make([]puzzle.Honeycomb, len(r.All))
	for i, s := range r.All {
		out[i] = s.Honeycomb
	}
	return out, nil
}
