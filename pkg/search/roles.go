package search

import (
	"errors"
	"fmt"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// The engines know three measures of measure.Table themselves: the
// points (measure.Score), by which they rank, the words and the
// pangrams. Every other measure that a query needs is a role: its words'
// values (measure.Measure.Value), summed by letter set as the points are,
// and read by center the same way. A measure of pangrams alone only has
// values on the honeycomb's own letter set, which the engines read as
// they read its pangrams.

// builtIn are the measures the engines compute without a role.
const builtIn = 1<<measure.Score | 1<<measure.Words | 1<<measure.Pangrams

// ErrNoRare is the error of a query whose measures read a frequency
// list, rare words or counts, without Query.Rare or Query.Counts to give
// them.
var ErrNoRare = errors.New("search: the query's measures read a frequency list, but the query does not give it (Query.Rare, Query.Counts)")

// roleSet returns the measures of q that need a role: those the filter
// needs and those its results carry (Query.Measures; with Query.Rare, the
// rare words and their points).
func (q *Query) roleSet() measure.Set {
	s := (q.Filter.Needs() | q.Measures).Engine() // a Derived measure needs the values it derives from
	if q.Rare != nil {
		s |= 1<<measure.Rare | 1<<measure.RarePoints
	}
	return s &^ builtIn
}

// wordValues gives the values of the roles' measures for the words of a
// list.
type wordValues struct {
	roles  measure.Set
	rules  puzzle.Rules
	text   bool    // a role reads the words' text
	rare   []bool  // by index, when a role needs it
	counts []int64 // by index, -1 for a word the frequency list lacks
}

// roleValues returns the values of the roles of q over the words w.
func roleValues(w *wordlist.Words, q *Query) (*wordValues, error) {
	v := &wordValues{roles: q.roleSet(), rules: q.Rules}
	in := measure.Inputs(v.roles | q.Filter.Needs())
	v.text = in&measure.Text != 0
	if in&measure.IsRare != 0 {
		if q.Rare == nil {
			return nil, ErrNoRare
		}
		v.rare = q.Rare(w)
	}
	if in&measure.Count != 0 {
		if q.Counts == nil {
			return nil, ErrNoRare
		}
		v.counts = q.Counts(w)
	}
	return v, nil
}

// value returns the value of measure m for word i of w, of n bytes and k
// letters, split as the points are: plain, its value with the word's
// points without the pangram bonus, in 32 bits, and extra, what the bonus
// adds to it, in 64 bits, 0 but for a pangram. A measure that takes the
// largest value (measure.Max) has its whole value in plain. The split
// assumes that a measure does not fall as a word's points rise.
func (v *wordValues) value(m measure.ID, w *wordlist.Words, i, n, k int) (plain uint32, extra uint64) {
	word := measure.Word{Len: n, Letters: k, Points: v.rules.WordScore(n, k), Pangram: k == v.rules.Size, Short: n == v.rules.MinLen}
	if v.text {
		word.Text = w.Bytes(i)
	}
	if v.rare != nil {
		word.Rare = v.rare[i]
	}
	if v.counts != nil {
		word.Count = v.counts[i]
	}
	mt := &measure.Table[m]
	full := mt.Value(word)
	if !word.Pangram || v.rules.Bonus == 0 || mt.Combine == measure.Max {
		return uint32(full), 0
	}
	word.Points -= v.rules.Bonus
	p := mt.Value(word)
	return uint32(p), uint64(full - p)
}

// each calls fn with each role of v and its measure; a Derived measure
// is none.
func (v *wordValues) each(fn func(m measure.ID, t *measure.Measure)) {
	for m := range measure.N {
		if v.roles.Has(m) && measure.Table[m].Kind == measure.Summed {
			fn(m, &measure.Table[m])
		}
	}
}

// combine returns a value of measure t, a, combined with a word's, x.
func combine(t *measure.Measure, a, x uint32) uint32 {
	if t.Combine == measure.Max {
		return max(a, x)
	}
	return a + x
}

// addRoles adds the roles of vals over the words w to s, until the next
// Reset: each word's value added to its letter set's (combined, for a
// measure of the largest value), as the points are.
func (s *Space) addRoles(w *wordlist.Words, vals *wordValues) {
	vals.each(func(m measure.ID, mt *measure.Measure) {
		a := s.spare[m]
		if s.spare[m] = nil; cap(a) < len(s.f) {
			a = make([]uint32, len(s.f))
		}
		a = a[:len(s.f)]
		own := mt.Of == measure.PangramWords
		size := s.Rules.Size
		var ex []uint64
		countWords(w, s.Rules, s.Banned, func(i int, mask bitset.Set, n, k int) {
			if !own || k == size {
				r := int(colexRank(s.toAlphabet(mask)))
				v, extra := vals.value(m, w, i, n, k)
				a[s.off[k]+r] = combine(mt, a[s.off[k]+r], v)
				if extra != 0 {
					if ex == nil {
						ex = make([]uint64, s.off[size+1]-s.off[size])
					}
					ex[r] += extra
				}
			}
		})
		s.extra[m] = ex
		s.roles[m] = a
	})
}

// roleSet returns the roles of s.
func (s *Space) roleSet() measure.Set {
	var set measure.Set
	for m, a := range s.roles {
		if a != nil {
			set |= 1 << m
		}
	}
	return set
}

// ErrNoDeriver is the error of a filter with a clause on a Derived
// measure, such as the likeness, but no Deriver to give its values
// (filter.Filter.WithDeriver).
var ErrNoDeriver = errors.New("search: the filter has a clause on a derived measure but no Deriver to give its values (filter.Filter.WithDeriver)")

// missingRoles returns an error if the roles filter f needs are not all
// in have, or if f has a clause on a Derived measure without a Deriver.
func missingRoles(f *filter.Filter, have measure.Set) error {
	needs := f.Needs()
	if f.Derived() != 0 && f.Deriver() == nil {
		return ErrNoDeriver
	}
	for m := range measure.N {
		if sumNeeds(needs, false).Has(m) && m != measure.Words && !have.Has(m) {
			return fmt.Errorf("search: the filter needs measure %q, which the engine was not given (Ranker.Rank gives it)", measure.Table[m].Name)
		}
	}
	return nil
}
