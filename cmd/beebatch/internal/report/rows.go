package report

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"io"
	"slices"
	"strconv"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/measure"
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

// appendLetters appends the letters of s in upper case, as a.Format
// does.
func appendLetters(b []byte, a bitset.Alphabet, s bitset.Set) []byte {
	if !a.IsLatin() {
		return append(b, a.Format(s)...)
	}
	for x := s; x != 0; x &= x - 1 {
		b = append(b, 'A'+byte(x.Lowest().Index()))
	}
	return b
}

// rowTable is the table of a ranking's rows, written a row at a time
// (tableWriter), its columns' widths found from the largest figures
// first.
type rowTable struct {
	header   []string
	right    []align
	widths   []int
	markdown bool
	rankCols
}

// rankCols say which columns a ranking's rows have after the first six:
// has_pangram, the measures of extra (List.Columns) and the ties.
type rankCols struct {
	hasPangram bool
	extra      []measure.ID
	ties       bool
	alphabet   bitset.Alphabet // of the letters
}

// newRowTable returns the table of rows with the columns of c, as a
// Pareto frontier if c.ties is set: "#" for rank; in Markdown if
// markdown is set.
func newRowTable(rows Rows, c rankCols, markdown bool) *rowTable {
	t := &rowTable{header: c.names(false), markdown: markdown, rankCols: c}
	if c.ties {
		t.header[0] = "#"
	}
	for _, h := range t.header {
		t.right = append(t.right, align(h != "letters" && h != "center" && h != "has_pangram"))
		t.widths = append(t.widths, len(h))
	}
	if rows.Len() > 0 {
		var buf cellBuf
		for j, cell := range c.cells(&buf, widest(rows), false) {
			t.widths[j] = max(t.widths[j], cellWidth(cell))
		}
	}
	return t
}

// widest returns a row of the largest figures of rows, the most letters
// and a pangram if any has one ("yes" is wider than "no"): no figure
// being negative and every letter one column wide, each of its cells is
// as wide as the widest of its column.
func widest(rows Rows) search.Result {
	w := rows.At(0)
	for i := range rows.Len() {
		r := rows.At(i)
		w.Rank, w.Score, w.Words = max(w.Rank, r.Rank), max(w.Score, r.Score), max(w.Words, r.Words)
		w.Pangrams, w.Ties = max(w.Pangrams, r.Pangrams), max(w.Ties, r.Ties)
		for m, v := range r.Values {
			w.Values[m] = max(w.Values[m], v)
		}
		if r.Letters.Len() > w.Letters.Len() {
			w.Letters = r.Letters
		}
		w.HasPangram = w.HasPangram || r.HasPangram
	}
	return w
}

// write writes the table of rows to w: Markdown, or as fitTable would,
// in ruled lines if they fit the width of w, else in plain columns if
// those fit, else as records.
func (t *rowTable) write(w io.Writer, rows Rows) error {
	st, ok := markdown, true
	if !t.markdown {
		st, ok = fitStyle(Width(w), t.widths, false)
	}
	if !ok {
		return t.writeRecords(w, rows)
	}
	tw := newTableWriter(w, st, t.widths, t.right)
	tw.head(t.header, rows.Len() > 0)
	var buf cellBuf
	for i := range rows.Len() {
		writeLine(tw, t.cells(&buf, rows.At(i), false))
	}
	return tw.end()
}

// writeRecords writes rows as writeRecords does, a few thousand at a
// time.
func (t *rowTable) writeRecords(w io.Writer, rows Rows) error {
	const chunk = 4096
	var buf cellBuf
	for start := 0; start < rows.Len(); start += chunk {
		if start > 0 {
			if _, err := io.WriteString(w, "\n"); err != nil {
				return err
			}
		}
		var text [][]string
		for i := start; i < min(start+chunk, rows.Len()); i++ {
			row := make([]string, 0, len(t.header))
			for _, c := range t.cells(&buf, rows.At(i), false) {
				row = append(row, string(c))
			}
			text = append(text, row)
		}
		if err := writeRecords(w, table{header: t.header, rows: text}); err != nil {
			return err
		}
	}
	return nil
}

// names returns the names of the cells of c, raw or not (cells).
func (c rankCols) names(raw bool) []string {
	names := slices.Clone(rankHeader)
	if raw || c.hasPangram {
		names = append(names, "has_pangram")
	}
	for _, m := range c.extra {
		names = append(names, measure.Table[m].Column)
	}
	if c.ties {
		names = append(names, "ties")
	}
	return names
}

// cellBuf holds the cells of a ranking's row.
type cellBuf struct {
	cells [][]byte
	bytes [][24]byte
}

