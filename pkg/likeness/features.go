// Package likeness measures how much a Spelling Bee board looks like one
// the NYT would publish. A board's features (Of) describe its answers
// under a word list (the commonness of its most common pangram, its
// pangrams, words and points, suffix and length shares) and its letters
// (vowels, each letter, a few pairs the NYT avoids or favours, the
// center). A Model, a logistic regression fitted with gonum's L-BFGS on
// the archive's boards against boards the NYT could have published and
// did not, turns them into a likeness between 0 and 1 (Model.Likeness);
// TwoSample tells two sets of boards apart by a classifier's
// cross-validated ROC AUC, 0.5 when they look alike.
package likeness

import (
	"fmt"
	"math"
	"strings"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
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
	var a adder
	for _, w := range answers {
		m, _ := bitset.Of(w)
		a.add(h, w, m, counts, rules)
	}
	return a.features(h)
}

// adder sums the features of a board's answers one at a time.
type adder struct {
	x                Features
	n, ing, ed, four int
}

// add adds the answer w, of letter set m, of board h.
func (a *adder) add(h puzzle.Honeycomb, w string, m bitset.Set, counts Counter, rules puzzle.Rules) {
	k := m.Len()
	a.n++
	a.x[ColPoints] += float64(rules.WordScore(len(w), k))
	if m == h.Letters {
		a.x[ColPangrams]++
		if len(w) == k {
			a.x[ColPerfect]++
		}
		if counts != nil {
			if n, ok := counts.Count(w); ok {
				a.x[ColTopPangram] = max(a.x[ColTopPangram], math.Log10(1+float64(n)))
			}
		}
	}
	switch {
	case strings.HasSuffix(w, "ing"):
		a.ing++
	case strings.HasSuffix(w, "ed"):
		a.ed++
	}
	if len(w) == 4 {
		a.four++
	}
}

// features returns the features of board h with the answers added.
func (a *adder) features(h puzzle.Honeycomb) Features {
	x := a.x
	if a.n > 0 {
		n := float64(a.n)
		x[ColWords] = n
		x[ColWords2] = (n / 40) * (n / 40)
		x[ColLogWords] = math.Log1p(n)
		x[ColING], x[ColED], x[ColFour] = float64(a.ing)/n, float64(a.ed)/n, float64(a.four)/n
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
	byset map[bitset.Set]*adder // the figures of the words of each letter set
}

// NewIndex indexes the words of w that can count under rules; counts (nil
// for none) gives the pangrams' counts.
func NewIndex(w *wordlist.Words, rules puzzle.Rules, counts Counter) *Index {
	ix := &Index{byset: map[bitset.Set]*adder{}}
	for i, m := range w.Masks {
		if w.WordLen(i) >= rules.MinLen && m.Len() <= rules.Size && m&rules.Exclude == 0 {
			a := ix.byset[m]
			if a == nil {
				a = &adder{}
				ix.byset[m] = a
			}
			// A word whose letters are a board's all is its pangram, the
			// same on every board of its letter set.
			var h puzzle.Honeycomb
			if m.Len() == rules.Size {
				h.Letters = m
			}
			a.add(h, w.Word(i), m, counts, rules)
		}
	}
	return ix
}

// Features returns the features of board h, its answers the words of the
// list on it; they are Of's for those answers.
func (ix *Index) Features(h puzzle.Honeycomb) Features {
	var sum adder
	for sub := range (h.Letters &^ h.Center).Subsets() {
		a := ix.byset[sub|h.Center]
		if a == nil {
			continue
		}
		if sub|h.Center == h.Letters {
			sum.x[ColPangrams] += a.x[ColPangrams]
			sum.x[ColPerfect] += a.x[ColPerfect]
			sum.x[ColTopPangram] = max(sum.x[ColTopPangram], a.x[ColTopPangram])
		}
		sum.x[ColPoints] += a.x[ColPoints]
		sum.n += a.n
		sum.ing += a.ing
		sum.ed += a.ed
		sum.four += a.four
	}
	return sum.features(h)
}
