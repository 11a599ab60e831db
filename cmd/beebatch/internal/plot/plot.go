// Package plot draws the SVG charts of the beebatch reports with
// gonum.org/v1/plot: the histogram of one ranking's scores, and an overlay
// of the score distributions of several rankings to compare them.
//
// Every chart has a title, axes labelled with their units and, when it
// shows more than one series, a legend. The SVG is a pure function of the
// arguments, byte for byte: gonum's SVG canvas writes no timestamps or
// random identifiers, and fonts are named, not embedded (the text is set
// in Liberation Serif, whose metrics match the Times of most viewers), so
// regenerated reports diff cleanly and stay small.
package plot

import (
	"errors"
	"fmt"
	"image/color"
	"io"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/stats"
)

// Width and Height are the size of every chart.
const (
	Width  = 16 * vg.Centimeter
	Height = 10 * vg.Centimeter
)

// Axis labels, with their units.
const (
	ScoreLabel = "score (points)"
	CountLabel = "honeycombs"
	ShareLabel = "share of honeycombs (%)"
)

// BarColor fills the bars of a histogram.
var BarColor = color.RGBA{R: 70, G: 110, B: 160, A: 255}

// Histogram writes an SVG bar chart of h, one bar per bin, titled title:
// score in points across, number of honeycombs up. It returns an error
// if h has no bins or w fails.
func Histogram(w io.Writer, title string, h stats.Histogram) error {
	p, err := histogramPlot(title, h)
	if err != nil {
		return err
	}
	return write(w, p)
}

// histogramPlot returns the plot that Histogram draws.
func histogramPlot(title string, h stats.Histogram) (*plot.Plot, error) {
	if len(h.Counts) == 0 || h.Width < 1 {
		return nil, errors.New("plot.Histogram: no bins to draw")
	}
	p := newPlot(title, CountLabel, h)
	bars := &plotter.Histogram{
		Bins:      make([]plotter.HistogramBin, len(h.Counts)),
		Width:     float64(h.Width),
		FillColor: BarColor,
		LineStyle: draw.LineStyle{Color: color.White, Width: vg.Points(0.5)},
	}
	for i, n := range h.Counts {
		lo, hi := h.Bin(i)
		bars.Bins[i] = plotter.HistogramBin{Min: float64(lo), Max: float64(hi), Weight: float64(n)}
	}
	p.Add(horizontalGrid(), bars)
	p.Y.Max *= 1.05 // the highest bar clear of the title
	return p, nil
}

// Series is one sample of scores in an Overlay, named in the legend.
type Series struct {
	Name   string
	Scores []int // in any order
}

// Overlay writes an SVG chart of the score distributions of several
// samples, such as the rankings of several lists, titled title. All are
// counted in the same bins, the ones stats.Bins gives for the lowest and
// highest score of any sample, and each is drawn as a step line of the
// percentage of its own scores in each bin, so that samples of different
// sizes compare. Each has its own color (of seven, then again) and dash
// pattern (solid for the first), and the legend names it with its number
// of scores: "enable1, 55,902 honeycombs". It returns an error if there
// is no series, a series has no scores, or w fails.
func Overlay(w io.Writer, title string, series ...Series) error {
	return OverlayOf(w, title, ScoreLabel, "honeycombs", series...)
}

// OverlayOf is Overlay for samples of other counts than scores: xlabel
// labels the x axis, and unit names what the legend counts, as in
// "enable1, 793 boards".
func OverlayOf(w io.Writer, title, xlabel, unit string, series ...Series) error {
	p, err := overlayPlot(title, xlabel, unit, series)
	if err != nil {
		return err
	}
	return write(w, p)
}

// overlayCut returns the highest score that Overlay's bins cover: the
// largest 99th percentile of the series, so that the long tail of one
// list does not squeeze the bulk of every list into a few bins. The
// scores above it, at most 1% of each series, are left out of the plot
// and its x axis says so; the shares stay shares of all of a series'
// honeycombs.
func overlayCut(series []Series) int {
	cut := math.MinInt
	for _, s := range series {
		cut = max(cut, stats.Describe(s.Scores).P99)
	}
	return cut
}

// within returns the scores below end.
func within(scores []int, end int) []int {
	var in []int
	for _, x := range scores {
		if x < end {
			in = append(in, x)
		}
	}
	return in
}

