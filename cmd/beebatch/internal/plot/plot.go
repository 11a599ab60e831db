// Package plot draws the SVG charts of the beebatch reports with
// gonum.org/v1/plot: the histogram of one ranking's scores, and an overlay
// of several distributions to compare them. The SVG is a pure function of
// the arguments, byte for byte, with fonts named, not embedded: a list of
// families (FontFamily), the text laid out to fit the widest of them.
package plot

import (
	"bytes"
	"errors"
	"fmt"
	"image/color"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/text"
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
)

// BarColor fills the bars of a histogram.
var BarColor = color.RGBA{R: 70, G: 110, B: 160, A: 255}

// Tail is what a histogram leaves out beyond its last bin: Count of the
// Total scores, the highest of them Max.
type Tail struct{ Count, Total, Max int }

// Histogram writes an SVG bar chart of h titled title, score across and
// honeycombs up; the x axis says what tail leaves out beyond the last
// bin. It returns an error if h has no bins or w fails.
func Histogram(w io.Writer, title string, h stats.Histogram, tail Tail) error {
	p, err := histogramPlot(title, h, tail)
	return write(w, p, err)
}

// histogramPlot returns the plot that Histogram draws.
func histogramPlot(title string, h stats.Histogram, tail Tail) (*plot.Plot, error) {
	if len(h.Counts) == 0 || h.Width < 1 {
		return nil, errors.New("plot.Histogram: no bins to draw")
	}
	p := newPlot(title, CountLabel, h)
	if tail.Count > 0 {
		_, end := h.Bin(len(h.Counts) - 1)
		p.X.Label.Text = fmt.Sprintf("%s\n%s of %s honeycombs (%s), from %s up to %s, are beyond the axis",
			ScoreLabel, report.Num(tail.Count), report.Num(tail.Total), percent(tail.Count, tail.Total), report.Num(end), report.Num(tail.Max))
	}
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
	p.Y.Max = max(p.Y.Max*1.05, 3) // clear of the title, with ticks 0 to 3 at least
	fitXLabel(p)
	return p, nil
}

// percent formats n of total as a percentage: "0.7%", or "<0.1%".
func percent(n, total int) string {
	x := 100 * float64(n) / float64(total)
	if x < 0.05 {
		return "<0.1%"
	}
	return strconv.FormatFloat(x, 'f', 1, 64) + "%"
}

// Series is one sample of scores in an Overlay, named in the legend.
type Series struct {
	Name   string
	Scores []int // in any order
}

// OverlayOf writes an SVG chart of several samples, each a step line of
// the share of its values in the same bins (stats.Bins), named in the
// legend with its size in unit ("enable1, 793 boards"), xlabel across.
func OverlayOf(w io.Writer, title, xlabel, unit string, series ...Series) error {
	p, err := overlayPlot(title, xlabel, unit, series)
	return write(w, p, err)
}

// seriesColors tell the series of an overlay apart: plotutil.DarkColors
// and three more, so that ten series each have a color of their own.
var seriesColors = append(slices.Clip(plotutil.DarkColors),
	color.RGBA{0, 128, 128, 255}, // teal
	color.RGBA{128, 128, 0, 255}, // olive
	color.RGBA{51, 34, 136, 255}, // indigo
)

// wrapTitle breaks each line of title wider than width in style between
// words, and a word wider alone after a slash: gonum/plot does not. It
// does not break at a no-break space (report.NoBreak), which it writes
// as a space.
func wrapTitle(title string, style text.Style, width vg.Length) string {
	var out []string
	for _, line := range strings.Split(title, "\n") {
		cur := ""
		for _, word := range strings.Split(line, " ") {
			if word == "" {
				continue
			}
			sep, parts := " ", []string{word}
			if style.Width(word) > width { // a path breaks after a slash
				parts = slices.DeleteFunc(strings.SplitAfter(word, "/"), func(p string) bool { return p == "" })
			}
			for _, part := range parts {
				switch {
				case cur == "":
					cur = part
				case style.Width(cur+sep+part) > width:
					out, cur = append(out, cur), part
				default:
					cur += sep + part
				}
				sep = "" // the rest of a path: no space
			}
		}
		out = append(out, cur)
	}
	return strings.ReplaceAll(strings.Join(out, "\n"), report.NoBreak, " ")
}

