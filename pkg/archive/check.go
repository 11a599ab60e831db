package archive

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// Puzzle is a published puzzle: its date, its board and its official
// answers, with the figures that follow from them.
type Puzzle struct {
	Date     string           // the date, written YYYY-MM-DD
	Board    puzzle.Honeycomb // the letters and the center
	Answers  []string         // the official answers, distinct, lower case, sorted
	Rejected []string         // the words the record says were rejected, if it does, sorted
	Official Figures          // of the answers, as puzzle.Solve counts them
	Pos      Pos              // where the puzzle was read
	ID       int64            // the game's id of the puzzle, 0 if the record has none
	Editor   string           // the game's editor, if the record names one

	ids []int32 // the index of each answer in the archive's vocabulary
}

// Figures count the words of one board: the official answers, or a list's.
type Figures struct {
	Words    int  // words
	Points   int  // their points
	Pangrams int  // words that use every letter
	Perfect  int  // pangrams that use each letter once
	Bingo    bool // every letter of the board begins a word
}

// NewFigures counts words, all of them on board h, as puzzle.Solve does.
func NewFigures(words []string, h puzzle.Honeycomb, rules puzzle.Rules) Figures {
	f := Figures{Words: len(words)}
	var starts bitset.Set
	for _, w := range words {
		m, _ := bitset.Of(w)
		k := m.Len()
		f.Points += rules.WordScore(len(w), k)
		if k == rules.Size {
			f.Pangrams++
			if len(w) == k {
				f.Perfect++
			}
		}
		starts |= bitset.Letter(w[0])
	}
	f.Bingo = starts == h.Letters
	return f
}

func skip(reason Reason, format string, args ...any) *RecordError {
	return &RecordError{Reason: reason, Msg: fmt.Sprintf(format, args...)}
}

// checkRecord returns the puzzle of r, or the first thing wrong with it in
// the order of the Reason constants.
func checkRecord(r *rawRecord, rules puzzle.Rules) (*Puzzle, *RecordError) {
	dateField, board := "printDate", jsonBoard
	if r.text {
		dateField, board = "date", textBoard
	}
	if r.PrintDate == nil {
		return nil, skip(BadDate, "no %s", dateField)
	}
	date := *r.PrintDate
	if !dateForm.MatchString(date) {
		return nil, skip(BadDate, "%s %q is not a date written YYYY-MM-DD", dateField, clip(date))
	}
	if _, err := ParseDate(date); err != nil {
		return nil, skip(BadDate, "%s %v", dateField, err) // "printDate 2023-02-29: February 2023 has 28 days"
	}
	h, err := board(r, rules)
	var p *Puzzle
	if err == nil {
		p, err = checkAnswers(r, h, rules)
	}
	if err != nil {
		err.Date = date
		return nil, err
	}
	p.Date = date
	p.ID, _ = r.ID.Int64() // an id that is not an integer is not the game's
	p.Editor = r.Editor
	for _, w := range r.Rejected {
		// A rejected word that is not a-z, or that is also an answer,
		// says nothing of the word list and is left out.
		if w, _, bad := fold(w); bad == "" && w != "" {
			if _, ok := slices.BinarySearch(p.Answers, w); !ok {
				p.Rejected = append(p.Rejected, w)
			}
		}
	}
	slices.Sort(p.Rejected)
	p.Rejected = slices.Compact(p.Rejected)
	return p, nil
}

var dateForm = regexp.MustCompile(`^[0-9]{4}-[0-9]{2}-[0-9]{2}$`)

// clip shortens s for a message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:37] + "..."
	}
	return s
}

// textBoard checks the letters and the center of a line of text.
func textBoard(r *rawRecord, rules puzzle.Rules) (puzzle.Honeycomb, *RecordError) {
	var h puzzle.Honeycomb
	if r.letters == nil {
		return h, skip(BadLetter, "no letters after the date")
	}
	text := *r.letters
	for i := 0; i < len(text); i++ {
		l := bitset.Letter(text[i])
		if l == 0 {
			return h, skip(BadLetter, "letters %q: %s is not a letter a-z", clip(text), quoteChar(text[i:]))
		}
		if h.Letters&l != 0 {
			return h, skip(RepeatedLetter, "letter %s is repeated in %q", l, text)
		}
		h.Letters |= l
	}
	if n := h.Letters.Len(); n != rules.Size {
		return h, skip(BadLetterCount, "letters %q: %d letters, expected %d", text, n, rules.Size)
	}
	var err *RecordError
	if h.Center, err = center(r.CenterLetter, "center", "no center after the letters"); err != nil {
		return h, err
	}
	if !h.Letters.Contains(h.Center) {
		return h, skip(BadCenter, "center %s is not among the letters %s", h.Center, h.Letters)
	}
	return h, nil
}

// center checks the center c, named field; missing is the message for none.
func center(c *string, field, missing string) (bitset.Set, *RecordError) {
	if c == nil {
		return 0, skip(BadCenter, "%s", missing)
	}
	if len(*c) != 1 || bitset.Letter((*c)[0]) == 0 {
		return 0, skip(BadCenter, "%s %q is not a single letter a-z", field, clip(*c))
	}
	return bitset.Letter((*c)[0]), nil
}

