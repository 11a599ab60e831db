package report

import (
	"io"
	"strings"

	"github.com/mattn/go-runewidth"
)

// DefaultWidth is the number of columns that text reports fit in unless
// they are told otherwise: that of a classic terminal, and what a report
// piped to a file or another program gets.
const DefaultWidth = 80

// Columns is a writer of text for a screen N columns wide, such as a
// terminal wider than DefaultWidth: the text writers of this package fit
// every line they write to it in N columns (Width). Markdown, CSV and
// JSON are written as they are.
type Columns struct {
	io.Writer
	N int
}

// Width returns the number of columns that text written to w may take:
// N for a Columns, or *Columns, with N > 0, else DefaultWidth.
func Width(w io.Writer) int {
	switch c := w.(type) {
	case Columns:
		if c.N > 0 {
			return c.N
		}
	case *Columns:
		if c.N > 0 {
			return c.N
		}
	}
	return DefaultWidth
}

// cells measures text in terminal columns: a rune of an East Asian wide
// script takes two, whatever the locale says of ambiguous ones.
var cells = &runewidth.Condition{EastAsianWidth: false}

// TextWidth returns the number of terminal columns that the widest line
// of s takes.
func TextWidth(s string) int {
	widest := 0
	for line := range strings.Lines(s) {
		widest = max(widest, cells.StringWidth(strings.TrimRight(line, "\n")))
	}
	return widest
}

// NoBreak is a no-break space: Wrap does not break a line at it, and
// writes it as a space. It keeps a number with what it counts, as in
// "172,820" + NoBreak + "lines".
const NoBreak = "\u00a0"

// Wrap fills text into lines of at most width columns, breaking it at
// spaces (but not at NoBreak): the first line starts with first and every
// other with rest, such as an indent. A word too long for a line of its
// own is broken where the line ends, so that no line is wider than width
// (if first and rest leave room for one column). Each line ends in a
// newline.
func Wrap(text string, width int, first, rest string) string {
	var b strings.Builder
	line, lineW := first, cells.StringWidth(first)
	empty := true // line holds no word yet
	flush := func() {
		b.WriteString(strings.ReplaceAll(strings.TrimRight(line, " "), NoBreak, " "))
		b.WriteByte('\n')
		line, lineW, empty = rest, cells.StringWidth(rest), true
	}
	words := strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == '\n' || r == '\t' })
	for _, word := range words {
		w := cells.StringWidth(word)
		if !empty && lineW+1+w > width {
			flush()
		}
		if !empty {
			line += " "
			lineW++
		}
		for lineW+w > width && lineW < width {
			// Too long for any line: as much of it as fits, then the rest.
			head := cells.Truncate(word, width-lineW, "")
			if head == "" {
				break
			}
			if i := strings.LastIndexByte(head, '/'); i > 0 {
				head = head[:i+1] // a path breaks after a directory
			}
			line += head
			word = strings.TrimPrefix(word, head)
			w = cells.StringWidth(word)
			flush()
		}
		line += word
		lineW += w
		empty = false
	}
	if !empty || b.Len() == 0 {
		flush()
	}
	return b.String()
}

// wrapTo writes text to w filled to the width of w, as Wrap does with
// continuation lines indented by two spaces.
func wrapTo(w io.Writer, text string) {
	io.WriteString(w, Wrap(text, Width(w), "", "  "))
}

// wrapIndented writes text to w filled to the width of w, as Wrap does,
// indented by two spaces and its continuation lines by four.
func wrapIndented(w io.Writer, text string) {
	io.WriteString(w, Wrap(text, Width(w), "  ", "    "))
}

// glue joins the words of s with NoBreak, so that Wrap keeps them on one
// line.
func glue(s string) string { return strings.ReplaceAll(s, " ", NoBreak) }

// GlueItems joins the words of each item of s, a list whose items are
// separated by ", " or "; ", with NoBreak, so that Wrap breaks it only
// between two items.
func GlueItems(s string) string {
	var b strings.Builder
	for part := range strings.SplitSeq(s, "; ") {
		if b.Len() > 0 {
			b.WriteString("; ")
		}
		items := strings.Split(part, ", ")
		for i, it := range items {
			items[i] = glue(it)
		}
		b.WriteString(strings.Join(items, ", "))
	}
	return b.String()
}
