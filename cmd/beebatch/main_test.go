package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
)

const enable1 = "../../../shared/wordlists/enable1.txt"

// beebatch runs the command line with stdin and returns its exit status,
// stdout and stderr.
func beebatch(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(stdin), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

func needEnable1(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(enable1); err != nil {
		t.Fatalf("the shared word lists are needed next to the project: %v", err)
	}
}

func TestRankGolden(t *testing.T) {
	tests := []struct {
		name string
		args []string
	}{
		{"mini.text", []string{"rank", "--top", "9", "--bottom", "3", "testdata/rank/mini.txt"}},
		{"mini.json", []string{"rank", "--top", "3", "--bottom", "2", "--json", "--stats", "testdata/rank/mini.txt"}},
		{"nopangram.text", []string{"rank", "testdata/rank/nopangram.txt", "testdata/rank/mini.txt"}},
		{"exclude.text", []string{"rank", "--variants", "s", "--exclude", "x", "--min-len", "3", "--bonus", "10", "testdata/rank/mini.txt"}},
		{"all.text", []string{"rank", "--space", "all", "--top", "6", "--bottom", "3", "testdata/rank/mini.txt"}},
		{"all.json", []string{"rank", "--space", "all", "--top", "2", "--bottom", "2", "--json", "--variants", "no-s", "--exclude", "bdfhjkquvwyz", "testdata/rank/mini.txt"}},
		{"size8.text", []string{"rank", "--size", "8", "--top", "4", "--bottom", "2", "testdata/rank/mini.txt"}},
		{"size5.text", []string{"rank", "--size", "5", "--space", "all", "--top", "3", "--variants", "s", "testdata/rank/mini.txt"}},
		{"filter.text", []string{"rank", "--space", "all", "--where", "pangrams >= 1, center in ACE", "--top", "4", "--bottom", "2", "testdata/rank/mini.txt"}},
		{"filter-none.text", []string{"rank", "--where", "score 100..", "testdata/rank/mini.txt"}},
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

func TestRankFilesGolden(t *testing.T) {
	dir := t.TempDir()
	code, _, errOut := beebatch(t, "", "rank", "--top", "5", "--bottom", "2", "--out", dir,
		"testdata/rank/mini.txt", "empty=testdata/rank/nopangram.txt")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*"))
	var names []string
	for _, f := range files {
		names = append(names, filepath.Base(f))
		data, _ := os.ReadFile(f)
		golden(t, "rank/out/"+filepath.Base(f), data)
	}
	want := []string{
		"empty.no-s.csv", "empty.no-s.md", "empty.s.csv", "empty.s.md",
		"mini.no-s.csv", "mini.no-s.md", "mini.no-s.svg", "mini.s.csv", "mini.s.md", "mini.s.svg",
		"summary.json", "summary.md",
	}
	if !reflect.DeepEqual(names, want) {
		t.Errorf("files %q; want %q", names, want)
	}
}

func TestRankEnable1(t *testing.T) {
	needEnable1(t)
	code, out, errOut := beebatch(t, "", "rank", "--json", "--top", "4", enable1)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var rep report.Report
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Lists) != 2 {
		t.Fatalf("%d lists; want 2", len(rep.Lists))
	}
	nos, s := rep.Lists[0], rep.Lists[1]
	if nos.Name != "enable1" || nos.Variant != "no-s" || s.Variant != "s" {
		t.Errorf("lists %s/%s, %s/%s", nos.Name, nos.Variant, s.Name, s.Variant)
	}
	if nos.Lines != 172820 || nos.DistinctWords != 172819 || nos.Skipped["duplicate"] != 1 {
		t.Errorf("lines %d, distinct %d, skipped %v", nos.Lines, nos.DistinctWords, nos.Skipped)
	}
	if nos.ValidWords != 44584 || nos.PangramWords != 14741 || nos.PangramLettersets != 7986 || nos.Candidates != 55902 {
		t.Errorf("no-s figures %+v", nos)
	}
	wantTop := []report.Honeycomb{
		{Rank: 1, Letters: "AEGINRT", Center: "R", Score: 3898, Words: 537, Pangrams: 50, HasPangram: true},
		{Rank: 2, Letters: "AEGINRT", Center: "N", Score: 3782, Words: 512, Pangrams: 50, HasPangram: true},
		{Rank: 3, Letters: "AEGINRT", Center: "E", Score: 3769, Words: 522, Pangrams: 50, HasPangram: true},
		{Rank: 4, Letters: "ADEINRT", Center: "E", Score: 3672, Words: 585, Pangrams: 20, HasPangram: true},
	}
	if !reflect.DeepEqual(nos.Top, wantTop) {
		t.Errorf("no-s top %+v", nos.Top)
	}
	if got := s.Top[0]; got != (report.Honeycomb{Rank: 1, Letters: "AEINRST", Center: "E", Score: 8681, Words: 1179, Pangrams: 86, HasPangram: true}) {
		t.Errorf("s top %+v", got)
	}
	// Every word of the list is kept or skipped for one reason.
	for _, l := range rep.Lists {
		sum := l.ValidWords
		for reason, n := range l.Skipped {
			if reason != "duplicate" {
				sum += n
			}
		}
		if sum != l.DistinctWords {
			t.Errorf("%s: valid %d + skipped %v != distinct %d", l.Variant, l.ValidWords, l.Skipped, l.DistinctWords)
		}
	}
}

// TestRankSpaceAllEnable1 checks the counts of every honeycomb over
// enable1, and that the best are the classic answers.
func TestRankSpaceAllEnable1(t *testing.T) {
	needEnable1(t)
	code, out, errOut := beebatch(t, "", "rank", "--space", "all", "--json", "--top", "1", "--bottom", "1", enable1)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var rep report.Report
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	want := []struct {
		honeycombs, withPangram int
		best, worst             report.Honeycomb
	}{
		{3_364_900, 55_902,
			report.Honeycomb{Rank: 1, Letters: "AEGINRT", Center: "R", Score: 3898, Words: 537, Pangrams: 50, HasPangram: true},
			report.Honeycomb{Rank: 3_364_900, Letters: "TUVWXYZ", Center: "Z"}},
		{4_604_600, 109_193,
			report.Honeycomb{Rank: 1, Letters: "AEINRST", Center: "E", Score: 8681, Words: 1179, Pangrams: 86, HasPangram: true},
			report.Honeycomb{Rank: 4_604_600, Letters: "TUVWXYZ", Center: "Z"}},
	}
	for i, w := range want {
		l := rep.Lists[i]
		if l.Space != "all" || l.Honeycombs != w.honeycombs || l.Passed != w.honeycombs || l.WithPangram != w.withPangram || l.ZeroScore == 0 {
			t.Errorf("%s: space %q, %d honeycombs, %d passed, %d with a pangram, %d zero", l.Variant, l.Space, l.Honeycombs, l.Passed, l.WithPangram, l.ZeroScore)
		}
		if l.Top[0] != w.best || l.Bottom[0] != w.worst {
			t.Errorf("%s: best %+v, worst %+v", l.Variant, l.Top[0], l.Bottom[0])
		}
	}
}

func TestRankWorkersIdentical(t *testing.T) {
	needEnable1(t)
	var first string
	for _, w := range []string{"1", "2", "8"} {
		dir := t.TempDir()
		code, out, errOut := beebatch(t, "", "rank", "--workers", w, "--top", "100", "--bottom", "20", "--out", dir, enable1)
		if code != 0 {
			t.Fatalf("workers %s: exit %d: %s", w, code, errOut)
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*"))
		for _, f := range files {
			data, _ := os.ReadFile(f)
			out += "\n== " + filepath.Base(f) + "\n" + string(data)
		}
		if first == "" {
			first = out
		} else if out != first {
			t.Errorf("--workers %s gives different output from --workers 1", w)
		}
	}
}

func TestRankStdinAndNames(t *testing.T) {
	code, out, errOut := beebatch(t, "game megaplex glam\n", "rank", "--json", "--variants", "no-s", "mine=-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var rep report.Report
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if l := rep.Lists[0]; l.Name != "mine" || l.Path != "-" || l.Top[0].Score != 17 {
		t.Errorf("list %+v", l)
	}
}

func TestRankUsageErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{nil, "Usage:"},
		{[]string{"rank"}, "no WORDLIST given"},
		{[]string{"rank", "--nope", "x"}, "flag provided but not defined: -nope"},
		{[]string{"rank", "--top", "-1", "x"}, "--top -1: expected a count of 0 or more"},
		{[]string{"rank", "--top", "ten", "x"}, `invalid value "ten" for flag -top`},
		{[]string{"rank", "--bottom", "-2", "x"}, "--bottom -2"},
		{[]string{"rank", "--min-len", "0", "x"}, "--min-len 0: expected a length of at least 1"},
		{[]string{"rank", "--bonus", "-1", "x"}, "--bonus -1"},
		{[]string{"rank", "--workers", "0", "x"}, "--workers 0"},
		{[]string{"rank", "--variants", "foo", "x"}, `--variants "foo": unknown variant "foo"`},
		{[]string{"rank", "--exclude", "x1", "x"}, `--exclude "x1": '1' is not a letter a-z`},
		{[]string{"rank", "--exclude", "abcdefghijklmnopqrtu", "x"}, "--exclude abcdefghijklmnopqrtu: leaves 6 letters: a honeycomb needs 7"},
		{[]string{"rank", "--exclude", "abcdefghijklmnopqrt", "x"}, "--exclude abcdefghijklmnopqrt leaves 6 letters in variant no-s, which also bans S: a honeycomb needs 7"},
		{[]string{"frob"}, `unknown command "frob"`},
		{[]string{"rank", "--space", "some", "x"}, `--space "some": expected pangram or all`},
		{[]string{"rank", "--where", "words >= many", "x"}, "--where: expected a number after \"words >=\", found \"many\"\n  words >= many\n           ^^^^\n"},
		{[]string{"rank", "--preset", "nope", "x"}, `--preset "nope": expected nyt, editor or list`},
		{[]string{"rank", "--size", "4", "x"}, "--size 4: expected a honeycomb size from 5 to 9"},
		{[]string{"rank", "--size", "10", "x"}, "--size 10: expected a honeycomb size from 5 to 9"},
		{[]string{"rank", "testdata/rank/mini.txt", "--top", "5"}, "--top: flags go before the other arguments"},
	}
	for _, tt := range tests {
		code, out, errOut := beebatch(t, "", tt.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, tt.want) {
			t.Errorf("beebatch %q: exit %d, stdout %q, stderr %q; want exit 2 and %q", tt.args, code, out, errOut, tt.want)
		}
	}
}

func TestRankHelp(t *testing.T) {
	for _, args := range [][]string{{"-h"}, {"rank", "-h"}} {
		code, out, errOut := beebatch(t, "", args...)
		if code != 0 || !strings.Contains(out, "Usage: ") && !strings.Contains(out, "Usage:\n") || errOut != "" {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
}

func TestRankBadInputLeavesNoFiles(t *testing.T) {
	dir := t.TempDir()
	// Earlier results stay as they were.
	if err := os.WriteFile(filepath.Join(dir, "summary.md"), []byte("earlier\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	empty := t.TempDir()
	for _, spec := range []string{"testdata/rank/missing.txt", empty} {
		code, _, errOut := beebatch(t, "", "rank", "--out", dir, "testdata/rank/mini.txt", spec)
		if code != 1 || !strings.Contains(errOut, spec) {
			t.Errorf("%s: exit %d, stderr %q; want exit 1 naming it", spec, code, errOut)
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*"))
	if len(files) != 1 {
		t.Errorf("files after failed runs: %q", files)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "summary.md")); string(data) != "earlier\n" {
		t.Errorf("summary.md changed to %q", data)
	}
}

func TestRankCancelled(t *testing.T) {
	needEnable1(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	dir := t.TempDir()
	var stdout, stderr bytes.Buffer
	code := run(ctx, []string{"rank", "--out", dir, enable1}, nil, &stdout, &stderr)
	if code != 1 || !strings.Contains(stderr.String(), "context canceled") {
		t.Errorf("exit %d, stderr %q", code, stderr.String())
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "*")); len(files) != 0 {
		t.Errorf("a cancelled run wrote %q", files)
	}
}

// TestRankFilterMatchesFullRanking ranks enable1's candidates with the nyt
// preset and checks the result against the full ranking filtered here,
// row by row: the same honeycombs in the same order, ranked among those
// that pass.
func TestRankFilterMatchesFullRanking(t *testing.T) {
	needEnable1(t)
	rankJSON := func(args ...string) report.List {
		t.Helper()
		code, out, errOut := beebatch(t, "", append([]string{"rank", "--json", "--variants", "no-s", "--top", "60000"}, args...)...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		var rep report.Report
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatal(err)
		}
		return rep.Lists[0]
	}
	full := rankJSON(enable1)
	got := rankJSON("--preset", "nyt", "--where", "center not Q", enable1)
	f, err := filter.Parse("words 20..80, pangrams >= 1, vowels 1..3, no S, not-together E R, center not Q")
	if err != nil {
		t.Fatal(err)
	}
	var want []report.Honeycomb
	for _, h := range full.Top {
		letters, _ := bitset.Parse(h.Letters)
		center, _ := bitset.Parse(h.Center)
		if f.Match(&filter.Candidate{Letters: letters, Center: center, Score: h.Score, Words: h.Words, Pangrams: h.Pangrams}) {
			h.Rank = len(want) + 1
			want = append(want, h)
		}
	}
	if len(want) < 100 {
		t.Fatalf("only %d honeycombs pass; the test needs more", len(want))
	}
	if got.Passed != len(want) || got.Honeycombs != full.Candidates || got.Filter != f.String() {
		t.Errorf("passed %d of %d, filter %q; want %d of %d, %q", got.Passed, got.Honeycombs, got.Filter, len(want), full.Candidates, f.String())
	}
	if !reflect.DeepEqual(got.Top, want) {
		t.Errorf("filtered ranking differs from the full ranking filtered: %d rows, want %d", len(got.Top), len(want))
	}
}
