package bar

import (
	"bytes"
	"io"
	"sync"
	"sync/atomic"
	"time"

	"github.com/beebatch/beebatch/pkg/search"
)

// Delay is how long a run goes before a Meter shows its bar, so that
// quick runs print nothing.
const Delay = 500 * time.Millisecond

// Meter counts the work of a run in search.Progress, which the engine
// adds to, and on a terminal, after Delay, draws a Bar of it there,
// redrawn every 100ms until Finish.
type Meter struct {
	search.Progress
	stage atomic.Pointer[Stage]
	stop  chan struct{}
	wg    sync.WaitGroup
}

// Start returns a meter with no work yet, in the stage "ranking", which
// draws on w, a terminal of cols columns, in colour if color; it draws
// nothing when cols is 0 or less.
func Start(w io.Writer, cols int, color bool) *Meter {
	m := &Meter{stop: make(chan struct{})}
	m.stage.Store(&Stage{Desc: "ranking", Start: time.Now()})
	if cols > 0 {
		m.wg.Go(func() { m.draw(w, cols, color) })
	}
	return m
}

// draw redraws the bar on w every 100ms once Delay has passed, until
// Finish, and then clears it.
func (m *Meter) draw(w io.Writer, cols int, color bool) {
	select {
	case <-m.stop:
		return
	case <-time.After(Delay):
	}
	b := New(w, cols, color)
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		// The counts between two readings of the stage, so that a line
		// never shows one stage's name with another's counts.
		s := m.stage.Load()
		done, total := m.Done.Load(), m.Total.Load()
		if m.stage.Load() == s {
			b.Show(s, done, total, time.Since(s.Start))
		}
		select {
		case <-m.stop:
			// Not b.Clear: the library clears only a line it measured,
			// and it does not measure one it draws at 100%.
			io.WriteString(w, "\r\x1b[K")
			return
		case <-tick.C:
		}
	}
}

// Phase starts a new stage of the run, such as the ranking of one list:
// the bar shows desc and counts from zero again.
func (m *Meter) Phase(desc string) {
	m.Done.Store(0)
	m.Total.Store(0)
	m.stage.Store(&Stage{Desc: desc, Start: time.Now()})
}

// Finish removes the bar.
func (m *Meter) Finish() {
	close(m.stop)
	m.wg.Wait()
}

// LineCounter counts the lines written through it to W into the Done of
// M: the rows of a long report.
type LineCounter struct {
	W io.Writer
	M *Meter
}

// Write writes b to W and counts its lines.
func (c LineCounter) Write(b []byte) (int, error) {
	n, err := c.W.Write(b)
	c.M.Done.Add(int64(bytes.Count(b[:n], []byte("\n"))))
	return n, err
}
