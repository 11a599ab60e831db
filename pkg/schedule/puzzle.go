package schedule

import (
	"slices"
	"strings"
	"time"

	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
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

// NewPuzzle returns the puzzle of board h on date, with the answers that
// ix finds under its rules (puzzle.Index.Solve), the pangrams first and
// then the others, each ordered by the alphabet. Each answer is shown as
// the list spells it, accents and all (its first spelling,
// wordlist.Words.Forms), and its figures count the letters of its key.
func NewPuzzle(ix *puzzle.Index, date time.Time, h puzzle.Honeycomb) *Puzzle {
	rules := ix.Rules()
	p := newPuzzle(date, h, rules.Alphabet)
	sol := ix.Solve(h)
	var pangrams, rest []puzzle.Word
	for _, w := range sol.Words {
		if w.Pangram {
			pangrams = append(pangrams, w)
		} else {
			rest = append(rest, w)
		}
	}
	byKey := func(x, y puzzle.Word) int { return rules.Alphabet.Compare(x.Text, y.Text) }
	slices.SortFunc(pangrams, byKey)
	slices.SortFunc(rest, byKey)
	keys := make([]string, 0, len(sol.Words))
	for _, w := range append(pangrams, rest...) {
		keys = append(keys, w.Text)
		shown := w.Text
		if len(w.Forms) > 0 {
			shown = w.Forms[0]
		}
		if w.Pangram {
			p.Pangrams = append(p.Pangrams, shown)
		}
		p.Answers = append(p.Answers, shown)
	}
	p.Figures = archive.NewFigures(keys, h, rules)
	return p
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
