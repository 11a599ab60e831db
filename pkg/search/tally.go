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

// add counts a honeycomb of the given score whose center is the letter
// with index center.
func (t *Tally) add(score uint32, center int) {
	if int(score) >= len(t.Scores) {
		t.grow(int(score))
	}
	t.Scores[score]++
	c := &t.Centers[center]
	c.Honeycombs++
	c.Points += int(score)
}

// grow makes room in Scores for score s.
func (t *Tally) grow(s int) {
	n := max(s+1, 2*len(t.Scores), 64)
	scores := make([]int, n)
	copy(scores, t.Scores)
	t.Scores = scores
}

// merge adds the counts of u to t.
func (t *Tally) merge(u *Tally) {
	if len(u.Scores) > len(t.Scores) {
		t.grow(len(u.Scores) - 1)
	}
	for s, n := range u.Scores {
		t.Scores[s] += n
	}
	for i := range t.Centers {
		c, d := &t.Centers[i], &u.Centers[i]
		c.Honeycombs += d.Honeycombs
		c.Points += d.Points
		c.BestOf += d.BestOf
	}
}

// trim drops the zero counts above the highest score.
func (t *Tally) trim() {
	n := len(t.Scores)
	for n > 0 && t.Scores[n-1] == 0 {
		n--
	}
	t.Scores = t.Scores[:n]
}

// mergeTallies returns the merge of the tallies of workers, nil if they
// are nil.
func mergeTallies(ts []*Tally) *Tally {
	if len(ts) == 0 || ts[0] == nil {
		return nil
	}
	out := new(Tally)
	for _, t := range ts {
		out.merge(t)
	}
	out.trim()
	return out
}
