package archive

import (
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/stats"
)

// Summary describes the archive itself: its puzzles, their boards and
// official figures, its letters and the constraints its boards keep to.
type Summary struct {
	Path            string         // the archive's path
	Puzzles         int            // valid puzzles, one per date
	First, Last     string         // the first and the last date
	Skipped         map[string]int // records skipped, by reason name
	Answers         int            // official answers, summed over the puzzles
	DistinctAnswers int            // the vocabulary: distinct words accepted
	LetterSets      int            // distinct letter sets
	DistinctBoards  int            // distinct boards: letter sets and centers

	Repeats            []Repeat // letter sets published more than once, by first date
	RepeatedBoards     int      // boards (letters and center) published more than once
	RepeatedLetterSets int      // letter sets published with more than one center

	// The distributions of the official figures over the puzzles.
	Words, Points, Pangrams, Perfect stats.Distribution
	Bingos                           int // puzzles where every letter begins an answer

	Letters [bitset.Letters]LetterCount // for each letter a-z
	Vowels  [6]int                      // Vowels[n]: the boards with n of A, E, I, O and U
	// Accepted are the words of the vocabulary with the number of puzzles
	// that accepted each, the most often accepted first.
	Accepted    []WordCount
	Constraints []Constraint // as Archive.Constraints finds them
}

// LetterCount is how often a letter is on the boards.
type LetterCount struct {
	Boards  int // boards with the letter
	Centers int // boards with the letter as center
}

// Repeat is a letter set published more than once.
type Repeat struct {
	Letters bitset.Set
	Puzzles []*Puzzle // in order of date
}

// Summarize describes the archive. The constraints are those whose
// expected number of boards that break them by chance is at least
// minExpected; DefaultMinExpected is the documented choice.
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
		s.Vowels[(p.Board.Letters&filter.Vowels).Len()]++
	}
	s.Words, s.Points = stats.Describe(words), stats.Describe(points)
	s.Pangrams, s.Perfect = stats.Describe(pangrams), stats.Describe(perfect)

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
		s.Accepted = append(s.Accepted, WordCount{w, int(a.accepted[i])})
	}
	sortCounts(s.Accepted)
	s.Constraints = a.Constraints(minExpected)
	return s
}
