package filter

import (
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
// names others: A, E, I, O and U.
const Vowels = bitset.Set(1<<('a'-'a') | 1<<('e'-'a') | 1<<('i'-'a') | 1<<('o'-'a') | 1<<('u'-'a'))

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
	Vowels    []LetterCount // the vowels clauses: of Vowels first, then alphabetical
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
// counts and letters, made by Parse, LookupPreset or And. A nil *Filter
// passes every board. A Filter is safe for concurrent use.
type Filter struct {
	counts [measure.N]Range // by measure
	long   LongGenius
	rule   LetterRule
	derive measure.Deriver // the values of its Derived measures, nil for none given
}

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

// fieldMax returns the largest value field i can take on any board.
func fieldMax(i field) int {
	switch i {
	case fVowels:
		return Vowels.Len()
	case fLetters:
		return bitset.Letters
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

// newFilter returns the empty filter.
func newFilter() *Filter {
	f := &Filter{}
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
		return newFilter().rule
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

// String returns the canonical form of f, which Parse reads back into an
// equal filter: its clauses in a fixed order, letters in upper case, and
// none that allows everything; "" for the empty filter and a nil f.
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
		clauses = append(clauses, vowelClause(v))
	}
	if r := f.rule.Size; r != AnyCount {
		clauses = append(clauses, "letters "+r.String())
	}
	r := &f.rule
	if r.MustHave != 0 {
		clauses = append(clauses, "has "+r.MustHave.String())
	}
	if r.MustLack != 0 {
		clauses = append(clauses, "no "+r.MustLack.String())
	}
	for _, p := range r.Pairs {
		clauses = append(clauses, "not-together "+pairString(p))
	}
	if r.NotCenter != 0 {
		clauses = append(clauses, centerClause(r.NotCenter))
	}
	return strings.Join(clauses, ", ")
}

// pairString writes a pair as "E R".
func pairString(p bitset.Set) string {
	s := p.String()
	return s[:1] + " " + s[1:]
}

// centerClause writes the clause that bans the centers in not.
func centerClause(not bitset.Set) string {
	allowed := bitset.All &^ not
	switch {
	case allowed.Len() == 1:
		return "center " + allowed.String()
	case allowed.Len() <= bitset.Letters/2:
		return "center in " + allowed.String()
	}
	return "center not " + not.String()
}

// addRange narrows field i to r, or says why no board can pass.
func (f *Filter) addRange(i field, r Range) error {
	name, top := fieldName(i), fieldMax(i)
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
func vowelClause(v LetterCount) string {
	if v.Letters == Vowels {
		return "vowels " + v.Range.String()
	}
	return "vowels " + v.Range.String() + " of " + v.Letters.String()
}

// addVowels narrows the number of letters of v.Letters on a board to
// v.Range, or says why no board can pass.
func (f *Filter) addVowels(v LetterCount) error {
	top := v.Letters.Len()
	if v.Range.Min > top {
		what := "vowels"
		if v.Letters != Vowels {
			what = "of " + v.Letters.String()
		}
		return fmt.Errorf("%s matches no board: a board has at most %d %s", vowelClause(v), top, what)
	}
	if v.Range.Max > top {
		v.Range.Max = NoMax
	}
	vs := f.rule.Vowels
	i, found := slices.BinarySearchFunc(vs, v.Letters, compareVowels)
	if !found {
		if v.Range != AnyCount {
			f.rule.Vowels = slices.Insert(vs, i, v)
		}
		return nil
	}
	n := vs[i].Range.intersect(v.Range)
	if n.Empty() {
		return fmt.Errorf("%s and %s leave no value", vowelClause(vs[i]), vowelClause(v))
	}
	vs[i].Range = n
	return nil
}

// compareVowels orders the vowels clauses: Vowels first.
func compareVowels(v LetterCount, letters bitset.Set) int {
	switch {
	case v.Letters == letters:
		return 0
	case v.Letters == Vowels:
		return -1
	case letters == Vowels:
		return 1
	}
	return strings.Compare(v.Letters.String(), letters.String())
}

// WithVowels returns a copy of f whose vowels clause on Vowels counts the
// letters of vowels (unless empty) instead, or an error when that
// contradicts a clause on those letters; nil for a nil f.
func (f *Filter) WithVowels(vowels bitset.Set) (*Filter, error) {
	if f == nil {
		return nil, nil
	}
	g := f.clone()
	if vowels == Vowels || vowels == 0 {
		return g, nil
	}
	i, found := slices.BinarySearchFunc(g.rule.Vowels, Vowels, compareVowels)
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
		return fmt.Errorf("has %s and no %s contradict each other", both, both)
	}
	for _, p := range r.Pairs {
		if (r.MustHave | have).Contains(p) {
			return fmt.Errorf("has %s and not-together %s contradict each other", p, pairString(p))
		}
	}
	if r.NotCenter|r.MustLack|lack|notCenter == bitset.All {
		return fmt.Errorf("no letter is left for the center")
	}
	r.MustHave, r.MustLack, r.NotCenter = r.MustHave|have, r.MustLack|lack, r.NotCenter|notCenter
	return nil
}

// addPair keeps the two letters of p apart.
func (f *Filter) addPair(p bitset.Set) error {
	r := &f.rule
	if r.MustHave.Contains(p) {
		return fmt.Errorf("has %s and not-together %s contradict each other", p, pairString(p))
	}
	if i, found := slices.BinarySearchFunc(r.Pairs, p, comparePairs); !found {
		r.Pairs = slices.Insert(r.Pairs, i, p)
	}
	return nil
}

// comparePairs orders two-letter sets alphabetically.
func comparePairs(a, b bitset.Set) int { return strings.Compare(a.String(), b.String()) }

// And returns the filter that a board passes when it passes both a and b,
// either of which may be nil, or an error that says why none can. It has
// the Deriver of a, or else of b.
func And(a, b *Filter) (*Filter, error) {
	switch {
	case a == nil && b == nil:
		return nil, nil
	case a == nil:
		return b.clone(), nil
	case b == nil:
		return a.clone(), nil
	}
	var texts []string
	for _, f := range []*Filter{a, b} {
		if s := f.String(); s != "" {
			texts = append(texts, s)
		}
	}
	f, err := Parse(strings.Join(texts, ", "))
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
