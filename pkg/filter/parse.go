package filter

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// SyntaxError is a mistake in the text of a filter, at
// Src[Offset:Offset+Len], which is empty when the text ended too soon.
type SyntaxError struct {
	Src    string // the filter text
	Offset int    // the byte offset of the token in Src
	Len    int    // the length of the token in bytes
	Msg    string // what is wrong, on one line
	// NotLetter is the character that is not a letter of the filter's
	// alphabet, when that is the mistake, and 0 otherwise.
	NotLetter rune
}

// Error returns the message, then the filter text, control characters as
// spaces, and a caret under each character of the offending token, or
// one past the end, both indented by two spaces:
//
//	expected a number after "words >=", found "many"
//	  words >= many, vowels 1..3
//	           ^^^^
func (e *SyntaxError) Error() string {
	var text, carets strings.Builder
	for i, r := range e.Src {
		if unicode.IsControl(r) {
			r = ' '
		}
		text.WriteRune(r)
		switch {
		case i < e.Offset:
			carets.WriteByte(' ')
		case i < e.Offset+e.Len:
			carets.WriteByte('^')
		}
	}
	if e.Len == 0 {
		carets.WriteByte('^')
	}
	return e.Msg + "\n  " + text.String() + "\n  " + carets.String()
}

// tokenKind is the kind of a token of the filter language.
type tokenKind int

const (
	tEnd    tokenKind = iota // the end of the text
	tComma                   // ,
	tWord                    // a run of letters, digits, '-' and '_'
	tDotDot                  // ..
	tOp                      // >=, <=, >, < or =
	tOther                   // any other character
)

// token is a token of a filter and its place in the text.
type token struct {
	kind tokenKind
	text string
	off  int
}

// end returns the offset just after t.
func (t token) end() int { return t.off + len(t.text) }

// isWordRune reports whether r belongs in a word token.
func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_'
}

// lex cuts src into tokens, ending with a tEnd token at len(src).
func lex(src string) []token {
	var toks []token
	for i := 0; i < len(src); {
		r, size := utf8.DecodeRuneInString(src[i:])
		start := i
		kind := tOther
		switch {
		case unicode.IsSpace(r):
			i += size
			continue
		case r == ',':
			kind, i = tComma, i+1
		case strings.HasPrefix(src[i:], ".."):
			kind, i = tDotDot, i+2
		case strings.HasPrefix(src[i:], ">=") || strings.HasPrefix(src[i:], "<="):
			kind, i = tOp, i+2
		case r == '>' || r == '<' || r == '=':
			kind, i = tOp, i+1
		case isWordRune(r):
			kind, i = tWord, len(src)-len(strings.TrimLeftFunc(src[i:], isWordRune))
			// A number with decimals, 0.5, is one word; 20..80 is not.
			if isDigits(src[start:i]) && i+1 < len(src) && src[i] == '.' && isDigit(src[i+1]) {
				i = len(src) - len(strings.TrimLeftFunc(src[i+1:], isWordRune))
			}
		default:
			i += size
		}
		toks = append(toks, token{kind, src[start:i], start})
	}
	return append(toks, token{kind: tEnd, off: len(src)})
}

// describe names a token in a message: the end, or its text quoted.
func describe(t token) string {
	if t.kind == tEnd {
		return "the end"
	}
	return strconv.Quote(t.text)
}

// Parse parses a filter written in the language of the package
// documentation, its letters A to Z; white space alone is the empty
// filter. A mistake, or clauses that no board can pass together, give a
// *SyntaxError. It is ParseIn(src, bitset.Latin).
func Parse(src string) (*Filter, error) { return ParseIn(src, bitset.Latin) }

// ParseIn parses a filter as Parse does, its letters those of alphabet a
// in any case (Ç or ç, ẞ or ß), which the filter keeps: its letter sets
// are bits of a, and String writes them in a. A character that is not a
// letter of a, in a letter clause, is a *SyntaxError that names it and
// a's letters (SyntaxError.NotLetter). For an alphabet other than a-z
// the text is first put in Unicode's composed form (NFC), so that C and
// a combining cedilla read as Ç; the SyntaxError's Src is that form.
func ParseIn(src string, a bitset.Alphabet) (*Filter, error) {
	if a.IsLatin() {
		a = ""
	} else {
		src = norm.NFC.String(src)
	}
	p := &parser{src: src, toks: lex(src), f: newFilter(a)}
	if err := p.filter(); err != nil {
		return nil, err
	}
	return p.f, nil
}

