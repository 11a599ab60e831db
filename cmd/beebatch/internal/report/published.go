package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// Published says whether a board appeared in an archive of published
// puzzles, and when: the --archive of solve and score.
type Published struct {
	Archive string `json:"archive"` // the archive's path
	// Puzzles are the puzzles with this board, letters and center, in
	// order of date; OtherCenters those with its letters and another
	// center.
	Puzzles      []PublishedPuzzle `json:"puzzles"`
	OtherCenters []PublishedPuzzle `json:"other_centers"`
}

// PublishedPuzzle is one puzzle of a Published.
type PublishedPuzzle struct {
	Date   string `json:"date"`
	Center string `json:"center"`
	// For solve, on a puzzle of the board itself: Rejected are the list's
	// words that the NYT did not accept, and Missing the official answers
	// that the list lacks, each in alphabetical order.
	Rejected []string `json:"rejected,omitempty"`
	Missing  []string `json:"missing,omitempty"`
}

// NewPublished returns where board h appeared in archive a. When sol, the
// board solved over a list, is not nil, each puzzle of the board itself
// also says how the list's words differ from its answers.
func NewPublished(a *archive.Archive, h puzzle.Honeycomb, sol *puzzle.Solution) *Published {
	out := &Published{Archive: a.Path, Puzzles: []PublishedPuzzle{}, OtherCenters: []PublishedPuzzle{}}
	same, other := a.Published(h)
	for _, p := range same {
		pp := PublishedPuzzle{Date: p.Date, Center: p.Board.Center.String()}
		if sol != nil {
			pp.Rejected, pp.Missing = p.Diff(sol)
			pp.Rejected, pp.Missing = nonNil(pp.Rejected), nonNil(pp.Missing)
		}
		out.Puzzles = append(out.Puzzles, pp)
	}
	for _, p := range other {
		out.OtherCenters = append(out.OtherCenters, PublishedPuzzle{Date: p.Date, Center: p.Board.Center.String()})
	}
	return out
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// dates returns the dates of the puzzles of p, each with its center if
// withCenter is set: "2023-01-02 (C)".
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

// Cell sums up p in a table cell: the dates of the board, and those of
// its letters with another center; "-" when it was never published.
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

// lines says where the board was published, and how the list's words
// differ from each puzzle's answers, one item a line; md marks the
// words up as code.
func (p *Published) lines(list string) []string {
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
		out = append(out,
			fmt.Sprintf("%s: %s of %s the NYT did not accept: %s", pz.Date, count(len(pz.Rejected), "word"), list, wordsOrNone(pz.Rejected)),
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

// writeText writes p's lines for the text report of solve, filled to
// the width of the report.
func (p *Published) writeText(w io.Writer, list string) {
	fmt.Fprintln(w, "\narchive")
	for _, line := range p.lines(list) {
		wrapTo(w, line)
	}
}

// writeMarkdown writes p's section of the Markdown report of solve.
func (p *Published) writeMarkdown(w io.Writer, list string) {
	fmt.Fprintf(w, "\n## Archive\n\n")
	for _, line := range p.lines(escape(list)) {
		fmt.Fprintf(w, "- %s\n", escape(line))
	}
}

// writeTextAfter ends the text report of a solution with what the
// options added: the words --exclude-words dropped, and the archive.
func (s *Solution) writeTextAfter(w io.Writer) {
	if s.Excluded > 0 {
		fmt.Fprintf(w, "\n%s dropped from the list by --exclude-words\n", count(s.Excluded, "word"))
	}
	if s.Published != nil {
		s.Published.writeText(w, s.List)
	}
}

// writeMarkdownAfter is writeTextAfter for Markdown.
func (s *Solution) writeMarkdownAfter(w io.Writer) {
	if s.Excluded > 0 {
		fmt.Fprintf(w, "\n%s dropped from the list by --exclude-words.\n", capitalize(count(s.Excluded, "word")))
	}
	if s.Published != nil {
		s.Published.writeMarkdown(w, s.List)
	}
}
