package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/search"
)

// progressDelay is how long a run goes before it shows a progress bar, so
// that quick runs print nothing.
const progressDelay = 500 * time.Millisecond

// progress counts the work of a run, the honeycombs ranked, and, when
// stderr is a terminal and the run takes longer than progressDelay,
// shows a bar there, one line that fits the terminal's width. The engine
// adds to the counters of the embedded search.Progress as it ranks, once
// per chunk, so the bar moves while one large list is ranked; one
// goroutine draws it.
type progress struct {
	search.Progress
	stage atomic.Pointer[stage]
	stop  chan struct{}
	wg    sync.WaitGroup
}

// stage is what the run is doing, as the bar says it, and since when.
type stage struct {
	desc  string
	start time.Time
}

// startProgress starts a progress display with no work yet; it draws
// nothing with --quiet or when stderr is not a terminal.
func startProgress(e *env) *progress {
	p := &progress{stop: make(chan struct{})}
	p.describe("ranking")
	if e.quiet || !e.stderrTTY || os.Getenv("TERM") == "dumb" {
		return p
	}
	p.wg.Add(1)
	width := e.stderrCols
	if width <= 0 {
		width = report.DefaultWidth
	}
	go p.draw(e.stderr, width)
	return p
}

// draw redraws the bar on w, of width columns, every 100ms once
// progressDelay has passed, until finish, and then clears it.
func (p *progress) draw(w io.Writer, width int) {
	defer p.wg.Done()
	select {
	case <-p.stop:
		return
	case <-time.After(progressDelay):
	}
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		// The stage first, then its counts: phase resets the counts
		// before it names the next stage, so a line never shows one
		// stage's name with another's counts.
		s := p.stage.Load()
		done, total := p.Done.Load(), p.Total.Load()
		io.WriteString(w, "\r"+barLine(s.desc, done, total, time.Since(s.start), width-1)+"\x1b[K")
		select {
		case <-p.stop:
			io.WriteString(w, "\r\x1b[K")
			return
		case <-tick.C:
		}
	}
}

// barLine returns the line of the bar, at most width columns: what the
// run does, the share done, a bar, the counts with thousands separators
// and the time taken, and an estimate of the time left once there is
// one; with no total, the count alone. The bar shrinks first, then the
// description, to fit.
func barLine(desc string, done, total int64, elapsed time.Duration, width int) string {
	tail := " " + clock(elapsed)
	if total <= 0 && done == 0 {
		return fit(desc, width-len(tail)) + tail
	}
	if total <= 0 {
		return fit(desc, width-len(tail)-1-len(report.Num64(done))) + " " + report.Num64(done) + tail
	}
	done = min(done, total)
	frac := float64(done) / float64(total)
	if frac >= 0.02 && elapsed >= time.Second && done < total {
		left := time.Duration(float64(elapsed) * (1 - frac) / frac)
		tail += ", " + clock(left) + " left"
	}
	counts := fmt.Sprintf(" %3d%% ", int(frac*100))
	of := report.Num64(total)
	nums := fmt.Sprintf(" %*s/%s%s", len(of), report.Num64(done), of, tail)
	// The bar keeps its length while the times change: it leaves them
	// room for "59m59s, 59m59s left".
	room := width - utf8.RuneCountInString(desc) - len(counts) - len(nums) - 2 - max(0, 20-len(tail))
	bar := min(max(room, 10), 40)
	if room < 10 {
		desc = fit(desc, width-len(counts)-len(nums)-2-bar)
	}
	if utf8.RuneCountInString(desc) < 8 && desc != "" || len(counts)+len(nums)+2+bar > width {
		// Too narrow for a bar: the counts and the time taken alone.
		compact := fmt.Sprintf(" %d%% %s/%s %s", int(frac*100), report.Num64(done), of, clock(elapsed))
		return fit(fit(desc, width-len(compact))+compact, width)
	}
	fill := int(frac * float64(bar))
	return desc + counts + "[" + strings.Repeat("=", fill) + strings.Repeat(" ", bar-fill) + "]" + nums
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

// phase starts a new stage of the run, such as the ranking of one list:
// the bar shows desc and counts from zero again.
func (p *progress) phase(desc string) {
	p.Done.Store(0)
	p.Total.Store(0)
	p.describe(desc)
}

// describe sets what the bar says the run is doing.
func (p *progress) describe(desc string) { p.stage.Store(&stage{desc, time.Now()}) }

// finish removes the bar.
func (p *progress) finish() {
	close(p.stop)
	p.wg.Wait()
}

// lineCounter counts the lines written through it into a progress's Done,
// for the progress of writing a long report: a row a line in text, md and
// csv.
type lineCounter struct {
	w io.Writer
	p *progress
}

func (c lineCounter) Write(b []byte) (int, error) {
	n, err := c.w.Write(b)
	c.p.Done.Add(int64(bytes.Count(b[:n], []byte("\n"))))
	return n, err
}
