package learn

import (
	"iter"
	"maps"
	"math"
	"slices"
	"strings"

	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
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

// data are the rows of the training puzzles and the candidates. A
// candidate costs some 40 bytes beside its text: its own columns are
// computed from the lists when they are needed (own), and its evidence
// and history are kept only for the words shown on a board, so that a
// base list of millions of words is bounded by its words, not by a
// vector, a history and an evidence for each (docs/learn.md).
type data struct {
	columns    []string
	nstatic    int                // the columns up to the end of the word's own
	ls         Lists              // the lists the words' own columns come from
	minLen     int                // the rules' shortest word
	size       int                // and letters on a board
	words      []string           // the candidates, sorted
	masks      []bitset.Set       // the letters of each
	bases      []uint32           // each one's index in baseSets
	baseSets   []uint64           // the sets of base lists that hold a candidate, one bit a list
	baseNames  []string           // each of baseSets, "+"-joined
	shown      []int32            // each one's index in hist and evidence; -1 for a word no board showed
	hist       []archive.History  // the verdicts on each word shown, in order of its first board
	rows       []row              // in order of board
	boardRow   []int              // the first row of each board, and len(rows)
	skipped    int                // base words not a-z
	evidenceAt map[int][]evidence // the words shown's, before board 3/4 and at the end
	x          []float64          // prob's vector
}

// evidence returns the evidence of candidate i in at, one of
// evidenceAt's: none for a word not yet shown.
func (d *data) evidence(at []evidence, i int32) evidence {
	if s := d.shown[i]; s >= 0 && int(s) < len(at) {
		return at[s]
	}
	return evidence{}
}

// history returns the verdicts on candidate i over the boards.
func (d *data) history(i int32) archive.History {
	if s := d.shown[i]; s >= 0 {
		return d.hist[s]
	}
	return archive.History{Word: d.words[i], Changes: []archive.Verdict{}}
}

// newData makes the candidates of ls and of boards (a's, with its
// conflicts), and walks the boards, keeping the evidence at three
// quarters and at the end.
func newData(a *archive.Archive, boards []*archive.Puzzle, ls Lists) *data {
	rules := a.Rules
	d := &data{evidenceAt: map[int][]evidence{}, skipped: ls.Skipped, ls: ls, minLen: rules.MinLen, size: rules.Size}
	bases := slices.Sorted(maps.Keys(ls.Base)) // a set of them keeps the first 64
	lists := make([][]string, len(bases)+1)
	for bi, name := range bases {
		var n int
		lists[bi], n = d.candidates(ls.Base[name])
		d.skipped += n
	}
	var archived []string
	for _, p := range boards {
		archived = append(archived, p.Answers...)
		archived = append(archived, p.Rejected...)
	}
	lists[len(bases)], _ = d.candidates(archived)
	d.merge(lists, bases)
	d.ls.Base = nil // the candidates hold their words

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

	bySet := puzzle.NewSetIndex(d.masks, nil) // the candidates by letter set

	d.shown = make([]int32, len(d.words))
	for i := range d.shown {
		d.shown[i] = -1
	}
	var ev []evidence
	cut := len(boards) * 3 / 4
	for pi, p := range boards {
		if pi == cut {
			d.evidenceAt[cut] = slices.Clone(ev)
		}
		d.boardRow = append(d.boardRow, len(d.rows))
		for sub := range (p.Board.Letters &^ p.Board.Center).Subsets() {
			for _, id := range bySet.Of(sub | p.Board.Center) {
				w := d.words[id]
				_, acc := slices.BinarySearch(p.Answers, w)
				_, rej := slices.BinarySearch(p.Rejected, w)
				switch {
				case rej:
					acc = false
				case !acc && len(p.Rejected) > 0:
					continue // the record names its rejections, and not this word
				}
				s := d.shown[id]
				if s < 0 {
					s = int32(len(d.hist))
					d.shown[id] = s
					d.hist = append(d.hist, archive.History{Word: w, Changes: []archive.Verdict{}})
					ev = append(ev, evidence{})
				}
				d.rows = append(d.rows, row{word: id, ev: ev[s], accepted: acc})
				d.hist[s].Add(p.Date, acc)
				e := &ev[s]
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

// candidates returns the distinct words of ws that can count on a board
// (wordMask), sorted, and the number of words of ws that are not a-z.
// It returns ws itself when it is already so.
func (d *data) candidates(ws []string) ([]string, int) {
	notAZ, keep := 0, true
	for i, w := range ws {
		if _, ok := wordMask(w, d.minLen, d.size); !ok {
			keep = false
			if _, az := bitset.Of(w); !az {
				notAZ++
			}
		} else if i > 0 && ws[i-1] >= w {
			keep = false
		}
	}
	if keep {
		return ws, notAZ
	}
	out := make([]string, 0, len(ws))
	for _, w := range ws {
		if _, ok := wordMask(w, d.minLen, d.size); ok {
			out = append(out, w)
		}
	}
	slices.Sort(out)
	return slices.Clip(slices.Compact(out)), notAZ
}

// merge sets the candidates, their letters and their base lists from
// lists, each sorted and distinct: those of the base lists bases, and
// last the archive's words.
func (d *data) merge(lists [][]string, bases []string) {
	n := 0
	for range mergeSorted(slices.Clone(lists), len(bases)) {
		n++
	}
	d.words = make([]string, 0, n)
	d.masks = make([]bitset.Set, 0, n)
	d.bases = make([]uint32, 0, n)
	set := map[uint64]uint32{}
	for w, in := range mergeSorted(lists, len(bases)) {
		k, ok := set[in]
		if !ok {
			k = uint32(len(d.baseSets))
			set[in] = k
			d.baseSets = append(d.baseSets, in)
			var names []string
			for bi, b := range bases {
				if in&(1<<bi) != 0 {
					names = append(names, b)
				}
			}
			d.baseNames = append(d.baseNames, strings.Join(names, "+"))
		}
		m, _ := bitset.Of(w)
		d.words = append(d.words, w)
		d.masks = append(d.masks, m)
		d.bases = append(d.bases, k)
	}
}

// mergeSorted yields each word of lists, each sorted and distinct, once,
// in order, with the set of the first nbits lists that hold it. It
// consumes lists.
func mergeSorted(lists [][]string, nbits int) iter.Seq2[string, uint64] {
	return func(yield func(string, uint64) bool) {
		for {
			// The least word at the head of a list, and the lists it heads.
			var w string
			var in uint64
			found := false
			for li, l := range lists {
				switch {
				case len(l) == 0:
				case !found || l[0] < w:
					w, in, found = l[0], 0, true
					fallthrough
				case l[0] == w:
					if li < nbits {
						in |= 1 << li
					}
				}
			}
			if !found {
				return
			}
			for li, l := range lists {
				if len(l) > 0 && l[0] == w {
					lists[li] = l[1:]
				}
			}
			if !yield(w, in) {
				return
			}
		}
	}
}

// own writes the word's own columns of candidate i into x, the vector's
// first nstatic columns, and clears the others of them.
func (d *data) own(x []float64, i int32) {
	clear(x[:d.nstatic])
	w := d.words[i]
	wordFeatures(x, w, d.masks[i], d.ls, d.minLen, d.size)
	in := d.baseSets[d.bases[i]]
	for bi := range d.nstatic - colBase {
		if in&(1<<bi) != 0 {
			x[colBase+bi] = 1
		}
	}
}

// vector writes the vector of candidate i with evidence ev into x.
func (d *data) vector(x []float64, i int32, ev evidence) {
	clear(x)
	d.own(x, i)
	if setEvidence(x, ev) {
		copy(x[d.nstatic:], x[colLevel:d.nstatic])
		clear(x[colLevel:d.nstatic])
	}
}

// setEvidence writes the intercept and the columns of the evidence ev
// into x[:colLevel], and reports whether the word was shown.
func setEvidence(x []float64, ev evidence) bool {
	clear(x[:colLevel])
	x[colIntercept] = 1
	n := ev.acc + ev.rej
	if n == 0 {
		return false
	}
	x[colSeen] = 1
	x[colVote] = float64(ev.acc-ev.rej) / float64(n)
	x[colLast] = float64(ev.last)
	x[colLogAcc] = math.Log1p(float64(ev.acc))
	x[colLogRej] = math.Log1p(float64(ev.rej))
	return true
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
	if ls.proper(w) {
		x[colProper] = 1
	}
	if ls.british(w) {
		x[colBritish] = 1
	}
	x[colLength] = float64(len(w)-minLen) / 4
	if m.Len() == size {
		x[colPangram] = 1
	}
}

// proper reports whether w is a proper noun: capitalised only in American.
func (ls *Lists) proper(w string) bool {
	return ls.American != nil && !ls.American[w] && ls.American[strings.ToUpper(w[:1])+w[1:]]
}

// british reports whether w is a British-only spelling: in British, not
// in American.
func (ls *Lists) british(w string) bool {
	return ls.British != nil && ls.British[w] && ls.American != nil && !ls.American[w]
}
