package report

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Visible returns s with every character that a terminal would act on,
// or that would hide or reorder text, written as a Go escape: control
// characters (\n, \x1b), DEL, C1 controls (\u009b), bidirectional
// controls (\u202e) and bytes that are not UTF-8 (\xff), so that text
// from outside, such as a file name, cannot act on a terminal.
func Visible(s string) string { return visible(s, false) }

// VisibleLines is Visible keeping newlines.
func VisibleLines(s string) string { return visible(s, true) }

func visible(s string, lines bool) string {
	var b strings.Builder
	for i, r := range s {
		switch {
		case r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD"):
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
		case 0x80 <= r && r < 0xa0 || unicode.Is(unicode.Bidi_Control, r): // a C1 or bidirectional control
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// mdText returns s as Markdown text that shows s as it is: Visible, with
// \ ` * _ [ ] ~ escaped with a backslash and < > & as entities, but an
// underscore between two letters or digits left as it is (CommonMark
// never reads one there as emphasis). Pipes are escape's.
func mdText(s string) string {
	var b strings.Builder
	prev := ""
	for i, p := range strings.Split(Visible(s), "_") {
		p = mdReplacer.Replace(p)
		switch {
		case i == 0:
		case prev != "" && p != "" && alnum(prev[len(prev)-1]) && alnum(p[0]): // intraword
			b.WriteByte('_')
		default:
			b.WriteString(`\_`)
		}
		b.WriteString(p)
		prev = p
	}
	return b.String()
}

// alnum reports whether c is an ASCII letter or digit.
func alnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

var mdReplacer = strings.NewReplacer(
	`\`, `\\`, "`", "\\`", "*", `\*`, "[", `\[`, "]", `\]`, "~", `\~`,
	"<", "&lt;", ">", "&gt;", "&", "&amp;",
)
