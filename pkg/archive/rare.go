package archive

import (
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// Rare counts the rare words of a list and of the official answers on
// the archive's boards, such as those a frequency list lacks or counts
// low: how obscure the list's words on the boards are beside the NYT's.
type Rare struct {
	Rows    []RareRow // one per puzzle, in the archive's order
	RareRow           // the sums over the puzzles
}

// RareRow is the rare words of one puzzle: the list's on its board and
// their points, and the official answers that are rare and their points.
type RareRow struct {
	ListWords, ListPoints     int
	AnswerWords, AnswerPoints int
}

// Rare counts the rare words on each board: those of the list of words
// w that rare marks, by index (such as freq.Rule.RareWords gives), and
// the official answers for which isRare holds. The list's words on a
// board are those Compare counts. It does not modify a or w.
func (a *Archive) Rare(w *wordlist.Words, rare []bool, isRare func(word string) bool) *Rare {
	ix := a.index()
	rules := a.Rules
	type slotRare struct {
		words  int32
		points uint32
	}
	figs := make([]slotRare, len(ix.slotBoards))
	for i, s := range ix.wordSlots(w, rules) {
		if !rare[i] {
			continue
		}
		figs[s].words++
		figs[s].points += uint32(rules.WordScore(w.WordLen(i), w.Masks[i].Len()))
	}
	out := &Rare{Rows: make([]RareRow, len(a.Puzzles))}
	for pi, p := range a.Puzzles {
		r := &out.Rows[pi]
		for _, s := range ix.boardSlots[pi*ix.subsets : (pi+1)*ix.subsets] {
			r.ListWords += int(figs[s].words)
			r.ListPoints += int(figs[s].points)
		}
		for j, word := range p.Answers {
			if isRare(word) {
				r.AnswerWords++
				r.AnswerPoints += int(ix.points[p.ids[j]])
			}
		}
		t := &out.RareRow
		t.ListWords, t.ListPoints = t.ListWords+r.ListWords, t.ListPoints+r.ListPoints
		t.AnswerWords, t.AnswerPoints = t.AnswerWords+r.AnswerWords, t.AnswerPoints+r.AnswerPoints
	}
	return out
}
