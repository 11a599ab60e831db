package report

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Visible returns s with every character that a terminal would act on,
// or that would hide or reorder text, written as a Go escape: the control
// characters (\n, \t, \x1b and the rest), DEL (\x7f), the C1 controls
// (\u009b), Unicode's bidirectional controls (\u202e) and bytes that are
// not UTF-8 (\xff). Text reports and messages show paths and other text
// from outside through it, so that a file name cannot move the cursor,
// change colors, rewrite a line or forge another. Other text, a backslash
// included, is left as it is.
func Visible(s string) string { return visible(s, false) }

// VisibleLines is Visible for text of several lines, whose newlines it
// keeps.
func VisibleLines(s string) string { return visible(s, true) }

func visible(s string, lines bool) string {
	if !needsEscape(s, lines) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r == '\n' && lines:
			b.WriteByte('\n')
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		case hidden(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// needsEscape reports whether visible changes s.
func needsEscape(s string, lines bool) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c < 0x20 && !(c == '\n' && lines) || c == 0x7f {
				return true
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 || hidden(r) {
			return true
		}
		i += size
	}
	return false
}

// hidden reports whether r, not ASCII, acts on a terminal or on the order
// in which text shows: a C1 control or a bidirectional control.
func hidden(r rune) bool {
	return 0x80 <= r && r < 0xa0 || unicode.Is(unicode.Bidi_Control, r)
}

// mdText returns s as Markdown text that shows s as it is, in a line, a
// heading or a table cell: Visible, with the characters that Markdown
// acts on within a line escaped with a backslash (\ ` * _ [ ] ~), and
// those that HTML acts on as entities (< > &), so that a path such as
// "<img src=x onerror=...>" stays text. An underscore between two
// letters or digits is left as it is, since CommonMark never reads one
// there as emphasis, so that count_1w_100k.txt reads as itself in the
// Markdown source too. A table cell escapes its pipes itself (escape);
// elsewhere write escape(mdText(s)).
func mdText(s string) string {
	parts := strings.Split(Visible(s), "_")
	for i, p := range parts {
		parts[i] = mdReplacer.Replace(p)
	}
	var b strings.Builder
	for i, p := range parts {
		if i > 0 {
			if intraword(parts[i-1], p) {
				b.WriteByte('_')
			} else {
				b.WriteString(`\_`)
			}
		}
		b.WriteString(p)
	}
	return b.String()
}

// intraword reports whether an underscore between before and after, as
// mdText escapes them, has an ASCII letter or digit on each side.
func intraword(before, after string) bool {
	return before != "" && after != "" && alnum(before[len(before)-1]) && alnum(after[0])
}

// alnum reports whether c is an ASCII letter or digit.
func alnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

var mdReplacer = strings.NewReplacer(
	`\`, `\\`, "`", "\\`", "*", `\*`, "[", `\[`, "]", `\]`, "~", `\~`,
	"<", "&lt;", ">", "&gt;", "&", "&amp;",
)
