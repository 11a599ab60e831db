package lang

import (
	"fmt"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// MaxLetters is the most letters an alphabet may have: the bits of a
// bitset.Set.
const MaxLetters = 32

// Profile is a language and the rules of its game. Its exported fields
// describe it; Key, Index and Letter fold words into its alphabet. The
// zero Profile is not valid: get one from Lookup or Profiles.
type Profile struct {
	Code   string // the code Lookup takes, such as "pt-BR" or "de-fold"
	Name   string // the language and its policy, such as "German, umlauts folded"
	Game   string // the game whose rules it follows, such as "G1 Soletra"
	Source string // where its rules come from
	List   string // the catalog list of its language, such as "wbrazilian"

	MinLen int           // the shortest word that counts
	Bonus  int           // the points added for a pangram
	Size   int           // the letters of a board
	Points puzzle.Points // how a word scores
	Table  puzzle.Table  // the points by length, with puzzle.TablePoints
	// Nouns says that the capitalised entries of a list are words, read
	// in lower case: German nouns. Elsewhere they are proper nouns, which
	// a mixed-case list's case rule skips (pkg/wordlist).
	Nouns bool
	// Variants are the variants that apply, as puzzle.ParseVariants
	// names them: "no-s" and "s" for the NYT; "s" alone for a game
	// whose boards may hold S.
	Variants []string

	*tables
}

// tables are what a profile folds by, made once by newProfile and shared
// by the copies of the Profile.
type tables struct {
	alphabet []rune
	tag      language.Tag
	// index is the letter of each rune below indexed, or -1: of ASCII,
	// Latin-1 and Latin Extended-A, which hold every letter of the
	// alphabets of the profiles (Polish's ż is U+017C).
	index [indexed]int8
	// fold is the key of every rune below len(fold) ("" refuses it),
	// made on first use (foldOnce): others are folded by foldRune as
	// they come.
	fold      []string
	foldOnce  sync.Once
	extra     map[rune]string // the profile's own folds, such as ß to ss
	refuse    string          // letters that refuse a word: de-drop's äöüß
	middleDot bool            // "l·l" is "ll" (ca); otherwise · refuses
	strict    bool            // nothing folds: any other letter refuses (en)
	casers    sync.Pool       // of cases.Caser, which are not safe to share
	// asciiCase says the language lower-cases A to Z as ASCII does: all
	// but Turkish and Azerbaijani, whose I is ı.
	asciiCase bool
}

// foldTable covers Latin-1 and Latin Extended-A and B, where all the
// letters of the lists are.
const foldTable = 0x250

// indexed is the number of runes whose letter tables.index holds.
const indexed = 0x180

// newProfile makes the tables of p from its alphabet, in board order,
// and its folds.
func newProfile(p Profile, tag language.Tag, alphabet string, f folds) Profile {
	t := &tables{alphabet: []rune(alphabet), tag: tag, extra: f.extra, refuse: f.refuse, middleDot: f.middleDot, strict: f.strict}
	if n := len(t.alphabet); n < p.Size || n > MaxLetters {
		panic(fmt.Sprintf("lang: %s has %d letters: expected %d to %d", p.Code, n, p.Size, MaxLetters))
	}
	t.casers.New = func() any { return cases.Lower(tag) }
	base, _ := tag.Base()
	t.asciiCase = base.String() != "tr" && base.String() != "az"
	for i := range t.index {
		t.index[i] = -1
	}
	for i, r := range t.alphabet {
		if r < indexed {
			t.index[r] = int8(i)
		}
		if unicode.ToLower(r) != r || strings.ContainsRune(alphabet[strings.IndexRune(alphabet, r)+utf8.RuneLen(r):], r) {
			panic(fmt.Sprintf("lang: %s: letter %q is upper case or repeated", p.Code, r))
		}
	}
	p.tables = t
	return p
}

// foldTable returns the keys of the runes below foldTable, made on first
// use: 14 profiles' tables cost milliseconds that a run in English
// should not pay at start.
func (p *Profile) foldTable() []string {
	p.foldOnce.Do(func() {
		fold := make([]string, foldTable)
		for r := range rune(foldTable) {
			fold[r] = p.foldRune(r)
		}
		p.tables.fold = fold
	})
	return p.tables.fold
}

// Letters returns the number of letters of the alphabet.
func (p *Profile) Letters() int { return len(p.alphabet) }

// Alphabet returns the letters in board order, lower case, such as
// "abcçdefghijlmnopqrstuvxz" for pt-BR.
func (p *Profile) Alphabet() bitset.Alphabet { return bitset.Alphabet(p.alphabet) }

// Index returns the bit position of letter r in the alphabet, from 0 to
// Letters()-1, or -1 when r is not one of its letters (upper case
// included: keys are lower case).
func (p *Profile) Index(r rune) int {
	if r >= 0 && r < indexed {
		return int(p.index[r])
	}
	for i, l := range p.alphabet {
		if l == r {
			return i
		}
	}
	return -1
}

// Letter returns the letter at bit position i, lower case; it panics when
// i is not from 0 to Letters()-1.
func (p *Profile) Letter(i int) rune { return p.alphabet[i] }

// Rules returns the rules of the profile's game, for Rules.Validate and
// the engine, with its alphabet (the zero Alphabet for a-z); Exclude is
// empty.
func (p *Profile) Rules() puzzle.Rules {
	r := puzzle.Rules{MinLen: p.MinLen, Bonus: p.Bonus, Size: p.Size, Points: p.Points, Table: p.Table}
	if a := p.Alphabet(); !a.IsLatin() {
		r.Alphabet = a
	}
	return r
}

// PuzzleVariants returns the profile's Variants with their banned
// letters as bit positions of its alphabet: no-s bans the bit of s.
func (p *Profile) PuzzleVariants() []puzzle.Variant {
	var out []puzzle.Variant
	for _, name := range p.Variants {
		v := puzzle.Variant{Name: name}
		if name == puzzle.NoS.Name {
			v.Banned = bitset.Set(1) << p.Index('s')
		}
		out = append(out, v)
	}
	return out
}

// Lower returns word lower-cased by the rules of the profile's language
// and composed (NFC): the display form kept for output, accents and all.
func (p *Profile) Lower(word string) string {
	if isLowerASCII(word) || isLower(word) && norm.NFC.IsNormalString(word) {
		return word
	}
	if p.asciiCase && capitalsASCII(word) && norm.NFC.IsNormalString(word) {
		// As the caser does, for a quarter of its time (260 against
		// 950 ns for "Kraków"): the capitals of most proper nouns, such
		// as wpolish's 210,000.
		b := []byte(word)
		for i, c := range b {
			if 'A' <= c && c <= 'Z' {
				b[i] = c + 'a' - 'A'
			}
		}
		return string(b)
	}
	return p.lowerCaser(word)
}

// lowerCaser is Lower by the caser of the profile's language.
func (p *Profile) lowerCaser(word string) string {
	c := p.casers.Get().(cases.Caser)
	s := c.String(word)
	p.casers.Put(c)
	return norm.NFC.String(s)
}

// capitalsASCII reports whether every rune of s that is not lower case
// is ASCII and no rune is a combining mark: lower-casing then changes A
// to Z alone, and composes nothing new.
func capitalsASCII(s string) bool {
	for _, r := range s {
		if r >= utf8.RuneSelf && (unicode.ToLower(r) != r || unicode.In(r, unicode.Mn, unicode.Mc, unicode.Me)) {
			return false
		}
	}
	return true
}

// isLower reports whether no rune of s changes in lower case, so that
// lower-casing leaves it as it is: casing rules of a language, such as
// Turkish's dotted I or Greek's final sigma, change capitals alone.
func isLower(s string) bool {
	for _, r := range s {
		if unicode.ToLower(r) != r {
			return false
		}
	}
	return true
}

// isLowerASCII reports whether s has no upper-case letter and no byte
// beyond ASCII, so that lower-casing and composing leave it as it is.
func isLowerASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
			return false
		}
	}
	return true
}

