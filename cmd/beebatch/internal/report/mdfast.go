package report

import (
	"bufio"
	"io"

	"github.com/olekukonko/tablewriter/tw"
)

// writeMarkdownFast writes the Markdown table of header and rows, their
// cells escaped, as tablewriter's Markdown renderer does, if it can: when
// every column is aligned left or right, every row has a cell per column
// and every cell is plain (plainCell), whose width is its length. It
// reports whether it did. tablewriter builds a table of several hundred
// kilobytes before it writes a byte (an LRU cache of 10,240 entries
// each), which a report of a dozen small tables paid in page faults:
// without it, rank --top 100 --out DIR enable1 takes 1.17 times the
// processor time and 4 MiB more (scripts/bench, 31 runs, November 2026).
func writeMarkdownFast(w io.Writer, header []string, align tw.Alignment, rows [][]string) (bool, error) {
	if len(header) == 0 || len(align) != len(header) {
		return false, nil
	}
	widths := make([]int, len(header))
	for i, a := range align {
		if a != tw.AlignLeft && a != tw.AlignRight {
			return false, nil
		}
		if !plainCell(header[i]) {
			return false, nil
		}
		widths[i] = len(header[i])
	}
	for _, r := range rows {
		if len(r) != len(header) {
			return false, nil
		}
		for i, c := range r {
			if !plainCell(c) {
				return false, nil
			}
			widths[i] = max(widths[i], len(c))
		}
	}
	for _, wd := range widths {
		if wd < minMarkdownWidth {
			return false, nil
		}
	}
	bw := bufio.NewWriter(w)
	line := func(cells []string) {
		bw.WriteString("|")
		for i, c := range cells {
			bw.WriteByte(' ')
			pad := widths[i] - len(c)
			if align[i] == tw.AlignRight {
				bw.WriteString(spaces[:pad])
			}
			bw.WriteString(c)
			if align[i] == tw.AlignLeft {
				bw.WriteString(spaces[:pad])
			}
			bw.WriteString(" |")
		}
		bw.WriteByte('\n')
	}
	line(header)
	bw.WriteByte('|')
	for i, wd := range widths {
		if align[i] == tw.AlignRight {
			bw.WriteString(dashes[:wd+1] + ":|")
		} else {
			bw.WriteString(":" + dashes[:wd+1] + "|")
		}
	}
	bw.WriteByte('\n')
	for _, r := range rows {
		line(r)
	}
	return true, bw.Flush()
}

// minMarkdownWidth is the narrowest column that writeMarkdownFast writes.
const minMarkdownWidth = 1

// maxPlainCell is the longest cell that writeMarkdownFast writes: as long
// as spaces, which pads cells, and dashes.
const maxPlainCell = 64

var dashes = "----------------------------------------------------------------------"

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
