package plot

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"image/color"
	"io"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/stats"
)

// svgDoc is what the tests read back from an SVG document.
type svgDoc struct {
	width, height, viewBox string
	texts                  []string // the content of every <text>, in order
	paths                  []svgPath
}

type svgPath struct {
	d, style string
}

// parseSVG decodes data as XML from start to end and collects the root's
// size, the texts and the paths.
func parseSVG(t *testing.T, data []byte) svgDoc {
	t.Helper()
	var doc svgDoc
	dec := xml.NewDecoder(bytes.NewReader(data))
	depth, inText := 0, false
	var text strings.Builder
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			attr := map[string]string{}
			for _, a := range tok.Attr {
				attr[a.Name.Local] = a.Value
			}
			if depth == 0 {
				if tok.Name.Local != "svg" || tok.Name.Space != "http://www.w3.org/2000/svg" {
					t.Fatalf("root element %v; want svg in the SVG namespace", tok.Name)
				}
				doc.width, doc.height, doc.viewBox = attr["width"], attr["height"], attr["viewBox"]
			}
			switch tok.Name.Local {
			case "text":
				inText = true
				text.Reset()
			case "path":
				doc.paths = append(doc.paths, svgPath{d: attr["d"], style: attr["style"]})
			}
			depth++
		case xml.EndElement:
			depth--
			if tok.Name.Local == "text" {
				inText = false
				doc.texts = append(doc.texts, text.String())
			}
		case xml.CharData:
			if inText {
				text.Write(tok)
			}
		}
	}
	if depth != 0 {
		t.Fatalf("%d elements left open", depth)
	}
	if doc.width == "" {
		t.Fatal("no root svg element")
	}
	return doc
}

// checkFrame checks the root element's size and that the texts include
// the title and every label, each line of them, maybe wrapped: as words
// that follow one another in the texts.
func checkFrame(t *testing.T, doc svgDoc, want ...string) {
	t.Helper()
	w, h := Width.Points(), Height.Points()
	if doc.width != pt(w)+"pt" || doc.height != pt(h)+"pt" || doc.viewBox != "0 0 "+pt(w)+" "+pt(h) {
		t.Errorf("svg width %q height %q viewBox %q; want %gpt by %gpt", doc.width, doc.height, doc.viewBox, w, h)
	}
	var lines []string
	for _, s := range want {
		lines = append(lines, strings.Split(s, "\n")...)
	}
	texts := "\n" + strings.Join(doc.texts, "\n") + "\n"
	for _, s := range lines {
		// The line's words, each at the start of a text or after a space.
		words := strings.Fields(s)
		re := regexp.MustCompile(`\n` + regexp.QuoteMeta(words[0]))
		for _, w := range words[1:] {
			re = regexp.MustCompile(re.String() + `[ \n]` + regexp.QuoteMeta(w))
		}
		if !regexp.MustCompile(re.String() + `\n`).MatchString(texts) {
			t.Errorf("no text %q among %q", s, doc.texts)
		}
	}
}

// pt formats a length as gonum's SVG canvas does, to 5 significant digits.
func pt(x float64) string { return strconv.FormatFloat(x, 'g', 5, 64) }

// hex is the SVG form of a color, as gonum writes it.
func hex(c color.Color) string {
	r, g, b, _ := c.RGBA()
	return fmt.Sprintf("#%02X%02X%02X", r>>8, g>>8, b>>8)
}

// points parses the coordinates of an SVG path of M, L and Z commands.
func points(t *testing.T, d string) [][2]float64 {
	t.Helper()
	var out [][2]float64
	d = strings.TrimSuffix(d, "Z")
	for _, part := range strings.FieldsFunc(d, func(r rune) bool { return r == 'M' || r == 'L' }) {
		xs, ys, ok := strings.Cut(part, ",")
		x, err1 := strconv.ParseFloat(xs, 64)
		y, err2 := strconv.ParseFloat(ys, 64)
		if !ok || err1 != nil || err2 != nil {
			t.Fatalf("path %q: bad point %q", d, part)
		}
		out = append(out, [2]float64{x, y})
	}
	return out
}

// box returns the bounding box of points.
func box(ps [][2]float64) (x0, y0, x1, y1 float64) {
	x0, y0, x1, y1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range ps {
		x0, y0, x1, y1 = min(x0, p[0]), min(y0, p[1]), max(x1, p[0]), max(y1, p[1])
	}
	return
}

