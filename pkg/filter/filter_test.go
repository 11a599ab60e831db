package filter

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/measure"
)

// alphabet holds the letters that random clauses and boards use: few
// enough that has, no, pairs and centers often meet on one board.
const alphabet = "AEIOURSTNQXZ"

// clause is a random clause: its text and, worked out apart from the
// package, whether a candidate passes it.
type clause struct {
	text  string
	holds func(c *Candidate) bool
}

// count returns field i of c; vowels counts the letters of Vowels.
func count(c *Candidate, i field) int {
	switch i {
	case fVowels:
		return (c.Letters & bitset.Set(1|1<<4|1<<8|1<<14|1<<20)).Len()
	case fLetters:
		return c.Letters.Len()
	}
	return int(c.Values[i])
}

// Fields and its constants are the measures' bits as Needs gives them.
type Fields = measure.Set

const (
	Score      Fields = 1 << measure.Score
	Words      Fields = 1 << measure.Words
	Pangrams   Fields = 1 << measure.Pangrams
	Perfect    Fields = 1 << measure.Perfect
	Rare       Fields = 1 << measure.Rare
	RarePoints Fields = 1 << measure.RarePoints
	LongPoints Fields = 1 << measure.LongPoints
)

// clauseFields are the fields that have a clause: the measures with a
// name, vowels and letters.
func clauseFields() []field {
	var out []field
	for _, m := range measure.Table {
		if m.Name != "" {
			out = append(out, field(m.ID))
		}
	}
	return append(out, fVowels, fLetters)
}

// fieldTop is the largest value of each field in random clauses, 10 for
// one it does not name.
var fieldTop = map[string]int{"score": 60, "words": 40, "pangrams": 4, "perfect": 2, "rare": 10, "rare-points": 30, "vowels": 5, "letters": 9}

// randomCase writes s in random case.
func randomCase(r *rand.Rand, s string) string {
	switch r.IntN(3) {
	case 0:
		return strings.ToUpper(s)
	case 1:
		return strings.ToLower(s)
	}
	b := []byte(s)
	for i := range b {
		if r.IntN(2) == 0 {
			b[i] ^= 0x20 * byte(b[i]>>6&1) // flip the case of letters
		}
	}
	return string(b)
}

// randomLetters returns 1 to 3 distinct letters of alphabet as a set and
// as text, written together or apart.
func randomLetters(r *rand.Rand) (bitset.Set, string) {
	n := 1 + r.IntN(3)
	var s bitset.Set
	var parts []string
	for _, i := range r.Perm(len(alphabet))[:n] {
		s |= bitset.Letter(alphabet[i])
		parts = append(parts, alphabet[i:i+1])
	}
	sep := ""
	if r.IntN(2) == 0 {
		sep = " "
	}
	return s, strings.Join(parts, sep)
}

// vowelSets are the sets of letters that random vowels clauses count,
// and how a clause names them: Vowels (named or not), one with S and T
// among the letters of the alphabet, and nearly the whole alphabet.
var vowelSets = []struct {
	letters bitset.Set
	of      string
}{
	{Vowels, ""}, {Vowels, " of AEIOU"}, {Vowels, " OF u o i e a"},
	{Vowels | bitset.Letter('s') | bitset.Letter('t'), " of AEIOUST"},
	{bitset.All &^ bitset.Letter('q'), " of ABCDEFGHIJKLMNOPRSTUVWXYZ"},
}

