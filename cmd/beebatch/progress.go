package main

import (
	"bytes"
	"io"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/bar"
	"github.com/beebatch/beebatch/pkg/search"
)

// progressDelay is how long a run goes before it shows a progress bar, so
// that quick runs print nothing.
const progressDelay = 500 * time.Millisecond

// progress counts the work of a run in search.Progress, which the engine
// adds to, and on a terminal, after progressDelay, draws a bar there.
type progress struct {
	search.Progress
	stage atomic.Pointer[bar.Stage]
	stop  chan struct{}
	wg    sync.WaitGroup
}

// startProgress starts a progress display with no work yet; it draws
// nothing with --quiet or when stderr is not a terminal.
func startProgress(e *env) *progress {
	p := &progress{stop: make(chan struct{})}
	p.stage.Store(&bar.Stage{Desc: "ranking", Start: time.Now()})
	if e.quiet || e.stderrCols <= 0 || os.Getenv("TERM") == "dumb" {
		return p
	}
	p.wg.Go(func() { p.draw(e.stderr, e.stderrCols) })
	return p
}

// draw redraws the bar on w, of width columns, every 100ms once
// progressDelay has passed, until finish, and then clears it.
func (p *progress) draw(w io.Writer, width int) {
	select {
	case <-p.stop:
		return
	case <-time.After(progressDelay):
	}
	b := bar.New(w, width, os.Getenv("NO_COLOR") == "")
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		// The counts between two readings of the stage, so that a line
		// never shows one stage's name with another's counts.
		s := p.stage.Load()
		done, total := p.Done.Load(), p.Total.Load()
		if p.stage.Load() == s {
			b.Show(s, done, total, time.Since(s.Start))
		}
		select {
		case <-p.stop:
			// Not b.Clear: the library clears only a line it measured,
			// and it does not measure one it draws at 100%.
			io.WriteString(w, "\r\x1b[K")
			return
		case <-tick.C:
		}
	}
}

// phase starts a new stage of the run, such as the ranking of one list:
// the bar shows desc and counts from zero again.
func (p *progress) phase(desc string) {
	p.Done.Store(0)
	p.Total.Store(0)
	p.stage.Store(&bar.Stage{Desc: desc, Start: time.Now()})
}

// finish removes the bar.
func (p *progress) finish() {
	close(p.stop)
	p.wg.Wait()
}

// lineCounter counts the lines written through it into a progress's
// Done: the rows of a long report.
type lineCounter struct {
	w io.Writer
	p *progress
}

func (c lineCounter) Write(b []byte) (int, error) {
	n, err := c.w.Write(b)
	c.p.Done.Add(int64(bytes.Count(b[:n], []byte("\n"))))
	return n, err
}
