package main

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/stats"
)

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
		{"mini.csv", []string{"rank", "--format", "csv", "--top", "3", "--bottom", "2", "testdata/rank/mini.txt", "testdata/rank/nopangram.txt"}},
		{"mini.md", []string{"rank", "--format", "md", "--top", "3", "--bottom", "2", "--stats", "testdata/rank/mini.txt"}},
		// The old magazine rule: 1 point a word of 5 letters or more, 3 a
		// pangram.
		{"points.text", []string{"rank", "--points", "one", "--min-len", "5", "--bonus", "2", "--space", "all", "--top", "4", "--variants", "s", "testdata/rank/mini.txt"}},
		{"points.json", []string{"rank", "--points", "one", "--min-len", "5", "--bonus", "2", "--top", "2", "--json", "--variants", "no-s", "testdata/rank/mini.txt"}},
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

// TestFormatFlag checks --format and --json, its alias, in every command:
// --json is --format json, and the two given together must agree.
func TestFormatFlag(t *testing.T) {
	const mini = "testdata/rank/mini.txt"
	for _, args := range [][]string{
		{"rank", mini},
		{"solve", "A/CEIORT", mini},
		{"score", "A/CEIORT", "X/AEGLMP", mini},
		{"compare", "testdata/compare/a.txt", "testdata/compare/b.txt"},
		{"lists"},
	} {
		run := func(flags ...string) (int, string, string) {
			return beebatch(t, "", append(append([]string{args[0]}, flags...), args[1:]...)...)
		}
		_, viaFormat, _ := run("--format", "json")
		if !json.Valid([]byte(viaFormat)) {
			t.Errorf("%s --format json: not JSON: %.200q", args[0], viaFormat)
		}
		for _, flags := range [][]string{{"--json"}, {"--json", "--format", "json"}} {
			if code, out, errOut := run(flags...); code != 0 || out != viaFormat {
				t.Errorf("%s %q: exit %d, stderr %q, output differs from --format json", args[0], flags, code, errOut)
			}
		}
		for _, format := range report.Formats {
			if code, out, errOut := run("--format", format); code != 0 || out == "" {
				t.Errorf("%s --format %s: exit %d, stderr %q", args[0], format, code, errOut)
			}
		}
		code, _, errOut := run("--json", "--format", "csv")
		if code != 2 || !strings.HasPrefix(errOut, "beebatch "+args[0]+": --json and --format csv: expected one format\n") {
			t.Errorf("%s --json --format csv: exit %d, stderr %q", args[0], code, errOut)
		}
		code, _, errOut = run("--format", "xml")
		if code != 2 || !strings.HasPrefix(errOut, "beebatch "+args[0]+`: --format "xml": expected text, md, json or csv`) {
			t.Errorf("%s --format xml: exit %d, stderr %q", args[0], code, errOut)
		}
	}
}

