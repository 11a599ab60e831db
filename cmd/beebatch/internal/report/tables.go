package report

import (
	"io"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/renderer"
	"github.com/olekukonko/tablewriter/tw"
)

// textTable returns a tablewriter table in beebatch's text style, with
// the given column alignment, and cells that it does not wrap.
func textTable(w io.Writer, align tw.Alignment) *tablewriter.Table {
	return tablewriter.NewTable(w,
		tablewriter.WithAlignment(align),
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithRowAutoWrap(tw.WrapNone),
		tablewriter.WithRenderer(renderer.NewBlueprint(tw.Rendition{Symbols: tw.NewSymbols(tw.StyleLight)})),
	)
}

// plainTable returns a tablewriter table of aligned columns two spaces
// apart, without rules or padding at the ends of lines, easy to paste
// anywhere.
func plainTable(w io.Writer, align tw.Alignment) *tablewriter.Table {
	return tablewriter.NewTable(&trimRight{w: w},
		tablewriter.WithAlignment(align),
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithPadding(tw.PaddingNone),
		tablewriter.WithRenderer(renderer.NewBlueprint(tw.Rendition{
			Borders: tw.BorderNone,
			Symbols: tw.NewSymbolCustom("plain").WithColumn("  "),
			Settings: tw.Settings{
				Separators: tw.Separators{BetweenColumns: tw.On},
				Lines:      tw.LinesNone,
			},
		})),
	)
}

// markdownTable returns a tablewriter table that writes Markdown. Its
// cells must be escaped (escape); writeMarkdownTable does that.
func markdownTable(w io.Writer, align tw.Alignment) *tablewriter.Table {
	return tablewriter.NewTable(w,
		tablewriter.WithAlignment(align),
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithRowAutoWrap(tw.WrapNone),
		tablewriter.WithRenderer(renderer.NewMarkdown()),
	)
}

// writeTable renders a table of header and rows with t.
func writeTable(t *tablewriter.Table, header []string, rows [][]string) error {
	t.Header(header)
	if err := t.Bulk(rows); err != nil {
		return err
	}
	return t.Render()
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
	return writeTable(markdownTable(w, align), esc(header), escaped)
}

// numbersAlign aligns n columns of numbers: right.
func numbersAlign(n int) tw.Alignment {
	a := make(tw.Alignment, n)
	for i := range a {
		a[i] = tw.AlignRight
	}
	return a
}

// escape makes s safe in a Markdown table cell, a heading or a line.
func escape(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

// capitalize returns s with its first letter in upper case.
func capitalize(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// trimRight writes what it is given to w without the spaces at the ends
// of lines, which tablewriter pads a left-aligned last column with.
type trimRight struct {
	w      io.Writer
	spaces int // spaces held back: they end a line, or more follows
}

// Write writes p, holding back trailing spaces until it knows whether
// the line goes on.
func (t *trimRight) Write(p []byte) (int, error) {
	out := make([]byte, 0, len(p)+t.spaces)
	for _, c := range p {
		switch c {
		case ' ':
			t.spaces++
			continue
		case '\n':
			t.spaces = 0
		}
		for ; t.spaces > 0; t.spaces-- {
			out = append(out, ' ')
		}
		out = append(out, c)
	}
	if _, err := t.w.Write(out); err != nil {
		return 0, err
	}
	return len(p), nil
}
