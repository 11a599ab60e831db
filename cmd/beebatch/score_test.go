package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/internal/testlists"
	"github.com/beebatch/beebatch/pkg/bitset"
)

// TestScoreJukebox checks the scores of the JUKEBOX boards, and that
// score and solve agree on them, over enable1's lines of their words
// (onBoards).
func TestScoreJukebox(t *testing.T) {
	needEnable1(t)
	list := sharedOnBoards(t, []string{jukebox[0].board}, enable1)[0]
	args := []string{"score", "--format", "json"}
	for _, j := range jukebox {
		args = append(args, j.board)
	}
	code, out, errOut := beebatch(t, "", append(args, list)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got []report.BoardScore
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if len(got) != len(jukebox) {
		t.Fatalf("%d lines; want %d", len(got), len(jukebox))
	}
	for i, j := range jukebox {
		if g := got[i]; g.Score != j.score || g.Letters != "BEJKOUX" || g.Center != j.board[:1] || g.Pangrams != 1 || g.List != "enable1" {
			t.Errorf("%s: %+v; want %d points", j.board, g, j.score)
		}
	}
	// Each agrees with solve.
	for _, j := range jukebox {
		code, out, _ := beebatch(t, "", "solve", "--format", "json", j.board, list)
		var s report.Solution
		if err := json.Unmarshal([]byte(out), &s); code != 0 || err != nil || s.Score != j.score {
			t.Errorf("solve %s: exit %d, %v, %d points; want %d", j.board, code, err, s.Score, j.score)
		}
	}
}

// scoreBoards are the boards of TestScoreGolden and
// TestScoreFilterGolden: filterBoards, and G/AELMPX.
var scoreBoards = append(slices.Clone(filterBoards), "G/AELMPX")

// TestScoreGolden checks score's outputs over enable1's lines of the
// words of scoreBoards (onBoards): a board's figures depend on its words
// alone, and the outputs name the list but not its size.
func TestScoreGolden(t *testing.T) {
	needEnable1(t)
	list := sharedOnBoards(t, scoreBoards, enable1)[0]
	boards := "testdata/solve/jukebox.boards"
	tests := []struct {
		name  string
		stdin string
		args  []string
	}{
		{"jukebox.text", "", []string{"score", "--boards", boards, list}},
		{"jukebox.md", "", []string{"score", "--format", "md", "--boards", boards, list}},
		{"jukebox.json", "", []string{"score", "--format", "json", "--boards", boards, list}},
		{"jukebox.csv", "", []string{"score", "--format", "csv", "--boards", boards, list}},
		// Boards from the command line come first, then the file's.
		{"args.text", "", []string{"score", "--boards", boards, "R/AEGINT", "E/AINRST", "enable1=" + list}},
		{"stdin.text", "R/AEGINT\n# a comment\n\nG/AELMPX\n", []string{"score", "--boards", "-", list}},
		{"center.text", "", []string{"score", "--center", "x", "bejkoux", "aeglmpx", list}},
		// A directory of lists adds a list column.
		{"dir.text", "", []string{"score", "G/AELMPX", "A/EGLMRT", "testdata/solve/lists"}},
		{"dir.md", "", []string{"score", "--format", "md", "G/AELMPX", "A/EGLMRT", "testdata/solve/lists"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := beebatch(t, tt.stdin, tt.args...)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			golden(t, "solve/score."+tt.name, []byte(out))
		})
	}
}

func TestScoreFreqGolden(t *testing.T) {
	const freq = "testdata/solve/freq.txt"
	for _, format := range report.Formats {
		t.Run(format, func(t *testing.T) {
			code, out, errOut := beebatch(t, "", "score", "--freq", freq, "--rare-below", "1000", "--format", format, "G/AELMPX", "A/EGLMRT", "testdata/solve/lists")
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			golden(t, "solve/score.freq."+format, []byte(out))
		})
	}
}

// solveJSON returns what "solve" with args writes, which must include
// --format json. Each is run once per test process (beebatchShared):
// tests that take a board's solution as the truth for another command
// share it.
func solveJSON(t *testing.T, args ...string) report.Solution {
	t.Helper()
	code, out, errOut := beebatchShared(t, append([]string{"solve"}, args...)...)
	var s report.Solution
	if err := json.Unmarshal([]byte(out), &s); code != 0 || err != nil {
		t.Fatalf("solve %q: exit %d, %v, stderr %q", args, code, err, errOut)
	}
	return s
}

// onBoards writes to dir a copy of each file of lists, word lists and
// frequency lists (enable1, count_1w_100k), under its name, that holds
// only the lines of the words spelt with the letters of one of boards,
// written R/AEGINT or AEGINRT:R, in their order; it returns the copies'
// paths. The words of these boards, their scores, counts and rarity, are
// the same over the copies as over the whole lists, which take solve and
// score ten to a hundred times as long to read: what the copies do not
// give is the number of the list's words, which some reports show.
func onBoards(dir string, boards []string, lists ...string) ([]string, error) {
	var sets []bitset.Set // the letters of each board
	for _, b := range boards {
		set, _ := bitset.Of(strings.NewReplacer("/", "", ":", "").Replace(strings.ToLower(b)))
		sets = append(sets, set)
	}
	var out []string
	for _, from := range lists {
		lines, err := maskedLinesOf(from)
		if err != nil {
			return nil, err
		}
		var b strings.Builder
		for i, line := range lines.lines {
			for _, set := range sets {
				if m := lines.masks[i]; m != 0 && m&^set == 0 {
					b.WriteString(line)
					break
				}
			}
		}
		to := filepath.Join(dir, filepath.Base(from))
		if err := os.WriteFile(to, []byte(b.String()), 0o644); err != nil {
			return nil, err
		}
		out = append(out, to)
	}
	return out, nil
}

// sharedOnBoards returns what onBoards writes of boards and lists, in a
// directory made once for all the tests that ask for the same: each
// reads the copies only.
func sharedOnBoards(t *testing.T, boards []string, lists ...string) []string {
	t.Helper()
	key := strings.Join(boards, " ") + "\x00" + strings.Join(lists, "\x00")
	f, _ := onBoardsShared.LoadOrStore(key, sync.OnceValues(func() ([]string, error) {
		dir, err := sharedTempDir()
		if err != nil {
			return nil, err
		}
		return onBoards(dir, boards, lists...)
	}))
	paths, err := f.(func() ([]string, error))()
	if err != nil {
		t.Fatal(err)
	}
	return paths
}

// onBoardsShared holds sharedOnBoards's copies by boards and lists.
var onBoardsShared sync.Map

// maskedLines are the lines of a word list, each with the letters of its
// word (before a tab), a bit for each of a to z, or 0 if it has another
// character.
type maskedLines struct {
	lines []string
	masks []bitset.Set
}

// maskedLinesOf returns the maskedLines of the file at path, read once
// for all the tests.
func maskedLinesOf(path string) (maskedLines, error) {
	f, _ := masked.LoadOrStore(path, sync.OnceValues(func() (maskedLines, error) {
		data, err := os.ReadFile(path)
		if err != nil {
			return maskedLines{}, err
		}
		var ml maskedLines
		for line := range strings.Lines(string(data)) {
			word, _, _ := strings.Cut(strings.TrimSpace(line), "\t")
			ml.lines = append(ml.lines, line)
			set, _ := bitset.Of(word) // 0 for another character
			ml.masks = append(ml.masks, set)
		}
		return ml, nil
	}))
	return f.(func() (maskedLines, error))()
}

// masked holds maskedLinesOf's lines by path.
var masked sync.Map

// TestFreqAgainstBruteForce checks the rare words of solve and score
// against the frequency list read here line by line: each word's count,
// whether it is rare, and the rare words and points of each board, at
// one threshold, or three with BEEBATCH_FULL_TESTS=1. Score reads the
// whole lists; solve, once per board, their lines of the boards' words
// (onBoards, shared with TestScoreFilter).
// A whole-list check: not under -race (testenv.SkipRace).
func TestFreqAgainstBruteForce(t *testing.T) {
	testenv.SkipRace(t)
	needEnable1(t)
	data, err := os.ReadFile(testlists.Need(t, "count_1w_100k"))
	if err != nil {
		t.Fatal(err)
	}
	counts := map[string]int64{}
	for line := range strings.Lines(string(data)) {
		w, n, _ := strings.Cut(strings.TrimSpace(line), "\t")
		c, err := strconv.ParseInt(n, 10, 64)
		if _, seen := counts[w]; err == nil && !seen {
			counts[w] = c
		}
	}
	lists := sharedOnBoards(t, filterBoards, enable1, count1w)
	for _, below := range []int64{1000000, 0, 50000000}[:testenv.Cases(1, 3)] {
		rule := []string{"--rare-below", strconv.FormatInt(below, 10), "--format", "json"}
		code, out, errOut := beebatch(t, "", append(append(append([]string{"score", "--freq", count1w}, rule...), filterBoards...), enable1)...)
		var scores []scoreJSON
		if err := json.Unmarshal([]byte(out), &scores); code != 0 || err != nil || len(scores) != len(filterBoards) {
			t.Fatalf("score: exit %d, %v, stderr %q", code, err, errOut)
		}
		someRare, someNot := false, false
		for i, b := range filterBoards {
			s := solveJSON(t, append(append([]string{"--freq", lists[1]}, rule...), b, lists[0])...)
			words, points := 0, 0
			for _, w := range s.Words {
				n, ok := counts[w.Word]
				rare := !ok || n <= below
				if ok != (w.Count != nil) || ok && *w.Count != n || w.Rare != rare {
					t.Fatalf("below %d, %s: %+v; the list says %d, %v", below, b, w, n, ok)
				}
				if rare {
					words++
					points += w.Score
					someRare = true
				} else {
					someNot = true
				}
			}
			f := s.Freq
			if f == nil || f.List != "count_1w_100k" || f.RareBelow != below || f.RareWords != words || f.RarePoints != points {
				t.Errorf("below %d, %s: solve says %+v; want %d words, %d points", below, b, f, words, points)
			}
			if sc := scores[i]; sc.RareWords == nil || *sc.RareWords != words || *sc.RarePoints != points {
				t.Errorf("below %d, %s: score says %v, %v; want %d, %d", below, b, sc.RareWords, sc.RarePoints, words, points)
			}
		}
		if !someRare || !someNot {
			t.Errorf("below %d: the boards have rare words %v and others %v; the test needs both", below, someRare, someNot)
		}
	}
}

// TestScoreFilterGolden checks score's outputs with filters over
// enable1's lines of the words of scoreBoards, as TestScoreGolden does.
func TestScoreFilterGolden(t *testing.T) {
	needEnable1(t)
	list := sharedOnBoards(t, scoreBoards, enable1)[0]
	boards := "testdata/solve/jukebox.boards"
	tests := []struct {
		name string
		args []string
	}{
		{"where.text", []string{"score", "--where", "score 30.., words ..11", "--boards", boards, list}},
		{"where.md", []string{"score", "--format", "md", "--where", "Words > 9", "--boards", boards, list}},
		{"nyt.text", append(append([]string{"score", "--preset", "nyt"}, filterBoards...), list)},
		{"none.text", []string{"score", "--preset", "nyt", "--boards", boards, list}},
		{"dir.text", []string{"score", "--where", "score 20..", "G/AELMPX", "A/EGLMRT", "testdata/solve/lists"}},
		{"presets.text", []string{"score", "--preset", "list"}},
		{"vowels.text", append(append([]string{"score", "--preset", "nyt", "--vowels", "AEIOUY"}, filterBoards...), list)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := beebatch(t, "", tt.args...)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			golden(t, "solve/score.filter."+tt.name, []byte(out))
		})
	}
}

