package report

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/search"
)

// rankAlign aligns the columns of a ranking: the numbers right.
var rankAlign = []align{alignRight, alignLeft, alignLeft, alignRight, alignRight, alignRight}

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
		for m := range r.Values {
			r.Values[m] = int64(rng.IntN(big + 1))
		}
		r.HasPangram = r.Pangrams > 0
		out[i] = r
	}
	return out
}

// rowStrings formats rows as cells of a table in memory, with the
// values of the measures of extra, and their ties if frontier is set.
func rowStrings(rs []search.Result, hasPangram bool, extra []measure.ID, frontier bool) [][]string {
	var out [][]string
	for _, r := range rs {
		h := r.Row("")
		row := []string{Num(h.Rank), h.Letters, h.Center, Num(h.Score), Num(h.Words), Num(h.Pangrams)}
		if hasPangram {
			row = append(row, yesNo(h.HasPangram))
		}
		for _, m := range extra {
			v := Num64(r.Values[m])
			if measure.Table[m].Decimals > 0 {
				v = strconv.FormatFloat(float64(r.Values[m])/math.Pow10(measure.Table[m].Decimals), 'f', measure.Table[m].Decimals, 64)
			}
			row = append(row, v)
		}
		if frontier {
			row = append(row, Num(r.Ties))
		}
		out = append(out, row)
	}
	return out
}

// TestRowTableMatchesTable checks that the tables of ranked honeycombs,
// their widths found from the largest figures, are what a table in
// memory of the same cells gives (fitTable for a terminal of a random
// width), in both styles and both spaces, with and without the columns
// of measures, rankings and Pareto frontiers, for tables of every width,
// and empty ones.
func TestRowTableMatchesTable(t *testing.T) {
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
				align = append(slices.Clip(align), alignLeft)
			}
			// The measures of no column, the rare words', and maybe more.
			extra := measure.Columns(i%3 > 0, measure.Set(rng.Uint64()))
			for _, m := range extra {
				header = append(slices.Clip(header), measure.Table[m].Column)
				align = append(slices.Clip(align), alignRight)
			}
			if frontier {
				header = append(slices.Clip(header), "ties")
				align = append(slices.Clip(align), alignRight)
			}
			for _, markdown := range []bool{false, true} {
				var want, got bytes.Buffer
				// Terminals of every width: the table fits in ruled lines,
				// in plain columns or in neither.
				width := 20 + rng.IntN(70)
				var err error
				if markdown {
					err = writeMarkdownTable(&want, table{header: header, align: align, rows: rowStrings(rs, all, extra, frontier)})
				} else {
					err = fitTable(Columns{&want, width}, table{header: header, align: align, rows: rowStrings(rs, all, extra, frontier)})
				}
				if err != nil {
					t.Fatal(err)
				}
				if err := newRowTable(Results(rs), rankCols{hasPangram: all, extra: extra, ties: frontier}, markdown).write(Columns{&got, width}, Results(rs)); err != nil {
					t.Fatal(err)
				}
				if got.String() != want.String() {
					t.Fatalf("%d rows, frontier %t, markdown %t, all %t, width %d:\ngot\n%s\nwant (table)\n%s", n, frontier, markdown, all, width, got.String(), want.String())
				}
			}
		}
	}
}

// TestRowTableRecordsLong checks the records of a table too long to be
// written in one piece against fitTable's: 5,000 rows, a whole piece of
// 4,096 and part of another (with BEEBATCH_FULL_TESTS=1, 9,000, three).
func TestRowTableRecordsLong(t *testing.T) {
	rs := randomRows(rand.New(rand.NewPCG(41, 42)), testenv.Sample(5000, 5000, 9000), 7)
	header := append(slices.Clip(rankHeader), "has_pangram")
	align := append(slices.Clip(rankAlign), alignLeft)
	var want, got bytes.Buffer
	if err := fitTable(Columns{&want, 30}, table{header: header, align: align, rows: rowStrings(rs, true, nil, false)}); err != nil {
		t.Fatal(err)
	}
	if err := newRowTable(Results(rs), rankCols{hasPangram: true}, false).write(Columns{&got, 30}, Results(rs)); err != nil {
		t.Fatal(err)
	}
	if got.String() != want.String() {
		t.Fatal("records of 9,000 rows differ from fitTable's")
	}
}

// randomReport returns a report of random lists.
func randomReport(rng *rand.Rand) *Report {
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
		var filtered measure.Set
		for m := range measure.N {
			if rng.IntN(4) == 0 {
				filtered |= 1 << m
			}
		}
		if rng.IntN(3) == 0 {
			l.Freq = "count <= 0 in count_1w, or missing"
		}
		l.Columns = measure.Columns(l.Freq != "", filtered)
		top, bottom := randomRows(rng, rng.IntN(30), size), randomRows(rng, rng.IntN(5), size)
		for i := range top {
			top[i].Ties = 0
		}
		for i := range bottom {
			bottom[i].Ties = 0
		}
		l.Top, l.Bottom = Results(top), Results(bottom)
		if rng.IntN(3) == 0 {
			l.Pareto = Results(randomRows(rng, 1+rng.IntN(10), size))
		}
		if rng.IntN(3) == 0 {
			l.Stats = &Stats{Centers: []Center{{Letter: "A", Honeycombs: 3, MeanScore: 1.5}}}
		}
		r.Lists = append(r.Lists, l)
	}
	return r
}

// jsonRows are Rows that encoding/json writes, as search.Rows with the
// measures of cols and their ties if ties is: the reference for
// WriteRankingJSON.
type jsonRows struct {
	Results
	cols []measure.ID
	ties bool
}

