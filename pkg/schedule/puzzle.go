package schedule

import (
	"slices"
	"strings"
	"time"

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
// puzzle.Solve finds.
func (a *Answers) Puzzle(date time.Time, h puzzle.Honeycomb) *Puzzle {
	p := newPuzzle(date, h)
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

// FromArchive returns the puzzle of a record of a schedule read back.
func FromArchive(a *archive.Puzzle) *Puzzle {
	p := newPuzzle(date(a), a.Board)
	for _, w := range a.Answers {
		if m, _ := bitset.Of(w); m == a.Board.Letters {
			p.Pangrams = append(p.Pangrams, w)
		}
	}
	p.Answers, p.Figures = a.Answers, a.Official
	p.ID, p.Editor = a.ID, a.Editor
	return p
}

func newPuzzle(date time.Time, h puzzle.Honeycomb) *Puzzle {
	p := &Puzzle{
		PrintDate:      date.Format(time.DateOnly),
		DisplayWeekday: date.Weekday().String(),
		DisplayDate:    date.Format("January 2, 2006"),
		CenterLetter:   strings.ToLower(h.Center.String()),
		Pangrams:       []string{},
		Board:          h,
	}
	p.OuterLetters = strings.Split(strings.ToLower((h.Letters &^ h.Center).String()), "")
	p.ValidLetters = append([]string{p.CenterLetter}, p.OuterLetters...)
	return p
}