// TestScoreFilter checks the boards that score keeps against the
// unfiltered scores and solve's perfect pangrams, tested here clause by
// clause, over the lines of enable1 of the boards' words (onBoards,
// shared with TestFreqAgainstBruteForce), and then the board that the nyt
// preset keeps over the whole of enable1.
// A whole-list check: not under -race (testenv.SkipRace).
func TestScoreFilter(t *testing.T) {
	testenv.SkipRace(t)
	needEnable1(t)
	testlists.Need(t, "count_1w_100k")
	lists := sharedOnBoards(t, filterBoards, enable1, count1w)
	code, out, errOut := beebatch(t, "", append(append([]string{"score", "--format", "json"}, filterBoards...), lists[0])...)
	var all []report.BoardScore
	if err := json.Unmarshal([]byte(out), &all); code != 0 || err != nil || len(all) != len(filterBoards) {
		t.Fatalf("exit %d, %v, stderr %q, %d boards", code, err, errOut, len(all))
	}
	perfect := map[string]int{}
	for _, b := range filterBoards {
		// The rare words do not change the perfect pangrams: solve as
		// TestFreqAgainstBruteForce does first, which then solves once.
		s := solveJSON(t, "--freq", lists[1], "--rare-below", "1000000", "--format", "json", b, lists[0])
		perfect[s.Letters+":"+s.Center] = s.PerfectPangrams
	}
	vowels := func(s report.BoardScore) int {
		n := 0
		for _, c := range s.Letters {
			if strings.ContainsRune("AEIOU", c) {
				n++
			}
		}
		return n
	}
	has := func(s report.BoardScore, c string) bool { return strings.Contains(s.Letters, c) }
	tests := []struct {
		flags     []string
		canonical string
		pass      func(s report.BoardScore) bool
	}{
		{[]string{"--where", "score 30.."}, "score >= 30", func(s report.BoardScore) bool { return s.Score >= 30 }},
		{[]string{"--where", "score < 30"}, "score <= 29", func(s report.BoardScore) bool { return s.Score < 30 }},
		{[]string{"--where", "words 9..12"}, "words 9..12", func(s report.BoardScore) bool { return 9 <= s.Words && s.Words <= 12 }},
		{[]string{"--where", "words 100.., center in AEIOU"}, "words >= 100, center in AEIOU", func(s report.BoardScore) bool {
			return s.Words >= 100 && strings.Contains("AEIOU", s.Center)
		}},
		{[]string{"--where", "pangrams 0"}, "pangrams 0", func(s report.BoardScore) bool { return s.Pangrams == 0 }},
		{[]string{"--where", "perfect >= 1"}, "perfect >= 1", func(s report.BoardScore) bool { return perfect[s.Board] >= 1 }},
		{[]string{"--where", "perfect 0, pangrams 1.."}, "pangrams >= 1, perfect 0", func(s report.BoardScore) bool {
			return s.Pangrams >= 1 && perfect[s.Board] == 0
		}},
		{[]string{"--where", "no x, has j"}, "has J, no X", func(s report.BoardScore) bool { return has(s, "J") && !has(s, "X") }},
		{[]string{"--where", "vowels 3.."}, "vowels >= 3", func(s report.BoardScore) bool { return vowels(s) >= 3 }},
		{[]string{"--where", "vowels 3.. of aeiouy"}, "vowels >= 3 of AEIOUY", func(s report.BoardScore) bool { return vowels(s)+strings.Count(s.Letters, "Y") >= 3 }},
		{[]string{"--where", "vowels 3..", "--vowels", "AEIOUY"}, "vowels >= 3 of AEIOUY", func(s report.BoardScore) bool { return vowels(s)+strings.Count(s.Letters, "Y") >= 3 }},
		{[]string{"--where", "center not JKX"}, "center not JKX", func(s report.BoardScore) bool { return !strings.Contains("JKX", s.Center) }},
		{[]string{"--preset", "nyt"}, "words 20..80, pangrams >= 1, vowels 1..3, no S, not-together E R, not-together H J, not-together R X, center not X", func(s report.BoardScore) bool {
			return 20 <= s.Words && s.Words <= 80 && s.Pangrams >= 1 && 1 <= vowels(s) && vowels(s) <= 3 &&
				!has(s, "S") && !(has(s, "E") && has(s, "R"))
		}},
		{[]string{"--preset", "nyt", "--where", "words ..50"}, "words 20..50, pangrams >= 1, vowels 1..3, no S, not-together E R, not-together H J, not-together R X, center not X", func(s report.BoardScore) bool {
			return false // ACDILOY:Y, the only board that passes nyt, has 73 words
		}},
		{[]string{"--preset", "editor"}, "words 30..45, pangrams >= 1, vowels 1..3, no S, not-together E R, not-together H J, not-together R X, center not X", func(s report.BoardScore) bool { return false }},
	}
	for _, tt := range tests {
		args := append(append(append([]string{"score", "--format", "json"}, tt.flags...), filterBoards...), lists[0])
		code, out, errOut := beebatch(t, "", args...)
		var got []report.BoardScore
		if err := json.Unmarshal([]byte(out), &got); code != 0 || err != nil {
			t.Errorf("%q: exit %d, %v, stderr %q", tt.flags, code, err, errOut)
			continue
		}
		want := []report.BoardScore{}
		for _, s := range all {
			if tt.pass(s) {
				want = append(want, s)
			}
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%q: got %v; want %v", tt.flags, got, want)
		}
		note := fmt.Sprintf("beebatch score: %d of %d boards pass the filter: %s\n", len(want), len(all), tt.canonical)
		if errOut != note {
			t.Errorf("%q: stderr %q; want %q", tt.flags, errOut, note)
		}
	}
	// The nyt preset keeps one board, so the test above can fail.
	if code, out, _ := beebatch(t, "", append(append([]string{"score", "--format", "csv", "--preset", "nyt"}, filterBoards...), enable1)...); code != 0 ||
		out != "list,letters,center,board,score,words,pangrams\nenable1,ACDILOY,Y,ACDILOY:Y,382,73,2\n" {
		t.Errorf("--preset nyt: exit %d, %q", code, out)
	}
}

