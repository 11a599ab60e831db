package archive

import (
	"fmt"
	"math"
	"slices"
	"unicode/utf8"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/freq"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// index is what Compare needs of the archive: a slot for every letter set
// that can count on one of its boards, and the slots of each board.
type index struct {
	union   bitset.Set           // the letters of all the boards
	slotOf  map[bitset.Set]int32 // the slot of each letter set
	subsets int                  // slots per board: 1<<(Size-1)
	// boardSlots holds the slots of puzzle i at [i*subsets:(i+1)*subsets],
	// its full set of letters first.
	boardSlots []int32
	slotBoards []int32  // the number of puzzles whose board has each slot
	points     []uint64 // the points of each vocabulary word
	pangram    []bool   // whether each vocabulary word is a pangram
}

// index returns the archive's index, made on first use.
func (a *Archive) index() *index {
	a.once.Do(func() { a.ix = a.newIndex() })
	return a.ix
}

// newIndex makes the index: the slots of a board of K letters and center
// c are c with each of the 2^(K-1) subsets of its other letters.
func (a *Archive) newIndex() *index {
	ix := &index{subsets: 1 << (a.Rules.Size - 1)}
	ix.slotOf = make(map[bitset.Set]int32, len(a.Puzzles)*ix.subsets/2)
	ix.boardSlots = make([]int32, 0, len(a.Puzzles)*ix.subsets)
	for _, p := range a.Puzzles {
		h := p.Board
		ix.union |= h.Letters
		for sub := range (h.Letters &^ h.Center).Subsets() {
			m := sub | h.Center
			s, ok := ix.slotOf[m]
			if !ok {
				s = int32(len(ix.slotBoards))
				ix.slotOf[m] = s
				ix.slotBoards = append(ix.slotBoards, 0)
			}
			ix.slotBoards[s]++
			ix.boardSlots = append(ix.boardSlots, s)
		}
	}
	ix.points = make([]uint64, len(a.vocab))
	ix.pangram = make([]bool, len(a.vocab))
	for i, w := range a.vocab {
		m, n, _ := keyLetters(w, a.Rules.Alphabet)
		ix.pangram[i] = m.Len() == a.Rules.Size
		ix.points[i] = uint64(a.Rules.WordScore(n, m.Len()))
	}
	return ix
}

// MaxScore returns the most that one board of a may score, by its
// official answers or by a list's words, for Compare to count it:
// search.MaxScore64, as in every command, or less for an archive of so
// many puzzles that their sums could pass the largest int64.
func (a *Archive) MaxScore() uint64 {
	return min(search.MaxScore64, math.MaxInt64/uint64(max(len(a.Puzzles), 1)))
}

// MaxBonus returns the largest pangram bonus with which the official
// answers of every puzzle of a score at most a.MaxScore under rules, and
// the date of the puzzle that bounds it ("" and math.MaxUint64 if no
// puzzle has a pangram). The answers are scored by their length alone,
// as the bonus needs no count of letters.
func (a *Archive) MaxBonus(rules puzzle.Rules) (bonus uint64, date string) {
	plain := rules
	plain.Bonus = 0
	limit := a.MaxScore()
	bonus = math.MaxUint64
	for _, p := range a.Puzzles {
		if p.Official.Pangrams == 0 {
			continue
		}
		var base uint64
		for _, w := range p.Answers {
			base += uint64(plain.WordScore(utf8.RuneCountInString(w), 0))
		}
		if b := (limit - min(base, limit)) / uint64(p.Official.Pangrams); b < bonus {
			bonus, date = b, p.Date
		}
	}
	return bonus, date
}

// Comparison is a word list against the archive: for every puzzle, the
// list's words on its board (as puzzle.Solve gives them) against the
// official answers.
type Comparison struct {
	Name string // the list's name
	Path string // the list's path
	Rare *Rare  // the rare words on the boards, if Compare was given a rule
	Rows []Row  // one per puzzle, in the archive's order

	Boards                               int // puzzles
	Answers                              int // official answers, summed over the puzzles
	ListWords                            int // the list's words on the boards, summed over the puzzles
	Both                                 int // words both official and the list's, summed over the puzzles
	AnswerPoints, ListPoints, BothPoints int // the same in points

	Recall         float64 // Both / Answers
	Precision      float64 // Both / ListWords; 0 if the list gives no word
	DistinctRecall float64 // the share of the vocabulary that the list has
	MedianRatio    float64 // the median of the list's words over the official per puzzle
	FullBoards     int     // puzzles where the list gives every official answer
	// The puzzles where the list's words, and their points, are within
	// 10% of the official; the pangrams official, the list's and in both.
	WordsWithin, PointsWithin            int
	Pangrams, ListPangrams, BothPangrams int

	// Missing are the accepted words that the list lacks, with the
	// puzzles that accepted each; Rejected the list's words that count on
	// some board but were accepted on none, with the puzzles where each
	// counts. Both are sorted by sortCountsIn.
	Missing, Rejected []WordCount
}

// Row is one puzzle of a Comparison.
type Row struct {
	Puzzle           *Puzzle
	List             Figures // the list's words on the board
	Both, BothPoints int     // the official answers in the list, and their points
}

// OnlyNYT returns the number of official answers that the list lacks.
func (r *Row) OnlyNYT() int { return r.Puzzle.Official.Words - r.Both }

// OnlyList returns the number of the list's words that the NYT did not
// accept.
func (r *Row) OnlyList() int { return r.List.Words - r.Both }

// slotFigures are a list's words of one letter set.
type slotFigures struct {
	words, perfect, rare int32
	points, rarePoints   uint64     // at most MaxScore, as a board's
	starts               bitset.Set // the letters that begin them
}

// Rare is the rare words on the boards of a Comparison (Compare's rule).
type Rare struct {
	Rows    []RareRow // one per puzzle, in the archive's order
	RareRow           // the sums over the puzzles
}

// RareRow is the rare words of one puzzle, the list's and the official
// ones, and their points.
type RareRow struct {
	ListWords    int `json:"rare_words"`
	ListPoints   int `json:"rare_points"`
	AnswerWords  int `json:"answer_rare_words"`
	AnswerPoints int `json:"answer_rare_points"`
}

// Compare compares the words w of a list, named name and read from path,
// with the archive, and with a rule rare (nil for none) counts the rare
// words of each board. It sums each slot's words once, then each board's
// 2^(Size-1) slots. Compare calls may run at once on one archive. The
// list's words must score at most a.MaxScore on any board.
func (a *Archive) Compare(w *wordlist.Words, name, path string, rare *freq.Rule) *Comparison {
	ix := a.index()
	rules := a.Rules
	figs := make([]slotFigures, len(ix.slotBoards))
	inList := make([]bool, len(a.vocab))
	c := &Comparison{Name: name, Path: path, Boards: len(a.Puzzles), Rows: make([]Row, len(a.Puzzles))}
	outside := ^ix.union | rules.Exclude
	latin := rules.Alphabet.IsLatin()
	for i, m := range w.Masks {
		k, n := m.Len(), w.WordLen(i)
		if m&outside != 0 || k > rules.Size || n < rules.MinLen {
			continue
		}
		s, ok := ix.slotOf[m]
		if !ok {
			continue
		}
		word := w.Bytes(i)
		f := &figs[s]
		score := uint64(rules.WordScore(n, k))
		f.words++
		f.points += score
		if rare != nil && rare.Rare(string(word)) {
			f.rare++
			f.rarePoints += score
		}
		if k == rules.Size && n == k {
			f.perfect++
		}
		if latin {
			f.starts |= bitset.Letter(word[0])
		} else {
			_, _, first := keyLetters(string(word), rules.Alphabet)
			f.starts |= first
		}
		if id, ok := a.ids[string(word)]; ok {
			inList[id] = true
		} else {
			c.Rejected = append(c.Rejected, wordCount(string(word), int(ix.slotBoards[s]), w.Forms(string(word))))
		}
	}
	if rare != nil {
		c.Rare = &Rare{Rows: make([]RareRow, len(a.Puzzles))}
	}
	ratios := make([]float64, len(a.Puzzles))
	for pi, p := range a.Puzzles {
		slots := ix.boardSlots[pi*ix.subsets : (pi+1)*ix.subsets]
		r := &c.Rows[pi]
		r.Puzzle = p
		var starts bitset.Set
		var rr RareRow
		for _, s := range slots {
			f := &figs[s]
			r.List.Words += int(f.words)
			r.List.Points += int(f.points)
			rr.ListWords += int(f.rare)
			rr.ListPoints += int(f.rarePoints)
			starts |= f.starts
		}
		r.List.Pangrams = int(figs[slots[0]].words)
		r.List.Perfect = int(figs[slots[0]].perfect)
		r.List.Bingo = starts == p.Board.Letters
		for _, id := range p.ids {
			if inList[id] {
				r.Both++
				r.BothPoints += int(ix.points[id])
				if ix.pangram[id] {
					c.BothPangrams++
				}
			}
		}
		if c.Rare != nil {
			for j, word := range p.Answers {
				if rare.Rare(word) {
					rr.AnswerWords++
					rr.AnswerPoints += int(ix.points[p.ids[j]])
				}
			}
			c.Rare.Rows[pi] = rr
			t := &c.Rare.RareRow
			t.ListWords, t.ListPoints = t.ListWords+rr.ListWords, t.ListPoints+rr.ListPoints
			t.AnswerWords, t.AnswerPoints = t.AnswerWords+rr.AnswerWords, t.AnswerPoints+rr.AnswerPoints
		}
		if within(r.List.Words, p.Official.Words) {
			c.WordsWithin++
		}
		if within(r.List.Points, p.Official.Points) {
			c.PointsWithin++
		}
		c.Pangrams += p.Official.Pangrams
		c.ListPangrams += r.List.Pangrams
		c.Answers += p.Official.Words
		c.AnswerPoints += p.Official.Points
		c.ListWords += r.List.Words
		c.ListPoints += r.List.Points
		c.Both += r.Both
		c.BothPoints += r.BothPoints
		if r.Both == p.Official.Words {
			c.FullBoards++
		}
		ratios[pi] = float64(r.List.Words) / float64(p.Official.Words)
	}
	c.Recall = ratio(c.Both, c.Answers)
	c.Precision = ratio(c.Both, c.ListWords)
	// The median by Hyndman and Fan's definition 1, as in pkg/stats.
	slices.Sort(ratios)
	c.MedianRatio = ratios[(len(ratios)+1)/2-1]

	has := 0
	for id, ok := range inList {
		if ok {
			has++
			continue
		}
		c.Missing = append(c.Missing, wordCount(a.vocab[id], int(a.accepted[id]), a.forms[a.vocab[id]]))
	}
	c.DistinctRecall = ratio(has, len(a.vocab))
	sortCountsIn(c.Missing, rules.Alphabet)
	sortCountsIn(c.Rejected, rules.Alphabet)
	return c
}

// within reports whether n is within 10% of official.
func within(n, official int) bool { return 10*max(n-official, official-n) <= official }

// ratio returns n/d, or 0 if d is 0.
func ratio(n, d int) float64 {
	if d == 0 {
		return 0
	}
	return float64(n) / float64(d)
}

// Words returns the words of wc in alphabetical order, for an export.
func Words(wc []WordCount) []string {
	out := make([]string, len(wc))
	for i, x := range wc {
		out[i] = x.Word
	}
	slices.Sort(out)
	return out
}

// Pass returns the number of boards that pass f (all for nil) as the
// list sees them, or an error if f needs a measure that c does not know:
// c knows the points, words, pangrams and perfect pangrams, and the rare
// words and their points if Compare was given a rule.
func (c *Comparison) Pass(f *filter.Filter) (int, error) {
	known := measure.Set(1<<measure.Score | 1<<measure.Words | 1<<measure.Pangrams | 1<<measure.Perfect)
	if c.Rare != nil {
		known |= 1<<measure.Rare | 1<<measure.RarePoints
	}
	for m := range measure.N {
		if f.Needs().Has(m) && !known.Has(m) {
			return 0, fmt.Errorf("archive: the filter %q needs the %s of each board, which a comparison does not count", f, measure.Table[m].Name)
		}
	}
	n := 0
	for i, r := range c.Rows {
		b := r.Puzzle.Board
		cand := filter.Candidate{Letters: b.Letters, Center: b.Center}
		v := &cand.Values
		v[measure.Score], v[measure.Words], v[measure.Pangrams], v[measure.Perfect] = int64(r.List.Points), int64(r.List.Words), int64(r.List.Pangrams), int64(r.List.Perfect)
		if c.Rare != nil {
			v[measure.Rare], v[measure.RarePoints] = int64(c.Rare.Rows[i].ListWords), int64(c.Rare.Rows[i].ListPoints)
		}
		if f.Match(&cand) {
			n++
		}
	}
	return n, nil
}

// Diff compares a list's solution sol of p.Board with the official
// answers: the list's words not accepted, and the answers it lacks, sorted.
func (p *Puzzle) Diff(sol *puzzle.Solution) (rejected, missing []string) {
	words := sol.Texts()
	slices.Sort(words)
	return sortedDiff(words, p.Answers)
}
