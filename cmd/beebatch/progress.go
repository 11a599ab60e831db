package main

import (
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/schollz/progressbar/v3"

	"github.com/beebatch/beebatch/pkg/search"
)

// progressDelay is how long a run goes before it shows a progress bar, so
// that quick runs print nothing.
const progressDelay = 500 * time.Millisecond

// progress counts the work of a run, the honeycombs ranked, and, when
// stderr is a terminal and the run takes longer than progressDelay,
// shows a bar there. The engine adds to the counters of the embedded
// search.Progress as it ranks, once per chunk, so the bar moves while one
// large list is ranked; one goroutine draws it.
type progress struct {
	search.Progress
	desc atomic.Pointer[string]
	stop chan struct{}
	wg   sync.WaitGroup
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
	go p.draw(e)
	return p
}

func (p *progress) draw(e *env) {
	defer p.wg.Done()
	select {
	case <-p.stop:
		return
	case <-time.After(progressDelay):
	}
	desc := *p.desc.Load()
	bar := progressbar.NewOptions64(p.Total.Load(),
		progressbar.OptionSetWriter(e.stderr),
		progressbar.OptionSetDescription(desc),
		progressbar.OptionShowCount(),
		progressbar.OptionClearOnFinish(),
		progressbar.OptionEnableColorCodes(os.Getenv("NO_COLOR") == ""),
	)
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-p.stop:
			bar.Set64(p.Done.Load())
			bar.Finish()
			return
		case <-tick.C:
			if d := *p.desc.Load(); d != desc {
				desc = d
				bar.Describe(desc)
			}
			if total := p.Total.Load(); total != bar.GetMax64() {
				bar.ChangeMax64(total)
			}
			bar.Set64(p.Done.Load())
		}
	}
}

// phase starts a new stage of the run, such as the ranking of one list:
// the bar shows desc and counts from zero again.
func (p *progress) phase(desc string) {
	p.Done.Store(0)
	p.Total.Store(0)
	p.describe(desc)
}

// describe sets what the bar says the run is doing.
func (p *progress) describe(desc string) { p.desc.Store(&desc) }

// finish removes the bar.
func (p *progress) finish() {
	close(p.stop)
	p.wg.Wait()
}
