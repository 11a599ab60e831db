package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/internal/testlists"
	"github.com/beebatch/beebatch/pkg/catalog"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

var count1w = testlists.Path("count_1w_100k")

const solveMini = "testdata/solve/lists/mini.txt"

// jukebox is the JUKEBOX board with each center, in the order of Norvig's
// notebook, and its scores over enable1.
var jukebox = []struct {
	board string
	score int
}{
	{"J/BEKOUX", 26}, {"U/BEJKOX", 32}, {"K/BEJOUX", 26}, {"E/BJKOUX", 37},
	{"B/EJKOUX", 49}, {"O/BEJKUX", 39}, {"X/BEJKOU", 15},
}

func TestSolveGolden(t *testing.T) {
	extra := "testdata/solve/lists/extra.txt"
	tests := []struct {
		name string
		args []string
	}{
		{"mini.text", []string{"solve", "G/AELMPX", solveMini}},
		{"mini.md", []string{"solve", "--format", "md", "g/aelmpx", solveMini}},
		{"mini.json", []string{"solve", "--format", "json", "AEGLMPX:G", solveMini}},
		{"mini.csv", []string{"solve", "--format", "csv", "--center", "g", "aeglmpx", solveMini}},
		{"two.text", []string{"solve", "G/AELMPX", solveMini, extra}},
		{"two.md", []string{"solve", "--format", "md", "G/AELMPX", solveMini, extra}},
		{"two.json", []string{"solve", "--format", "json", "G/AELMPX", solveMini, extra}},
		{"two.csv", []string{"solve", "--format", "csv", "G/AELMPX", solveMini, extra}},
		// No pangram, and no word at all.
		{"invalid.text", []string{"solve", "A/EGLMRT", solveMini, extra}},
		{"invalid.json", []string{"solve", "--format", "json", "A/EGLMRT", extra}},
		{"empty.text", []string{"solve", "--format", "text", "Z/BCDFHJ", solveMini}},
		{"empty.md", []string{"solve", "--format", "md", "Z/BCDFHJ", solveMini}},
		{"empty.json", []string{"solve", "--format", "json", "Z/BCDFHJ", solveMini}},
		// Other rules: five letters, three-letter words, a bigger bonus.
		{"rules.text", []string{"solve", "--size", "5", "--min-len", "3", "--bonus", "10", "M/AEGL", solveMini, extra}},
		// One point a word, three a pangram.
		{"points.text", []string{"solve", "--points", "one", "--min-len", "3", "--bonus", "2", "G/AELMPX", solveMini}},
		{"points.json", []string{"solve", "--points", "ONE", "--format", "json", "--min-len", "3", "--bonus", "2", "G/AELMPX", solveMini}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := beebatch(t, "", tt.args...)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			golden(t, "solve/"+tt.name, []byte(out))
		})
	}
}

// TestSolvePlayGolden checks the reports of a game in progress, the
// spoiler-free hints and the frequency list, in every format.
func TestSolvePlayGolden(t *testing.T) {
	extra := "testdata/solve/lists/extra.txt"
	const (
		found = "testdata/solve/found.txt"
		all   = "testdata/solve/found-all.txt"
		freq  = "testdata/solve/freq.txt"
	)
	tests := []struct {
		name  string
		stdin string
		args  []string
	}{
		{"hints.text", "", []string{"solve", "--hints", "G/AELMPX", solveMini}},
		{"hints.md", "", []string{"solve", "--hints", "--format", "md", "G/AELMPX", solveMini}},
		{"hints.json", "", []string{"solve", "--hints", "--format", "json", "G/AELMPX", solveMini}},
		{"hints.csv", "", []string{"solve", "--hints", "--format", "csv", "G/AELMPX", solveMini, extra}},
		{"hints.empty.text", "", []string{"solve", "--hints", "Z/BCDFHJ", solveMini}},
		{"found.text", "", []string{"solve", "--found", found, "G/AELMPX", solveMini}},
		{"found.md", "", []string{"solve", "--found", found, "--format", "md", "G/AELMPX", solveMini}},
		{"found.json", "", []string{"solve", "--found", found, "--format", "json", "G/AELMPX", solveMini}},
		{"found.csv", "", []string{"solve", "--found", found, "--format", "csv", "G/AELMPX", solveMini}},
		{"found.reveal.text", "", []string{"solve", "--found", found, "--reveal", "G/AELMPX", solveMini}},
		{"found.reveal.csv", "", []string{"solve", "--found", found, "--reveal", "--format", "csv", "G/AELMPX", solveMini}},
		{"found.two.text", "", []string{"solve", "--found", found, "G/AELMPX", solveMini, extra}},
		{"found.all.text", "", []string{"solve", "--found", all, "G/AELMPX", solveMini}},
		{"found.none.md", "", []string{"solve", "--found", "-", "--format", "md", "G/AELMPX", solveMini}},
		{"found.freq.text", "", []string{"solve", "--found", all, "--reveal", "--freq", freq, "--rare-below", "1000", "G/AELMPX", solveMini, extra}},
		{"found.hints.text", "", []string{"solve", "--found", found, "--hints", "G/AELMPX", solveMini}},
		{"found.hints.json", "", []string{"solve", "--found", found, "--hints", "--format", "json", "G/AELMPX", solveMini}},
		{"found.hints.md", "", []string{"solve", "--found", found, "--hints", "--format", "md", "G/AELMPX", solveMini}},
		{"freq.text", "", []string{"solve", "--freq", freq, "--rare-below", "1000", "G/AELMPX", solveMini}},
		{"freq.md", "", []string{"solve", "--freq", freq, "--rare-below", "1000", "--format", "md", "G/AELMPX", solveMini}},
		{"freq.json", "", []string{"solve", "--freq", freq, "--format", "json", "G/AELMPX", solveMini}},
		{"freq.csv", "", []string{"solve", "--freq", "counts=-", "--rare-below", "1000", "--format", "csv", "G/AELMPX", solveMini}},
		{"freq.hints.text", "", []string{"solve", "--freq", freq, "--hints", "G/AELMPX", solveMini}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stdin := tt.stdin
			if slices.Contains(tt.args, "counts=-") {
				data, err := os.ReadFile(freq)
				if err != nil {
					t.Fatal(err)
				}
				stdin = string(data)
			}
			code, out, errOut := beebatch(t, stdin, tt.args...)
			if code != 0 {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			golden(t, "solve/"+tt.name, []byte(out+"--- stderr\n"+errOut))
		})
	}
}

