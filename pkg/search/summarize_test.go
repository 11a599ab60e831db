package search

import (
	"slices"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/stats"
)

// The brute-force reference of SummarizeTally: the statistics of a
// ranking from every one of its candidates.

// Summarize returns the statistics of a ranking's candidates, all of them
// in ranking order, best first, as Ranking.All holds them; top is
// the number of best honeycombs whose letters it counts, such as
// TopLetters.
func Summarize(all []Scored, top int) Summary {
	top = min(max(top, 0), len(all))
	scores := Scores(all)
	return Summary{
		Distribution: stats.Describe(scores),
		Histogram:    histogramOf(scores),
		Body:         bodyOf(scores),
		Centers:      Centers(all),
		Top:          top,
		Letters:      LetterFrequency(all[:top], ""),
	}
}

// histogramOf is the histogram of the scores in the bins of Bins for the
// lowest and highest score, or the zero Histogram for none.
func histogramOf(scores []int) stats.Histogram {
	if len(scores) == 0 {
		return stats.Histogram{}
	}
	start, width, n := stats.Bins(slices.Min(scores), slices.Max(scores))
	return stats.HistogramOf(scores, start, width, n)
}

// bodyOf is the histogram of the scores up to their 99th percentile, in
// the bins of Bins for the lowest score and that percentile.
func bodyOf(scores []int) stats.Histogram {
	if len(scores) == 0 {
		return stats.Histogram{}
	}
	d := stats.Describe(scores)
	start, width, n := stats.Bins(d.Min, d.P99)
	var body []int
	for _, s := range scores {
		if s < start+n*width {
			body = append(body, s)
		}
	}
	return stats.HistogramOf(body, start, width, n)
}

// Scores returns the scores of candidates, in their order.
func Scores(cands []Scored) []int {
	out := make([]int, len(cands))
	for i, c := range cands {
		out[i] = c.Score
	}
	return out
}

// Centers returns, for each letter that is the center of at least one of
// the candidates, alphabetically, what it does as center. The candidates
// may be in any order, but the ranking's order, best first, is the fast
// one; a letter set should appear with each center at most once, as in a
// ranking. The BestOf of all letters add up to the number of distinct
// letter sets.
func Centers(cands []Scored) []Center {
	var count, sum, bestOf [bitset.Letters]int
	for _, c := range cands {
		i := c.Center.Index()
		count[i]++
		sum[i] += c.Score
	}
	if inRankingOrder(cands) {
		firstCenters(cands, &bestOf)
	} else {
		bestCenters(cands, &bestOf)
	}
	var out []Center
	for i := range bitset.Letters {
		if count[i] == 0 {
			continue
		}
		// The sum is exact in int, so this is the correctly rounded mean.
		out = append(out, Center{
			Letter: rune('A' + i), Honeycombs: count[i], BestOf: bestOf[i],
			MeanScore: float64(sum[i]) / float64(count[i]),
		})
	}
	return out
}

// inRankingOrder reports whether cands are in the order of a ranking:
// by score, highest first, then by letters and then by center,
// alphabetically (a set's letters read as a word; bitset.Set.Reverse is
// larger for the alphabetically earlier set).
func inRankingOrder(cands []Scored) bool {
	for i := 1; i < len(cands); i++ {
		a, b := cands[i-1], cands[i]
		switch {
		case a.Score != b.Score:
			if a.Score < b.Score {
				return false
			}
		case a.Letters != b.Letters:
			if a.Letters.Reverse() < b.Letters.Reverse() {
				return false
			}
		case a.Center >= b.Center:
			return false
		}
	}
	return true
}

// firstCenters counts in bestOf the center of the first candidate of each
// letter set, which in ranking order is its best. A bitmap of the letter
// sets up to the highest of cands, at most all 2^26 of them in 8 MiB,
// records the sets seen: for the millions of candidates of --space all,
// it is many times faster than a map, and for a few sets of the first
// letters it is small.
func firstCenters(cands []Scored, bestOf *[bitset.Letters]int) {
	var highest bitset.Set
	for _, c := range cands {
		highest = max(highest, c.Letters)
	}
	seen := make([]uint64, highest/64+1)
	for _, c := range cands {
		w, bit := c.Letters>>6, uint64(1)<<(c.Letters&63)
		if seen[w]&bit == 0 {
			seen[w] |= bit
			bestOf[c.Center.Index()]++
		}
	}
}

// bestCenters counts in bestOf the best center of each letter set of
// cands, in any order.
func bestCenters(cands []Scored, bestOf *[bitset.Letters]int) {
	// A set comes with each of its letters as center, so there are
	// about a seventh as many sets as candidates.
	best := make(map[bitset.Set]Scored, len(cands)/6)
	for _, c := range cands {
		if b, ok := best[c.Letters]; !ok || c.Score > b.Score || c.Score == b.Score && c.Center < b.Center {
			best[c.Letters] = c
		}
	}
	for _, b := range best {
		bestOf[b.Center.Index()]++
	}
}
