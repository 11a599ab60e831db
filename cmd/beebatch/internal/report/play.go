package report

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/beebatch/beebatch/pkg/play"
)

// Hints is the spoiler-free report of a board, the document of solve
// --hints: the headline, the ladder and the hints, and no word. With the
// words found so far (solve --hints --found), it says how far they reach,
// and the hints are those of the words still to find.
type Hints struct {
	Headline
	*Reached // nil but for solve --hints --found
	Clues
}

// Hints returns the spoiler-free part of s.
func (s *Solution) Hints() Hints { return Hints{Headline: s.Headline, Clues: s.Clues} }

// WriteHints writes hints in format, one of Formats.
func WriteHints(w io.Writer, format string, hints []Hints) error {
	return writeAs(w, format, func() doc {
		return join(nil, hints, func(h *Hints) doc { return h.doc(Width(w)) })
	}, oneOrMany(hints), func() [][]string {
		// A row per cell of the grid that counts a word, and per two-letter start.
		rows := [][]string{{"list", "hint", "start", "length", "words"}}
		for _, h := range hints {
			for _, r := range h.Grid.Rows {
				for j, n := range r.Counts {
					if n > 0 {
						rows = append(rows, []string{h.List, "grid", r.Letter, strconv.Itoa(h.Grid.Lengths[j]), strconv.Itoa(n)})
					}
				}
			}
			for _, st := range h.TwoLetter {
				rows = append(rows, []string{h.List, "two-letter", st.Start, "", strconv.Itoa(st.Count)})
			}
		}
		return rows
	})
}

// doc returns the report of h, its text fitted to width.
func (h *Hints) doc(width int) doc {
	if h.Reached == nil {
		return append(h.head(width), h.Clues.doc(nil, "")...)
	}
	return append(append(h.head(width), h.Reached.doc(width, &h.Headline)...), h.Clues.doc(h.Reached.toGo(h.Ranks), " still to find")...)
}

// Reached is how far the words found so far reach on a board: points,
// rank and what is still to find.
type Reached struct {
	FoundWords int `json:"found_words"`
	FoundScore int `json:"found_score"`
	// Rank is the highest rank reached, NextRank the next one ("" at
	// Queen Bee) and ToNextRank the points still needed for it.
	Rank       string `json:"rank"`
	NextRank   string `json:"next_rank"`
	ToNextRank int    `json:"to_next_rank"`
	// The words, points, pangrams and perfect pangrams still to find.
	WordsLeft           int `json:"words_left"`
	PointsLeft          int `json:"points_left"`
	PangramsLeft        int `json:"pangrams_left"`
	PerfectPangramsLeft int `json:"perfect_pangrams_left"`
}

// doc returns the lines that say how far r reaches on the board of h, as
// text fitted to width and as Markdown.
func (r *Reached) doc(width int, h *Headline) doc {
	rank := fmt.Sprintf("found %s of %s, %s of %s: %s", Num(r.FoundWords), count(h.WordCount, "word"), Num(r.FoundScore), count(h.Score, "point"), r.Rank)
	if r.NextRank == "" {
		rank += ", every point found"
	} else {
		rank += ", " + count(r.ToNextRank, "point") + " to " + r.NextRank
	}
	left := fmt.Sprintf("still to find: %s, %s, %s (%s perfect)", count(r.WordsLeft, "word"), count(r.PointsLeft, "point"),
		count(r.PangramsLeft, "pangram"), Num(r.PerfectPangramsLeft))
	return doc{{gap: true, txt: wrapped(width, rank, left), md: "## Progress\n"}, {md: sentence(rank)}, {md: sentence(left)}}
}

// toGo returns the points still needed for each rank of ranks.
func (r *Reached) toGo(ranks []Rank) []int {
	toGo := make([]int, len(ranks))
	for i, rk := range ranks {
		toGo[i] = max(0, rk.Points-r.FoundScore)
	}
	return toGo
}

// Progress is a player's progress on a board, the document of solve
// --found. It names no word still to find unless made to reveal them.
type Progress struct {
	Headline
	// Found are the found words that count, in alphabetical order.
	Found []Word `json:"found"`
	// Refused are the found words that do not count, in the order given.
	Refused []Refusal `json:"refused"`
	Reached
	// Clues hold the ladder, and the hints of the words still to find.
	Clues
	// Left are the words still to find, alphabetical, when revealed.
	Left []Word `json:"left"`
}

// Refusal is a found word that does not count.
type Refusal struct {
	Word string `json:"word"`
	// Reason is too-short, not-on-board, no-center or not-in-list.
	Reason string `json:"reason"`
	Why    string `json:"why"` // for people, such as "3 letters, fewer than 4"
}

