package main

import (
	"bytes"
	"testing"
	"time"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/bar"
)

// TestProgressQuiet: on a terminal, --quiet and TERM=dumb show no bar,
// however long the run (bar.TestMeter checks that one is shown).
func TestProgressQuiet(t *testing.T) {
	for _, tt := range []struct {
		name, term string
		quiet      bool
	}{{"--quiet", "xterm", true}, {"TERM=dumb", "dumb", false}} {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("TERM", tt.term)
			var stderr bytes.Buffer
			p := startProgress(&env{stderr: &stderr, stderrCols: 80, quiet: tt.quiet})
			p.Total.Add(4)
			time.Sleep(bar.Delay + 300*time.Millisecond)
			p.Phase("ranking the next")
			p.Finish()
			if stderr.Len() > 0 {
				t.Errorf("drew a bar: %q", stderr.String())
			}
		})
	}
}
