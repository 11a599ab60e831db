package search

import (
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// The Pareto frontier of a ranking by words and points
// (RankOptions.Pareto): A dominates B when A has at most B's words and at
// least B's points, and fewer words or more points. Honeycombs that share
// words and points are one point, the first in ranking order, with the
// others as its ties. A honeycomb is on the frontier exactly when its
// points are the most of any with its words, and more than any with
// fewer words.

// paretoCell is the key of the best-ranked honeycomb with the most points
// for one number of words, and its ties; a key with hc 0 marks none.
type paretoCell struct {
	key  rankKey
	ties uint32
}

// pareto gathers the Pareto frontier of the honeycombs offered to it. The
// zero value is an empty frontier.
type pareto struct {
	byWords []paretoCell // indexed by words
}

// offer considers the honeycomb of key k, which has the given number of
// words.
func (p *pareto) offer(words uint32, k rankKey) { p.add(int(words), paretoCell{key: k}) }

// add merges cell oc, of honeycombs with w words, into p.
func (p *pareto) add(w int, oc paretoCell) {
	if w >= len(p.byWords) {
		cells := make([]paretoCell, max(w+1, 2*len(p.byWords), 64))
		copy(cells, p.byWords)
		p.byWords = cells
	}
	c := &p.byWords[w]
	switch {
	case c.key.hc == 0 || oc.key.score > c.key.score:
		*c = oc
	case oc.key.score == c.key.score:
		c.ties += oc.ties + 1
		if c.key.less(oc.key) {
			c.key = oc.key
		}
	}
}

// offerHoneycomb is offer for the honeycomb (letters, center), whose key
// it makes only if it can enter the frontier.
func (p *pareto) offerHoneycomb(words uint32, score uint64, letters, center bitset.Set) {
	if int(words) < len(p.byWords) {
		if c := p.byWords[words]; c.key.hc != 0 && score < c.key.score {
			return
		}
	}
	p.offer(words, key(score, letters, center))
}

// merge adds the honeycombs of o to p.
func (p *pareto) merge(o *pareto) {
	for w, oc := range o.byWords {
		if oc.key.hc != 0 {
			p.add(w, oc)
		}
	}
}

// results returns the frontier, fewest words first, each with its figures
// from score, its place on the frontier as Rank, and its Ties.
func (p *pareto) results(score func(puzzle.Honeycomb) Result) []Result {
	var out []Result
	var best uint64 // the most points of fewer words, if any
	for _, c := range p.byWords {
		if c.key.hc == 0 || len(out) > 0 && c.key.score <= best {
			continue
		}
		best = c.key.score
		h, _ := unkey(c.key)
		r := score(h)
		r.Rank, r.Ties = len(out)+1, int(c.ties)
		out = append(out, r)
	}
	return out
}