// Key returns the key that word is matched by: its letters lower-cased
// and folded into the alphabet, each of them one of the alphabet's (its
// length in letters is utf8.RuneCountInString). ok is false when word is
// empty or holds a character that the profile refuses. A word that is
// already a key is returned as it is, without allocating.
func (p *Profile) Key(word string) (key string, ok bool) {
	f, ok := p.Fold(word)
	return f.Key, ok
}

// Fold returns the key of word, as Key does, its display form, as Lower
// does, and the key's letters and length, in one pass.
func (p *Profile) Fold(word string) (wordlist.Folded, bool) {
	if word == "" {
		return wordlist.Folded{}, false
	}
	i := 0
	var set bitset.Set
	for ; i < len(word) && word[i] < utf8.RuneSelf; i++ {
		x := p.index[word[i]]
		if x < 0 {
			break
		}
		set |= 1 << x
	}
	if i == len(word) {
		return wordlist.Folded{Key: word, Shown: word, Set: set, Len: i}, true
	}
	if p.strict {
		// As pkg/wordlist reads lists: ASCII letters alone, in any case.
		for j := i; j < len(word); j++ {
			if c := word[j] | 0x20; c < 'a' || c > 'z' {
				return wordlist.Folded{}, false
			}
		}
		return p.folded(strings.ToLower(word), "")
	}
	if rest, n, ok := p.letters(word[i:]); ok {
		// Letters of the alphabet alone, which are lower case: the word
		// is its own key, and Lower and NFC would leave it as it is.
		return wordlist.Folded{Key: word, Shown: word, Set: set | rest, Len: i + n}, true
	}
	s := p.Lower(word)
	if f, ok := p.folded(s, ""); ok {
		return f, true // nothing folds
	}
	table := p.foldTable()
	var b strings.Builder
	b.Grow(len(s))
	prev := rune(0) // the rune before r in s
	for j, r := range s {
		var k string
		switch {
		case r == '·' && p.middleDot:
			if next, _ := utf8.DecodeRuneInString(s[j+len("·"):]); prev == 'l' && next == 'l' {
				prev = r
				continue // col·lecció is collecció
			}
		case !p.strict && unicode.Is(unicode.Mn, r) && unicode.IsLetter(prev):
			continue // a mark that no letter composes with: dropped, as in NFD
		case r < foldTable:
			k = table[r]
		default:
			k = p.foldRune(r)
		}
		if k == "" {
			return wordlist.Folded{}, false
		}
		b.WriteString(k)
		prev = r
	}
	return p.folded(b.String(), s)
}