// randomClause returns a clause that some board passes.
func randomClause(r *rand.Rand) clause {
	fields := clauseFields()
	kind := r.IntN(len(fields) + 5)
	if kind < len(fields) {
		i := fields[kind]
		top, ok := fieldTop[fieldName(i)]
		if !ok {
			top = 10
		}
		fmax, of := fieldMax(i, ""), ""
		var letters bitset.Set
		if i == fVowels {
			v := vowelSets[r.IntN(len(vowelSets))]
			letters, of = v.letters, v.of
			top = min(letters.Len(), 9)
			fmax = letters.Len()
		}
		a, b := r.IntN(top+1), r.IntN(top+1)
		if a > b {
			a, b = b, a
		}
		dots := ".."
		if r.IntN(4) == 0 {
			dots = " .. "
		}
		// A measure with decimals writes its numbers so: 5 is 0.0005.
		num := func(n int) string { return formatNumber(n, fieldDecimals(i)) }
		var text string
		var in func(n int) bool
		switch r.IntN(9) {
		case 0:
			text, in = num(a)+dots+num(b), func(n int) bool { return a <= n && n <= b }
		case 1:
			text, in = num(a)+dots, func(n int) bool { return a <= n }
		case 2:
			text, in = dots+num(b), func(n int) bool { return n <= b }
		case 3:
			text, in = ">= "+num(a), func(n int) bool { return a <= n }
		case 4:
			text, in = "<="+num(b), func(n int) bool { return n <= b }
		case 5:
			k := max(a-1+r.IntN(2), 0)
			text, in = "> "+num(k), func(n int) bool { return n > k }
			if k >= fmax {
				text, in = "< "+num(k), func(n int) bool { return n < k }
			}
		case 6:
			k := b + 1
			text, in = "<"+num(k), func(n int) bool { return n < k }
		case 7:
			text, in = "= "+num(a), func(n int) bool { return n == a }
		default:
			text, in = num(a), func(n int) bool { return n == a }
		}
		if i == fVowels {
			return clause{randomCase(r, fieldName(i)) + " " + text + of, func(c *Candidate) bool { return in((c.Letters & letters).Len()) }}
		}
		return clause{randomCase(r, fieldName(i)) + " " + text, func(c *Candidate) bool { return in(count(c, i)) }}
	}
	s, letters := randomLetters(r)
	switch kind - len(fields) {
	case 4:
		// Nearest only: "yes floor" with "no" is refused although some
		// boards pass both (see TestLongGeniusClauses).
		reach := r.IntN(2) == 0
		return clause{randomCase(r, "long-genius") + " " + randomCase(r, map[bool]string{true: "yes", false: "no"}[reach]), func(c *Candidate) bool {
			return (c.Values[measure.LongPoints] >= (c.Values[measure.Score]*70+50)/100) == reach
		}}
	case 0:
		return clause{randomCase(r, "has") + " " + letters, func(c *Candidate) bool { return c.Letters.Contains(s) }}
	case 1:
		return clause{randomCase(r, "no") + " " + letters, func(c *Candidate) bool { return c.Letters&s == 0 }}
	case 2:
		var pairs []bitset.Set
		text := randomCase(r, "not-together")
		for range 1 + r.IntN(2) {
			p := r.Perm(len(alphabet))
			a, b := alphabet[p[0]:p[0]+1], alphabet[p[1]:p[1]+1]
			pairs = append(pairs, bitset.Letter(a[0])|bitset.Letter(b[0]))
			if r.IntN(2) == 0 {
				text += " " + a + " " + b
			} else {
				text += " " + a + b
			}
		}
		return clause{text, func(c *Candidate) bool {
			for _, p := range pairs {
				if c.Letters.Contains(p) {
					return false
				}
			}
			return true
		}}
	}
	center := randomCase(r, "center")
	switch r.IntN(4) {
	case 0:
		l := bitset.Letter(alphabet[r.IntN(len(alphabet))])
		return clause{center + " " + l.String(), func(c *Candidate) bool { return c.Center == l }}
	case 1:
		return clause{center + " in " + letters, func(c *Candidate) bool { return c.Center&s != 0 }}
	case 2:
		return clause{center + " not " + letters, func(c *Candidate) bool { return c.Center&s == 0 }}
	}
	return clause{center + " NOT in " + letters, func(c *Candidate) bool { return c.Center&s == 0 }}
}

// randomFilter returns 1 to 4 random clauses and their text.
func randomFilter(r *rand.Rand) ([]clause, string) {
	cs := make([]clause, 1+r.IntN(4))
	texts := make([]string, len(cs))
	for i := range cs {
		cs[i] = randomClause(r)
		texts[i] = cs[i].text
	}
	sep := []string{",", ", ", " , ", ",\t"}[r.IntN(4)]
	return cs, strings.Join(texts, sep)
}

