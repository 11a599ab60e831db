package archive

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
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
	// Forms are the spellings of the answers whose record spells them
	// otherwise than their key, accents and all, in lower case, by key:
	// "cão" for the key "cao" in Portuguese. A key's spellings are
	// sorted, the key itself first when the record has it as it is; a
	// key not in Forms is its only spelling. Nil in English.
	Forms map[string][]string

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

// Shown returns the answer key as people read it: its spellings, such as
// "cão", or "porro/porró" for two, or the key itself when it has no other.
func (p *Puzzle) Shown(key string) string {
	if forms := p.Forms[key]; len(forms) > 0 {
		return strings.Join(forms, "/")
	}
	return key
}

// NewFigures counts words, all of them on board h, as puzzle.Solve does:
// the words are keys of rules.Alphabet, lower case.
func NewFigures(words []string, h puzzle.Honeycomb, rules puzzle.Rules) Figures {
	f := Figures{Words: len(words)}
	var starts bitset.Set
	for _, w := range words {
		m, n, first := keyLetters(w, rules.Alphabet)
		k := m.Len()
		f.Points += rules.WordScore(n, k)
		if k == rules.Size {
			f.Pangrams++
			if n == k {
				f.Perfect++
			}
		}
		starts |= first
	}
	f.Bingo = starts == h.Letters
	return f
}

// keyLetters returns the letters of key, a word of alphabet a in lower
// case, its length in letters and its first letter.
func keyLetters(key string, a bitset.Alphabet) (m bitset.Set, n int, first bitset.Set) {
	if a.IsLatin() {
		m, _ = bitset.Of(key)
		return m, len(key), bitset.Letter(key[0])
	}
	m, _ = a.Of(key)
	r, _ := utf8.DecodeRuneInString(key)
	if i := a.Index(r); i >= 0 {
		first = 1 << i
	}
	return m, utf8.RuneCountInString(key), first
}

func skip(reason Reason, format string, args ...any) *RecordError {
	return &RecordError{Reason: reason, Msg: fmt.Sprintf(format, args...)}
}

// checkRecord returns the puzzle of r, or the first thing wrong with it in
// the order of the Reason constants.
// Under a language (lang not nil) letters are those of rules.Alphabet and
// words are matched by the key lang folds them into.
func checkRecord(r *rawRecord, rules puzzle.Rules, lang wordlist.Folder) (*Puzzle, *RecordError) {
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
		p, err = checkAnswers(r, h, rules, lang)
	}
	if err != nil {
		err.Date = date
		return nil, err
	}
	p.Date = date
	p.ID, _ = r.ID.Int64() // an id that is not an integer is not the game's
	p.Editor = r.Editor
	for _, w := range r.Rejected {
		// A rejected word that is not a-z (or that the language
		// refuses), or that is also an answer, says nothing of the word
		// list and is left out. One that is not a word of the board
		// makes the record doubtful, as an answer would.
		key, m, _, bad := foldWord(w, lang, rules.Alphabet)
		if bad != "" || key == "" {
			continue
		}
		if _, ok := slices.BinarySearch(p.Answers, key); ok {
			continue
		}
		if msg, _ := offWord("rejected word", key, m, h, rules, lang); msg != "" {
			err := skip(BadRejected, "%s", msg)
			err.Date = date
			return nil, err
		}
		p.Rejected = append(p.Rejected, key)
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
	text, a := *r.letters, rules.Alphabet
	chars := text // each a letter, composed with its accent
	if !a.IsLatin() {
		chars = norm.NFC.String(text)
	}
	for i, c := range chars {
		l := letterOf(string(c), a)
		if l == 0 {
			return h, skip(BadLetter, "letters %q: %s is not a letter %s", clip(text), quoteChar(chars[i:]), letterRange(a))
		}
		if h.Letters&l != 0 {
			return h, skip(RepeatedLetter, "letter %s is repeated in %q", a.Format(l), text)
		}
		h.Letters |= l
	}
	if n := h.Letters.Len(); n != rules.Size {
		return h, skip(BadLetterCount, "letters %q: %d letters, expected %d", text, n, rules.Size)
	}
	var err *RecordError
	if h.Center, err = center(r.CenterLetter, "center", "no center after the letters", a); err != nil {
		return h, err
	}
	if !h.Letters.Contains(h.Center) {
		return h, skip(BadCenter, "center %s is not among the letters %s", a.Format(h.Center), a.Format(h.Letters))
	}
	return h, nil
}

// center checks the center c, named field, a letter of a; missing is the
// message for none.
func center(c *string, field, missing string, a bitset.Alphabet) (bitset.Set, *RecordError) {
	if c == nil {
		return 0, skip(BadCenter, "%s", missing)
	}
	l := letterOf(*c, a)
	if l == 0 {
		return 0, skip(BadCenter, "%s %q is not a single letter %s", field, clip(*c), letterRange(a))
	}
	return l, nil
}

