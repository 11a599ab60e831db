package report

import (
	"errors"
	"fmt"
	"io"
	"os"
	"syscall"
	"testing"
)

// countingWriter counts the writes that reach W.
type countingWriter struct {
	W      io.Writer
	writes int
}

func (c *countingWriter) Write(p []byte) (int, error) {
	c.writes++
	return c.W.Write(p)
}

func TestErrWriterKeepsFirstError(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skipf("no /dev/full here: %v", err)
	}
	defer full.Close()
	c := &countingWriter{W: full}
	w := &ErrWriter{W: c}
	fmt.Fprintf(w, "one\n")
	_, err2 := fmt.Fprintf(w, "two\n")
	if !errors.Is(w.Err, syscall.ENOSPC) || err2 != w.Err || c.writes != 1 {
		t.Errorf("Err %v, second write %v, %d writes reached the file; want ENOSPC twice and 1 write", w.Err, err2, c.writes)
	}
}
