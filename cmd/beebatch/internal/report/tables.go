package report

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"
)

// align says how the cells of a column line up: left, the zero value,
// or right.
type align bool

const (
	alignLeft  align = false
	alignRight align = true
)

// style is how a table is drawn: in ruled lines, in plain columns two
// spaces apart, or in Markdown.
type style int

const (
	ruled style = iota
	plain
	markdown
)

// tableWriter writes a table a line at a time, in columns whose widths
// are known before the first line, so that a table of millions of rows
// is written as it is read: the one writer of every table of the
// reports, in the bytes tablewriter wrote them before. It is not
// tablewriter's streaming mode, which takes about 40 µs a row: 5
// minutes for the 8 million rows of "rank --space all --top
// 1000000000 --format text".
//
// A cell of writeLine is one line of text; in text, a NoBreak in it is
// written as a space. (The cells of a table in memory may have spaces
// at either end, which are not written, and several lines: writeLines.)
type tableWriter struct {
	bw     *bufio.Writer
	style  style
	widths []int
	right  []align
	b      []byte
}

// newTableWriter returns a writer of a table to w in style, with
// columns of widths (in terminal columns) aligned as right says.
func newTableWriter(w io.Writer, st style, widths []int, right []align) *tableWriter {
	return &tableWriter{bw: bufio.NewWriterSize(w, 64<<10), style: st, widths: widths, right: right}
}

// head writes the header, and the rule under it if rows follow.
func (t *tableWriter) head(header []string, rows bool) {
	switch t.style {
	case ruled:
		t.rule("┌", "┬", "┐")
		writeLines(t, header)
		if rows {
			t.rule("├", "┼", "┤")
		}
	case markdown:
		writeLines(t, header)
		b := append(t.b[:0], '|')
		for i, w := range t.widths {
			if !t.right[i] {
				b = append(b, ':')
			}
			b = appendRepeat(b, "-", w+1)
			if t.right[i] {
				b = append(b, ':')
			}
			b = append(b, '|')
		}
		t.b = append(b, '\n')
		t.bw.Write(t.b)
	default:
		writeLines(t, header)
	}
}

// foot writes the footer, a last row set apart by a rule in ruled lines.
func (t *tableWriter) foot(footer []string) {
	if t.style == ruled {
		t.rule("├", "┼", "┤")
	}
	writeLines(t, footer)
}

// end writes what closes the table and flushes it.
func (t *tableWriter) end() error {
	if t.style == ruled {
		t.rule("└", "┴", "┘")
	}
	return t.bw.Flush()
}

// rule writes a horizontal line of a ruled table with the corners and
// joints given.
func (t *tableWriter) rule(left, joint, right string) {
	b := append(t.b[:0], left...)
	for i, w := range t.widths {
		if i > 0 {
			b = append(b, joint...)
		}
		b = appendRepeat(b, "─", w+2)
	}
	t.b = append(b, right+"\n"...)
	t.bw.Write(t.b)
}

// writeLine writes a row of cells, padded to their columns' widths as
// they align, framed as t's style frames them, with no space at the
// end of a line.
func writeLine[C string | []byte](t *tableWriter, cells []C) {
	sep, left, right := "  ", "", "\n"
	switch t.style {
	case ruled:
		sep, left, right = " │ ", "│ ", " │\n"
	case markdown:
		sep, left, right = " | ", "| ", " |\n"
	}
	b := append(t.b[:0], left...)
	for i, c := range cells {
		if i > 0 {
			b = append(b, sep...)
		}
		pad := t.widths[i] - cellWidth(c)
		if t.right[i] {
			b = appendRepeat(b, " ", pad)
		}
		b = append(b, c...)
		if !t.right[i] {
			b = appendRepeat(b, " ", pad)
		}
	}
	if t.style == plain {
		b = bytes.TrimRight(b, " ")
	}
	if t.style != markdown && bytes.Contains(b, noBreak) {
		b = bytes.ReplaceAll(b, noBreak, []byte(" "))
	}
	t.b = append(b, right...)
	t.bw.Write(t.b)
}

var noBreak = []byte(NoBreak)

// appendRepeat appends s n times (none if n <= 0).
func appendRepeat(b []byte, s string, n int) []byte {
	for range n {
		b = append(b, s...)
	}
	return b
}

// cellWidth returns the number of terminal columns that c takes.
func cellWidth[C string | []byte](c C) int {
	for i := 0; i < len(c); i++ {
		if c[i] >= 0x80 {
			return cells.StringWidth(string(c))
		}
	}
	return len(c)
}

// table is a table of text in memory: a header, rows and, if not nil, a
// footer, every row with a cell per column of the header.
type table struct {
	header []string
	align  []align
	rows   [][]string
	footer []string
	// title, if not nil, names a row in records (writeRecords); by
	// default a row is named by its first cell.
	title func(row []string) string
	// plain writes the table in plain columns even where ruled lines fit.
	plain bool
}