// letterOf returns the letter that s is, in any case, as a set of a, or
// 0 if s is not a single letter of a.
func letterOf(s string, a bitset.Alphabet) bitset.Set {
	if a.IsLatin() {
		if len(s) != 1 {
			return 0
		}
		return bitset.Letter(s[0])
	}
	l, err := a.Parse(s) // composes a letter and its accent
	if err != nil || l.Len() != 1 {
		return 0
	}
	return l
}

// letterRange names the letters of a in messages: "a-z", or "of
// abcçdefghijlmnopqrstuvxz".
func letterRange(a bitset.Alphabet) string {
	if a.IsLatin() {
		return "a-z"
	}
	return "of " + a.Word(a.All())
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
func jsonLetters(field string, letters []string, want int, a bitset.Alphabet) (bitset.Set, *RecordError) {
	var s bitset.Set
	for i, x := range letters {
		l := letterOf(x, a)
		if l == 0 {
			return 0, skip(BadLetter, "%s[%d] %q is not a single letter %s", field, i, clip(x), letterRange(a))
		}
		if s&l != 0 {
			return 0, skip(RepeatedLetter, "letter %s is repeated in %s", a.Format(l), field)
		}
		s |= l
	}
	if n := s.Len(); n != want {
		return 0, skip(BadLetterCount, "%s has %d letters (%s), expected %d", field, n, a.Format(s), want)
	}
	return s, nil
}

// jsonBoard checks the letters and the center of the game data.
func jsonBoard(r *rawRecord, rules puzzle.Rules) (puzzle.Honeycomb, *RecordError) {
	var h puzzle.Honeycomb
	var valid, outer bitset.Set
	var err *RecordError
	a := rules.Alphabet
	if r.ValidLetters == nil && r.OuterLetters == nil {
		return h, skip(BadLetter, "no validLetters or outerLetters")
	}
	if r.ValidLetters != nil {
		if valid, err = jsonLetters("validLetters", r.ValidLetters, rules.Size, a); err != nil {
			return h, err
		}
	}
	if r.OuterLetters != nil {
		if outer, err = jsonLetters("outerLetters", r.OuterLetters, rules.Size-1, a); err != nil {
			return h, err
		}
	}
	if h.Center, err = center(r.CenterLetter, "centerLetter", "no centerLetter", a); err != nil {
		return h, err
	}
	switch {
	case r.ValidLetters != nil && !valid.Contains(h.Center):
		return h, skip(BadCenter, "center %s is not among the validLetters %s", a.Format(h.Center), a.Format(valid))
	case r.OuterLetters != nil && outer.Contains(h.Center):
		return h, skip(BadCenter, "center %s is also among the outerLetters %s", a.Format(h.Center), a.Format(outer))
	case r.ValidLetters != nil && r.OuterLetters != nil && outer|h.Center != valid:
		return h, skip(LettersMismatch, "outerLetters %s and center %s make %s, not the validLetters %s",
			a.Format(outer), a.Format(h.Center), a.Format(outer|h.Center), a.Format(valid))
	}
	h.Letters = valid
	if r.ValidLetters == nil {
		h.Letters = outer | h.Center
	}
	return h, nil
}

// checkAnswers checks the answers and pangrams of r on board h and returns
// its puzzle, without its date and position. Under a language (lang not
// nil), answers are matched by their keys: two spellings of one key are
// one answer, with both spellings in Puzzle.Forms.
func checkAnswers(r *rawRecord, h puzzle.Honeycomb, rules puzzle.Rules, lang wordlist.Folder) (*Puzzle, *RecordError) {
	if len(r.Answers) == 0 {
		return nil, skip(NoAnswers, "no answers")
	}
	a := rules.Alphabet
	sorted := r.Answers // folded in place: the record is not read again
	var shown []string  // under a language, the spelling of each answer
	if lang != nil {
		shown = make([]string, len(sorted))
	}
	for i, ans := range sorted {
		w, m, s, bad := foldWord(ans, lang, a)
		switch {
		case bad != "" && lang == nil:
			return nil, skip(BadAnswer, "answer %q has %s, which is not a letter a-z", clip(ans), bad)
		case bad != "":
			return nil, skip(BadAnswer, "answer %q has %s, which is not a letter of %s nor folds into one", clip(ans), bad, a.Word(a.All()))
		}
		if msg, reason := offWord("answer", w, m, h, rules, lang); msg != "" {
			return nil, skip(reason, "%s", msg)
		}
		sorted[i] = w
		if lang != nil {
			shown[i] = s
		}
	}
	var forms map[string][]string
	if lang == nil {
		slices.Sort(sorted)
		for i := 1; i < len(sorted); i++ {
			if sorted[i] == sorted[i-1] {
				return nil, skip(RepeatedAnswer, "answer %q is given twice", sorted[i])
			}
		}
	} else if sorted, forms = mergeForms(sorted, shown); sorted == nil {
		return nil, skip(RepeatedAnswer, "answer %q is given twice", forms[""][0])
	}
	for _, pg := range r.Pangrams {
		w, m, _, _ := foldWord(pg, lang, a)
		if _, found := slices.BinarySearch(sorted, w); !found {
			return nil, skip(BadPangram, "pangram %q is not among the answers", clip(pg))
		}
		if m != h.Letters {
			return nil, skip(BadPangram, "pangram %q does not use every letter: it lacks %s", w, letterList(h.Letters&^m, a))
		}
	}
	return &Puzzle{Board: h, Answers: sorted, Forms: forms, Official: NewFigures(sorted, h, rules)}, nil
}

// offWord says why w, a key of letters m named what ("answer"), is not a
// word of board h: shorter than rules.MinLen, with a letter not on the
// board, or without the center. It returns "" for a word of the board,
// else the message and the Reason it is for an answer.
func offWord(what, w string, m bitset.Set, h puzzle.Honeycomb, rules puzzle.Rules, lang wordlist.Folder) (string, Reason) {
	a := rules.Alphabet
	n := len(w)
	if lang != nil {
		n = utf8.RuneCountInString(w)
	}
	switch {
	case n < rules.MinLen:
		return fmt.Sprintf("%s %q has %d %s, fewer than %d", what, w, n, puzzle.Plural(n, "letter"), rules.MinLen), ShortAnswer
	case m&^h.Letters != 0:
		off := m &^ h.Letters
		verb := "is"
		if off.Len() > 1 {
			verb = "are"
		}
		return fmt.Sprintf("%s %q has %s, which %s not on the board %s", what, w, letterList(off, a), verb, rules.Board(h)), OffBoardAnswer
	case m&h.Center == 0:
		return fmt.Sprintf("%s %q lacks the center %s", what, w, a.Format(h.Center)), CenterlessAnswer
	}
	return "", 0
}

// mergeForms returns the distinct keys, sorted, and the spellings of
// those spelt otherwise, as Puzzle.Forms has them. A spelling given
// twice makes it return nil keys and, under the key "", that spelling.
func mergeForms(keys, shown []string) ([]string, map[string][]string) {
	idx := make([]int, len(keys))
	for i := range idx {
		idx[i] = i
	}
	slices.SortFunc(idx, func(i, j int) int {
		return cmp.Or(strings.Compare(keys[i], keys[j]), strings.Compare(shown[i], shown[j]))
	})
	var out []string
	var forms map[string][]string
	for k := 0; k < len(idx); {
		key := keys[idx[k]]
		var spellings []string
		other := false
		for ; k < len(idx) && keys[idx[k]] == key; k++ {
			s := shown[idx[k]]
			if len(spellings) > 0 && spellings[len(spellings)-1] == s {
				return nil, map[string][]string{"": {s}}
			}
			spellings = append(spellings, s)
			other = other || s != key
		}
		out = append(out, key)
		if other {
			// The key itself first, as wordlist.Words.Forms has it.
			if i := slices.Index(spellings, key); i > 0 {
				spellings = append([]string{key}, slices.Delete(spellings, i, i+1)...)
			}
			if forms == nil {
				forms = make(map[string][]string)
			}
			forms[key] = spellings
		}
	}
	return out, forms
}

// foldWord returns the key of word, its letters as a set of a, and its
// spelling as shown, or its first character that is not a letter,
// quoted: in English (lang nil) the letters a-z, in any case; under a
// language, the letters that lang folds words into.
func foldWord(word string, lang wordlist.Folder, a bitset.Alphabet) (key string, m bitset.Set, shown, bad string) {
	if lang == nil {
		key, m, bad = fold(word)
		return key, m, key, bad
	}
	f, ok := lang.Fold(word)
	if !ok {
		for i, r := range word {
			if _, ok := lang.Fold(string(r)); !ok {
				return "", 0, "", quoteChar(word[i:])
			}
		}
		return "", 0, "", strconv.Quote(word)
	}
	m, _ = a.Of(f.Key)
	return f.Key, m, f.Shown, ""
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

// letterList writes the letters of s, of alphabet a, as "B", "B and Z"
// or "B, R and Z".
func letterList(s bitset.Set, a bitset.Alphabet) string {
	t := strings.Split(a.Format(s), "")
	if len(t) < 2 {
		return strings.Join(t, "")
	}
	return strings.Join(t[:len(t)-1], ", ") + " and " + t[len(t)-1]
}