// TestScoreFilterNone checks that a filter every board passes changes
// nothing, not even the line that counts the boards.
func TestScoreFilterNone(t *testing.T) {
	want := ""
	for _, flags := range [][]string{nil, {"--where", ""}, {"--where", " "}, {"--where", "words >= 0, vowels ..9"}} {
		code, out, errOut := beebatch(t, "", append(append([]string{"score"}, flags...), "G/AELMPX", "A/EGLMRT", solveMini)...)
		if code != 0 || errOut != "" {
			t.Fatalf("%q: exit %d, stderr %q", flags, code, errOut)
		}
		if want == "" {
			want = out
		} else if out != want {
			t.Errorf("%q: output\n%s\ndiffers from the unfiltered\n%s", flags, out, want)
		}
	}
}

// TestBonusOverflow scores one pangram, TANGIER, with bonuses whose
// scores pass 2^32 and reach 2^53, the most that beebatch counts (its
// statistics and JSON stay exact below it): every command but archive
// scores them exactly, and one more point is a usage error that names
// --bonus, rather than a score that wraps around.
func TestBonusOverflow(t *testing.T) {
	const fits, over = "4294967288", "4294967289"
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"score", "--bonus", over, "R/AEGINT", "-"}, "AEGINRT:R  4,294,967,296"},
		{[]string{"solve", "--bonus", over, "R/AEGINT", "-"}, "4,294,967,296 points"},
		{[]string{"score", "--bonus", "9007199254740985", "R/AEGINT", "-"}, "AEGINRT:R  9,007,199,254,740,992"},
		{[]string{"solve", "--bonus", "9007199254740985", "R/AEGINT", "-"}, "9,007,199,254,740,992 points"},
		{[]string{"compare", "--bonus", over, "-", "testdata/compare/a.txt"}, "│ ACEIORT:A │ a       │ 8,589,934,595 │"},
		{[]string{"rank", "--variants", "no-s", "--bonus", fits, "-"}, "│    1 │ AEGINRT │ A      │ 4,294,967,295 │"},
		{[]string{"rank", "--variants", "no-s", "--bonus", over, "-"}, "│    1 │ AEGINRT │ A      │ 4,294,967,296 │"},
		{[]string{"rank", "--variants", "no-s", "--bonus", over, "--where", "long-genius yes", "-"}, "│    1 │ AEGINRT │ A      │ 4,294,967,296 │"},
		{[]string{"rank", "--variants", "no-s", "--bonus", "9007199254740985", "-"}, "│    1 │ AEGINRT │ A      │ 9,007,199,254,740,992 │"},
	} {
		code, out, errOut := beebatch(t, "tangier\n", tt.args...)
		if code != 0 || !strings.Contains(out, tt.want) {
			t.Errorf("%q: exit %d, stderr %q, stdout:\n%s\nwant %q in it", tt.args, code, errOut, out, tt.want)
		}
	}
	want := "--bonus 9007199254740986: the scores of stdin could reach 9,007,199,254,740,993 points, more than the 9,007,199,254,740,992 that beebatch counts; expected a bonus of at most 9,007,199,254,740,985 for this list\n"
	for _, args := range [][]string{
		{"score", "--bonus", "9007199254740986", "R/AEGINT", "-"},
		{"solve", "--bonus", "9007199254740986", "R/AEGINT", "-"},
		{"compare", "--bonus", "9007199254740986", "-", "testdata/compare/a.txt"},
	} {
		code, out, errOut := beebatch(t, "tangier\n", args...)
		if code != 2 || out != "" || !strings.HasPrefix(errOut, "beebatch "+args[0]+": "+want) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and %q", args, code, out, errOut, want)
		}
	}
	// rank counts scores up to 2^53, where its statistics stay exact, and
	// the bonuses of all honeycombs up to half the largest int.
	for _, tt := range []struct{ bonus, want string }{
		{"9007199254740986", "the scores of stdin could reach 9,007,199,254,740,993 points, more than the 9,007,199,254,740,992 that beebatch counts; expected a bonus of at most 9,007,199,254,740,985 for this list\n"},
		{"9223372036854775807", "the scores of stdin could pass 9,223,372,036,854,775,807 points, the most that beebatch counts; expected a bonus of at most 9,007,199,254,740,985 for this list\n"},
	} {
		want := "beebatch rank: --bonus " + tt.bonus + ": " + tt.want
		if code, out, errOut := beebatch(t, "tangier\n", "rank", "--bonus", tt.bonus, "-"); code != 2 || out != "" || !strings.HasPrefix(errOut, want) {
			t.Errorf("rank --bonus %s: exit %d, stdout %q, stderr %q; want exit 2 and %q", tt.bonus, code, out, errOut, want)
		}
	}
	// enable1's 37,876 pangrams, with 7 centers each, take the bonuses of
	// all honeycombs past half the largest int with a bonus of 2^45,
	// whose scores stay below 2^53.
	want = "beebatch rank: --bonus 35184372088832: the bonuses of all the honeycombs of enable1 could sum past 9,223,372,036,854,775,807 points, more than the 4,611,686,018,427,387,903 that beebatch sums; expected a bonus of at most 17,393,924,605,205 for this list\n"
	if code, out, errOut := beebatch(t, "", "rank", "--bonus", "35184372088832", enable1); code != 2 || out != "" || !strings.HasPrefix(errOut, want) {
		t.Errorf("rank --bonus 2^45 enable1: exit %d, stdout %q, stderr %q; want exit 2 and %q", code, out, errOut, want)
	}
}