// TestSolveFoundNoSpoiler checks that a game in progress names no word
// still to find, in any format, unless --reveal asks for them; and that
// --hints names no word at all. The games are played over enable1's lines
// of the board's words (onBoards), which give it the same words.
// A whole-list check: not under -race (testenv.SkipRace).
func TestSolveFoundNoSpoiler(t *testing.T) {
	testenv.SkipRace(t)
	needEnable1(t)
	code, out, _ := beebatchShared(t, "solve", "--format", "csv", "R/AEGINT", enable1)
	list := sharedOnBoards(t, []string{"R/AEGINT"}, enable1)[0]
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if code != 0 || err != nil || len(rows) < 500 {
		t.Fatalf("exit %d, %v, %d rows", code, err, len(rows))
	}
	var found []string
	unfound := map[string]bool{}
	for i, r := range rows[1:] {
		if i%3 == 0 {
			found = append(found, strings.ToUpper(r[1]))
		} else {
			unfound[r[1]] = true
		}
	}
	stdin := strings.Join(found, "\n")
	// A word may be part of another, as gate of gated, or of a label,
	// as tart of Good Start: look for whole words in lower case only.
	words := func(s string) []string {
		var out []string
		for _, f := range strings.FieldsFunc(s, func(c rune) bool { return (c < 'a' || c > 'z') && (c < 'A' || c > 'Z') }) {
			if strings.ToLower(f) == f {
				out = append(out, f)
			}
		}
		return out
	}
	for _, format := range report.Formats {
		for _, reveal := range []bool{false, true} {
			args := []string{"solve", "--found", "-", "--format", format}
			if reveal {
				args = append(args, "--reveal")
			}
			code, out, errOut := beebatch(t, stdin, append(args, "R/AEGINT", list)...)
			if code != 0 || errOut != "" {
				t.Fatalf("%q: exit %d, stderr %q", args, code, errOut)
			}
			shown := 0
			for _, w := range words(out) {
				if unfound[w] {
					shown++
				}
			}
			if reveal && shown < len(unfound) || !reveal && shown > 0 {
				t.Errorf("%q: %d words still to find are shown, of %d", args, shown, len(unfound))
			}
		}
		code, out, _ := beebatch(t, "", "solve", "--hints", "--format", format, "R/AEGINT", list)
		for _, w := range words(out) {
			if unfound[w] || slices.Contains(found, strings.ToUpper(w)) {
				t.Errorf("--hints --format %s: exit %d, shows %q", format, code, w)
				break
			}
		}
	}
}

