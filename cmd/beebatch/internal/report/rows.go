package report

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/search"
)

// Rows are the ranked honeycombs of one table of a rank report, read one
// at a time, so that a ranking of millions holds each in a few bytes
// (*search.Results holds 16) and the writers write each as they read it.
type Rows interface {
	Len() int
	At(i int) search.Result
}

// Results are Rows held in a slice, such as a Pareto frontier
// (search.Ranking.Pareto).
type Results []search.Result

// Len returns the number of rows.
func (r Results) Len() int { return len(r) }

// At returns the i-th row.
func (r Results) At(i int) search.Result { return r[i] }

// size returns the number of rows of r: 0 for nil.
func size(r Rows) int {
	if r == nil {
		return 0
	}
	return r.Len()
}

// appendNum appends n as Num formats it: with a comma between groups of
// three digits.
func appendNum(b []byte, n int) []byte {
	if n < 0 {
		b = append(b, '-')
		n = -n // the most negative int has no rows to rank
	}
	var d [24]byte
	s := strconv.AppendInt(d[:0], int64(n), 10)
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b = append(b, ',')
		}
		b = append(b, c)
	}
	return b
}

// numWidth returns the length of Num(n).
func numWidth(n int) int {
	w := 1
	if n < 0 {
		w++
		n = -n
	}
	digits := 1
	for ; n >= 10; n /= 10 {
		digits++
	}
	return w - 1 + digits + (digits-1)/3
}

// appendLetters appends the letters of s in upper case, as bitset.Set's
// String does.
func appendLetters(b []byte, s bitset.Set) []byte {
	for x := s; x != 0; x &= x - 1 {
		b = append(b, 'A'+byte(x.Lowest().Index()))
	}
	return b
}

// rowTable writes the table of one part of a list's ranking, as text or
// Markdown, a row at a time: the output tablewriter gives for the same
// cells (table checks that it is), which it builds whole before it
// writes a byte, at several times the cost: without it, rank --top 100
// --out DIR enable1 takes 1.25 times the processor time, and --space all
// --top 1000000000 --format text more than 390 s and 4.7 GB instead of
// about 8 s (scripts/bench, November 2026).
type rowTable struct {
	header   []string
	right    []bool // right-aligned columns
	widths   []int
	markdown bool
	// hasPangram, rare and ties say whether the table has the column
	// has_pangram, the columns rare_words and rare_points, and a ties
	// column, which only a Pareto frontier's has, in that order after
	// the six of every table.
	hasPangram, rare, ties bool
}

