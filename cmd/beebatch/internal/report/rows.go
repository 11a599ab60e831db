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

// rowTable writes a table of plain cells (plainCell) a row at a time as
// tablewriter would (the tests check it): a ranking's, or a Markdown
// table (writeMarkdownFast). Through tablewriter, rank --top 100 --out
// DIR takes 1.25 times the processor time, and --space all --top
// 1000000000 --format text 390 s and 4.7 GB instead of 8 s.
type rowTable struct {
	header   []string
	right    []bool // right-aligned columns
	widths   []int
	markdown bool
	// hasPangram, rare and ties say whether a ranking's table has the
	// column has_pangram, the columns of rare words, and that of ties.
	hasPangram, rare, ties bool
}

// newRowTable returns the table of rows: with a has_pangram column if
// hasPangram is set, the rare words' columns if rare is, and as a Pareto
// frontier if frontier is set, with "#" for rank and a column of ties.
func newRowTable(rows Rows, hasPangram, rare, frontier, markdown bool) *rowTable {
	t := &rowTable{header: rankHeader, right: []bool{true, false, false, true, true, true}, markdown: markdown,
		hasPangram: hasPangram, rare: rare, ties: frontier}
	if frontier {
		t.header = append([]string{"#"}, rankHeader[1:]...)
	}
	if hasPangram {
		t.header = append(slices.Clip(t.header), "has_pangram")
		t.right = append(t.right, false)
	}
	if rare {
		t.header = append(slices.Clip(t.header), rareHeader...)
		t.right = append(t.right, true, true)
	}
	if frontier {
		t.header = append(slices.Clip(t.header), "ties")
		t.right = append(t.right, true)
	}
	for _, h := range t.header {
		t.widths = append(t.widths, len(h))
	}
	var w []int
	for i := range rows.Len() {
		r := rows.At(i)
		w = append(w[:0], numWidth(r.Rank), r.Letters.Len(), 1, numWidth(r.Score), numWidth(r.Words), numWidth(r.Pangrams))
		if hasPangram {
			w = append(w, len(yesNo(r.HasPangram)))
		}
		if rare {
			w = append(w, numWidth(r.Rare), numWidth(r.RarePoints))
		}
		if frontier {
			w = append(w, numWidth(r.Ties))
		}
		for j, x := range w {
			t.widths[j] = max(t.widths[j], x)
		}
	}
	return t
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

var (
	spaces = strings.Repeat(" ", maxPlainCell)
	dashes = strings.Repeat("-", maxPlainCell+1)
)

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

// plainLine appends a row of cells in plain columns two spaces apart,
// without the spaces that would end the line.
func (t *rowTable) plainLine(b []byte, cells [][]byte) []byte {
	for i, c := range cells {
		if i > 0 {
			b = append(b, "  "...)
		}
		b = t.cell(b, i, c)
	}
	return append(bytes.TrimRight(b, " "), '\n')
}

// rule appends a horizontal line of the text table with the corners and
// joints given.
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

// head appends the header of the table, and what separates it from the
// rows: in plain columns if plain is set.
func (t *rowTable) head(b []byte, plain, rows bool) []byte {
	header := make([][]byte, len(t.header))
	for i, h := range t.header {
		header[i] = []byte(h)
	}
	switch {
	case t.markdown:
		b = append(t.line(b, header), '|')
		for i, w := range t.widths {
			if t.right[i] {
				b = append(b, dashes[:w+1]+":|"...)
			} else {
				b = append(b, ":"+dashes[:w+1]+"|"...)
			}
		}
		return append(b, '\n')
	case plain:
		return t.plainLine(b, header)
	}
	b = t.line(t.rule(b, "┌", "┬", "┐"), header)
	if rows {
		b = t.rule(b, "├", "┼", "┤")
	}
	return b
}

// write writes the table of rows to w: Markdown, or for a terminal as
// fitTable would, in ruled lines if they fit the width of w, else in
// plain columns if those fit, else as records.
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

// cells sets the cells of a ranking's row r, held in buf.
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
	line := t.line
	if plain {
		line = t.plainLine
	}
	b := t.head(nil, plain, rows.Len() > 0)
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

// writeCSVRows writes the CSV rows of one section of list l as
// csv.Writer would, quoting what it quotes; through csv.Writer, --space
// all --top 1000000000 --format csv takes 1.72 times the processor time.
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

// placeholder stands for a table in the document that WriteRankingJSON
// encodes; no figure of a report is negative.
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
