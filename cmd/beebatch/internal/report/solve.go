package report

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/tw"

	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/stats"
)

// Solution is everything about one board over one word list: the
// document that solve writes.
type Solution struct {
	List            string `json:"list"`
	Path            string `json:"path"`
	ListWords       int    `json:"list_words"` // distinct words kept from the list
	Rules           Rules  `json:"rules"`
	Letters         string `json:"letters"` // upper case, sorted
	Center          string `json:"center"`
	Score           int    `json:"score"`
	WordCount       int    `json:"word_count"`
	Pangrams        int    `json:"pangrams"`
	PerfectPangrams int    `json:"perfect_pangrams"`
	// Bingo says every letter begins at least one word.
	Bingo bool `json:"bingo"`
	// Valid says the board has a pangram.
	Valid bool `json:"valid"`
	// Words are in report order: by letterset as Lettersets lists them,
	// and alphabetical within one.
	Words      []Word      `json:"words"`
	Lettersets []Letterset `json:"lettersets"`
	Ranks      []Rank      `json:"ranks"`
	Grid       Grid        `json:"grid"`
	TwoLetter  []Start     `json:"two_letter"`
	// Excluded is the number of the list's words that --exclude-words
	// dropped.
	Excluded int `json:"excluded,omitempty"`
	// Published says where the board appeared in the archive of
	// --archive, when one is given.
	Published *Published `json:"published,omitempty"`
}

// Word is a word of a solution.
type Word struct {
	Word      string `json:"word"` // lower case
	Letterset string `json:"letterset"`
	Score     int    `json:"score"`
	Pangram   bool   `json:"pangram"`
	Perfect   bool   `json:"perfect"` // a pangram with each letter once
}

// Letterset is one group of a solution's words: those whose letters are
// exactly Letters.
type Letterset struct {
	Letters   string `json:"letters"`
	Score     int    `json:"score"`
	WordCount int    `json:"word_count"`
}

// Rank is a rung of the rank ladder.
type Rank struct {
	Name    string `json:"name"`
	Percent int    `json:"percent"`
	Points  int    `json:"points"`
}

// Grid is the hint grid: word counts by first letter (rows) and length
// (columns), with totals.
type Grid struct {
	Lengths []int     `json:"lengths"`
	Rows    []GridRow `json:"rows"`
	Totals  []int     `json:"totals"` // per length
	Total   int       `json:"total"`
}

// GridRow is the row of one first letter in the hint grid.
type GridRow struct {
	Letter string `json:"letter"` // upper case
	Counts []int  `json:"counts"` // per length
	Total  int    `json:"total"`
}

// Start is a two-letter start, upper case, and its number of words.
type Start struct {
	Start string `json:"start"`
	Count int    `json:"count"`
}

// NewSolution builds the report of s, a board solved under rules over the
// list named name at path, which holds listWords distinct words.
func NewSolution(name, path string, listWords int, rules Rules, s *search.Solution) Solution {
	out := Solution{
		List: name, Path: path, ListWords: listWords, Rules: rules,
		Letters: s.Letters.String(), Center: s.Center.String(),
		Score: s.Score, WordCount: len(s.Words),
		Pangrams: s.Pangrams, PerfectPangrams: s.PerfectPangrams,
		Bingo: s.Bingo(), Valid: s.Valid(),
		Words:      make([]Word, 0, len(s.Words)),
		Lettersets: make([]Letterset, 0, len(s.Groups)),
		TwoLetter:  []Start{},
	}
	for _, w := range s.Words {
		out.Words = append(out.Words, Word{Word: w.Text, Letterset: w.Letters.String(), Score: w.Score, Pangram: w.Pangram, Perfect: w.Perfect()})
	}
	for _, g := range s.Groups {
		out.Lettersets = append(out.Lettersets, Letterset{Letters: g.Letters.String(), Score: g.Score, WordCount: len(g.Words)})
	}
	for _, r := range stats.Ladder(s.Score) {
		out.Ranks = append(out.Ranks, Rank(r))
	}
	texts := s.Texts()
	g := stats.NewGrid(texts)
	out.Grid = Grid{Lengths: g.Lengths, Rows: []GridRow{}, Totals: g.Columns, Total: g.Total}
	if out.Grid.Lengths == nil {
		out.Grid.Lengths, out.Grid.Totals = []int{}, []int{}
	}
	for i, c := range g.Letters {
		out.Grid.Rows = append(out.Grid.Rows, GridRow{Letter: strings.ToUpper(string(c)), Counts: g.Counts[i], Total: g.Rows[i]})
	}
	for _, st := range stats.TwoLetter(texts) {
		out.TwoLetter = append(out.TwoLetter, Start{Start: strings.ToUpper(st.Prefix), Count: st.Count})
	}
	return out
}

