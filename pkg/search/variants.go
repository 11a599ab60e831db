package search

import (
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// DistinctVariants returns the variants of vs that rank different
// honeycombs under rules and filter f (which may be nil), and the others,
// each with the first variant that ranks what it would, and why: s under
// the nyt preset, which has "no S", ranks what no-s ranks.
func DistinctVariants(vs []puzzle.Variant, rules puzzle.Rules, f *filter.Filter) ([]puzzle.Variant, []puzzle.SameVariant) {
	lacks := f.Letters().MustLack
	var keep []puzzle.Variant
	var same []puzzle.SameVariant
	a := rules.Alphabet
	allowed := func(v puzzle.Variant) bitset.Set { return a.All() &^ rules.Exclude &^ lacks &^ v.Banned }
outer:
	for _, v := range vs {
		for _, u := range keep {
			if allowed(u) != allowed(v) {
				continue
			}
			diff := u.Banned ^ v.Banned
			why := "--exclude bans " + a.Format(diff)
			if diff&^lacks == 0 {
				why = "the filter excludes " + a.Format(diff)
			}
			same = append(same, puzzle.SameVariant{Variant: v.Name, As: u.Name, Why: why})
			continue outer
		}
		keep = append(keep, v)
	}
	return keep, same
}

// Candidate returns r as a filter sees it.
func (r *Result) Candidate() *filter.Candidate {
	return &filter.Candidate{Letters: r.Letters, Center: r.Center, Values: r.Values}
}
