package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/internal/testlists"
	"github.com/beebatch/beebatch/pkg/catalog"
)

// The published results and the file of the command lines that make
// them, relative to this package.
const (
	resultsDir      = "../../results"
	resultsArgsFile = "../../scripts/results.args"
)

// resultsArgs holds the settings of scripts/results.args: the lists, in
// order, the arguments of rank and of compare before --out, and the files
// of the run, relative to results/, that are not published.
type resultsArgs struct {
	lists, rank, compare, omit []string
	langRank                   []string    // the rank flags of the languages
	languages                  [][2]string // code and list of each language line
}

// langLists returns the lists of the language lines, in order.
func (a resultsArgs) langLists() []string {
	var out []string
	for _, l := range a.languages {
		out = append(out, l[1])
	}
	return out
}

// parseResultsArgs reads the settings in data, the contents of the file
// name, as scripts/results reads them: a key and its fields per line,
// split at white space, with "#" starting a comment line.
func parseResultsArgs(name, data string) (resultsArgs, error) {
	var a resultsArgs
	for i, line := range strings.Split(data, "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		switch f[0] {
		case "lists":
			a.lists = f[1:]
		case "rank":
			a.rank = f[1:]
		case "compare":
			a.compare = f[1:]
		case "omit":
			a.omit = append(a.omit, f[1:]...)
		case "langrank":
			a.langRank = f[1:]
		case "language":
			if len(f) != 3 {
				return a, fmt.Errorf("%s:%d: expected \"language CODE LIST\"", name, i+1)
			}
			a.languages = append(a.languages, [2]string{f[1], f[2]})
		default:
			return a, fmt.Errorf("%s:%d: unknown key %s; expected lists, rank, compare, omit, langrank or language", name, i+1, f[0])
		}
	}
	if len(a.lists) < 2 {
		return a, fmt.Errorf("%s: expected a line \"lists NAME NAME...\" with two or more lists", name)
	}
	return a, nil
}

