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
			e := &env{stderr: &stderr, stderrTTY: tt.tty, quiet: tt.quiet}
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
		})
	}
}

// TestBarLine checks the line of the progress bar: it fits the width,
// counts with thousands separators, says the time taken and, once it can
// tell, the time left.
func TestBarLine(t *testing.T) {
	tests := []struct {
		desc        string
		done, total int64
		elapsed     time.Duration
		width       int
		want        []string // each in the line
	}{
		{"ranking enable1 (1 of 2)", 0, 0, 0, 79, []string{"ranking enable1 (1 of 2) 0s"}},
		{"ranking enable1 (1 of 2)", 14060475, 28120950, 3 * time.Second, 79, []string{"ranking enable1 (1 of 2)", " 50% [", "] 14,060,475/28,120,950 3s, 3s left"}},
		{"ranking enable1 (1 of 2)", 28120950, 28120950, 65 * time.Second, 79, []string{"100% [", "28,120,950/28,120,950 1m05s"}},
		{"ranking a-list-with-a-very-long-name-indeed (12 of 20)", 1, 28120950, 0, 60, []string{"ranking a-list", "…", "  0% [", "1/28,120,950 0s"}},
		{"lines written", 1234567, 0, 2 * time.Second, 79, []string{"lines written 1,234,567 2s"}},
		{"ranking", 5, 10, 2 * time.Hour, 40, []string{"2h00m"}},
	}
	for _, tt := range tests {
		for _, width := range []int{tt.width, 40, 200} {
			line := barLine(tt.desc, tt.done, tt.total, tt.elapsed, width)
			if n := len([]rune(line)); n > width {
				t.Errorf("%q at width %d: %d columns: %q", tt.desc, width, n, line)
			}
			if width != tt.width {
				continue
			}
			for _, s := range tt.want {
				if !strings.Contains(line, s) {
					t.Errorf("%q at width %d: %q lacks %q", tt.desc, width, line, s)
				}
			}
		}
	}
}