// TestSolveFound checks the figures of a game in progress against the
// full solution: the points and words found, what is left, the rank and
// the hints of the words still to find. The games are played over
// enable1's lines of the board's words (onBoards), which give it the same
// words.
func TestSolveFound(t *testing.T) {
	needEnable1(t)
	code, out, _ := beebatchShared(t, "solve", "--format", "json", "R/AEGINT", enable1)
	list := sharedOnBoards(t, []string{"R/AEGINT"}, enable1)[0]
	var s report.Solution
	if err := json.Unmarshal([]byte(out), &s); code != 0 || err != nil {
		t.Fatalf("exit %d, %v", code, err)
	}
	for _, every := range []int{1, 2, 7, 50, 1000} {
		var given []string
		score, pangrams := 0, 0
		left := map[string]bool{}
		for i, w := range s.Words {
			if i%every == 0 {
				given = append(given, w.Word)
				score += w.Score
			} else {
				left[w.Word] = true
				if w.Pangram {
					pangrams++
				}
			}
		}
		code, out, errOut := beebatch(t, strings.Join(append(given, "zzzz", "tag"), " "), "solve", "--found", "-", "--reveal", "--format", "json", "R/AEGINT", list)
		var p report.Progress
		if err := json.Unmarshal([]byte(out), &p); code != 0 || err != nil {
			t.Fatalf("exit %d, %v", code, err)
		}
		reached, next := "", ""
		for i, r := range s.Ranks {
			if r.Points <= score {
				reached = r.Name
			} else if next == "" {
				next = s.Ranks[i].Name
				if p.ToNextRank != r.Points-score {
					t.Errorf("every %d: %d to %s; want %d", every, p.ToNextRank, next, r.Points-score)
				}
			}
		}
		if p.FoundScore != score || p.FoundWords != len(given) || p.WordsLeft != len(left) || p.PointsLeft != s.Score-score ||
			p.PangramsLeft != pangrams || p.Rank != reached || p.NextRank != next || len(p.Left) != len(left) || p.Grid.Total != len(left) {
			t.Errorf("every %d: %+v", every, p)
		}
		for _, w := range p.Left {
			if !left[w.Word] {
				t.Errorf("every %d: %s is left, yet found", every, w.Word)
			}
		}
		want := []report.Refusal{{Word: "zzzz", Reason: "not-on-board", Why: "Z is not on the board"}, {Word: "tag", Reason: "too-short", Why: "3 letters, fewer than 4"}}
		if !reflect.DeepEqual(p.Refused, want) {
			t.Errorf("refused %+v", p.Refused)
		}
		if wantErr := "warning: --found -: \"zzzz\" does not count: Z is not on the board\nwarning: --found -: \"tag\" does not count: 3 letters, fewer than 4\n"; errOut != wantErr {
			t.Errorf("stderr %q; want %q", errOut, wantErr)
		}
	}
}

func TestSolveEnable1Golden(t *testing.T) {
	needEnable1(t)
	// JSON is checked in TestSolveEnable1: its golden file would be
	// large.
	for _, format := range []string{"text", "md", "csv"} {
		t.Run(format, func(t *testing.T) {
			code, out, errOut := beebatchShared(t, "solve", "--format", format, "R/AEGINT", enable1)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			golden(t, "solve/enable1."+format, []byte(out))
		})
	}
}

// TestSolveEnable1 checks the figures of the best board, and that the
// formats agree with each other and with Table.Score.
func TestSolveEnable1(t *testing.T) {
	needEnable1(t)
	code, out, errOut := beebatchShared(t, "solve", "--format", "json", "R/AEGINT", enable1)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var s report.Solution
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatal(err)
	}
	if s.Letters != "AEGINRT" || s.Center != "R" || s.Score != 3898 || s.WordCount != 537 || len(s.Words) != 537 ||
		s.Pangrams != 50 || s.PerfectPangrams != 5 || !s.Bingo || !s.Valid {
		t.Errorf("R/AEGINT: %s/%s %d points, %d words, %d pangrams, %d perfect, bingo %v, valid %v",
			s.Letters, s.Center, s.Score, s.WordCount, s.Pangrams, s.PerfectPangrams, s.Bingo, s.Valid)
	}
	sum, pangrams := 0, 0
	for _, w := range s.Words {
		sum += w.Score
		if w.Pangram {
			pangrams++
		}
	}
	if sum != 3898 || pangrams != 50 || s.Grid.Total != 537 {
		t.Errorf("words add up to %d points and %d pangrams; grid total %d", sum, pangrams, s.Grid.Total)
	}
	if got := s.Ranks[8]; got != (report.Rank{Name: "Genius", Percent: 70, Points: 2729}) {
		t.Errorf("genius %+v", got)
	}

	// The same board through score, and through Ranker.Scorer.
	code, out, errOut = beebatch(t, "", "score", "--format", "csv", "AEGINRT:R", enable1)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if want := "list,letters,center,board,score,words,pangrams\nenable1,AEGINRT,R,AEGINRT:R,3898,537,50\n"; out != want {
		t.Errorf("score: %q; want %q", out, want)
	}
	l, err := wordlist.Source{Name: "enable1", Path: enable1}.Load(nil, wordlist.DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	h, _ := puzzle.ParseBoard("R/AEGINT", puzzle.DefaultRules)
	var rk search.Ranker
	score, err := rk.Scorer(&l.Words, search.Query{Rules: puzzle.DefaultRules})
	if err != nil {
		t.Fatal(err)
	}
	if r := score(h); r.Score != s.Score || r.Words != s.WordCount || r.Pangrams != s.Pangrams {
		t.Errorf("Scorer: %+v", r)
	}

	// CSV has one row per word, in the same order.
	code, out, _ = beebatchShared(t, "solve", "--format", "csv", "R/AEGINT", enable1)
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if code != 0 || err != nil || len(rows) != 538 {
		t.Fatalf("csv: exit %d, %v, %d rows", code, err, len(rows))
	}
	for i, w := range s.Words {
		want := []string{"enable1", w.Word, w.Letterset, fmt.Sprint(len(w.Word)), fmt.Sprint(w.Score), fmt.Sprint(w.Pangram)}
		if !reflect.DeepEqual(rows[i+1], want) {
			t.Fatalf("csv row %d: %q; want %q", i+1, rows[i+1], want)
		}
	}
}

// TestSolveWithS checks that S counts when the board has it: the best
// board with S, from Norvig's notebook.
func TestSolveWithS(t *testing.T) {
	needEnable1(t)
	code, out, errOut := beebatch(t, "", "solve", "--format", "json", "E/AINRST", enable1)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var s report.Solution
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatal(err)
	}
	if s.Score != 8681 || s.WordCount != 1179 || s.Pangrams != 86 {
		t.Errorf("E/AINRST: %d points, %d words, %d pangrams; want 8,681, 1,179, 86", s.Score, s.WordCount, s.Pangrams)
	}
}

