package filter

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// LongGenius is the long-genius clause of a filter: whether LongPoints
// alone reach Genius, puzzle.GeniusPercent of the board's points rounded
// as Rounding says.
type LongGenius struct {
	Set      bool // the filter has the clause; the rest means nothing without it
	Reach    bool // yes: they must reach Genius; no: they must fall short
	Rounding puzzle.Rounding
}

// Holds reports whether a board of score points, long of them LongPoints,
// passes the clause g; it is true when g is not Set.
func (g LongGenius) Holds(score, long int) bool {
	return !g.Set || (long >= g.Rounding.Threshold(score, puzzle.GeniusPercent)) == g.Reach
}

// String returns the clause as a filter writes it, "long-genius no" or
// "long-genius yes floor", or "" when g is not Set.
func (g LongGenius) String() string {
	if !g.Set {
		return ""
	}
	s := "long-genius no"
	if g.Reach {
		s = "long-genius yes"
	}
	if g.Rounding == puzzle.Floor {
		s += " floor"
	}
	return s
}

// NoMax is the Max of a Range without an upper bound.
const NoMax = math.MaxInt

// MaxNumber is the largest number that a filter may hold.
const MaxNumber = math.MaxInt32

// Range is the inclusive range of counts from Min to Max; Max is NoMax
// when there is no upper bound.
type Range struct{ Min, Max int }

// AnyCount is the range of every count, 0 and up.
var AnyCount = Range{0, NoMax}

// Contains reports whether n lies in r.
func (r Range) Contains(n int) bool { return r.Min <= n && n <= r.Max }

// Empty reports whether r holds no count at all.
func (r Range) Empty() bool { return r.Min > r.Max }

// String returns r as a filter writes it after a field name: "20..80",
// ">= 20", "<= 80" or "30"; AnyCount is ">= 0".
func (r Range) String() string { return r.format(0) }

// format returns r as String does, its numbers n written as n / 10^d
// with d decimal places at most, trailing zeros dropped: 5000 as 0.5
// for d = 4. It is how a clause on a measure of Decimals d writes it.
func (r Range) format(d int) string {
	n := func(v int) string { return formatNumber(v, d) }
	switch {
	case r.Min == r.Max:
		return n(r.Min)
	case r.Max == NoMax:
		return ">= " + n(r.Min)
	case r.Min == 0:
		return "<= " + n(r.Max)
	}
	return n(r.Min) + ".." + n(r.Max)
}

// formatNumber writes v / 10^d, v >= 0, with at most d decimal places
// and no trailing zeros: 5000 as 0.5, 10000 as 1, for d = 4.
func formatNumber(v, d int) string {
	if d == 0 {
		return strconv.Itoa(v)
	}
	p := pow10(d)
	s := fmt.Sprintf("%d.%0*d", v/p, d, v%p)
	return strings.TrimSuffix(strings.TrimRight(s, "0"), ".")
}

// pow10 returns 10^d.
func pow10(d int) int {
	p := 1
	for range d {
		p *= 10
	}
	return p
}

// intersect returns the counts in both r and s; the result may be empty.
func (r Range) intersect(s Range) Range {
	return Range{max(r.Min, s.Min), min(r.Max, s.Max)}
}

// Vowels is the set of the letters that a vowels clause counts unless it
// names others: A, E, I, O and U, as bits of a-z. In another alphabet the
// clause counts its own A, E, I, O and U (VowelsIn).
const Vowels = bitset.Set(1<<('a'-'a') | 1<<('e'-'a') | 1<<('i'-'a') | 1<<('o'-'a') | 1<<('u'-'a'))

// VowelsIn returns the letters A, E, I, O and U of alphabet a, those that
// a vowels clause of a filter in a counts unless it names others; for
// a-z it is Vowels. An alphabet without one of them counts the others.
func VowelsIn(a bitset.Alphabet) bitset.Set { return a.FromLatin(Vowels) }

// LetterCount bounds how many letters of a set a board has: a vowels
// clause.
type LetterCount struct {
	Letters bitset.Set // the letters counted, such as Vowels
	Range   Range      // how many of them the board may have
}

