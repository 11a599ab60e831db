package report

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/freq"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// Solution is everything about one board over one word list: the
// document that solve writes.
type Solution struct {
	Headline
	// Words are by letterset as Lettersets lists them, then alphabetical.
	Words      []Word      `json:"words"`
	Lettersets []Letterset `json:"lettersets"`
	Clues
	// Excluded counts the list's words that --exclude-words dropped.
	Excluded int `json:"excluded,omitempty"`
	// Published says where the board appeared in the --archive, if any.
	Published *Published `json:"published,omitempty"`
}

// Headline is what a report says of a board before any word.
type Headline struct {
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
	// Likeness is the board's likeness, for a list learned with one.
	Likeness *float64 `json:"likeness,omitempty"`
	// Valid says the board has a pangram.
	Valid bool `json:"valid"`
	// Freq is what the list of --freq says of the board's words, if any.
	Freq *Freq `json:"freq,omitempty"`
	// Learned says what the list was learned from, when beebatch learn
	// made it, and whether its words on this board are a prediction.
	Learned *Learned `json:"learned,omitempty"`
}

// Learned is what a list learned from the NYT's puzzles (beebatch learn)
// was learned from, and how its words on a board stand: those of a puzzle
// it learned from, or a prediction of the NYT's answers.
type Learned struct {
	Archive string `json:"archive"` // the archive it was learned from
	First   string `json:"first"`   // the first and last days it learned from
	Last    string `json:"last"`
	Model   string `json:"model"`
	// Checked is the archive the board was looked for in (--archive, or
	// else the list's own); "" when none could be read.
	Checked string `json:"checked"`
	// Published is the first day on which Checked has the board, and
	// LearnedOn the first from First to Last; "" if none.
	Published string `json:"published,omitempty"`
	LearnedOn string `json:"learned_on,omitempty"`
	// Prediction says that the board is not known to be one the list
	// learned from (LearnedOn is ""): its words there are the model's
	// prediction of the NYT's answers.
	Prediction bool `json:"prediction"`
}

// NewLearned returns what a list learned from archive, first to last, by
// model says of a board that the archive checked ("" if none could be
// read) has on the days published, in order.
func NewLearned(archive, first, last, model, checked string, published []string) *Learned {
	l := &Learned{Archive: archive, First: first, Last: last, Model: model, Checked: checked}
	for _, d := range published {
		if l.Published == "" {
			l.Published = d
		}
		if first <= d && d <= last && l.LearnedOn == "" {
			l.LearnedOn = d
		}
	}
	l.Prediction = l.LearnedOn == ""
	return l
}

// line says what list was learned from, and whether its words on the
// board are a prediction.
func (l *Learned) line(list string) string {
	from := fmt.Sprintf("%s was learned from the NYT's puzzles of %s, %s to %s (%s)", list, l.Archive, l.First, l.Last, l.Model)
	const guess = "its words, points and hints here are a prediction of the NYT's answers, not the answers"
	in := ""
	if l.Checked != l.Archive {
		in = " in " + l.Checked
	}
	switch {
	case !l.Prediction:
		return "learned: " + from + ", this board's of " + l.LearnedOn + " among them"
	case l.Checked == "":
		return "learned: " + from + ", which cannot be read here: unless this board is among them, " + guess
	case l.Published != "":
		return "prediction: " + from + ", and this board's puzzle of " + l.Published + in + " is not among them: " + guess
	case in != "":
		return "prediction: " + from + ", and " + l.Checked + " has no puzzle of this board: " + guess
	}
	return "prediction: " + from + ", and this board is not among them: " + guess
}

// Freq is what a frequency list says of a board's words.
type Freq struct {
	List string `json:"list"` // the frequency list's name
	// RareBelow is the count at or below which a word is rare, as is a
	// word the list lacks.
	RareBelow  int64 `json:"rare_below"`
	RareWords  int   `json:"rare_words"`
	RarePoints int   `json:"rare_points"`
}

// Clues are the rank ladder and the two hints of a board.
type Clues struct {
	Ranks     []Rank  `json:"ranks"`
	Grid      Grid    `json:"grid"`
	TwoLetter []Start `json:"two_letter"`
}

// Word is a word of a solution.
type Word struct {
	Word string `json:"word"` // lower case: the key, in a list of another language
	// Forms are the spellings of the word as its list has them, accents
	// and all, when they differ from Word (pkg/lang).
	Forms     []string `json:"forms,omitempty"`
	Letterset string   `json:"letterset"`
	Score     int      `json:"score"`
	Pangram   bool     `json:"pangram"`
	Perfect   bool     `json:"perfect"` // a pangram with each letter once
	// Count is the word's count in the list of --freq, if any; Rare says
	// the word is rare.
	Count *int64 `json:"count,omitempty"`
	Rare  bool   `json:"rare,omitempty"`
}

