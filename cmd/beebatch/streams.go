package main

import (
	"context"
	"io"
	"slices"
	"sync"
	"time"
)

// fileWriter writes to a file, such as standard output, from a goroutine
// of its own, so that a write that blocks, as on a pipe that no one
// reads, does not hold back a run that a signal stops. Once ctx is done,
// a write still in progress is given grace to finish and then
// abandoned: Write returns ctx's error, every later write fails with it,
// and the goroutine stays blocked until the process exits. Writes are
// buffered when buffered is set (stdout): Flush sends them. A fileWriter
// is safe for concurrent use, as by the progress bar and the run.
type fileWriter struct {
	ctx      context.Context
	w        io.Writer // the stream written
	grace    time.Duration
	buffered bool
	// before, if not nil, runs before each write that reaches the file:
	// stderr flushes stdout first, so that the two keep their order on a
	// terminal.
	before func()

	mu  sync.Mutex
	buf []byte
	err error // the first error; no write is tried after it
	// req and res, made by start, carry writes to the goroutine and
	// their errors back.
	req chan []byte
	res chan error
}

// flushSize is how much standard output is buffered before it is written.
const flushSize = 64 << 10

// newFileWriter returns a fileWriter of w, whose goroutine starts with
// the first write that reaches w: a run that writes nothing to a stream,
// as most write nothing to standard error, costs no thread for it.
func newFileWriter(ctx context.Context, w io.Writer, grace time.Duration, buffered bool) *fileWriter {
	return &fileWriter{ctx: ctx, w: w, grace: grace, buffered: buffered}
}

// start starts the goroutine that writes to w.
func (f *fileWriter) start() {
	f.req, f.res = make(chan []byte), make(chan error, 1)
	go func() {
		for p := range f.req {
			_, err := f.w.Write(p)
			f.res <- err
		}
	}()
}

// Write writes p, or buffers it.
func (f *fileWriter) Write(p []byte) (int, error) {
	if f.before != nil {
		f.before()
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.err != nil {
		return 0, f.err
	}
	if !f.buffered {
		if err := f.send(slices.Clone(p)); err != nil {
			return 0, err
		}
		return len(p), nil
	}
	f.buf = append(f.buf, p...)
	if len(f.buf) >= flushSize {
		if err := f.flushLocked(); err != nil {
			return 0, err
		}
	}
	return len(p), nil
}

// Flush writes what is buffered.
func (f *fileWriter) Flush() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.err != nil {
		return f.err
	}
	return f.flushLocked()
}

func (f *fileWriter) flushLocked() error {
	if len(f.buf) == 0 {
		return nil
	}
	p := f.buf
	f.buf = nil
	return f.send(p)
}

// send hands p, which the goroutine then owns, to the goroutine and waits
// for the write to end, or for ctx and then grace.
func (f *fileWriter) send(p []byte) error {
	if f.req == nil {
		f.start() // f.mu is held
	}
	done := f.ctx.Done()
	var grace <-chan time.Time
	if f.ctx.Err() != nil {
		done, grace = nil, time.After(f.grace)
	}
	req, res := f.req, (<-chan error)(nil)
	for {
		select {
		case req <- p:
			req, res = nil, f.res
		case err := <-res:
			f.err = err
			return err
		case <-done:
			done, grace = nil, time.After(f.grace)
		case <-grace:
			f.err = f.ctx.Err()
			return f.err
		}
	}
}