// folded returns key, shown as shown ("" for key itself), with its
// letters and length; false if a rune of key is not a letter.
func (p *Profile) folded(key, shown string) (wordlist.Folded, bool) {
	set, n, ok := p.letters(key)
	if !ok {
		return wordlist.Folded{}, false
	}
	if shown == "" {
		shown = key
	}
	return wordlist.Folded{Key: key, Shown: shown, Set: set, Len: n}, true
}

// letters returns the letters of s and their number, and whether every
// rune of s, in lower case, is a letter of the alphabet, so that s is
// its own key.
func (p *Profile) letters(s string) (set bitset.Set, n int, ok bool) {
	for _, r := range s {
		x := p.Index(r)
		if x < 0 {
			return 0, 0, false
		}
		set |= 1 << x
		n++
	}
	return set, n, true
}

// foldRune returns the key of the lower-case rune r, "" when it refuses
// the word: r itself when it is a letter, the profile's own fold, or else
// the letter of its canonical decomposition without its combining marks.
func (p *Profile) foldRune(r rune) string {
	switch {
	case p.Index(r) >= 0:
		return string(r)
	case p.strict || strings.ContainsRune(p.refuse, r):
		return ""
	}
	if k, ok := p.extra[r]; ok {
		return k
	}
	d := norm.NFD.String(string(r))
	base, n := utf8.DecodeRuneInString(d)
	if n == len(d) || p.Index(base) < 0 {
		return ""
	}
	for _, m := range d[n:] {
		if !unicode.Is(unicode.Mn, m) {
			return ""
		}
	}
	return string(base)
}

// Set returns the letters of key, a key as Key returns, as bits of the
// alphabet; a character that is not a letter of it is left out.
func (p *Profile) Set(key string) bitset.Set {
	var s bitset.Set
	for i := 0; i < len(key); i++ {
		if c := key[i]; c < utf8.RuneSelf {
			if x := p.index[c]; x >= 0 {
				s |= 1 << x
			}
			continue
		}
		r, n := utf8.DecodeRuneInString(key[i:])
		if x := p.Index(r); x >= 0 {
			s |= 1 << x
		}
		i += n - 1
	}
	return s
}

// Format returns the letters of s in board order, upper case, such as
// "AÄNRST" (ß is ẞ); a bit beyond the alphabet is left out.
func (p *Profile) Format(s bitset.Set) string { return p.Alphabet().Format(s) }

// ParseSet returns the set of the letters in text, in any case, such as
// "aänrst" or "AÄNRST"; the error names a character that is not a letter
// of the alphabet, or a repeated letter.
func (p *Profile) ParseSet(text string) (bitset.Set, error) {
	s, err := p.Alphabet().Parse(text)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", p.Code, err)
	}
	return s, nil
}

// String returns the profile's code.
func (p *Profile) String() string { return p.Code }
