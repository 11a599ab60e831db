package report

import (
	"bytes"
	"encoding/csv"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/olekukonko/tablewriter/tw"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/search"
)

// resultRows are Rows of Results, as a compact ranking's are.
type resultRows []search.Result

func (r resultRows) Len() int               { return len(r) }
func (r resultRows) At(i int) search.Result { return r[i] }

// randomRows returns n random ranked honeycombs of size letters, with
// figures of every width.
func randomRows(rng *rand.Rand, n, size int) []search.Result {
	out := make([]search.Result, n)
	big := []int{9, 99, 999, 9999, 999_999, 99_999_999}[rng.IntN(6)]
	for i := range out {
		var letters bitset.Set
		for letters.Len() < size {
			letters |= bitset.Letter(byte('a' + rng.IntN(26)))
		}
		bs := letters.Bytes()
		r := search.Result{Honeycomb: puzzle.Honeycomb{Letters: letters, Center: bitset.Letter(bs[rng.IntN(len(bs))])},
			Rank: 1 + rng.IntN(big), Score: rng.IntN(big + 1), Words: rng.IntN(big/3 + 1), Pangrams: rng.IntN(big/9 + 1),
			Ties: rng.IntN(big/9 + 1)}
		r.HasPangram = r.Pangrams > 0
		out[i] = r
	}
	return out
}

// rowStrings formats rows as the report did before it wrote them a row
// at a time, with tablewriter, with their ties if frontier is set.
func rowStrings(rs []search.Result, hasPangram, frontier bool) [][]string {
	var out [][]string
	for _, r := range rs {
		h := r.Row()
		row := []string{Num(h.Rank), h.Letters, h.Center, Num(h.Score), Num(h.Words), Num(h.Pangrams)}
		if hasPangram {
			row = append(row, yesNo(h.HasPangram))
		}
		if frontier {
			row = append(row, Num(r.Ties))
		}
		out = append(out, row)
	}
	return out
}

// TestRowTableMatchesTablewriter checks that the tables of ranked
// honeycombs, written a row at a time, are what tablewriter renders for
// the same cells (fitTable for a terminal of a random width), in both
// styles and both spaces, rankings and Pareto frontiers, for tables of
// every width, and empty ones.
func TestRowTableMatchesTablewriter(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	for i := range testenv.Cases(60, 300) {
		n := rng.IntN([]int{1, 3, 40}[i%3] + 1)
		rs := randomRows(rng, n, 5+rng.IntN(5))
		for _, all := range []bool{false, true} {
			frontier := i%2 == 1
			header, align := rankHeader, rankAlign
			if frontier {
				header = append([]string{"#"}, header[1:]...)
			}
			if all {
				header = append(slices.Clip(header), "has_pangram")
				align = append(slices.Clip(align), tw.AlignLeft)
			}
			if frontier {
				header = append(slices.Clip(header), "ties")
				align = append(slices.Clip(align), tw.AlignRight)
			}
			l := &List{Space: map[bool]string{false: "pangram", true: "all"}[all]}
			for _, markdown := range []bool{false, true} {
				var want, got bytes.Buffer
				// Terminals of every width: the table fits in ruled lines,
				// in plain columns or in neither.
				width := 20 + rng.IntN(70)
				var err error
				if markdown {
					err = writeMarkdownTable(&want, header, align, rowStrings(rs, all, frontier))
				} else {
					err = fitTable(Columns{&want, width}, table{header: header, align: align, rows: rowStrings(rs, all, frontier)})
				}
				if err != nil {
					t.Fatal(err)
				}
				if err := rankTable(Columns{&got, width}, l, resultRows(rs), frontier, markdown); err != nil {
					t.Fatal(err)
				}
				if got.String() != want.String() {
					t.Fatalf("%d rows, frontier %t, markdown %t, all %t, width %d:\ngot\n%s\nwant (tablewriter)\n%s", n, frontier, markdown, all, width, got.String(), want.String())
				}
			}
		}
	}
}