// cols adds a column to t for each name, aligned a.
func (t *table) cols(a align, names ...string) {
	for _, name := range names {
		t.header = append(t.header, name)
		t.align = append(t.align, a)
	}
}

// pick returns the columns cols of t, headed by header.
func (t *table) pick(header []string, cols ...int) table {
	out := table{header: header, plain: t.plain}
	for _, j := range cols {
		out.align = append(out.align, t.align[j])
	}
	for _, r := range t.rows {
		row := make([]string, len(cols))
		for i, j := range cols {
			row[i] = r[j]
		}
		out.rows = append(out.rows, row)
	}
	return out
}

// withFooter returns the rows of t and its footer, if any, as a last row.
func (t *table) withFooter() [][]string {
	if t.footer == nil {
		return t.rows
	}
	return append(t.rows[:len(t.rows):len(t.rows)], t.footer)
}

// widths returns the width of each column of t, at least least.
func (t *table) widths(least int) []int {
	w := make([]int, len(t.header))
	for _, row := range append([][]string{t.header}, t.withFooter()...) {
		for i, c := range row {
			for line := range strings.SplitSeq(strings.TrimSpace(c), "\n") {
				w[i] = max(w[i], least, cellWidth(line))
			}
		}
	}
	return w
}

// write writes t to w in style st, its widths widths, a row whose cells
// have several lines as as many lines.
func (t *table) write(w io.Writer, st style, widths []int) error {
	tw := newTableWriter(w, st, widths, t.align)
	tw.head(t.header, len(t.rows) > 0)
	for _, r := range t.rows {
		writeLines(tw, r)
	}
	if t.footer != nil {
		tw.foot(t.footer)
	}
	return tw.end()
}

// writeLines writes a row of cells without their spaces at either end,
// a cell that has several lines on as many: line i of each cell, or
// nothing where a cell has fewer.
func writeLines(t *tableWriter, row []string) {
	lines := make([][]string, len(row))
	n := 0
	for i, c := range row {
		lines[i] = strings.Split(strings.TrimSpace(c), "\n")
		n = max(n, len(lines[i]))
	}
	line := make([]string, len(row))
	for j := range n {
		for i := range row {
			line[i] = ""
			if j < len(lines[i]) {
				line[i] = lines[i][j]
			}
		}
		writeLine(t, line)
	}
}

// fitTable writes t to w in the columns that w has (Width): with ruled
// lines if it fits and t is not plain, else in plain columns if that
// fits, else as records (writeRecords).
func fitTable(w io.Writer, t table) error {
	widths := t.widths(0)
	if st, ok := fitStyle(Width(w), widths, t.plain); ok {
		return t.write(w, st, widths)
	}
	return writeRecords(w, t)
}

// fitStyle returns the style in which columns of widths fit in width
// terminal columns: ruled lines unless plainOnly is set, else plain
// columns, whose columns it widens to a character; false if neither
// fits.
func fitStyle(width int, widths []int, plainOnly bool) (style, bool) {
	total, n := 0, len(widths)
	for _, w := range widths {
		total += w
	}
	if !plainOnly && total+3*n+1 <= width {
		return ruled, true
	}
	total = 0
	for i, w := range widths {
		widths[i] = max(w, 1)
		total += widths[i]
	}
	return plain, total+2*(n-1) <= width
}

// writeRecords writes each row of t, and the footer, as a record: its
// title, then a line "  header  value" for each other cell, wrapped to
// the width of w; a blank line between two.
func writeRecords(w io.Writer, t table) error {
	title := t.title
	if title == nil {
		title = func(row []string) string { return row[0] }
	}
	keyW := 0
	for _, h := range t.header {
		keyW = max(keyW, cells.StringWidth(h))
	}
	indent := strings.Repeat(" ", 2+keyW+2)
	var b strings.Builder
	for i, row := range t.withFooter() {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(Wrap(title(row), Width(w), "", "  "))
		for j, cell := range row {
			if t.title == nil && j == 0 || cell == "" {
				continue
			}
			key := t.header[j]
			first := fmt.Sprintf("  %s%s  ", key, strings.Repeat(" ", keyW-cells.StringWidth(key)))
			b.WriteString(Wrap(cell, Width(w), first, indent))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeMarkdownTable writes t as a Markdown table, its footer a last
// row, every cell escaped: the one way the reports write Markdown
// tables.
func writeMarkdownTable(w io.Writer, t table) error {
	esc := func(cells []string) []string {
		out := make([]string, len(cells))
		for i, c := range cells {
			out[i] = escape(c)
		}
		return out
	}
	e := table{header: esc(t.header), align: t.align}
	for _, r := range t.withFooter() {
		e.rows = append(e.rows, esc(r))
	}
	return e.write(w, markdown, e.widths(1))
}

// numbersAlign aligns n columns of numbers: right.
func numbersAlign(n int) []align { return slices.Repeat([]align{alignRight}, n) }

// escape makes s safe in a Markdown table cell, a heading or a line.
func escape(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

// capitalize returns s with its first letter in upper case.
func capitalize(s string) string { return strings.ToUpper(s[:1]) + s[1:] }