// jsonObject is a JSON object whose keys keep their order.
type jsonObject []struct {
	k string
	v any
}

func (o jsonObject) MarshalJSON() ([]byte, error) {
	b := []byte("{")
	for i, kv := range o {
		if i > 0 {
			b = append(b, ',')
		}
		k, _ := json.Marshal(kv.k)
		v, err := json.Marshal(kv.v)
		if err != nil {
			return nil, err
		}
		b = append(append(append(b, k...), ':'), v...)
	}
	return append(b, '}'), nil
}

func (r jsonRows) MarshalJSON() ([]byte, error) {
	rows := []any{}
	for _, x := range r.Results {
		h := x.Row("")
		o := jsonObject{{"rank", h.Rank}, {"letters", h.Letters}, {"center", h.Center}, {"score", h.Score},
			{"words", h.Words}, {"pangrams", h.Pangrams}, {"has_pangram", h.HasPangram}}
		for _, m := range r.cols {
			o = append(o, struct {
				k string
				v any
			}{measure.Table[m].Column, x.Values[m]})
		}
		if r.ties {
			o = append(o, struct {
				k string
				v any
			}{"ties", x.Ties})
		}
		rows = append(rows, o)
	}
	return json.Marshal(rows)
}

// TestRankingJSONMatchesEncoder checks that WriteRankingJSON writes what
// WriteJSON, encoding/json, writes for the same report.
func TestRankingJSONMatchesEncoder(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 34))
	for i := range 200 {
		r := randomReport(rng)
		ref := *r
		ref.Lists = slices.Clone(r.Lists)
		for j := range ref.Lists {
			l := &ref.Lists[j]
			l.Top, l.Bottom = jsonRows{l.Top.(Results), l.Columns, false}, jsonRows{l.Bottom.(Results), l.Columns, false}
			if l.Pareto != nil {
				l.Pareto = jsonRows{l.Pareto.(Results), l.Columns, true}
			}
		}
		var want, got bytes.Buffer
		if err := WriteJSON(&want, &ref); err != nil {
			t.Fatal(err)
		}
		if err := WriteRankingJSON(&got, r); err != nil {
			t.Fatal(err)
		}
		if got.String() != want.String() {
			t.Fatalf("report %d:\ngot\n%s\nwant (encoding/json)\n%s", i, got.String(), want.String())
		}
	}
}

// TestCSVMatchesEncoder checks that WriteCSV writes what a csv.Writer
// writes for the same rows, with list names that need quoting.
func TestCSVMatchesEncoder(t *testing.T) {
	rng := rand.New(rand.NewPCG(35, 36))
	for i := range 200 {
		r := randomReport(rng)
		var want bytes.Buffer
		cw := csv.NewWriter(&want)
		ties := slices.ContainsFunc(r.Lists, func(l List) bool { return l.Pareto != nil })
		var cols []measure.ID
		for _, l := range r.Lists {
			cols = unionColumns(cols, l.Columns)
		}
		header := slices.Clip(csvHeader)
		for _, m := range cols {
			header = append(header, measure.Table[m].Column)
		}
		if ties {
			header = append(header, "ties")
		}
		cw.Write(header)
		for _, l := range r.Lists {
			for _, part := range []struct {
				name string
				rows Rows
			}{{"top", l.Top}, {"bottom", l.Bottom}, {"pareto", l.Pareto}} {
				for j := range size(part.rows) {
					h := part.rows.At(j)
					row := []string{l.Name, l.Variant, part.name, strconv.Itoa(h.Rank), h.Letters.String(), h.Center.String(), h.String(),
						strconv.Itoa(h.Score), strconv.Itoa(h.Words), strconv.Itoa(h.Pangrams), strconv.FormatBool(h.HasPangram),
						l.Space, l.Filter, strconv.Itoa(l.Honeycombs), strconv.Itoa(l.Passed)}
					for _, m := range l.Columns {
						row = append(row, strconv.FormatInt(h.Values[m], 10))
					}
					switch {
					case part.name == "pareto":
						row = append(row, strconv.Itoa(h.Ties))
					case ties:
						row = append(row, "")
					}
					cw.Write(row)
				}
			}
		}
		cw.Flush()
		var got bytes.Buffer
		if err := WriteCSV(&got, r.Lists...); err != nil {
			t.Fatal(err)
		}
		if got.String() != want.String() {
			t.Fatalf("report %d:\ngot\n%s\nwant (encoding/csv)\n%s", i, got.String(), want.String())
		}
	}
}

func TestNum(t *testing.T) {
	for _, tt := range []struct {
		n    int
		want string
	}{{0, "0"}, {9, "9"}, {999, "999"}, {1000, "1,000"}, {12345, "12,345"}, {999999, "999,999"},
		{1000000, "1,000,000"}, {123456789, "123,456,789"}, {-5, "-5"}, {-1234, "-1,234"}} {
		if got := Num(tt.n); got != tt.want {
			t.Errorf("Num(%d) = %q, want %q", tt.n, got, tt.want)
		}
		if got := string(appendNum([]byte("x"), tt.n)); got != "x"+tt.want {
			t.Errorf("appendNum(%q, %d) = %q, want %q", "x", tt.n, got, "x"+tt.want)
		}
	}
}

// BenchmarkWriteRows measures writing a million ranked rows in each
// format, from compact rows: the budget is half a second a million.
func BenchmarkWriteRows(b *testing.B) {
	rng := rand.New(rand.NewPCG(39, 40))
	rows := Results(randomRows(rng, 1_000_000, 7))
	r := &Report{Lists: []List{{Name: "x", Variant: "s", Space: "all", Passed: 1, Top: rows, Bottom: Results(nil)}}}
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