func TestParseResultsArgs(t *testing.T) {
	tests := []struct {
		name, data string
		want       resultsArgs
		err        string
	}{
		{
			name: "full",
			data: "# comment\n\nlists a b\nrank --top 3\ncompare  --quiet\t--top 2\nomit x/y\nomit z\n",
			want: resultsArgs{lists: []string{"a", "b"}, rank: []string{"--top", "3"}, compare: []string{"--quiet", "--top", "2"}, omit: []string{"x/y", "z"}},
		},
		{
			name: "last line wins, no final newline",
			data: "lists a b c\nrank --top 1\nrank --top 2",
			want: resultsArgs{lists: []string{"a", "b", "c"}, rank: []string{"--top", "2"}},
		},
		{
			name: "languages",
			data: "lists a b\nlangrank --top 5\nlanguage pt-BR wbrazilian\nlanguage sv wswedish\n",
			want: resultsArgs{lists: []string{"a", "b"}, langRank: []string{"--top", "5"}, languages: [][2]string{{"pt-BR", "wbrazilian"}, {"sv", "wswedish"}}},
		},
		{name: "language without list", data: "lists a b\nlanguage sv\n", err: `ARGS:2: expected "language CODE LIST"`},
		{name: "unknown key", data: "lists a b\n  ranks --top 1\n", err: "ARGS:2: unknown key ranks; expected lists, rank, compare, omit, langrank or language"},
		{name: "one list", data: "lists a\n", err: `ARGS: expected a line "lists NAME NAME..." with two or more lists`},
		{name: "no lists", data: "#lists a b\n", err: "two or more lists"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseResultsArgs("ARGS", tt.data)
			switch {
			case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
				t.Errorf("error %v; want one containing %q", err, tt.err)
			case tt.err == "" && err != nil:
				t.Errorf("error %v", err)
			case tt.err == "" && fmt.Sprint(got) != fmt.Sprint(tt.want):
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

// TestMakefileNamesResultsLists checks that the Makefile's comment on
// "make results" counts the lists of scripts/results.args as that file
// names them: it said five when seven were ranked.
func TestMakefileNamesResultsLists(t *testing.T) {
	makefile, err := os.ReadFile("../../Makefile")
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(resultsArgsFile)
	if err != nil {
		t.Fatal(err)
	}
	args, err := parseResultsArgs(resultsArgsFile, string(data))
	if err != nil {
		t.Fatal(err)
	}
	numbers := []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}
	if len(args.lists) >= len(numbers) {
		t.Fatalf("%s names %d lists; this test spells at most %d", resultsArgsFile, len(args.lists), len(numbers)-1)
	}
	want := "# Every list that scripts/results.args names (" + numbers[len(args.lists)] + "), ranked and\n"
	if !strings.Contains(string(makefile), want) {
		t.Errorf("the Makefile's comment on results lacks %q: %s names %d lists", want, resultsArgsFile, len(args.lists))
	}
}

// publishedList is one row of results/lists.md.
type publishedList struct {
	name, source, bytes, sha256, pinned string
}

// readListsMD returns the rows of the table of results/lists.md.
func readListsMD(t *testing.T, path string) []publishedList {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (make results writes it)", err)
	}
	var rows []publishedList
	for i, line := range strings.Split(string(data), "\n") {
		if !strings.HasPrefix(line, "| ") || strings.HasPrefix(line, "| list |") {
			continue
		}
		f := strings.Split(strings.TrimSuffix(strings.TrimPrefix(line, "| "), " |"), " | ")
		if len(f) != 5 {
			t.Fatalf("%s:%d: %d cells; want list, source, bytes, sha256 and pinned", path, i+1, len(f))
		}
		rows = append(rows, publishedList{f[0], f[1], f[2], strings.Trim(f[3], "`"), f[4]})
	}
	return rows
}

// fileSHA256 returns the sha256 of the file at path, in hex, and its size.
func fileSHA256(path string) (string, int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", 0, err
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	return hex.EncodeToString(h.Sum(nil)), n, err
}

// localList returns the absolute path of a local copy of the list name
// whose sha256 is want, from the catalog (the mirror or the cache), which
// fetches nothing here; or "" and why there is none.
func localList(name, want string) (path, why string) {
	var candidates []string
	why = "not in the catalog"
	if l, ok := catalog.Lookup(name); ok {
		c, err := newCatalog("")
		if err == nil {
			var loc catalog.Location
			if loc, err = c.Locate(l); err == nil {
				candidates = append(candidates, loc.Path)
			}
		}
		if err != nil {
			why = err.Error()
			if errors.Is(err, catalog.ErrNotPresent) {
				why += fmt.Sprintf(` ("beebatch lists fetch %s" fetches it)`, name)
			}
		}
	}
	for _, p := range candidates {
		sum, _, err := fileSHA256(p)
		if err != nil {
			why = err.Error()
			continue
		}
		if sum == want {
			abs, err := filepath.Abs(p)
			if err != nil {
				return "", err.Error()
			}
			return abs, ""
		}
		why = fmt.Sprintf("%s has sha256 %s, not the %s of results/lists.md (another version of the list)", p, sum, want)
	}
	return "", why
}

func fileExists(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular()
}

// TestResults checks that the committed results/ are what scripts/results
// writes now. It runs the command lines of scripts/results.args in a
// temporary directory laid out as the script lays out the project, on the
// local copies of the lists whose sha256 is the one results/lists.md
// records, and compares the files byte for byte.
//
// enable1, which CI has, must be present. Its rank files do not depend on
// the other lists of the run, so they are always checked on a run of
// enable1 alone, as are its rows of the summary. With more lists present,
// their files are checked on one run of them all, and the lists of other
// languages on theirs, in the full run (testenv.SkipLong); compare's
// files, which depend on every list, only when all are present.
func TestResults(t *testing.T) {
	data, err := os.ReadFile(resultsArgsFile)
	if err != nil {
		t.Fatal(err)
	}
	args, err := parseResultsArgs("scripts/results.args", string(data))
	if err != nil {
		t.Fatal(err)
	}
	root, err := filepath.Abs(resultsDir)
	if err != nil {
		t.Fatal(err)
	}
	published := readListsMD(t, filepath.Join(root, "lists.md"))
	var names []string
	for _, p := range published {
		names = append(names, p.name)
	}
	if want := append(slices.Clone(args.lists), args.langLists()...); !slices.Equal(names, want) {
		t.Fatalf("results/lists.md has lists %q; scripts/results.args has %q: run make results", names, want)
	}

	// The lists present here, as they were when results/ was made.
	testlists.Need(t, "enable1")
	local := map[string]string{}
	var present []string
	for _, p := range published {
		path, why := localList(p.name, p.sha256)
		if path == "" {
			if p.name == "enable1" {
				t.Fatalf("enable1: %s", why)
			}
			t.Logf("%s: not checked: %s", p.name, why)
			continue
		}
		local[p.name] = path
		if slices.Contains(args.lists, p.name) {
			present = append(present, p.name)
		}
		t.Run("lists.md/"+p.name, func(t *testing.T) {
			l, _ := catalog.Lookup(p.name)
			// localList found its sha256 the one of the row.
			fi, err := os.Stat(path)
			if err != nil {
				t.Fatal(err)
			}
			want := publishedList{l.Name, l.Source(), report.Num(int(fi.Size())), p.sha256, map[bool]string{true: "yes", false: "no"}[l.SHA256 != ""]}
			if p != want {
				t.Errorf("results/lists.md has row %q; want %q", p, want)
			}
		})
	}

	t.Run("enable1", func(t *testing.T) {
		checkResults(t, root, args, []string{"enable1"}, local)
	})
	t.Run("languages", func(t *testing.T) {
		testenv.SkipLong(t)
		checkLanguages(t, root, args, local)
	})
	t.Run("present", func(t *testing.T) {
		testenv.SkipLong(t)
		if len(present) < 2 {
			t.Skipf("only enable1 of %s is present here with the sha256 of results/lists.md", strings.Join(args.lists, ", "))
		}
		if len(present) < len(args.lists) {
			t.Logf("checking the rank files of %s; compare's files need every list", strings.Join(present, ", "))
		}
		checkResults(t, root, args, present, local)
	})
}

// checkResults runs the command lines of args on the lists names, in the
// order of args.lists, whose local copies local holds, and compares what
// they write with the committed results in root: rank's files, with only
// the rows of names in the summaries, and, when names are all the lists,
// compare's files and the absence of any other file.
func checkResults(t *testing.T, root string, args resultsArgs, names []string, local map[string]string) {
	runResults(t, args, names, local)
	all := len(names) == len(args.lists)
	written := compareWritten(t, root, args, names, all)
	checkNoStale(t, root, args, names, all, written)
}

// runResults runs, in a new directory, the command lines of args on the
// lists names, whose local copies local holds: rank, and compare when
// names are all the lists. They write to .cache/results.
func runResults(t *testing.T, args resultsArgs, names []string, local map[string]string) {
	t.Helper()
	t.Chdir(t.TempDir())
	if err := os.MkdirAll(filepath.Join(".cache", "lists"), 0o755); err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, name := range names {
		f := ".cache/lists/" + name + ".txt"
		if err := os.Symlink(local[name], f); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	all := len(names) == len(args.lists)
	runs := [][]string{append(append(append([]string{"rank"}, args.rank...), "--out", ".cache/results/rank"), files...)}
	if all {
		runs = append(runs, append(append(append([]string{"compare"}, args.compare...), "--out", ".cache/results/compare"), files...))
	}
	for _, cmd := range runs {
		code, _, errOut := beebatch(t, "", cmd...)
		if code != 0 {
			t.Fatalf("beebatch %s: exit %d: %s", strings.Join(cmd, " "), code, errOut)
		}
	}
}

// compareWritten compares each file that runResults wrote with the
// committed one in root, and returns the files written: with only the
// rows of names in the summaries unless all the lists were run.
func compareWritten(t *testing.T, root string, args resultsArgs, names []string, all bool) map[string]bool {
	t.Helper()
	fresh := ".cache/results"
	written := map[string]bool{}
	err := filepath.WalkDir(fresh, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(fresh, path)
		rel = filepath.ToSlash(rel)
		written[rel] = true
		if slices.Contains(args.omit, rel) {
			return nil
		}
		got, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		want, err := os.ReadFile(filepath.Join(root, rel))
		if err != nil {
			t.Errorf("results/%s: %v; a fresh run writes it: run make results", rel, err)
			return nil
		}
		if !all {
			switch rel {
			case "rank/summary.md":
				// The columns are as wide as their widest cell, of any
				// list: compare the cells.
				want = summaryRows(tableCells(want), args.lists, names)
				got = tableCells(got)
			case "rank/summary.csv":
				want = csvRows(want, names)
			}
		}
		if d := firstDiff(got, want); d != "" {
			t.Errorf("results/%s differs from a fresh run of %s: %s; run make results and commit results/", rel, strings.Join(names, ", "), d)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(written) == 0 {
		t.Fatal("the fresh run wrote no file")
	}
	return written
}

// checkNoStale checks that root holds no committed file that
// scripts/results would not write now, of those that a run of the lists
// names wrote, all the lists or not.
func checkNoStale(t *testing.T, root string, args resultsArgs, names []string, all bool, written map[string]bool) {
	t.Helper()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		switch {
		case rel == "README.md" || rel == "lists.md" || strings.HasPrefix(rel, "languages/"): // checkLanguages
		case slices.Contains(args.omit, rel):
			t.Errorf("results/%s is committed, but scripts/results.args omits it", rel)
		case all && !written[rel]:
			t.Errorf("results/%s: a fresh run does not write it (a stale file?): run make results", rel)
		case !all && strings.HasPrefix(rel, "rank/") && !strings.HasPrefix(rel, "rank/summary."):
			list, _, _ := strings.Cut(strings.TrimPrefix(rel, "rank/"), ".")
			if !slices.Contains(args.lists, list) || slices.Contains(names, list) && !written[rel] {
				t.Errorf("results/%s: a fresh run does not write it (a stale file?): run make results", rel)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// summaryRows returns summary.md without the table rows of the lists of
// lists that are not in keep.
func summaryRows(md []byte, lists, keep []string) []byte {
	var out []string
	for _, line := range strings.SplitAfter(string(md), "\n") {
		cells := strings.Split(line, "|")
		if len(cells) > 2 && cells[0] == "" {
			if name := strings.TrimSpace(cells[1]); slices.Contains(lists, name) && !slices.Contains(keep, name) {
				continue
			}
		}
		out = append(out, line)
	}
	return []byte(strings.Join(out, ""))
}

// csvRows returns the CSV data with its header and only the rows whose
// first field is one of keep.
func csvRows(data []byte, keep []string) []byte {
	var out []string
	for i, line := range strings.SplitAfter(string(data), "\n") {
		name, _, _ := strings.Cut(line, ",")
		if i == 0 || slices.Contains(keep, name) {
			out = append(out, line)
		}
	}
	return []byte(strings.Join(out, ""))
}

// tableCells returns md with the cells of its tables trimmed of the
// spaces that align them, and the rules under their headers shortened to
// their alignment, so that tables of the same cells compare equal however
// wide their columns are.
func tableCells(md []byte) []byte {
	lines := strings.Split(string(md), "\n")
	for i, line := range lines {
		if !strings.HasPrefix(line, "|") {
			continue
		}
		cells := strings.Split(line, "|")
		for j, c := range cells {
			c = strings.TrimSpace(c)
			if strings.Trim(c, ":-") == "" && strings.Contains(c, "-") {
				// A rule: only its alignment counts.
				if strings.HasSuffix(c, ":") {
					c = "-:"
				} else {
					c = "-"
				}
			}
			cells[j] = c
		}
		lines[i] = strings.Join(cells, "|")
	}
	return []byte(strings.Join(lines, "\n"))
}

// firstDiff describes the first line where got and want differ, or
// returns "" if they are equal.
func firstDiff(got, want []byte) string {
	if bytes.Equal(got, want) {
		return ""
	}
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := range max(len(g), len(w)) {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl || i >= len(g) || i >= len(w) {
			return fmt.Sprintf("line %d is %.200q, committed %.200q", i+1, gl, wl)
		}
	}
	return "they differ"
}

// checkLanguages ranks each list of a language line that is present here
// as scripts/results does, and checks the files against results/: the
// same bytes, and no file under results/languages/ that a run of a
// present list does not write.
func checkLanguages(t *testing.T, root string, args resultsArgs, local map[string]string) {
	t.Chdir(t.TempDir())
	if err := os.MkdirAll(filepath.Join(".cache", "lists"), 0o755); err != nil {
		t.Fatal(err)
	}
	ran := map[string]bool{} // the codes ranked
	for _, l := range args.languages {
		code, list := l[0], l[1]
		if local[list] == "" {
			t.Logf("%s: %s not checked: the list is not here with the sha256 of results/lists.md", code, list)
			continue
		}
		f := ".cache/lists/" + list + ".txt"
		if err := os.Symlink(local[list], f); err != nil {
			t.Fatal(err)
		}
		cmd := append(append(slices.Clone(append([]string{"rank"}, args.langRank...)), "--lang", code, "--out", ".cache/results/languages/"+code), f)
		if code, _, errOut := beebatch(t, "", cmd...); code != 0 {
			t.Fatalf("beebatch %s: exit %d: %s", strings.Join(cmd, " "), code, errOut)
		}
		ran[code] = true
	}
	if len(ran) == 0 {
		t.Skip("no list of another language is here")
	}
	written := compareWritten(t, root, args, nil, true)
	err := filepath.WalkDir(filepath.Join(root, "languages"), func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		code, _, _ := strings.Cut(strings.TrimPrefix(rel, "languages/"), "/")
		known := slices.ContainsFunc(args.languages, func(l [2]string) bool { return l[0] == code })
		if !known || ran[code] && !written[rel] {
			t.Errorf("results/%s: a fresh run does not write it (a stale file?): run make results", rel)
		}
		return nil
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
}
