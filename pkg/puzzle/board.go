package puzzle

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// BoardForms lists the board syntaxes that ParseBoard accepts, for help
// texts.
const BoardForms = "R/AEGINT or AEGINRT:R, in any case"

// ParseBoard parses a board of rules.Size letters written as "R/AEGINT"
// (the center, a slash, the other letters) or "AEGINRT:R" (the letters, a
// colon, the center), in any case, the center also among the letters at
// most once, white space around ignored. The error, a *BoardError, quotes
// text and says what is wrong.
func ParseBoard(text string, rules Rules) (Honeycomb, error) {
	t := strings.TrimSpace(text)
	slash, colon := strings.IndexByte(t, '/'), strings.IndexByte(t, ':')
	switch {
	case t == "":
		return Honeycomb{}, errors.New("empty board: expected a board such as " + BoardForms)
	case slash >= 0 && colon >= 0:
		return Honeycomb{}, boardErr(text, "has both '/' and ':': write R/AEGINT or AEGINRT:R")
	case slash >= 0:
		return newBoard(text, t[:slash], t[slash+1:], false, rules)
	case colon >= 0:
		return newBoard(text, t[colon+1:], t[:colon], true, rules)
	}
	return Honeycomb{}, &BoardError{Text: text, Problem: "no center: write R/AEGINT or AEGINRT:R", NoCenter: true}
}

// NewBoard returns the board of rules.Size letters with the given center
// and letters, as ParseBoard does; its errors quote letters as the board.
func NewBoard(center, letters string, rules Rules) (Honeycomb, error) {
	return newBoard(letters, strings.TrimSpace(center), strings.TrimSpace(letters), true, rules)
}

// BoardError is a board that cannot be parsed. Its message names no
// flag; a command can word NoCenter and Excluded its own way.
type BoardError struct {
	Text     string     // the board as given
	Problem  string     // what is wrong, such as "letter G is repeated"
	Excluded bitset.Set // the board's letters that Rules.Exclude bans, if that is what is wrong
	NoCenter bool       // the board does not say which letter is the center
}

// Error returns "board TEXT: problem".
func (e *BoardError) Error() string { return fmt.Sprintf("board %q: %s", e.Text, e.Problem) }

// boardErr returns the error "board TEXT: reason".
func boardErr(text, format string, args ...any) error {
	return &BoardError{Text: text, Problem: fmt.Sprintf(format, args...)}
}

// newBoard checks and builds a board; text is what the user wrote. Full
// says the form usually lists the center among the letters.
func newBoard(text, center, letters string, full bool, rules Rules) (Honeycomb, error) {
	var h Honeycomb
	switch {
	case center == "":
		return h, boardErr(text, "no center letter")
	case utf8.RuneCountInString(center) > 1:
		return h, boardErr(text, "center %q is not a single letter", center)
	}
	a := rules.Alphabet
	if a.IsLatin() {
		if bitset.Letter(center[0]) == 0 {
			return h, boardErr(text, "center %q is not a letter a-z", center)
		}
		h.Center = bitset.Letter(center[0])
	} else {
		c, err := a.Parse(center)
		if err != nil {
			return h, boardErr(text, "center: %v", err)
		}
		h.Center = c
	}
	given, err := a.Parse(letters)
	if err != nil {
		return h, boardErr(text, "%v", err)
	}
	h.Letters = given | h.Center
	if banned := h.Letters & rules.Exclude; banned != 0 {
		problem := fmt.Sprintf("letters %s are banned by the rules", a.Format(banned))
		if banned.Len() == 1 {
			problem = fmt.Sprintf("letter %s is banned by the rules", a.Format(banned))
		}
		return h, &BoardError{Text: text, Problem: problem, Excluded: banned}
	}
	if n := h.Letters.Len(); n != rules.Size {
		if full && !given.Contains(h.Center) && given.Len() == rules.Size {
			return h, boardErr(text, "center %s is not among the %d letters %s", a.Format(h.Center), rules.Size, a.Format(given))
		}
		return h, boardErr(text, "%d %s given (%s), expected %d", n, Plural(n, "letter"), a.Format(h.Letters), rules.Size)
	}
	return h, nil
}

// Plural returns noun, or noun with an s when n is not 1.
func Plural(n int, noun string) string {
	if n == 1 {
		return noun
	}
	return noun + "s"
}