// render returns what draw writes, and checks that a second run writes
// the same bytes.
func render(t *testing.T, draw func(io.Writer) error) []byte {
	t.Helper()
	var a, b bytes.Buffer
	if err := draw(&a); err != nil {
		t.Fatal(err)
	}
	if err := draw(&b); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Fatal("two runs wrote different SVG")
	}
	return a.Bytes()
}

func TestHistogram(t *testing.T) {
	enable := make([]int, 39) // the shape of enable1's, in 39 bins of 100
	for i := range enable {
		enable[i] = 5000 / (1 + i*i/4)
	}
	tests := []struct {
		name  string
		title string
		h     stats.Histogram
	}{
		{"one bin", "one & only <bin>", stats.Histogram{Start: 4, Width: 1, Counts: []int{1}}},
		{"mini", "mini, variant no-s", newHistogram([]int{31, 31, 31, 31, 31, 31, 31, 24, 24, 24, 23, 16, 15, 15})},
		{"wide", "enable1, variant no-s", stats.Histogram{Start: 0, Width: 100, Counts: enable}},
		{"negative", "below zero", stats.Histogram{Start: -20, Width: 5, Counts: []int{3, 0, 2, 9}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := render(t, func(w io.Writer) error { return Histogram(w, tt.title, tt.h, Tail{}) })
			doc := parseSVG(t, data)
			checkFrame(t, doc, tt.title, ScoreLabel, CountLabel)

			// One filled bar per bin, left to right, of equal widths,
			// with heights in proportion to the counts.
			var bars [][4]float64
			for _, p := range doc.paths {
				if p.style == "fill:"+hex(BarColor) {
					x0, y0, x1, y1 := box(points(t, p.d))
					bars = append(bars, [4]float64{x0, y0, x1, y1})
				}
			}
			if len(bars) != len(tt.h.Counts) {
				t.Fatalf("%d bars; want one for each of %d bins", len(bars), len(tt.h.Counts))
			}
			most := 0
			for i, n := range tt.h.Counts {
				if n > tt.h.Counts[most] {
					most = i
				}
			}
			unit := (bars[most][3] - bars[most][1]) / float64(tt.h.Counts[most]) // height of one honeycomb
			for i, b := range bars {
				if i > 0 && math.Abs(b[0]-bars[i-1][2]) > 0.01 {
					t.Errorf("bar %d starts at %g, not where bar %d ends, %g", i, b[0], i-1, bars[i-1][2])
				}
				if w := bars[0][2] - bars[0][0]; math.Abs(b[2]-b[0]-w) > 0.01 {
					t.Errorf("bar %d is %g wide, bar 0 %g", i, b[2]-b[0], w)
				}
				if got, want := b[3]-b[1], unit*float64(tt.h.Counts[i]); math.Abs(got-want) > 0.01+1e-4*want {
					t.Errorf("bar %d (count %d) is %g high; want %g", i, tt.h.Counts[i], got, want)
				}
			}
			// The score axis is labelled at bin edges.
			var labels int
			for _, s := range doc.texts {
				if _, err := strconv.Atoi(strings.ReplaceAll(s, ",", "")); err == nil {
					labels++
				}
			}
			if labels < 2*MinLabels {
				t.Errorf("%d numeric tick labels in %q; want %d on each axis", labels, doc.texts, MinLabels)
			}
		})
	}
}

