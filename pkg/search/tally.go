package search

import (
	"maps"
	"slices"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/stats"
)

// Tally counts the scores of the honeycombs that a ranking ranks, for
// SummarizeTally, in memory that grows with the number of distinct scores.
type Tally struct {
	// Scores are the scores of the honeycombs ranked, each with the
	// number of honeycombs that score it, in ascending order of score.
	Scores []stats.ScoreCount
	// Centers[i] is what the i-th letter of the alphabet does as the
	// center of the honeycombs ranked.
	Centers [bitset.MaxLetters]CenterTally
	// Alphabet is the letters whose bits the centers are.
	Alphabet bitset.Alphabet
}

// Lettersets returns the number of letter sets of the honeycombs ranked:
// the sum of the centers' BestOf; 0 for a nil t.
func (t *Tally) Lettersets() int {
	if t == nil {
		return 0
	}
	n := 0
	for _, c := range t.Centers {
		n += c.BestOf
	}
	return n
}

// CenterTally is what one letter does as the center of the honeycombs a
// ranking ranks.
type CenterTally struct {
	Honeycombs int // ranked with this center
	Points     int // their scores, summed
	// BestOf counts the letter sets of the honeycombs ranked whose best
	// center, first in ranking order, is this letter.
	BestOf int
}

// tally is a worker's Tally while it ranks: counts by center in arrays of
// 32, without bounds checks, and by score in scores up to denseScores and
// in above beyond.
type tally struct {
	scores                     []int
	above                      map[uint64]int
	honeycombs, points, bestOf [32]int
}

// denseScores bounds the scores that a tally counts in an array.
const denseScores = 1 << 16

// add counts a honeycomb of the given score whose center is the letter
// with index center.
func (t *tally) add(score uint64, center int) {
	if score < uint64(len(t.scores)) {
		t.scores[score]++
	} else {
		t.addHigh(score)
	}
	t.honeycombs[center&31]++
	t.points[center&31] += int(score)
}

// addHigh counts score, which scores has no room for.
func (t *tally) addHigh(score uint64) {
	if score >= denseScores {
		if t.above == nil {
			t.above = make(map[uint64]int)
		}
		t.above[score]++
		return
	}
	scores := make([]int, min(max(int(score)+1, 2*len(t.scores), 64), denseScores))
	copy(scores, t.scores)
	t.scores = scores
	t.scores[score]++
}

// mergeTallies returns the sum of the tallies of workers as a Tally.
func mergeTallies(ts []*tally) *Tally {
	n := 0
	for _, t := range ts {
		n = max(n, len(t.scores))
	}
	dense := make([]int, n)
	above := make(map[uint64]int)
	out := new(Tally)
	for _, t := range ts {
		for s, c := range t.scores {
			dense[s] += c
		}
		for s, c := range t.above {
			above[s] += c
		}
		for i := range out.Centers {
			c := &out.Centers[i]
			c.Honeycombs += t.honeycombs[i]
			c.Points += t.points[i]
			c.BestOf += t.bestOf[i]
		}
	}
	for s, c := range dense {
		if c != 0 {
			out.Scores = append(out.Scores, stats.ScoreCount{Score: s, Count: c})
		}
	}
	for _, s := range slices.Sorted(maps.Keys(above)) {
		out.Scores = append(out.Scores, stats.ScoreCount{Score: int(s), Count: above[s]})
	}
	return out
}
