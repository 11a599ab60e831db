package search

import (
	"context"
	"errors"

	"github.com/beebatch/beebatch/internal/bigmem"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// role is a quantity per word beyond points and words that Ranker.Rank
// sums over the words of each honeycomb, as it sums their points.
type role int

const (
	roleRare       role = iota // 1 for a rare word (Query.Rare)
	roleRarePoints             // the points of a rare word
	roleShort                  // the points of a word of exactly MinLen letters
	numRoles
	sumWords = numRoles // the words, which setFigures carries with the roles
	numSums  = numRoles + 1
)

// wordValue gives the value of a role for word i of w.
type wordValue func(w *wordlist.Words, i int) uint32

// ErrNoRare is the error of a query whose filter counts rare words
// without Query.Rare to say which words are rare.
var ErrNoRare = errors.New("search: the filter counts rare words, but the query does not say which words are rare (Query.Rare)")

// roleValues returns the values of the roles that q needs over the words
// w, nil for a role not needed.
func roleValues(w *wordlist.Words, q *Query) ([numRoles]wordValue, error) {
	var vals [numRoles]wordValue
	if q.Rare == nil && q.Filter.Needs()&(filter.Rare|filter.RarePoints) != 0 {
		return vals, ErrNoRare
	}
	rules := q.Rules
	score := func(w *wordlist.Words, i int) uint32 {
		return uint32(rules.WordScore(w.WordLen(i), w.Masks[i].Len()))
	}
	if q.Rare != nil {
		rare := q.Rare(w)
		vals[roleRare] = func(_ *wordlist.Words, i int) uint32 { return one(rare[i]) }
		vals[roleRarePoints] = func(w *wordlist.Words, i int) uint32 { return one(rare[i]) * score(w, i) }
	}
	if q.Filter.Needs()&filter.LongPoints != 0 {
		vals[roleShort] = func(w *wordlist.Words, i int) uint32 { return one(w.WordLen(i) == rules.MinLen) * score(w, i) }
	}
	return vals, nil
}

// one returns 1 for true and 0 for false.
func one(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

// sumNeeds returns the sums by center that a filter that needs needs,
// with a frontier (pareto), must have.
func sumNeeds(needs filter.Fields, pareto bool) [numSums]bool {
	return [numSums]bool{
		roleRare:       needs&filter.Rare != 0,
		roleRarePoints: needs&filter.RarePoints != 0,
		roleShort:      needs&filter.LongPoints != 0,
		sumWords:       needs&filter.Words != 0 || pareto,
	}
}

// tableChannel is a value per letter set of a Table, its points, words
// or a role: of the sets of at most flatMax(Size) letters in a flat array
// (with a spare zero at the end), and of the larger in a map.
type tableChannel struct {
	flat  []uint32
	large map[bitset.Set]uint32
}

// addRoles sums the roles of vals over the words w of t, a root table;
// its restrictions read them through it.
func (t *Table) addRoles(w *wordlist.Words, vals *[numRoles]wordValue) {
	fm := flatMax(t.Rules.Size)
	for r, value := range vals {
		t.roles[r] = nil
		if value == nil {
			continue
		}
		c := &tableChannel{flat: make([]uint32, len(t.points.flat)), large: map[bitset.Set]uint32{}}
		countWords(w, t.Rules, t.Banned, func(i int, mask bitset.Set, n, k int) {
			if k <= fm {
				c.flat[flatIndex(mask)] += value(w, i)
			} else {
				c.large[mask] += value(w, i)
			}
		})
		t.roles[r] = c
	}
}

// addRoles sums the roles of vals over the subsets of each set of s, as
// the points are, until the next Reset; it stops when ctx is cancelled.
func (s *Space) addRoles(ctx context.Context, w *wordlist.Words, vals *[numRoles]wordValue) error {
	for r, value := range vals {
		if value == nil {
			continue
		}
		a := bigmem.Make[uint32](len(s.f))
		s.mem.roles = append(s.mem.roles, a)
		countWords(w, s.Rules, s.Banned, func(i int, mask bitset.Set, n, k int) {
			a[s.off[k]+int(colexRank(s.toAlphabet(mask)))] += value(w, i)
		})
		if err := sum(ctx, a, s); err != nil {
			return err
		}
		s.roles[r] = a
	}
	return nil
}
