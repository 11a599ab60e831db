package report

import (
	"io"
	"slices"

	"github.com/olekukonko/tablewriter/tw"
)

// writeMarkdownFast writes the Markdown table of header and rows, their
// cells escaped, as tablewriter's Markdown renderer does, if it can: when
// every column is aligned left or right, every row has a cell per column
// and every cell is plain (plainCell). It reports whether it did; what it
// buys is in docs/performance.md.
func writeMarkdownFast(w io.Writer, header []string, align tw.Alignment, rows [][]string) (bool, error) {
	if len(header) == 0 || len(align) != len(header) {
		return false, nil
	}
	t := &rowTable{header: header, right: make([]bool, len(header)), widths: make([]int, len(header)), markdown: true}
	for i, a := range align {
		if a != tw.AlignLeft && a != tw.AlignRight || !plainCell(header[i]) {
			return false, nil
		}
		t.right[i], t.widths[i] = a == tw.AlignRight, len(header[i])
	}
	for _, r := range rows {
		if len(r) != len(header) {
			return false, nil
		}
		for i, c := range r {
			if !plainCell(c) {
				return false, nil
			}
			t.widths[i] = max(t.widths[i], len(c))
		}
	}
	if slices.Contains(t.widths, 0) {
		return false, nil // tablewriter writes an empty column otherwise
	}
	b := t.head(nil, false, len(rows) > 0)
	cells := make([][]byte, len(header))
	for _, r := range rows {
		for i, c := range r {
			cells[i] = []byte(c)
		}
		b = t.line(b, cells, false)
	}
	_, err := w.Write(b)
	return true, err
}

// maxPlainCell is the longest cell that rowTable writes.
const maxPlainCell = 64

// plainCell reports whether s is a cell whose Markdown tablewriter writes
// as is, one column a byte: printable ASCII, with no space at either end
// and no two spaces in a row, at most maxPlainCell bytes.
func plainCell(s string) bool {
	if len(s) > maxPlainCell {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < ' ' || c > '~' {
			return false
		}
		if c == ' ' && (i == 0 || i == len(s)-1 || s[i-1] == ' ') {
			return false
		}
	}
	return true
}