// parser reads the tokens of one filter into f.
type parser struct {
	src    string
	toks   []token
	pos    int
	f      *Filter
	clause token // the first token of the clause being read
}

// lower returns letter r in lower case as alphabets hold it: ß for ẞ.
func lower(r rune) rune {
	if r == 'ẞ' {
		return 'ß'
	}
	return unicode.ToLower(r)
}

// upper returns text with each letter in upper case as Alphabet.Format
// writes it: ẞ for ß.
func upper(text string) string { return strings.Map(bitset.Upper, text) }

func (p *parser) peek() token { return p.toks[p.pos] }

func (p *parser) next() token {
	t := p.toks[p.pos]
	if t.kind != tEnd {
		p.pos++
	}
	return t
}

// errorAt returns a SyntaxError for the text from offset from to to.
func (p *parser) errorAt(from, to int, format string, args ...any) error {
	return &SyntaxError{Src: p.src, Offset: from, Len: to - from, Msg: fmt.Sprintf(format, args...)}
}

// errorf returns a SyntaxError that points at token t.
func (p *parser) errorf(t token, format string, args ...any) error {
	return p.errorAt(t.off, t.end(), format, args...)
}

// sofar returns the text of the clause being read up to the last token
// read, for messages such as `expected a number after "words >="`.
func (p *parser) sofar() string {
	return p.text(p.clause.off, p.toks[p.pos-1].end())
}

// text returns the source from byte from to byte to, each run of white
// space as one space.
func (p *parser) text(from, to int) string {
	return strings.Join(strings.Fields(p.src[from:to]), " ")
}

// expected returns the error for finding t where the clause read so far
// needs what.
func (p *parser) expected(t token, what string) error {
	return p.errorf(t, "expected %s after %q, found %s", what, p.sofar(), describe(t))
}

// filter reads clauses separated by commas up to the end.
func (p *parser) filter() error {
	if p.peek().kind == tEnd {
		return nil
	}
	for {
		switch t := p.peek(); {
		case t.kind == tComma && p.pos == 0:
			return p.errorf(t, "empty clause: expected a clause before %q", ",")
		case t.kind == tComma:
			return p.errorf(t, "empty clause: expected a clause between the commas")
		case t.kind == tEnd:
			return p.errorf(p.toks[p.pos-1], "trailing comma: expected a clause after it")
		}
		if err := p.clauseOf(); err != nil {
			return err
		}
		switch t := p.peek(); t.kind {
		case tEnd:
			return nil
		case tComma:
			p.next()
		default:
			return p.errorf(t, "expected %q or the end after %q, found %s", ",", p.sofar(), describe(t))
		}
	}
}

// keywords lists the words that begin a clause, for messages: the
// measures', then the others.
var keywords = func() string {
	var kw []string
	for _, m := range measure.Table {
		if m.Name != "" {
			kw = append(kw, m.Name)
		}
	}
	return strings.Join(append(kw, "long-genius", "vowels", "letters", "has", "no", "not-together"), ", ") + " or center"
}()

// clauseOf reads one clause and adds it to the filter.
func (p *parser) clauseOf() error {
	t := p.next()
	p.clause = t
	if t.kind != tWord {
		return p.errorf(t, "expected a clause such as words 20..80 or no S, found %s", describe(t))
	}
	kw := strings.ToLower(t.text)
	var err error
	switch kw {
	case "has":
		err = p.addLetters(func(s bitset.Set) error { return p.f.addLetters(s, 0, 0) })
	case "no":
		err = p.addLetters(func(s bitset.Set) error { return p.f.addLetters(0, s, 0) })
	case "not-together":
		err = p.pairs()
	case "center":
		err = p.center()
	case "long-genius":
		err = p.longGenius()
	default:
		m, ok := measure.Lookup(kw)
		i := field(m)
		switch kw {
		case "vowels":
			i, ok = fVowels, true
		case "letters":
			i, ok = fLetters, true
		}
		if !ok {
			return p.errorf(t, "unknown clause %q: expected %s", t.text, keywords)
		}
		var r Range
		if r, err = p.rangeOf(i); err != nil {
			return err
		}
		if i != fVowels {
			err = p.f.addRange(i, r)
			break
		}
		v := LetterCount{Letters: p.f.vowels(), Range: r}
		if isWord(p.peek(), "of") {
			p.next()
			if v.Letters, err = p.letters(); err != nil {
				return err
			}
		}
		err = p.f.addVowels(v)
	}
	if err != nil {
		if _, ok := err.(*SyntaxError); ok {
			return err
		}
		// The clause contradicts an earlier one.
		return p.errorAt(t.off, p.toks[p.pos-1].end(), "%v", err)
	}
	return nil
}