// overlayPlot returns the plot that Overlay draws.
func overlayPlot(title, xlabel, unit string, series []Series) (*plot.Plot, error) {
	if len(series) == 0 {
		return nil, errors.New("plot.Overlay: no series to draw")
	}
	lo, hi := math.MaxInt, math.MinInt
	for _, s := range series {
		if len(s.Scores) == 0 {
			return nil, fmt.Errorf("plot.Overlay: series %q has no scores", s.Name)
		}
		for _, x := range s.Scores {
			lo, hi = min(lo, x), max(hi, x)
		}
	}
	start, width, n := stats.Bins(lo, overlayCut(series))
	p := newPlot(title, "share of "+unit+" (%)", stats.Histogram{Start: start, Width: width, Counts: make([]int, n)})
	p.X.Label.Text = xlabel
	if end := start + n*width; end <= hi {
		p.X.Label.Text = fmt.Sprintf("%s; at most 1%% of each list, from %s up to %s, is beyond the axis",
			xlabel, report.Num(end), report.Num(hi))
	}
	p.Add(horizontalGrid())
	p.Legend.Top = true
	p.Legend.XOffs = -vg.Points(6)
	for i, s := range series {
		h := stats.HistogramOf(within(s.Scores, start+n*width), start, width, n)
		line, err := plotter.NewLine(steps(h, len(s.Scores)))
		if err != nil {
			return nil, err
		}
		line.StepStyle = plotter.PostStep
		line.LineStyle = draw.LineStyle{
			Color:  plotutil.DarkColors[i%len(plotutil.DarkColors)],
			Width:  vg.Points(1.5),
			Dashes: plotutil.Dashes(i),
		}
		p.Add(line)
		p.Legend.Add(fmt.Sprintf("%s, %s %s", s.Name, report.Num(len(s.Scores)), unit), line)
	}
	p.Y.Max *= 1.05
	return p, nil
}

// steps returns the outline of h, in per cent of of scores, as points
// to join with plotter.PostStep: up from zero at the first bin's lower
// edge, along the top of each bin, and down to zero after the last.
func steps(h stats.Histogram, of int) plotter.XYs {
	total := float64(of)
	pts := make(plotter.XYs, 0, len(h.Counts)+3)
	first, _ := h.Bin(0)
	pts = append(pts, plotter.XY{X: float64(first)})
	for i, n := range h.Counts {
		lo, _ := h.Bin(i)
		pts = append(pts, plotter.XY{X: float64(lo), Y: 100 * float64(n) / total})
	}
	_, last := h.Bin(len(h.Counts) - 1)
	pts = append(pts, plotter.XY{X: float64(last), Y: pts[len(pts)-1].Y}, plotter.XY{X: float64(last)})
	return pts
}

// newPlot returns a plot titled title with scores across, ticked at the
// edges of the bins of h, and ylabel up.
func newPlot(title, ylabel string, h stats.Histogram) *plot.Plot {
	p := plot.New()
	p.Title.Text = title
	p.Title.Padding = vg.Points(6)
	p.X.Label.Text = ScoreLabel
	p.Y.Label.Text = ylabel
	p.X.Tick.Marker = binTicks(h)
	p.Y.Tick.Marker = integerTicks{}
	p.Y.Min = 0
	return p
}

// MaxLabels is the most labelled ticks on the score axis.
const MaxLabels = 10

// binTicks returns a tick at every edge of the bins of h, labelled at
// the multiples of the smallest of stats.Widths that is a multiple of the
// bin width and labels at least 2 and at most MaxLabels edges. Bins
// unlike those of stats.Bins, whose width no such number divides, are
// labelled at every k-th edge from the first instead.
func binTicks(h stats.Histogram) plot.Ticker {
	n := len(h.Counts)
	k := (n + MaxLabels) / MaxLabels // ⌈(n+1)/MaxLabels⌉
	label := func(i, edge int) bool { return i%k == 0 }
	for w := range stats.Widths() {
		if c := labels(h, w); w%h.Width == 0 && 2 <= c && c <= MaxLabels {
			label = func(_, edge int) bool { return edge%w == 0 }
			break
		}
	}
	return plot.TickerFunc(func(_, _ float64) []plot.Tick {
		ticks := make([]plot.Tick, n+1)
		for i := range ticks {
			edge := h.Start + i*h.Width
			ticks[i].Value = float64(edge)
			if label(i, edge) {
				ticks[i].Label = report.Num(edge)
			}
		}
		return ticks
	})
}

// labels returns how many edges of the bins of h are multiples of step.
func labels(h stats.Histogram, step int) int {
	c := 0
	for i := range len(h.Counts) + 1 {
		if (h.Start+i*h.Width)%step == 0 {
			c++
		}
	}
	return c
}

// horizontalGrid returns light horizontal lines at the labelled ticks of
// the vertical axis.
func horizontalGrid() *plotter.Grid {
	g := plotter.NewGrid()
	g.Vertical.Color = nil
	g.Horizontal.Color = color.Gray{Y: 220}
	return g
}

// integerTicks are gonum's default ticks with the labels of whole numbers
// written with thousands separators; ticks between whole numbers are left
// unlabelled, since scores and counts are integers.
type integerTicks struct{}

// Ticks implements plot.Ticker.
func (integerTicks) Ticks(min, max float64) []plot.Tick {
	ticks := plot.DefaultTicks{}.Ticks(min, max)
	for i, t := range ticks {
		if t.Label == "" {
			continue
		}
		if t.Value != math.Trunc(t.Value) || math.Abs(t.Value) > 1<<53 {
			ticks[i].Label = ""
			continue
		}
		ticks[i].Label = report.Num(int(t.Value))
	}
	return ticks
}

// write draws p on an SVG canvas of Width by Height and writes it to w.
func write(w io.Writer, p *plot.Plot) error {
	c := vgsvg.New(Width, Height)
	p.Draw(draw.New(c))
	_, err := c.WriteTo(w)
	return err
}