// TestRankHugeBonus ranks enable1 with a bonus of 2^40, whose scores
// pass 2^32 many times over: the best board has the score of the
// default rules less their bonus of 7 a pangram, plus 2^40 a pangram.
func TestRankHugeBonus(t *testing.T) {
	args := []string{"rank", "--variants", "no-s", "--top", "1", "--bottom", "1", "--stats=false", "--format", "csv"}
	_, plain, _ := beebatch(t, "", append(args, enable1)...)
	code, out, errOut := beebatch(t, "", append(args, "--bonus", "1099511627776", enable1)...)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	// The best board under the default rules, AEGINRT:R, has 50 pangrams
	// and 3,898 points; under 2^40 too.
	if !strings.Contains(plain, "AEGINRT:R,3898,537,50") {
		t.Fatalf("default rules:\n%s\nwant AEGINRT:R,3898,537,50", plain)
	}
	want := fmt.Sprintf("AEGINRT:R,%d,537,50", 3898-7*50+50<<40)
	if !strings.Contains(out, want) {
		t.Errorf("--bonus 2^40:\n%s\nwant %s", out, want)
	}
}

// TestBoardsFileLimits reads --boards files that are too large, as a word
// list is, or hold a line too long for a board: each fails with a message
// that names the file, and the line, rather than growing without bound or
// reporting bufio's "token too long".
func TestBoardsFileLimits(t *testing.T) {
	boards := strings.Repeat("R/AEGINT\n", 10) // 90 bytes
	long := "R/AEGINT\n" + strings.Repeat("#", 70000) + "\nE/AGLMPX\n"
	for _, tt := range []struct {
		stdin string
		args  []string
		code  int
		want  string
	}{
		{boards, []string{"--max-bytes", "90"}, 0, ""},
		{boards, []string{"--max-bytes", "89"}, 1, "beebatch score: --boards -: input larger than --max-bytes 89; expected a smaller file of boards, or a larger --max-bytes\n"},
		{long, nil, 2, "beebatch score: -:2: a line longer than 64KiB; expected one board per line\n"},
		{"R/AEGINT\n" + strings.Repeat("#", 60000) + "\nE/AGLMPX", nil, 0, ""}, // long, and no newline at the end
	} {
		args := append(append([]string{"score"}, tt.args...), "--boards", "-", mini)
		code, out, errOut := beebatch(t, tt.stdin, args...)
		if code != tt.code || !strings.HasPrefix(errOut, tt.want) || tt.want == "" && errOut != "" {
			t.Errorf("%q: exit %d, stderr %q; want exit %d, stderr %q", args, code, errOut, tt.code, tt.want)
		}
		if code == 0 && strings.Count(out, "\n") < 3 {
			t.Errorf("%q: stdout %q; want every board", args, out)
		}
	}
}

// scoreJSON is a board of score's JSON, with the measures that its
// columns may show beyond score, words and pangrams.
type scoreJSON struct {
	Board                  string
	Score, Words, Pangrams int
	RareWords              *int `json:"rare_words"`
	RarePoints             *int `json:"rare_points"`
}
