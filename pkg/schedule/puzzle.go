package schedule

import (
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// Puzzle is a day's puzzle in the NYT's game-data form, which
// archive.Load reads back.
type Puzzle struct {
	PrintDate      string   `json:"printDate"`
	DisplayWeekday string   `json:"displayWeekday"`
	DisplayDate    string   `json:"displayDate"`
	CenterLetter   string   `json:"centerLetter"`
	OuterLetters   []string `json:"outerLetters"`
	ValidLetters   []string `json:"validLetters"` // the center first
	Pangrams       []string `json:"pangrams"`
	Answers        []string `json:"answers"` // the pangrams first, then alphabetical
	// The fields a game keys and credits its days by, as the NYT writes
	// them: a stable id, no expiry of free access, and the editor.
	ID             int64  `json:"id"`
	FreeExpiration int64  `json:"freeExpiration"`
	Editor         string `json:"editor"`
	// The board, the answers' figures and the rare answers are not written.
	Board   puzzle.Honeycomb `json:"-"`
	Figures archive.Figures  `json:"-"`
	Rare    int              `json:"-"`
}

// Answers finds the answers of boards over a list by letter set, so that
// a board costs its 2^(Size-1) letter sets, not a scan of the list.
type Answers struct {
	w     *wordlist.Words
	rules puzzle.Rules
	byset map[bitset.Set][]int32 // the words of each letter set, by index
}

// NewAnswers indexes the words of w that can count under rules.
func NewAnswers(w *wordlist.Words, rules puzzle.Rules) *Answers {
	a := &Answers{w: w, rules: rules, byset: map[bitset.Set][]int32{}}
	for i, m := range w.Masks {
		if w.WordLen(i) >= rules.MinLen && m.Len() <= rules.Size && m&rules.Exclude == 0 {
			a.byset[m] = append(a.byset[m], int32(i))
		}
	}
	return a
}

// Puzzle returns the puzzle of board h on date, with the answers that
// puzzle.Solve finds. In an alphabet other than a-z each answer is
// shown as the list spells it, accents and all (its first spelling,
// wordlist.Words.Forms), ordered by the alphabet, and its figures count
// the letters of its key.
func (a *Answers) Puzzle(date time.Time, h puzzle.Honeycomb) *Puzzle {
	p := newPuzzle(date, h, a.rules.Alphabet)
	if !a.rules.Alphabet.IsLatin() {
		a.shown(p, h)
		return p
	}
	var rest []string
	for sub := range (h.Letters &^ h.Center).Subsets() {
		for _, i := range a.byset[sub|h.Center] {
			if sub|h.Center == h.Letters {
				p.Pangrams = append(p.Pangrams, a.w.Word(int(i)))
			} else {
				rest = append(rest, a.w.Word(int(i)))
			}
		}
	}
	slices.Sort(p.Pangrams)
	slices.Sort(rest)
	p.Answers = append(slices.Clone(p.Pangrams), rest...)
	p.Figures = archive.NewFigures(p.Answers, h, a.rules)
	return p
}

// shown sets the answers of p, on board h, in an alphabet other than
// a-z, and their figures.
func (a *Answers) shown(p *Puzzle, h puzzle.Honeycomb) {
	alpha := a.rules.Alphabet
	var pangrams, rest []int32
	for sub := range (h.Letters &^ h.Center).Subsets() {
		if sub|h.Center == h.Letters {
			pangrams = append(pangrams, a.byset[sub|h.Center]...)
		} else {
			rest = append(rest, a.byset[sub|h.Center]...)
		}
	}
	byKey := func(x, y int32) int { return alpha.Compare(a.w.Word(int(x)), a.w.Word(int(y))) }
	slices.SortFunc(pangrams, byKey)
	slices.SortFunc(rest, byKey)
	f := archive.Figures{Words: len(pangrams) + len(rest)}
	var starts bitset.Set
	for _, i := range append(pangrams, rest...) {
		key := a.w.Word(int(i))
		shown := key
		if forms := a.w.Forms(key); len(forms) > 0 {
			shown = forms[0]
		}
		n, k := a.w.WordLen(int(i)), a.w.Masks[i].Len()
		f.Points += a.rules.WordScore(n, k)
		if k == a.rules.Size {
			p.Pangrams = append(p.Pangrams, shown)
			f.Pangrams++
			if n == k {
				f.Perfect++
			}
		}
		p.Answers = append(p.Answers, shown)
		first, _ := utf8.DecodeRuneInString(key)
		if j := alpha.Index(first); j >= 0 {
			starts |= 1 << j
		}
	}
	f.Bingo = starts == h.Letters
	p.Figures = f
}

// FromArchive returns the puzzle of a record of a schedule read back.
func FromArchive(a *archive.Puzzle) *Puzzle {
	p := newPuzzle(date(a), a.Board, "")
	for _, w := range a.Answers {
		if m, _ := bitset.Of(w); m == a.Board.Letters {
			p.Pangrams = append(p.Pangrams, w)
		}
	}
	p.Answers, p.Figures = a.Answers, a.Official
	p.ID, p.Editor = a.ID, a.Editor
	return p
}

// newPuzzle returns the puzzle of board h, of alphabet alpha, on date,
// without its answers; its letters are lower case.
func newPuzzle(date time.Time, h puzzle.Honeycomb, alpha bitset.Alphabet) *Puzzle {
	p := &Puzzle{
		PrintDate:      date.Format(time.DateOnly),
		DisplayWeekday: date.Weekday().String(),
		DisplayDate:    date.Format("January 2, 2006"),
		CenterLetter:   strings.ToLower(h.Center.String()),
		Pangrams:       []string{},
		Board:          h,
	}
	if !alpha.IsLatin() {
		p.CenterLetter = alpha.Word(h.Center)
		p.OuterLetters = strings.Split(alpha.Word(h.Letters&^h.Center), "")
		p.ValidLetters = append([]string{p.CenterLetter}, p.OuterLetters...)
		return p
	}
	p.OuterLetters = strings.Split(strings.ToLower((h.Letters &^ h.Center).String()), "")
	p.ValidLetters = append([]string{p.CenterLetter}, p.OuterLetters...)
	return p
}
