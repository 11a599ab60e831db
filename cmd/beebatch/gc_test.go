package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// peakRSSEnv, set in a child that TestMain runs as beebatch, makes it
// write its peak resident memory to standard error as it exits.
const peakRSSEnv = "BEEBATCH_PEAK_RSS"

// writePeakRSS writes the peak resident memory of this process, in KiB,
// to standard error: its VmHWM, not getrusage's ru_maxrss, which on
// Linux starts from the peak of the parent that started it with vfork,
// as os/exec does, here the test process.
func writePeakRSS() {
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return
	}
	for line := range strings.Lines(string(status)) {
		if kib, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			fmt.Fprintf(os.Stderr, "peak-rss %s", strings.TrimSpace(kib))
		}
	}
}

// TestRepeatsPeakMemory ranks 40 copies of enable1, of which 39 are
// passed over as repeats, in a child process, and checks its peak
// resident memory. With the collector switched off until a second list
// reached ranking, which repeats never do, their garbage was never
// collected: the run peaked at 104 MiB (218 MiB for 100 copies), against
// 35 MiB with the collector on.
func TestRepeatsPeakMemory(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("peak memory is read from /proc/self/status")
	}
	needEnable1(t)
	data, err := os.ReadFile(enable1)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for i := range 40 {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("c%02d.txt", i)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	code, _, stderr := runBeebatch(t, []string{peakRSSEnv + "=1"}, nil, "rank", "--quiet", "--top", "1", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	_, after, ok := strings.Cut(stderr, "peak-rss ")
	var kib int
	if _, err := fmt.Sscanf(after, "%d kB", &kib); !ok || err != nil {
		t.Fatalf("no peak memory in the child's stderr: %q", stderr)
	}
	const limit = 70 << 10 // KiB; a run with the collector on peaks at about 35 MiB
	if kib > limit {
		t.Errorf("ranking 40 copies of enable1 peaked at %d MiB; want at most %d MiB", kib>>10, limit>>10)
	}
	t.Logf("peak %d MiB", kib>>10)
}