// WriteSolutions writes solutions in format, one of Formats.
func WriteSolutions(w io.Writer, format string, sols []Solution) error {
	switch format {
	case "text":
		return writeEach(w, sols, func(s *Solution, w io.Writer) error {
			if err := s.writeText(w); err != nil {
				return err
			}
			s.writeTextAfter(w)
			return nil
		})
	case "md":
		return writeEach(w, sols, func(s *Solution, w io.Writer) error {
			if err := s.writeMarkdown(w); err != nil {
				return err
			}
			s.writeMarkdownAfter(w)
			return nil
		})
	case "json":
		// One document, or an array of them for several lists.
		if len(sols) == 1 {
			return WriteJSON(w, sols[0])
		}
		return WriteJSON(w, sols)
	case "csv":
		return writeSolutionsCSV(w, sols)
	}
	return unknownFormat(format)
}

// count returns "1 word" or "n words", n formatted for people.
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return Num(n) + " " + noun + "s"
}

// summary sums up s: points, words, pangrams, bingo and validity.
func (s *Solution) summary() string {
	parts := []string{
		count(s.Score, "point"), count(s.WordCount, "word"), count(s.Pangrams, "pangram"),
		count(s.PerfectPangrams, "perfect pangram"),
	}
	if s.Bingo {
		parts = append(parts, "bingo")
	} else {
		parts = append(parts, "no bingo")
	}
	if s.Valid {
		parts = append(parts, "valid")
	} else {
		parts = append(parts, "not valid (no pangram)")
	}
	return strings.Join(parts, ", ")
}

// lineWidth is the width to which text reports fill word lists, so that
// the table of words fits in about 95 columns.
const lineWidth = 60

// fill joins items with spaces into lines of at most width characters,
// or one item if it is longer, separated by newlines.
func fill(items []string, width int) string {
	var b strings.Builder
	n := 0
	for i, it := range items {
		switch {
		case i == 0:
		case n+1+len(it) > width:
			b.WriteByte('\n')
			n = 0
		default:
			b.WriteByte(' ')
			n++
		}
		b.WriteString(it)
		n += len(it)
	}
	return b.String()
}

// gridCell formats a count of the hint grid: "-" for none, as the New
// York Times does.
func gridCell(n int) string {
	if n == 0 {
		return "-"
	}
	return Num(n)
}

// gridRows returns the hint grid as rows of cells: a header of lengths,
// one row per letter and a last row of totals, each ending in its total.
func (g *Grid) rows() (header []string, rows [][]string, totals []string) {
	header = []string{""}
	totals = []string{"Σ"}
	for j, n := range g.Lengths {
		header = append(header, strconv.Itoa(n))
		totals = append(totals, gridCell(g.Totals[j]))
	}
	header = append(header, "Σ")
	totals = append(totals, gridCell(g.Total))
	for _, r := range g.Rows {
		row := []string{r.Letter}
		for _, n := range r.Counts {
			row = append(row, gridCell(n))
		}
		rows = append(rows, append(row, gridCell(r.Total)))
	}
	return header, rows, totals
}

// gridAlign aligns the letters left and the counts right.
func (g *Grid) align() tw.Alignment {
	a := tw.Alignment{tw.AlignLeft}
	for range len(g.Lengths) + 1 {
		a = append(a, tw.AlignRight)
	}
	return a
}

// twoLetterLines returns the two-letter starts as the New York Times
// gives them: one line per first letter, such as "GA-2 GL-1".
func (s *Solution) twoLetterLines() []string {
	var lines []string
	for i, st := range s.TwoLetter {
		item := st.Start + "-" + strconv.Itoa(st.Count)
		if i > 0 && st.Start[0] == s.TwoLetter[i-1].Start[0] {
			lines[len(lines)-1] += " " + item
		} else {
			lines = append(lines, item)
		}
	}
	return lines
}

var (
	letterAlign = tw.Alignment{tw.AlignLeft, tw.AlignRight, tw.AlignRight, tw.AlignLeft}
	ladderAlign = tw.Alignment{tw.AlignLeft, tw.AlignRight, tw.AlignRight}
)

// textWord formats a word for the text report: "megaplex(15)*", with *
// for a pangram and ** for a perfect one.
func textWord(w Word) string {
	s := w.Word + "(" + strconv.Itoa(w.Score) + ")"
	switch {
	case w.Perfect:
		s += "**"
	case w.Pangram:
		s += "*"
	}
	return s
}

// groups calls f with each letterset of s and its words.
func (s *Solution) groups(f func(g Letterset, words []Word) error) error {
	i := 0
	for _, g := range s.Lettersets {
		if err := f(g, s.Words[i:i+g.WordCount]); err != nil {
			return err
		}
		i += g.WordCount
	}
	return nil
}

