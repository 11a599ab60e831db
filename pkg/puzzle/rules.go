package puzzle

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/beebatch/beebatch/pkg/bitset"
)

// MaxSize and MinSize bound Rules.Size.
const (
	MinSize = 5
	MaxSize = 9
)

// Rules are the rules of the puzzle; start from DefaultRules, as the zero
// value is not valid.
type Rules struct {
	MinLen  int        // the shortest word that counts
	Bonus   int        // added to the score of a pangram, which uses every letter
	Size    int        // the number of letters in a honeycomb
	Exclude bitset.Set // letters that no word or honeycomb may contain
	Points  Points     // how a word scores before the bonus; the zero value is NYTPoints
	Table   Table      // the points of words by length, with TablePoints
	// Alphabet is the letters that a Set's bits stand for; the zero
	// value is a-z, the NYT's.
	Alphabet bitset.Alphabet
}

// Board returns h as "AEGINRT:R" in the letters of r's alphabet, a form
// ParseBoard reads back under r; for a-z it is h.String().
func (r Rules) Board(h Honeycomb) string { return h.Format(r.Alphabet) }

// DefaultRules are the rules of the New York Times puzzle.
var DefaultRules = Rules{MinLen: 4, Bonus: 7, Size: 7, Points: NYTPoints}

// Points is a way of scoring a word, before the pangram bonus.
type Points uint8

// The ways of scoring a word.
const (
	// NYTPoints is the New York Times rule: 1 point for a word of
	// Rules.MinLen letters, and its length for a longer word.
	NYTPoints Points = iota
	// OnePoint is the old magazine rule: 1 point for every word.
	OnePoint
	// LengthPoints scores every word its length, the shortest too: the
	// rule of the Swedish Bokstavskombination since 2023.
	LengthPoints
	// TablePoints scores a word of n letters Rules.Table[n] points where
	// the table has an entry for n, and its length otherwise: the
	// Asturian Caxellu's 3 letters 1 point, 4 letters 2 is the table
	// "3=1,4=2".
	TablePoints
	numPoints
)

// pointNames are the names of the Points, as String writes them and
// ParseRule reads the first three.
var pointNames = [numPoints]string{"nyt", "one", "length", "table"}

// String returns the name of p, such as "nyt" or "table", or "Points(N)"
// for a value that is none of the constants.
func (p Points) String() string {
	if p < numPoints {
		return pointNames[p]
	}
	return fmt.Sprintf("Points(%d)", uint8(p))
}

// RuleNames lists what ParseRule accepts, for help texts.
const RuleNames = `nyt, one, length, or a table such as "3=1,4=2"`

// ParseRule reads a points rule, in any case: "nyt" (NYTPoints), "one"
// (OnePoint), "length" (LengthPoints), or a table "N=P,..."
// (TablePoints), each N a word length from 1 to MaxTableLen given once
// and P its points from 0 to 255; a length the table does not give
// scores its length.
func ParseRule(text string) (Points, Table, error) {
	name := strings.TrimSpace(text)
	if !strings.Contains(name, "=") {
		for i, n := range pointNames[:TablePoints] {
			if strings.EqualFold(name, n) {
				return Points(i), Table{}, nil
			}
		}
		return 0, Table{}, fmt.Errorf("unknown points rule %q: expected %s", text, RuleNames)
	}
	t, err := ParseTable(name)
	if err != nil {
		return 0, Table{}, err
	}
	return TablePoints, t, nil
}

// MaxTableLen is the longest word length that a Table can give points to.
const MaxTableLen = 15

// Table gives the points of words by length for TablePoints: Table[n]-1
// points for a word of n letters, and n points where Table[n] is 0. The
// zero Table scores every word its length.
type Table [MaxTableLen + 1]uint16

// Score returns the points of a word of n letters.
func (t Table) Score(n int) int {
	if n >= 0 && n < len(t) && t[n] > 0 {
		return int(t[n]) - 1
	}
	return n
}

// String returns the table as ParseTable reads it, such as "3=1,4=2", or
// "" for the zero Table.
func (t Table) String() string {
	var parts []string
	for n, p := range t {
		if p > 0 {
			parts = append(parts, fmt.Sprintf("%d=%d", n, p-1))
		}
	}
	return strings.Join(parts, ",")
}

// ParseTable reads a table "N=P,...", such as "3=1,4=2": each N a word
// length from 1 to MaxTableLen given once, P its points from 0 to 255.
func ParseTable(text string) (Table, error) {
	var t Table
	for _, entry := range strings.Split(text, ",") {
		n, p, ok := strings.Cut(strings.TrimSpace(entry), "=")
		ln, err1 := strconv.Atoi(strings.TrimSpace(n))
		pts, err2 := strconv.Atoi(strings.TrimSpace(p))
		switch {
		case !ok || err1 != nil || err2 != nil:
			return Table{}, fmt.Errorf("points table %q: entry %q: expected LENGTH=POINTS, such as 3=1", text, entry)
		case ln < 1 || ln > MaxTableLen:
			return Table{}, fmt.Errorf("points table %q: length %d: expected a length from 1 to %d", text, ln, MaxTableLen)
		case pts < 0 || pts > 255:
			return Table{}, fmt.Errorf("points table %q: %d points: expected from 0 to 255", text, pts)
		case t[ln] != 0:
			return Table{}, fmt.Errorf("points table %q: length %d is given twice", text, ln)
		}
		t[ln] = uint16(pts) + 1
	}
	return t, nil
}