// randomCandidates returns n boards of 5 to 9 letters of alphabet, with
// small random counts.
func randomCandidates(r *rand.Rand, n int) []*Candidate {
	out := make([]*Candidate, n)
	for i := range out {
		p := r.Perm(len(alphabet))[:5+r.IntN(5)]
		var letters bitset.Set
		for _, j := range p {
			letters |= bitset.Letter(alphabet[j])
		}
		out[i] = &Candidate{Letters: letters, Center: bitset.Letter(alphabet[p[0]])}
		for m := range measure.N {
			top, ok := fieldTop[measure.Table[m].Name]
			if !ok {
				top = 12
			}
			out[i].Values[m] = int64(r.IntN(top + 10))
		}
		out[i].Values[measure.LongPoints] = int64(r.IntN(int(out[i].Values[measure.Score]) + 1))
	}
	return out
}

// holdsAll reports whether c passes every clause of cs.
func holdsAll(cs []clause, c *Candidate) bool {
	for _, cl := range cs {
		if !cl.holds(c) {
			return false
		}
	}
	return true
}

// TestRandomFilters checks random filters against the meaning of each of
// their clauses, the round trip through String, Needs and Letters; and
// that a filter rejected as contradictory passes no board: 1,000 filters
// by default, 500 under -race, 3,000 with BEEBATCH_FULL_TESTS=1.
func TestRandomFilters(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	cands := randomCandidates(r, 2000)
	parsed, rejected := 0, 0
	n := testenv.Cases(1000, 3000)
	for range n {
		cs, src := randomFilter(r)
		f, err := Parse(src)
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("Parse(%q): %v is not a *SyntaxError", src, err)
			}
			rejected++
			for _, c := range cands {
				if holdsAll(cs, c) {
					t.Fatalf("Parse(%q) rejects a filter that %+v passes:\n%v", src, c, err)
				}
			}
			continue
		}
		parsed++
		g, err := Parse(f.String())
		if err != nil || !reflect.DeepEqual(f, g) || g.String() != f.String() {
			t.Fatalf("Parse(%q) = %q; Parse of that = %v, %v", src, f, g, err)
		}
		needs, rule := f.Needs(), f.Letters()
		var d Candidate // one copy for every candidate, not one allocated for each
		for _, c := range cands {
			want := holdsAll(cs, c)
			if got := f.Match(c); got != want {
				t.Fatalf("Parse(%q).Match(%+v) = %v; want %v (canonical %q)", src, c, got, want, f)
			}
			if want && !rule.Allows(c.Letters, c.Center) {
				t.Fatalf("Parse(%q): Letters().Allows rejects %+v, which passes", src, c)
			}
			if rule.Allows(c.Letters, c.Center) != (rule.AllowsLetters(c.Letters) && rule.Centers(c.Letters)&c.Center != 0) {
				t.Fatalf("Parse(%q): Allows, AllowsLetters and Centers disagree on %+v", src, c)
			}
			// A count outside Needs does not matter.
			d = *c
			for i := range d.Values {
				if !needs.Has(measure.ID(i)) {
					d.Values[i] = int64(1000 + i)
				}
			}
			if f.Match(&d) != want {
				t.Fatalf("Parse(%q) needs %04b, yet other counts change Match of %+v", src, needs, c)
			}
		}
	}
	t.Logf("%d filters parsed, %d rejected", parsed, rejected)
	if parsed < n/3 || rejected < n/60 {
		t.Errorf("%d filters parsed and %d rejected of %d: the generator is off", parsed, rejected, n)
	}
}