// quoteChar quotes the character that s starts with.
func quoteChar(s string) string {
	for _, r := range s {
		return strconv.QuoteRune(r)
	}
	return `""`
}

// jsonLetters returns the letters of a field of the game data, an array
// of one-letter strings, and checks that it has want of them.
func jsonLetters(field string, letters []string, want int) (bitset.Set, *RecordError) {
	var s bitset.Set
	for i, x := range letters {
		l := bitset.Set(0)
		if len(x) == 1 {
			l = bitset.Letter(x[0])
		}
		if l == 0 {
			return 0, skip(BadLetter, "%s[%d] %q is not a single letter a-z", field, i, clip(x))
		}
		if s&l != 0 {
			return 0, skip(RepeatedLetter, "letter %s is repeated in %s", l, field)
		}
		s |= l
	}
	if n := s.Len(); n != want {
		return 0, skip(BadLetterCount, "%s has %d letters (%s), expected %d", field, n, s, want)
	}
	return s, nil
}

// jsonBoard checks the letters and the center of the game data.
func jsonBoard(r *rawRecord, rules puzzle.Rules) (puzzle.Honeycomb, *RecordError) {
	var h puzzle.Honeycomb
	var valid, outer bitset.Set
	var err *RecordError
	if r.ValidLetters == nil && r.OuterLetters == nil {
		return h, skip(BadLetter, "no validLetters or outerLetters")
	}
	if r.ValidLetters != nil {
		if valid, err = jsonLetters("validLetters", r.ValidLetters, rules.Size); err != nil {
			return h, err
		}
	}
	if r.OuterLetters != nil {
		if outer, err = jsonLetters("outerLetters", r.OuterLetters, rules.Size-1); err != nil {
			return h, err
		}
	}
	if h.Center, err = center(r.CenterLetter, "centerLetter", "no centerLetter"); err != nil {
		return h, err
	}
	switch {
	case r.ValidLetters != nil && !valid.Contains(h.Center):
		return h, skip(BadCenter, "center %s is not among the validLetters %s", h.Center, valid)
	case r.OuterLetters != nil && outer.Contains(h.Center):
		return h, skip(BadCenter, "center %s is also among the outerLetters %s", h.Center, outer)
	case r.ValidLetters != nil && r.OuterLetters != nil && outer|h.Center != valid:
		return h, skip(LettersMismatch, "outerLetters %s and center %s make %s, not the validLetters %s",
			outer, h.Center, outer|h.Center, valid)
	}
	h.Letters = valid
	if r.ValidLetters == nil {
		h.Letters = outer | h.Center
	}
	return h, nil
}

// checkAnswers checks the answers and pangrams of r on board h and returns
// its puzzle, without its date and position.
func checkAnswers(r *rawRecord, h puzzle.Honeycomb, rules puzzle.Rules) (*Puzzle, *RecordError) {
	if len(r.Answers) == 0 {
		return nil, skip(NoAnswers, "no answers")
	}
	sorted := r.Answers // folded in place: the record is not read again
	for i, a := range sorted {
		w, m, bad := fold(a)
		switch {
		case bad != "":
			return nil, skip(BadAnswer, "answer %q has %s, which is not a letter a-z", clip(a), bad)
		case len(w) < rules.MinLen:
			return nil, skip(ShortAnswer, "answer %q has %d %s, fewer than %d", w, len(w), puzzle.Plural(len(w), "letter"), rules.MinLen)
		case m&^h.Letters != 0:
			off := m &^ h.Letters
			verb := "is"
			if off.Len() > 1 {
				verb = "are"
			}
			return nil, skip(OffBoardAnswer, "answer %q has %s, which %s not on the board %s", w, letterList(off), verb, h)
		case m&h.Center == 0:
			return nil, skip(CenterlessAnswer, "answer %q lacks the center %s", w, h.Center)
		}
		sorted[i] = w
	}
	slices.Sort(sorted)
	for i := 1; i < len(sorted); i++ {
		if sorted[i] == sorted[i-1] {
			return nil, skip(RepeatedAnswer, "answer %q is given twice", sorted[i])
		}
	}
	for _, pg := range r.Pangrams {
		w, m, _ := fold(pg)
		if _, found := slices.BinarySearch(sorted, w); !found {
			return nil, skip(BadPangram, "pangram %q is not among the answers", clip(pg))
		}
		if m != h.Letters {
			return nil, skip(BadPangram, "pangram %q does not use every letter: it lacks %s", w, letterList(h.Letters&^m))
		}
	}
	return &Puzzle{Board: h, Answers: sorted, Official: NewFigures(sorted, h, rules)}, nil
}

// fold returns word in lower case and its letter set, or its first
// character that is not a letter a-z or A-Z, quoted.
func fold(word string) (string, bitset.Set, string) {
	var m bitset.Set
	for i := 0; i < len(word); i++ {
		l := bitset.Letter(word[i])
		if l == 0 {
			return "", 0, quoteChar(word[i:])
		}
		m |= l
	}
	return strings.ToLower(word), m, "" // a word in lower case is not copied
}

// letterList writes the letters of s as "B", "B and Z" or "B, R and Z".
func letterList(s bitset.Set) string {
	t := s.String()
	if len(t) < 2 {
		return t
	}
	return strings.Join(strings.Split(t[:len(t)-1], ""), ", ") + " and " + t[len(t)-1:]
}
