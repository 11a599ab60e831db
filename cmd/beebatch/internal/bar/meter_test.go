package bar

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// TestMeter draws a bar only on a terminal, after Delay, and clears it
// at the end.
func TestMeter(t *testing.T) {
	tests := []struct {
		name     string
		cols     int
		wait     time.Duration
		wantDraw bool
	}{
		{"quick run on a terminal", 80, 0, false},
		{"slow run on a terminal", 80, Delay + 300*time.Millisecond, true},
		{"slow run, not a terminal", 0, Delay + 300*time.Millisecond, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel() // the slow runs wait out Delay at once
			var stderr bytes.Buffer
			p := Start(&stderr, tt.cols, false)
			p.Total.Add(4)
			p.Done.Add(1)
			time.Sleep(tt.wait)
			p.Phase("ranking the next")
			p.Total.Add(3)
			p.Done.Add(3)
			p.Finish()
			if drew := strings.Contains(stderr.String(), "ranking"); drew != tt.wantDraw {
				t.Errorf("drew a bar: %v; want %v (stderr %q)", drew, tt.wantDraw, stderr.String())
			}
			if tt.wantDraw && !strings.HasSuffix(stderr.String(), "\r\x1b[K") {
				t.Errorf("the bar is not cleared at the end: %q", stderr.String())
			}
		})
	}
}

// TestLineCounter counts the lines written through it, whole or cut
// across writes, and passes the bytes on unchanged.
func TestLineCounter(t *testing.T) {
	var out bytes.Buffer
	m := Start(&out, 0, false)
	defer m.Finish()
	var w bytes.Buffer
	c := LineCounter{W: &w, M: m}
	for _, s := range []string{"one\ntwo\n", "thr", "ee\n", "", "\n\n"} {
		if n, err := c.Write([]byte(s)); n != len(s) || err != nil {
			t.Fatalf("Write(%q) = %d, %v", s, n, err)
		}
	}
	if got := m.Done.Load(); got != 5 {
		t.Errorf("Done = %d; want 5", got)
	}
	if w.String() != "one\ntwo\nthree\n\n\n" || out.Len() != 0 {
		t.Errorf("wrote %q, drew %q", w.String(), out.String())
	}
}