// newRowTable returns the table of rows, with a has_pangram column if
// hasPangram is set, rare_words and rare_points if rare is, and as a
// Pareto frontier if frontier is set: its first column "#", each row's
// place on the frontier, and a ties column at the end. Its columns are
// as wide as their widest cell.
func newRowTable(rows Rows, hasPangram, rare, frontier, markdown bool) *rowTable {
	t := &rowTable{header: rankHeader, right: []bool{true, false, false, true, true, true}, markdown: markdown,
		hasPangram: hasPangram, rare: rare, ties: frontier}
	if frontier {
		t.header = append([]string{"#"}, rankHeader[1:]...)
	}
	if hasPangram {
		t.header = append(t.header[:len(t.header):len(t.header)], "has_pangram")
		t.right = append(t.right, false)
	}
	if rare {
		t.header = append(t.header[:len(t.header):len(t.header)], rareHeader...)
		t.right = append(t.right, true, true)
	}
	if frontier {
		t.header = append(t.header[:len(t.header):len(t.header)], "ties")
		t.right = append(t.right, true)
	}
	var maxRank, maxScore, maxWords, maxPangrams, letters, maxRare, maxRarePoints, maxTies int
	yes := false
	for i := range rows.Len() {
		r := rows.At(i)
		maxRank, maxScore = max(maxRank, numWidth(r.Rank)), max(maxScore, numWidth(r.Score))
		maxWords, maxPangrams = max(maxWords, numWidth(r.Words)), max(maxPangrams, numWidth(r.Pangrams))
		maxRare, maxRarePoints = max(maxRare, numWidth(r.Rare)), max(maxRarePoints, numWidth(r.RarePoints))
		letters = max(letters, r.Letters.Len())
		yes = yes || r.HasPangram
		maxTies = max(maxTies, numWidth(r.Ties))
	}
	cells := []int{maxRank, letters, 1, maxScore, maxWords, maxPangrams}
	if hasPangram {
		cells = append(cells, 2+btoi(yes))
	}
	if rare {
		cells = append(cells, maxRare, maxRarePoints)
	}
	if frontier {
		cells = append(cells, maxTies)
	}
	if rows.Len() == 0 {
		cells = make([]int, len(cells))
	}
	for i, h := range t.header {
		t.widths = append(t.widths, max(len(h), cells[i]))
	}
	return t
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// cell appends the cell text, padded to column i's width as it aligns.
func (t *rowTable) cell(b []byte, i int, text []byte) []byte {
	pad := t.widths[i] - len(text)
	if t.right[i] {
		b = append(b, spaces[:pad]...)
		return append(b, text...)
	}
	b = append(b, text...)
	return append(b, spaces[:pad]...)
}

// spaces pads cells; no cell is wider.
var spaces = strings.Repeat(" ", 64)

// line appends a row of cells, framed as the table's style frames them.
func (t *rowTable) line(b []byte, cells [][]byte) []byte {
	sep, left, right := " │ ", "│ ", " │\n"
	if t.markdown {
		sep, left, right = " | ", "| ", " |\n"
	}
	b = append(b, left...)
	for i, c := range cells {
		if i > 0 {
			b = append(b, sep...)
		}
		b = t.cell(b, i, c)
	}
	return append(b, right...)
}

// rule appends a horizontal line of the text table: the corners and
// joints given, with the column's width of "─" and a space each side
// between them.
func (t *rowTable) rule(b []byte, left, joint, right string) []byte {
	b = append(b, left...)
	for i, w := range t.widths {
		if i > 0 {
			b = append(b, joint...)
		}
		for range w + 2 {
			b = append(b, "─"...)
		}
	}
	return append(b, right+"\n"...)
}

// write writes the table of rows to w: Markdown, or for a terminal as
// fitTable would, in ruled lines if they fit the width of w (Width),
// else in plain columns two spaces apart if those fit, else as records.
func (t *rowTable) write(w io.Writer, rows Rows) error {
	if t.markdown {
		return t.writeLines(w, rows, false)
	}
	total := 0
	for _, w := range t.widths {
		total += w
	}
	n := len(t.widths)
	switch width := Width(w); {
	case total+3*n+1 <= width:
		return t.writeLines(w, rows, false)
	case total+2*(n-1) <= width:
		// The last column is left-aligned only with has_pangram, whose
		// header is its widest cell: the header line is as wide as the
		// table. (A frontier's ends with ties, right-aligned.)
		return t.writeLines(w, rows, true)
	}
	return t.writeRecords(w, rows)
}

// writeRecords writes rows as writeRecords does, a few thousand at a
// time.
func (t *rowTable) writeRecords(w io.Writer, rows Rows) error {
	const chunk = 4096
	var buf [10][24]byte
	cells := make([][]byte, len(t.header))
	for start := 0; start < rows.Len(); start += chunk {
		if start > 0 {
			if _, err := io.WriteString(w, "\n"); err != nil {
				return err
			}
		}
		var text [][]string
		for i := start; i < min(start+chunk, rows.Len()); i++ {
			t.cells(cells, &buf, rows.At(i))
			row := make([]string, len(cells))
			for j, c := range cells {
				row[j] = string(c)
			}
			text = append(text, row)
		}
		if err := writeRecords(w, table{header: t.header, rows: text}); err != nil {
			return err
		}
	}
	return nil
}

// cells sets the cells of r, held in buf.
func (t *rowTable) cells(cells [][]byte, buf *[10][24]byte, r search.Result) {
	cells[0] = appendNum(buf[0][:0], r.Rank)
	cells[1] = appendLetters(buf[1][:0], r.Letters)
	cells[2] = appendLetters(buf[2][:0], r.Center)
	cells[3] = appendNum(buf[3][:0], r.Score)
	cells[4] = appendNum(buf[4][:0], r.Words)
	cells[5] = appendNum(buf[5][:0], r.Pangrams)
	c := 6
	if t.hasPangram {
		cells[c] = append(buf[c][:0], yesNo(r.HasPangram)...)
		c++
	}
	if t.rare {
		cells[c] = appendNum(buf[c][:0], r.Rare)
		cells[c+1] = appendNum(buf[c+1][:0], r.RarePoints)
		c += 2
	}
	if t.ties {
		cells[c] = appendNum(buf[c][:0], r.Ties)
	}
}

// writeLines writes the table of rows to w a line at a time: Markdown,
// ruled lines or, if plain is set, plain columns.
func (t *rowTable) writeLines(w io.Writer, rows Rows, plain bool) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	var b []byte
	header := make([][]byte, len(t.header))
	for i, h := range t.header {
		header[i] = []byte(h)
	}
	line := t.line
	if plain {
		line = t.plainLine
	}
	switch {
	case t.markdown:
		b = t.line(b, header)
		b = append(b, '|')
		for i, w := range t.widths {
			if t.right[i] {
				b = append(b, dashes[:w+1]+":|"...)
			} else {
				b = append(b, ":"+dashes[:w+1]+"|"...)
			}
		}
		b = append(b, '\n')
	case plain:
		b = line(b, header)
	default:
		b = t.rule(b, "┌", "┬", "┐")
		b = t.line(b, header)
		if rows.Len() > 0 {
			b = t.rule(b, "├", "┼", "┤")
		}
	}
	bw.Write(b)
	cells := make([][]byte, len(t.header))
	var buf [10][24]byte
	for i := range rows.Len() {
		t.cells(cells, &buf, rows.At(i))
		b = line(b[:0], cells)
		bw.Write(b)
	}
	if !t.markdown && !plain {
		bw.Write(t.rule(b[:0], "└", "┴", "┘"))
	}
	return bw.Flush()
}