// overlayPlot returns the plot that Overlay draws.
func overlayPlot(title, xlabel, unit string, series []Series) (*plot.Plot, error) {
	if len(series) == 0 {
		return nil, errors.New("plot.Overlay: no series to draw")
	}
	// The bins end at the largest 99th percentile of the series, so that
	// no long tail squeezes the bulk into a few bins.
	lo, hi, cut := math.MaxInt, math.MinInt, math.MinInt
	for _, s := range series {
		if len(s.Scores) == 0 {
			return nil, fmt.Errorf("plot.Overlay: series %q has no scores", s.Name)
		}
		lo, hi = min(lo, slices.Min(s.Scores)), max(hi, slices.Max(s.Scores))
		cut = max(cut, stats.Describe(s.Scores).P99)
	}
	start, width, n := stats.Bins(lo, cut)
	p := newPlot(title, "share of "+unit+" (%)", stats.Histogram{Start: start, Width: width, Counts: make([]int, n)})
	p.X.Label.Text = xlabel
	if end := start + n*width; end <= hi {
		p.X.Label.Text = fmt.Sprintf("%s\nat most 1%% of each list, from %s up to %s, is beyond the axis",
			xlabel, report.Num(end), report.Num(hi))
	}
	p.Add(horizontalGrid())
	p.Legend.Top = true
	p.Legend.XOffs = -vg.Points(6)
	for i, s := range series {
		below := slices.DeleteFunc(slices.Clone(s.Scores), func(x int) bool { return x >= start+n*width })
		h := stats.HistogramOf(below, start, width, n)
		line, err := plotter.NewLine(steps(h, len(s.Scores)))
		if err != nil {
			return nil, err
		}
		line.StepStyle = plotter.PostStep
		line.LineStyle = draw.LineStyle{
			Color:  seriesColors[i%len(seriesColors)],
			Width:  vg.Points(1.5),
			Dashes: plotutil.Dashes(i),
		}
		p.Add(line)
		p.Legend.Add(fmt.Sprintf("%s, %s %s", s.Name, report.Num(len(s.Scores)), unit), line)
	}
	p.Y.Max *= 1.05
	fitXLabel(p)
	return p, nil
}

// steps returns the outline of h, in per cent of of scores, as points
// to join with plotter.PostStep.
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

// newPlot returns a plot titled title (one paragraph: its line breaks
// are spaces) with scores across, ticked at the
// edges of the bins of h (at least MinLabels), and ylabel up, ticked at
// round numbers, whole ones when the axis counts.
func newPlot(title, ylabel string, h stats.Histogram) *plot.Plot {
	p := plot.New()
	useFonts(p)
	// The title is one paragraph, its breaks made here for the fonts.
	p.Title.Text = balancedWrap(strings.ReplaceAll(title, "\n", " "), p.Title.TextStyle, Width-2*Margin-vg.Points(8))
	p.Title.Padding = vg.Points(6)
	p.X.Label.Text = ScoreLabel
	p.Y.Label.Text = ylabel
	for len(h.Counts)+1 < MinLabels {
		h.Counts = append(h.Counts, 0)
	}
	p.X.Tick.Marker = binTicks(h)
	p.X.Min, p.X.Max = float64(h.Start), float64(h.Start+len(h.Counts)*h.Width)
	p.Y.Tick.Marker = roundTicks{whole: ylabel == CountLabel}
	p.Y.Min = 0
	return p
}

// MinLabels and MaxLabels are the fewest and the most labelled ticks on
// an axis.
const (
	MinLabels = 4
	MaxLabels = 10
)