// LetterRule is the part of a filter that the letters and the center of a
// board decide (Filter.Letters).
type LetterRule struct {
	MustHave  bitset.Set    // letters that must all be on the board
	MustLack  bitset.Set    // letters none of which may be on the board
	Pairs     []bitset.Set  // two-letter sets that may not both be on the board, in alphabetical order
	NotCenter bitset.Set    // letters that may not be the center
	Vowels    []LetterCount // the vowels clauses: of the alphabet's vowels (VowelsIn) first, then in its order
	Size      Range         // the number of letters on the board
}

// AllowsLetters reports whether a board with these letters passes the
// rule with at least one center, ignoring which letter that is.
func (r LetterRule) AllowsLetters(letters bitset.Set) bool {
	if !letters.Contains(r.MustHave) || letters&r.MustLack != 0 || letters&^r.NotCenter == 0 {
		return false
	}
	for _, p := range r.Pairs {
		if letters.Contains(p) {
			return false
		}
	}
	for _, v := range r.Vowels {
		if !v.Range.Contains((letters & v.Letters).Len()) {
			return false
		}
	}
	return r.Size.Contains(letters.Len())
}

// AnyBoard reports whether some board of size letters, all in allowed,
// passes the rule with some center.
func (r LetterRule) AnyBoard(size int, allowed bitset.Set) bool {
	base := r.MustHave
	pool := allowed &^ r.MustLack &^ base
	k := size - base.Len()
	if base&^allowed != 0 || k < 0 || pool.Len() < k {
		return false
	}
	// The k-letter subsets of pool's letters.
	letters := pool.Bytes()
	for sub := bitset.Set(1)<<k - 1; sub < bitset.Set(1)<<len(letters); sub = bitset.NextCombination(sub) {
		set := base
		for x := sub; x != 0; x &= x - 1 {
			set |= bitset.Letter(letters[x.Index()])
		}
		if r.AllowsLetters(set) {
			return true
		}
		if k == 0 {
			break
		}
	}
	return false
}

// Allows reports whether the board with these letters and this center,
// a single letter among them, passes the rule.
func (r LetterRule) Allows(letters, center bitset.Set) bool {
	return center&r.NotCenter == 0 && r.AllowsLetters(letters)
}

// Candidate is a scored board as the engine offers it to Filter.Match;
// the values of the measures that Filter.Needs leaves out may be left 0.
type Candidate struct {
	Letters bitset.Set // all the letters of the board, the center included
	Center  bitset.Set // a single letter
	Values  measure.Values
}

// Filter is a parsed filter: a conjunction of constraints on a board's
// counts and letters, made by Parse, ParseIn, LookupPreset or And. Its
// letter sets are bits of its alphabet (Alphabet). A nil *Filter passes
// every board. A Filter is safe for concurrent use.
type Filter struct {
	counts [measure.N]Range // by measure
	long   LongGenius
	rule   LetterRule
	derive measure.Deriver // the values of its Derived measures, nil for none given
	alpha  bitset.Alphabet // the alphabet of its letters, "" for a-z
}

// Alphabet returns the alphabet that f's letters are bits of, which it
// was parsed in: the zero Alphabet, a-z, for Parse and a nil f.
func (f *Filter) Alphabet() bitset.Alphabet {
	if f == nil {
		return ""
	}
	return f.alpha
}

// all returns every letter of f's alphabet.
func (f *Filter) all() bitset.Set { return f.alpha.All() }

// vowels returns the letters that a vowels clause of f counts unless it
// names others.
func (f *Filter) vowels() bitset.Set { return VowelsIn(f.alpha) }

// format writes the letters of s, upper case, in f's alphabet.
func (f *Filter) format(s bitset.Set) string { return f.alpha.Format(s) }

// field is a clause on a number: a measure's, or one of vowels and
// letters, which follow the measures.
type field int

const (
	fVowels field = field(measure.N) + iota
	fLetters
)

// fieldName returns the keyword of field i.
func fieldName(i field) string {
	switch i {
	case fVowels:
		return "vowels"
	case fLetters:
		return "letters"
	}
	return measure.Table[i].Name
}

// fieldMax returns the largest value field i can take on any board of
// alphabet a.
func fieldMax(i field, a bitset.Alphabet) int {
	switch i {
	case fVowels:
		return VowelsIn(a).Len()
	case fLetters:
		return a.Len()
	}
	if m := measure.Table[i].Max; m > 0 {
		return int(m)
	}
	return NoMax
}