// plainLine appends a row of cells in plain columns two spaces apart,
// without the spaces that would end the line.
func (t *rowTable) plainLine(b []byte, cells [][]byte) []byte {
	for i, c := range cells {
		if i > 0 {
			b = append(b, "  "...)
		}
		b = t.cell(b, i, c)
	}
	for len(b) > 0 && b[len(b)-1] == ' ' {
		b = b[:len(b)-1]
	}
	return append(b, '\n')
}

// writeCSVRows writes the CSV rows of one part, section, of list l, as
// WriteCSV's csv.Writer would: list, variant, space and filter quoted as
// encoding/csv quotes them, the other fields never need it. With ties,
// each row ends with a ties field, empty but in section pareto. Through
// csv.Writer, --space all --top 1000000000 --format csv takes 1.72 times
// the processor time and 1.14 the wall time (scripts/bench -large).
func writeCSVRows(bw *bufio.Writer, l *List, section string, rows Rows, ties bool) {
	var head bytes.Buffer
	cw := csv.NewWriter(&head)
	cw.Write([]string{l.Name, l.Variant, section})
	cw.Flush()
	prefix := bytes.Clone(bytes.TrimSuffix(head.Bytes(), []byte("\n")))
	head.Reset()
	cw.Write([]string{"", l.Space, l.Filter, strconv.Itoa(l.Honeycombs), strconv.Itoa(l.Passed)})
	cw.Flush()
	suffix := head.Bytes() // ",space,filter,honeycombs,passed\n"
	rare := l.Freq != ""
	if rare || ties {
		suffix = suffix[:len(suffix)-1] // the rare words or the ties follow
	}
	var b []byte
	for i := range size(rows) {
		r := rows.At(i)
		b = append(b[:0], prefix...)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(r.Rank), 10)
		b = append(b, ',')
		b = appendLetters(b, r.Letters)
		b = append(b, ',')
		b = appendLetters(b, r.Center)
		b = append(b, ',')
		b = appendLetters(b, r.Letters)
		b = append(b, ':')
		b = appendLetters(b, r.Center)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(r.Score), 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(r.Words), 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(r.Pangrams), 10)
		b = append(b, ',')
		b = strconv.AppendBool(b, r.HasPangram)
		b = append(b, suffix...)
		if rare {
			b = append(b, ',')
			b = strconv.AppendInt(b, int64(r.Rare), 10)
			b = append(b, ',')
			b = strconv.AppendInt(b, int64(r.RarePoints), 10)
		}
		if ties {
			b = append(b, ',')
			if section == "pareto" {
				b = strconv.AppendInt(b, int64(r.Ties), 10)
			}
		}
		if rare || ties {
			b = append(b, '\n')
		}
		bw.Write(b)
	}
}

