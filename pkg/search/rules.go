package search

import (
	"fmt"
	"strings"

	"github.com/beebatch/beebatch/pkg/bitset"
)

// MaxSize and MinSize bound Rules.Size.
const (
	MinSize = 5
	MaxSize = 9
)

// Rules are the rules of the puzzle. The zero value is not valid; start
// from DefaultRules.
type Rules struct {
	// MinLen is the shortest word that counts. A word of exactly MinLen
	// letters scores 1 point; a longer word scores its length.
	MinLen int
	// Bonus is added to the score of a pangram, a word that uses every
	// letter of the honeycomb.
	Bonus int
	// Size is the number of letters in a honeycomb.
	Size int
	// Exclude holds letters that no word or honeycomb may contain.
	Exclude bitset.Set
}

// DefaultRules are the rules of the New York Times puzzle.
var DefaultRules = Rules{MinLen: 4, Bonus: 7, Size: 7}

// RuleError is a rule that makes no sense. It names the field of Rules
// rather than a flag, so that a command can word it in terms of its own
// flags.
type RuleError struct {
	Rule    string // the field of Rules: "MinLen", "Bonus", "Size" or "Exclude"
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
	case (bitset.All &^ r.Exclude).Len() < r.Size:
		return bad("Exclude", strings.ToLower(r.Exclude.String()), "leaves %d letters: a honeycomb needs %d",
			(bitset.All &^ r.Exclude).Len(), r.Size)
	}
	return nil
}

// WordScore returns the points for a valid word of n letters whose letter
// set has k letters: 1 for a word of MinLen letters, n for a longer one,
// plus Bonus when the word is a pangram (k == Size).
func (r Rules) WordScore(n, k int) int {
	s := n
	if n == r.MinLen {
		s = 1
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

// ParseVariants parses a comma-separated list of variant names, such as
// "no-s,s". The error names the variant at fault and the expected values.
func ParseVariants(text string) ([]Variant, error) {
	var out []Variant
	seen := map[string]bool{}
	for _, name := range strings.Split(text, ",") {
		name = strings.TrimSpace(name)
		var v Variant
		switch name {
		case NoS.Name:
			v = NoS
		case WithS.Name:
			v = WithS
		default:
			return nil, fmt.Errorf("unknown variant %q: expected no-s or s, or both as no-s,s", name)
		}
		if seen[name] {
			return nil, fmt.Errorf("variant %q is given twice", name)
		}
		seen[name] = true
		out = append(out, v)
	}
	return out, nil
}

// Honeycomb is a board: its letters and its center, one of them.
type Honeycomb struct {
	Letters bitset.Set
	Center  bitset.Set // a single letter
}

// String returns the board as "AEGINRT:R", a form ParseBoard accepts.
func (h Honeycomb) String() string { return h.Letters.String() + ":" + h.Center.String() }