// longGenius reads what follows the keyword long-genius.
func (p *parser) longGenius() error {
	g := LongGenius{Set: true}
	t := p.peek()
	switch {
	case isWord(t, "yes"):
		g.Reach = true
	case isWord(t, "no"):
	default:
		return p.expected(t, "yes or no")
	}
	p.next()
	if isWord(p.peek(), "floor") {
		p.next()
		g.Rounding = puzzle.Floor
	}
	return p.f.addLong(g)
}

// number reads a number of field i: a whole number, or one with at most
// fieldDecimals(i) decimal places, as that many more digits (0.5 is 5000
// for 4).
func (p *parser) number(i field) (int, error) {
	t := p.peek()
	if !isNumber(t) {
		return 0, p.expected(t, "a number")
	}
	p.next()
	d := fieldDecimals(i)
	whole, frac, dot := strings.Cut(t.text, ".")
	switch {
	case dot && d == 0:
		return 0, p.errorf(t, "number %s is not whole: %s takes whole numbers", t.text, fieldName(i))
	case len(frac) > d:
		return 0, p.errorf(t, "number %s has %d decimal places: %s takes at most %d", t.text, len(frac), fieldName(i), d)
	}
	limit := MaxNumber / pow10(d)
	n, err := strconv.Atoi(whole)
	if err != nil || n > limit {
		return 0, p.errorf(t, "number %s is too large: expected at most %d", t.text, limit)
	}
	if frac != "" {
		f, _ := strconv.Atoi(frac + strings.Repeat("0", d-len(frac)))
		return n*pow10(d) + f, nil
	}
	return n * pow10(d), nil
}

// isWord reports whether t is the word w, in any case.
func isWord(t token, w string) bool { return t.kind == tWord && strings.EqualFold(t.text, w) }

// isNumber reports whether t is a word of ASCII digits, with decimals
// or not: 30, 0.5.
func isNumber(t token) bool {
	whole, frac, dot := strings.Cut(t.text, ".")
	return t.kind == tWord && isDigits(whole) && (!dot || isDigits(frac))
}

// isDigits reports whether s is one or more ASCII digits.
func isDigits(s string) bool { return s != "" && strings.Trim(s, "0123456789") == "" }

// isDigit reports whether b is an ASCII digit.
func isDigit(b byte) bool { return '0' <= b && b <= '9' }

// rangeOf reads the range after the name of field i.
func (p *parser) rangeOf(i field) (Range, error) {
	t := p.peek()
	op := t.kind == tOp || t.kind == tDotDot
	if op {
		p.next()
	} else if !isNumber(t) {
		return Range{}, p.expected(t, "a range such as 20..80, >= 20 or 30")
	}
	n, err := p.number(i)
	if err != nil {
		return Range{}, err
	}
	r := Range{n, n}
	if op {
		r = map[string]Range{">=": {n, NoMax}, "<=": {0, n}, ">": {n + 1, NoMax},
			"<": {0, n - 1}, "=": {n, n}, "..": {0, n}}[t.text]
	} else if p.peek().kind == tDotDot {
		p.next()
		r.Max = NoMax
		if u := p.peek(); u.kind != tComma && u.kind != tEnd && !isWord(u, "of") {
			if r.Max, err = p.number(i); err != nil {
				return r, err
			}
		}
	}
	if r.Empty() {
		end := p.toks[p.pos-1].end()
		if r.Max < 0 {
			what := "counts"
			if fieldDecimals(i) > 0 {
				what = "values"
			}
			return r, p.errorAt(t.off, end, "%s matches nothing: %s are 0 or more", p.sofar(), what)
		}
		return r, p.errorAt(t.off, end, "empty range %s: the low end is above the high end", p.text(t.off, end))
	}
	return r, nil
}

