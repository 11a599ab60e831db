package puzzle

import (
	"slices"

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
	bySet *SetIndex
}

// NewIndex indexes the words of list that can count under rules: of at
// least rules.MinLen letters, at most rules.Size distinct ones and none
// of rules.Exclude.
func NewIndex(list *wordlist.Words, rules Rules) *Index {
	return &Index{list: list, rules: rules, bySet: NewSetIndex(list.Masks, func(i int) bool {
		m := list.Masks[i]
		return list.WordLen(i) >= rules.MinLen && m.Len() <= rules.Size && m&rules.Exclude == 0
	})}
}

// List returns the list indexed.
func (ix *Index) List() *wordlist.Words { return ix.list }

// Rules returns the rules the list is indexed under.
func (ix *Index) Rules() Rules { return ix.rules }

// Sets calls fn with each letter set of the words indexed and the
// indexes of its words in the list, in order of set.
func (ix *Index) Sets(fn func(set bitset.Set, words []int32)) { ix.bySet.All(fn) }

// Solve returns the solution of board h, of Size letters, as the
// package's Solve does over the list indexed.
func (ix *Index) Solve(h Honeycomb) *Solution {
	var words []int
	for sub := range (h.Letters &^ h.Center).Subsets() {
		for _, i := range ix.bySet.Of(sub | h.Center) {
			words = append(words, int(i))
		}
	}
	return solution(ix.list, h, ix.rules, words)
}

// A SetIndex finds words by their letter sets: each set's words, given
// by their indexes, in order. It is one sorted array of about 8 bytes a
// word, for the boards of a schedule as for learn's millions of
// candidates.
type SetIndex struct {
	sets  []bitset.Set // the distinct sets, in order
	start []int32      // the words of sets[k] are words[start[k]:start[k+1]]
	words []int32
}

// NewSetIndex indexes the words i of masks, their letter sets, for which
// keep(i) holds, or all of them if keep is nil.
func NewSetIndex(masks []bitset.Set, keep func(i int) bool) *SetIndex {
	pairs := make([]uint64, 0, len(masks)) // a set, then a word
	for i, m := range masks {
		if keep == nil || keep(i) {
			pairs = append(pairs, uint64(m)<<32|uint64(i))
		}
	}
	slices.Sort(pairs)
	x := &SetIndex{words: make([]int32, len(pairs))}
	for k, p := range pairs {
		if m := bitset.Set(p >> 32); len(x.sets) == 0 || x.sets[len(x.sets)-1] != m {
			x.sets = append(x.sets, m)
			x.start = append(x.start, int32(k))
		}
		x.words[k] = int32(uint32(p))
	}
	x.start = append(x.start, int32(len(pairs)))
	return x
}

// Of returns the words whose letter set is s, in order; the caller must
// not modify them.
func (x *SetIndex) Of(s bitset.Set) []int32 {
	k, ok := slices.BinarySearch(x.sets, s)
	if !ok {
		return nil
	}
	return x.words[x.start[k]:x.start[k+1]:x.start[k+1]]
}

// All calls fn with each letter set and its words, in order of set.
func (x *SetIndex) All(fn func(set bitset.Set, words []int32)) {
	for k, s := range x.sets {
		fn(s, x.words[x.start[k]:x.start[k+1]:x.start[k+1]])
	}
}