// fieldDecimals returns the decimal places of the numbers of field i
// (measure.Measure.Decimals).
func fieldDecimals(i field) int {
	if i < field(measure.N) {
		return measure.Table[i].Decimals
	}
	return 0
}

// rangeText writes range r of field i, with its decimals.
func rangeText(i field, r Range) string { return r.format(fieldDecimals(i)) }

// newFilter returns the empty filter of alphabet a, "" for a-z.
func newFilter(a bitset.Alphabet) *Filter {
	f := &Filter{alpha: a}
	for i := range f.counts {
		f.counts[i] = AnyCount
	}
	f.rule.Size = AnyCount
	return f
}

// rangeOf returns the range of field i, which is not fVowels.
func (f *Filter) rangeOf(i field) *Range {
	if i == fLetters {
		return &f.rule.Size
	}
	return &f.counts[i]
}

// clone returns a copy of f that shares nothing with it.
func (f *Filter) clone() *Filter {
	g := *f
	g.rule.Pairs = slices.Clone(f.rule.Pairs)
	g.rule.Vowels = slices.Clone(f.rule.Vowels)
	return &g
}

// Match reports whether candidate c passes every clause of f; it is true
// for a nil f. The value of a Derived measure that f constrains comes
// from f's Deriver, from c's values of its Needs; without a Deriver, it
// is read from c.Values as for any other measure.
func (f *Filter) Match(c *Candidate) bool {
	if f == nil {
		return true
	}
	for m, r := range f.counts {
		v := c.Values[m]
		if f.derive != nil && r != AnyCount && measure.Table[m].Kind == measure.Derived {
			v = f.derive(measure.ID(m), c.Letters, c.Center, &c.Values)
		}
		if !r.Contains(int(v)) {
			return false
		}
	}
	return f.long.Holds(int(c.Values[measure.Score]), int(c.Values[measure.LongPoints])) && f.rule.Allows(c.Letters, c.Center)
}

// Letters returns the constraints of f that the letters and center of a
// board decide; a nil f allows every board.
func (f *Filter) Letters() LetterRule {
	if f == nil {
		return newFilter("").rule
	}
	r := f.rule
	r.Pairs = slices.Clone(r.Pairs)
	r.Vowels = slices.Clone(r.Vowels)
	return r
}

// Needs returns the measures that f constrains, which the engine must
// fill in a Candidate; 0 for a nil f.
func (f *Filter) Needs() measure.Set {
	var fs measure.Set
	if f == nil {
		return 0
	}
	for i, r := range f.counts {
		if r != AnyCount {
			fs |= 1 << i
		}
	}
	if f.long.Set {
		fs |= 1<<measure.Score | 1<<measure.LongPoints
	}
	return fs
}

// Derived returns the Derived measures that f constrains, whose values
// need a Deriver (WithDeriver); 0 for a nil f.
func (f *Filter) Derived() measure.Set {
	return f.Needs() & measure.DerivedSet()
}

// WithDeriver returns a copy of f whose clauses on Derived measures take
// their values from d (nil for none), as a board likeness gives them
// (likeness.Model.Deriver); nil for a nil f. Parse gives a filter none:
// the same text filters by the likeness of each list's own model.
func (f *Filter) WithDeriver(d measure.Deriver) *Filter {
	if f == nil {
		return nil
	}
	g := f.clone()
	g.derive = d
	return g
}

// Deriver returns the Deriver of f (WithDeriver), nil for none or a nil
// f.
func (f *Filter) Deriver() measure.Deriver {
	if f == nil {
		return nil
	}
	return f.derive
}

// LongGenius returns the long-genius clause of f.
func (f *Filter) LongGenius() LongGenius {
	if f == nil {
		return LongGenius{}
	}
	return f.long
}

// Range returns the range that f allows for measure m; AnyCount for a
// nil f.
func (f *Filter) Range(m measure.ID) Range {
	if f == nil {
		return AnyCount
	}
	return f.counts[m]
}