// TestAnd checks And against the clauses of both filters.
func TestAnd(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	cands := randomCandidates(r, 2000)
	anded, contradictions := 0, 0
	for range 1000 {
		ca, srcA := randomFilter(r)
		cb, srcB := randomFilter(r)
		a, errA := Parse(srcA)
		b, errB := Parse(srcB)
		if errA != nil || errB != nil {
			continue
		}
		sa, sb := a.String(), b.String()
		f, err := And(a, b)
		if a.String() != sa || b.String() != sb {
			t.Fatalf("And(%q, %q) changed its arguments", srcA, srcB)
		}
		both := append(append([]clause(nil), ca...), cb...)
		anded++
		if err != nil {
			contradictions++
			for _, c := range cands {
				if holdsAll(both, c) {
					t.Fatalf("And(%q, %q) = %v, yet %+v passes both", srcA, srcB, err, c)
				}
			}
			continue
		}
		for _, c := range cands {
			if got, want := f.Match(c), holdsAll(both, c); got != want {
				t.Fatalf("And(%q, %q).Match(%+v) = %v; want %v", srcA, srcB, c, got, want)
			}
		}
		// And is Parse of the two texts joined.
		g, err := Parse(srcA + ", " + srcB)
		if err != nil || !reflect.DeepEqual(f, g) {
			t.Fatalf("And(%q, %q) = %q; Parse of both = %v, %v", srcA, srcB, f, g, err)
		}
	}

	t.Logf("%d pairs of filters, %d contradictions", anded, contradictions)
	if anded < 500 || contradictions < 20 {
		t.Errorf("%d pairs of filters, %d contradictions: the generator is off", anded, contradictions)
	}

	nyt, _ := LookupPreset("nyt")
	for _, tt := range []struct {
		where, want string
	}{
		{"has S", "has S and no S contradict each other"},
		{"has ER", "has ER and not-together E R contradict each other"},
		{"words 90..", "words 20..80 and words >= 90 leave no value"},
		{"vowels 4", "vowels 1..3 and vowels 4 leave no value"},
		{"center S", "no letter is left for the center"},
	} {
		w, err := Parse(tt.where)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := And(nyt, w); err == nil || err.Error() != tt.want {
			t.Errorf("And(nyt, %q) = %v; want %q", tt.where, err, tt.want)
		}
	}
	f, err := And(nyt, nil)
	if err != nil || f == nyt || f.String() != nyt.String() {
		t.Errorf("And(nyt, nil) = %p %v, %v; want a copy of nyt at %p", f, f, err, nyt)
	}
	if f, err := And(nil, nil); f != nil || err != nil {
		t.Errorf("And(nil, nil) = %v, %v", f, err)
	}
}

// TestWithVowels checks that WithVowels moves the clauses on A, E, I, O
// and U to other letters, and those alone.
func TestWithVowels(t *testing.T) {
	aeiouy := Vowels | bitset.Letter('y')
	for _, tt := range []struct {
		src     string
		vowels  bitset.Set
		want    string
		wantErr string
	}{
		{"vowels 1..3, no S", aeiouy, "vowels 1..3 of AEIOUY, no S", ""},
		{"vowels ..2", aeiouy, "vowels <= 2 of AEIOUY", ""},
		{"vowels 1..3 of AEIOU", aeiouy, "vowels 1..3 of AEIOUY", ""},
		{"vowels 1..3, vowels 2..5 of AEIOUY", aeiouy, "vowels 2..3 of AEIOUY", ""},
		{"vowels 1..3, vowels 0 of ST", aeiouy, "vowels 1..3 of AEIOUY, vowels 0 of ST", ""},
		{"vowels 1..3, vowels 5.. of AEIOUY", aeiouy, "", "vowels >= 5 of AEIOUY and vowels 1..3 of AEIOUY leave no value"},
		// An upper bound at the number of letters counted means nothing.
		{"vowels 2..5", aeiouy, "vowels 2..5 of AEIOUY", ""},
		{"vowels 1..3", bitset.Letter('y'), "vowels >= 1 of Y", ""},
		{"vowels 2..3", bitset.Letter('y'), "", "vowels 2..3 of Y matches no board: a board has at most 1 of Y"},
		{"words 20..80", aeiouy, "words 20..80", ""},
		{"vowels 1..3", Vowels, "vowels 1..3", ""},
		{"vowels 1..3", 0, "vowels 1..3", ""},
	} {
		f, err := Parse(tt.src)
		if err != nil {
			t.Fatal(err)
		}
		before := f.String()
		g, err := f.WithVowels(tt.vowels)
		if f.String() != before {
			t.Errorf("WithVowels changed %q to %q", before, f)
		}
		if tt.wantErr != "" {
			if err == nil || err.Error() != tt.wantErr {
				t.Errorf("Parse(%q).WithVowels(%s) = %v, %v; want error %q", tt.src, tt.vowels, g, err, tt.wantErr)
			}
			continue
		}
		if err != nil || g.String() != tt.want || g == f {
			t.Errorf("Parse(%q).WithVowels(%s) = %q, %v; want %q, a copy", tt.src, tt.vowels, g, err, tt.want)
			continue
		}
		// The result reads back, and means what it says.
		if h, err := Parse(g.String()); err != nil || !reflect.DeepEqual(g, h) {
			t.Errorf("Parse(%q) = %v, %v; want %+v", g, h, err, g)
		}
	}
	if g, err := (*Filter)(nil).WithVowels(aeiouy); g != nil || err != nil {
		t.Errorf("nil.WithVowels = %v, %v", g, err)
	}
	// Y counts as a vowel: BCDFGHY has one, and the nyt preset with Y
	// turns away a board with Y and three of AEIOU.
	nyt, _ := LookupPreset("nyt")
	g, err := nyt.WithVowels(aeiouy)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		board     string
		nyt, nytY bool
	}{
		{"BCDFGHY:B", false, true}, {"ABDILOY:Y", true, false}, {"ABDILMO:M", true, true},
	} {
		c := cand(t, tt.board, 0, 30, 1, 0)
		if nyt.Match(c) != tt.nyt || g.Match(c) != tt.nytY {
			t.Errorf("%s: nyt %v, nyt with Y %v; want %v, %v", tt.board, nyt.Match(c), g.Match(c), tt.nyt, tt.nytY)
		}
	}
}

