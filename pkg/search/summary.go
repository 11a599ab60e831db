package search

import (
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/stats"
)

// TopLetters is the number of best honeycombs whose letters
// SummarizeTally counts.
const TopLetters = 100

// Summary is the statistics of one ranking: its scores, what each letter
// does as center, and the letters of its best honeycombs.
type Summary struct {
	Distribution stats.Distribution
	Histogram    stats.Histogram
	// Body is the histogram of the scores up to the 99th percentile
	// (stats.BodyCounts), without the long tail.
	Body    stats.Histogram
	Centers []Center
	// Top is the number of best honeycombs counted in Letters.
	Top     int
	Letters []LetterCount
}

// Center is what one letter does as the center of the honeycombs of a
// ranking, its candidates.
type Center struct {
	Letter     rune // upper case, such as 'A' or 'Ä'
	Honeycombs int  // candidates with this center
	// BestOf is the number of letter sets whose best-ranked candidate
	// has this center.
	BestOf int
	// MeanScore is the mean score of the candidates with this center.
	MeanScore float64
}

// SummarizeTally returns the statistics of a ranking from its Tally and
// its best honeycombs in ranking order, at least top of them or every
// one, exactly as from every honeycomb. It panics if best holds fewer than
// top honeycombs and fewer than t counts.
func SummarizeTally(t *Tally, best []Scored, top int) Summary {
	d := stats.DescribeCounts(t.Scores)
	if d.Count == 0 {
		return Summary{}
	}
	top = min(max(top, 0), d.Count)
	return Summary{
		Distribution: d,
		Histogram:    stats.HistogramCounts(t.Scores),
		Body:         stats.BodyCounts(t.Scores, d),
		Centers:      centersOf(t),
		Top:          top,
		Letters:      LetterFrequency(best[:top], t.Alphabet),
	}
}

// centersOf returns, for each letter that is the center of at least one
// of the honeycombs that t counts, alphabetically, what it does as center.
func centersOf(t *Tally) []Center {
	var out []Center
	for i := range t.Alphabet.Len() {
		c := t.Centers[i]
		if c.Honeycombs == 0 {
			continue
		}
		out = append(out, Center{
			Letter: bitset.Upper(t.Alphabet.Letter(i)), Honeycombs: c.Honeycombs, BestOf: c.BestOf,
			MeanScore: float64(c.Points) / float64(c.Honeycombs),
		})
	}
	return out
}

// LetterCount is how often one letter occurs in some honeycombs.
type LetterCount struct {
	Letter     rune // upper case, such as 'A' or 'Ä'
	Honeycombs int  // honeycombs whose letters include it, center or not
	Center     int  // honeycombs with it as center
}

// LetterFrequency counts the letters of honeycombs, one LetterCount for
// each letter in at least one of them, in the order of a, their
// alphabet.
func LetterFrequency(hs []Scored, a bitset.Alphabet) []LetterCount {
	var in, center [bitset.MaxLetters]int
	for _, h := range hs {
		for s := h.Letters; s != 0; s &= s - 1 {
			in[s.Index()]++
		}
		center[h.Center.Index()]++
	}
	var out []LetterCount
	for i := range a.Len() {
		if in[i] > 0 {
			out = append(out, LetterCount{Letter: bitset.Upper(a.Letter(i)), Honeycombs: in[i], Center: center[i]})
		}
	}
	return out
}
