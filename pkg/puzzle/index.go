package puzzle

import (
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// An Index holds the words of a list that can count under rules by
// letter set, so that the words of a board cost its 2^(Size-1) letter
// sets rather than a scan of the list: for the many boards of a
// schedule or of a likeness model. Solve scans the list instead, for one
// board.
type Index struct {
	list  *wordlist.Words
	rules Rules
	bySet map[bitset.Set][]int32 // the words of each letter set, by index in list
}

// NewIndex indexes the words of list that can count under rules: of at
// least rules.MinLen letters, at most rules.Size distinct ones and none
// of rules.Exclude.
func NewIndex(list *wordlist.Words, rules Rules) *Index {
	ix := &Index{list: list, rules: rules, bySet: map[bitset.Set][]int32{}}
	for i, m := range list.Masks {
		if list.WordLen(i) >= rules.MinLen && m.Len() <= rules.Size && m&rules.Exclude == 0 {
			ix.bySet[m] = append(ix.bySet[m], int32(i))
		}
	}
	return ix
}

// List returns the list indexed.
func (ix *Index) List() *wordlist.Words { return ix.list }

// Rules returns the rules the list is indexed under.
func (ix *Index) Rules() Rules { return ix.rules }

// Sets calls fn with each letter set of the words indexed and the
// indexes of its words in the list, in no particular order.
func (ix *Index) Sets(fn func(set bitset.Set, words []int32)) {
	for set, words := range ix.bySet {
		fn(set, words)
	}
}

// Solve returns the solution of board h, of Size letters, as the
// package's Solve does over the list indexed.
func (ix *Index) Solve(h Honeycomb) *Solution {
	var words []int
	for sub := range (h.Letters &^ h.Center).Subsets() {
		for _, i := range ix.bySet[sub|h.Center] {
			words = append(words, int(i))
		}
	}
	return solution(ix.list, h, ix.rules, words)
}
