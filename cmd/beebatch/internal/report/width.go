package report

import (
	"io"
	"strings"

	"github.com/mattn/go-runewidth"
)

// DefaultWidth is the number of columns that text reports fit in unless
// told otherwise, as on a classic terminal or in a file.
const DefaultWidth = 80

// Columns is a writer of text for a screen N columns wide: the text
// writers of this package fit every line they write to it in N columns.
type Columns struct {
	io.Writer
	N int
}

// Width returns the number of columns that text written to w may take:
// N for a Columns, or *Columns, with N > 0, else DefaultWidth.
func Width(w io.Writer) int {
	if c, ok := w.(*Columns); ok {
		w = *c
	}
	if c, ok := w.(Columns); ok && c.N > 0 {
		return c.N
	}
	return DefaultWidth
}

// cells measures text in terminal columns, whatever the locale.
var cells = &runewidth.Condition{EastAsianWidth: false}

// NoBreak is a no-break space: Wrap does not break a line at it, and
// writes it as a space.
const NoBreak = "\u00a0"

// Wrap fills text into lines of at most width columns, breaking it at
// spaces (not at NoBreak), and a word too long for a line where the line
// ends: the first line starts with first and every other with rest. Each
// line ends in a newline.
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

// glue joins the words of s with NoBreak.
func glue(s string) string { return strings.ReplaceAll(s, " ", NoBreak) }

// GlueItems glues the words of each item of s, a list separated by ", "
// or "; ", so that Wrap breaks it only between two items.
func GlueItems(s string) string { return itemGlue.Replace(s) }

var itemGlue = strings.NewReplacer(", ", ", ", "; ", "; ", " ", NoBreak)
