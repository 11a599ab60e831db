// Package likeness measures how much a Spelling Bee board looks like one
// the NYT would publish. A board's features (Of) describe its answers
// under a word list (the commonness of its most common pangram, its
// pangrams, words and points, suffix and length shares) and its letters
// (vowels, each letter, a few pairs the NYT avoids or favours, the
// center). A Model, a logistic regression fitted with gonum's L-BFGS on
// the archive's boards against boards the NYT could have published and
// did not, turns them into a likeness between 0 and 1 (Model.Likeness;
// MeanOver, over an archive's boards as a list sees them); TwoSample
// tells two sets of boards apart by a classifier's cross-validated ROC
// AUC, 0.5 when they look alike, such as an archive's boards as
// published (Published) against another's.
package likeness

import (
	"fmt"
	"math"
	"strings"

	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// Counter gives a word's count in a frequency list (freq.List is one),
// and whether the list holds it.
type Counter interface {
	Count(word string) (int64, bool)
}

// Counts is a Counter over a map.
type Counts map[string]int64

// Count returns the count of word and whether c holds it.
func (c Counts) Count(word string) (int64, bool) {
	n, ok := c[word]
	return n, ok
}

// The columns of a board's features, in order.
const (
	ColTopPangram = iota                      // log10(1 + count) of the most common pangram, 0 without counts
	ColPangrams                               // pangrams
	ColPerfect                                // perfect pangrams: each letter once
	ColWords                                  // words
	ColPoints                                 // points
	ColING                                    // share of the words that end in -ing
	ColED                                     // share of the words that end in -ed
	ColFour                                   // share of the words of 4 letters
	ColVowels                                 // vowels (a, e, i, o, u) on the board
	ColObscure                                // 1 when no pangram has a count
	ColWords2                                 // (words/40)^2: the NYT's words are nearer the middle than a list's
	ColLogWords                               // ln(1 + words): with the square, a hump, low for boards of few words
	ColTopBins                                // the top pangram's log10 count by bins (TopBins), one column each
	ColPairs      = ColTopBins + len(TopBins) // the pairs of Pairs, one column each
	ColLetters    = ColPairs + 6
	ColCenters    = ColLetters + 26
	NumColumns    = ColCenters + 26
)

// TopBins are the lower bounds of the bins of the top pangram's log10
// count, each a column that is 1 when the count falls in it (up to the
// next): so that the likeness may favour the NYT's middle, not the
// commonest pangrams alone.
var TopBins = [5]float64{0.5, 3, 4, 5, 6}

// Pairs are the letter sets whose presence together is a column: pairs
// the NYT under-uses (C-G, F-H, H-V, M-V, K-V) and I+N+G, which it
// favours (issue 28).
var Pairs = [6]string{"cg", "fh", "hv", "mv", "kv", "gin"}

// Columns names the columns of the features.
var Columns = func() []string {
	c := []string{"top pangram log10 count", "pangrams", "perfect pangrams", "words", "points",
		"share -ing", "share -ed", "share 4-letter", "vowels", "no common pangram", "words squared", "log words"}
	for i, b := range TopBins {
		if i+1 < len(TopBins) {
			c = append(c, fmt.Sprintf("top pangram log10 count %g-%g", b, TopBins[i+1]))
		} else {
			c = append(c, fmt.Sprintf("top pangram log10 count %g+", b))
		}
	}
	for _, p := range Pairs {
		c = append(c, "letters "+strings.ToUpper(p))
	}
	for l := 'a'; l <= 'z'; l++ {
		c = append(c, "letter "+string(l-'a'+'A'))
	}
	for l := 'a'; l <= 'z'; l++ {
		c = append(c, "center "+string(l-'a'+'A'))
	}
	return c
}()

var pairSets = func() (s [6]bitset.Set) {
	for i, p := range Pairs {
		s[i], _ = bitset.Of(p)
	}
	return s
}()

var vowels, _ = bitset.Of("aeiou")

// Features are a board's features, by the columns of Columns.
type Features [NumColumns]float64

// Of returns the features of board h whose answers are answers (each on
// the board, as a list gives them), their pangrams looked up in counts
// (nil for none), under rules.
func Of(h puzzle.Honeycomb, answers []string, counts Counter, rules puzzle.Rules) Features {
	var sum Sums
	for _, w := range answers {
		m, _ := bitset.Of(w)
		sum.Add(WordSums(w, m == h.Letters, counts, rules))
	}
	return sum.Features(h)
}

// Sums are the figures of a set of words from which a board's features
// come: sums but for TopPangram, a maximum. A board's are the Add of its
// words', or of its letter sets' (what an engine that keeps figures by
// letter set, such as a zeta transform over subsets, needs: Words,
// Points, ING, ED and Four are sums over the board's letter sets that hold
// its center; Pangrams, Perfect and TopPangram those of its full letter
// set alone). Then Sums.Features gives the features, and Model.Likeness
// the likeness.
type Sums struct {
	Words, ING, ED, Four int     // words, and those that end in -ing, in -ed, of 4 letters
	Points               int     // their points
	Pangrams, Perfect    int     // the pangrams, the perfect ones
	TopPangram           float64 // the pangrams' greatest log10(1 + count), 0 for none counted
}

// WordSums returns the Sums of the one word w, a pangram of its board or
// not, its count looked up in counts (nil for none) if it is one.
func WordSums(w string, pangram bool, counts Counter, rules puzzle.Rules) Sums {
	m, _ := bitset.Of(w)
	k := m.Len()
	s := Sums{Words: 1, Points: rules.WordScore(len(w), k)}
	if pangram {
		s.Pangrams = 1
		if len(w) == k {
			s.Perfect = 1
		}
		if counts != nil {
			if n, ok := counts.Count(w); ok {
				s.TopPangram = math.Log10(1 + float64(n))
			}
		}
	}
	switch {
	case strings.HasSuffix(w, "ing"):
		s.ING = 1
	case strings.HasSuffix(w, "ed"):
		s.ED = 1
	}
	if len(w) == 4 {
		s.Four = 1
	}
	return s
}

// Add adds t to s: the sum of each figure, the greater TopPangram.
func (s *Sums) Add(t Sums) {
	s.Words += t.Words
	s.ING += t.ING
	s.ED += t.ED
	s.Four += t.Four
	s.Points += t.Points
	s.Pangrams += t.Pangrams
	s.Perfect += t.Perfect
	s.TopPangram = max(s.TopPangram, t.TopPangram)
}

// Features returns the features of board h whose words' figures are s.
func (s Sums) Features(h puzzle.Honeycomb) Features {
	var x Features
	x[ColTopPangram] = s.TopPangram
	x[ColPangrams], x[ColPerfect] = float64(s.Pangrams), float64(s.Perfect)
	x[ColPoints] = float64(s.Points)
	if s.Words > 0 {
		n := float64(s.Words)
		x[ColWords] = n
		x[ColWords2] = (n / 40) * (n / 40)
		x[ColLogWords] = math.Log1p(n)
		x[ColING], x[ColED], x[ColFour] = float64(s.ING)/n, float64(s.ED)/n, float64(s.Four)/n
	}
	x[ColVowels] = float64((h.Letters & vowels).Len())
	if x[ColTopPangram] == 0 {
		x[ColObscure] = 1
	}
	for i := len(TopBins) - 1; i >= 0; i-- {
		if x[ColTopPangram] >= TopBins[i] {
			x[ColTopBins+i] = 1
			break
		}
	}
	for i, p := range pairSets {
		if h.Letters.Contains(p) {
			x[ColPairs+i] = 1
		}
	}
	for l := range 26 {
		if h.Letters&(1<<l) != 0 {
			x[ColLetters+l] = 1
		}
		if h.Center&(1<<l) != 0 {
			x[ColCenters+l] = 1
		}
	}
	return x
}

// Index sums the features of boards over a list by letter set: every
// figure of a board but its letters is a sum (or, for the top pangram, a
// maximum) over the letter sets of its words, so a board's features cost
// its 2^(Size-1) letter sets, not a scan of the list nor of its words.
type Index struct {
	byset map[bitset.Set]*Sums // the figures of the words of each letter set
}

// NewIndex sums the features of the words of words, a list's words by
// letter set; counts (nil for none) gives the pangrams' counts.
func NewIndex(words *puzzle.Index, counts Counter) *Index {
	ix := &Index{byset: map[bitset.Set]*Sums{}}
	w, rules := words.List(), words.Rules()
	words.Sets(func(set bitset.Set, idx []int32) {
		s := &Sums{}
		for _, i := range idx {
			// A word whose letters are a board's all is its pangram, the
			// same on every board of its letter set.
			s.Add(WordSums(w.Word(int(i)), set.Len() == rules.Size, counts, rules))
		}
		ix.byset[set] = s
	})
	return ix
}

// Features returns the features of board h, its answers the words of the
// list on it; they are Of's for those answers.
func (ix *Index) Features(h puzzle.Honeycomb) Features {
	var sum Sums
	for sub := range (h.Letters &^ h.Center).Subsets() {
		if s := ix.byset[sub|h.Center]; s != nil {
			sum.Add(*s)
		}
	}
	return sum.Features(h)
}

// Pangrams returns the number of pangrams of board h, Features(h)'s
// ColPangrams: the words of the one letter set of all its letters.
func (ix *Index) Pangrams(h puzzle.Honeycomb) int {
	if s := ix.byset[h.Letters]; s != nil {
		return s.Pangrams
	}
	return 0
}

// Published returns the features of each puzzle of a from its official
// answers, with counts for their pangrams: the boards as the NYT
// published them, for TwoSample (archive --against).
func Published(a *archive.Archive, counts Counter, rules puzzle.Rules) []Features {
	out := make([]Features, len(a.Puzzles))
	for i, p := range a.Puzzles {
		out[i] = Of(p.Board, p.Answers, counts, rules)
	}
	return out
}

// MeanOver returns the mean likeness under m of the boards of a as the
// list that ix indexes sees them.
func (m *Model) MeanOver(a *archive.Archive, ix *Index) float64 {
	sum := 0.0
	for _, p := range a.Puzzles {
		sum += m.Likeness(ix.Features(p.Board))
	}
	return sum / float64(len(a.Puzzles))
}

// FromValues returns the Sums of a board from its measure values, as an
// engine sums them (the Needs of measure.Likeness): so that the likeness
// is a measure derived from the board's others.
func FromValues(v *measure.Values) Sums {
	s := Sums{Words: int(v[measure.Words]), ING: int(v[measure.ING]), ED: int(v[measure.ED]), Four: int(v[measure.Fours]),
		Points: int(v[measure.Score]), Pangrams: int(v[measure.Pangrams]), Perfect: int(v[measure.Perfect])}
	if n := v[measure.PangramCount]; n > 0 {
		s.TopPangram = math.Log10(1 + float64(n))
	}
	return s
}

// Derive returns the value of measure.Likeness of board h whose other
// values are v, under model m.
func Derive(m *Model, h puzzle.Honeycomb, v *measure.Values) int64 {
	return measure.Scale(measure.Likeness, m.Likeness(FromValues(v).Features(h)))
}

// Deriver returns the likeness of model m as a measure.Deriver: Derive,
// for a filter clause on measure.Likeness (filter.Filter.WithDeriver),
// the same to the last bit and some times faster (prepared). It panics
// for another measure.
func (m *Model) Deriver() measure.Deriver {
	p := m.prepare()
	return func(id measure.ID, letters, center bitset.Set, v *measure.Values) int64 {
		if id != measure.Likeness {
			panic(fmt.Sprintf("likeness: Deriver asked for measure %d, not the likeness", id))
		}
		return measure.Scale(measure.Likeness, p.likeness(FromValues(v), puzzle.Honeycomb{Letters: letters, Center: center}))
	}
}

// prepared is a model ready to give the likeness of millions of boards
// from their Sums: what each column of 0 or 1 (the letters, centers,
// pairs, bins) adds to the log-odds is computed once, and the features
// are never built. It adds the same terms in the same order as
// Model.Likeness, so the two agree to the last bit.
type prepared struct {
	m         *Model
	zero, one [NumColumns]float64 // each column's term at 0 and at 1
}

// prepare returns m prepared.
func (m *Model) prepare() *prepared {
	p := &prepared{m: m}
	for j := range NumColumns {
		p.zero[j], p.one[j] = m.term(j, 0), m.term(j, 1)
	}
	return p
}

// likeness returns m.Likeness(s.Features(h)).
func (p *prepared) likeness(s Sums, h puzzle.Honeycomb) float64 {
	m := p.m
	var words, words2, logWords, ing, ed, four float64
	if s.Words > 0 {
		n := float64(s.Words)
		words, words2, logWords = n, (n/40)*(n/40), math.Log1p(n)
		ing, ed, four = float64(s.ING)/n, float64(s.ED)/n, float64(s.Four)/n
	}
	if m.MaxWords > 0 && (words < float64(m.MinWords) || words > float64(m.MaxWords)) {
		return 0
	}
	bit := func(j int, on bool) float64 {
		if on {
			return p.one[j]
		}
		return p.zero[j]
	}
	// In the order of the columns, as Model.logit adds them.
	z := m.Weights[0]
	z += m.term(ColTopPangram, s.TopPangram)
	z += m.term(ColPangrams, float64(s.Pangrams))
	z += m.term(ColPerfect, float64(s.Perfect))
	z += m.term(ColWords, words)
	z += m.term(ColPoints, float64(s.Points))
	z += m.term(ColING, ing)
	z += m.term(ColED, ed)
	z += m.term(ColFour, four)
	z += m.term(ColVowels, float64((h.Letters & vowels).Len()))
	z += bit(ColObscure, s.TopPangram == 0)
	z += m.term(ColWords2, words2)
	z += m.term(ColLogWords, logWords)
	bin := -1
	for i := len(TopBins) - 1; i >= 0; i-- {
		if s.TopPangram >= TopBins[i] {
			bin = i
			break
		}
	}
	for i := range TopBins {
		z += bit(ColTopBins+i, i == bin)
	}
	for i, pair := range pairSets {
		z += bit(ColPairs+i, h.Letters.Contains(pair))
	}
	for l := range 26 {
		z += bit(ColLetters+l, h.Letters&(1<<l) != 0)
	}
	for l := range 26 {
		z += bit(ColCenters+l, h.Center&(1<<l) != 0)
	}
	return sigmoid(m.A*z + m.B)
}