// TestRowTableRecordsLong checks the records of a table too long to be
// written in one piece against fitTable's.
func TestRowTableRecordsLong(t *testing.T) {
	rs := randomRows(rand.New(rand.NewPCG(41, 42)), 9000, 7)
	header := append(slices.Clip(rankHeader), "has_pangram")
	align := append(slices.Clip(rankAlign), tw.AlignLeft)
	var want, got bytes.Buffer
	if err := fitTable(Columns{&want, 30}, table{header: header, align: align, rows: rowStrings(rs, true, false)}); err != nil {
		t.Fatal(err)
	}
	if err := rankTable(Columns{&got, 30}, &List{Space: "all"}, resultRows(rs), false, false); err != nil {
		t.Fatal(err)
	}
	if got.String() != want.String() {
		t.Fatal("records of 9,000 rows differ from fitTable's")
	}
}

// randomReport returns a report of random lists, some with their rows in
// Top and Bottom, as one decoded from JSON has, and some in TopRows and
// BottomRows, as a compact ranking's.
func randomReport(rng *rand.Rand) (*Report, *Report) {
	names := []string{"enable1", "a,b", `say "hi"`, " lead", "x\ty", "plain"}
	r := &Report{Rules: Rules{MinLen: 4, Bonus: 7, Size: 7}}
	for range 1 + rng.IntN(3) {
		size := 5 + rng.IntN(5)
		l := List{Name: names[rng.IntN(len(names))], Path: "p/" + names[rng.IntN(len(names))], Variant: []string{"no-s", "s"}[rng.IntN(2)],
			Lines: rng.IntN(1e6), Skipped: map[string]int{"duplicate": rng.IntN(3)}, Space: []string{"pangram", "all"}[rng.IntN(2)],
			Honeycombs: rng.IntN(1e7), Passed: rng.IntN(1e7)}
		if rng.IntN(2) == 0 {
			l.Filter = []string{"score > 0", "words >= 3, center = a", `has "x"`}[rng.IntN(3)]
			l.PassedLettersets = rng.IntN(100)
		}
		top, bottom := randomRows(rng, rng.IntN(30), size), randomRows(rng, rng.IntN(5), size)
		for i := range top {
			top[i].Ties = 0
		}
		for i := range bottom {
			bottom[i].Ties = 0
		}
		l.TopRows, l.BottomRows = resultRows(top), resultRows(bottom)
		if rng.IntN(3) == 0 {
			l.Pareto = FrontierRows(randomRows(rng, 1+rng.IntN(10), size), false)
		}
		if rng.IntN(3) == 0 {
			l.Stats = &Stats{Centers: []Center{{Letter: "A", Honeycombs: 3, MeanScore: 1.5}}}
		}
		r.Lists = append(r.Lists, l)
	}
	// The same report as plain rows.
	plain := &Report{Rules: r.Rules}
	for _, l := range r.Lists {
		p := l
		p.Top, p.Bottom = Honeycombs(l.TopRows.(resultRows)), Honeycombs(l.BottomRows.(resultRows))
		p.TopRows, p.BottomRows = nil, nil
		plain.Lists = append(plain.Lists, p)
	}
	return r, plain
}

// TestRankingJSONMatchesEncoder checks that WriteRankingJSON writes what
// WriteJSON, encoding/json, writes for the same report, with the rows
// held compact or as plain rows.
func TestRankingJSONMatchesEncoder(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 34))
	for i := range 200 {
		compact, plain := randomReport(rng)
		var want bytes.Buffer
		if err := WriteJSON(&want, plain); err != nil {
			t.Fatal(err)
		}
		for _, r := range []*Report{compact, plain} {
			var got bytes.Buffer
			if err := WriteRankingJSON(&got, r); err != nil {
				t.Fatal(err)
			}
			if got.String() != want.String() {
				t.Fatalf("report %d:\ngot\n%s\nwant (encoding/json)\n%s", i, got.String(), want.String())
			}
		}
	}
}

