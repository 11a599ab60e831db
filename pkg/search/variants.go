package search

import (
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// DistinctVariants returns the variants of vs that rank different
// honeycombs under rules and filter f (which may be nil), and the others,
// each with the first variant that ranks what it would, and why: s under
// the nyt preset, which has "no S", ranks what no-s ranks.
func DistinctVariants(vs []puzzle.Variant, rules puzzle.Rules, f *filter.Filter) ([]puzzle.Variant, []puzzle.SameVariant) {
	lacks := f.Letters().MustLack
	var keep []puzzle.Variant
	var same []puzzle.SameVariant
	allowed := func(v puzzle.Variant) bitset.Set { return bitset.All &^ rules.Exclude &^ lacks &^ v.Banned }
outer:
	for _, v := range vs {
		for _, u := range keep {
			if allowed(u) != allowed(v) {
				continue
			}
			diff := u.Banned ^ v.Banned
			why := "--exclude bans " + diff.String()
			if diff&^lacks == 0 {
				why = "the filter excludes " + diff.String()
			}
			same = append(same, puzzle.SameVariant{Variant: v.Name, As: u.Name, Why: why})
			continue outer
		}
		keep = append(keep, v)
	}
	return keep, same
}

// candidate returns the solved board s as a filter sees it, every count
// filled in, its rare words under rare (none for a nil rare).
func candidate(s *puzzle.Solution, rules puzzle.Rules, rare func(word string) bool) filter.Candidate {
	c := filter.Candidate{Letters: s.Letters, Center: s.Center, Score: s.Score, Words: len(s.Words),
		Pangrams: s.Pangrams, Perfect: s.PerfectPangrams}
	c.Rare, c.RarePoints = s.Rare(rare)
	for _, w := range s.Words {
		if len(w.Text) > rules.MinLen {
			c.LongPoints += w.Score
		}
	}
	return c
}

// ScoreFilter scores board h with t, whose list's words are words, and
// reports whether it passes filter f, which may be nil, with the words
// that rare reports rare (nil for none); it solves the board only when f
// needs counts that the table does not have.
func (t *Table) ScoreFilter(words *wordlist.Words, h puzzle.Honeycomb, f *filter.Filter, rare func(word string) bool) (Result, bool) {
	if !f.Letters().Allows(h.Letters, h.Center) {
		return Result{}, false
	}
	r := t.Score(h)
	c := filter.Candidate{Letters: h.Letters, Center: h.Center, Score: r.Score, Words: r.Words, Pangrams: r.Pangrams}
	if f.Needs()&(filter.Perfect|filter.Rare|filter.RarePoints|filter.LongPoints) != 0 {
		c = candidate(puzzle.Solve(words, h, t.Rules), t.Rules, rare)
	}
	return r, f.Match(&c)
}
