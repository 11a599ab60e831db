package main

import (
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/schollz/progressbar/v3"
)

// progressDelay is how long a run goes before it shows a progress bar, so
// that quick runs print nothing.
const progressDelay = 500 * time.Millisecond

// progress counts units of work done and, when stderr is a terminal and
// the work takes longer than progressDelay, shows a bar there. Workers
// only add to an atomic counter; one goroutine draws the bar.
type progress struct {
	total atomic.Int64
	done  atomic.Int64
	stop  chan struct{}
	wg    sync.WaitGroup
}

// startProgress starts a progress display with no units yet; it draws
// nothing when quiet or when stderr is not a terminal.
func startProgress(e *env, quiet bool) *progress {
	p := &progress{stop: make(chan struct{})}
	if quiet || !e.stderrTTY || os.Getenv("TERM") == "dumb" {
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
	bar := progressbar.NewOptions64(p.total.Load(),
		progressbar.OptionSetWriter(e.stderr),
		progressbar.OptionSetDescription("ranking"),
		progressbar.OptionShowCount(),
		progressbar.OptionClearOnFinish(),
		progressbar.OptionEnableColorCodes(os.Getenv("NO_COLOR") == ""),
	)
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-p.stop:
			bar.Set64(p.done.Load())
			bar.Finish()
			return
		case <-tick.C:
			if total := p.total.Load(); total != bar.GetMax64() {
				bar.ChangeMax64(total)
			}
			bar.Set64(p.done.Load())
		}
	}
}

// expect adds n units to do; it is safe for concurrent use, and does
// nothing on a nil progress.
func (p *progress) expect(n int64) {
	if p != nil {
		p.total.Add(n)
	}
}

// add counts n units done; it is safe for concurrent use, and does
// nothing on a nil progress.
func (p *progress) add(n int64) {
	if p != nil {
		p.done.Add(n)
	}
}

// finish removes the bar.
func (p *progress) finish() {
	close(p.stop)
	p.wg.Wait()
}