// TestNilFilter checks that a nil *Filter passes everything.
func TestNilFilter(t *testing.T) {
	var f *Filter
	c := &Candidate{Letters: bitset.All, Center: bitset.Letter('q')}
	rule := f.Letters()
	if !f.Match(c) || f.Needs() != 0 || f.String() != "" || f.Range(measure.Score) != AnyCount ||
		!rule.Allows(c.Letters, c.Center) || !rule.AllowsLetters(bitset.All) {
		t.Errorf("nil filter: Match %v, Needs %b, String %q, Range %v, Letters %+v", f.Match(c), f.Needs(), f.String(), f.Range(measure.Score), rule)
	}
	empty, err := Parse("")
	if err != nil || !reflect.DeepEqual(empty.Letters(), rule) || empty.Needs() != 0 || empty.String() != "" {
		t.Errorf(`Parse("") = %+v, %v`, empty, err)
	}
}

func TestRangeAndLetters(t *testing.T) {
	f, err := Parse("score 100.., words 20..80, perfect 0, has A, no S, not-together QU ER, center not X, vowels 1..3, letters 7")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		which measure.ID
		want  Range
	}{
		{measure.Score, Range{100, NoMax}}, {measure.Words, Range{20, 80}}, {measure.Pangrams, AnyCount}, {measure.Perfect, Range{0, 0}},
		{measure.RarePoints, AnyCount},
	} {
		if got := f.Range(tt.which); got != tt.want {
			t.Errorf("Range(%04b) = %+v; want %+v", tt.which, got, tt.want)
		}
	}
	if got, want := f.Needs(), Score|Words|Perfect; got != want {
		t.Errorf("Needs() = %04b; want %04b", got, want)
	}
	set := func(s string) bitset.Set {
		b, err := bitset.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	rule := f.Letters()
	want := LetterRule{
		MustHave: set("A"), MustLack: set("S"), Pairs: []bitset.Set{set("ER"), set("QU")},
		NotCenter: set("X"), Vowels: []LetterCount{{Vowels, Range{1, 3}}}, Size: Range{7, 7},
	}
	if !reflect.DeepEqual(rule, want) {
		t.Errorf("Letters() = %+v; want %+v", rule, want)
	}
	for _, tt := range []struct {
		letters          string
		allows           bool
		centers, allowed string
	}{
		{"ABCDEXZ", true, "ABCDEZ", "A"},
		{"ABCDEFG", true, "ABCDEFG", "ABCDEFG"},
		{"BCDEFGH", false, "BCDEFGH", ""},   // no A
		{"ABCDEFS", false, "ABCDEFS", ""},   // S
		{"ABCDEFR", false, "ABCDEFR", ""},   // E with R
		{"ABCDFQU", false, "ABCDFQU", ""},   // Q with U
		{"ABCDFGH", true, "ABCDFGH", "A"},   // one vowel
		{"ABCDEIO", false, "ABCDEIO", ""},   // four vowels
		{"ABCDEF", false, "ABCDEF", ""},     // six letters
		{"ABCDEFGH", false, "ABCDEFGH", ""}, // eight
	} {
		l := set(tt.letters)
		if got := rule.AllowsLetters(l); got != tt.allows {
			t.Errorf("AllowsLetters(%s) = %v; want %v", tt.letters, got, tt.allows)
		}
		if got := rule.Centers(l); got != set(tt.centers) {
			t.Errorf("Centers(%s) = %s; want %s", tt.letters, got, tt.centers)
		}
		if got := rule.Allows(l, set("A")); got != (tt.allowed != "") {
			t.Errorf("Allows(%s, A) = %v; want %v", tt.letters, got, tt.allowed != "")
		}
	}
	if rule.Allows(set("ABCDEXZ"), set("X")) {
		t.Errorf("Allows(ABCDEXZ, X) with center not X")
	}
	rule.Pairs[0] = set("AB") // the caller's copy
	rule.Vowels[0].Range.Max = 9
	if got := f.Letters(); got.Pairs[0] != set("ER") || got.Vowels[0].Range.Max != 3 {
		t.Errorf("changing the pairs or vowels of Letters() changes the filter")
	}
}