// RuleError is a rule that makes no sense. It names the field of Rules,
// so that a command can word it in terms of its own flags.
type RuleError struct {
	Rule    string // the field of Rules: "MinLen", "Bonus", "Size", "Alphabet", "Exclude" or "Points"
	Value   string // its value, as a user would write it
	Problem string // what is wrong, such as "expected a length of at least 1"
}

// Error returns "Rule Value: Problem".
func (e *RuleError) Error() string { return e.Rule + " " + e.Value + ": " + e.Problem }

// Validate reports the first rule that makes no sense, as a *RuleError.
func (r Rules) Validate() error {
	bad := func(rule string, value any, format string, args ...any) error {
		return &RuleError{Rule: rule, Value: fmt.Sprint(value), Problem: fmt.Sprintf(format, args...)}
	}
	switch {
	case r.MinLen < 1:
		return bad("MinLen", r.MinLen, "expected a length of at least 1")
	case r.Bonus < 0:
		return bad("Bonus", r.Bonus, "expected a bonus of at least 0")
	case r.Size < MinSize || r.Size > MaxSize:
		return bad("Size", r.Size, "expected a honeycomb size from %d to %d", MinSize, MaxSize)
	case r.Alphabet.Check() != nil:
		return bad("Alphabet", string(r.Alphabet), "%v", r.Alphabet.Check())
	case (r.Alphabet.All() &^ r.Exclude).Len() < r.Size:
		return bad("Exclude", r.Alphabet.Word(r.Exclude), "leaves %d letters: a honeycomb needs %d",
			(r.Alphabet.All() &^ r.Exclude).Len(), r.Size)
	case r.Points >= numPoints:
		return bad("Points", r.Points, "expected %s", RuleNames)
	case r.Points != TablePoints && r.Table != Table{}:
		return bad("Points", r.Points, "a points table %s is given: expected the rule table", r.Table)
	}
	return nil
}

// WordScore returns the points for a valid word of n letters whose letter
// set has k letters, the bonus included.
func (r Rules) WordScore(n, k int) int {
	s := n
	switch r.Points {
	case NYTPoints:
		if n == r.MinLen {
			s = 1
		}
	case OnePoint:
		s = 1
	case TablePoints:
		s = r.Table.Score(n)
	}
	if k == r.Size {
		s += r.Bonus
	}
	return s
}

// Variant is a named set of letters banned on top of Rules.Exclude.
type Variant struct {
	Name   string
	Banned bitset.Set
}

// The two variants of the 538 Riddler: the classic puzzle never uses S.
var (
	NoS   = Variant{Name: "no-s", Banned: bitset.Letter('s')}
	WithS = Variant{Name: "s"}
)

// variants are the variants that ParseVariants knows.
var variants = []Variant{NoS, WithS}

// ParseVariants parses a comma-separated list of variant names, such as
// "no-s,s", in any case.
func ParseVariants(text string) ([]Variant, error) {
	var out []Variant
	for _, name := range strings.Split(text, ",") {
		name = strings.ToLower(strings.TrimSpace(name))
		named := func(v Variant) bool { return v.Name == name }
		i := slices.IndexFunc(variants, named)
		switch {
		case i < 0:
			return nil, fmt.Errorf("unknown variant %q: expected no-s or s, or both as no-s,s", name)
		case slices.ContainsFunc(out, named):
			return nil, fmt.Errorf("variant %q is given twice", name)
		}
		out = append(out, variants[i])
	}
	return out, nil
}

// SameVariant is a variant that a run does not rank, because it would
// rank what the variant As ranks, and Why, such as "the filter excludes
// S".
type SameVariant struct {
	Variant string `json:"variant"`
	As      string `json:"same_as"`
	Why     string `json:"why"`
}

// Note says why v is not ranked, as the reports write it.
func (v SameVariant) Note() string {
	return fmt.Sprintf("variant %s is not ranked: %s, so it would rank the honeycombs of variant %s, with the same scores", v.Variant, v.Why, v.As)
}

// Honeycomb is a board: its letters and its center, one of them.
type Honeycomb struct {
	Letters bitset.Set
	Center  bitset.Set // a single letter
}

// String returns the board as "AEGINRT:R", a form ParseBoard accepts.
func (h Honeycomb) String() string { return h.Format(bitset.Latin) }

// Format returns the board as "AEGINRT:R" in the letters of alphabet a,
// such as "KNRSTÅÄ:Å".
func (h Honeycomb) Format(a bitset.Alphabet) string {
	return a.Format(h.Letters) + ":" + a.Format(h.Center)
}
