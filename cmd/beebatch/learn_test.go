package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/learn"
)

// learnArchive writes an archive of n daily puzzles on four boards,
// whose answers are the accepted words that count there, and the base
// list of those words and rejected ones, into dir; it returns the
// archive's path, the base list's and the archive of the puzzles from
// the 41st on.
func writeLearnArchive(t *testing.T, dir string, n int) (arch, base, later string) {
	t.Helper()
	boards := []struct{ letters, center string }{{"abcdeln", "a"}, {"abcdeln", "e"}, {"abdeilr", "i"}, {"abdeilr", "l"}}
	accepted := []string{"able", "bale", "bead", "cable", "lace", "ideal", "bail", "liar", "raid", "dial", "blade", "bridal"}
	rejected := []string{"bane", "clan", "bald", "bridle", "lade"}
	var all, tail strings.Builder
	for i := range n {
		b := boards[i%len(boards)]
		var ans []string
		for _, w := range accepted {
			if strings.Trim(w, b.letters) == "" && strings.Contains(w, b.center) {
				ans = append(ans, w)
			}
		}
		line := fmt.Sprintf("2023-%02d-%02d %s %s %s\n", 1+i/28, 1+i%28, b.letters, b.center, strings.Join(ans, " "))
		all.WriteString(line)
		if i >= 40 {
			tail.WriteString(line)
		}
	}
	arch, base, later = filepath.Join(dir, "nyt.txt"), filepath.Join(dir, "base.txt"), filepath.Join(dir, "later.txt")
	for path, text := range map[string]string{arch: all.String(), later: tail.String(),
		base: strings.Join(append(accepted, rejected...), "\n") + "\n"} {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return arch, base, later
}

// offline are the flags that learn from the base list alone, with no
// list of the catalog.
func offline(base string) []string {
	return []string{"--base", base, "--without", strings.Join(learn.FeatureLists, ",")}
}

// TestLearnCommand learns a list from a small archive, installs it in
// the cache, and checks that the other commands take it by name, that
// --out writes its files, and that learn's evaluation is archive's
// figures for the list on the later puzzles.
func TestLearnCommand(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("BEEBATCH_CACHE", filepath.Join(dir, "cache"))
	t.Setenv("BEEBATCH_MIRROR", "")
	arch, base, later := writeLearnArchive(t, dir, 60)
	out := filepath.Join(dir, "out")
	args := append([]string{"learn", "--until", "2023-02-12", "--name", "mine", "--out", out, "--format", "json"}, offline(base)...)
	code, stdout, stderr := beebatch(t, "", append(args, arch)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	learnErr := stderr
	var card struct {
		Installed  string
		Evaluation map[string]any
	}
	if err := json.Unmarshal([]byte(stdout), &card); err != nil {
		t.Fatal(err)
	}
	if card.Evaluation["boards"] != 20.0 || card.Installed == "" {
		t.Fatalf("evaluation %v, installed %q; want 20 boards, installed", card.Evaluation, card.Installed)
	}
	for _, f := range []string{"mine.txt", "words.csv", "model.md", "model.json"} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Error(err)
		}
	}
	// archive gives the same figures for the list on the later puzzles.
	code, stdout, stderr = beebatch(t, "", "archive", "--format", "json", later, filepath.Join(out, "mine.txt"))
	if code != 0 {
		t.Fatalf("archive: exit %d: %s", code, stderr)
	}
	var rep struct{ Lists []map[string]any }
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"boards", "precision", "recall", "f1", "words_within_10pct", "points_within_10pct", "pangram_recall", "pangram_precision"} {
		if got, want := rep.Lists[0][k].(float64), card.Evaluation[k].(float64); math.Abs(got-want) > 1e-12 {
			t.Errorf("%s: archive %v, learn %v", k, got, want)
		}
	}
	// The list by name: lists, lists path, solve.
	if code, stdout, _ = beebatch(t, "", "lists"); code != 0 || !regexp.MustCompile(`(?m)^mine +learned +en +yes$`).MatchString(stdout) {
		t.Errorf("lists: exit %d, no learned list mine:\n%s", code, stdout)
	}
	if code, stdout, _ = beebatch(t, "", "lists", "--format", "json", "mine"); code != 0 || !strings.Contains(stdout, "learned from "+arch) {
		t.Errorf("lists mine: exit %d, not learned from %s:\n%s", code, arch, stdout)
	}
	if code, stdout, _ = beebatch(t, "", "lists", "path", "mine"); code != 0 || strings.TrimSpace(stdout) != card.Installed {
		t.Errorf("lists path mine: exit %d, %q; want %q", code, stdout, card.Installed)
	}
	if code, stdout, stderr = beebatch(t, "", "solve", "--hints", "A/BCDELN", "mine"); code != 0 || !strings.Contains(stdout, "words") {
		t.Errorf("solve nyt: exit %d: %s%s", code, stdout, stderr)
	}
	// Its 40 boards are all boards of the list: no other board is left
	// to learn a likeness against, which learn says, and goes on.
	if !strings.Contains(learnErr, "no board likeness: likeness: 40 archive boards and 0 candidates to learn from") {
		t.Errorf("learn: no warning that it learned no likeness: %s", learnErr)
	}
	csv, _ := os.ReadFile(filepath.Join(out, "words.csv"))
	if !regexp.MustCompile(`(?m)^bane,false,0\.0[0-9]*,,[^,]*base.txt,0,0,0,false,false,20,0,20,,2023-01-01 rejected$`).Match(csv) {
		t.Errorf("words.csv lacks bane, rejected on every board where it counts:\n%s", csv)
	}
}