// Shown returns the word as people read it: its spellings, such as
// "porro/porró", or the word itself when it has no other.
func (w Word) Shown() string {
	if len(w.Forms) == 0 {
		return w.Word
	}
	return strings.Join(w.Forms, "/")
}

// Letterset is the group of a solution's words whose letters are
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

// Grid is the hint grid: word counts by first letter and length.
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

// NewSolution builds the report of s, solved under rules over the list
// name at path, of listWords distinct words.
func NewSolution(name, path string, listWords int, rules Rules, s *puzzle.Solution) Solution {
	out := Solution{
		Headline: Headline{
			List: name, Path: path, ListWords: listWords, Rules: rules,
			Letters: rules.Alphabet.Format(s.Letters), Center: rules.Alphabet.Format(s.Center),
			Score: s.Score, WordCount: len(s.Words),
			Pangrams: s.Pangrams, PerfectPangrams: s.PerfectPangrams,
			Bingo: s.Bingo(), Valid: s.Valid(),
		},
		Words:      make([]Word, 0, len(s.Words)),
		Lettersets: make([]Letterset, 0, len(s.Groups)),
		Clues:      newClues(s.Score, s.Texts(), rules.Alphabet),
	}
	for _, w := range s.Words {
		out.Words = append(out.Words, Word{Word: w.Text, Forms: w.Forms, Letterset: rules.Alphabet.Format(w.Letters), Score: w.Score, Pangram: w.Pangram, Perfect: w.Perfect()})
	}
	for _, g := range s.Groups {
		out.Lettersets = append(out.Lettersets, Letterset{Letters: rules.Alphabet.Format(g.Letters), Score: g.Score, WordCount: len(g.Words)})
	}
	return out
}

// newClues returns the ladder of total points and the hints of texts,
// words of alphabet a.
func newClues(total int, texts []string, a bitset.Alphabet) Clues {
	var c Clues
	for _, r := range puzzle.Ladder(total) {
		c.Ranks = append(c.Ranks, Rank(r))
	}
	g := puzzle.NewGrid(texts, a)
	c.Grid = Grid{Lengths: orEmpty(g.Lengths), Rows: []GridRow{}, Totals: orEmpty(g.Columns), Total: g.Total}
	for i, l := range g.Letters {
		c.Grid.Rows = append(c.Grid.Rows, GridRow{Letter: string(bitset.Upper(l)), Counts: g.Counts[i], Total: g.Rows[i]})
	}
	c.TwoLetter = []Start{}
	for _, st := range puzzle.TwoLetter(texts, a) {
		c.TwoLetter = append(c.TwoLetter, Start{Start: strings.Map(bitset.Upper, st.Prefix), Count: st.Count})
	}
	return c
}

// AddFreq gives each word of s its count in the frequency list of r and
// marks the rare ones; nothing for a nil r.
func (s *Solution) AddFreq(r *freq.Rule) {
	if r == nil {
		return
	}
	s.Freq = &Freq{List: r.List.Name, RareBelow: r.Below}
	for i := range s.Words {
		w := &s.Words[i]
		if n, ok := r.List.Count(w.Word); ok {
			w.Count = &n
		}
		if w.Rare = r.Rare(w.Word); w.Rare {
			s.Freq.RareWords++
			s.Freq.RarePoints += w.Score
		}
	}
}

// WriteSolutions writes solutions in format, one of Formats: JSON one
// document, or an array of them for several lists.
func WriteSolutions(w io.Writer, format string, sols []Solution) error {
	return writeAs(w, format, func() doc { return join(nil, sols, func(s *Solution) doc { return s.doc(Width(w)) }) },
		oneOrMany(sols), func() [][]string { return solutionsCSV(sols) })
}

// count returns "1 word" or "n words", n formatted for people.
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return Num(n) + " " + noun + "s"
}

// summary sums up s: points, words, pangrams, bingo and validity.
func (s *Headline) summary() string {
	bingo, valid := "no bingo", "not valid (no pangram)"
	if s.Bingo {
		bingo = "bingo"
	}
	if s.Valid {
		valid = "valid"
	}
	parts := []string{count(s.Score, "point"), count(s.WordCount, "word"), count(s.Pangrams, "pangram"),
		count(s.PerfectPangrams, "perfect pangram"), bingo, valid}
	if s.Likeness != nil {
		parts = append(parts, "likeness "+Likeness(s.Likeness))
	}
	return strings.Join(parts, ", ")
}

