package report

import (
	"encoding/csv"
	"io"
	"strings"
)

// doc is a report described once for text and Markdown: a list of
// blocks, each with its text and its Markdown form (either may be
// empty). Text puts the blocks one under the other, a blank line before
// a block with gap; Markdown puts a blank line between any two parts.
// As with fmt.Fprintf, write errors are left to the writer to keep
// (ErrWriter, atomicfile); a table's errors are returned.
type doc []block

// block is a part of a doc: text lines and a table for a terminal, and a
// Markdown paragraph and a table.
type block struct {
	gap bool   // text: a blank line before
	txt string // text, each line ending in a newline
	md  string // Markdown, each line ending in a newline
	// tt is the table of text after txt; mt the Markdown table after md,
	// its footer a last row.
	tt, mt *table
	// rows, if not nil, writes rows after the tables: Markdown if
	// markdown is set.
	rows func(w io.Writer, markdown bool) error
}

// writeAs writes a report in format, one of Formats: the doc that d
// returns as text or Markdown, v as JSON, or the CSV records of records.
func writeAs(w io.Writer, format string, d func() doc, v any, records func() [][]string) error {
	switch format {
	case "text":
		return d().writeText(w)
	case "md":
		return d().writeMarkdown(w)
	case "json":
		return WriteJSON(w, v)
	case "csv":
		return csv.NewWriter(w).WriteAll(records())
	}
	return unknownFormat(format)
}

// join returns out and the doc of each item, a blank line between two.
func join[T any](out doc, items []T, d func(*T) doc) doc {
	for i := range items {
		di := d(&items[i])
		di[0].gap = len(out) > 0
		out = append(out, di...)
	}
	return out
}

// oneOrMany returns the one item for JSON, or all of them as an array.
func oneOrMany[T any](items []T) any {
	if len(items) == 1 {
		return items[0]
	}
	return orEmpty(items)
}

func (d doc) writeText(w io.Writer) error {
	for _, b := range d {
		if b.gap && (b.txt != "" || b.tt != nil || b.rows != nil) {
			io.WriteString(w, "\n")
		}
		io.WriteString(w, b.txt)
		if b.tt != nil {
			if err := fitTable(w, *b.tt); err != nil {
				return err
			}
		}
		if b.rows != nil {
			if err := b.rows(w, false); err != nil {
				return err
			}
		}
	}
	return nil
}

func (d doc) writeMarkdown(w io.Writer) error {
	first := true
	sep := func() {
		if !first {
			io.WriteString(w, "\n")
		}
		first = false
	}
	for _, b := range d {
		if b.md != "" {
			sep()
			io.WriteString(w, b.md)
		}
		if t := b.mt; t != nil {
			sep()
			if err := writeMarkdownTable(w, *t); err != nil {
				return err
			}
		}
		if b.rows != nil {
			sep()
			if err := b.rows(w, true); err != nil {
				return err
			}
		}
	}
	return nil
}

// sentence returns s as a Markdown sentence: capitalized, with a full
// stop and a newline.
func sentence(s string) string { return capitalize(s) + ".\n" }

// lines returns each item on a line of its own after prefix; "" for
// none. lines(items, "- ") is a Markdown list.
func lines(items []string, prefix string) string {
	var b strings.Builder
	for _, it := range items {
		b.WriteString(prefix + it + "\n")
	}
	return b.String()
}

// wrapped returns each text filled to width, continuation lines
// indented by two spaces.
func wrapped(width int, texts ...string) string { return wrapIn(width, "", texts...) }

// wrapIn is wrapped with every line indented by indent more.
func wrapIn(width int, indent string, texts ...string) string {
	var b strings.Builder
	for _, l := range texts {
		b.WriteString(Wrap(l, width, indent, indent+"  "))
	}
	return b.String()
}
