// Package bar draws the progress bar of a long run on a terminal, one
// line that fits its width: the share done, a bar, what the run does,
// the counts, the time taken and, once it can tell, the time left; a
// Meter keeps the counts of a run and redraws its bar, and a
// LineCounter counts the lines of a report into them.
package bar

import (
	"cmp"
	"fmt"
	"io"
	"time"
	"unicode/utf8"

	"github.com/schollz/progressbar/v3"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
)

// Stage is what the run is doing, as the bar says it, and since when. A
// new Stage starts the counts from zero.
type Stage struct {
	Desc  string
	Start time.Time
}

// Bar draws the line of a progress through progressbar: the share done,
// a bar, and in the library's description what the run does, the counts
// and the time taken.
type Bar struct {
	*progressbar.ProgressBar
	cols  int
	stage *Stage
	total int64
}

// New returns a bar that draws on w, a terminal of cols columns, in
// colour if color.
func New(w io.Writer, cols int, color bool) *Bar {
	theme := progressbar.ThemeDefault
	if color {
		theme.BarStart, theme.BarEnd = "|[green]", "[reset]|"
	}
	return &Bar{cols: cols, ProgressBar: progressbar.NewOptions64(1,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetTheme(theme),
		progressbar.OptionEnableColorCodes(color),
		progressbar.OptionUseANSICodes(true),
		progressbar.OptionShowDescriptionAtLineEnd(),
		progressbar.OptionSetPredictTime(false),
		progressbar.OptionSetElapsedTime(false),
	)}
}

// Show draws stage s at done of total (0 if not yet known), elapsed into
// it.
func (b *Bar) Show(s *Stage, done, total int64, elapsed time.Duration) {
	desc, width := barText(s.Desc, done, total, elapsed, b.cols-1)
	// Set the width and description between two redraws, so that
	// Set64, which redraws when the share changes, draws them with it;
	// Describe draws them if not.
	progressbar.OptionSetWidth(width)(b.ProgressBar)
	progressbar.OptionSetDescription(desc)(b.ProgressBar)
	if s != b.stage || total != b.total {
		// A new stage or total: counts from zero.
		b.stage, b.total = s, total
		b.Reset()
		b.ChangeMax64(cmp.Or(max(total, 0), -1))
	}
	if drawn := b.String(); total > 0 {
		b.Set64(min(done, total))
		if b.String() != drawn {
			return
		}
	}
	b.Describe(desc)
}

// barText returns the description drawn after the bar (what the run
// does, the counts, the time taken and left) and the bar's width, so that
// the line fits in cols columns: the estimate goes first, then the
// total, then the description is cut.
func barText(desc string, done, total int64, elapsed time.Duration, cols int) (string, int) {
	clk := " " + clock(elapsed)
	if total <= 0 {
		// "| " before, a space after.
		if done > 0 {
			clk = " " + report.Num64(done) + clk
		}
		return fit(fit(desc, cols-4-len(clk))+clk, cols-4), 10
	}
	done = min(done, total)
	frac := float64(done) / float64(total)
	left := ""
	if frac >= 0.02 && elapsed >= time.Second && done < total {
		left = ", " + clock(time.Duration(float64(elapsed)*(1-frac)/frac)) + " left"
	}
	of := report.Num64(total)
	counts := fmt.Sprintf(" %*s/%s%s", len(of), report.Num64(done), of, clk)
	n := utf8.RuneCountInString(desc)
	// "100% |", the bar, "|  " and a space after: 11 columns and the
	// bar, whose length leaves room for " 59m59s, 59m59s left".
	width := min(max(cols-11-n-len(counts)-(7-len(clk))-13, 10), 40)
	nums := fmt.Sprintf(" %*s%s", len(of), report.Num64(done), clk)
	for _, s := range []string{counts + left, counts} {
		if 11+width+n+len(s) <= cols {
			nums = s
			break
		}
	}
	return fit(fit(desc, cols-11-width-len(nums))+nums, cols-11-width), width
}

// fit returns s cut to at most n runes, ending with … if it was cut.
func fit(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	if n <= 1 {
		return ""
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}

// clock writes a duration as a person reads a timer: 0s, 42s, 3m05s,
// 1h02m.
func clock(d time.Duration) string {
	s := int(d.Round(time.Second) / time.Second)
	switch {
	case s < 60:
		return fmt.Sprintf("%ds", s)
	case s < 3600:
		return fmt.Sprintf("%dm%02ds", s/60, s%60)
	}
	return fmt.Sprintf("%dh%02dm", s/3600, s%3600/60)
}
