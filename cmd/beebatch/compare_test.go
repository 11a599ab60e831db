package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/compare"
)

// compareLists5 are the golden test's lists: a and b share two pangram
// letter sets (and one more with S), c shares none, every honeycomb of d
// scores the same, and none has no pangram.
var compareLists5 = []string{
	"testdata/compare/a.txt", "testdata/compare/b.txt", "testdata/compare/c.txt",
	"testdata/compare/d.txt", "testdata/compare/none.txt",
}

func TestCompareGolden(t *testing.T) {
	for _, format := range report.Formats {
		t.Run(format, func(t *testing.T) {
			args := append([]string{"compare", "--words", "3", "--format", format}, compareLists5...)
			code, out, errOut := beebatch(t, "", args...)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			golden(t, "compare/five."+format, []byte(out))
		})
	}
}

// TestCompareFiles checks that --out writes the three reports and the
// charts, and that they match the golden files; the reports are those of
// the formats on standard output, which does not name the charts.
func TestCompareFiles(t *testing.T) {
	dir := t.TempDir()
	args := append([]string{"compare", "--words", "3", "--out", dir}, compareLists5...)
	code, out, errOut := beebatch(t, "", args...)
	if want := "beebatch compare: 5 report files written to " + dir + "\n"; code != 0 || errOut != want {
		t.Fatalf("exit %d, stderr %q; want exit 0 and %q", code, errOut, want)
	}
	golden(t, "compare/five.text", []byte(out))
	var names []string
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		names = append(names, e.Name())
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		golden(t, "compare/out/"+e.Name(), data)
	}
	want := []string{"compare.csv", "compare.json", "compare.md", "compare.no-s.svg", "compare.s.svg"}
	if !reflect.DeepEqual(names, want) {
		t.Errorf("files %q; want %q", names, want)
	}
	// Only the files name the charts beside them.
	read := func(path string) []byte {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	md := regexp.MustCompile(`\n### Score distributions\n\n!\[.*\]\(compare\.(no-)?s\.svg\)\n`).
		ReplaceAll(read(filepath.Join(dir, "compare.md")), nil)
	if !bytes.Equal(md, read("testdata/compare/five.md")) {
		t.Error("compare.md differs from the output of --format md by more than the charts")
	}
	if !bytes.Equal(read(filepath.Join(dir, "compare.csv")), read("testdata/compare/five.csv")) {
		t.Error("compare.csv differs from the output of --format csv")
	}
	var file, stdout report.Comparison
	if err := json.Unmarshal(read(filepath.Join(dir, "compare.json")), &file); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(read("testdata/compare/five.json"), &stdout); err != nil {
		t.Fatal(err)
	}
	for i, v := range file.Variants {
		if v.Plot != "compare."+v.Variant+".svg" {
			t.Errorf("variant %s: plot %q", v.Variant, v.Plot)
		}
		file.Variants[i].Plot = ""
	}
	if !reflect.DeepEqual(file, stdout) {
		t.Error("compare.json differs from the output of --format json by more than the charts")
	}
}

func TestCompareStdin(t *testing.T) {
	words, err := os.ReadFile(compareLists5[1])
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := beebatch(t, string(words), "compare", "--json", "--variants", "no-s", compareLists5[0], "b=-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var c report.Comparison
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatal(err)
	}
	// No-s valid words: a has amalgam cacciatore erotica game glam
	// megaplex; b has erotica megaplex and 11 others.
	p := c.Variants[0].Pairs[0]
	if c.Lists[1].Path != "-" || p.B != "b" || p.Words != (compare.WordCounts{OnlyA: 4, OnlyB: 11, Both: 2}) {
		t.Errorf("lists %+v, pair %+v", c.Lists, p)
	}
}

