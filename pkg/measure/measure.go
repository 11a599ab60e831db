// Package measure declares the measures of a Spelling Bee board once, as
// data: each is a row of Table with its name, the value each word of the
// board gives it, how those values combine over the board, its help line
// and its report column. The filter's clauses (pkg/filter), the engine's
// figures (pkg/search) and the reports' columns are all derived from
// Table, so a new measure is a new row.
//
// A measure sums (or takes the largest of) one value per word over the
// words of a board; Of says whether every word counts or only the
// pangrams, the words whose letters are exactly the board's. A maximum is
// taken only over pangrams: the engine finds a board's sums over all its
// words by subtraction (pkg/search), which a maximum does not allow, while
// a board's pangrams are the words of one letter set.
//
// A Derived measure has no value per word: it is computed from the other
// measure values of a board once the engine has summed them (Likeness,
// by pkg/likeness.FromValues and a learned model). The engines do not
// sum it: they sum its Needs, and a filter clause on it takes its value
// from a Deriver that the filter carries (filter.Filter.WithDeriver);
// the command that shows it derives it the same way.
package measure

import (
	"bytes"
	"math"
	"strconv"
	"strings"

	"github.com/beebatch/beebatch/pkg/bitset"
)

// ID names a measure: its index in Table.
type ID int

// The measures, in the order of their clauses and columns.
const (
	Score        ID = iota // the board's points
	Words                  // its words
	Pangrams               // its pangrams
	Perfect                // its perfect pangrams
	Rare                   // its rare words
	RarePoints             // their points
	LongPoints             // the points of its words longer than the shortest that count
	Fours                  // its 4-letter words
	Suffixed               // its words that end in -ING or -ED
	PangramFreq            // the order of magnitude of its most common pangram's count
	ING                    // its words that end in -ING
	ED                     // its words that end in -ED
	PangramCount           // the count of its most common pangram, 0 for none counted
	Likeness               // derived: how NYT-like the board is, by a learned model
	N                      // the number of measures
)

// Set is a set of measures, one bit each.
type Set uint32

// Has reports whether s holds m.
func (s Set) Has(m ID) bool { return s&(1<<m) != 0 }

// Of says which words of a board a measure reads.
type Of int

const (
	AllWords     Of = iota // every word that counts on the board
	PangramWords           // its pangrams alone
)

// Combine says how a measure combines its words' values.
type Combine int

const (
	Sum Combine = iota // their sum: a count when each word gives 1
	Max                // the largest, 0 for none; only over PangramWords
)

// Kind says how a measure's values come about.
type Kind int

const (
	Summed  Kind = iota // combined over words by the engines (Combine)
	Derived             // computed from the board's other values, after the engines
)

// Input is what a measure reads of a word beyond its length and letters.
type Input uint8

const (
	Text   Input = 1 << iota // the word itself
	IsRare                   // whether it is rare, by a frequency list
	Count                    // its count in a frequency list
)

// Show says when a report has a measure's column.
type Show int

const (
	Never    Show = iota // the measure is a clause, not a column
	Always               // in every report
	WithFreq             // in a report made with a frequency list (--freq)
	Filtered             // in a report whose filter names the measure
)

// Word is what a measure reads of one word that counts on a board.
type Word struct {
	Text    []byte // lower case; nil unless the measure's Input has Text
	Len     int    // its length in bytes
	Letters int    // its distinct letters
	Points  int    // its points under the rules, the bonus included
	Pangram bool   // it uses every letter of the board
	Short   bool   // it has the fewest letters that count (Rules.MinLen)
	Rare    bool   // rare, with IsRare
	Count   int64  // its count in the frequency list, -1 if missing, with Count
}

// Measure is a row of Table.
type Measure struct {
	ID
	// Name is the keyword of the measure's filter clause, "words" in
	// "words 20..80"; "" for a measure that has none (LongPoints, read by
	// the long-genius clause).
	Name string
	// Column is its column in the reports, "" for none.
	Column string
	// Help describes it for the filter's help: "the number of its words".
	Help    string
	Of      Of
	Combine Combine
	Input   Input
	// Value is the value of a word; a Word is passed by value, so that
	// it stays off the heap.
	Value func(w Word) int64
	Show  Show
	// Kind is Summed but for a Derived measure, whose Value is nil and
	// whose Needs are the measures it is computed from.
	Kind  Kind
	Needs Set
	// Decimals is the number of decimal places of the measure: its value
	// v stands for v / 10^Decimals (AppendValue); a filter clause on it
	// reads as many (0.5 for 5000 with 4).
	Decimals int
	// Max is the largest value a board can have, 0 for no bound.
	Max int64
}

