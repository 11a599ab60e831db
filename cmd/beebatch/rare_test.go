package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/search"
)

// TestRankFreqGolden checks rank --freq in every format, and its rare
// clauses in both spaces.
func TestRankFreqGolden(t *testing.T) {
	const (
		mini = "testdata/rank/mini.txt"
		freq = "testdata/solve/freq.txt"
	)
	for _, tt := range []struct {
		name string
		args []string
	}{
		{"freq.text", []string{"rank", "--freq", freq, "--rare-below", "1000", "--top", "4", "--bottom", "2", mini}},
		{"freq.md", []string{"rank", "--freq", freq, "--format", "md", "--top", "3", "--variants", "no-s", mini}},
		{"freq.csv", []string{"rank", "--freq", freq, "--format", "csv", "--top", "3", "--bottom", "1", mini}},
		{"freq.json", []string{"rank", "--freq", freq, "--rare-below", "1000", "--json", "--top", "2", "--variants", "no-s", mini}},
		{"freq-filter.text", []string{"rank", "--freq", freq, "--rare-below", "1000", "--space", "all", "--where", "rare 1..2, rare-points <= 8", "--top", "4", "--variants", "no-s", mini}},
		{"long-genius.text", []string{"rank", "--where", "long-genius yes floor", "--top", "3", "--variants", "no-s", mini}},
		{"long-genius-none.text", []string{"rank", "--where", "long-genius no", "--variants", "no-s", mini}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := beebatch(t, "", tt.args...)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			golden(t, "rank/"+tt.name, []byte(out))
		})
	}
}

// TestCompareFreqGolden checks compare --freq: the rare words of each
// best board in every list, in every format.
func TestCompareFreqGolden(t *testing.T) {
	for _, format := range []string{"text", "md", "csv", "json"} {
		t.Run(format, func(t *testing.T) {
			code, out, errOut := beebatch(t, "", "compare", "--freq", "testdata/solve/freq.txt", "--rare-below", "1000",
				"--variants", "no-s", "--format", format, "testdata/compare/a.txt", "testdata/compare/b.txt")
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			golden(t, "compare/freq."+format, []byte(out))
		})
	}
}

// TestArchiveFreqGolden checks archive --freq: the rare words of each
// list on the boards beside the official answers', in every format.
func TestArchiveFreqGolden(t *testing.T) {
	for _, format := range []string{"text", "md", "csv", "json"} {
		t.Run(format, func(t *testing.T) {
			code, out, errOut := beebatch(t, "", "archive", "--freq", "testdata/archive/freq.txt", "--rare-below", "1000000",
				"--format", format, archiveNYT, archiveList, archiveOther)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			golden(t, "archive/freq."+format, []byte(out))
		})
	}
}

// TestRareUsage checks the usage errors of the rare clauses and of
// --freq in rank and score.
func TestRareUsage(t *testing.T) {
	const mini = "testdata/rank/mini.txt"
	for _, tt := range []struct {
		args []string
		msg  string
	}{
		{[]string{"rank", "--where", "rare <= 3", mini}, `--where "rare <= 3" counts rare words: give the frequency list with --freq`},
		{[]string{"rank", "--where", "words 1.., rare-points 2", mini}, `--where "words >= 1, rare-points 2" counts rare words: give the frequency list with --freq`},
		{[]string{"score", "--where", "rare 0", "A/CEIORT", mini}, `--where "rare 0" counts rare words: give the frequency list with --freq`},
		{[]string{"rank", "--rare-below", "5", mini}, "--rare-below 5: give the frequency list with --freq"},
		{[]string{"rank", "--freq", "-", "-"}, "--freq - and WORDLIST - both read standard input"},
		{[]string{"archive", "--rare-below", "5", archiveNYT}, "--rare-below 5: give the frequency list with --freq"},
		{[]string{"compare", "--rare-below", "5", "testdata/compare/a.txt", "testdata/compare/b.txt"}, "--rare-below 5: give the frequency list with --freq"},
		{[]string{"rank", "--where", "long-genius maybe", mini}, `expected yes or no after "long-genius", found "maybe"`},
	} {
		code, _, errOut := beebatch(t, "", tt.args...)
		if code != 2 || !strings.Contains(errOut, tt.msg) {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q", tt.args, code, errOut, tt.msg)
		}
	}
}

// TestRankRareAgainstScore checks rank's rare words of each honeycomb,
// which the engines sum over subsets, against score's, which scores one
// board at a time (search.Ranker.Scorer), over enable1 and count_1w in
// both spaces, with and without filters on rare words and long-genius;
// and that each honeycomb that passes a filter passes it in score too.
// Score reads the lines of the lists of the words on these boards
// (onBoards), which give them the same figures.
// A whole-list check: not under -race (testenv.SkipRace).
func TestRankRareAgainstScore(t *testing.T) {
	testenv.SkipRace(t)
	needEnable1(t)
	for _, tt := range []struct{ space, where string }{
		{"pangram", ""},
		{"pangram", "rare <= 12, long-genius no"},
		{"all", "rare-points 10..40, long-genius yes floor, words >= 20"},
	} {
		args := []string{"rank", "--json", "--quiet", "--freq", count1w, "--rare-below", "1000000", "--top", "40", "--bottom", "10",
			"--pareto", "--variants", "no-s", "--space", tt.space}
		if tt.where != "" {
			args = append(args, "--where", tt.where)
		}
		code, out, errOut := beebatch(t, "", append(args, enable1)...)
		// The rows with their rare words.
		type row struct {
			search.Row
			Rare       *int `json:"rare_words"`
			RarePoints *int `json:"rare_points"`
		}
		var rep struct {
			Lists []struct{ Top, Bottom, Pareto []row }
		}
		if err := json.Unmarshal([]byte(out), &rep); code != 0 || err != nil || len(rep.Lists) != 1 {
			t.Fatalf("%q: exit %d, %v, stderr %q", args, code, err, errOut)
		}
		l := rep.Lists[0]
		rows := append(append(l.Top, l.Bottom...), l.Pareto...)
		if len(l.Pareto) == 0 {
			t.Fatalf("%q: no Pareto frontier", args)
		}
		if len(rows) == 0 {
			t.Fatalf("%q: no honeycomb", args)
		}
		boards := make([]string, len(rows))
		for i, r := range rows {
			boards[i] = r.Center + "/" + r.Letters
		}
		lists, err := onBoards(t.TempDir(), boards, enable1, count1w)
		if err != nil {
			t.Fatal(err)
		}
		sargs := []string{"score", "--json", "--freq", lists[1], "--rare-below", "1000000"}
		if tt.where != "" {
			sargs = append(sargs, "--where", tt.where)
		}
		code, out, errOut = beebatch(t, "", append(append(sargs, boards...), lists[0])...)
		var scores []scoreJSON
		if err := json.Unmarshal([]byte(out), &scores); code != 0 || err != nil || len(scores) != len(rows) {
			t.Fatalf("score %q: exit %d, %v, %d scores of %d, stderr %q", tt.where, code, err, len(scores), len(rows), errOut)
		}
		for i, r := range rows {
			s := scores[i]
			if r.Rare == nil || r.RarePoints == nil || s.RareWords == nil || *r.Rare != *s.RareWords || *r.RarePoints != *s.RarePoints || r.Score != s.Score {
				t.Errorf("%q %s: rank says %d points, %v rare words, %v points; score %+v", tt.where, boards[i], r.Score, r.Rare, r.RarePoints, s)
			}
		}
	}
}
