package report

import (
	"github.com/beebatch/beebatch/pkg/compare"
	"github.com/beebatch/beebatch/pkg/search"

	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestWriteComparisonUnknownFormat(t *testing.T) {
	if err := WriteComparison(&bytes.Buffer{}, "xml", &Comparison{}, 0); err == nil {
		t.Error("WriteComparison accepts format xml")
	}
}

func TestSideWords(t *testing.T) {
	ws := []compare.ScoredWord{{Word: "megaplex", Score: 15, Pangram: true}, {Word: "amalgam", Score: 7}, {Word: "game", Score: 1}}
	tests := []struct {
		limit int
		want  string
	}{
		{-1, "megaplex(15)* amalgam(7) game(1)"},
		{0, "and 3 more"},
		{3, "megaplex(15)* amalgam(7) game(1)"},
		{2, "megaplex(15)* amalgam(7) and 1 more"},
		{1, "megaplex(15)* and 2 more"},
	}
	for _, tt := range tests {
		if got := sideWords(ws, tt.limit, false); got != tt.want {
			t.Errorf("limit %d: %q; want %q", tt.limit, got, tt.want)
		}
	}
	if got := sideWords(ws, 2, true); got != "**megaplex** 15, amalgam 7, and 1 more" {
		t.Errorf("Markdown: %q", got)
	}
}

// TestComparisonUndefined checks how each format shows figures that are
// undefined: "no overlap" or "undefined" for people, null in JSON, and an
// empty value with a note in CSV; never NaN.
func TestComparisonUndefined(t *testing.T) {
	rho := 0.5
	c := &Comparison{Comparison: &compare.Comparison{TopN: 10, Lists: []compare.List{{Name: "a"}, {Name: "b"}, {Name: "c"}}, Variants: []compare.VariantComparison{{
		Variant: "s",
		Lists:   []compare.ListSummary{{Name: "a"}, {Name: "b"}, {Name: "c", Note: search.NoHoneycomb}},
		Pairs: []compare.Pair{
			{A: "a", B: "b", Top: &compare.TopOverlap{N: 10, A: 7, B: 7, Union: 14}, Note: "no overlap: no honeycomb is a candidate in both lists"},
			{A: "a", B: "c", Note: "no overlap: c has no valid honeycomb"},
			{A: "b", B: "c", Top: &compare.TopOverlap{N: 10, A: 7, B: 7, Common: 7, Union: 7, Jaccard: 1}, CommonCandidates: 7,
				Spearman: &rho, Note: "undefined: the common candidates all score the same in c"},
		},
	}}}}
	var text, js, csv bytes.Buffer
	for _, f := range []struct {
		format string
		b      *bytes.Buffer
	}{{"text", &text}, {"json", &js}, {"csv", &csv}} {
		if err := WriteComparison(f.b, f.format, c, 0); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(strings.ToLower(f.b.String()), "nan") {
			t.Errorf("%s has NaN:\n%s", f.format, f.b.String())
		}
	}
	for _, want := range []string{"0 of 14 │", "│ no overlap │ no overlap │\n", "│     0.5000 │  undefined │\n",
		"a and c: no overlap: c has no valid honeycomb", "\n  c: " + search.NoHoneycomb[:60]} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("text lacks %q:\n%s", want, text.String())
		}
	}
	var back struct {
		Variants []struct {
			Pairs []map[string]any `json:"pairs"`
		} `json:"variants"`
	}
	if err := json.Unmarshal(js.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	p := back.Variants[0].Pairs[1]
	for _, k := range []string{"top", "spearman", "kendall_tau_b"} {
		if v, ok := p[k]; !ok || v != nil {
			t.Errorf("pair a, c: %s = %v; want null", k, v)
		}
	}
	if p["note"] != "no overlap: c has no valid honeycomb" {
		t.Errorf("pair a, c: note %v", p["note"])
	}
	if !strings.Contains(csv.String(), "s,pair,a,c,,jaccard,,no overlap: c has no valid honeycomb\n") ||
		!strings.Contains(csv.String(), "s,pair,b,c,,spearman,0.5,\n") {
		t.Errorf("csv:\n%s", csv.String())
	}
}
