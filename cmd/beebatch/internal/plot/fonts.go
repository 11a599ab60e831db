package plot

import (
	"bytes"
	"math"
	"strings"

	"codeberg.org/go-fonts/dejavu/dejavusans"
	"golang.org/x/image/font/opentype"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/font/liberation"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
)

// FontFamily is the font-family of every text of the charts: the SVG
// names its fonts rather than embedding them, and a viewer shows the first
// of these it has. Text is laid out to fit the widest of the named fonts
// whose metrics are known here, Liberation Sans (with the metrics of Arial,
// and so about those of Helvetica) and DejaVu Sans (the sans-serif of a
// stock Debian, wider by a tenth or so), so that none is cut off at an
// edge or overlaps, whichever font draws it.
const FontFamily = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif"

var (
	// drawFont is the font the SVG names first; wideFont the other font
	// whose widths the layout takes into account.
	drawFont = font.Font{Typeface: "Liberation", Variant: "Sans"}
	wideFont = font.Font{Typeface: "DejaVu", Variant: "Sans"}
	// fonts holds the faces of both.
	fonts = newFontCache()
	// fitter lays text out for both fonts.
	fitter text.Handler = fitText{fonts}
)

// newFontCache returns a cache of the Liberation fonts, which gonum/plot
// embeds, and of DejaVu Sans.
func newFontCache() *font.Cache {
	c := font.NewCache(liberation.Collection())
	face, err := opentype.Parse(dejavusans.TTF)
	if err != nil {
		panic("plot: parsing DejaVu Sans: " + err.Error())
	}
	c.Add(font.Collection{{Font: wideFont, Face: face}})
	return c
}

// fitText is a text.Handler that measures a text as the widest, tallest
// and deepest of drawFont and wideFont would draw it, and draws it with
// drawFont, aligned by that measure: text.Plain measures and aligns by
// the one font it draws with.
type fitText struct{ fonts *font.Cache }

// faces returns the faces of fnt in drawFont and in wideFont.
func (f fitText) faces(fnt font.Font) (drawn, wide font.Face) {
	w := fnt
	w.Typeface, w.Variant = wideFont.Typeface, wideFont.Variant
	return f.fonts.Lookup(fnt, fnt.Size), f.fonts.Lookup(w, fnt.Size)
}

// Cache implements text.Handler.
func (f fitText) Cache() *font.Cache { return f.fonts }

// Extents implements text.Handler: the larger ascent, descent and height
// of the two fonts.
func (f fitText) Extents(fnt font.Font) font.Extents {
	drawn, wide := f.faces(fnt)
	a, b := drawn.Extents(), wide.Extents()
	return font.Extents{Ascent: max(a.Ascent, b.Ascent), Descent: max(a.Descent, b.Descent), Height: max(a.Height, b.Height)}
}

// Lines implements text.Handler as text.Plain does.
func (f fitText) Lines(txt string) []string {
	return strings.Split(strings.TrimRight(txt, "\n"), "\n")
}

// width returns the width of a line of text in the wider of the fonts.
func (f fitText) width(txt string, fnt font.Font) vg.Length {
	drawn, wide := f.faces(fnt)
	return max(drawn.Width(txt), wide.Width(txt))
}

// Box implements text.Handler.
func (f fitText) Box(txt string, fnt font.Font) (width, height, depth vg.Length) {
	e := f.Extents(fnt)
	return f.width(txt, fnt), e.Ascent, e.Descent
}

// Draw implements text.Handler: it is text.Plain's Draw, with the font's
// extents and each line's width those of Extents and Box.
func (f fitText) Draw(c vg.Canvas, txt string, sty text.Style, pt vg.Point) {
	txt = strings.TrimRight(txt, "\n")
	if txt == "" {
		return
	}
	drawn, _ := f.faces(sty.Font)
	c.SetColor(sty.Color)
	if sty.Rotation != 0 {
		c.Push()
		c.Rotate(sty.Rotation)
	}
	sin64, cos64 := math.Sincos(sty.Rotation)
	cos, sin := vg.Length(cos64), vg.Length(sin64)
	pt.X, pt.Y = pt.Y*sin+pt.X*cos, pt.Y*cos-pt.X*sin
	lines := f.Lines(txt)
	pt.Y += sty.Height(txt)*vg.Length(sty.YAlign) - f.Extents(sty.Font).Ascent
	for i, line := range lines {
		xoffs := vg.Length(sty.XAlign) * f.width(line, sty.Font)
		n := vg.Length(len(lines) - i)
		c.FillString(drawn, pt.Add(vg.Point{X: xoffs, Y: n * sty.Font.Size}), line)
	}
	if sty.Rotation != 0 {
		c.Pop()
	}
}

// useFonts makes every text of p drawn in drawFont, laid out by fitter.
func useFonts(p *plot.Plot) {
	p.TextHandler = fitter
	for _, sty := range []*text.Style{&p.Title.TextStyle, &p.X.Label.TextStyle, &p.X.Tick.Label, &p.Y.Label.TextStyle, &p.Y.Tick.Label, &p.Legend.TextStyle} {
		sty.Font.Typeface, sty.Font.Variant = drawFont.Typeface, drawFont.Variant
		sty.Handler = fitter
	}
}

// drawnFamily is how vgsvg names drawFont in the SVG, from its name table.
const drawnFamily = "font-family:Liberation Sans;"

// nameFamily returns svg with drawFont named as FontFamily.
func nameFamily(svg []byte) []byte {
	return bytes.ReplaceAll(svg, []byte(drawnFamily), []byte("font-family:"+FontFamily+";"))
}
