package search

import (
	"context"
	"errors"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// role is a Channel that Ranker.Rank sums itself, for the filter clauses
// and report columns beyond points and words.
type role int

const (
	roleRare       role = iota // 1 for a rare word (Query.Rare)
	roleRarePoints             // the points of a rare word
	roleShort                  // the points of a word of exactly MinLen letters
	numRoles
)

// ErrNoRare is the error of a query whose filter counts rare words
// (filter.Rare or filter.RarePoints) without Query.Rare to say which
// words are rare.
var ErrNoRare = errors.New("search: the filter counts rare words, but the query does not say which words are rare (Query.Rare)")

// roleChannels returns the channels that q needs over the words w, by
// role (a nil Value for a role not needed): the rare words and their
// points when q says which words are rare, and the points of the words of
// MinLen letters for a filter that weighs the long words, the others
// (filter.LongPoints).
func roleChannels(w *wordlist.Words, q *Query) ([numRoles]Channel, error) {
	var chans [numRoles]Channel
	if q.Rare == nil && q.Filter.Needs()&(filter.Rare|filter.RarePoints) != 0 {
		return chans, ErrNoRare
	}
	rules := q.Rules
	score := func(w *wordlist.Words, i int) uint32 {
		return uint32(rules.WordScore(w.WordLen(i), w.Masks[i].Len()))
	}
	if q.Rare != nil {
		rare := q.Rare(w)
		chans[roleRare] = Channel{Name: "rare", Value: func(_ *wordlist.Words, i int) uint32 {
			if rare[i] {
				return 1
			}
			return 0
		}}
		chans[roleRarePoints] = Channel{Name: "rare-points", Value: func(w *wordlist.Words, i int) uint32 {
			if rare[i] {
				return score(w, i)
			}
			return 0
		}}
	}
	if q.Filter.Needs()&filter.LongPoints != 0 {
		chans[roleShort] = Channel{Name: "short-points", Value: func(w *wordlist.Words, i int) uint32 {
			if w.WordLen(i) == rules.MinLen {
				return score(w, i)
			}
			return 0
		}}
	}
	return chans, nil
}

// hasRoles reports whether any of chans has a Value.
func hasRoles(chans *[numRoles]Channel) bool {
	for _, c := range chans {
		if c.Value != nil {
			return true
		}
	}
	return false
}

// tableChannel is a Channel of a Table: the value of each letter set of
// at most flatMax(Size) letters at its place in a flat array, as the
// points are (with the same spare zero at the end), and of the larger
// sets in a map.
type tableChannel struct {
	flat  []uint32
	large map[bitset.Set]uint32
}

// lookup returns the value of the channel for the words whose letter set
// is exactly key.
func (c *tableChannel) lookup(key bitset.Set, fm int) uint32 {
	if key.Len() <= fm {
		return c.flat[flatIndex(key)]
	}
	return c.large[key]
}

// addRoles sums the channels of chans over the words w of t, a root
// table (not a restriction), one set of t's words at a time; the
// restrictions of t read them through their root.
func (t *Table) addRoles(w *wordlist.Words, chans *[numRoles]Channel) {
	size, fm := t.Rules.Size, flatMax(t.Rules.Size)
	for r, ch := range chans {
		if ch.Value == nil {
			t.roles[r] = nil
			continue
		}
		c := &tableChannel{flat: make([]uint32, len(t.flat)), large: map[bitset.Set]uint32{}}
		for i, mask := range w.Masks {
			if w.WordLen(i) < t.Rules.MinLen || mask&t.Banned != 0 {
				continue
			}
			k := mask.Len()
			switch {
			case k > size:
			case k <= fm:
				c.flat[flatIndex(mask)] += ch.Value(w, i)
			default:
				c.large[mask] += ch.Value(w, i)
			}
		}
		t.roles[r] = c
	}
}

// roleSum returns the sum of channel r of t over the words of honeycomb
// h, from the subsets of its letters that hold its center; 0 when t has
// no such channel.
func (t *Table) roleSum(r role, h puzzle.Honeycomb) int {
	c := t.root().roles[r]
	if c == nil {
		return 0
	}
	fm := flatMax(t.Rules.Size)
	var sum uint32
	rest := h.Letters &^ h.Center
	for sub := rest; ; sub = rest.NextSubset(sub) {
		sum += c.lookup(sub|h.Center, fm)
		if sub == 0 {
			break
		}
	}
	return int(sum)
}

// roleNeeds returns the roles whose sums a filter that needs needs must
// have.
func roleNeeds(needs filter.Fields) [numRoles]bool {
	return [numRoles]bool{
		roleRare:       needs&filter.Rare != 0,
		roleRarePoints: needs&filter.RarePoints != 0,
		roleShort:      needs&filter.LongPoints != 0,
	}
}

// addRoles adds the channels of chans that have a Value to s (AddChannels),
// recording which role each plays.
func (s *Space) addRoles(ctx context.Context, w *wordlist.Words, chans *[numRoles]Channel) error {
	for r, ch := range chans {
		if ch.Value == nil {
			continue
		}
		if err := s.AddChannels(ctx, w, []Channel{ch}); err != nil {
			return err
		}
		s.roles[r] = len(s.channels)
	}
	return nil
}

// role returns the sums of channel r of s, or nil when s has none.
func (s *Space) role(r role) []uint32 {
	if i := s.roles[r]; i > 0 {
		return s.channels[i-1]
	}
	return nil
}