func TestSolveMini(t *testing.T) {
	code, out, errOut := beebatch(t, "", "solve", "--format", "json", "G/AELMPX", solveMini)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var s report.Solution
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatal(err)
	}
	want := []report.Word{
		{Word: "megaplex", Letterset: "AEGLMPX", Score: 15, Pangram: true},
		{Word: "game", Letterset: "AEGM", Score: 1},
		{Word: "amalgam", Letterset: "AGLM", Score: 7},
		{Word: "glam", Letterset: "AGLM", Score: 1},
	}
	if s.Score != 24 || s.WordCount != 4 || s.Pangrams != 1 || s.List != "mini" || !reflect.DeepEqual(s.Words, want) {
		t.Errorf("G/AELMPX: %d points, %d words, %d pangrams, list %q, words %+v", s.Score, s.WordCount, s.Pangrams, s.List, s.Words)
	}
	// Every form of the board gives the same report.
	for _, args := range [][]string{
		{"g/aelmpx"}, {"AEGLMPX:G"}, {"aeglmpx:g"}, {"G/AEGLMPX"}, {"AELMPX:G"},
		{"--center", "G", "AEGLMPX"}, {"--center", "g", "aelmpx"},
	} {
		code, got, errOut := beebatch(t, "", append(append([]string{"solve", "--format", "json"}, args...), solveMini)...)
		if code != 0 || got != out {
			t.Errorf("solve %q: exit %d, stderr %q, output differs from G/AELMPX", args, code, errOut)
		}
	}
}

// TestSolveFrequencyList solves a board over the unigram counts with the
// filters of the issue: count above 100,000 and a vowel.
func TestSolveFrequencyList(t *testing.T) {
	testlists.Need(t, "count_1w_100k")
	code, out, errOut := beebatch(t, "", "solve", "--min-count", "100000", "--require-vowel", "--format", "csv", "R/AEGINT", count1w)
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	golden(t, "solve/count_1w.csv", []byte(out))
	// The list's words after the filters, as the issue counts them.
	for _, tt := range []struct {
		args []string
		want int
	}{
		{[]string{"--min-count", "100000"}, 99487},
		{[]string{"--min-count", "100000", "--require-vowel"}, 95038},
		{[]string{"--min-count", "99999999999"}, 0},
	} {
		code, out, errOut := beebatch(t, "", append(append([]string{"solve", "--format", "json"}, tt.args...), "R/AEGINT", count1w)...)
		var s report.Solution
		if err := json.Unmarshal([]byte(out), &s); code != 0 || err != nil {
			t.Fatalf("%q: exit %d, %v, stderr %q", tt.args, code, err, errOut)
		}
		if s.ListWords != tt.want {
			t.Errorf("%q: %d list words; want %d", tt.args, s.ListWords, tt.want)
		}
	}
	// The filters change the words: without them there are more.
	code, all, _ := beebatch(t, "", "solve", "--format", "csv", "R/AEGINT", count1w)
	if code != 0 || strings.Count(all, "\n") <= strings.Count(out, "\n") {
		t.Errorf("unfiltered: exit %d, %d rows; filtered %d", code, strings.Count(all, "\n"), strings.Count(out, "\n"))
	}
	// A plain list warns that --min-count does not apply to it.
	code, _, errOut = beebatch(t, "", "solve", "--min-count", "5", "G/AELMPX", solveMini)
	if code != 0 || !strings.Contains(errOut, "not a frequency list") {
		t.Errorf("plain list with --min-count: exit %d, stderr %q", code, errOut)
	}
}