// Table holds the measures, by ID.
var Table = [N]Measure{
	{ID: Score, Name: "score", Column: "score", Help: "the board's points",
		Value: func(w Word) int64 { return int64(w.Points) }, Show: Always},
	{ID: Words, Name: "words", Column: "words", Help: "the number of its words",
		Value: one, Show: Always},
	{ID: Pangrams, Name: "pangrams", Column: "pangrams", Help: "the number of its pangrams",
		Of: PangramWords, Value: one, Show: Always},
	{ID: Perfect, Name: "perfect", Help: "the number of its perfect pangrams (each letter once)",
		Of: PangramWords, Value: func(w Word) int64 { return b2i(w.Len == w.Letters) }},
	{ID: Rare, Name: "rare", Column: "rare_words", Help: "the number of its rare words, by a frequency list",
		Input: IsRare, Value: func(w Word) int64 { return b2i(w.Rare) }, Show: WithFreq},
	{ID: RarePoints, Name: "rare-points", Column: "rare_points", Help: "the points of its rare words",
		Input: IsRare, Value: func(w Word) int64 { return b2i(w.Rare) * int64(w.Points) }, Show: WithFreq},
	{ID: LongPoints,
		Value: func(w Word) int64 { return b2i(!w.Short) * int64(w.Points) }},
	{ID: Fours, Name: "fours", Column: "fours", Help: "the number of its 4-letter words (1 point each)",
		Value: func(w Word) int64 { return b2i(w.Len == 4) }, Show: Filtered},
	{ID: Suffixed, Name: "suffixed", Column: "suffixed", Help: "the number of its words that end in -ING or -ED",
		Input: Text, Value: func(w Word) int64 {
			return b2i(bytes.HasSuffix(w.Text, []byte("ing")) || bytes.HasSuffix(w.Text, []byte("ed")))
		}, Show: Filtered},
	{ID: PangramFreq, Name: "pangram-freq", Column: "pangram_freq",
		Help: "the digits of the --freq count of its commonest pangram",
		Of:   PangramWords, Combine: Max, Input: Count, Value: func(w Word) int64 { return digits(w.Count) }, Show: Filtered},
	{ID: ING, Input: Text, Value: func(w Word) int64 { return b2i(bytes.HasSuffix(w.Text, []byte("ing"))) }},
	{ID: ED, Input: Text, Value: func(w Word) int64 { return b2i(bytes.HasSuffix(w.Text, []byte("ed"))) }},
	// The engines keep a value in 32 bits: a count beyond is taken as
	// math.MaxUint32, about 4.3e9, which no pangram of count_1w reaches.
	{ID: PangramCount, Of: PangramWords, Combine: Max, Input: Count,
		Value: func(w Word) int64 { return min(max(w.Count, 0), math.MaxUint32) }},
	{ID: Likeness, Name: "likeness", Column: "likeness", Kind: Derived, Decimals: 4, Max: 10000,
		Help:  "how NYT-like, 0 to 1, by the likeness of learn's list",
		Needs: 1<<Score | 1<<Words | 1<<Pangrams | 1<<Perfect | 1<<Fours | 1<<ING | 1<<ED | 1<<PangramCount},
}

// Deriver computes the value of Derived measure m of the board with
// these letters and center (a single letter among them), whose values
// of m's Needs are v; the others may be 0. A board likeness is one
// (likeness.Model.Deriver): what a filter clause on a Derived measure
// needs (filter.Filter.WithDeriver).
type Deriver func(m ID, letters, center bitset.Set, v *Values) int64

// DerivedSet returns the Derived measures.
func DerivedSet() Set {
	var s Set
	for _, m := range Table {
		if m.Kind == Derived {
			s |= 1 << m.ID
		}
	}
	return s
}

// Engine returns the measures that an engine must sum to give the
// measures of s: those of s that are Summed, and the Needs of those that
// are Derived.
func (s Set) Engine() Set {
	out := s
	for _, m := range Table {
		if m.Kind == Derived && s.Has(m.ID) {
			out |= m.Needs
		}
	}
	return out &^ DerivedSet()
}

// AppendValue appends value v of measure m to b in decimal, with the
// measure's Decimals: 9123 of Likeness as 0.9123.
func AppendValue(b []byte, m ID, v int64) []byte {
	d := Table[m].Decimals
	if d == 0 {
		return strconv.AppendInt(b, v, 10)
	}
	return strconv.AppendFloat(b, float64(v)/math.Pow10(d), 'f', d, 64)
}

// Scale returns the value of measure m that stands for x: x * 10^Decimals,
// rounded to the nearest.
func Scale(m ID, x float64) int64 {
	return int64(math.Round(x * math.Pow10(Table[m].Decimals)))
}

// digits returns the number of decimal digits of n, floor(log10 n) + 1,
// for n >= 1, and 0 for less: the order of magnitude of a count.
func digits(n int64) int64 {
	d := int64(0)
	for ; n >= 1; n /= 10 {
		d++
	}
	return d
}

func one(Word) int64 { return 1 }

// b2i returns 1 for true and 0 for false.
func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// Values are the values of the measures of one board, by ID.
type Values [N]int64

// Lookup returns the measure whose clause keyword is name, in any case.
func Lookup(name string) (ID, bool) {
	for _, m := range Table {
		if m.Name != "" && strings.EqualFold(m.Name, name) {
			return m.ID, true
		}
	}
	return 0, false
}

// Inputs returns what the measures of s read of the words.
func Inputs(s Set) Input {
	var in Input
	for _, m := range Table {
		if s.Has(m.ID) {
			in |= m.Input
		}
	}
	return in
}

// Columns returns the measures that a report shows, in Table's order,
// beyond those it always shows: with freq, those of WithFreq; and those
// of Filtered that filtered holds.
func Columns(freq bool, filtered Set) []ID {
	var out []ID
	for _, m := range Table {
		if m.Show == WithFreq && freq || m.Show == Filtered && filtered.Has(m.ID) {
			out = append(out, m.ID)
		}
	}
	return out
}