func TestCompareUsageErrors(t *testing.T) {
	a := compareLists5[0]
	tmp := t.TempDir()
	link := filepath.Join(tmp, "link.txt")
	if err := os.Symlink(mustAbs(t, a), link); err != nil {
		t.Fatal(err)
	}
	words, err := os.ReadFile(a)
	if err != nil {
		t.Fatal(err)
	}
	copied := filepath.Join(tmp, "copy.txt")
	if err := os.WriteFile(copied, words, 0o644); err != nil {
		t.Fatal(err)
	}
	one := t.TempDir()
	if err := os.WriteFile(filepath.Join(one, "x.txt"), words, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		args  []string
		want  string // the first line of stderr
		usage bool   // the synopsis follows
	}{
		{"no list", nil,
			"beebatch compare: no WORDLIST given: expected two or more lists to compare", true},
		{"one list", []string{a},
			"beebatch compare: only one WORDLIST, " + a + ": expected two or more lists to compare", true},
		{"one missing list", []string{"testdata/compare/missing.txt"},
			"beebatch compare: only one WORDLIST, testdata/compare/missing.txt: expected two or more lists to compare", true},
		{"a directory of one list", []string{one},
			"beebatch compare: only one word list, " + filepath.Join(one, "x.txt") + ", in " + one + ": expected two or more lists to compare", true},
		{"same path", []string{a, a},
			"beebatch compare: " + a + " and " + a + " are the same file: comparing a list with itself; expected different lists", true},
		{"same file, other names", []string{"x=" + a, "y=testdata/../testdata/compare/a.txt"},
			"beebatch compare: " + a + " and testdata/../testdata/compare/a.txt are the same file: comparing a list with itself; expected different lists", true},
		{"a link to it", []string{a, compareLists5[1], link},
			"beebatch compare: " + a + " and " + link + " are the same file: comparing a list with itself; expected different lists", true},
		{"standard input twice", []string{"-", "mine=-"},
			"beebatch compare: - and mine=- both read standard input: comparing a list with itself; expected different lists", true},
		{"the same words", []string{a, copied},
			"beebatch compare: " + a + " and " + copied + " hold the same 12 distinct words: comparing a list with itself; expected different lists", true},
		{"top 0", []string{"--top", "0", a, copied},
			"beebatch compare: --top 0: expected a count of 1 or more", true},
		{"words -2", []string{"--words", "-2", a, copied},
			"beebatch compare: --words -2: expected a count of 0 or more, or -1 for all", true},
		{"format", []string{"--format", "xml", a, copied},
			`beebatch compare: --format "xml": expected text, md, json or csv`, true},
		{"json and csv", []string{"--json", "--format", "csv", a, copied},
			"beebatch compare: --json and --format csv: expected one format", true},
		{"json and text", []string{"--format", "text", "--json", a, copied},
			"beebatch compare: --json and --format text: expected one format", true},
		{"workers", []string{"--workers", "0", a, copied},
			"beebatch compare: --workers 0: expected 1 or more", true},
		{"variants", []string{"--variants", "s,s", a, copied},
			`beebatch compare: --variants "s,s": variant "s" is given twice`, true},
		{"flag after the lists", []string{a, copied, "--top", "5"},
			"beebatch compare: --top: flags go before the other arguments", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := beebatch(t, "", append([]string{"compare"}, tt.args...)...)
			first, rest, _ := strings.Cut(errOut, "\n")
			if code != 2 || out != "" || first != tt.want {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit 2 and %q", code, out, errOut, tt.want)
			}
			if usage := strings.HasPrefix(rest, "Usage: beebatch compare"); usage != tt.usage {
				t.Errorf("usage shown: %v; want %v", usage, tt.usage)
			}
		})
	}
}

func mustAbs(t *testing.T, path string) string {
	t.Helper()
	abs, err := filepath.Abs(path)
	if err != nil {
		t.Fatal(err)
	}
	return abs
}

func TestCompareHelp(t *testing.T) {
	code, out, errOut := beebatch(t, "", "compare", "-h")
	if code != 0 || !strings.HasPrefix(out, "Usage: beebatch compare") || !strings.Contains(out, "--top N") || errOut != "" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	_, out, _ = beebatch(t, "", "-h")
	if !strings.Contains(out, "\n  compare LIST LIST...") {
		t.Errorf("the usage does not mention compare:\n%s", out)
	}
}

func TestCompareMissingFileLeavesNoFiles(t *testing.T) {
	dir := t.TempDir()
	missing := "testdata/compare/missing.txt"
	code, out, errOut := beebatch(t, "", "compare", "--out", dir, compareLists5[0], missing)
	if code != 1 || out != "" || !strings.Contains(errOut, missing) {
		t.Errorf("exit %d, stdout %q, stderr %q; want exit 1 naming %s", code, out, errOut, missing)
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "*")); len(files) != 0 {
		t.Errorf("a failed run wrote %q", files)
	}
}

func TestCompareCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	dir := t.TempDir()
	var stdout, stderr bytes.Buffer
	code := run(ctx, append([]string{"compare", "--out", dir}, compareLists5...), nil, &stdout, &stderr)
	if code != 1 || !strings.Contains(stderr.String(), "context canceled") || stdout.Len() != 0 {
		t.Errorf("exit %d, stdout %q, stderr %q", code, stdout.String(), stderr.String())
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "*")); len(files) != 0 {
		t.Errorf("a cancelled run wrote %q", files)
	}
}

