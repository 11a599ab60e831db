package main

import (
	"maps"
	"path/filepath"
	"slices"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
)

// TestDeterminism runs rank (the pangram space, the space of all letter
// sets, and a filter) and compare in real processes, twice the same way
// and then with --workers 1, 2, 3 and 16 and GOMAXPROCS 1 and 2, and
// checks that every run writes the same bytes: standard output and each
// file of --out. Twenty-four runs, most of them of enable1: only with
// BEEBATCH_FULL_TESTS=1 (testenv.SkipLong). "go test ./..." checks the
// workers' merge in the engines' own checks (pkg/search's
// TestSpaceWorkers, pkg/compare's TestEnable1Count1w), which also look
// for their races under -race.
func TestDeterminism(t *testing.T) {
	testenv.SkipLong(t)
	needEnable1(t)
	jobs := []struct {
		name string
		args []string
	}{
		{"rank-pangram", []string{"rank", "--top", "100", "--bottom", "20", enable1, "testdata/rank/mini.txt"}},
		{"rank-all", []string{"rank", "--space", "all", "--variants", "no-s", "--top", "50", "--bottom", "20", enable1}},
		{"rank-where", []string{"rank", "--where", "words 20..80, pangrams >= 1, center in AEIOU", "--top", "50", "--bottom", "10", enable1}},
		{"compare", []string{"compare", "--top", "50", enable1, "count=" + count100k, "testdata/compare/a.txt"}},
	}
	// --workers defaults to GOMAXPROCS, so the first settings run with 2
	// workers and the fifth with 1.
	settings := []struct {
		gomaxprocs, workers string // workers "" leaves --workers at its default
	}{
		{"2", ""}, {"1", "16"}, {"2", ""}, // the first, repeated third
		{"2", "3"}, {"1", ""}, {"2", "16"},
	}
	for _, job := range jobs {
		t.Run(job.name, func(t *testing.T) {
			var first map[string]string // stdout and each file, by name
			for i, s := range settings {
				dir := t.TempDir()
				args := []string{job.args[0], "--quiet", "--out", dir}
				if s.workers != "" {
					args = append(args, "--workers", s.workers)
				}
				args = append(args, job.args[1:]...)
				code, stdout, stderr := runBeebatch(t, []string{"GOMAXPROCS=" + s.gomaxprocs}, nil, args...)
				if code != 0 {
					t.Fatalf("GOMAXPROCS=%s %q: exit %d: %s", s.gomaxprocs, args, code, stderr)
				}
				got := readDir(t, dir)
				got["(stdout)"] = stdout
				if i == 0 {
					first = got
					if len(got) < 4 {
						t.Fatalf("the run wrote only %q", slices.Sorted(maps.Keys(got)))
					}
					continue
				}
				if !slices.Equal(slices.Sorted(maps.Keys(got)), slices.Sorted(maps.Keys(first))) {
					t.Errorf("GOMAXPROCS=%s --workers %q wrote %q; the first run wrote %q", s.gomaxprocs, s.workers,
						slices.Sorted(maps.Keys(got)), slices.Sorted(maps.Keys(first)))
					continue
				}
				for name, data := range got {
					if data != first[name] {
						t.Errorf("GOMAXPROCS=%s --workers %q: %s differs from the first run's", s.gomaxprocs, s.workers, filepath.Base(name))
					}
				}
			}
		})
	}
}
