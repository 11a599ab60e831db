package archive

import (
	"encoding/json"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
)

// DefaultMinExpected is the least number of boards that chance would have
// break a constraint for Constraints to report it (e^-5 is below 0.7%).
const DefaultMinExpected = 5.0

// Kind is the kind of a constraint.
type Kind uint8

// The kinds of constraints, in the order of their clauses in a filter's
// canonical form.
const (
	VowelRange  Kind = iota // every board has a number of vowels in a range
	NoLetter                // a letter is on no board
	NotTogether             // two letters are never on one board
	NotCenter               // a letter that is on boards is never the center
)

var kindNames = [...]string{"vowels", "no", "not-together", "center-not"}

// String returns the kind's name, such as "not-together".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// Constraint is a rule that every board of the archive keeps although
// chance would break it on Expected boards.
type Constraint struct {
	Kind     Kind
	Letters  bitset.Set   // the letter of NoLetter and NotCenter, the two of NotTogether
	Vowels   filter.Range // of VowelRange; a side chance would seldom break is open
	Expected float64      // boards that chance would have break it (see Constraints)
}

// MarshalJSON writes c as reports give it, with its clause.
func (c Constraint) MarshalJSON() ([]byte, error) {
	r := struct {
		Kind     string  `json:"kind"`
		Letters  string  `json:"letters,omitempty"`
		Clause   string  `json:"clause"`
		Expected float64 `json:"expected"`
		Observed int     `json:"observed"`
	}{Kind: c.Kind.String(), Clause: c.Clause(), Expected: c.Expected}
	if c.Kind != VowelRange {
		r.Letters = c.Letters.String()
	}
	return json.Marshal(r)
}

// Clause returns the constraint as a clause of the filter language:
// "vowels 1..3", "no S", "not-together E R" or "center not X".
func (c Constraint) Clause() string {
	switch c.Kind {
	case VowelRange:
		return "vowels " + c.Vowels.String()
	case NoLetter:
		return "no " + c.Letters.String()
	case NotTogether:
		s := c.Letters.String()
		return "not-together " + s[:1] + " " + s[1:]
	case NotCenter:
		return "center not " + c.Letters.String()
	}
	return ""
}

// referenceSets counts ENABLE's pangram letter sets that hold each letter,
// of referenceTotal; TestReferenceShare recomputes them.
var referenceSets = [bitset.Letters]int{
	7629, 3005, 4696, 4569, 9749, 2057, 3505, 3445, 8274, 386, 2012, 6286, 3622,
	6616, 6851, 3391, 344, 7012, 7613, 5928, 4769, 1444, 1659, 656, 2900, 775,
}

const referenceTotal = 15599

// ReferenceShare returns the share of boards of size letters drawn from
// ENABLE's pangram letter sets that have l, for a letter on no board.
func ReferenceShare(l bitset.Set, size int) float64 {
	return min(1, float64(referenceSets[l.Index()])/referenceTotal*float64(size)/7)
}

// Constraints returns the constraints that every board keeps although
// chance would break each on at least minExpected boards, in the order
// of a filter's canonical form and within a kind alphabetically. With N
// boards, n(l) of them with the letter l, chance breaks on average:
//
//   - a letter on no board: N·ReferenceShare(l) boards;
//   - a letter on boards but never the center: n(l)/Size;
//   - two letters never on one board: n(a)·n(b)/N;
//   - the range of vowels: N times the chance of a number outside it,
//     each vowel on a board independently with the share n(v)/N; a side
//     of the range is kept only if it is broken often enough alone.
//
// Constraints are sought in English alone: their chance is drawn from
// English boards and their clauses read the letters a-z. An archive of
// another language (Archive.Lang) has none.
func (a *Archive) Constraints(minExpected float64) []Constraint {
	if a.Lang != nil {
		return []Constraint{}
	}
	n := float64(len(a.Puzzles))
	var boards, centers [bitset.Letters]int
	var together [bitset.Letters][bitset.Letters]int
	vmin, vmax := bitset.Letters, 0
	for _, p := range a.Puzzles {
		h := p.Board
		centers[h.Center.Index()]++
		for x := h.Letters; x != 0; x &= x - 1 {
			i := x.Lowest().Index()
			boards[i]++
			for y := x & (x - 1); y != 0; y &= y - 1 {
				together[i][y.Lowest().Index()]++
			}
		}
		v := (h.Letters & filter.Vowels).Len()
		vmin, vmax = min(vmin, v), max(vmax, v)
	}
	out := []Constraint{}
	if c, ok := vowelConstraint(boards, n, vmin, vmax, minExpected); ok {
		out = append(out, c)
	}
	for i := range bitset.Letters {
		l := bitset.Set(1) << i
		if e := n * ReferenceShare(l, a.Rules.Size); boards[i] == 0 && e >= minExpected {
			out = append(out, Constraint{Kind: NoLetter, Letters: l, Expected: e})
		}
	}
	for i := range bitset.Letters {
		for j := i + 1; j < bitset.Letters; j++ {
			if boards[i] == 0 || boards[j] == 0 || together[i][j] > 0 {
				continue
			}
			if e := float64(boards[i]) * float64(boards[j]) / n; e >= minExpected {
				out = append(out, Constraint{Kind: NotTogether, Letters: 1<<i | 1<<j, Expected: e})
			}
		}
	}
	for i := range bitset.Letters {
		if e := float64(boards[i]) / float64(a.Rules.Size); boards[i] > 0 && centers[i] == 0 && e >= minExpected {
			out = append(out, Constraint{Kind: NotCenter, Letters: 1 << i, Expected: e})
		}
	}
	return out
}

// vowelConstraint returns the range vmin..vmax of vowels, with the sides
// that chance would break on minExpected of n boards; false for neither.
func vowelConstraint(boards [bitset.Letters]int, n float64, vmin, vmax int, minExpected float64) (Constraint, bool) {
	// dist[k] is the chance of k vowels (Poisson binomial).
	dist := []float64{1}
	for x := filter.Vowels; x != 0; x &= x - 1 {
		p := float64(boards[x.Lowest().Index()]) / n
		next := make([]float64, len(dist)+1)
		for k, q := range dist {
			next[k] += q * (1 - p)
			next[k+1] += q * p
		}
		dist = next
	}
	below, above := 0.0, 0.0
	for k, q := range dist {
		switch {
		case k < vmin:
			below += q
		case k > vmax:
			above += q
		}
	}
	c := Constraint{Kind: VowelRange, Vowels: filter.AnyCount}
	if e := n * below; e >= minExpected {
		c.Vowels.Min = vmin
		c.Expected += e
	}
	if e := n * above; e >= minExpected {
		c.Vowels.Max = vmax
		c.Expected += e
	}
	return c, c.Vowels != filter.AnyCount
}