func TestOverlay(t *testing.T) {
	a := []int{31, 31, 31, 31, 31, 31, 31, 24, 24, 24, 23, 16, 15, 15}
	b := make([]int, 3000)
	for i := range b {
		b[i] = 10 + (i*i)%57 + (i*7)%13
	}
	for i := range 10 { // a long tail of 1 in 300, beyond the axis
		b[i] = 400 + i
	}
	series := []Series{{"mini", a}, {"other", b}, {"a & b", []int{40}}}
	data := render(t, func(w io.Writer) error { return OverlayOf(w, "three lists", ScoreLabel, "honeycombs", series...) })
	doc := parseSVG(t, data)

	lo, cut := 40, 40
	for _, s := range series {
		lo, cut = min(lo, slices.Min(s.Scores)), max(cut, stats.Describe(s.Scores).P99)
	}
	start, width, n := stats.Bins(lo, cut)
	if start+n*width > slices.Max(b) {
		t.Fatal("the test needs a series whose top 1% lies beyond the others' 99th percentiles")
	}
	xlabel := fmt.Sprintf("%s\nat most 1%% of each list, from %s up to %s, is beyond the axis",
		ScoreLabel, report.Num(start+n*width), report.Num(slices.Max(b)))
	checkFrame(t, doc, "three lists", xlabel, "share of honeycombs (%)", "mini, 14 honeycombs", "other, 3,000 honeycombs", "a & b, 1 honeycombs")
	var scale []float64 // the height of a share of 1, from each series
	for i, s := range series {
		// Each series is one step line and one legend sample, in its
		// own color.
		var lines []svgPath
		for _, p := range doc.paths {
			if strings.Contains(p.style, "stroke:"+hex(seriesColors[i])+";") {
				lines = append(lines, p)
			}
		}
		if len(lines) != 2 {
			t.Fatalf("series %d: %d paths in its color; want the line and its legend sample", i, len(lines))
		}
		// The step line goes up at the first edge, along each bin and
		// down at the last edge: n+3 points joined by a horizontal and a
		// vertical segment each.
		ps := points(t, lines[0].d)
		if len(ps) != 1+2*(n+2) {
			t.Errorf("series %d: %d points; want %d for %d bins", i, len(ps), 1+2*(n+2), n)
		}
		if ps[0][1] != ps[len(ps)-1][1] {
			t.Errorf("series %d: the line starts at height %g and ends at %g", i, ps[0][1], ps[len(ps)-1][1])
		}
		// The highest step is the fullest bin's share.
		below := slices.DeleteFunc(slices.Clone(s.Scores), func(x int) bool { return x >= start+n*width })
		h := stats.HistogramOf(below, start, width, n)
		most := 0
		for _, c := range h.Counts {
			most = max(most, c)
		}
		_, y0, _, y1 := box(ps)
		scale = append(scale, (y1-y0)/(float64(most)/float64(len(s.Scores))))
	}
	for i, sc := range scale {
		if math.Abs(sc-scale[0]) > 0.01*scale[0] {
			t.Errorf("series %d is drawn at %g points for 100%%, series 0 at %g", i, sc, scale[0])
		}
	}
}