// TestAllowsLettersNeedsACenter checks that a board none of whose letters
// may be the center passes no rule, though each other clause passes it.
func TestAllowsLettersNeedsACenter(t *testing.T) {
	f, err := Parse("center not AEIOU, has A")
	if err != nil {
		t.Fatal(err)
	}
	rule := f.Letters()
	for _, tt := range []struct {
		letters string
		want    bool
	}{
		{"AEIOU", false}, // every letter barred from the center
		{"AEIOUB", true}, // B may be the center
		{"EIOUB", false}, // no A
	} {
		l, err := bitset.Parse(tt.letters)
		if err != nil {
			t.Fatal(err)
		}
		if got := rule.AllowsLetters(l); got != tt.want {
			t.Errorf("%q: AllowsLetters(%s) = %v; want %v", f, tt.letters, got, tt.want)
		}
	}
}

func TestRangeString(t *testing.T) {
	for _, tt := range []struct {
		r    Range
		want string
	}{
		{Range{20, 80}, "20..80"}, {Range{20, NoMax}, ">= 20"}, {Range{0, 80}, "<= 80"},
		{Range{30, 30}, "30"}, {Range{0, 0}, "0"}, {AnyCount, ">= 0"},
	} {
		if got := tt.r.String(); got != tt.want {
			t.Errorf("%+v.String() = %q; want %q", tt.r, got, tt.want)
		}
	}
	if (Range{}).Contains(1) || !(Range{}).Contains(0) || !(Range{3, 2}).Empty() || (Range{2, 2}).Empty() {
		t.Errorf("Contains or Empty is wrong")
	}
}

func TestPresets(t *testing.T) {
	ps := Presets()
	if len(ps) == 0 || ps[0].Name != "nyt" {
		t.Fatalf("Presets() = %+v; want nyt first", ps)
	}
	for _, p := range ps {
		f, err := LookupPreset(strings.ToUpper(p.Name))
		if err != nil {
			t.Errorf("LookupPreset(%q): %v", p.Name, err)
			continue
		}
		if f.String() != p.Filter {
			t.Errorf("preset %s: filter %q is not canonical: %q", p.Name, p.Filter, f)
		}
		if p.Description == "" || strings.Contains(p.Description, "\n") {
			t.Errorf("preset %s: description %q", p.Name, p.Description)
		}
	}
	ps[0].Name = "changed"
	if Presets()[0].Name != "nyt" {
		t.Errorf("Presets returns the package's own slice")
	}
	nyt, _ := LookupPreset("nyt")
	if want := "words 20..80, pangrams >= 1, vowels 1..3, no S, not-together E R, not-together H J, not-together R X, center not X"; nyt.String() != want {
		t.Errorf("nyt = %q; want %q", nyt, want)
	}
	_, err := LookupPreset("nope")
	if want := `unknown preset "nope": expected nyt or editor`; err == nil || err.Error() != want {
		t.Errorf("LookupPreset(nope) = %v; want %q", err, want)
	}
}

