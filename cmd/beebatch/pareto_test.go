package main

import (
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
)

// TestRankParetoGolden checks rank --pareto in every format, in both
// spaces, filtered and not.
func TestRankParetoGolden(t *testing.T) {
	const mini = "testdata/rank/mini.txt"
	tests := []struct {
		name string
		args []string
	}{
		{"pareto.text", []string{"rank", "--pareto", "--top", "2", mini}},
		{"pareto-all.text", []string{"rank", "--pareto", "--top", "0", "--space", "all", "--variants", "no-s", mini}},
		{"pareto-filter.text", []string{"rank", "--pareto", "--top", "0", "--space", "all", "--where", "words 1..", "--variants", "s", mini}},
		{"pareto.md", []string{"rank", "--pareto", "--top", "1", "--format", "md", "--variants", "no-s", mini}},
		{"pareto.csv", []string{"rank", "--pareto", "--top", "1", "--bottom", "1", "--format", "csv", mini}},
		{"pareto.json", []string{"rank", "--pareto", "--top", "1", "--format", "json", "--variants", "s", mini}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := beebatch(t, "", tt.args...)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			golden(t, "rank/"+tt.name, []byte(out))
		})
	}
}

// TestRankParetoFiles checks that --out writes the frontier into each
// list's CSV and Markdown reports.
func TestRankParetoFiles(t *testing.T) {
	dir := t.TempDir()
	code, _, errOut := beebatch(t, "", "rank", "--pareto", "--top", "1", "--variants", "no-s", "--out", dir, "testdata/rank/mini.txt")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, name := range []string{"mini.no-s.csv", "mini.no-s.md"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		golden(t, "rank/pareto-out/"+name, data)
	}
}

// TestRankSummaryExtras checks that the summaries of --out give the best
// honeycomb's rare words with --freq and the size of the Pareto frontier
// with --pareto, and nothing of either without them.
func TestRankSummaryExtras(t *testing.T) {
	for _, tt := range []struct {
		name string
		args []string
	}{
		{"extras", []string{"--pareto", "--freq", "testdata/solve/freq.txt", "--rare-below", "1000"}},
		{"plain", nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			args := append(append([]string{"rank", "--quiet", "--top", "1", "--out", dir}, tt.args...), "testdata/rank/mini.txt")
			if code, _, errOut := beebatch(t, "", args...); code != 0 {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			for _, name := range []string{"summary.md", "summary.csv"} {
				data, err := os.ReadFile(filepath.Join(dir, name))
				if err != nil {
					t.Fatal(err)
				}
				golden(t, "rank/summary-"+tt.name+"/"+name, data)
			}
		})
	}
}

// rankJSONReport runs rank --format json with args and decodes it.
func rankJSONReport(t *testing.T, args ...string) *rankDoc {
	t.Helper()
	code, out, errOut := beebatch(t, "", append([]string{"rank", "--quiet", "--format", "json"}, args...)...)
	if code != 0 {
		t.Fatalf("rank %q: exit %d, stderr %q", args, code, errOut)
	}
	var rep rankDoc
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	return &rep
}

// TestRankParetoEnable1 reproduces the frontier of Norvig's notebook over
// enable1 without S, 108 honeycombs, in JSON and CSV, and checks the
// frontier of the whole space against the counts of its report: its
// first point is the honeycombs without a word, all those scoring zero.
// A whole-list check: not under -race (testenv.SkipRace).
func TestRankParetoEnable1(t *testing.T) {
	testenv.SkipRace(t)
	needEnable1(t)
	rep := rankJSONReport(t, "--pareto", "--top", "0", "--variants", "no-s", enable1)
	f := rep.Lists[0].Pareto
	honeycombs := 0
	for _, r := range f {
		honeycombs += 1 + r.Ties
	}
	if len(f) != 108 || honeycombs != 109 {
		t.Fatalf("%d points, %d honeycombs on the frontier; Norvig's notebook has 108 (and 109 with the tie)", len(f), honeycombs)
	}
	if last := f[len(f)-1]; last.Letters != "AEGINRT" || last.Center != "R" || last.Score != 3898 || last.Words != 537 || last.Rank != 108 {
		t.Errorf("frontier ends with %+v; want AEGINRT:R, 3,898 points, 537 words", last)
	}

	code, out, errOut := beebatch(t, "", "rank", "--quiet", "--pareto", "--top", "0", "--variants", "no-s", "--format", "csv", enable1)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if n := len(rows) - 1; n != 108 || rows[0][len(rows[0])-1] != "ties" || rows[1][2] != "pareto" {
		t.Errorf("CSV: %d rows, header %q, first %q; want 108 rows of section pareto", n, rows[0], rows[1])
	}

	rep = rankJSONReport(t, "--pareto", "--top", "0", "--space", "all", enable1)
	for _, l := range rep.Lists {
		first := l.Pareto[0]
		if first.Words != 0 || first.Score != 0 || first.Ties+1 != l.ZeroScore {
			t.Errorf("variant %s: the frontier starts with %+v; want 0 words and points, %d honeycombs", l.Variant, first, l.ZeroScore)
		}
		for i := 1; i < len(l.Pareto); i++ {
			a, b := l.Pareto[i-1], l.Pareto[i]
			if a.Words >= b.Words || a.Score >= b.Score || b.Rank != i+1 {
				t.Errorf("variant %s: %+v then %+v: not fewer words and points first", l.Variant, a, b)
			}
		}
	}
}
