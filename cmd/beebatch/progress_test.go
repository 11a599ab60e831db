package main

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

func TestProgress(t *testing.T) {
	t.Setenv("TERM", "xterm") // startProgress draws nothing on a dumb terminal
	tests := []struct {
		name     string
		tty      bool
		quiet    bool
		wait     time.Duration
		wantDraw bool
	}{
		{"quick run on a terminal", true, false, 0, false},
		{"slow run on a terminal", true, false, progressDelay + 300*time.Millisecond, true},
		{"slow run, --quiet", true, true, progressDelay + 300*time.Millisecond, false},
		{"slow run, not a terminal", false, false, progressDelay + 300*time.Millisecond, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stderr bytes.Buffer
			e := &env{stderr: &stderr, quiet: tt.quiet}
			if tt.tty {
				e.stderrCols = 80
			}
			p := startProgress(e)
			p.Total.Add(4)
			p.Done.Add(1)
			time.Sleep(tt.wait)
			p.phase("ranking the next")
			p.Total.Add(3)
			p.Done.Add(3)
			p.finish()
			if drew := strings.Contains(stderr.String(), "ranking"); drew != tt.wantDraw {
				t.Errorf("drew a bar: %v; want %v (stderr %q)", drew, tt.wantDraw, stderr.String())
			}
			if tt.wantDraw && !strings.HasSuffix(stderr.String(), "\r\x1b[K") {
				t.Errorf("the bar is not cleared at the end: %q", stderr.String())
			}
		})
	}
}
