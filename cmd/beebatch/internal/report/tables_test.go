package report

import (
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/filter"
)

// TestTableWriter checks the layouts of tables in memory against what
// tablewriter (v1.1.5), which wrote them before, wrote for the same
// cells: ruled lines, plain columns and Markdown; a footer, an empty
// column, cells wider than their bytes, a NoBreak, spaces at either end
// of a cell and within it, a cell of two lines, a table with no row.
func TestTableWriter(t *testing.T) {
	for _, tt := range []struct {
		name                   string
		t                      table
		ruled, md, plain, at20 string
	}{
		{"a footer and an empty header", table{header: []string{"", "4", "Σ"}, align: []align{alignLeft, alignRight, alignRight},
			rows: [][]string{{"A", "1", "1"}, {"B", "-", "10"}}, footer: []string{"Σ", "1", "11"}},
			"┌───┬───┬────┐\n│   │ 4 │  Σ │\n├───┼───┼────┤\n│ A │ 1 │  1 │\n│ B │ - │ 10 │\n├───┼───┼────┤\n│ Σ │ 1 │ 11 │\n└───┴───┴────┘\n",
			"|   | 4 |  Σ |\n|:--|--:|---:|\n| A | 1 |  1 |\n| B | - | 10 |\n| Σ | 1 | 11 |\n",
			"   4   Σ\nA  1   1\nB  -  10\nΣ  1  11\n", ""},
		{"wide letters, spaces and an empty column", table{header: []string{"name", "note"}, align: []align{alignLeft, alignRight},
			rows: [][]string{{" é日 ", ""}, {"a" + NoBreak + "b", " x  y "}}},
			"┌──────┬──────┐\n│ name │ note │\n├──────┼──────┤\n│ é日  │      │\n│ a b  │ x  y │\n└──────┴──────┘\n",
			"| name | note |\n|:-----|-----:|\n| é日  |      |\n| a\u00a0b  | x  y |\n",
			"name  note\né日\na b   x  y\n", ""},
		{"a cell of two lines", table{header: []string{"letterset", "list"}, align: []align{alignLeft, alignLeft},
			rows: [][]string{{"AEG", "game(1) glam(1)\nmegaplex(15)*"}}},
			"┌───────────┬─────────────────┐\n│ letterset │ list            │\n├───────────┼─────────────────┤\n│ AEG       │ game(1) glam(1) │\n│           │ megaplex(15)*   │\n└───────────┴─────────────────┘\n",
			"| letterset | list            |\n|:----------|:----------------|\n| AEG       | game(1) glam(1) |\n|           | megaplex(15)*   |\n",
			"letterset  list\nAEG        game(1) glam(1)\n           megaplex(15)*\n",
			"AEG\n  list       game(1)\n             glam(1)\n             megaple\n             x(15)*\n"},
		{"no row", table{header: []string{"a|b", "n"}, align: []align{alignLeft, alignRight}},
			"┌─────┬───┐\n│ a|b │ n │\n└─────┴───┘\n", "| a\\|b | n |\n|:-----|--:|\n", "a|b  n\n", ""},
	} {
		at20 := tt.at20
		if at20 == "" {
			at20 = tt.ruled
		}
		for _, c := range []struct {
			layout string
			write  func(w *strings.Builder, tab table) error
			want   string
		}{
			{"ruled", func(w *strings.Builder, tab table) error { return fitTable(Columns{w, 80}, tab) }, tt.ruled},
			{"records", func(w *strings.Builder, tab table) error { return fitTable(Columns{w, 20}, tab) }, at20},
			{"markdown", func(w *strings.Builder, tab table) error { return writeMarkdownTable(w, tab) }, tt.md},
			{"plain", func(w *strings.Builder, tab table) error { tab.plain = true; return fitTable(Columns{w, 80}, tab) }, tt.plain},
		} {
			var b strings.Builder
			if err := c.write(&b, tt.t); err != nil {
				t.Fatal(err)
			}
			if b.String() != c.want {
				t.Errorf("%s, %s:\n%s\nwant\n%s", tt.name, c.layout, b.String(), c.want)
			}
		}
	}
}

// TestWritePresets lines the descriptions up after the longest name and
// puts each filter under its description.
func TestWritePresets(t *testing.T) {
	var b strings.Builder
	WritePresets(Columns{Writer: &b, N: 80}, []filter.Preset{
		{Name: "nyt", Description: "the NYT's boards", Filter: "words 20..80"},
		{Name: "wide", Description: "more boards", Filter: "pangrams >= 1"},
	})
	want := "nyt   the NYT's boards\n      words 20..80\nwide  more boards\n      pangrams >= 1\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}