func TestErrors(t *testing.T) {
	tests := []struct {
		name string
		draw func(io.Writer) error
		want string
	}{
		{"empty histogram", func(w io.Writer) error { return Histogram(w, "x", stats.Histogram{}, Tail{}) }, "no bins"},
		{"no series", func(w io.Writer) error { return OverlayOf(w, "x", ScoreLabel, "honeycombs") }, "no series"},
		{"empty series", func(w io.Writer) error {
			return OverlayOf(w, "x", ScoreLabel, "honeycombs", Series{"a", []int{1}}, Series{"b", nil})
		}, `series "b" has no scores`},
		{"failing writer", func(w io.Writer) error { return Histogram(failWriter{}, "x", newHistogram([]int{1}), Tail{}) }, "disk full"},
	}
	for _, tt := range tests {
		err := tt.draw(io.Discard)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v; want one containing %q", tt.name, err, tt.want)
		}
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestBinTicks(t *testing.T) {
	tests := []struct {
		start, width, n int
		want            string // the labels
	}{
		{0, 250, 35, "0 1,000 2,000 3,000 4,000 5,000 6,000 7,000 8,000"},
		{0, 100, 39, "0 500 1,000 1,500 2,000 2,500 3,000 3,500"},
		{15, 1, 17, "16 18 20 22 24 26 28 30 32"},
		{4, 1, 1, "4 5"},
		{-20, 5, 4, "-20 -15 -10 -5 0"},
		{1, 3, 5, "1 4 7 10 13 16"},                         // no nice step: every edge
		{1, 3, 25, "1 10 19 28 37 46 55 64 73"},             // no nice step: every third edge
		{100, 5, 17, "100 110 120 130 140 150 160 170 180"}, // 10 divides 5
		{-9.5e15, 5e14, 38, "-8,000,000,000,000,000 -6,000,000,000,000,000 -4,000,000,000,000,000 -2,000,000,000,000,000 0 2,000,000,000,000,000 4,000,000,000,000,000 6,000,000,000,000,000 8,000,000,000,000,000"},
	}
	for _, tt := range tests {
		h := stats.Histogram{Start: tt.start, Width: tt.width, Counts: make([]int, tt.n)}
		ticks := binTicks(h).Ticks(0, 1)
		if len(ticks) != tt.n+1 {
			t.Errorf("%+v: %d ticks; want one at each of %d edges", tt, len(ticks), tt.n+1)
		}
		var labels []string
		for i, tk := range ticks {
			if lo, _ := h.Bin(i); tk.Value != float64(lo) {
				t.Errorf("%+v: tick %d at %g; want the edge %d", tt, i, tk.Value, lo)
			}
			if tk.Label != "" {
				labels = append(labels, tk.Label)
			}
		}
		if got := strings.Join(labels, " "); got != tt.want {
			t.Errorf("%+v: labels %q; want %q", tt, got, tt.want)
		}
	}
}

// TestHistogramConcurrent checks that plots drawn at the same time, as
// rank --out draws one per list, are each what it is when drawn alone
// (and, under -race, that gonum/plot shares nothing unguarded).
func TestHistogramConcurrent(t *testing.T) {
	hs := []stats.Histogram{
		newHistogram([]int{31, 31, 24, 23, 16, 15, 15}),
		newHistogram([]int{1, 2, 3, 400, 5000}),
		newHistogram([]int{7}),
		newHistogram([]int{100, 200, 200, 300, 300, 300}),
	}
	want := make([]string, len(hs))
	for i, h := range hs {
		var b bytes.Buffer
		if err := Histogram(&b, fmt.Sprintf("list %d, variant s", i), h, Tail{Count: i, Total: h.Total() + i, Max: 9000}); err != nil {
			t.Fatal(err)
		}
		want[i] = b.String()
	}
	got := make([]bytes.Buffer, len(hs))
	errs := make([]error, len(hs))
	done := make(chan int)
	for i, h := range hs {
		go func() {
			errs[i] = Histogram(&got[i], fmt.Sprintf("list %d, variant s", i), h, Tail{Count: i, Total: h.Total() + i, Max: 9000})
			done <- i
		}()
	}
	for range hs {
		<-done
	}
	for i := range hs {
		if errs[i] != nil {
			t.Fatal(errs[i])
		}
		if got[i].String() != want[i] {
			t.Errorf("plot %d drawn beside others differs from the plot drawn alone", i)
		}
	}
}

// TestOverlayTenApart draws the NYT and nine lists, as archive.svg may:
// each series has a color of its own, in its line and its legend sample
// alone.
func TestOverlayTenApart(t *testing.T) {
	var series []Series
	for i := range 10 {
		series = append(series, Series{Name: fmt.Sprintf("list%d", i), Scores: []int{10 + i, 20 + i, 30 + 2*i}})
	}
	doc := parseSVG(t, render(t, func(w io.Writer) error { return OverlayOf(w, "ten", "words", "boards", series...) }))
	for i := range series {
		n := 0
		for _, p := range doc.paths {
			if strings.Contains(p.style, "stroke:"+hex(seriesColors[i])+";") {
				n++
			}
		}
		if n != 2 {
			t.Errorf("series %d: %d paths in its color; want its line and its legend sample", i, n)
		}
	}
}

// newHistogram returns the histogram of scores in the bins that
// stats.Bins gives for their lowest and highest score.
func newHistogram(scores []int) stats.Histogram {
	start, width, n := stats.Bins(slices.Min(scores), slices.Max(scores))
	return stats.HistogramOf(scores, start, width, n)
}

// TestFontFamily checks that every text of a chart names FontFamily, a
// list of fonts that falls back to the sans-serif of the machine, and no
// other font: gonum/plot names only the one font it lays text out with.
func TestFontFamily(t *testing.T) {
	data := render(t, func(w io.Writer) error {
		return OverlayOf(w, "two lists", ScoreLabel, "honeycombs", Series{"a", []int{1, 2, 3}}, Series{"b", []int{2, 3, 4}})
	})
	parseSVG(t, data) // well-formed, with the quotes of the list
	families := regexp.MustCompile(`font-family:([^;"]*)[;"]`).FindAllSubmatch(data, -1)
	if len(families) < 10 {
		t.Fatalf("%d texts name a font-family:\n%s", len(families), data)
	}
	for _, f := range families {
		if string(f[1]) != FontFamily {
			t.Errorf("font-family %q; want %q", f[1], FontFamily)
		}
	}
	if !strings.Contains(FontFamily, "'DejaVu Sans'") || !strings.HasSuffix(FontFamily, ", sans-serif") {
		t.Errorf("FontFamily %q names no DejaVu Sans, the font of a stock Debian, or ends in no generic family", FontFamily)
	}
}
