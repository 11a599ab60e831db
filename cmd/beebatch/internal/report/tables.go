package report

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/renderer"
	"github.com/olekukonko/tablewriter/tw"
)

// ruledStyle, plainStyle and markdownStyle are the tablewriter styles of
// the tables: ruled lines, aligned columns two spaces apart, Markdown.
func ruledStyle() []tablewriter.Option {
	return []tablewriter.Option{tablewriter.WithRowAutoWrap(tw.WrapNone),
		tablewriter.WithRenderer(renderer.NewBlueprint(tw.Rendition{Symbols: tw.NewSymbols(tw.StyleLight)}))}
}

func plainStyle() []tablewriter.Option {
	return []tablewriter.Option{tablewriter.WithPadding(tw.PaddingNone),
		tablewriter.WithRenderer(renderer.NewBlueprint(tw.Rendition{
			Borders:  tw.BorderNone,
			Symbols:  tw.NewSymbolCustom("plain").WithColumn("  "),
			Settings: tw.Settings{Separators: tw.Separators{BetweenColumns: tw.On}, Lines: tw.LinesNone},
		}))}
}

func markdownStyle() []tablewriter.Option {
	return []tablewriter.Option{tablewriter.WithRowAutoWrap(tw.WrapNone), tablewriter.WithRenderer(renderer.NewMarkdown())}
}

// render writes a table of header, rows and footer (if not nil) to w with
// tablewriter in style, with headers as they are.
func render(w io.Writer, style []tablewriter.Option, align tw.Alignment, header []string, rows [][]string, footer []string) error {
	t := tablewriter.NewTable(w, append([]tablewriter.Option{tablewriter.WithAlignment(align), tablewriter.WithHeaderAutoFormat(tw.Off)}, style...)...)
	t.Header(header)
	if err := t.Bulk(rows); err != nil {
		return err
	}
	if footer != nil {
		t.Footer(footer)
	}
	return t.Render()
}

// table is a table of text for a terminal: a header, rows and, if not
// nil, a footer, every row with a cell per column of the header.
type table struct {
	header []string
	align  tw.Alignment
	rows   [][]string
	footer []string
	// title, if not nil, names a row in records (writeRecords); by
	// default a row is named by its first cell.
	title func(row []string) string
	// plain writes the table in plain columns even where ruled lines fit.
	plain bool
}

// cols adds a column to t for each name, aligned a.
func (t *table) cols(a tw.Align, names ...string) {
	for _, name := range names {
		t.header = append(t.header, name)
		t.align = append(t.align, a)
	}
}

// pick returns the columns cols of t, headed by header.
func (t *table) pick(header []string, cols ...int) table {
	out := table{header: header}
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

// fitTable writes t to w in the columns that w has (Width): with ruled
// lines if it fits and t is not plain, else in plain columns if that
// fits, else as records (writeRecords).
func fitTable(w io.Writer, t table) error {
	width := Width(w)
	styles := [][]tablewriter.Option{ruledStyle(), plainStyle()}
	if t.plain {
		styles = styles[1:]
	}
	for _, style := range styles {
		var buf bytes.Buffer
		if err := render(&buf, style, t.align, t.header, t.rows, t.footer); err != nil {
			return err
		}
		if TextWidth(buf.String()) <= width {
			// No padding at the end of a line; NoBreak is a space here.
			var b strings.Builder
			for line := range strings.Lines(buf.String()) {
				b.WriteString(strings.ReplaceAll(strings.TrimRight(line, " \n"), NoBreak, " ") + "\n")
			}
			_, err := io.WriteString(w, b.String())
			return err
		}
	}
	return writeRecords(w, t)
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

// writeMarkdownTable writes a Markdown table of header and rows, every
// cell escaped: the one way the reports write Markdown tables.
func writeMarkdownTable(w io.Writer, header []string, align tw.Alignment, rows [][]string) error {
	esc := func(cells []string) []string {
		out := make([]string, len(cells))
		for i, c := range cells {
			out[i] = escape(c)
		}
		return out
	}
	escaped := make([][]string, len(rows))
	for i, r := range rows {
		escaped[i] = esc(r)
	}
	if ok, err := writeMarkdownFast(w, esc(header), align, escaped); ok {
		return err
	}
	return render(w, markdownStyle(), align, esc(header), escaped, nil)
}

// numbersAlign aligns n columns of numbers: right.
func numbersAlign(n int) tw.Alignment {
	return slices.Repeat(tw.Alignment{tw.AlignRight}, n)
}

// escape makes s safe in a Markdown table cell, a heading or a line.
func escape(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

// capitalize returns s with its first letter in upper case.
func capitalize(s string) string { return strings.ToUpper(s[:1]) + s[1:] }