// NewProgress builds the report of p, the progress on the board of s;
// reveal names the words still to find.
func NewProgress(s Solution, p *play.Progress, reveal bool) Progress {
	out := Progress{
		Headline: s.Headline, Found: []Word{}, Refused: []Refusal{},
		Reached: Reached{
			FoundWords: len(p.Found), FoundScore: p.Score,
			WordsLeft: len(p.Left), PointsLeft: p.Solution.Score - p.Score,
			PangramsLeft: p.PangramsLeft, PerfectPangramsLeft: p.PerfectLeft,
		},
		Clues: newClues(p.Solution.Score, p.LeftTexts(), s.Rules.Alphabet),
	}
	reached, next, toNext := p.Rank()
	out.Rank, out.NextRank, out.ToNextRank = reached.Name, next.Name, toNext
	found := map[string]bool{}
	for _, w := range p.Found {
		found[w.Text] = true
	}
	if reveal {
		out.Left = []Word{}
	}
	for _, w := range s.Words { // with the counts of the frequency list
		switch {
		case found[w.Word]:
			out.Found = append(out.Found, w)
		case reveal:
			out.Left = append(out.Left, w)
		}
	}
	for _, r := range p.Refused {
		why := r.Why
		if r.Reason == play.NotInList {
			why = "not in the list " + s.List
		}
		out.Refused = append(out.Refused, Refusal{Word: r.Word, Reason: r.Reason.String(), Why: why})
	}
	byWord := func(a, b Word) int { return strings.Compare(a.Word, b.Word) }
	slices.SortFunc(out.Found, byWord)
	slices.SortFunc(out.Left, byWord)
	return out
}

// Hints returns the spoiler-free part of p: the headline, how far the
// words found reach, and the ranks and hints of the words still to find.
func (p *Progress) Hints() Hints {
	return Hints{Headline: p.Headline, Reached: &p.Reached, Clues: p.Clues}
}

// WriteProgress writes the progress reports in format, one of Formats:
// csv has one row per word given and, when revealed, still to find.
func WriteProgress(w io.Writer, format string, ps []Progress) error {
	return writeAs(w, format, func() doc { return join(nil, ps, func(p *Progress) doc { return p.doc(Width(w)) }) },
		oneOrMany(ps), func() [][]string { return progressCSV(ps) })
}

// doc returns the report of p, its text fitted to width.
func (p *Progress) doc(width int) doc {
	withFreq := p.Freq != nil
	d := append(p.head(width), p.Reached.doc(width, &p.Headline)...)
	words := func(title string, ws []Word) block {
		items, md := make([]string, len(ws)), make([]string, len(ws))
		for i, wd := range ws {
			items[i], md[i] = glue(textWord(wd, withFreq)), escape(mdWord(wd, withFreq))
		}
		if len(ws) == 0 {
			return block{txt: title + ": none\n", md: capitalize(title) + ": none.\n"}
		}
		return block{txt: title + ":\n" + Wrap(strings.Join(items, " "), width, "  ", "  "), md: sentence(title + ": " + strings.Join(md, ", "))}
	}
	d = append(d, words("found", p.Found))
	if len(p.Refused) > 0 {
		var txt, md []string
		for _, r := range p.Refused {
			item := Visible(r.Word + " (" + r.Why + ")") // "gem (3 letters, fewer than 4)"
			txt, md = append(txt, item), append(md, escape(mdText(item)))
		}
		d = append(d, block{txt: "refused:\n" + lines(txt, "  "), md: "Refused:\n"}, block{md: lines(md, "- ")})
	}
	if p.Left != nil {
		d = append(d, words("still to find", p.Left))
	}
	return append(d, p.Clues.doc(p.Reached.toGo(p.Ranks), " still to find")...)
}

// progressCSV returns the CSV records of ps.
func progressCSV(ps []Progress) [][]string {
	withFreq := len(ps) > 0 && ps[0].Freq != nil
	header := []string{"list", "word", "status", "reason", "letterset", "length", "score", "pangram"}
	if withFreq {
		header = append(header, "count", "rare")
	}
	rows := [][]string{header}
	word := func(list, status string, wd Word) {
		cells := wordCells(wd, withFreq)
		rows = append(rows, append([]string{list, cells[0], status, ""}, cells[1:]...))
	}
	for _, p := range ps {
		for _, wd := range p.Found {
			word(p.List, "found", wd)
		}
		for _, r := range p.Refused {
			row := []string{p.List, r.Word, "refused", r.Reason, "", strconv.Itoa(len([]rune(r.Word))), "", ""}
			if withFreq {
				row = append(row, "", "")
			}
			rows = append(rows, row)
		}
		for _, wd := range p.Left {
			word(p.List, "left", wd)
		}
	}
	return rows
}
