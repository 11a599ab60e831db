package search

import (
	"fmt"
	"math"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// MaxScore is the largest score that the engines count: scores are kept in
// 32 bits. CheckScores tells whether a list's scores fit.
const MaxScore = math.MaxUint32

// ScoreBound returns a bound on the score of every honeycomb over the
// words of w under rules, in every variant: the points of all the valid
// words without their bonus, plus Bonus times the largest number of
// pangrams that one letter set has. It takes one pass over the words.
func ScoreBound(w *wordlist.Words, rules puzzle.Rules) uint64 {
	var base uint64
	pangrams := map[bitset.Set]uint64{}
	var most uint64
	plain := rules
	plain.Bonus = 0
	countWords(w, rules, rules.Exclude, func(_ int, mask bitset.Set, n, k int) {
		base += uint64(plain.WordScore(n, k))
		if k == rules.Size {
			pangrams[mask]++
			most = max(most, pangrams[mask])
		}
	})
	if rules.Bonus < 0 {
		return base
	}
	if most > 0 && uint64(rules.Bonus) > (math.MaxUint64-base)/most {
		return math.MaxUint64
	}
	return base + uint64(rules.Bonus)*most
}

// ScoreError is the error of rules under which the scores of a list could
// exceed MaxScore. Only the pangram bonus can take them there: a list's
// words score at most one point per byte of it without it.
type ScoreError struct {
	Bound    uint64 // ScoreBound of the list
	MaxBonus int    // the largest bonus with which its scores fit, or -1
}

// Error says how high the scores could go.
func (e *ScoreError) Error() string {
	return fmt.Sprintf("scores could reach %d points, more than the %d that beebatch counts", e.Bound, uint64(MaxScore))
}

// CheckScores returns a *ScoreError if some honeycomb over the words of w
// could score more than MaxScore under rules, and nil if none can. It
// first tries two coarser bounds, which take no map and settle the usual
// case: the words' lengths plus a bonus each, then Bonus times the number
// of pangrams of all letter sets.
func CheckScores(w *wordlist.Words, rules puzzle.Rules) error {
	var crude uint64
	for i := 0; i < w.Len() && rules.Bonus >= 0 && crude <= MaxScore; i++ {
		crude += uint64(w.WordLen(i)) + uint64(rules.Bonus)
	}
	if rules.Bonus >= 0 && crude <= MaxScore {
		return nil
	}
	var base, pangrams uint64
	plain := rules
	plain.Bonus = 0
	countWords(w, rules, rules.Exclude, func(_ int, mask bitset.Set, n, k int) {
		base += uint64(plain.WordScore(n, k))
		if k == rules.Size {
			pangrams++
		}
	})
	if rules.Bonus >= 0 && (pangrams == 0 || uint64(rules.Bonus) <= (MaxScore-min(base, MaxScore))/pangrams) {
		return nil
	}
	bound := ScoreBound(w, rules)
	if bound <= MaxScore {
		return nil
	}
	one := plain
	one.Bonus = 1
	most := ScoreBound(w, one) - base // the pangrams of the letter set with most
	maxBonus := -1
	if base <= MaxScore && most > 0 {
		maxBonus = int((MaxScore - base) / most)
	}
	return &ScoreError{Bound: bound, MaxBonus: maxBonus}
}
