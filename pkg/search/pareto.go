package search

import (
	"math/bits"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// The Pareto frontier of a ranking by words and points
// (RankOptions.Pareto).
//
// A honeycomb A dominates a honeycomb B when A has at most B's words and
// at least B's points, and fewer words or more points: weak dominance, the
// usual definition. The frontier is the honeycombs that no honeycomb
// dominates, with those that share their words and points counted as
// ties of one of them, the first in ranking order (letters, then center,
// alphabetically): one honeycomb per point of the frontier. Over enable1
// without S, the 55,902 candidates give 108 points, as Norvig's notebook
// counts them, and 109 honeycombs: CGILOTX:X and CILMOQU:Q both score 31
// with 3 words.
//
// Other definitions give other counts there: strict dominance on both
// figures (fewer words and more points) 180 points and 199 honeycombs;
// fewer words and at least the points 166 and 178; at most the words and
// more points 111 and 112. Only weak dominance gives 108, and then only
// with ties counted once.
//
// A honeycomb is on the frontier exactly when its points are the most
// that any honeycomb with its words has, and more than any honeycomb with
// fewer words has. So the frontier needs, for each number of words, only
// the most points and the best-ranked honeycomb with them, and how many
// others tie with it: memory in proportion to the most words a honeycomb
// has, whatever the number of honeycombs, and one comparison a honeycomb.

// paretoCell is what a frontier keeps of the honeycombs with one number of
// words: the key (rank.go's key: score, letters, center) of the
// best-ranked of those with the most points, and how many others have as
// many; key 0, which no honeycomb has, marks a number of words no
// honeycomb has.
type paretoCell struct {
	key  uint64
	ties uint32
}

// pareto gathers the Pareto frontier of the honeycombs offered to it, by
// words and points, as the comment at the top of this file defines it. The
// zero value is an empty frontier.
type pareto struct {
	byWords []paretoCell // indexed by words
}

// offer considers the honeycomb of key k, which has the given number of
// words.
func (p *pareto) offer(words uint32, k uint64) {
	if int(words) >= len(p.byWords) {
		p.grow(int(words))
	}
	c := &p.byWords[words]
	switch {
	case c.key == 0 || k>>32 > c.key>>32:
		*c = paretoCell{key: k}
	case k>>32 == c.key>>32:
		c.ties++
		c.key = max(c.key, k)
	}
}

// offerHoneycomb is offer for the honeycomb (letters, center) with the
// given score, whose key it makes only if it can enter the frontier: most
// honeycombs score less than another with their words.
func (p *pareto) offerHoneycomb(words, score uint32, letters, center bitset.Set) {
	if int(words) < len(p.byWords) {
		if c := p.byWords[words]; c.key != 0 && uint64(score) < c.key>>32 {
			return
		}
	}
	p.offer(words, key(score, letters, center))
}

// grow makes room for w words.
func (p *pareto) grow(w int) {
	cells := make([]paretoCell, max(w+1, 2*len(p.byWords), 64))
	copy(cells, p.byWords)
	p.byWords = cells
}

// merge adds the honeycombs of o to p.
func (p *pareto) merge(o *pareto) {
	if len(o.byWords) > len(p.byWords) {
		p.grow(len(o.byWords) - 1)
	}
	for w, oc := range o.byWords {
		c := &p.byWords[w]
		switch {
		case oc.key == 0:
		case c.key == 0 || oc.key>>32 > c.key>>32:
			*c = oc
		case oc.key>>32 == c.key>>32:
			c.ties += oc.ties + 1
			c.key = max(c.key, oc.key)
		}
	}
}

// paretoPoint is one point of a frontier: its honeycomb's key, its words,
// and the other honeycombs with the same words and points.
type paretoPoint struct {
	key         uint64
	words, ties int
}

// frontier returns the points of the frontier, fewest words first, which
// is also fewest points first.
func (p *pareto) frontier() []paretoPoint {
	var out []paretoPoint
	best := int64(-1) // the most points of fewer words
	for w, c := range p.byWords {
		if c.key == 0 || int64(c.key>>32) <= best {
			continue
		}
		best = int64(c.key >> 32)
		out = append(out, paretoPoint{key: c.key, words: w, ties: int(c.ties)})
	}
	return out
}

// mergeFrontiers returns the frontier of the honeycombs offered to all of
// ps, which may be nil (none was asked for), as Results: each with its
// figures from score, Rank its place on the frontier from 1, fewest words
// first, and Ties the honeycombs that share its words and points; nil
// for no honeycomb.
func mergeFrontiers(ps []*pareto, score func(puzzle.Honeycomb) Result) []Result {
	if len(ps) == 0 || ps[0] == nil {
		return nil
	}
	var all pareto
	for _, p := range ps {
		all.merge(p)
	}
	points := all.frontier()
	if len(points) == 0 {
		return nil
	}
	out := make([]Result, len(points))
	for i, pt := range points {
		h, _ := unkey(pt.key)
		out[i] = score(h)
		out[i].Rank = i + 1
		out[i].Ties = pt.ties
	}
	return out
}

// centerWords sets words[i] to the number of words of honeycomb (p, the
// i-th letter of p, alphabetically), p a pangram letter set of size
// letters whose own words are own, for a frontier: the words of each of
// the 2^size subsets of p looked up once, and each center's the sum of
// those of the subsets that hold it, where Score would look up 2^(size-1)
// subsets for each center.
func (t *Table) centerWords(p bitset.Set, own uint32, size int, words *[16]uint32) {
	var letter [puzzle.MaxSize]bitset.Set
	i := 0
	for x := p; x != 0; x &= x - 1 {
		letter[i] = x.Lowest()
		i++
	}
	var sub [1 << puzzle.MaxSize]bitset.Set // sub[m]: the letters of p at the bits of m
	var n [1 << puzzle.MaxSize]uint32       // n[m]: the words whose letter set is sub[m]
	full := 1<<size - 1
	for m := 1; m < full; m++ {
		sub[m] = sub[m&(m-1)] | letter[bits.TrailingZeros(uint(m))]
		_, w := t.Lookup(sub[m])
		n[m] = uint32(w)
	}
	n[full] = own
	for i := range size {
		var sum uint32
		for m := 1 << i; m <= full; m = (m + 1) | 1<<i {
			sum += n[m]
		}
		words[i] = sum
	}
}
