package report

import "io"

// ErrWriter is an io.Writer that keeps the first error of W: once a write
// fails, every later write fails at once with the same error, and Err
// holds it. The report writers ignore the errors of their many
// fmt.Fprintf calls, as do the table renderers; an ErrWriter around their
// output lets the caller check once, at the end, that all of it was
// written, as with bufio.Writer.
type ErrWriter struct {
	W   io.Writer
	Err error
}

// Write writes p to W, unless an earlier write failed.
func (w *ErrWriter) Write(p []byte) (int, error) {
	if w.Err != nil {
		return 0, w.Err
	}
	n, err := w.W.Write(p)
	if err != nil {
		w.Err = err
	}
	return n, err
}
