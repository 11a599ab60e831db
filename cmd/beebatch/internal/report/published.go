package report

import (
	"fmt"
	"strings"

	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// Published says whether and when a board appeared in an archive (the
// --archive of solve and score).
type Published struct {
	Archive string `json:"archive"` // the archive's path
	// Puzzles are the puzzles of this board, by date; OtherCenters those
	// of its letters with another center.
	Puzzles      []PublishedPuzzle `json:"puzzles"`
	OtherCenters []PublishedPuzzle `json:"other_centers"`
	// Setter names who set the puzzles: "the NYT", or "the archive" for
	// an archive of another language.
	Setter string `json:"-"`
}

// PublishedPuzzle is one puzzle of a Published.
type PublishedPuzzle struct {
	Date   string `json:"date"`
	Center string `json:"center"`
	// For solve, on a puzzle of the board: the NYT's figures, those of
	// its official answers; the list's words that the NYT did not accept;
	// and the answers that the list lacks, each spelt with its accents in
	// another language.
	Official *Figures `json:"official,omitempty"`
	Rejected []string `json:"rejected,omitempty"`
	Missing  []string `json:"missing,omitempty"`
}

// Figures count the words of a board: points, words, pangrams and perfect
// pangrams, and whether every letter begins one.
type Figures struct {
	Score           int  `json:"score"`
	WordCount       int  `json:"word_count"`
	Pangrams        int  `json:"pangrams"`
	PerfectPangrams int  `json:"perfect_pangrams"`
	Bingo           bool `json:"bingo"`
}

// text sums up f as the headline does, bingo aside: "309 points, 59
// words, 2 pangrams (1 perfect)".
func (f *Figures) text() string {
	return fmt.Sprintf("%s, %s, %s (%s perfect)", count(f.Score, "point"), count(f.WordCount, "word"), count(f.Pangrams, "pangram"), Num(f.PerfectPangrams))
}

// NewPublished returns where board h appeared in archive a, and how the
// words of sol, if not nil, differ from its answers. In another language
// than English, the words are shown with their accents: the answers as
// the archive spells them, the list's words as the list does.
func NewPublished(a *archive.Archive, h puzzle.Honeycomb, sol *puzzle.Solution) *Published {
	out := &Published{Archive: a.Path, Puzzles: []PublishedPuzzle{}, OtherCenters: []PublishedPuzzle{}, Setter: "the NYT"}
	if a.Lang != nil {
		out.Setter = "the archive"
	}
	same, other := a.Published(h)
	alpha := a.Rules.Alphabet
	for _, p := range same {
		pp := PublishedPuzzle{Date: p.Date, Center: alpha.Format(p.Board.Center)}
		if sol != nil {
			o := p.Official
			pp.Official = &Figures{Score: o.Points, WordCount: o.Words, Pangrams: o.Pangrams, PerfectPangrams: o.Perfect, Bingo: o.Bingo}
			rejected, missing := p.Diff(sol)
			if a.Lang != nil {
				forms := make(map[string][]string)
				for _, w := range sol.Words {
					forms[w.Text] = w.Forms
				}
				for i, w := range rejected {
					rejected[i] = Word{Word: w, Forms: forms[w]}.Shown()
				}
				for i, w := range missing {
					missing[i] = p.Shown(w)
				}
			}
			pp.Rejected, pp.Missing = orEmpty(rejected), orEmpty(missing)
		}
		out.Puzzles = append(out.Puzzles, pp)
	}
	for _, p := range other {
		out.OtherCenters = append(out.OtherCenters, PublishedPuzzle{Date: p.Date, Center: alpha.Format(p.Board.Center)})
	}
	return out
}

// dates returns the dates of ps, with their centers if withCenter is set.
func dates(ps []PublishedPuzzle, withCenter bool) string {
	var out []string
	for _, p := range ps {
		if withCenter {
			out = append(out, p.Date+" ("+p.Center+")")
		} else {
			out = append(out, p.Date)
		}
	}
	return strings.Join(out, ", ")
}

// Cell sums up p in a table cell; "-" when never published.
func (p *Published) Cell() string {
	var parts []string
	if len(p.Puzzles) > 0 {
		parts = append(parts, dates(p.Puzzles, false))
	}
	if len(p.OtherCenters) > 0 {
		parts = append(parts, "as "+dates(p.OtherCenters, true))
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, "; ")
}

// lines says where the board was published, and how the list's words,
// of figures mine, differ from each puzzle's answers.
func (p *Published) lines(list string, mine *Figures) []string {
	var out []string
	switch {
	case len(p.Puzzles) == 0 && len(p.OtherCenters) == 0:
		return []string{"not published in " + p.Archive}
	case len(p.Puzzles) == 0:
		out = append(out, "this board was not published in "+p.Archive)
	default:
		out = append(out, "published in "+p.Archive+" on "+dates(p.Puzzles, false))
	}
	if len(p.OtherCenters) > 0 {
		out = append(out, "its letters with another center on "+dates(p.OtherCenters, true))
	}
	for _, pz := range p.Puzzles {
		if pz.Rejected == nil {
			continue
		}
		if pz.Official != nil {
			out = append(out, fmt.Sprintf("%s: %s's answers: %s", pz.Date, p.Setter, pz.Official.text()),
				fmt.Sprintf("%s: %s: %s", pz.Date, list, mine.text()))
		}
		out = append(out,
			fmt.Sprintf("%s: %s of %s %s did not accept: %s", pz.Date, count(len(pz.Rejected), "word"), list, p.Setter, wordsOrNone(pz.Rejected)),
			fmt.Sprintf("%s: %s the list lacks: %s", pz.Date, count(len(pz.Missing), "answer"), wordsOrNone(pz.Missing)))
	}
	return out
}

func wordsOrNone(words []string) string {
	if len(words) == 0 {
		return "none"
	}
	return strings.Join(words, " ")
}

// after returns the end of the report of a solution: the words
// --exclude-words dropped, and the archive.
func (s *Solution) after(width int) doc {
	var d doc
	if s.Excluded > 0 {
		n := count(s.Excluded, "word") + " dropped from the list by --exclude-words"
		d = append(d, block{gap: true, txt: n + "\n", md: sentence(n)})
	}
	if s.Published != nil {
		var md []string
		mine := &Figures{Score: s.Score, WordCount: s.WordCount, Pangrams: s.Pangrams, PerfectPangrams: s.PerfectPangrams, Bingo: s.Bingo}
		for _, line := range s.Published.lines(escape(s.List), mine) {
			md = append(md, escape(line))
		}
		d = append(d, block{gap: true, txt: "archive\n" + wrapped(width, s.Published.lines(s.List, mine)...), md: "## Archive\n"},
			block{md: lines(md, "- ")})
	}
	return d
}
