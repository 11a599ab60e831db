package bar

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// TestBarLine checks the lines progressbar draws for a bar: each fits
// the width, counts with thousands separators, says the time taken and,
// once it can tell, the time left.
func TestBarLine(t *testing.T) {
	tests := []struct {
		desc        string
		done, total int64
		elapsed     time.Duration
		width       int
		want        []string // each in the last line
	}{
		{"ranking enable1 (1 of 2)", 0, 0, 0, 80, []string{"ranking enable1 (1 of 2) 0s"}},
		{"ranking enable1 (1 of 2)", 14060475, 28120950, 3 * time.Second, 80, []string{" 50% |", "|  ranking enable1 (1 of 2) 14,060,475/28,120,950 3s, 3s left"}},
		{"ranking enable1 (1 of 2)", 14060475, 28120950, 3 * time.Second, 60, []string{" 50% |", "|  ranking enable1 (1 of 2) 14,060,475 3s"}},
		{"ranking enable1 (1 of 2)", 28120950, 28120950, 65 * time.Second, 80, []string{"100% |", "28,120,950/28,120,950 1m05s"}},
		{"ranking a-list-with-a-very-long-name-indeed (12 of 20)", 1, 28120950, 0, 60, []string{"ranking a-list-with", "…", "  0% |", " 1 0s"}},
		{"lines written", 1234567, 0, 2 * time.Second, 80, []string{"lines written 1,234,567 2s"}},
		{"ranking", 5, 10, 2 * time.Hour, 40, []string{"2h00m"}},
	}
	for _, tt := range tests {
		for _, width := range []int{40, 60, 80, 200} {
			for _, color := range []bool{false, true} {
				var w bytes.Buffer
				New(&w, width, color).Show(&Stage{Desc: tt.desc}, tt.done, tt.total, tt.elapsed)
				lines := drawnLines(t, w.String(), width)
				if width != tt.width || color {
					continue
				}
				for _, s := range tt.want {
					if !strings.Contains(lines[len(lines)-1], s) {
						t.Errorf("%q at width %d: %q lacks %q", tt.desc, width, lines[len(lines)-1], s)
					}
				}
			}
		}
	}
}

// TestBarStages checks that a line of the bar never shows one list's name
// with another's counts, and that the next list shows from the first
// redraw.
func TestBarStages(t *testing.T) {
	var w bytes.Buffer
	b := New(&w, 80, false)
	first, next := &Stage{Desc: "ranking enable1 (1 of 2)"}, &Stage{Desc: "ranking wamerican (2 of 2)"}
	b.Show(first, 100, 28120950, time.Second)
	b.Show(first, 27840000, 28120950, 2*time.Second)
	w.Reset()
	b.Show(next, 0, 5000000, 0)
	b.Show(next, 2500000, 5000000, time.Second)
	lines := drawnLines(t, w.String(), 80)
	for _, l := range lines {
		if strings.Contains(l, "28,120,950") || strings.Contains(l, "99%") || !strings.Contains(l, "wamerican") {
			t.Errorf("the second list's line %q", l)
		}
	}
	if last := lines[len(lines)-1]; !strings.Contains(last, " 50% |") {
		t.Errorf("last line %q, want 50%%", last)
	}
}

// drawnLines returns the lines a terminal shows of out, split at
// carriage returns and newlines, without ANSI codes and empty lines, and
// fails t if any is wider than width-1 columns.
func drawnLines(t *testing.T, out string, width int) []string {
	t.Helper()
	out = regexp.MustCompile("\x1b\\[[0-9;]*[A-Za-z]").ReplaceAllString(out, "")
	var lines []string
	for _, l := range strings.FieldsFunc(out, func(r rune) bool { return r == '\r' || r == '\n' }) {
		if n := utf8.RuneCountInString(l); n > width-1 {
			t.Errorf("%d columns at width %d: %q", n, width, l)
		}
		if strings.TrimSpace(l) != "" {
			lines = append(lines, l)
		}
	}
	if len(lines) == 0 {
		t.Fatalf("no line drawn in %q", out)
	}
	return lines
}
