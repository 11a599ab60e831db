package cli

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/bar"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
)

// TestStdoutWidth checks that text on stdout fits its width, at least
// report.DefaultWidth, and that what is not a terminal has no width.
func TestStdoutWidth(t *testing.T) {
	for _, cols := range []struct{ n, want int }{{0, 80}, {40, 80}, {80, 80}, {81, 81}, {200, 200}} {
		e := NewEnv(nil, report.Columns{Writer: io.Discard, N: cols.n}, io.Discard)
		if got := report.Width(e.Stdout); got != cols.want {
			t.Errorf("the width of stdout at %d columns = %d; want %d", cols.n, got, cols.want)
		}
	}
	if w := terminalWidth(&bytes.Buffer{}); w != 0 {
		t.Errorf("terminalWidth of a buffer = %d; want 0", w)
	}
}

// TestMessagesWrapOnTerminal checks that an error or warning wraps
// between words at the width of a terminal, and stays on one line
// elsewhere, for scripts.
func TestMessagesWrapOnTerminal(t *testing.T) {
	msg := "beebatch solve: enable1 is a word list and R/AEGINT a board: the arguments are swapped; expected the board first, as in: beebatch solve R/AEGINT enable1"
	for _, tt := range []struct {
		cols int
		want string
	}{
		{0, msg + "\n"},
		{60, "beebatch solve: enable1 is a word list and R/AEGINT a board:\n" +
			"  the arguments are swapped; expected the board first, as\n" +
			"  in: beebatch solve R/AEGINT enable1\n"},
	} {
		var stderr strings.Builder
		e := &Env{Stderr: &stderr, stderrCols: tt.cols}
		e.Say(msg)
		if stderr.String() != tt.want {
			t.Errorf("%d columns: %q; want %q", tt.cols, stderr.String(), tt.want)
		}
		for _, line := range strings.Split(strings.TrimSuffix(stderr.String(), "\n"), "\n") {
			if tt.cols > 0 && len(line) > tt.cols {
				t.Errorf("%d columns: line %q is wider", tt.cols, line)
			}
		}
	}
}

// TestProgressQuiet: on a terminal, --quiet and TERM=dumb show no bar,
// however long the run (bar.TestMeter checks that one is shown). Both
// runs are started, each under its TERM, and then wait out the bar's
// delay at once.
func TestProgressQuiet(t *testing.T) {
	type run struct {
		name   string
		stderr *bytes.Buffer
		p      *bar.Meter
	}
	var runs []run
	for _, tt := range []struct {
		name, term string
		quiet      bool
	}{{"--quiet", "xterm", true}, {"TERM=dumb", "dumb", false}} {
		t.Setenv("TERM", tt.term) // read by StartProgress
		var stderr bytes.Buffer
		p := (&Env{Stderr: &stderr, stderrCols: 80, Quiet: tt.quiet}).StartProgress()
		p.Total.Add(4)
		runs = append(runs, run{tt.name, &stderr, p})
	}
	time.Sleep(bar.Delay + 300*time.Millisecond)
	for _, r := range runs {
		r.p.Phase("ranking the next")
		r.p.Finish()
		if r.stderr.Len() > 0 {
			t.Errorf("%s: drew a bar: %q", r.name, r.stderr.String())
		}
	}
}