// TestCSVMatchesEncoder checks that WriteCSV writes what a csv.Writer
// writes for the same rows, with list names that need quoting.
func TestCSVMatchesEncoder(t *testing.T) {
	rng := rand.New(rand.NewPCG(35, 36))
	for i := range 200 {
		compact, plain := randomReport(rng)
		var want bytes.Buffer
		cw := csv.NewWriter(&want)
		ties := slices.ContainsFunc(plain.Lists, func(l List) bool { return l.Pareto != nil })
		if ties {
			cw.Write(append(slices.Clip(csvHeader), "ties"))
		} else {
			cw.Write(csvHeader)
		}
		for _, l := range plain.Lists {
			var frontier []Honeycomb
			for _, f := range l.Pareto {
				frontier = append(frontier, f.Honeycomb)
			}
			for _, part := range []struct {
				name string
				hs   []Honeycomb
			}{{"top", l.Top}, {"bottom", l.Bottom}, {"pareto", frontier}} {
				for j, h := range part.hs {
					row := []string{l.Name, l.Variant, part.name, strconv.Itoa(h.Rank), h.Letters, h.Center, h.Letters + ":" + h.Center,
						strconv.Itoa(h.Score), strconv.Itoa(h.Words), strconv.Itoa(h.Pangrams), strconv.FormatBool(h.HasPangram),
						l.Space, l.Filter, strconv.Itoa(l.Honeycombs), strconv.Itoa(l.Passed)}
					switch {
					case part.name == "pareto":
						row = append(row, strconv.Itoa(l.Pareto[j].Ties))
					case ties:
						row = append(row, "")
					}
					cw.Write(row)
				}
			}
		}
		cw.Flush()
		for _, r := range []*Report{compact, plain} {
			var got bytes.Buffer
			if err := WriteCSV(&got, r.Lists...); err != nil {
				t.Fatal(err)
			}
			if got.String() != want.String() {
				t.Fatalf("report %d:\ngot\n%s\nwant (encoding/csv)\n%s", i, got.String(), want.String())
			}
		}
	}
}

// TestRankingWritersCompact checks that every format writes the same
// report from compact rows as from plain ones.
func TestRankingWritersCompact(t *testing.T) {
	rng := rand.New(rand.NewPCG(37, 38))
	for i := range testenv.Cases(20, 50) {
		compact, plain := randomReport(rng)
		for _, format := range Formats {
			var a, b bytes.Buffer
			if err := WriteRanking(&a, format, compact); err != nil {
				t.Fatal(err)
			}
			if err := WriteRanking(&b, format, plain); err != nil {
				t.Fatal(err)
			}
			if a.String() != b.String() {
				t.Fatalf("report %d, %s: compact rows write\n%s\nplain rows\n%s", i, format, a.String(), b.String())
			}
		}
		for j := range compact.Lists {
			var a, b bytes.Buffer
			WriteMarkdown(&a, compact.Rules, &compact.Lists[j], true)
			WriteMarkdown(&b, plain.Rules, &plain.Lists[j], true)
			if a.String() != b.String() {
				t.Fatalf("report %d, list %d: Markdown differs", i, j)
			}
		}
	}
}

func TestNumWidth(t *testing.T) {
	for _, n := range []int{0, 1, 9, 10, 99, 100, 999, 1000, 9999, 12345, 999999, 1000000, 123456789, -5, -1234} {
		if got, want := numWidth(n), len(Num(n)); got != want {
			t.Errorf("numWidth(%d) = %d; Num gives %q", n, got, Num(n))
		}
		if got := string(appendNum(nil, n)); got != Num(n) {
			t.Errorf("appendNum(%d) = %q; Num gives %q", n, got, Num(n))
		}
	}
}

// BenchmarkWriteRows measures writing a million ranked rows in each
// format, from compact rows: the budget is half a second a million.
func BenchmarkWriteRows(b *testing.B) {
	rng := rand.New(rand.NewPCG(39, 40))
	rows := resultRows(randomRows(rng, 1_000_000, 7))
	r := &Report{Lists: []List{{Name: "x", Variant: "s", Space: "all", Passed: 1, TopRows: rows, BottomRows: resultRows(nil)}}}
	for _, format := range Formats {
		b.Run(format, func(b *testing.B) {
			for b.Loop() {
				var n countWriter
				if err := WriteRanking(&n, format, r); err != nil {
					b.Fatal(err)
				}
				b.SetBytes(int64(n))
			}
		})
	}
}

// countWriter counts the bytes written to it.
type countWriter int

func (c *countWriter) Write(p []byte) (int, error) {
	*c += countWriter(len(p))
	return len(p), nil
}
