package report

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"

	"github.com/olekukonko/tablewriter/tw"
)

// TestMarkdownFastMatchesTablewriter checks writeMarkdownFast against
// tablewriter on random tables of random ASCII cells: wherever the fast
// path writes a table, it writes what tablewriter writes. 3,000 tables,
// or 20,000 with BEEBATCH_FULL_TESTS=1.
func TestMarkdownFastMatchesTablewriter(t *testing.T) {
	rng := rand.New(rand.NewPCG(51, 61))
	alphabet := "abcXYZ019 ,.:-|\\*_`#<>&()[]'\"~"
	cell := func() string {
		n := rng.IntN([]int{3, 8, 20, 70}[rng.IntN(4)])
		b := make([]byte, n)
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		return escape(string(b))
	}
	fast := 0
	n := testenv.Cases(3000, 20000)
	for i := range n {
		cols := 1 + rng.IntN(8)
		header := make([]string, cols)
		align := make(tw.Alignment, cols)
		for j := range header {
			header[j] = cell()
			align[j] = []tw.Align{tw.AlignLeft, tw.AlignRight}[rng.IntN(2)]
		}
		rows := make([][]string, rng.IntN(6))
		for r := range rows {
			rows[r] = make([]string, cols)
			for j := range rows[r] {
				rows[r][j] = cell()
			}
		}
		var got bytes.Buffer
		ok, err := writeMarkdownFast(&got, header, align, rows)
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			continue
		}
		fast++
		var want bytes.Buffer
		if err := render(&want, markdownStyle(), align, header, rows, nil); err != nil {
			t.Fatal(err)
		}
		if got.String() != want.String() {
			t.Fatalf("table %d:\ngot\n%s\nwant (tablewriter)\n%s", i, got.String(), want.String())
		}
	}
	t.Logf("%d of %d tables took the fast path", fast, n)
	if fast < n/10 {
		t.Errorf("only %d of %d tables took the fast path", fast, n)
	}
}
