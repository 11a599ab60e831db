package learn

import (
	"maps"
	"math"
	"slices"
	"strings"

	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/bitset"
)

// scowlLevels are SCOWL's sizes up to 70.
var scowlLevels = []int{10, 20, 35, 40, 50, 55, 60, 70}

// The columns of a row's vector: the intercept, the evidence, the word's
// own features, and one per base list.
const (
	colIntercept = iota
	colSeen      // the archive showed the word on an earlier board
	colVote      // (accepted - rejected) / shown
	colLast      // +1 last accepted, -1 last rejected
	colLogAcc    // log(1 + accepted)
	colLogRej    // log(1 + rejected)
	colLevel     // one column per SCOWL level from 20 (10 and 20 together)
	colCount1w   = colLevel + 7
	colSubtlex   = colCount1w + 1
	colProper    = colSubtlex + 1
	colBritish   = colProper + 1
	colLength    = colBritish + 1
	colPangram   = colLength + 1 // as many distinct letters as a board
	colBase      = colPangram + 1
)

// evidence is what the archive showed of a word up to some board.
type evidence struct {
	acc, rej int32
	last     int8 // +1 accepted, -1 rejected, 0 never shown
}

// row is a candidate word on a training board.
type row struct {
	word     int32
	ev       evidence // before the board
	accepted bool
}

// data are the rows of the training puzzles and the candidates' features.
type data struct {
	columns    []string
	nstatic    int                // the columns up to the end of the word's own
	words      []string           // the candidates, sorted
	base       []string           // the base lists of each candidate
	level      []int              // the SCOWL level of each, 0 for none
	static     [][]float64        // the word's own columns of each candidate's vector
	rows       []row              // in order of board
	boardRow   []int              // the first row of each board, and len(rows)
	skipped    int                // base words not a-z
	evidenceAt map[int][]evidence // every candidate's, before board 3/4 and at the end
	hist       []archive.History  // the verdicts on each candidate over the boards
	x          []float64          // prob's vector
}

// newData makes the candidates of ls and of boards (a's, with its
// conflicts), and walks the boards, keeping the evidence at three
// quarters and at the end.
func newData(a *archive.Archive, boards []*archive.Puzzle, ls Lists) *data {
	rules := a.Rules
	d := &data{evidenceAt: map[int][]evidence{}, skipped: ls.Skipped}
	bases := slices.Sorted(maps.Keys(ls.Base))
	inBase := map[string]int{}
	for bi, name := range bases {
		for _, w := range ls.Base[name] {
			if _, ok := bitset.Of(w); !ok {
				d.skipped++
				continue
			}
			inBase[w] |= 1 << bi
		}
	}
	for _, p := range boards {
		for _, w := range p.Answers {
			inBase[w] |= 0
		}
		for _, w := range p.Rejected {
			inBase[w] |= 0
		}
	}
	byMask := map[bitset.Set][]int32{}
	for w := range inBase {
		if _, ok := wordMask(w, rules.MinLen, rules.Size); ok {
			d.words = append(d.words, w)
		}
	}
	slices.Sort(d.words)
	d.columns = []string{"intercept", "seen", "vote", "last", "log1p accepted", "log1p rejected",
		"level<=20", "level 35", "level 40", "level 50", "level 55", "level 60", "level 70",
		"log1p count_1w", "log1p subtlex", "proper noun", "british only", "length", "pangram"}
	for _, b := range bases {
		d.columns = append(d.columns, "in "+b)
	}
	d.nstatic = len(d.columns)
	// The word's own columns again, for the words the archive showed.
	for _, c := range d.columns[colLevel:] {
		d.columns = append(d.columns, "shown: "+c)
	}
	d.base = make([]string, len(d.words))
	d.level = make([]int, len(d.words))
	d.static = make([][]float64, len(d.words))
	d.hist = make([]archive.History, len(d.words))
	flat := make([]float64, len(d.words)*d.nstatic)
	for i, w := range d.words {
		m, _ := wordMask(w, rules.MinLen, rules.Size)
		byMask[m] = append(byMask[m], int32(i))
		x := flat[i*d.nstatic : (i+1)*d.nstatic]
		d.static[i] = x
		d.hist[i] = archive.History{Word: w, Changes: []archive.Verdict{}}
		var names []string
		for bi, b := range bases {
			if inBase[w]&(1<<bi) != 0 {
				x[colBase+bi] = 1
				names = append(names, b)
			}
		}
		d.base[i] = strings.Join(names, "+")
		d.level[i] = ls.Level[w]
		wordFeatures(x, w, m, ls, rules.MinLen, rules.Size)
	}

	ev := make([]evidence, len(d.words))
	cut := len(boards) * 3 / 4
	for pi, p := range boards {
		if pi == cut {
			d.evidenceAt[cut] = slices.Clone(ev)
		}
		d.boardRow = append(d.boardRow, len(d.rows))
		for sub := range (p.Board.Letters &^ p.Board.Center).Subsets() {
			for _, id := range byMask[sub|p.Board.Center] {
				w := d.words[id]
				_, acc := slices.BinarySearch(p.Answers, w)
				_, rej := slices.BinarySearch(p.Rejected, w)
				switch {
				case rej:
					acc = false
				case !acc && len(p.Rejected) > 0:
					continue // the record names its rejections, and not this word
				}
				d.rows = append(d.rows, row{word: id, ev: ev[id], accepted: acc})
				d.hist[id].Add(p.Date, acc)
				e := &ev[id]
				if acc {
					e.acc++
					e.last = 1
				} else {
					e.rej++
					e.last = -1
				}
			}
		}
	}
	d.boardRow = append(d.boardRow, len(d.rows))
	d.evidenceAt[len(boards)] = ev
	return d
}