// Word is a word that a board makes.
type Word struct {
	Text    string     // the word, lower case: a key of its alphabet
	Forms   []string   // its spellings with their accents, if the list has any (wordlist.Words.Forms)
	Letters bitset.Set // its letter set
	Score   int
	Pangram bool // it uses every letter of the board
}

// Perfect reports whether w is a perfect pangram: a pangram that uses
// each letter of the board exactly once.
func (w Word) Perfect() bool { return w.Pangram && utf8.RuneCountInString(w.Text) == w.Letters.Len() }

// Group is the words of a solution that share one letter set.
type Group struct {
	Letters bitset.Set
	Score   int    // the points of its words
	Words   []Word // alphabetical
}

// Solution is every word that a board makes from a list, as Solve finds
// them.
type Solution struct {
	Honeycomb
	Alphabet        bitset.Alphabet // the letters of the board's bits
	Score           int             // total points
	Pangrams        int             // words that use every letter
	PerfectPangrams int             // pangrams that use each letter once
	// Words holds the words grouped by letter set, the largest sets first
	// and then alphabetical, as in Norvig's report; within a set,
	// alphabetical. Groups holds the sets in that order, sharing Words.
	Words  []Word
	Groups []Group
}

// Valid reports whether the board has a pangram.
func (s *Solution) Valid() bool { return s.Pangrams > 0 }

// Bingo reports whether every letter of the board begins at least one
// word.
func (s *Solution) Bingo() bool {
	var starts bitset.Set
	for _, w := range s.Words {
		r, _ := utf8.DecodeRuneInString(w.Text)
		if i := s.Alphabet.Index(r); i >= 0 {
			starts |= 1 << i
		}
	}
	return starts == s.Letters
}

// Texts returns the words as strings, in the order of Words.
func (s *Solution) Texts() []string {
	out := make([]string, len(s.Words))
	for i, w := range s.Words {
		out[i] = w.Text
	}
	return out
}

// Solve returns every word of list that board h, of rules.Size letters,
// makes under rules: words of at least rules.MinLen letters, all on the
// board, one the center, and none of rules.Exclude. It scans the list;
// an Index finds the words of many boards faster.
func Solve(list *wordlist.Words, h Honeycomb, rules Rules) *Solution {
	var words []int
	outside := ^h.Letters | rules.Exclude
	for i, mask := range list.Masks {
		if mask&outside == 0 && mask&h.Center != 0 && list.WordLen(i) >= rules.MinLen {
			words = append(words, i)
		}
	}
	return solution(list, h, rules, words)
}

// solution returns the solution of board h under rules whose words are
// the words of list at the indexes words.
func solution(list *wordlist.Words, h Honeycomb, rules Rules, words []int) *Solution {
	s := &Solution{Honeycomb: h, Alphabet: rules.Alphabet}
	for _, i := range words {
		mask := list.Masks[i]
		n, k := list.WordLen(i), mask.Len()
		text := list.Word(i)
		w := Word{Text: text, Forms: list.Forms(text), Letters: mask, Score: rules.WordScore(n, k), Pangram: k == rules.Size}
		s.Words = append(s.Words, w)
		s.Score += w.Score
		if w.Pangram {
			s.Pangrams++
			if w.Perfect() {
				s.PerfectPangrams++
			}
		}
	}
	slices.SortFunc(s.Words, func(a, b Word) int {
		if a.Letters != b.Letters {
			// Larger sets first; then alphabetical (see Reverse).
			if c := cmp.Compare(b.Letters.Len(), a.Letters.Len()); c != 0 {
				return c
			}
			return cmp.Compare(b.Letters.Reverse(), a.Letters.Reverse())
		}
		return rules.Alphabet.Compare(a.Text, b.Text)
	})
	for i := 0; i < len(s.Words); {
		g := Group{Letters: s.Words[i].Letters}
		j := i
		for ; j < len(s.Words) && s.Words[j].Letters == g.Letters; j++ {
			g.Score += s.Words[j].Score
		}
		g.Words = s.Words[i:j:j]
		s.Groups = append(s.Groups, g)
		i = j
	}
	return s
}

// Rare returns the number of the words of s that rare reports rare, and
// their points; both are 0 for a nil rare.
func (s *Solution) Rare(rare func(word string) bool) (words, points int) {
	if rare == nil {
		return 0, 0
	}
	for _, w := range s.Words {
		if rare(w.Text) {
			words++
			points += w.Score
		}
	}
	return words, points
}