// TestLearnBadInput checks the messages of bad input.
func TestLearnBadInput(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("BEEBATCH_CACHE", filepath.Join(dir, "cache"))
	arch, base, _ := writeLearnArchive(t, dir, 60)
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"too small", append(offline(base), "--until", "2023-01-10", arch), 1, "nyt.txt: 10 puzzles to learn from up to 2023-01-10; at least 20 are needed"},
		{"unknown feature", []string{"--without", "nope", arch}, 2, `--without: unknown feature "nope"; expected one of scowl-levels`},
		{"catalog name", []string{"--name", "enable1", arch}, 2, `--name "enable1" is a list of the catalog`},
		{"bad date", []string{"--until", "2023-13-01", arch}, 2, `--until 2023-13-01: there is no month 13; expected 01 to 12`},
		{"no such day", []string{"--until", "2025-02-30", arch}, 2, `--until 2025-02-30: February 2025 has 28 days`},
		{"not a date", []string{"--until", "2025-2-3", arch}, 2, `--until "2025-2-3": expected a day written YYYY-MM-DD, such as 2025-03-05`},
		{"catalog name in capitals", []string{"--name", "ENABLE1", arch}, 2, `--name "ENABLE1" is a list of the catalog (enable1)`},
		{"dot dot", []string{"--name", "..", arch}, 2, `--name "..": expected a list name`},
		{"dot", []string{"--name", ".", arch}, 2, `--name ".": expected a list name`},
		{"dash", []string{"--name", "-x", arch}, 2, `--name "-x": expected a list name that does not start with '-'`},
		{"path", []string{"--name", "../x", arch}, 2, `--name "../x": expected a list name`},
		{"unknown base", append(offline("nolist"), arch), 2, "--base nolist: unknown list"},
		{"no archive", []string{}, 2, "no ARCHIVE given"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := beebatch(t, "", append([]string{"learn"}, tt.args...)...)
			if code != tt.code || !strings.Contains(stderr, tt.want) {
				t.Errorf("exit %d, stderr %q; want %d and %q", code, stderr, tt.code, tt.want)
			}
		})
	}
}

