package search

import (
	"fmt"
	"math"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/stats"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// MaxScore64 is the largest score that beebatch counts: a score and the
// measures that sum points, rare-points and long-points, are kept in 64
// bits (the per-set arrays in 32 bits without the bonus), and the
// statistics of the scores are exact up to stats.MaxScore, 2^53.
const MaxScore64 = stats.MaxScore

// pointsAndPangrams returns the points of the valid words of w under
// rules without their bonus, and the number of pangrams: of all letter
// sets, or with perSet of the letter set that has most.
func pointsAndPangrams(w *wordlist.Words, rules puzzle.Rules, perSet bool) (base, pangrams uint64) {
	plain := rules
	plain.Bonus = 0
	per := map[bitset.Set]uint64{}
	countWords(w, rules, rules.Exclude, func(_ int, mask bitset.Set, n, k int) {
		base += uint64(plain.WordScore(n, k))
		switch {
		case k != rules.Size:
		case perSet:
			per[mask]++
			pangrams = max(pangrams, per[mask])
		default:
			pangrams++
		}
	})
	return base, pangrams
}

// ScoreError is the error of rules under which the scores of a list could
// exceed a limit, at most MaxScore64. Only the pangram bonus can take
// them there: a list's words score at most one point per byte of it
// without it.
type ScoreError struct {
	Bound    uint64 // the bound on the list's scores
	MaxBonus int    // the largest bonus with which its scores fit, or -1
	Limit    uint64 // the limit they exceed
	Sum      bool   // the bound is on the bonuses of all honeycombs (CheckScoreSums)
}

// Error says how high the scores could go.
func (e *ScoreError) Error() string {
	if e.Sum {
		return fmt.Sprintf("the bonuses of all honeycombs could sum to %d points, more than the %d that beebatch sums", e.Bound, e.Limit)
	}
	return fmt.Sprintf("scores could reach %d points, more than the %d that beebatch counts", e.Bound, e.Limit)
}

// CheckScores returns a *ScoreError if some honeycomb over the words
// of w could score more than limit, at most MaxScore64, under rules, and
// nil if none can. It
// first tries two coarser bounds, which take no map and settle the usual
// case: the words' lengths plus a bonus each, then Bonus times the number
// of pangrams of all letter sets; then the points of the valid words
// without their bonus plus Bonus times the most pangrams of one letter
// set.
func CheckScores(w *wordlist.Words, rules puzzle.Rules, limit uint64) error {
	var crude uint64
	for i := 0; i < w.Len() && rules.Bonus >= 0 && crude <= limit; i++ {
		crude += uint64(w.WordLen(i)) + uint64(rules.Bonus)
	}
	if rules.Bonus >= 0 && crude <= limit {
		return nil
	}
	base, pangrams := pointsAndPangrams(w, rules, false)
	if rules.Bonus >= 0 && (pangrams == 0 || uint64(rules.Bonus) <= (limit-min(base, limit))/pangrams) {
		return nil
	}
	_, most := pointsAndPangrams(w, rules, true)
	bound := base
	if rules.Bonus > 0 && most > 0 {
		bound = math.MaxUint64
		if uint64(rules.Bonus) <= (math.MaxUint64-base)/most {
			bound = base + uint64(rules.Bonus)*most
		}
	}
	if bound <= limit {
		return nil
	}
	maxBonus := -1
	if base <= limit && most > 0 {
		maxBonus = int((limit - base) / most)
	}
	return &ScoreError{Bound: bound, MaxBonus: maxBonus, Limit: limit}
}

// MaxScoreSum is the most that the bonuses of all the honeycombs that a
// ranking counts may sum to: half the largest int64, the rest left for
// their points without the bonus, so that the sums of the statistics
// (Tally, stats.DescribeCounts) cannot overflow.
const MaxScoreSum = math.MaxInt64 / 2

// CheckScoreSums returns a *ScoreError with Sum set if the bonuses of all
// the honeycombs over the words of w could sum to more than MaxScoreSum
// under rules: each pangram gives its bonus to each of its Size centers.
// A list has no more pangrams than words, which settles the usual case
// without a pass over the words.
func CheckScoreSums(w *wordlist.Words, rules puzzle.Rules) error {
	if rules.Bonus <= 0 || uint64(rules.Bonus) <= MaxScoreSum/uint64(max(1, w.Len()*rules.Size)) {
		return nil
	}
	_, pangrams := pointsAndPangrams(w, rules, false)
	per := pangrams * uint64(rules.Size) // the honeycombs that get a bonus, with repeats
	if per == 0 || uint64(rules.Bonus) <= MaxScoreSum/per {
		return nil
	}
	bound := uint64(math.MaxUint64)
	if uint64(rules.Bonus) <= math.MaxUint64/per {
		bound = uint64(rules.Bonus) * per
	}
	return &ScoreError{Bound: bound, MaxBonus: int(MaxScoreSum / per), Limit: MaxScoreSum, Sum: true}
}
