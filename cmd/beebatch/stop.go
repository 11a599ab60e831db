package main

import (
	"bufio"
	"context"
	"errors"
	"io"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
)

// This file holds the two ways in which a signal stops, within
// milliseconds, a step that checks no context itself: rendering a report
// (tablewriter builds a whole table before it writes it) and computing
// statistics. Each runs in a goroutine of its own, which the run leaves
// behind when ctx is done, to end on its own while the process exits. A
// step run this way must share nothing that the run changes afterwards.

// render writes to w what fn writes, rendering it in a goroutine through
// a pipe, so that once ctx is done the writing stops at once, whatever fn
// is doing: render then returns ctx's error, and every later write of fn
// fails. fn's writes are buffered, so that the pipe takes few of them,
// and go to a report.Columns of w's width.
// The error is fn's, or the first of a write to w.
func render(ctx context.Context, w io.Writer, fn func(io.Writer) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	pr, pw := io.Pipe()
	width := report.Width(w) // the writer fn gets says it too
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
