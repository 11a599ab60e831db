package archive

import (
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/stats"
)

// Summary describes the archive itself: its puzzles, their boards and
// official figures, its letters and the constraints its boards keep to.
// Its JSON form is that of beebatch's reports.
type Summary struct {
	Path               string         `json:"path"`
	Puzzles            int            `json:"puzzles"` // valid puzzles, one per date
	First              string         `json:"first"`
	Last               string         `json:"last"`
	Skipped            map[string]int `json:"skipped"`              // records skipped, by reason name
	Answers            int            `json:"answers"`              // official answers, summed over the puzzles
	DistinctAnswers    int            `json:"distinct_answers"`     // the vocabulary: distinct words accepted
	Constraints        []Constraint   `json:"constraints"`          // as Archive.Constraints finds them
	LetterSets         int            `json:"letter_sets"`          // distinct letter sets
	DistinctBoards     int            `json:"distinct_boards"`      // distinct boards: letter sets and centers
	RepeatedBoards     int            `json:"repeated_boards"`      // boards published more than once
	RepeatedLetterSets int            `json:"repeated_letter_sets"` // letter sets with more than one center
	// The distributions of the official figures over the puzzles.
	Words    Distribution  `json:"words"`
	Points   Distribution  `json:"points"`
	Pangrams Distribution  `json:"pangrams"`
	Perfect  Distribution  `json:"perfect"`
	Bingos   int           `json:"bingos"`  // puzzles where every letter begins an answer
	Vowels   [6]int        `json:"vowels"`  // Vowels[n]: the boards with n of A, E, I, O and U (unaccented)
	Letters  []LetterCount `json:"letters"` // for each letter of the alphabet, a-z in English

	Repeats  []Repeat    `json:"-"` // letter sets published more than once, by first date
	Accepted []WordCount `json:"-"` // the vocabulary, with the puzzles that accepted each, by sortCountsIn
}

// Distribution is the part of a stats.Distribution that reports give: the
// quantiles are those of Hyndman and Fan's definition 1.
type Distribution struct {
	Min    int     `json:"min"`
	Q1     int     `json:"q1"`
	Median int     `json:"median"`
	Q3     int     `json:"q3"`
	Max    int     `json:"max"`
	Mean   float64 `json:"mean"`
}

// describe returns the Distribution of x.
func describe(x []int) Distribution {
	d := stats.Describe(x)
	return Distribution{Min: d.Min, Q1: d.Q1, Median: d.Median, Q3: d.Q3, Max: d.Max, Mean: d.Mean}
}

// LetterCount is how often a letter is on the boards.
type LetterCount struct {
	Letter  string `json:"letter"`  // upper case
	Boards  int    `json:"boards"`  // boards with the letter
	Centers int    `json:"centers"` // boards with the letter as center
}

// Repeat is a letter set published more than once.
type Repeat struct {
	Letters bitset.Set
	Puzzles []*Puzzle // in order of date
}

// Summarize describes the archive, with the constraints that chance would
// break on minExpected boards or more (see DefaultMinExpected).
func (a *Archive) Summarize(minExpected float64) *Summary {
	s := &Summary{
		Path:            a.Path,
		Puzzles:         len(a.Puzzles),
		First:           a.First(),
		Last:            a.Last(),
		Skipped:         a.Skipped.Map(),
		DistinctAnswers: len(a.vocab),
		LetterSets:      len(a.byLetter),
	}
	n := len(a.Puzzles)
	alpha := a.Rules.Alphabet
	s.Letters = make([]LetterCount, alpha.Len())
	vowels := alpha.FromLatin(filter.Vowels)
	words, points, pangrams, perfect := make([]int, n), make([]int, n), make([]int, n), make([]int, n)
	for i, p := range a.Puzzles {
		f := p.Official
		words[i], points[i], pangrams[i], perfect[i] = f.Words, f.Points, f.Pangrams, f.Perfect
		s.Answers += len(p.Answers)
		if f.Bingo {
			s.Bingos++
		}
		for x := p.Board.Letters; x != 0; x &= x - 1 {
			s.Letters[x.Lowest().Index()].Boards++
		}
		s.Letters[p.Board.Center.Index()].Centers++
		s.Vowels[(p.Board.Letters&vowels).Len()]++
	}
	s.Words, s.Points, s.Pangrams, s.Perfect = describe(words), describe(points), describe(pangrams), describe(perfect)
	for i := range s.Letters {
		s.Letters[i].Letter = alpha.Format(bitset.Set(1) << i)
	}

	for i, p := range a.Puzzles {
		idx := a.byLetter[p.Board.Letters]
		if len(idx) == 1 || int(idx[0]) != i {
			continue // not repeated, or not its first date
		}
		r := Repeat{Letters: p.Board.Letters}
		var centers bitset.Set
		for _, j := range idx {
			r.Puzzles = append(r.Puzzles, a.Puzzles[j])
			centers |= a.Puzzles[j].Board.Center
		}
		s.Repeats = append(s.Repeats, r)
		if centers.Len() > 1 {
			s.RepeatedLetterSets++
		}
	}
	boards := make(map[puzzle.Honeycomb]int, n)
	for _, p := range a.Puzzles {
		boards[p.Board]++
	}
	s.DistinctBoards = len(boards)
	for _, k := range boards {
		if k > 1 {
			s.RepeatedBoards++
		}
	}
	for i, w := range a.vocab {
		s.Accepted = append(s.Accepted, wordCount(w, int(a.accepted[i]), a.forms[w]))
	}
	sortCountsIn(s.Accepted, a.Rules.Alphabet)
	s.Constraints = a.Constraints(minExpected)
	return s
}