// String returns the canonical form of f, which ParseIn reads back in f's
// alphabet into an equal filter: its clauses in a fixed order, letters in
// upper case in the alphabet's order (Alphabet.Format), and none that
// allows everything; "" for the empty filter and a nil f.
func (f *Filter) String() string {
	if f == nil {
		return ""
	}
	var clauses []string
	for i, r := range f.counts {
		if r != AnyCount {
			clauses = append(clauses, fieldName(field(i))+" "+rangeText(field(i), r))
		}
	}
	if f.long.Set {
		clauses = append(clauses, f.long.String())
	}
	for _, v := range f.rule.Vowels {
		clauses = append(clauses, f.vowelClause(v))
	}
	if r := f.rule.Size; r != AnyCount {
		clauses = append(clauses, "letters "+r.String())
	}
	r := &f.rule
	if r.MustHave != 0 {
		clauses = append(clauses, "has "+f.format(r.MustHave))
	}
	if r.MustLack != 0 {
		clauses = append(clauses, "no "+f.format(r.MustLack))
	}
	for _, p := range r.Pairs {
		clauses = append(clauses, "not-together "+f.pairString(p))
	}
	if r.NotCenter != 0 {
		clauses = append(clauses, f.centerClause(r.NotCenter))
	}
	return strings.Join(clauses, ", ")
}

// pairString writes a pair as "E R".
func (f *Filter) pairString(p bitset.Set) string {
	low := p & -p
	return f.format(low) + " " + f.format(p&^low)
}

// centerClause writes the clause that bans the centers in not.
func (f *Filter) centerClause(not bitset.Set) string {
	allowed := f.all() &^ not
	switch {
	case allowed.Len() == 1:
		return "center " + f.format(allowed)
	case allowed.Len() <= f.alpha.Len()/2:
		return "center in " + f.format(allowed)
	}
	return "center not " + f.format(not)
}

// addRange narrows field i to r, or says why no board can pass.
func (f *Filter) addRange(i field, r Range) error {
	name, top := fieldName(i), fieldMax(i, f.alpha)
	switch {
	case r.Min > top && fieldDecimals(i) > 0:
		return fmt.Errorf("%s %s matches no board: a board's %s is at most %s", name, rangeText(i, r), name, formatNumber(top, fieldDecimals(i)))
	case r.Min > top:
		return fmt.Errorf("%s %s matches no board: a board has at most %d %s", name, r, top, name)
	}
	if r.Max > top {
		r.Max = NoMax
	}
	p := f.rangeOf(i)
	n := p.intersect(r)
	if n.Empty() {
		return fmt.Errorf("%s %s and %s %s leave no value", name, rangeText(i, *p), name, rangeText(i, r))
	}
	*p = n
	return nil
}

// vowelClause writes a vowels clause, such as "vowels <= 2 of AEIOUY".
func (f *Filter) vowelClause(v LetterCount) string {
	if v.Letters == f.vowels() {
		return "vowels " + v.Range.String()
	}
	return "vowels " + v.Range.String() + " of " + f.format(v.Letters)
}

// addVowels narrows the number of letters of v.Letters on a board to
// v.Range, or says why no board can pass.
func (f *Filter) addVowels(v LetterCount) error {
	top := v.Letters.Len()
	if v.Range.Min > top {
		what := "vowels"
		if v.Letters != f.vowels() {
			what = "of " + f.format(v.Letters)
		}
		return fmt.Errorf("%s matches no board: a board has at most %d %s", f.vowelClause(v), top, what)
	}
	if v.Range.Max > top {
		v.Range.Max = NoMax
	}
	vs := f.rule.Vowels
	i, found := slices.BinarySearchFunc(vs, v.Letters, f.compareVowels)
	if !found {
		if v.Range != AnyCount {
			f.rule.Vowels = slices.Insert(vs, i, v)
		}
		return nil
	}
	n := vs[i].Range.intersect(v.Range)
	if n.Empty() {
		return fmt.Errorf("%s and %s leave no value", f.vowelClause(vs[i]), f.vowelClause(v))
	}
	vs[i].Range = n
	return nil
}

// compareVowels orders the vowels clauses: f's vowels first, then as
// compareSets does.
func (f *Filter) compareVowels(v LetterCount, letters bitset.Set) int {
	vowels := f.vowels()
	switch {
	case v.Letters == letters:
		return 0
	case v.Letters == vowels:
		return -1
	case letters == vowels:
		return 1
	}
	return compareSets(v.Letters, letters)
}

