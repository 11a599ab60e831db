package main

import (
	"bufio"
	"context"
	"errors"
	"io"
	"slices"
	"sync"
	"time"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
)

// fileWriter writes to a file, such as standard output, from a goroutine
// of its own, started by the first write, so that a write that blocks,
// as on a pipe no one reads, does not hold back a run that a signal
// stops. Once ctx is done, a write in progress is given grace to finish
// and then abandoned: it and every later write fail with ctx's error.
// Writes are buffered when buffered is set (stdout) until Flush. A
// fileWriter is safe for concurrent use, as by the progress bar and the
// run.
type fileWriter struct {
	ctx      context.Context
	w        io.Writer
	grace    time.Duration
	buffered bool
	before   func() // if set, runs before each write (stderr flushes stdout)

	mu  sync.Mutex
	buf []byte
	err error // the first error; no write is tried after it
	req chan []byte
	res chan error
}

// flushSize is how much standard output is buffered before it is written.
const flushSize = 64 << 10

// Write writes p, or buffers it.
func (f *fileWriter) Write(p []byte) (int, error) {
	if f.before != nil {
		f.before()
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	var err error
	switch {
	case f.err != nil:
		return 0, f.err
	case !f.buffered:
		err = f.send(slices.Clone(p))
	default:
		if f.buf = append(f.buf, p...); len(f.buf) >= flushSize {
			err = f.flushLocked()
		}
	}
	if err != nil {
		return 0, err
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
		f.req, f.res = make(chan []byte), make(chan error, 1)
		go func() {
			for p := range f.req {
				_, err := f.w.Write(p)
				f.res <- err
			}
		}()
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

// render and compute stop, within milliseconds of a signal, a step that
// checks no context itself: rendering a report (tablewriter builds a
// whole table before writing it) and computing. Each runs in a goroutine
// that the run leaves behind when ctx is done, to end with the process;
// such a step must share nothing that the run changes afterwards.

// render writes to w what fn writes, rendering it in a goroutine through
// a pipe, so that once ctx is done the writing stops at once: render
// then returns ctx's error, and every later write of fn fails. fn writes
// to a buffered report.Columns of w's width. The error is fn's, or the
// first of a write to w.
func render(ctx context.Context, w io.Writer, fn func(io.Writer) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	pr, pw := io.Pipe()
	width := report.Width(w)
	go func() {
		bw := bufio.NewWriterSize(pw, 64<<10)
		err := fn(&report.Columns{Writer: bw, N: width})
		if ferr := bw.Flush(); err == nil {
			err = ferr
		}
		pw.CloseWithError(err)
	}()
	stop := context.AfterFunc(ctx, func() { pr.CloseWithError(ctx.Err()) })
	defer stop()
	_, err := io.Copy(w, pr)
	pr.CloseWithError(errRenderDone) // fn's writes fail from now on
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return err
}

// errRenderDone fails the writes of a rendering that render no longer
// reads.
var errRenderDone = errors.New("the rendering is no longer read")

// compute returns what fn returns, computing it in a goroutine, or ctx's
// error as soon as ctx is done, leaving fn to end on its own.
func compute[T any](ctx context.Context, fn func() T) (T, error) {
	var zero T
	if err := ctx.Err(); err != nil {
		return zero, err
	}
	done := make(chan T, 1)
	go func() { done <- fn() }()
	select {
	case v := <-done:
		return v, nil
	case <-ctx.Done():
		return zero, ctx.Err()
	}
}
