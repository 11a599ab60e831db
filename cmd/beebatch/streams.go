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

// fileWriter writes to a file, such as standard output, from a goroutine,
// so that a write that blocks, as on a pipe no one reads, does not hold
// back a run that a signal stops: once ctx is done, a write is given
// grace to finish, and then it and every later write fail with ctx's
// error. Writes are buffered when buffered is set (stdout) until Flush.
// A fileWriter is safe for concurrent use, as by the progress bar.
type fileWriter struct {
	ctx      context.Context
	w        io.Writer
	grace    time.Duration
	buffered bool
	before   func() // if set, runs before each write (stderr flushes stdout)

	mu  sync.Mutex
	buf []byte
	err error // the first error; no write is tried after it
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

// send writes p in a goroutine, which then owns it, and waits for the
// write to end, or for ctx and then grace.
func (f *fileWriter) send(p []byte) error {
	res := make(chan error, 1)
	go func() {
		_, err := f.w.Write(p)
		res <- err
	}()
	select {
	case f.err = <-res:
		return f.err
	case <-f.ctx.Done():
	}
	select {
	case f.err = <-res:
	case <-time.After(f.grace):
		f.err = f.ctx.Err()
	}
	return f.err
}

// render and compute stop, within milliseconds of a signal, a step that
// checks no context itself. Each runs in a goroutine that the run leaves
// behind when ctx is done; such a step must share nothing that the run
// changes afterwards.

// render writes to w what fn writes to a buffered report.Columns of w's
// width, through a pipe from a goroutine: once ctx is done, render
// returns ctx's error, and every later write of fn fails.
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
func compute[T any](ctx context.Context, fn func() (T, error)) (T, error) {
	var zero T
	if err := ctx.Err(); err != nil {
		return zero, err
	}
	type result struct {
		v   T
		err error
	}
	done := make(chan result, 1)
	go func() {
		v, err := fn()
		done <- result{v, err}
	}()
	select {
	case r := <-done:
		return r.v, r.err
	case <-ctx.Done():
		return zero, ctx.Err()
	}
}