// cells returns the cells of a ranking's row r, held in buf: for people
// (Num, yes or no) or, if raw, as CSV and JSON write them.
func (c rankCols) cells(buf *cellBuf, r search.Result, raw bool) [][]byte {
	if n := 8 + len(c.extra); len(buf.bytes) < n {
		buf.bytes = make([][24]byte, n)
	}
	b := buf.bytes
	num := func(i, n int) []byte {
		if raw {
			return strconv.AppendInt(b[i][:0], int64(n), 10)
		}
		return appendNum(b[i][:0], n)
	}
	cells := append(buf.cells[:0], num(0, r.Rank), appendLetters(b[1][:0], c.alphabet, r.Letters), appendLetters(b[2][:0], c.alphabet, r.Center),
		num(3, r.Score), num(4, r.Words), num(5, r.Pangrams))
	switch {
	case raw:
		cells = append(cells, strconv.AppendBool(b[6][:0], r.HasPangram))
	case c.hasPangram:
		cells = append(cells, append(b[6][:0], yesNo(r.HasPangram)...))
	}
	for i, m := range c.extra {
		if measure.Table[m].Decimals > 0 {
			cells = append(cells, measure.AppendValue(b[8+i][:0], m, r.Values[m]))
			continue
		}
		cells = append(cells, num(8+i, int(r.Values[m])))
	}
	if c.ties {
		cells = append(cells, num(7, r.Ties))
	}
	buf.cells = cells
	return cells
}

// writeCSVRows writes the CSV rows of one section of list l as
// csv.Writer would, quoting what it quotes: with a column of ties if ties
// is set, empty but in section pareto.
func writeCSVRows(bw *bufio.Writer, l *List, section string, rows Rows, ties bool) {
	record := func(fields ...string) []byte {
		var b bytes.Buffer
		cw := csv.NewWriter(&b)
		cw.Write(fields)
		cw.Flush()
		return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
	}
	prefix := record(l.Name, l.Variant, section)
	suffix := record("", l.Space, l.Filter, strconv.Itoa(l.Honeycombs), strconv.Itoa(l.Passed))
	var b []byte
	for i := range size(rows) {
		r := rows.At(i)
		b = strconv.AppendInt(append(append(b[:0], prefix...), ','), int64(r.Rank), 10)
		b = appendLetters(append(b, ','), l.Alphabet, r.Letters)
		b = appendLetters(append(b, ','), l.Alphabet, r.Center)
		b = appendLetters(append(appendLetters(append(b, ','), l.Alphabet, r.Letters), ':'), l.Alphabet, r.Center) // the board
		for _, n := range [...]int{r.Score, r.Words, r.Pangrams} {
			b = strconv.AppendInt(append(b, ','), int64(n), 10)
		}
		b = append(strconv.AppendBool(append(b, ','), r.HasPangram), suffix...)
		for _, m := range l.Columns {
			b = measure.AppendValue(append(b, ','), m, r.Values[m])
		}
		if ties {
			b = append(b, ',')
			if section == "pareto" {
				b = strconv.AppendInt(b, int64(r.Ties), 10)
			}
		}
		bw.Write(append(b, '\n'))
	}
}

// WriteRankingJSON writes r as WriteJSON does, each row as it reads it,
// not a document of gigabytes for millions of rows (docs/performance.md):
// it encodes r with each table replaced by a placeholder, and writes the
// rows where each placeholder stands, indented as the encoder would.
func WriteRankingJSON(w io.Writer, r *Report) error {
	type table struct {
		rows Rows
		cols rankCols
	}
	var tables []table
	skeleton := *r
	skeleton.Lists = slices.Clone(r.Lists)
	for i := range skeleton.Lists {
		l := &skeleton.Lists[i]
		for _, t := range []*Rows{&l.Top, &l.Bottom, &l.Pareto} {
			if t != &l.Pareto || *t != nil {
				tables = append(tables, table{*t, rankCols{extra: l.Columns, ties: t == &l.Pareto, alphabet: l.Alphabet}})
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
			writeJSONRows(bw, indent+"  ", t.rows, t.cols)
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
// indents it at indent, separated by ",\n", with the columns of c.
func writeJSONRows(bw *bufio.Writer, indent string, rows Rows, c rankCols) {
	keys := c.names(true)
	for i, k := range keys {
		keys[i] = indent + `  "` + k + `": `
	}
	var b []byte
	var buf cellBuf
	for i := range rows.Len() {
		b = b[:0]
		if i > 0 {
			b = append(b, ",\n"...)
		}
		b = append(b, indent+"{"...)
		for j, cell := range c.cells(&buf, rows.At(i), true) {
			if j > 0 {
				b = append(b, ',')
			}
			b = append(append(b, '\n'), keys[j]...)
			if j == 1 || j == 2 { // letters and center
				b = append(append(append(b, '"'), cell...), '"')
			} else {
				b = append(b, cell...)
			}
		}
		b = append(b, "\n"+indent+"}"...)
		bw.Write(b)
	}
}
