package report

import "io"

// ErrWriter is an io.Writer that keeps the first error of W in Err and
// fails every later write with it, so that the caller of a report writer,
// which ignores the errors of its writes, checks once at the end.
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