// TestBoardErrors checks each bad board: exit 2 and one exact line on
// stderr.
func TestBoardErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"solve", "R/AEGIN", solveMini}, `beebatch solve: board "R/AEGIN": 6 letters given (AEGINR), expected 7`},
		{[]string{"solve", "R/AEGINTX", solveMini}, `beebatch solve: board "R/AEGINTX": 8 letters given (AEGINRTX), expected 7`},
		{[]string{"solve", "--size", "5", "R/AEGINT", solveMini}, `beebatch solve: board "R/AEGINT": 7 letters given (AEGINRT), expected 5`},
		{[]string{"solve", "--size", "9", "R/AEGINT", solveMini}, `beebatch solve: board "R/AEGINT": 7 letters given (AEGINRT), expected 9`},
		{[]string{"solve", "R/AEGGINT", solveMini}, `beebatch solve: board "R/AEGGINT": letter G is repeated`},
		{[]string{"solve", "r/aegintt", solveMini}, `beebatch solve: board "r/aegintt": letter T is repeated`},
		{[]string{"solve", "1/AEGINT", solveMini}, `beebatch solve: board "1/AEGINT": center "1" is not a letter a-z`},
		{[]string{"solve", "AEGINRT:?", solveMini}, `beebatch solve: board "AEGINRT:?": center "?" is not a letter a-z`},
		{[]string{"solve", "RT/AEGIN", solveMini}, `beebatch solve: board "RT/AEGIN": center "RT" is not a single letter`},
		{[]string{"solve", "AEGINRT:", solveMini}, `beebatch solve: board "AEGINRT:": no center letter`},
		{[]string{"solve", "R/AEG1NT", solveMini}, `beebatch solve: board "R/AEG1NT": '1' is not a letter a-z`},
		{[]string{"solve", "R/AEGÎNT", solveMini}, `beebatch solve: board "R/AEGÎNT": 'Î' is not a letter a-z`},
		{[]string{"solve", "--exclude", "x", "G/AELMPX", solveMini}, `beebatch solve: board "G/AELMPX": letter X is banned by --exclude`},
		{[]string{"solve", "--exclude", "qx", "X/AELMPQ", solveMini}, `beebatch solve: board "X/AELMPQ": letters QX are banned by --exclude`},
		{[]string{"solve", "AEGINRT:S", solveMini}, `beebatch solve: board "AEGINRT:S": center S is not among the 7 letters AEGINRT`},
		{[]string{"solve", "--center", "S", "AEGINRT", solveMini}, `beebatch solve: board "AEGINRT": center S is not among the 7 letters AEGINRT`},
		{[]string{"solve", "--center", "R", "R/AEGINT", solveMini}, `beebatch solve: board "R/AEGINT": --center R is given, so the board is its letters alone, such as AEGINRT`},
		{[]string{"solve", "--center", "7", "AEGINRT", solveMini}, `beebatch solve: board "AEGINRT": center "7" is not a letter a-z`},
		{[]string{"solve", "AEGINRT", solveMini}, `beebatch solve: board "AEGINRT": no center: write R/AEGINT or AEGINRT:R, or give the center with --center`},
		{[]string{"solve", "R/AEGINT:R", solveMini}, `beebatch solve: board "R/AEGINT:R": has both '/' and ':': write R/AEGINT or AEGINRT:R`},
		{[]string{"solve", "", solveMini}, `beebatch solve: empty board: expected a board such as R/AEGINT or AEGINRT:R, in any case`},
		{[]string{"score", "R/AEGINT", "R/AEGIN", enable1}, `beebatch score: board "R/AEGIN": 6 letters given (AEGINR), expected 7`},
		{[]string{"score", "--exclude", "x", "X/BEJKOU", enable1}, `beebatch score: board "X/BEJKOU": letter X is banned by --exclude`},
		{[]string{"score", "--boards", "-", enable1}, `beebatch score: -: no board in the file`},
	}
	for _, tt := range tests {
		code, out, errOut := beebatch(t, "", tt.args...)
		if code != 2 || out != "" || !strings.HasPrefix(errOut, tt.want+"\nUsage: beebatch "+tt.args[0]+" ") {
			t.Errorf("beebatch %q: exit %d, stdout %q, stderr %q; want exit 2 and %q, then the synopsis", tt.args, code, out, errOut, tt.want)
		}
	}
}

// TestScoreBoardsMissing checks that a --boards file that cannot be read
// fails the run with a message that names the flag.
func TestScoreBoardsMissing(t *testing.T) {
	code, out, errOut := beebatch(t, "", "score", "--boards", "testdata/solve/nosuch.boards", "testdata/rank/mini.txt")
	want := "beebatch score: --boards testdata/solve/nosuch.boards: no such file or directory; expected a file of boards, one per line\n"
	if code != 1 || out != "" || errOut != want {
		t.Errorf("exit %d, stdout %q, stderr %q; want exit 1 and %q", code, out, errOut, want)
	}
}

