package search

import "github.com/beebatch/beebatch/pkg/bitset"

// Tally counts the scores of the honeycombs that a ranking ranks, as the
// ranking finds them, so that statistics of the scores (pkg/stats'
// FromTally) cost memory in proportion to the highest score, not to the
// number of honeycombs, which for the whole space of 9-letter honeycombs
// is 18 million: a distribution, its quantiles and histogram follow
// exactly from the number of honeycombs at each score, since scores are
// integers.
type Tally struct {
	// Scores[s] is the number of honeycombs ranked that score s; its
	// length is one more than the highest score, or 0 for none.
	Scores []int
	// Centers[i] is what the i-th letter of the alphabet does as the
	// center of the honeycombs ranked.
	Centers [bitset.Letters]CenterTally
}

// CenterTally is what one letter does as the center of the honeycombs a
// ranking ranks.
type CenterTally struct {
	Honeycombs int // ranked with this center
	Points     int // their scores, summed
	// BestOf counts the letter sets of the honeycombs ranked whose best
	// center is this letter: no center of the set among those ranked
	// scores more, and any that scores as much comes later in the
	// alphabet, which is the ranking's own order for ties.
	BestOf int
}

// tally is a worker's Tally while it ranks: its counts by center
// indexed by letter in arrays of 32, so that an index below 32 needs no
// bounds check, and Scores grown as the scores need.
type tally struct {
	scores                     []int
	honeycombs, points, bestOf [32]int
}

// add counts a honeycomb of the given score whose center is the letter
// with index center.
func (t *tally) add(score uint32, center int) {
	if int(score) >= len(t.scores) {
		t.grow(int(score))
	}
	t.scores[score]++
	t.honeycombs[center&31]++
	t.points[center&31] += int(score)
}

// grow makes room in scores for score s.
func (t *tally) grow(s int) {
	scores := make([]int, max(s+1, 2*len(t.scores), 64))
	copy(scores, t.scores)
	t.scores = scores
}

// mergeTallies returns the sum of the tallies of workers as a Tally, or
// nil if they are nil.
func mergeTallies(ts []*tally) *Tally {
	if len(ts) == 0 || ts[0] == nil {
		return nil
	}
	n := 0
	for _, t := range ts {
		n = max(n, len(t.scores))
	}
	out := &Tally{Scores: make([]int, n)}
	for _, t := range ts {
		for s, c := range t.scores {
			out.Scores[s] += c
		}
		for i := range out.Centers {
			c := &out.Centers[i]
			c.Honeycombs += t.honeycombs[i]
			c.Points += t.points[i]
			c.BestOf += t.bestOf[i]
		}
	}
	for len(out.Scores) > 0 && out.Scores[len(out.Scores)-1] == 0 {
		out.Scores = out.Scores[:len(out.Scores)-1]
	}
	return out
}
