package stats

import (
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/search"
)

// Center is what one letter does as the center of the candidates of a
// ranking.
type Center struct {
	Letter byte // 'A' to 'Z'
	// Candidates is the number of candidates with this center, which is
	// the number of candidate letter sets that hold the letter.
	Candidates int
	// BestOf is the number of letter sets whose best center is this
	// letter: no other center of the set scores more, and any center
	// that scores as much comes later in the alphabet. This is the tie
	// order of the ranking, so a set's best center is the one of its
	// best-ranked candidate.
	BestOf int
	// MeanScore is the mean score of the candidates with this center.
	MeanScore float64
}

// Centers returns, for each letter that is the center of at least one of
// the candidates, alphabetically, what it does as center. The candidates
// may be in any order; a letter set should appear with each center at
// most once, as in a ranking. The BestOf of all letters add up to the
// number of distinct letter sets.
func Centers(cands []search.Scored) []Center {
	var (
		count, sum, bestOf [bitset.Letters]int
		// each letter set's best candidate so far; a set comes with
		// each of its letters as center, so there are about a seventh
		// as many sets as candidates
		best = make(map[bitset.Set]search.Scored, len(cands)/6)
	)
	for _, c := range cands {
		i := c.Center.Index()
		count[i]++
		sum[i] += c.Score
		if b, ok := best[c.Letters]; !ok || c.Score > b.Score || c.Score == b.Score && c.Center < b.Center {
			best[c.Letters] = c
		}
	}
	for _, b := range best {
		bestOf[b.Center.Index()]++
	}
	var out []Center
	for i := range bitset.Letters {
		if count[i] == 0 {
			continue
		}
		// The sum is exact in int, so this is the correctly rounded mean.
		out = append(out, Center{
			Letter: byte('A' + i), Candidates: count[i], BestOf: bestOf[i],
			MeanScore: float64(sum[i]) / float64(count[i]),
		})
	}
	return out
}