func BenchmarkParse(b *testing.B) {
	for b.Loop() {
		if _, err := Parse("words 25..50, pangrams >= 1, vowels 1..3, not-together E R, center not Q"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMatch checks the nyt preset on boards that fail at each step.
func BenchmarkMatch(b *testing.B) {
	f, _ := LookupPreset("nyt")
	cands := randomCandidates(rand.New(rand.NewPCG(5, 6)), 1024)
	n := 0
	for b.Loop() {
		for _, c := range cands {
			if f.Match(c) {
				n++
			}
		}
	}
	if n < 0 {
		b.Fatal(n) // keeps n alive
	}
}

// Centers returns the letters of letters that the rule allows as the
// center, whether or not AllowsLetters(letters) holds.
func (r LetterRule) Centers(letters bitset.Set) bitset.Set { return letters &^ r.NotCenter }

// TestDecimals checks clauses on a measure with decimals (likeness, 4
// places): what they read, their canonical form and their range in units
// of 10^-4.
func TestDecimals(t *testing.T) {
	tests := []struct {
		src, canonical string
		want           Range
	}{
		{"likeness >= 0.5", "likeness >= 0.5", Range{5000, NoMax}},
		{"LIKENESS >= 0.50", "likeness >= 0.5", Range{5000, NoMax}},
		{"likeness > 0.5", "likeness >= 0.5001", Range{5001, NoMax}},
		{"likeness < 0.25", "likeness <= 0.2499", Range{0, 2499}},
		{"likeness 0.25..0.75", "likeness 0.25..0.75", Range{2500, 7500}},
		{"likeness 0.9..", "likeness >= 0.9", Range{9000, NoMax}},
		{"likeness ..0.0001", "likeness <= 0.0001", Range{0, 1}},
		{"likeness 1", "likeness 1", Range{10000, 10000}},
		{"likeness 0", "likeness 0", Range{0, 0}},
		{"likeness >= 1", "likeness >= 1", Range{10000, NoMax}},
		{"likeness <= 1", "likeness <= 1", Range{0, 10000}},
		{"likeness >= 0.3, likeness <= 0.6, words 20..80", "words 20..80, likeness 0.3..0.6", Range{3000, 6000}},
	}
	for _, tt := range tests {
		f, err := Parse(tt.src)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.src, err)
			continue
		}
		if got := f.String(); got != tt.canonical {
			t.Errorf("Parse(%q).String() = %q; want %q", tt.src, got, tt.canonical)
		}
		if got := f.Range(measure.Likeness); got != tt.want {
			t.Errorf("Parse(%q): range %v; want %v", tt.src, got, tt.want)
		}
		if g, err := Parse(f.String()); err != nil || g.String() != f.String() {
			t.Errorf("Parse(%q) = %q; Parse of that = %v, %v", tt.src, f, g, err)
		}
		if f.Derived() != 1<<measure.Likeness {
			t.Errorf("Parse(%q).Derived() = %b; want the likeness", tt.src, f.Derived())
		}
	}
}

// TestDeriver checks that Match derives the value of a clause on a
// Derived measure with the filter's Deriver, from the values it is
// given, and that WithDeriver and And keep it.
func TestDeriver(t *testing.T) {
	f, err := Parse("likeness >= 0.5, words >= 10")
	if err != nil {
		t.Fatal(err)
	}
	// A likeness of words/100, from the words alone.
	d := func(m measure.ID, letters, center bitset.Set, v *measure.Values) int64 {
		if m != measure.Likeness {
			t.Fatalf("derive(%d): want the likeness", m)
		}
		return v[measure.Words] * 100
	}
	g := f.WithDeriver(d)
	if f.Deriver() != nil || g.Deriver() == nil || (*Filter)(nil).WithDeriver(d) != nil {
		t.Fatal("WithDeriver changed its filter, or gave none")
	}
	other, _ := Parse("no S")
	h, err := And(other, g)
	if err != nil {
		t.Fatal(err)
	}
	letters, _ := bitset.Of("abcdefg")
	for _, words := range []int64{10, 49, 50, 51, 100} {
		c := &Candidate{Letters: letters, Center: bitset.Letter('a')}
		c.Values[measure.Words] = words
		c.Values[measure.Likeness] = 9999 // not read with a Deriver
		want := words >= 50
		if got := g.Match(c); got != want {
			t.Errorf("words %d: Match %v; want %v", words, got, want)
		}
		if got := h.Match(c); got != want {
			t.Errorf("words %d: And's Match %v; want %v", words, got, want)
		}
		if !f.Match(c) {
			t.Errorf("words %d: without a Deriver, Match reads the likeness given, 0.9999", words)
		}
	}
}
