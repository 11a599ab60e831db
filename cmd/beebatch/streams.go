package main

import (
	"bufio"
	"cmp"
	"context"
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
// error. A fileWriter is safe for concurrent use, as by the progress bar.
type fileWriter struct {
	ctx   context.Context
	w     io.Writer
	grace time.Duration
	mu    sync.Mutex
	err   error // the first error; no write is tried after it
}

// Write writes p.
func (f *fileWriter) Write(p []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.err == nil {
		q := slices.Clone(p) // the goroutine's, which may outlive the call
		_, f.err = await(f.ctx, f.grace, func() (int, error) { return f.w.Write(q) })
	}
	if f.err != nil {
		return 0, f.err
	}
	return len(p), nil
}

// render writes to w what fn writes to a buffered report.Columns of w's
// width, through a pipe from a goroutine: once ctx is done, render
// returns ctx's error, and every later write of fn fails. Like compute,
// it leaves the goroutine behind, so fn must share nothing that the run
// changes afterwards.
func render(ctx context.Context, w io.Writer, fn func(io.Writer) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	pr, pw := io.Pipe()
	width := report.Width(w)
	go func() {
		bw := bufio.NewWriterSize(pw, 64<<10)
		err := fn(&report.Columns{Writer: bw, N: width})
		pw.CloseWithError(cmp.Or(err, bw.Flush()))
	}()
	stop := context.AfterFunc(ctx, func() { pr.CloseWithError(ctx.Err()) })
	defer stop()
	_, err := io.Copy(w, pr)
	pr.Close() // fn's writes fail from now on
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return err
}

// compute returns what fn returns, computing it in a goroutine, or ctx's
// error as soon as ctx is done, leaving fn to end on its own.
func compute[T any](ctx context.Context, fn func() (T, error)) (T, error) {
	if err := ctx.Err(); err != nil {
		var zero T
		return zero, err
	}
	return await(ctx, 0, fn)
}

// await returns what fn returns, calling it in a goroutine, or ctx's
// error once ctx is done and grace has passed, leaving fn to end on its
// own.
func await[T any](ctx context.Context, grace time.Duration, fn func() (T, error)) (T, error) {
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
	}
	select {
	case r := <-done:
		return r.v, r.err
	case <-time.After(grace):
		var zero T
		return zero, ctx.Err()
	}
}