// TestSolveUsageErrors checks the mistakes that print the usage.
func TestSolveUsageErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"solve"}, "no BOARD given"},
		{[]string{"solve", "R/AEGINT"}, "no WORDLIST given"},
		{[]string{"solve", "--size", "4", "R/AEGINT", "x"}, "--size 4: expected a honeycomb size from 5 to 9"},
		{[]string{"solve", "--size", "10", "R/AEGINT", "x"}, "--size 10: expected a honeycomb size from 5 to 9"},
		{[]string{"solve", "--format", "xml", "R/AEGINT", "x"}, `--format "xml": expected text, md, json or csv`},
		{[]string{"solve", "--min-len", "0", "R/AEGINT", "x"}, "--min-len 0"},
		{[]string{"solve", "--min-count", "-2", "R/AEGINT", "x"}, "--min-count -2"},
		{[]string{"solve", "--exclude", "x1", "R/AEGINT", "x"}, `--exclude "x1"`},
		{[]string{"solve", "R/AEGINT", "--format", "json", "x"}, "--format: flags go before the other arguments"},
		{[]string{"solve", "--nope", "R/AEGINT", "x"}, "unknown flag --nope"},
		{[]string{"solve", "--sise", "5", "R/AEGINT", "x"}, "unknown flag --sise (did you mean --size?)"},
		{[]string{"score"}, "no WORDLIST given"},
		{[]string{"score", "x"}, "no BOARD given"},
		{[]string{"score", "R/AEGINT"}, "no WORDLIST given: R/AEGINT is a board; expected the word list after the boards, as in: beebatch score R/AEGINT enable1\n"},
		{[]string{"score", "R/AEGINT", "testdata/compare/a.txt", "E/AINRST"},
			"E/AINRST is a board after the word lists; expected the boards first, then the lists, as in: beebatch score E/AINRST enable1\n"},
		{[]string{"score", "--format", "yaml", "R/AEGINT", "x"}, `--format "yaml"`},
		{[]string{"score", "R/AEGINT", "--format", "json", "x"}, "--format: flags go before"},
		{[]string{"score", "--boards", "-", "-"}, "--boards - and WORDLIST - both read standard input"},
		{[]string{"score", "--boards", "-", "mine=-"}, "--boards - and WORDLIST mine=- both read standard input"},
		{[]string{"solve", "--reveal", "R/AEGINT", "x"}, "--reveal shows the words still to find: give the words found with --found"},
		{[]string{"solve", "--hints", "--found", "f", "--reveal", "R/AEGINT", "x"}, "--hints and --reveal"},
		{[]string{"solve", "--hints", "--archive", "a", "R/AEGINT", "x"}, "--archive names the words of the board"},
		{[]string{"solve", "--found", "-", "--archive", "a", "R/AEGINT", "x"}, "--archive names the words of the board"},
		{[]string{"solve", "--found", "-", "R/AEGINT", "-"}, "--found - and WORDLIST - both read standard input"},
		{[]string{"solve", "--found", "-", "--freq", "-", "R/AEGINT", "x"}, "--found - and --freq - both read standard input"},
		{[]string{"solve", "--rare-below", "5", "R/AEGINT", "x"}, "--rare-below 5: give the frequency list with --freq"},
		{[]string{"solve", "--freq", "-", "R/AEGINT", "mine=-"}, "--freq - and WORDLIST mine=- both read standard input"},
		{[]string{"score", "--rare-below", "0", "R/AEGINT", "x"}, "--rare-below 0: give the frequency list with --freq"},
		{[]string{"score", "--freq", "-", "R/AEGINT", "-"}, "--freq - and WORDLIST - both read standard input"},
		{[]string{"score", "--freq", "-", "--boards", "-", "x"}, "--boards - and --freq - both read standard input"},
		// Every flag or argument that reads a file takes part (fault 12 of
		// issue 21).
		{[]string{"solve", "--found", "-", "--exclude-words", "-", "R/AEGINT", "x"}, "--exclude-words - and --found - both read standard input"},
		{[]string{"solve", "--archive", "-", "--exclude-words", "-", "R/AEGINT", "x"}, "--archive - and --exclude-words - both read standard input"},
		{[]string{"score", "--archive", "-", "--boards", "-", "x"}, "--archive - and --boards - both read standard input"},
		{[]string{"score", "--exclude-words", "-", "--boards", "-", "x"}, "--boards - and --exclude-words - both read standard input"},
		{[]string{"rank", "--exclude-words", "-", "--freq", "-", "x"}, "--exclude-words - and --freq - both read standard input"},
		{[]string{"compare", "--exclude-words", "-", "--freq", "-", "x", "y"}, "--exclude-words - and --freq - both read standard input"},
		{[]string{"archive", "--exclude-words", "-", "-"}, "--exclude-words - and ARCHIVE - both read standard input"},
		{[]string{"archive", "--freq", "-", "-"}, "--freq - and ARCHIVE - both read standard input"},
	}
	for _, tt := range tests {
		code, out, errOut := beebatch(t, "", tt.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, tt.want) || !strings.Contains(errOut, "Usage: beebatch "+tt.args[0]) {
			t.Errorf("beebatch %q: exit %d, stdout %q, stderr %q; want exit 2, %q and the usage", tt.args, code, out, errOut, tt.want)
		}
	}
}

// TestSolveFailures checks the failed runs, which exit 1.
func TestSolveFailures(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"solve", "R/AEGINT", "testdata/solve/missing.txt"}, "testdata/solve/missing.txt"},
		{[]string{"score", "R/AEGINT", "testdata/solve/missing.txt"}, "testdata/solve/missing.txt"},
		{[]string{"score", "--boards", "testdata/solve/missing.boards", solveMini}, "testdata/solve/missing.boards"},
		{[]string{"solve", "--found", "testdata/solve/missing.found", "G/AELMPX", solveMini}, "testdata/solve/missing.found"},
		{[]string{"solve", "--freq", "testdata/solve/missing.freq", "G/AELMPX", solveMini}, `--freq: "testdata/solve/missing.freq": no such file`},
		{[]string{"solve", "--freq", solveMini, "G/AELMPX", solveMini}, "--freq: testdata/solve/lists/mini.txt: not a frequency list"},
		{[]string{"score", "--freq", "testdata/solve/lists", "G/AELMPX", solveMini}, "--freq testdata/solve/lists: 2 lists; expected one frequency list"},
	}
	for _, tt := range tests {
		code, out, errOut := beebatch(t, "", tt.args...)
		if code != 1 || out != "" || !strings.Contains(errOut, tt.want) {
			t.Errorf("beebatch %q: exit %d, stdout %q, stderr %q; want exit 1 naming %q", tt.args, code, out, errOut, tt.want)
		}
	}
}

