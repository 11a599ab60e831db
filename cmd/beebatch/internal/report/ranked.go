package report

import (
	"cmp"
	"maps"
	"slices"

	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/likeness"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// NewList returns the report of list l ranked in one variant, r, of the
// space named space with filter f (nil for none), with its best top
// honeycombs; freq says which words are rare, "" without --freq.
func NewList(l *wordlist.List, r *search.Ranked, space string, f *filter.Filter, top int, freq string) List {
	skipped := l.Skipped.Map()
	maps.Copy(skipped, r.Stats.Skips())
	passed := 0 // the letter sets of which a honeycomb passes f
	if f != nil {
		passed = r.Tally.Lettersets()
	}
	var pareto Rows // nil, not an empty Results, without a frontier
	if len(r.Pareto) > 0 {
		pareto = Results(r.Pareto)
	}
	return List{
		Name: l.Name, Path: l.Path, Variant: r.Variant.Name,
		Lines: l.Lines, DistinctWords: l.Words.Distinct(),
		ValidWords: r.Stats.ValidWords, PangramWords: r.Stats.PangramWords,
		PangramLettersets: r.Stats.PangramLettersets, Candidates: r.Stats.Candidates,
		Skipped: skipped,
		Space:   space, Filter: f.String(), Honeycombs: r.Honeycombs, Passed: r.Passed,
		WithPangram: r.WithPangram, ZeroScore: r.ZeroScore,
		Top: r.Top.Head(top), Bottom: r.Bottom, Pareto: pareto, Freq: freq,
		Stats: rankingStats(&r.Ranking), PassedLettersets: passed,
	}
}

// rankingStats returns the statistics of the honeycombs that r ranks,
// from its Tally and its best honeycombs, or nil if there are none.
func rankingStats(r *search.Ranking) *Stats {
	if r.Tally == nil || r.Passed == 0 {
		return nil
	}
	best := make([]search.Scored, r.Top.Len())
	for i := range best {
		h := r.Top.At(i)
		best[i] = search.Scored{Honeycomb: h.Honeycomb, Score: h.Score}
	}
	return NewStats(search.SummarizeTally(r.Tally, best, search.TopLetters))
}

// AddLikeness gives the rows of l, the report of r, their likeness
// under m. With byLikeness, the best and worst of l become the best top
// and the worst bottom honeycombs of r by likeness; r.Top must then hold
// every honeycomb that passed.
func (l *List) AddLikeness(r *search.Ranked, m *likeness.Model, byLikeness bool, top, bottom int) {
	if byLikeness {
		l.Top, l.Bottom = rankByLikeness(r, m, top, bottom)
	} else {
		l.Top, l.Bottom = withLikeness(l.Top, m), withLikeness(l.Bottom, m)
	}
	l.Pareto = withLikeness(l.Pareto, m)
}

// rankByLikeness returns the best top and the worst bottom honeycombs of
// r by their likeness under m, the worst first, each with its likeness
// among its Values and its Rank among all by likeness; r.Top holds every
// honeycomb that passed, by score. Ties keep the order of r.Top: by
// score, then letters and center.
func rankByLikeness(r *search.Ranked, m *likeness.Model, top, bottom int) (best, worst Rows) {
	all := r.Top
	n := all.Len()
	like := make([]int64, n)
	order := make([]int32, n)
	derive := m.Deriver()
	for i := range n {
		h := all.At(i)
		like[i], order[i] = derive(measure.Likeness, h.Letters, h.Center, &h.Values), int32(i)
	}
	slices.SortStableFunc(order, func(a, b int32) int { return cmp.Compare(like[b], like[a]) })
	at := func(k int) search.Result {
		h := all.At(int(order[k]))
		h.Values[measure.Likeness], h.Rank = like[order[k]], k+1
		return h
	}
	var b, w Results
	for k := range min(top, n) {
		b = append(b, at(k))
	}
	for k := range min(bottom, n) {
		w = append(w, at(n-1-k))
	}
	return b, w
}

// likenessRows are rows with their likeness under a model among their
// values, derived as a row is read: the rows of a ranking whose filter
// has a likeness clause.
type likenessRows struct {
	Rows
	derive measure.Deriver
}

// At returns row i with its likeness.
func (r likenessRows) At(i int) search.Result {
	h := r.Rows.At(i)
	h.Values[measure.Likeness] = r.derive(measure.Likeness, h.Letters, h.Center, &h.Values)
	return h
}

// withLikeness returns rows with their likeness under m, nil for nil.
func withLikeness(rows Rows, m *likeness.Model) Rows {
	if rows == nil {
		return nil
	}
	return likenessRows{rows, m.Deriver()}
}
