package main

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/mattn/go-runewidth"
)

// widthCases are command lines whose text output has long lines to fit:
// long names and paths, filters, statistics, many columns. Each runs in
// TestFits80, and its output at 80 columns is the golden file
// testdata/width/NAME.text.
var widthCases = []struct {
	name  string
	args  []string
	stdin string // a file to give on standard input, if not ""
}{
	{"rank-filter", []string{"rank", "--space", "all", "--preset", "nyt", "--where", "center not Q", "--top", "3", "--bottom", "2", "--stats", enable1}, ""},
	{"rank-names", []string{"rank", "--top", "2", "--stats",
		"a-list-with-a-name-long-enough-to-push-any-summary-line-past-the-edge=testdata/rank/mini.txt"}, ""},
	{"solve", []string{"solve", "R/AEGINT", enable1}, ""},
	{"solve-long", []string{"solve", "D/EINRST", "testdata/width/long.txt"}, ""},
	{"score-filter", []string{"score", "--preset", "nyt", "--where", "center not Q", "G/FHILNT", "U/ACILRT", "G/DILNTW", "R/AEGINT", enable1}, ""},
	{"compare", []string{"compare", "--words", "-1",
		"wamerican-huge-stand-in=testdata/compare/a.txt", "sowpods-stand-in=testdata/compare/b.txt", "testdata/compare/c.txt", "testdata/compare/none.txt"}, ""},
	// enable1 on standard input: its path, which depends on where
	// testlists found it, would change where lines wrap.
	{"compare-enable1", []string{"compare", "--variants", "no-s", "--words", "12", "enable1=-", "testdata/compare/b.txt"}, enable1},
	{"presets", []string{"rank", "--preset", "list"}, ""},
	{"solve-found", []string{"solve", "--found", "testdata/solve/found-all.txt", "--reveal", "--freq", "testdata/solve/freq.txt", "R/AEGINT", enable1}, ""},
	{"score-freq", []string{"score", "--freq", "testdata/solve/freq.txt", "--rare-below", "5", "R/AEGINT", "G/AELMPX", "testdata/solve/lists"}, ""},
	{"archive", []string{"archive", "--calibrate", "--words", "5", archiveNYT, archiveList, "a-list-with-a-long-name=" + archiveOther}, ""},
	// Letters beyond a-z (Ç, two bytes in UTF-8) and words with accents
	// take one column each.
	{"solve-pt", []string{"solve", "--lang", "pt-BR", "--hints", "A/ÇENPRS", "testdata/schedule/palavras.txt"}, ""},
	{"rank-pt", []string{"rank", "--lang", "pt-BR", "--stats", "--top", "3", "--bottom", "2", "testdata/schedule/palavras.txt"}, ""},
	{"solve-pt-words", []string{"solve", "--lang", "pt-BR", "C/AÇEMOR", "testdata/schedule/palavras.txt"}, ""},
}

// TestFits80 checks that every text output, help included, fits 80
// columns when standard output is not a terminal, and keeps the outputs
// with long lines as golden files at that width.
// A whole-list check: not under -race (testenv.SkipRace).
func TestFits80(t *testing.T) {
	testenv.SkipRace(t)
	needEnable1(t)
	for _, tt := range widthCases {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := beebatch(t, stdinOf(t, tt.stdin), tt.args...)
			if code != 0 {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			checkWidth(t, out, report.DefaultWidth)
			golden(t, "width/"+tt.name+".text", []byte(out))
		})
	}
	t.Run("lists", func(t *testing.T) {
		ce := newCatalogEnv(t, sharedMirror(t))
		_, out, _ := beebatch(t, "", "lists")
		checkWidth(t, out, report.DefaultWidth)
		golden(t, "width/lists.text", []byte(ce.anonymize(out)))
	})
	for _, args := range [][]string{{"-h"}, {"rank", "-h"}, {"solve", "-h"}, {"score", "-h"}, {"compare", "-h"},
		{"lists", "-h"}, {"lists", "fetch", "-h"}, {"lists", "path", "-h"}, {"archive", "-h"}} {
		_, out, _ := beebatch(t, "", args...)
		t.Run(strings.Join(args, " "), func(t *testing.T) { checkWidth(t, out, report.DefaultWidth) })
	}
}

// stdinOf returns the content of the file path, or "" for "".
func stdinOf(t *testing.T, path string) string {
	t.Helper()
	if path == "" {
		return ""
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// anonymizeEnable1 returns s with the path of enable1, which depends on
// where testlists found it, replaced by $ENABLE1, so that golden files
// do not depend on the machine; for CSV and JSON, whose lines do not
// wrap.
func anonymizeEnable1(s string) string { return strings.ReplaceAll(s, enable1, "$ENABLE1") }

// checkWidth fails the test for each line of out wider than width.
func checkWidth(t *testing.T, out string, width int) {
	t.Helper()
	for i, line := range strings.Split(out, "\n") {
		if w := textWidth(line); w > width {
			t.Errorf("line %d is %d columns wide, more than %d:\n%s", i+1, w, width, line)
		}
	}
}

// textWidth returns the number of terminal columns that the widest line
// of s takes, East Asian ambiguous characters one wide, as the reports
// measure them.
func textWidth(s string) int {
	widest := 0
	for line := range strings.Lines(s) {
		widest = max(widest, (&runewidth.Condition{}).StringWidth(strings.TrimRight(line, "\n")))
	}
	return widest
}

// TestWiderTerminal checks that a terminal wider than 80 columns gets
// wider lines: tables that did not fit, and summaries filled to its
// width (but for the cases whose lines are short anyway). By default each
// case runs at one of the widths 100 and 160, in turn; with
// BEEBATCH_FULL_TESTS=1 at both.
// A whole-list check: not under -race (testenv.SkipRace).
func TestWiderTerminal(t *testing.T) {
	testenv.SkipRace(t)
	needEnable1(t)
	at := func(width int, stdin string, args ...string) string {
		var stdout, stderr bytes.Buffer
		if code := run(context.Background(), args, strings.NewReader(stdin), report.Columns{Writer: &stdout, N: width}, &stderr); code != 0 {
			t.Fatalf("%q: exit %d, stderr %q", args, code, stderr.String())
		}
		return stdout.String()
	}
	for i, tt := range widthCases {
		widths := []int{100, 160}
		if !testenv.Full() {
			widths = widths[i%2 : i%2+1]
		}
		for _, width := range widths {
			out := at(width, stdinOf(t, tt.stdin), tt.args...)
			checkWidth(t, out, width)
			if textWidth(out) <= report.DefaultWidth && tt.name != "presets" && tt.name != "score-freq" {
				t.Errorf("%s at %d columns: no line is wider than %d", tt.name, width, report.DefaultWidth)
			}
		}
	}
	// Wide enough, the lists are a table, a row for each.
	ce := newCatalogEnv(t, sharedMirror(t))
	out := ce.anonymize(at(400, "", "lists"))
	if !strings.HasPrefix(out, "name  ") || !strings.Contains(out, "\nenable1  ") {
		t.Errorf("lists at 400 columns is not a table:\n%s", out)
	}
}