// fill joins items with spaces into lines of at most width characters,
// or one item if it is longer.
func fill(items []string, width int) string {
	var b strings.Builder
	n := 0
	for i, it := range items {
		switch {
		case i == 0:
		case n+1+cells.StringWidth(it) > width:
			b.WriteByte('\n')
			n = 0
		default:
			b.WriteByte(' ')
			n++
		}
		b.WriteString(it)
		n += cells.StringWidth(it)
	}
	return b.String()
}

// gridCell formats a count of the hint grid: "-" for none.
func gridCell(n int) string {
	if n == 0 {
		return "-"
	}
	return Num(n)
}

// twoLetterLines returns the two-letter starts a line per first letter,
// such as "GA-2 GL-1".
func (s *Clues) twoLetterLines() []string {
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

// textWord formats a word for text: "megaplex(15)*", * for a pangram,
// ** for a perfect one; withFreq, "megaplex(15, 61K)*†", † if rare.
func textWord(w Word, withFreq bool) string {
	s := w.Shown() + "(" + strconv.Itoa(w.Score)
	if withFreq {
		s += ", " + compactCount(w.Count)
	}
	s += ")"
	switch {
	case w.Perfect:
		s += "**"
	case w.Pangram:
		s += "*"
	}
	if w.Rare {
		s += rareMark
	}
	return s
}

// rareMark marks a rare word in text and Markdown.
const rareMark = "†"

// compactCount formats a count in at most four characters and a unit:
// 950, 1.2K, 61K, 5.2M, 23B; "-" for none.
func compactCount(n *int64) string {
	if n == nil {
		return "-"
	}
	units := []string{"", "K", "M", "B", "T"}
	f, i := float64(*n), 0
	for f >= 999.5 && i < len(units)-1 {
		f /= 1000
		i++
	}
	switch {
	case i == 0:
		return strconv.FormatInt(*n, 10)
	case f < 9.95:
		return strconv.FormatFloat(f, 'f', 1, 64) + units[i]
	}
	return strconv.FormatFloat(f, 'f', 0, 64) + units[i]
}

// doc returns the report of one solution, its text fitted to width.
func (s *Solution) doc(width int) doc {
	d := s.head(width)
	if s.WordCount == 0 {
		return append(append(d, block{txt: "no words\n"}), s.after(width)...)
	}
	legend, mdLegend := "* pangram, ** perfect pangram", "Pangrams are in bold, perfect pangrams in bold italics."
	if s.Freq != nil {
		legend = "score, count; " + legend + ", " + rareMark + " rare"
		mdLegend += " Each score is followed by the word's count, and a rare word is marked " + rareMark + "."
	}
	words := table{header: []string{"letterset", "points", "words", "list"}, align: []align{alignLeft, alignRight, alignRight, alignLeft}}
	var lists [][]string
	var mdItems []string
	rest := s.Words // by letterset
	for _, g := range s.Lettersets {
		ws := rest[:g.WordCount]
		rest = rest[g.WordCount:]
		items, mdWords := make([]string, len(ws)), make([]string, len(ws))
		for i, wd := range ws {
			items[i] = glue(textWord(wd, s.Freq != nil)) // one item, should the cell be wrapped again
			mdWords[i] = mdWord(wd, s.Freq != nil)
		}
		words.rows = append(words.rows, []string{g.Letters, Num(g.Score), Num(g.WordCount), ""})
		lists = append(lists, items)
		mdItems = append(mdItems, fmt.Sprintf("`%s`, %s, %s: %s", g.Letters, count(g.Score, "point"), count(g.WordCount, "word"), strings.Join(mdWords, ", ")))
	}
	// The words fill what the other columns and the rules leave.
	fillW := width - 3*len(words.header) - 1
	for j := range 3 {
		col := cells.StringWidth(words.header[j])
		for _, r := range words.rows {
			col = max(col, cells.StringWidth(r[j]))
		}
		fillW -= col
	}
	for i, items := range lists {
		words.rows[i][3] = fill(items, max(fillW, 24)) // 24 columns at least
	}
	d = append(d, block{gap: true, txt: wrapped(width, "words by letterset ("+legend+")"), tt: &words, md: "## Words by letterset\n"},
		block{md: mdLegend + "\n"}, block{md: lines(mdItems, "- ")})
	return append(append(d, s.Clues.doc(nil, "")...), s.after(width)...)
}

// head returns the first lines of a report.
func (h *Headline) head(width int) doc {
	rules := count(h.ListWords, "word")
	d := doc{
		{txt: wrapped(width, fmt.Sprintf("%s: letters %s, center %s: %s", h.List, h.Letters, h.Center, h.summary()),
			fmt.Sprintf("list: %s; rules: %s", rules, h.Rules.describe(""))),
			md: fmt.Sprintf("# %s: letters %s, center %s\n", escape(h.List), h.Letters, h.Center)},
		{md: fmt.Sprintf("From a list of %s. Rules: %s.\n", rules, h.Rules.describe(""))},
		{md: sentence(h.summary())},
	}
	if h.Learned != nil {
		line := Visible(h.Learned.line(h.List))
		d = append(d, block{txt: wrapped(width, line), md: sentence(escape(mdText(line)))})
	}
	if f := h.Freq; f != nil {
		rare := fmt.Sprintf("rare: %s, %s (count <= %s in %s, or missing)", count(f.RareWords, "word"), count(f.RarePoints, "point"), Num64(f.RareBelow), f.List)
		d = append(d, block{txt: wrapped(width, rare), md: sentence(escape(rare))})
	}
	return d
}

// doc returns the ladder and the hints: toGo, if not nil, the points
// still needed for each rank; of names the words counted.
func (c *Clues) doc(toGo []int, of string) doc {
	ladder := table{header: []string{"rank", "%", "points"}, align: []align{alignLeft, alignRight, alignRight}}
	if toGo != nil {
		ladder.cols(alignRight, "to go")
	}
	for i, r := range c.Ranks {
		row := []string{r.Name, strconv.Itoa(r.Percent), Num(r.Points)}
		if toGo != nil {
			row = append(row, gridCell(toGo[i]))
		}
		ladder.rows = append(ladder.rows, row)
	}
	d := doc{
		{gap: true, txt: "ranks (each percentage of the total rounded to the nearest point, a half up)\n", tt: &ladder, md: "## Ranks\n"},
		{md: "Each percentage of the total is rounded to the nearest point, a half up.\n", mt: &ladder},
		{gap: true, txt: "hints: words" + of + " by first letter and length\n", md: "## Hints\n"},
		{md: "Words" + of + " by first letter and length:\n"},
	}
	g := &c.Grid
	if g.Total == 0 {
		return append(d, block{txt: "none\n", md: "None.\n"})
	}
	grid := table{header: []string{""}, align: append([]align{alignLeft}, numbersAlign(len(g.Lengths)+1)...), footer: []string{"Σ"}}
	for j, n := range g.Lengths {
		grid.header = append(grid.header, strconv.Itoa(n))
		grid.footer = append(grid.footer, gridCell(g.Totals[j]))
	}
	grid.header = append(grid.header, "Σ")
	grid.footer = append(grid.footer, gridCell(g.Total))
	for _, r := range g.Rows {
		row := []string{r.Letter}
		for _, n := range r.Counts {
			row = append(row, gridCell(n))
		}
		grid.rows = append(grid.rows, append(row, gridCell(r.Total)))
	}
	starts := c.twoLetterLines()
	return append(d, block{tt: &grid, mt: &grid},
		block{gap: true, txt: "two-letter starts" + of + "\n" + lines(starts, ""), md: "Two-letter starts" + of + ":\n"},
		block{md: lines(starts, "- ")})
}

// mdWord formats a word for Markdown: pangrams bold, perfect pangrams in
// bold italics.
func mdWord(w Word, withFreq bool) string {
	s := w.Shown()
	switch {
	case w.Perfect:
		s = "***" + s + "***"
	case w.Pangram:
		s = "**" + s + "**"
	}
	s += " " + strconv.Itoa(w.Score)
	if withFreq {
		s += " (" + compactCount(w.Count) + ")"
	}
	if w.Rare {
		s += " " + rareMark
	}
	return s
}

// solutionsCSV returns the CSV records of sols, a word a row.
func solutionsCSV(sols []Solution) [][]string {
	withFreq := len(sols) > 0 && sols[0].Freq != nil
	header := []string{"list", "word", "letterset", "length", "score", "pangram"}
	if withFreq {
		header = append(header, "count", "rare")
	}
	rows := [][]string{header}
	for _, s := range sols {
		for _, wd := range s.Words {
			rows = append(rows, append([]string{s.List}, wordCells(wd, withFreq)...))
		}
	}
	return rows
}

// wordCells returns the CSV cells of a word.
func wordCells(wd Word, withFreq bool) []string {
	cells := []string{wd.Word, wd.Letterset, strconv.Itoa(len(wd.Word)), strconv.Itoa(wd.Score), strconv.FormatBool(wd.Pangram)}
	if withFreq {
		n := ""
		if wd.Count != nil {
			n = strconv.FormatInt(*wd.Count, 10)
		}
		cells = append(cells, n, strconv.FormatBool(wd.Rare))
	}
	return cells
}