// binTicks returns a tick at every edge of the bins of h, labelled at
// the multiples of the smallest of stats.Widths that labels MinLabels to
// MaxLabels edges, or else at every k-th edge, k as small as keeps them
// to MaxLabels.
func binTicks(h stats.Histogram) plot.Ticker {
	n := len(h.Counts)
	k := (n + MaxLabels) / MaxLabels // ⌈(n+1)/MaxLabels⌉
	label := func(i, edge int) bool { return i%k == 0 }
	for w := range stats.Widths() {
		c := 0 // the edges that are multiples of w
		for i := range n + 1 {
			if (h.Start+i*h.Width)%w == 0 {
				c++
			}
		}
		if w%h.Width == 0 && MinLabels <= c && c <= MaxLabels {
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

// horizontalGrid returns light horizontal lines at the labelled ticks of
// the vertical axis.
func horizontalGrid() *plotter.Grid {
	g := plotter.NewGrid()
	g.Vertical.Color = nil
	g.Horizontal.Color = color.Gray{Y: 220}
	return g
}

// roundTicks label an axis at the multiples of the smallest round step
// (1, 2, 2.5 or 5 times a power of ten, whole if whole is set) that
// labels at most MaxLabels values, with thousands separators.
type roundTicks struct{ whole bool }

// Ticks implements plot.Ticker.
func (r roundTicks) Ticks(lo, hi float64) []plot.Tick {
	if !(hi > lo) {
		return []plot.Tick{{Value: lo, Label: formatTick(lo, 0)}}
	}
	// The smallest power of ten considered: a step of 1 when whole.
	p := math.Pow(10, math.Floor(math.Log10((hi-lo)/MaxLabels)))
	if r.whole {
		p = max(p, 1)
	}
	for ; ; p *= 10 {
		for _, m := range []float64{1, 2, 2.5, 5} {
			step := m * p
			if r.whole && step != math.Trunc(step) {
				continue
			}
			first, last := math.Ceil(lo/step), math.Floor(hi/step)
			if last-first+1 > MaxLabels {
				continue
			}
			// The decimals of the step: those of p, and one more for 2.5·p
			// when p is at most 1.
			decimals := max(-int(math.Round(math.Log10(p))), 0)
			if m == 2.5 && p <= 1 {
				decimals++
			}
			var ticks []plot.Tick
			for i := first; i <= last; i++ {
				v := i * step
				ticks = append(ticks, plot.Tick{Value: v, Label: formatTick(v, decimals)})
			}
			return ticks
		}
	}
}

// formatTick formats the value of a tick with decimals decimals and
// thousands separators.
func formatTick(v float64, decimals int) string {
	if decimals == 0 && math.Abs(v) < 1<<53 {
		return report.Num(int(math.Round(v)))
	}
	return strconv.FormatFloat(v, 'f', decimals, 64)
}

// fitXLabel wraps the label of p's x axis, which gonum/plot centres under
// the axis, between words so that it stays within the chart's margins:
// the note of the scores beyond the axis is wider than the axis in the
// wider fonts.
func fitXLabel(p *plot.Plot) {
	dc := p.DataCanvas(chartCanvas(vgsvg.New(Width, Height)))
	center := dc.Center().X
	room := 2*min(center-Margin, Width-Margin-center) - vg.Points(8)
	p.X.Label.Text = balancedWrap(p.X.Label.Text, p.X.Label.TextStyle, room)
}

// balancedWrap is wrapTitle(text, style, width) with its lines as even as
// the same number of lines allows, so that no word is left alone on the
// last: the narrowest width, to a tenth of a point, that wraps text into
// as few lines as width does.
func balancedWrap(text string, style text.Style, width vg.Length) string {
	wrapped := wrapTitle(text, style, width)
	n := strings.Count(wrapped, "\n")
	if n == strings.Count(text, "\n") {
		return wrapped // nothing was wrapped
	}
	lo, hi := vg.Length(0), width
	for hi-lo > vg.Points(0.1) {
		mid := (lo + hi) / 2
		if strings.Count(wrapTitle(text, style, mid), "\n") == n {
			hi = mid
		} else {
			lo = mid
		}
	}
	return wrapTitle(text, style, hi)
}

// chartCanvas returns the area of c that a chart is drawn in: all of it
// but Margin at each edge.
func chartCanvas(c vg.CanvasSizer) draw.Canvas {
	return draw.Crop(draw.New(c), Margin, -Margin, Margin, -Margin)
}

// Margin is the space left blank at each edge of a chart.
const Margin = 4 * vg.Millimeter

// write draws p on an SVG canvas of Width by Height, within Margin of its
// edges, and writes it to w; it returns err, the error of making p, if
// that is not nil.
func write(w io.Writer, p *plot.Plot, err error) error {
	if err != nil {
		return err
	}
	c := vgsvg.New(Width, Height)
	p.Draw(chartCanvas(c))
	var b bytes.Buffer
	if _, err := c.WriteTo(&b); err != nil {
		return err
	}
	_, err = w.Write(nameFamily(b.Bytes()))
	return err
}