// TestCompareWordsNone checks that --words 0 gives the counts of the words
// that tell the best boards apart, and no word.
func TestCompareWordsNone(t *testing.T) {
	for _, format := range []string{"text", "md"} {
		all := append([]string{"compare", "--words", "-1", "--format", format}, compareLists5...)
		none := append([]string{"compare", "--words", "0", "--format", format}, compareLists5...)
		code, withWords, errOut := beebatch(t, "", all...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		code, out, errOut := beebatch(t, "", none...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		// The lines that list words: "  only in a: 2 words, 3 points: ..."
		// and "- Only in a: ...".
		listing := regexp.MustCompile(`(?m)^(  only in .*, [0-9,]+ points?: |- Only in )`)
		if !listing.MatchString(withWords) || listing.MatchString(out) {
			t.Errorf("%s: --words 0 lists words, or --words -1 does not:\n%s", format, out)
		}
		for _, line := range strings.Split(out, "\n") {
			if strings.HasPrefix(line, "  only in ") || strings.HasPrefix(line, "  in both: ") {
				if !strings.Contains(withWords, "\n"+line) {
					t.Errorf("%s: count line %q missing from the full report", format, line)
				}
			}
			if strings.Contains(line, " vs ") && strings.Contains(line, "in both:") {
				if !strings.Contains(withWords, line) {
					t.Errorf("%s: headline %q missing from the full report", format, line)
				}
			}
		}
		if !strings.Contains(out, "in both:") {
			t.Errorf("%s: no headline with counts:\n%s", format, out)
		}
	}
}

// TestCompareOutDirChecked checks that compare, like rank, refuses a bad
// --out before any work, naming the flag, and leaves a file there alone.
func TestCompareOutDirChecked(t *testing.T) {
	file := filepath.Join(t.TempDir(), "compare.md")
	if err := os.WriteFile(file, []byte("keep me\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		dir, want string
	}{
		{file, "beebatch compare: --out " + file + ": not a directory (a regular file); expected a directory for the report files\n"},
		{"/dev/full", "beebatch compare: --out /dev/full: not a directory (a device); expected a directory for the report files\n"},
		{"/proc/self", "beebatch compare: --out /proc/self: cannot write there: "},
		{file + "/sub", "beebatch compare: --out " + file + "/sub: "},
	} {
		code, out, errOut := beebatch(t, "", "compare", "--out", tt.dir, "testdata/compare/a.txt", "testdata/compare/b.txt")
		if code != 2 || out != "" || !strings.HasPrefix(errOut, tt.want) {
			t.Errorf("--out %s: exit %d, stdout %q, stderr %q; want exit 2 and %q", tt.dir, code, out, errOut, tt.want)
		}
	}
	if data, _ := os.ReadFile(file); string(data) != "keep me\n" {
		t.Errorf("the file was changed: %q", data)
	}
}

// TestCompareCatalogNames compares lists named as the catalog knows them,
// as rank, solve and score take them: copies in the cache and installed
// Debian files, and then, for real, lists fetched from npm and Debian.
func TestCompareCatalogNames(t *testing.T) {
	t.Run("local copies", func(t *testing.T) {
		ce := newCatalogEnv(t, "")
		write(t, filepath.Join(ce.cache, "web2.txt"), "megaplex", "example", "gamma")
		write(t, filepath.Join(ce.dict, "american-english"), "megaplex", "cacciatore", "erotica")
		code, out, errOut := beebatch(t, "", "compare", "--json", "--variants", "no-s", "web2", "wamerican")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		var c report.Comparison
		if err := json.Unmarshal([]byte(out), &c); err != nil {
			t.Fatal(err)
		}
		want := []compare.List{{Name: "web2", Path: filepath.Join(ce.cache, "web2.txt"), Lines: 3, DistinctWords: 3},
			{Name: "wamerican", Path: filepath.Join(ce.dict, "american-english"), Lines: 3, DistinctWords: 3}}
		if !reflect.DeepEqual(c.Lists, want) {
			t.Errorf("lists %+v; want %+v", c.Lists, want)
		}
	})
	t.Run("fetched sowpods and web2", func(t *testing.T) {
		testenv.Network(t)
		newCatalogEnv(t, "")
		if code, _, errOut := beebatch(t, "", "lists", "fetch", "sowpods", "web2"); code != 0 {
			t.Skipf("sowpods and web2 cannot be fetched here: %s", errOut)
		}
		code, out, errOut := beebatch(t, "", "compare", "--format", "csv", "--variants", "no-s", "sowpods", "web2")
		if code != 0 || !strings.Contains(out, "no-s,pair,sowpods,web2,,common_candidates,") {
			t.Errorf("exit %d, stderr %q, stdout starts %.300q", code, errOut, out)
		}
	})
}