// vector writes the vector of candidate i with evidence ev into x.
func (d *data) vector(x []float64, i int32, ev evidence) {
	clear(x)
	copy(x, d.static[i])
	x[colIntercept] = 1
	if n := ev.acc + ev.rej; n > 0 {
		copy(x[d.nstatic:], x[colLevel:d.nstatic])
		clear(x[colLevel:d.nstatic])
		x[colSeen] = 1
		x[colVote] = float64(ev.acc-ev.rej) / float64(n)
		x[colLast] = float64(ev.last)
		x[colLogAcc] = math.Log1p(float64(ev.acc))
		x[colLogRej] = math.Log1p(float64(ev.rej))
	}
}

// prob returns the model's probability that candidate i, with evidence
// ev, is accepted.
func (d *data) prob(w []float64, i int32, ev evidence) float64 {
	if len(d.x) != len(d.columns) {
		d.x = make([]float64, len(d.columns))
	}
	x := d.x
	d.vector(x, i, ev)
	z := 0.0
	for j, v := range x {
		z += w[j] * v
	}
	return sigmoid(z)
}

// wordFeatures sets the columns of x that describe w, of letter set m.
func wordFeatures(x []float64, w string, m bitset.Set, ls Lists, minLen, size int) {
	if k := slices.Index(scowlLevels, ls.Level[w]); k >= 0 {
		x[colLevel+max(k-1, 0)] = 1
	}
	x[colCount1w] = math.Log1p(float64(ls.Count1w[w])) / 10
	x[colSubtlex] = math.Log1p(float64(ls.Subtlex[w])) / 10
	if ls.American != nil && !ls.American[w] && ls.American[strings.ToUpper(w[:1])+w[1:]] {
		x[colProper] = 1
	}
	if ls.British != nil && ls.British[w] && ls.American != nil && !ls.American[w] {
		x[colBritish] = 1
	}
	x[colLength] = float64(len(w)-minLen) / 4
	if m.Len() == size {
		x[colPangram] = 1
	}
}
