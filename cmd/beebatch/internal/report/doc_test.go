package report

import (
	"bytes"
	"io"
	"testing"
)

func TestDoc(t *testing.T) {
	tab := &table{header: []string{"a", "b"}, align: []align{alignLeft, alignRight}, rows: [][]string{{"x", "1"}}, footer: []string{"Σ", "1"}}
	rows := func(w io.Writer, markdown bool) error {
		if markdown {
			_, err := io.WriteString(w, "| rows |\n")
			return err
		}
		_, err := io.WriteString(w, "rows\n")
		return err
	}
	tests := []struct {
		name    string
		d       doc
		txt, md string
	}{
		{"empty", nil, "", ""},
		{"text only and Markdown only", doc{{txt: "t\n"}, {gap: true, md: "# m\n"}, {md: "p\n"}}, "t\n", "# m\n\np\n"},
		{"gaps", doc{{txt: "a\n", md: "A\n"}, {gap: true, txt: "b\n", md: "B\n"}, {txt: "c\n"}}, "a\n\nb\nc\n", "A\n\nB\n"},
		{"a gap before nothing of text", doc{{txt: "a\n"}, {gap: true, md: "M\n"}, {txt: "b\n"}}, "a\nb\n", "M\n"},
		{"tables, the footer a last Markdown row", doc{{txt: "t\n", tt: tab, md: "## T\n", mt: tab}},
			"t\n┌───┬───┐\n│ a │ b │\n├───┼───┤\n│ x │ 1 │\n├───┼───┤\n│ Σ │ 1 │\n└───┴───┘\n",
			"## T\n\n| a | b |\n|:--|--:|\n| x | 1 |\n| Σ | 1 |\n"},
		{"rows", doc{{txt: "a\n", md: "A\n"}, {gap: true, rows: rows}}, "a\n\nrows\n", "A\n\n| rows |\n"},
	}
	for _, tt := range tests {
		for _, f := range []struct{ format, want string }{{"text", tt.txt}, {"md", tt.md}} {
			var b bytes.Buffer
			if err := writeAs(&b, f.format, func() doc { return tt.d }, nil, nil); err != nil {
				t.Fatalf("%s, %s: %v", tt.name, f.format, err)
			}
			if b.String() != f.want {
				t.Errorf("%s, %s:\n%q\nwant\n%q", tt.name, f.format, b.String(), f.want)
			}
		}
	}
}