func TestSolveHelp(t *testing.T) {
	for _, cmd := range []string{"solve", "score"} {
		code, out, errOut := beebatch(t, "", cmd, "-h")
		if code != 0 || errOut != "" || !strings.HasPrefix(out, "Usage: beebatch "+cmd) {
			t.Errorf("%s -h: exit %d, stdout %q, stderr %q", cmd, code, out, errOut)
		}
		for _, want := range []string{"R/AEGINT", "AEGINRT:R", "-center", "-size", "-format", "-exclude", "-min-count", "-require-vowel"} {
			if !strings.Contains(out, want) {
				t.Errorf("%s -h does not mention %s", cmd, want)
			}
		}
	}
	_, out, _ := beebatch(t, "", "solve", "-h")
	for _, want := range []string{"Genius 70%", "rounded to the nearest point with a half rounding up", "largest lettersets first"} {
		if !strings.Contains(out, want) {
			t.Errorf("solve -h does not say %q", want)
		}
	}
}

func TestSolveStdin(t *testing.T) {
	code, out, errOut := beebatch(t, "game megaplex glam gems\n", "solve", "--format", "csv", "G/AELMPX", "mine=-")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	want := "list,word,letterset,length,score,pangram\nmine,megaplex,AEGLMPX,8,15,true\nmine,game,AEGM,4,1,false\nmine,glam,AGLM,4,1,false\n"
	if out != want {
		t.Errorf("got %q; want %q", out, want)
	}
}

