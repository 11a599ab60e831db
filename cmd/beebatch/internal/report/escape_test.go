package report

import "testing"

func TestVisible(t *testing.T) {
	for _, tt := range []struct{ in, want, lines, md string }{
		{"plain/path.txt", "plain/path.txt", "plain/path.txt", "plain/path.txt"},
		{"a\x1b[31mb", `a\x1b[31mb`, `a\x1b[31mb`, `a\\x1b\[31mb`},
		{"new\nline\r\t", `new\nline\r\t`, "new\nline\\r\\t", `new\\nline\\r\\t`},
		{"del\x7f c1\u009b bidi\u202e\u2066", `del\x7f c1\u009b bidi\u202e\u2066`, `del\x7f c1\u009b bidi\u202e\u2066`, `del\\x7f c1\\u009b bidi\\u202e\\u2066`},
		{"bad\xff\xfeutf8", `bad\xff\xfeutf8`, `bad\xff\xfeutf8`, `bad\\xff\\xfeutf8`},
		{"café 漢字 \\ ok", "café 漢字 \\ ok", "café 漢字 \\ ok", `café 漢字 \\ ok`},
		{"<img src=x onerror=alert(1)>", "<img src=x onerror=alert(1)>", "<img src=x onerror=alert(1)>", "&lt;img src=x onerror=alert(1)&gt;"},
		{"count_1w_100k.txt", "count_1w_100k.txt", "count_1w_100k.txt", "count_1w_100k.txt"},
		{"_a a_ a__b a*_b 1_2", "_a a_ a__b a*_b 1_2", "_a a_ a__b a*_b 1_2", `\_a a\_ a\_\_b a\*\_b 1_2`},
		{"*a* _b_ `c` [d](e) ~f~ a&b |", "*a* _b_ `c` [d](e) ~f~ a&b |", "*a* _b_ `c` [d](e) ~f~ a&b |", "\\*a\\* \\_b\\_ \\`c\\` \\[d\\](e) \\~f\\~ a&amp;b |"},
	} {
		if got := Visible(tt.in); got != tt.want {
			t.Errorf("Visible(%q) = %q; want %q", tt.in, got, tt.want)
		}
		if got := VisibleLines(tt.in); got != tt.lines {
			t.Errorf("VisibleLines(%q) = %q; want %q", tt.in, got, tt.lines)
		}
		if got := mdText(tt.in); got != tt.md {
			t.Errorf("mdText(%q) = %q; want %q", tt.in, got, tt.md)
		}
	}
}