// compareSets orders letter sets as their letters written in order
// compare, in any alphabet: by their first letter, then their second,
// and a set before the longer ones it begins.
func compareSets(a, b bitset.Set) int {
	for a != 0 && b != 0 {
		la, lb := a&-a, b&-b
		if la != lb {
			return cmp.Compare(la.Index(), lb.Index())
		}
		a, b = a&^la, b&^lb
	}
	return cmp.Compare(a.Len(), b.Len())
}

// WithVowels returns a copy of f whose vowels clause on the vowels of its
// alphabet (VowelsIn) counts the letters of vowels (unless empty),
// bits of the same alphabet, instead, or an error when that contradicts
// a clause on those letters; nil for a nil f.
func (f *Filter) WithVowels(vowels bitset.Set) (*Filter, error) {
	if f == nil {
		return nil, nil
	}
	g := f.clone()
	if vowels == f.vowels() || vowels == 0 {
		return g, nil
	}
	i, found := slices.BinarySearchFunc(g.rule.Vowels, f.vowels(), g.compareVowels)
	if !found {
		return g, nil
	}
	v := g.rule.Vowels[i]
	g.rule.Vowels = slices.Delete(g.rule.Vowels, i, i+1)
	v.Letters = vowels
	if err := g.addVowels(v); err != nil {
		return nil, err
	}
	return g, nil
}

// addLong adds the long-genius clause g to the one f may have: the
// stricter of two that agree, and an error for a yes and a no.
func (f *Filter) addLong(g LongGenius) error {
	switch {
	case !g.Set:
		return nil
	case !f.long.Set:
		f.long = g
	case f.long.Reach != g.Reach:
		return fmt.Errorf("%s and %s contradict each other", f.long, g)
	case f.long.Rounding != g.Rounding:
		f.long.Rounding = puzzle.Nearest
		if !g.Reach {
			f.long.Rounding = puzzle.Floor
		}
	}
	return nil
}

// addLetters requires the letters of have, bans those of lack and bans
// those of notCenter as the center, or says why no board can pass.
func (f *Filter) addLetters(have, lack, notCenter bitset.Set) error {
	r := &f.rule
	if both := have&r.MustLack | lack&r.MustHave; both != 0 {
		return fmt.Errorf("has %s and no %s contradict each other", f.format(both), f.format(both))
	}
	for _, p := range r.Pairs {
		if (r.MustHave | have).Contains(p) {
			return fmt.Errorf("has %s and not-together %s contradict each other", f.format(p), f.pairString(p))
		}
	}
	if r.NotCenter|r.MustLack|lack|notCenter == f.all() {
		return fmt.Errorf("no letter is left for the center")
	}
	r.MustHave, r.MustLack, r.NotCenter = r.MustHave|have, r.MustLack|lack, r.NotCenter|notCenter
	return nil
}

// addPair keeps the two letters of p apart.
func (f *Filter) addPair(p bitset.Set) error {
	r := &f.rule
	if r.MustHave.Contains(p) {
		return fmt.Errorf("has %s and not-together %s contradict each other", f.format(p), f.pairString(p))
	}
	if i, found := slices.BinarySearchFunc(r.Pairs, p, compareSets); !found {
		r.Pairs = slices.Insert(r.Pairs, i, p)
	}
	return nil
}

// And returns the filter that a board passes when it passes both a and b,
// either of which may be nil, or an error that says why none can, or
// that a and b are filters of two alphabets. It has the alphabet of
// both, and the Deriver of a, or else of b.
func And(a, b *Filter) (*Filter, error) {
	switch {
	case a == nil && b == nil:
		return nil, nil
	case a == nil:
		return b.clone(), nil
	case b == nil:
		return a.clone(), nil
	case a.alpha != b.alpha:
		return nil, fmt.Errorf("filters of two alphabets, %s and %s: expected filters of one", a.format(a.all()), b.format(b.all()))
	}
	var texts []string
	for _, f := range []*Filter{a, b} {
		if s := f.String(); s != "" {
			texts = append(texts, s)
		}
	}
	f, err := ParseIn(strings.Join(texts, ", "), a.alpha)
	if se, ok := err.(*SyntaxError); ok {
		return nil, errors.New(se.Msg)
	}
	if err == nil {
		f.derive = a.derive
		if f.derive == nil {
			f.derive = b.derive
		}
	}
	return f, err
}
