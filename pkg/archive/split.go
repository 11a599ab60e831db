package archive

import (
	"math"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"
)

// Split returns the archive's puzzles up to date (YYYY-MM-DD), inclusive,
// and those after it, each as an archive of its own (nil for none).
func (a *Archive) Split(date string) (upTo, after *Archive) {
	i := sort.Search(len(a.Puzzles), func(i int) bool { return a.Puzzles[i].Date > date })
	upTo, after = a.sub(a.Puzzles[:i]), a.sub(a.Puzzles[i:])
	for _, p := range a.Conflicts {
		b := upTo
		if p.Date > date {
			b = after
		}
		if b != nil {
			b.Conflicts = append(b.Conflicts, p)
		}
	}
	return upTo, after
}

// WithConflicts returns the puzzles and Conflicts in order of date, each
// conflict after the puzzle of its date.
func (a *Archive) WithConflicts() []*Puzzle {
	out := append(slices.Clone(a.Puzzles), a.Conflicts...)
	slices.SortStableFunc(out, func(p, q *Puzzle) int { return strings.Compare(p.Date, q.Date) })
	return out
}

// sub returns an archive of copies of puzzles, indexed anew.
func (a *Archive) sub(puzzles []*Puzzle) *Archive {
	if len(puzzles) == 0 {
		return nil
	}
	b := &Archive{Path: a.Path, Rules: a.Rules, Lang: a.Lang}
	for _, p := range puzzles {
		q := *p
		b.Puzzles = append(b.Puzzles, &q)
	}
	b.indexAnswers()
	return b
}

// Verdict is what one puzzle made of a word that counts on its board.
type Verdict struct {
	Date     string `json:"date"`
	Accepted bool   `json:"accepted"`
}

// History is a word's record in an archive: the boards where it counts,
// those that accepted it, and its first verdict and every change after it.
type History struct {
	Word          string    `json:"word"`
	Boards        int       `json:"boards"`
	Accepted      int       `json:"accepted"`
	FirstAccepted string    `json:"first_accepted,omitempty"`
	Changes       []Verdict `json:"changes"`
}

// Add records the verdict of the puzzle of date, after earlier ones.
func (h *History) Add(date string, accepted bool) {
	h.Boards++
	if accepted {
		h.Accepted++
		if h.FirstAccepted == "" {
			h.FirstAccepted = date
		}
	}
	if n := len(h.Changes); n == 0 || h.Changes[n-1].Accepted != accepted {
		h.Changes = append(h.Changes, Verdict{date, accepted})
	}
}

// ChangesText writes the changes as "2023-01-05 rejected, 2024-03-01
// accepted", or "" for none.
func (h *History) ChangesText() string {
	parts := make([]string, len(h.Changes))
	for i, v := range h.Changes {
		parts[i] = v.Date + " rejected"
		if v.Accepted {
			parts[i] = v.Date + " accepted"
		}
	}
	return strings.Join(parts, ", ")
}

// History returns the record of word, in any case, in the archive.
func (a *Archive) History(word string) History {
	if a.Lang != nil {
		if f, ok := a.Lang.Fold(word); ok {
			word = f.Key
		}
	}
	word = strings.ToLower(word)
	h := History{Word: word, Changes: []Verdict{}}
	m, ok := a.Rules.Alphabet.Of(word)
	if !ok || utf8.RuneCountInString(word) < a.Rules.MinLen {
		return h
	}
	for _, p := range a.Puzzles {
		if m&^p.Board.Letters != 0 || m&p.Board.Center == 0 {
			continue
		}
		_, acc := slices.BinarySearch(p.Answers, word)
		h.Add(p.Date, acc && !slices.Contains(p.Rejected, word))
	}
	return h
}

// Merge returns one archive, named path, of the puzzles of as (of one set
// of rules), taken as the records of one input: a second puzzle of a date
// is a Conflict, with a warning, when it differs. The Conflicts of each
// of as are kept too (their warnings were given when it was read), so
// that archives read apart merge as the same files read as one.
func Merge(path string, as ...*Archive) (*Archive, error) {
	b := &builder{a: &Archive{Path: path, Rules: as[0].Rules, Lang: as[0].Lang}, maxWarnings: math.MaxInt, byDate: make(map[string]*Puzzle)}
	for _, a := range as {
		for s, n := range a.Skipped {
			b.a.Skipped[s] += n
		}
		for _, p := range a.Puzzles {
			q := *p
			b.add(record{Puzzle: &q})
		}
		for _, p := range a.Conflicts {
			q := *p
			b.a.Conflicts = append(b.a.Conflicts, &q)
		}
	}
	return b.finish()
}