// letterWords reads the words of letters after a keyword, such as "QZ"
// or "Q Z", at least one; what names them in a message. Each word is
// returned with the set bit of each of its letters, in order.
func (p *parser) letterWords(what string) ([]token, [][]bitset.Set, error) {
	a := p.f.alpha
	var words []token
	var bits [][]bitset.Set
	for p.peek().kind == tWord {
		t := p.next()
		var b []bitset.Set
		for i, r := range t.text {
			l := a.Index(lower(r))
			if l < 0 || r != a.Letter(l) && r != bitset.Upper(a.Letter(l)) {
				err := p.errorAt(t.off+i, t.off+i+utf8.RuneLen(r), "%q is not a letter: expected letters %s", r, alphabetText(a))
				err.(*SyntaxError).NotLetter = r
				return nil, nil, err
			}
			b = append(b, 1<<l)
		}
		words, bits = append(words, t), append(bits, b)
	}
	if len(words) == 0 {
		return nil, nil, p.expected(p.peek(), what)
	}
	return words, bits, nil
}

// alphabetText names the letters of a in a message: "A to Z" for a-z,
// else all of them, "ABCÇDEFGHIJLMNOPQRSTUVXZ".
func alphabetText(a bitset.Alphabet) string {
	if a.IsLatin() {
		return "A to Z"
	}
	return "of " + a.Format(a.All())
}

// letters reads a set of letters, written in one word or several.
func (p *parser) letters() (bitset.Set, error) {
	words, bits, err := p.letterWords("letters")
	if err != nil {
		return 0, err
	}
	var s bitset.Set
	for w, t := range words {
		i := 0
		for _, r := range t.text {
			l := bits[w][0]
			bits[w] = bits[w][1:]
			n := utf8.RuneLen(r)
			if s&l != 0 {
				return 0, p.errorAt(t.off+i, t.off+i+n, "letter %s is repeated", p.f.format(l))
			}
			s |= l
			i += n
		}
	}
	return s, nil
}

// addLetters reads a set of letters and adds the clause with add.
func (p *parser) addLetters(add func(bitset.Set) error) error {
	s, err := p.letters()
	if err != nil {
		return err
	}
	return add(s)
}

// pairs reads the pairs after not-together, each written ER or E R.
func (p *parser) pairs() error {
	words, bits, err := p.letterWords("pairs of letters such as E R")
	if err != nil {
		return err
	}
	var first token         // the first letter of a pair written E R
	var firstBit bitset.Set // its letter
	for w, t := range words {
		b := bits[w]
		switch {
		case len(b) > 2:
			return p.errorf(t, "%q is not a pair: write a pair as two letters, such as E R or ER", t.text)
		case len(b) == 2 && first.text != "":
			return p.errorf(first, "%s has no partner: write a pair as two letters, such as E R or ER", upper(first.text))
		case len(b) == 1 && first.text == "":
			first, firstBit = t, b[0]
			continue
		}
		pair, from := b[0]|b[len(b)-1], t.off
		if first.text != "" {
			pair, from = pair|firstBit, first.off
			first = token{}
		}
		if pair.Len() != 2 {
			return p.errorAt(from, t.end(), "not-together %s: a pair needs two different letters", upper(p.text(from, t.end())))
		}
		if err := p.f.addPair(pair); err != nil {
			return p.errorAt(p.clause.off, t.end(), "%v", err)
		}
	}
	if first.text != "" {
		return p.expected(p.peek(), "a second letter")
	}
	return nil
}

// center reads what follows the keyword center.
func (p *parser) center() error {
	t := p.peek()
	switch strings.ToLower(t.text) {
	case "in":
		p.next()
		return p.addLetters(func(s bitset.Set) error { return p.f.addLetters(0, 0, p.f.all()&^s) })
	case "not":
		p.next()
		// "center not in AEIOU" is "center not AEIOU", but in "center
		// not in" the word in is the letters I and N.
		if strings.EqualFold(p.peek().text, "in") && p.toks[p.pos+1].kind == tWord {
			p.next()
		}
		return p.addLetters(func(s bitset.Set) error { return p.f.addLetters(0, 0, s) })
	}
	if t.kind != tWord {
		return p.expected(t, `a letter, "in" or "not"`)
	}
	s, err := p.letters()
	if err != nil {
		return err
	}
	if s.Len() > 1 {
		end := p.toks[p.pos-1].end()
		return p.errorAt(t.off, end, "center %s: expected one letter, or center in %s for a choice of centers", p.text(t.off, end), p.f.format(s))
	}
	return p.f.addLetters(0, 0, p.f.all()&^s)
}
