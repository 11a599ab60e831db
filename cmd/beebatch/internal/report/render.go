package report

import (
	"bufio"
	"cmp"
	"context"
	"io"
)

// Render writes to w what fn writes to a buffered Columns of w's width.
// Once ctx is done, fn's writes fail with ctx's error, which Render
// returns: a report of millions of rows stops within a buffer of a
// signal. A write blocked on a pipe that no one reads is left to the
// process (cmd/beebatch/internal/proc).
func Render(ctx context.Context, w io.Writer, fn func(io.Writer) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	bw := bufio.NewWriterSize(ctxWriter{ctx, w}, 64<<10)
	err := fn(&Columns{Writer: bw, N: Width(w)})
	err = cmp.Or(err, bw.Flush())
	return cmp.Or(ctx.Err(), err)
}

// ctxWriter writes to w until ctx is done, and then fails every write
// with ctx's error.
type ctxWriter struct {
	ctx context.Context
	w   io.Writer
}

// Write writes p to w, unless ctx is done.
func (c ctxWriter) Write(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.w.Write(p)
}