// WriteRankingJSON writes r as one indented JSON document, as WriteJSON
// does, with the rows of each table written one at a time as it reads
// them: building the whole document first takes gigabytes for millions of
// rows (7.3 GB and 6.8 times the wall time for --space all --top
// 1000000000 --format json, against 278 MB; scripts/bench -large).
//
// It encodes r with each table replaced by a placeholder, and writes the
// rows where each placeholder stands, indented as the encoder would.
func WriteRankingJSON(w io.Writer, r *Report) error {
	type table struct {
		rows       Rows
		rare, ties bool
	}
	var tables []table
	skeleton := *r
	skeleton.Lists = slices.Clone(r.Lists)
	for i := range skeleton.Lists {
		l := &skeleton.Lists[i]
		for _, t := range []*Rows{&l.Top, &l.Bottom, &l.Pareto} {
			if t != &l.Pareto || *t != nil {
				tables = append(tables, table{*t, l.Freq != "", t == &l.Pareto})
				*t = placeholder{}
			}
		}
	}
	var doc bytes.Buffer
	if err := WriteJSON(&doc, &skeleton); err != nil {
		return err
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	rest := doc.Bytes()
	for _, t := range tables {
		at := bytes.Index(rest, []byte(": "+placeholderJSON)) + 2
		line := rest[bytes.LastIndexByte(rest[:at], '\n')+1:]
		indent := string(line[:len(line)-len(bytes.TrimLeft(line, " "))])
		bw.Write(rest[:at])
		if size(t.rows) == 0 {
			bw.WriteString("[]")
		} else {
			bw.WriteString("[\n")
			writeJSONRows(bw, indent+"  ", t.rows, t.rare, t.ties)
			bw.WriteString("\n" + indent + "]")
		}
		rest = rest[at+len(placeholderJSON):]
	}
	bw.Write(rest)
	return bw.Flush()
}

// placeholder stands for a table of rows in the document that
// WriteRankingJSON encodes; no other figure of a report is negative.
type placeholder struct{}

const placeholderJSON = "-1099511627776"

func (placeholder) Len() int                     { return 0 }
func (placeholder) At(int) search.Result         { panic("a placeholder has no rows") }
func (placeholder) MarshalJSON() ([]byte, error) { return []byte(placeholderJSON), nil }

// writeJSONRows writes the rows, each a search.Row as encoding/json
// indents it at indent, separated by ",\n", with their rare words if
// rare is set and their ties if ties is.
func writeJSONRows(bw *bufio.Writer, indent string, rows Rows, rare, ties bool) {
	in2 := indent + "  "
	var b []byte
	for i := range rows.Len() {
		r := rows.At(i)
		b = b[:0]
		if i > 0 {
			b = append(b, ",\n"...)
		}
		b = append(b, indent+"{\n"+in2+`"rank": `...)
		b = strconv.AppendInt(b, int64(r.Rank), 10)
		b = append(b, ",\n"+in2+`"letters": "`...)
		b = appendLetters(b, r.Letters)
		b = append(b, "\",\n"+in2+`"center": "`...)
		b = appendLetters(b, r.Center)
		b = append(b, "\",\n"+in2+`"score": `...)
		b = strconv.AppendInt(b, int64(r.Score), 10)
		b = append(b, ",\n"+in2+`"words": `...)
		b = strconv.AppendInt(b, int64(r.Words), 10)
		b = append(b, ",\n"+in2+`"pangrams": `...)
		b = strconv.AppendInt(b, int64(r.Pangrams), 10)
		b = append(b, ",\n"+in2+`"has_pangram": `...)
		b = strconv.AppendBool(b, r.HasPangram)
		if rare {
			b = append(b, ",\n"+in2+`"rare_words": `...)
			b = strconv.AppendInt(b, int64(r.Rare), 10)
			b = append(b, ",\n"+in2+`"rare_points": `...)
			b = strconv.AppendInt(b, int64(r.RarePoints), 10)
		}
		if ties {
			b = append(b, ",\n"+in2+`"ties": `...)
			b = strconv.AppendInt(b, int64(r.Ties), 10)
		}
		b = append(b, "\n"+indent+"}"...)
		bw.Write(b)
	}
}
