package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/testenv"
)

// TestFilteredReportsSayWhatTheyAre checks that every output of a
// filtered run of the whole space names the space, the filter and how
// many honeycombs passed, and ranks the s variant, which the filter makes
// the same as no-s, once.
// A whole-list check: not under -race (testenv.SkipRace).
func TestFilteredReportsSayWhatTheyAre(t *testing.T) {
	testenv.SkipRace(t)
	needEnable1(t)
	dir := filepath.Join(t.TempDir(), "out")
	args := []string{"rank", "--space", "all", "--preset", "nyt", "--top", "3", "--bottom", "1", "--out", dir, enable1}
	const filterText = "words 20..80, pangrams >= 1, vowels 1..3, no S, not-together E R, not-together H J, not-together R X, center not X"
	const note = "variant s is not ranked: the filter excludes S, so it would rank the honeycombs of variant no-s, with the same scores"
	code, out, errOut := beebatch(t, "", args...)
	if want := "beebatch rank: 6 report files written to " + dir + "\n"; code != 0 || errOut != want {
		t.Fatalf("exit %d, stderr %q; want exit 0 and %q", code, errOut, want)
	}
	for _, want := range []string{"variant s is not ranked: the filter excludes S", "space all: 3,364,900 honeycombs",
		"18,878 pass", "top 3 of the 18,878 that pass the filter"} {
		if !strings.Contains(out, want) {
			t.Errorf("text lacks %q:\n%s", want, out)
		}
	}
	var names []string
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		names = append(names, e.Name())
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if e.Name() == "enable1.no-s.svg" {
			for _, want := range []string{"18,878 of 3,364,900 honeycombs", "(space all)", "pangrams &gt;= 1", "not-together E R"} {
				if !strings.Contains(string(data), want) {
					t.Errorf("the plot's title lacks %q", want)
				}
			}
			continue
		}
		golden(t, "rank/filtered/"+e.Name(), []byte(anonymizeEnable1(string(data)))) // .md has no path

	}
	if want := []string{"enable1.no-s.csv", "enable1.no-s.md", "enable1.no-s.svg", "summary.csv", "summary.json", "summary.md"}; !slices.Equal(names, want) {
		t.Errorf("files %q; want %q", names, want)
	}

	for _, format := range []string{"json", "csv"} {
		code, out, errOut := beebatch(t, "", "rank", "--space", "all", "--preset", "nyt", "--top", "1", "--format", format, enable1)
		if code != 0 || errOut != "beebatch rank: "+note+"\n" {
			t.Errorf("%s: exit %d, stderr %q", format, code, errOut)
		}
		if format == "csv" && !strings.Contains(out, ",all,\""+filterText+"\",3364900,18878\n") {
			t.Errorf("csv does not name the space, filter and passed:\n%s", out)
		}
		if format == "json" {
			var rep rankDoc
			if err := json.Unmarshal([]byte(out), &rep); err != nil {
				t.Fatal(err)
			}
			l := rep.Lists[0]
			if len(rep.Lists) != 1 || l.Space != "all" || l.Filter != filterText || l.Passed != 18878 ||
				!slices.Equal(rep.SameVariants, []report.SameVariant{{Variant: "s", As: "no-s", Why: "the filter excludes S"}}) {
				t.Errorf("json: %d lists, space %q, filter %q, passed %d, same variants %+v", len(rep.Lists), l.Space, l.Filter, l.Passed, rep.SameVariants)
			}
		}
	}
}

// TestFailedRunLeavesNoOutDir checks that a run that fails leaves no new
// --out directory behind, nor the parents it made, and leaves one that
// was there.
func TestFailedRunLeavesNoOutDir(t *testing.T) {
	tmp := t.TempDir()
	for _, args := range [][]string{
		{"rank", "--out", filepath.Join(tmp, "new", "sub"), "testdata/no-such-list.txt"},
		{"compare", "--out", filepath.Join(tmp, "new", "sub"), "testdata/compare/a.txt", "testdata/no-such-list.txt"},
	} {
		if code, _, _ := beebatch(t, "", args...); code != 1 {
			t.Errorf("%q: exit %d; want 1", args, code)
		}
		if _, err := os.Stat(filepath.Join(tmp, "new")); err == nil {
			t.Errorf("%q left %s behind", args, filepath.Join(tmp, "new"))
		}
	}
	existing := filepath.Join(tmp, "there")
	if err := os.Mkdir(existing, 0o755); err != nil {
		t.Fatal(err)
	}
	if code, _, _ := beebatch(t, "", "rank", "--out", existing, "testdata/no-such-list.txt"); code != 1 {
		t.Errorf("exit %d; want 1", code)
	}
	if _, err := os.Stat(existing); err != nil {
		t.Errorf("a failed run removed the --out directory that was there: %v", err)
	}
}