// TestLearnNYT learns from the shared archive with the catalog's lists,
// which it fetches (so it runs with BEEBATCH_NETWORK_TESTS=1, as make
// test-network does), and checks that "solve --hints D/AGINRW nyt" gives
// the NYT's 59 words and 309 points of 2025-03-05 within 10%.
func TestLearnNYT(t *testing.T) {
	testenv.Network(t) // it fetches npm and Debian lists
	if _, err := os.Stat(sampleDays); err != nil {
		t.Skip(err)
	}
	if os.Getenv("BEEBATCH_CACHE") == "" {
		t.Setenv("BEEBATCH_CACHE", filepath.Join(t.TempDir(), "cache"))
	}
	for _, l := range []string{"enable1", "scowl-us-70", learn.Levels, learn.Count1w, learn.Subtlex, learn.American, learn.British} {
		if code, _, stderr := beebatch(t, "", "lists", "fetch", l); code != 0 {
			t.Fatalf("lists fetch %s: %s", l, stderr)
		}
	}
	if code, _, stderr := beebatch(t, "", "learn", sampleDays); code != 0 {
		t.Fatalf("learn: exit %d: %s", code, stderr)
	}
	code, stdout, stderr := beebatch(t, "", "solve", "--hints", "--format", "json", "D/AGINRW", "nyt")
	if code != 0 {
		t.Fatalf("solve: exit %d: %s", code, stderr)
	}
	words := regexp.MustCompile(`"word_count": (\d+)`).FindStringSubmatch(stdout)
	points := regexp.MustCompile(`"score": (\d+)`).FindStringSubmatch(stdout)
	if words == nil || points == nil {
		t.Fatalf("no words or points in %s", stdout)
	}
	w, _ := strconv.Atoi(words[1])
	p, _ := strconv.Atoi(points[1])
	if math.Abs(float64(w-59)) > 5.9 || math.Abs(float64(p-309)) > 30.9 {
		t.Errorf("nyt on D/AGINRW: %d words, %d points; want 59 and 309 within 10%%", w, p)
	}
}

// TestArchiveWordTimeline checks archive --words WORD,...: each word's
// boards, acceptances, first acceptance and changes.
func TestArchiveWordTimeline(t *testing.T) {
	dir := t.TempDir()
	arch, _, _ := writeLearnArchive(t, dir, 8)
	// Board 1 (ABCDELN, center A) accepts lace; board 3 (ABDEILR, center
	// I) cannot hold it; board 2 (center E) accepts it; board 4 (center
	// L) cannot hold it (no c).
	code, stdout, stderr := beebatch(t, "", "archive", "--format", "json", "--words", "LACE,bane,zzzz", arch)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var rep struct{ Histories []archive.History }
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatal(err)
	}
	want := []archive.History{
		{Word: "lace", Boards: 4, Accepted: 4, FirstAccepted: "2023-01-01", Changes: []archive.Verdict{{Date: "2023-01-01", Accepted: true}}},
		{Word: "bane", Boards: 4, Accepted: 0, Changes: []archive.Verdict{{Date: "2023-01-01"}}},
		{Word: "zzzz", Changes: []archive.Verdict{}},
	}
	if !reflect.DeepEqual(rep.Histories, want) {
		t.Errorf("histories %+v; want %+v", rep.Histories, want)
	}
	code, stdout, _ = beebatch(t, "", "archive", "--words", "lace", arch)
	if code != 0 || !strings.Contains(stdout, "lace: counts on 4 boards, accepted on 4, first on 2023-01-01; 2023-01-01\naccepted") {
		t.Errorf("text: exit %d:\n%s", code, stdout)
	}
}

// TestLearnMerge learns from two archives at once, one of which has a
// record that disagrees with the other's: a warning, and both used.
func TestLearnMerge(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("BEEBATCH_CACHE", filepath.Join(dir, "cache"))
	arch, base, _ := writeLearnArchive(t, dir, 40)
	other := filepath.Join(dir, "other.txt")
	os.WriteFile(other, []byte("2023-01-01 abcdeln a able bale\n2023-03-01 abcdeln a able\n"), 0o644)
	code, stdout, stderr := beebatch(t, "", append(append([]string{"learn"}, offline(base)...), arch, other)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stderr, "2023-01-01: differs from the record at") {
		t.Errorf("no warning of the conflict: %q", stderr)
	}
	if flat := strings.Join(strings.Fields(stdout), " "); !strings.Contains(flat, "41 puzzles") || !strings.Contains(flat, "beside it: 1") {
		t.Errorf("card:\n%s", stdout)
	}
}
