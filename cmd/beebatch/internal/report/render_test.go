package report

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"
	"testing"
)

// TestRender writes what fn writes, at the width of the writer, and
// stops writing once the context is done.
func TestRender(t *testing.T) {
	var b bytes.Buffer
	err := Render(context.Background(), &Columns{Writer: &b, N: 123}, func(w io.Writer) error {
		_, err := io.WriteString(w, strings.Repeat("x", 100<<10))
		if Width(w) != 123 {
			t.Errorf("Width in Render = %d; want 123", Width(w))
		}
		return err
	})
	if err != nil || b.Len() != 100<<10 {
		t.Errorf("Render wrote %d bytes, %v; want %d and nil", b.Len(), err, 100<<10)
	}
	ctx, cancel := context.WithCancel(context.Background())
	b.Reset()
	err = Render(ctx, &b, func(w io.Writer) error {
		for i := 0; ; i++ {
			if i == 10 {
				cancel()
			}
			if _, err := io.WriteString(w, strings.Repeat("x", 16<<10)); err != nil {
				return err
			}
		}
	})
	if !errors.Is(err, context.Canceled) || b.Len() > 10*16<<10+64<<10 {
		t.Errorf("Render after a cancel: %v, %d bytes written; want context.Canceled within a buffer", err, b.Len())
	}
	if err := Render(ctx, &b, func(io.Writer) error { t.Error("fn called after a cancel"); return nil }); !errors.Is(err, context.Canceled) {
		t.Errorf("Render once cancelled: %v; want context.Canceled", err)
	}
}