// writeText writes the text report of one solution.
func (s *Solution) writeText(w io.Writer) error {
	fmt.Fprintf(w, "%s: letters %s, center %s: %s\n", s.List, s.Letters, s.Center, s.summary())
	fmt.Fprintf(w, "list: %s; rules: %s\n", count(s.ListWords, "word"), s.Rules.describe(""))
	if s.WordCount == 0 {
		_, err := fmt.Fprintln(w, "no words")
		return err
	}

	fmt.Fprintln(w, "\nwords by letterset (* pangram, ** perfect pangram)")
	t := textTable(w, letterAlign)
	t.Header([]string{"letterset", "points", "words", "list"})
	err := s.groups(func(g Letterset, words []Word) error {
		items := make([]string, len(words))
		for i, wd := range words {
			items[i] = textWord(wd)
		}
		return t.Append([]string{g.Letters, Num(g.Score), Num(g.WordCount), fill(items, lineWidth)})
	})
	if err != nil {
		return err
	}
	if err := t.Render(); err != nil {
		return err
	}

	fmt.Fprintln(w, "\nranks (each percentage of the total rounded to the nearest point, a half up)")
	if err := s.writeLadder(textTable(w, ladderAlign)); err != nil {
		return err
	}

	fmt.Fprintln(w, "\nhints: words by first letter and length")
	header, rows, totals := s.Grid.rows()
	t = textTable(w, s.Grid.align())
	t.Header(header)
	if err := t.Bulk(rows); err != nil {
		return err
	}
	t.Footer(totals)
	if err := t.Render(); err != nil {
		return err
	}

	fmt.Fprintln(w, "\ntwo-letter starts")
	for _, line := range s.twoLetterLines() {
		fmt.Fprintln(w, line)
	}
	return nil
}

// mdWord formats a word for Markdown: pangrams bold, perfect pangrams in
// bold italics.
func mdWord(w Word) string {
	s := w.Word
	switch {
	case w.Perfect:
		s = "***" + s + "***"
	case w.Pangram:
		s = "**" + s + "**"
	}
	return s + " " + strconv.Itoa(w.Score)
}

// writeMarkdown writes the Markdown report of one solution.
func (s *Solution) writeMarkdown(w io.Writer) error {
	fmt.Fprintf(w, "# %s: letters %s, center %s\n\n", escape(s.List), s.Letters, s.Center)
	fmt.Fprintf(w, "From a list of %s. Rules: %s.\n\n", count(s.ListWords, "word"), s.Rules.describe(""))
	fmt.Fprintf(w, "%s.\n", capitalize(s.summary()))
	if s.WordCount == 0 {
		return nil
	}

	fmt.Fprintf(w, "\n## Words by letterset\n\nPangrams are in bold, perfect pangrams in bold italics.\n\n")
	err := s.groups(func(g Letterset, words []Word) error {
		items := make([]string, len(words))
		for i, wd := range words {
			items[i] = mdWord(wd)
		}
		_, err := fmt.Fprintf(w, "- `%s`, %s, %s: %s\n", g.Letters, count(g.Score, "point"), count(g.WordCount, "word"), strings.Join(items, ", "))
		return err
	})
	if err != nil {
		return err
	}

	fmt.Fprintf(w, "\n## Ranks\n\nEach percentage of the total is rounded to the nearest point, a half up.\n\n")
	if err := s.writeLadder(markdownTable(w, ladderAlign)); err != nil {
		return err
	}

	fmt.Fprintf(w, "\n## Hints\n\nWords by first letter and length:\n\n")
	header, rows, totals := s.Grid.rows()
	t := markdownTable(w, s.Grid.align())
	t.Header(header)
	if err := t.Bulk(append(rows, totals)); err != nil {
		return err
	}
	if err := t.Render(); err != nil {
		return err
	}
	fmt.Fprintf(w, "\nTwo-letter starts:\n\n")
	for _, line := range s.twoLetterLines() {
		fmt.Fprintf(w, "- %s\n", line)
	}
	return nil
}

// solveCSVHeader heads the CSV of solve: one row per word.
var solveCSVHeader = []string{"list", "word", "letterset", "length", "score", "pangram"}

func writeSolutionsCSV(w io.Writer, sols []Solution) error {
	cw := csv.NewWriter(w)
	cw.Write(solveCSVHeader)
	for _, s := range sols {
		for _, wd := range s.Words {
			cw.Write([]string{s.List, wd.Word, wd.Letterset, strconv.Itoa(len(wd.Word)),
				strconv.Itoa(wd.Score), strconv.FormatBool(wd.Pangram)})
		}
	}
	cw.Flush()
	return cw.Error()
}

// writeLadder renders the rank ladder into t.
func (s *Solution) writeLadder(t *tablewriter.Table) error {
	t.Header([]string{"rank", "%", "points"})
	for _, r := range s.Ranks {
		if err := t.Append([]string{r.Name, strconv.Itoa(r.Percent), Num(r.Points)}); err != nil {
			return err
		}
	}
	return t.Render()
}

// writeEach writes the report of each solution with write, a blank line
// between two.
func writeEach(w io.Writer, sols []Solution, write func(*Solution, io.Writer) error) error {
	for i := range sols {
		if i > 0 {
			fmt.Fprintln(w)
		}
		if err := write(&sols[i], w); err != nil {
			return err
		}
	}
	return nil
}