func TestRankFilesGolden(t *testing.T) {
	dir := t.TempDir()
	code, _, errOut := beebatch(t, "", "rank", "--top", "5", "--bottom", "2", "--out", dir,
		"testdata/rank/mini.txt", "empty=testdata/rank/nopangram.txt")
	if want := "beebatch rank: 13 report files written to " + dir + "\n"; code != 0 || errOut != want {
		t.Fatalf("exit %d, stderr %q; want exit 0 and %q", code, errOut, want)
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
		"summary.csv", "summary.json", "summary.md",
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
	var rep rankDoc
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
	wantTop := []search.Row{
		{Rank: 1, Letters: "AEGINRT", Center: "R", Score: 3898, Words: 537, Pangrams: 50, HasPangram: true},
		{Rank: 2, Letters: "AEGINRT", Center: "N", Score: 3782, Words: 512, Pangrams: 50, HasPangram: true},
		{Rank: 3, Letters: "AEGINRT", Center: "E", Score: 3769, Words: 522, Pangrams: 50, HasPangram: true},
		{Rank: 4, Letters: "ADEINRT", Center: "E", Score: 3672, Words: 585, Pangrams: 20, HasPangram: true},
	}
	if !reflect.DeepEqual(nos.Top, wantTop) {
		t.Errorf("no-s top %+v", nos.Top)
	}
	if got := s.Top[0]; got != (search.Row{Rank: 1, Letters: "AEINRST", Center: "E", Score: 8681, Words: 1179, Pangrams: 86, HasPangram: true}) {
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
	var rep rankDoc
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	want := []struct {
		honeycombs, withPangram int
		best, worst             search.Row
	}{
		{3_364_900, 55_902,
			search.Row{Rank: 1, Letters: "AEGINRT", Center: "R", Score: 3898, Words: 537, Pangrams: 50, HasPangram: true},
			search.Row{Rank: 3_364_900, Letters: "TUVWXYZ", Center: "Z"}},
		{4_604_600, 109_193,
			search.Row{Rank: 1, Letters: "AEINRST", Center: "E", Score: 8681, Words: 1179, Pangrams: 86, HasPangram: true},
			search.Row{Rank: 4_604_600, Letters: "TUVWXYZ", Center: "Z"}},
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

func TestRankStdinAndNames(t *testing.T) {
	code, out, errOut := beebatch(t, "game megaplex glam\n", "rank", "--json", "--variants", "no-s", "mine=-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var rep rankDoc
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
		{[]string{"rank", "--nope", "x"}, "unknown flag --nope\n"},
		{[]string{"rank", "--tpo", "5", "x"}, "unknown flag --tpo (did you mean --top?)\n"},
		{[]string{"rank", "--top", "-1", "x"}, "--top -1: expected a count of 0 or more"},
		{[]string{"rank", "--top", "ten", "x"}, `--top "ten": expected a whole number, N`},
		{[]string{"rank", "--top", "99999999999999999999", "x"}, `--top "99999999999999999999": too large; expected a whole number, N`},
		{[]string{"rank", "--top"}, `--top: expected a value after it, N`},
		{[]string{"rank", "--bottom", "-2", "x"}, "--bottom -2"},
		{[]string{"rank", "--min-len", "0", "x"}, "--min-len 0: expected a length of at least 1"},
		{[]string{"rank", "--bonus", "-1", "x"}, "--bonus -1"},
		{[]string{"rank", "--points", "scrabble", "x"}, `--points "scrabble": expected nyt, one, length`},
		{[]string{"solve", "--points", "", "G/AELMPX", "x"}, `--points "": expected nyt, one, length`},
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
		if len(tt.args) > 0 && tt.args[0] == "rank" && !strings.Contains(errOut, "\nUsage: beebatch rank [flags] WORDLIST...\n") {
			t.Errorf("beebatch %q: stderr %q lacks the synopsis", tt.args, errOut)
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

// rankNoS returns the one list of "rank --json --variants no-s --top
// 60000" with args. A full ranking, which tests compare their filtered
// rankings with, is the same for each (the tests only read it): each is
// run once per test process.
func rankNoS(t *testing.T, args ...string) rankedList {
	t.Helper()
	key := strings.Join(args, "\x00")
	if l, ok := rankedNoS.Load(key); ok {
		return l.(rankedList)
	}
	code, out, errOut := beebatch(t, "", append([]string{"rank", "--json", "--variants", "no-s", "--top", "60000"}, args...)...)
	if code != 0 {
		t.Fatalf("%q: exit %d: %s", args, code, errOut)
	}
	var rep rankDoc
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	rankedNoS.Store(key, rep.Lists[0])
	return rep.Lists[0]
}

// rankedNoS holds rankNoS's lists by their arguments.
var rankedNoS sync.Map

// filteredList returns the word list of the tests that check a filtered
// ranking against the full ranking filtered (rankNoS), or skips the test
// without enable1: enable1 with BEEBATCH_FULL_TESTS=1, and by default its
// 96,723 words without B, F, K, V, W or Z, letters that no clause of
// theirs names, which take half the time to rank and to read back. That
// a filter keeps the honeycombs of the full ranking that pass it, in its
// order, does not depend on the size of the list.
func filteredList(t *testing.T) string {
	t.Helper()
	needEnable1(t)
	if testenv.Full() {
		return enable1
	}
	list, err := enable1Without("bfkvwz")
	if err != nil {
		t.Fatal(err)
	}
	return list
}

// TestRankFilterMatchesFullRanking ranks enable1's candidates with the nyt
// preset and checks the result against the full ranking filtered here,
// row by row: the same honeycombs in the same order, ranked among those
// that pass (over filteredList).
// A whole-list check: not under -race (testenv.SkipRace).
func TestRankFilterMatchesFullRanking(t *testing.T) {
	testenv.SkipRace(t)
	list := filteredList(t)
	full := rankNoS(t, list)
	got := rankNoS(t, "--preset", "nyt", "--where", "center not Q", list)
	nyt, err := filter.LookupPreset("nyt")
	if err != nil {
		t.Fatal(err)
	}
	notQ, _ := filter.Parse("center not Q")
	f, err := filter.And(nyt, notQ)
	if err != nil {
		t.Fatal(err)
	}
	var want []search.Row
	for _, h := range full.Top {
		letters, _ := bitset.Parse(h.Letters)
		center, _ := bitset.Parse(h.Center)
		c := &filter.Candidate{Letters: letters, Center: center}
		c.Values[measure.Score], c.Values[measure.Words], c.Values[measure.Pangrams] = int64(h.Score), int64(h.Words), int64(h.Pangrams)
		if f.Match(c) {
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

// TestRankVowels ranks with vowels clauses that count Y, through --vowels
// and through "of", in both engines, and checks the result against the
// full ranking filtered here by counting the letters one by one (over
// filteredList).
// A whole-list check: not under -race (testenv.SkipRace).
func TestRankVowels(t *testing.T) {
	testenv.SkipRace(t)
	list := filteredList(t)
	count := func(letters, of string) int {
		n := 0
		for _, c := range letters {
			if strings.ContainsRune(of, c) {
				n++
			}
		}
		return n
	}
	// The whole space of 12 letters: every 7 of them, with a pangram or
	// not, is ranked by the Space engine.
	const twelve = "--exclude=bfjkqvwxz" + "hmp" + "s"
	tests := []struct {
		space  []string
		flags  []string
		filter string
		pass   func(letters string) bool
	}{
		{nil, []string{"--where", "vowels ..2", "--vowels", "AEIOUY"}, "vowels <= 2 of AEIOUY",
			func(l string) bool { return count(l, "AEIOUY") <= 2 }},
		{nil, []string{"--where", "words 20..80, pangrams >= 1, vowels 1..3, not-together E R", "--vowels", "aeiouy"}, "words 20..80, pangrams >= 1, vowels 1..3 of AEIOUY, not-together E R",
			func(l string) bool { return count(l, "AEIOUY") >= 1 && count(l, "AEIOUY") <= 3 && count(l, "ER") < 2 }},
		{[]string{"--space", "all", twelve}, []string{"--where", "vowels 2 of AEIOUY, vowels 1..2"}, "vowels 1..2, vowels 2 of AEIOUY",
			func(l string) bool { return count(l, "AEIOUY") == 2 && count(l, "AEIOU") >= 1 }},
		{[]string{"--space", "all", twelve}, []string{"--where", "vowels 3.. of LNRTY"}, "vowels >= 3 of LNRTY",
			func(l string) bool { return count(l, "LNRTY") >= 3 }},
	}
	for _, tt := range tests {
		full := rankNoS(t, append(tt.space, list)...)
		got := rankNoS(t, append(append(tt.space, tt.flags...), list)...)
		var want []search.Row
		for _, h := range full.Top {
			if tt.pass(h.Letters) && (!strings.HasPrefix(tt.flags[1], "words 20..80") || 20 <= h.Words && h.Words <= 80 && h.Pangrams >= 1) {
				h.Rank = len(want) + 1
				want = append(want, h)
			}
		}
		if len(want) < 10 || len(want) == len(full.Top) {
			t.Fatalf("%q: %d of %d honeycombs pass; the test needs a filter that keeps some and not all", tt.flags, len(want), len(full.Top))
		}
		if got.Passed != len(want) || got.Filter != tt.filter {
			t.Errorf("%q: passed %d, filter %q; want %d, %q", tt.flags, got.Passed, got.Filter, len(want), tt.filter)
		}
		if !reflect.DeepEqual(got.Top, want) {
			t.Errorf("%q: filtered ranking differs from the full ranking filtered: %d rows, want %d", tt.flags, len(got.Top), len(want))
		}
	}
}

func TestRankStatsGolden(t *testing.T) {
	code, out, errOut := beebatch(t, "", "rank", "--stats", "--top", "2", "testdata/rank/mini.txt", "empty=testdata/rank/nopangram.txt")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	golden(t, "rank/stats.text", []byte(out))
}

// TestRankStatsWhen checks when rank computes statistics: by default
// with --json or --out, and as --stats says when it is given.
func TestRankStatsWhen(t *testing.T) {
	tests := []struct {
		args []string
		want bool
	}{
		{[]string{"rank"}, false},
		{[]string{"rank", "--stats"}, true},
		{[]string{"rank", "--json"}, false},
		{[]string{"rank", "--json", "--stats=false"}, false},
		{[]string{"rank", "--out", "DIR"}, true},
		{[]string{"rank", "--out", "DIR", "--stats=false"}, false},
		{[]string{"rank", "--stats=true", "--out", "DIR"}, true},
		{[]string{"rank", "--space", "all", "--json"}, false},
		{[]string{"rank", "--space", "all", "--out", "DIR"}, false},
		{[]string{"rank", "--space", "all", "--json", "--stats"}, true},
		{[]string{"rank", "--space", "pangram", "--json"}, false},
		{[]string{"rank", "--space", "pangram", "--json", "--stats"}, true},
		{[]string{"rank", "--where", "pangrams >= 1"}, true},
		{[]string{"rank", "--space", "all", "--where", "pangrams >= 1", "--json"}, true},
		{[]string{"rank", "--space", "all", "--where", "pangrams >= 1", "--stats=false"}, false},
	}
	for _, tt := range tests {
		dir := t.TempDir()
		args := append([]string{}, tt.args...)
		for i, a := range args {
			if a == "DIR" {
				args[i] = dir
			}
		}
		args = append(args, "--variants", "no-s", "testdata/rank/mini.txt")
		code, out, errOut := beebatch(t, "", args...)
		if code != 0 {
			t.Fatalf("%q: exit %d: %s", tt.args, code, errOut)
		}
		var got []string
		if strings.Contains(out, "\n  scores: min 15, q1 23, median 24,") {
			got = append(got, "text line")
		}
		if strings.Contains(out, `"stats": {`) {
			got = append(got, "json")
		}
		if _, err := os.Stat(filepath.Join(dir, "mini.no-s.svg")); err == nil {
			got = append(got, "svg")
		}
		md, _ := os.ReadFile(filepath.Join(dir, "mini.no-s.md"))
		if bytes.Contains(md, []byte("## Score distribution")) {
			got = append(got, "md")
		}
		if (len(got) > 0) != tt.want {
			t.Errorf("%q: statistics in %q; want them: %v", tt.args, got, tt.want)
		}
	}
}

func TestRankStatsUsage(t *testing.T) {
	code, out, errOut := beebatch(t, "", "rank", "--stats=maybe", "x")
	if code != 2 || out != "" || !strings.Contains(errOut, "--stats=maybe: expected --stats=true or --stats=false, or --stats alone for true\n") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// TestRankSVG checks that each plot rank writes is an SVG document with
// the list's title and one bar per bin of the histogram of the scores up
// to the 99th percentile of summary.json, and that its axis says how many
// are beyond it.
func TestRankSVG(t *testing.T) {
	needEnable1(t)
	dir := t.TempDir()
	if code, _, errOut := beebatch(t, "", "rank", "--quiet", "--out", dir, enable1); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	data, err := os.ReadFile(filepath.Join(dir, "summary.json"))
	if err != nil {
		t.Fatal(err)
	}
	var rep rankDoc
	if err := json.Unmarshal(data, &rep); err != nil {
		t.Fatal(err)
	}
	for _, l := range rep.Lists {
		svg, err := os.ReadFile(filepath.Join(dir, l.PlotFile()))
		if err != nil {
			t.Fatal(err)
		}
		root, texts, bars := readSVG(t, svg)
		if root != "svg" {
			t.Errorf("%s: root element %q", l.PlotFile(), root)
		}
		if !strings.Contains(texts, l.PlotTitle()) || !strings.Contains(texts, "score (points)") || !strings.Contains(texts, "honeycombs") {
			t.Errorf("%s: texts %q lack the title or an axis label", l.PlotFile(), texts)
		}
		d := l.Stats.Distribution
		if _, _, n := stats.Bins(d.Min, d.P99); bars != n {
			t.Errorf("%s: %d bars; want %d, one per bin up to the 99th percentile, %d", l.PlotFile(), bars, n, d.P99)
		}
		if !strings.Contains(texts, "honeycombs (") || !strings.Contains(texts, "up to "+report.Num(d.Max)+", are beyond the axis") {
			t.Errorf("%s: the axis does not say what lies beyond it: %q", l.PlotFile(), texts)
		}
		md, _ := os.ReadFile(filepath.Join(dir, l.FileBase()+".md"))
		if link := "](" + l.PlotFile() + ")"; !bytes.Contains(md, []byte(link)) {
			t.Errorf("%s.md does not embed %s", l.FileBase(), l.PlotFile())
		}
	}
}

// readSVG returns the name of the root element, all the text, and the
// number of filled bars.
func readSVG(t *testing.T, data []byte) (root, texts string, bars int) {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(data))
	var b strings.Builder
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("not valid XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if root == "" {
				root = tok.Name.Local
			}
			for _, a := range tok.Attr {
				if tok.Name.Local == "path" && a.Name.Local == "style" && a.Value == "fill:#466EA0" {
					bars++
				}
			}
		case xml.CharData:
			b.Write(tok)
			b.WriteByte('\n')
		}
	}
	return root, b.String(), bars
}

// TestRankStatsEnable1 checks the statistics of enable1 against the
// ranking's own figures.
func TestRankStatsEnable1(t *testing.T) {
	needEnable1(t)
	code, out, errOut := beebatch(t, "", "rank", "--json", "--stats", "--top", "100", enable1)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var rep rankDoc
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	for _, l := range rep.Lists {
		if l.Stats == nil {
			t.Fatalf("%s: no stats", l.Variant)
		}
		checkStatsDistribution(t, l)
		checkStatsCenters(t, l)
	}
	// Without S: the published best score, in bins of 100 points.
	nos := rep.Lists[0]
	if nos.Stats.Distribution.Max != 3898 || nos.Stats.Histogram.Width != 100 || len(nos.Stats.Histogram.Counts) != 39 {
		t.Errorf("no-s: %+v %+v", nos.Stats.Distribution, nos.Stats.Histogram)
	}
}

// checkStatsDistribution checks the distribution and the histogram of the
// statistics of the ranking l of enable1 against its own figures.
func checkStatsDistribution(t *testing.T, l rankedList) {
	t.Helper()
	s := l.Stats
	d := s.Distribution
	if d.Count != l.Passed || l.Passed != l.Candidates || d.Max != l.Top[0].Score || d.Min > d.Q1 || d.Q1 > d.Median || d.Median > d.Q3 ||
		d.Q3 > d.P90 || d.P90 > d.P99 || d.P99 > d.Max || d.Mean < float64(d.Min) || d.Mean > float64(d.Max) {
		t.Errorf("%s: distribution %+v", l.Variant, d)
	}
	// 1% of enable1's candidates is more than 100 honeycombs, so the
	// p99 is no higher than the 100th best score.
	if d.P99 > l.Top[99].Score {
		t.Errorf("%s: p99 %d above the 100th best score %d", l.Variant, d.P99, l.Top[99].Score)
	}
	total := 0
	for _, c := range s.Histogram.Counts {
		total += c
	}
	if total != l.Candidates || len(s.Histogram.Counts) > 40 || s.Histogram.Start > d.Min ||
		d.Max >= s.Histogram.Start+len(s.Histogram.Counts)*s.Histogram.Width {
		t.Errorf("%s: histogram %+v", l.Variant, s.Histogram)
	}
}

// checkStatsCenters checks the centers and the letter frequency of the
// statistics of the ranking l of enable1 against its own figures.
func checkStatsCenters(t *testing.T, l rankedList) {
	t.Helper()
	s := l.Stats
	cands, sets := 0, 0
	for _, c := range s.Centers {
		cands += c.Honeycombs
		sets += c.BestCenterOf
	}
	if cands != l.Candidates || sets != l.PangramLettersets {
		t.Errorf("%s: centers count %d candidates and %d letter sets; want %d and %d", l.Variant, cands, sets, l.Candidates, l.PangramLettersets)
	}
	// The letter frequency is that of the top 100 of the report.
	in, center := map[string]int{}, map[string]int{}
	for _, h := range l.Top {
		for _, c := range h.Letters {
			in[string(c)]++
		}
		center[h.Center]++
	}
	if s.LetterFrequency.Top != 100 || len(s.LetterFrequency.Letters) != len(in) {
		t.Errorf("%s: letter frequency %+v; top letters %v", l.Variant, s.LetterFrequency, in)
	}
	for _, c := range s.LetterFrequency.Letters {
		if c.Honeycombs != in[c.Letter] || c.Center != center[c.Letter] {
			t.Errorf("%s: %+v; the top 100 has it in %d, as center in %d", l.Variant, c, in[c.Letter], center[c.Letter])
		}
	}
}

// TestRankStatsFiltered checks that with --space all and a filter the
// statistics describe the honeycombs ranked, those that pass.
func TestRankStatsFiltered(t *testing.T) {
	for _, args := range [][]string{
		{"--space", "all", "--exclude", "bdfhjkquvwyz"},
		{"--where", "center in ACE"},
		{"--space", "all", "--size", "5", "--where", "pangrams >= 1, center in ACE"},
	} {
		args = append(append([]string{"rank", "--json", "--stats", "--top", "3"}, args...), "testdata/rank/mini.txt")
		code, out, errOut := beebatch(t, "", args...)
		if code != 0 {
			t.Fatalf("%q: exit %d: %s", args, code, errOut)
		}
		var rep rankDoc
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatal(err)
		}
		for _, l := range rep.Lists {
			s := l.Stats
			if l.Passed == 0 {
				if s != nil {
					t.Errorf("%q %s: stats for no honeycomb: %+v", args, l.Variant, s)
				}
				continue
			}
			total := 0
			for _, c := range s.Histogram.Counts {
				total += c
			}
			honeycombs := 0
			for _, c := range s.Centers {
				honeycombs += c.Honeycombs
			}
			if s.Distribution.Count != l.Passed || total != l.Passed || honeycombs != l.Passed ||
				s.Distribution.Max != l.Top[0].Score || s.LetterFrequency.Top != min(100, l.Passed) {
				t.Errorf("%q %s: passed %d; stats %+v", args, l.Variant, l.Passed, s)
			}
		}
	}
}

// rankJSON runs rank --json over args and returns its lists.
func rankJSON(t *testing.T, args ...string) []rankedList {
	t.Helper()
	code, out, errOut := beebatch(t, "", append([]string{"rank", "--json", "--variants", "no-s", "--top", "1"}, args...)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var rep rankDoc
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	return rep.Lists
}

// TestRankCatalogName checks that a known list's name works as a
// WORDLIST, from the mirror or the cache, and that paths come first.
func TestRankCatalogName(t *testing.T) {
	best := search.Row{Rank: 1, Letters: "AEGINRT", Center: "R", Score: 3898, Words: 537, Pangrams: 50, HasPangram: true}
	wantEnable1 := func(t *testing.T, l rankedList, path string) {
		t.Helper()
		if l.Name != "enable1" || l.Path != path || l.Lines != 172820 || len(l.Top) != 1 || l.Top[0] != best {
			t.Errorf("got list %s at %s, %d lines, top %+v; want enable1 at %s", l.Name, l.Path, l.Lines, l.Top, path)
		}
	}

	t.Run("mirror", func(t *testing.T) {
		ce := newCatalogEnv(t, sharedMirror(t))
		lists := rankJSON(t, "enable1", "mini=testdata/rank/mini.txt")
		wantEnable1(t, lists[0], filepath.Join(ce.mirror, "enable1.txt"))
		if lists[1].Name != "mini" {
			t.Errorf("second list %s; want mini", lists[1].Name)
		}
	})

	t.Run("cache", func(t *testing.T) {
		ce := newCatalogEnv(t, "")
		link(t, enable1, filepath.Join(ce.cache, "enable1.txt"))
		wantEnable1(t, rankJSON(t, "enable1")[0], filepath.Join(ce.cache, "enable1.txt"))
	})

	t.Run("installed Debian file", func(t *testing.T) {
		ce := newCatalogEnv(t, "")
		write(t, filepath.Join(ce.dict, "american-english"), "gartering", "Grant", "tiger's")
		l := rankJSON(t, "wamerican")[0]
		if l.Name != "wamerican" || l.Path != filepath.Join(ce.dict, "american-english") || l.ValidWords != 1 {
			t.Errorf("got list %s at %s, %d valid words", l.Name, l.Path, l.ValidWords)
		}
	})

	t.Run("score and solve", func(t *testing.T) {
		newCatalogEnv(t, sharedMirror(t))
		code, out, errOut := beebatch(t, "", "score", "R/AEGINT", "enable1")
		if code != 0 || !strings.Contains(out, "AEGINRT:R  3,898    537        50") {
			t.Errorf("score: exit %d, stdout %q, stderr %q", code, out, errOut)
		}
		code, out, errOut = beebatch(t, "", "solve", "--format", "json", "R/AEGINT", "enable1")
		if code != 0 || !strings.Contains(out, `"list": "enable1"`) {
			t.Errorf("solve: exit %d, stderr %q, stdout starts %.200q", code, errOut, out)
		}
	})

	t.Run("not present", func(t *testing.T) {
		ce := newCatalogEnv(t, "")
		code, out, errOut := beebatch(t, "", "rank", "enable1")
		want := "beebatch rank: enable1: not present in the cache " + ce.cache +
			", and there is no file enable1 here; run \"beebatch lists fetch enable1\" to fetch it\n"
		if code != 1 || out != "" || errOut != want {
			t.Errorf("exit %d, stdout %q, stderr %q; want exit 1, stderr %q", code, out, errOut, want)
		}
	})

	t.Run("bad mirror", func(t *testing.T) {
		ce := newCatalogEnv(t, t.TempDir())
		write(t, filepath.Join(ce.mirror, "enable1.txt"), "notaword")
		code, _, errOut := beebatch(t, "", "rank", "enable1")
		if code != 1 || !strings.Contains(errOut, "checksum mismatch for mirror copy "+filepath.Join(ce.mirror, "enable1.txt")) {
			t.Errorf("exit %d, stderr %q", code, errOut)
		}
	})

	t.Run("a file of that name comes first", func(t *testing.T) {
		newCatalogEnv(t, sharedMirror(t))
		mini, _ := filepath.Abs("testdata/rank/mini.txt")
		data, _ := os.ReadFile(mini)
		t.Chdir(t.TempDir())
		os.WriteFile("enable1", data, 0o644)
		l := rankJSON(t, "enable1")[0]
		if l.Name != "enable1" || l.Path != "enable1" || l.Lines == 172820 {
			t.Errorf("got list %s at %s, %d lines; want the file ./enable1", l.Name, l.Path, l.Lines)
		}
	})

	t.Run("NAME=PATH comes first", func(t *testing.T) {
		newCatalogEnv(t, sharedMirror(t))
		l := rankJSON(t, "enable1=testdata/rank/mini.txt")[0]
		if l.Name != "enable1" || l.Path != "testdata/rank/mini.txt" {
			t.Errorf("got list %s at %s; want enable1 at testdata/rank/mini.txt", l.Name, l.Path)
		}
	})

	t.Run("frequency list by name", func(t *testing.T) {
		newCatalogEnv(t, sharedMirror(t))
		code, out, errOut := beebatch(t, "", "rank", "--json", "--variants", "no-s", "--top", "1", "--min-count", "100000", "count_1w_100k")
		var rep rankDoc
		if code != 0 || json.Unmarshal([]byte(out), &rep) != nil || rep.Lists[0].Name != "count_1w_100k" || rep.Lists[0].Lines != 100000 {
			t.Errorf("exit %d, stderr %q, stdout starts %.300q", code, errOut, out)
		}
	})
}