// BenchmarkSolveEnable1 times solve on the best board of enable1: "run"
// is the whole command, reading the list included, and "solve" is the
// work after reading: solving, the statistics and the text report.
func BenchmarkSolveEnable1(b *testing.B) {
	if _, err := os.Stat(enable1); err != nil {
		b.Skip(err)
	}
	b.Run("run", func(b *testing.B) {
		for b.Loop() {
			var stderr bytes.Buffer
			if code := run(context.Background(), []string{"solve", "R/AEGINT", enable1}, nil, io.Discard, &stderr); code != 0 {
				b.Fatalf("exit %d: %s", code, stderr.String())
			}
		}
	})
	b.Run("solve", func(b *testing.B) {
		l, err := wordlist.Source{Name: "enable1", Path: enable1}.Load(nil, wordlist.DefaultOptions)
		if err != nil {
			b.Fatal(err)
		}
		h, _ := puzzle.ParseBoard("R/AEGINT", puzzle.DefaultRules)
		for b.Loop() {
			s := report.NewSolution(l.Name, l.Path, l.Words.Len(), report.NewRules(puzzle.DefaultRules, wordlist.DefaultOptions), puzzle.Solve(&l.Words, h, puzzle.DefaultRules))
			if err := report.WriteSolutions(io.Discard, "text", []report.Solution{s}); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// TestFoundFileLimits reads --found files too large, as a word list is,
// with a line too long, or missing: each fails with a message that names
// --found and the file, rather than growing without bound or reporting
// bufio's "token too long" or a bare "open" error.
func TestFoundFileLimits(t *testing.T) {
	for _, tt := range []struct {
		stdin string
		args  []string
		code  int
		want  string
	}{
		{strings.Repeat("gait\n", 20), []string{"--max-bytes", "100"}, 0, ""},
		{strings.Repeat("gait\n", 20), []string{"--max-bytes", "99"}, 1, "beebatch solve: --found -: input larger than --max-bytes 99; expected a smaller file, or a larger --max-bytes\n"},
		{strings.Repeat("a", 2<<20), nil, 1, "beebatch solve: --found -: a line longer than 1MiB; expected words separated by spaces, commas or newlines\n"},
	} {
		args := append(append([]string{"solve"}, tt.args...), "--found", "-", "R/AEGINT", mini)
		code, _, errOut := beebatch(t, tt.stdin, args...)
		if code != tt.code || code != 0 && errOut != tt.want {
			t.Errorf("%q: exit %d, stderr %q; want exit %d, stderr %q", args[:len(args)-2], code, errOut, tt.code, tt.want)
		}
	}
	code, _, errOut := beebatch(t, "", "solve", "--found", "no-such-file", "R/AEGINT", mini)
	if want := "beebatch solve: --found no-such-file: no such file or directory; expected a file of the words found, or - for standard input\n"; code != 1 || errOut != want {
		t.Errorf("--found no-such-file: exit %d, stderr %q; want exit 1, %q", code, errOut, want)
	}
	code, _, errOut = beebatch(t, "", "score", "--boards", "no-such-file", "R/AEGINT", mini)
	if want := "beebatch score: --boards no-such-file: no such file or directory; expected a file of boards, one per line\n"; code != 1 || errOut != want {
		t.Errorf("--boards no-such-file: exit %d, stderr %q; want exit 1, %q", code, errOut, want)
	}
}

// TestFoundWordsEscaped gives --found words that a terminal or a Markdown
// renderer would act on: the text report shows them escaped, as the
// warnings do, and the Markdown report as text (fault 11 of issue 21).
func TestFoundWordsEscaped(t *testing.T) {
	found := t.TempDir() + "/found.txt"
	words := "\x1b]0;title\x07x\n\u202eabc\n<img/src=x/onerror=alert(1)>\n[x](javascript:alert(1))\n"
	if err := os.WriteFile(found, []byte(words), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		format string
		bad    []string
	}{
		{"text", []string{"\x1b", "\x07", "\u202e"}},
		{"md", []string{"\x1b", "\x07", "\u202e", "<img", "[x](javascript"}},
	} {
		code, out, errOut := beebatch(t, "", "solve", "--format", tt.format, "--found", found, "R/AEGINT", "testdata/rank/mini.txt")
		if code != 0 {
			t.Fatalf("--format %s: exit %d: %s", tt.format, code, errOut)
		}
		for _, b := range tt.bad {
			if strings.Contains(out, b) {
				t.Errorf("--format %s: the report holds %q:\n%s", tt.format, b, out)
			}
		}
		if !strings.Contains(out, `abc`) {
			t.Errorf("--format %s: the refused words are not in the report:\n%s", tt.format, out)
		}
	}
}

// TestSolveLearnedList checks that solve says of a list that beebatch
// learn made whether its words on the board are those of a puzzle it
// learned from or a prediction of the NYT's answers, looking for the
// board in --archive or else in the archive it was learned from; and
// that it says nothing of other lists, a copy of a learned list among
// them.
func TestSolveLearnedList(t *testing.T) {
	cache := t.TempDir()
	t.Setenv("BEEBATCH_CACHE", cache)
	t.Setenv("BEEBATCH_MIRROR", "")
	c, err := newCatalog("")
	if err != nil {
		t.Fatal(err)
	}
	words := []string{"cent", "clean", "cone", "lance", "octane", "joke", "juke", "jukebox", "admit", "dream", "blade", "cabled"}
	install := func(name, arch string) string {
		p, err := c.InstallLearned(context.Background(), name, words, catalog.Origin{Archive: arch, First: "2024-02-01", Last: "2024-02-03", Model: "logistic"})
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	mine := install("mine", archiveNYT)
	install("lost", "testdata/archive/no-such-days")
	copied := filepath.Join(t.TempDir(), "mine.txt")
	data, err := os.ReadFile(mine)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(copied, data, 0o644); err != nil {
		t.Fatal(err)
	}
	const (
		from  = "was learned from the NYT's puzzles of " + archiveNYT + ", 2024-02-01 to 2024-02-03 (logistic)"
		guess = ": its words, points and hints here are a prediction of the NYT's answers, not the answers.\n"
	)
	tests := []struct {
		name   string
		args   []string
		want   string
		absent string
	}{
		{"published, learned from", []string{"--hints", "J/BEKOUX", "mine"}, "Learned: mine " + from + ", this board's of 2024-02-03 among them.\n", "rediction"},
		{"not published", []string{"--hints", "A/BCDELN", "mine"}, "Prediction: mine " + from + ", and this board is not among them" + guess, ""},
		{"not published, found", []string{"--found", "/dev/null", "A/BCDELN", "mine"}, "Prediction: mine " + from + ", and this board is not among them" + guess, ""},
		{"not published, solved", []string{"A/BCDELN", "mine"}, "Prediction: mine " + from + ", and this board is not among them" + guess, ""},
		{"published after", []string{"--archive", archiveNYT, "--date", "2024-02-04", "--hints", "mine"}, "Prediction: mine " + from + ", and this board's puzzle of 2024-02-04 is not among them" + guess, ""},
		{"by date, learned from", []string{"--archive", archiveNYT, "--date", "2024-02-01", "mine"}, "Learned: mine " + from + ", this board's of 2024-02-01 among them.\n", "rediction"},
		{"another archive", []string{"--archive", "../../pkg/archive/testdata/dir", "A/BCDELN", "mine"},
			"Prediction: mine " + from + ", and ../../pkg/archive/testdata/dir has no puzzle of this board" + guess, ""},
		{"its archive gone", []string{"--hints", "A/BCDELN", "lost"},
			"Learned: lost was learned from the NYT's puzzles of testdata/archive/no-such-days, 2024-02-01 to 2024-02-03 (logistic), which cannot be read here: unless this board is among them, its words", ""},
		{"a copy", []string{"--hints", "A/BCDELN", copied}, "", "learned from"},
		{"another list", []string{"--hints", "A/BCDELN", archiveList}, "", "learned from"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"solve", "--format", "md"}, tt.args...)
			code, out, errOut := beebatch(t, "", args...)
			if code != 0 {
				t.Fatalf("%q: exit %d: %s", args, code, errOut)
			}
			if !strings.Contains(out, tt.want) || tt.absent != "" && strings.Contains(out, tt.absent) {
				t.Errorf("%q: stdout lacks %q or has %q:\n%s", args, tt.want, tt.absent, out)
			}
		})
	}
	code, out, errOut := beebatch(t, "", "solve", "--json", "--hints", "A/BCDELN", "mine")
	var doc struct{ Learned *report.Learned }
	if err := json.Unmarshal([]byte(out), &doc); code != 0 || err != nil || doc.Learned == nil {
		t.Fatalf("solve --json: exit %d, %v, %s%s", code, err, out, errOut)
	}
	want := report.Learned{Archive: archiveNYT, First: "2024-02-01", Last: "2024-02-03", Model: "logistic", Checked: archiveNYT, Prediction: true}
	if *doc.Learned != want {
		t.Errorf("json learned %+v; want %+v", *doc.Learned, want)
	}
}
