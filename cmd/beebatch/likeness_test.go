package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/cli"
	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/internal/testlists"
	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/catalog"
	"github.com/beebatch/beebatch/pkg/likeness"
)

// splitDays links the shared archive's days up to until into one new
// directory and the later ones into another, and returns both.
func splitDays(t *testing.T, until string) (upTo, after string) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(sampleDays, "*.json"))
	if err != nil || len(files) == 0 {
		t.Skipf("shared archive missing: %s", sampleDays)
	}
	upTo, after = t.TempDir(), t.TempDir()
	for _, f := range files {
		dir := upTo
		if strings.TrimSuffix(filepath.Base(f), ".json") > until {
			dir = after
		}
		abs, err := filepath.Abs(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(abs, filepath.Join(dir, filepath.Base(f))); err != nil {
			t.Fatal(err)
		}
	}
	return upTo, after
}

// againstAUC runs archive --against ref days and returns the check's
// cross-validated AUC and the feature that separates them most.
func againstAUC(t *testing.T, ref, days string) (float64, string) {
	t.Helper()
	code, stdout, stderr := beebatch(t, "", "archive", "--format", "json", "--against", ref, days)
	if code != 0 {
		t.Fatalf("archive --against: exit %d: %s", code, stderr)
	}
	var rep struct {
		Against struct {
			Check struct {
				AUC        float64
				Separating []struct{ Column string }
			}
		}
	}
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatal(err)
	}
	c := rep.Against.Check
	if len(c.Separating) == 0 {
		t.Fatalf("archive --against: no separating features in %s", stdout)
	}
	return c.AUC, c.Separating[0].Column
}

// scheduleAUC plans a schedule of list from the archive upTo, for the
// 156 days after 2024-09-30, with args, and returns the AUC of archive
// --against the NYT's puzzles of those days, after, and the schedule's
// days.
func scheduleAUC(t *testing.T, upTo, after, list string, args ...string) (float64, *archive.Archive) {
	t.Helper()
	out := filepath.Join(t.TempDir(), "s")
	args = append([]string{"schedule", "--archive", upTo, "--blocklist", "none", "--from", "2024-10-01",
		"--days", "156", "--out", out}, args...)
	code, _, stderr := beebatch(t, "", append(args, list)...)
	if code != 0 {
		t.Fatalf("schedule: exit %d: %s", code, stderr)
	}
	days := filepath.Join(out, "days")
	auc, top := againstAUC(t, after, days)
	t.Logf("schedule %s of %s against the NYT's 155 later puzzles: AUC %.3f, separated most by %s", strings.Join(args[11:], " "), list, auc, top)
	a, err := archive.Load(context.Background(), days, nil, archive.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return auc, a
}

// TestScheduleAgainstNYT measures how well a schedule passes for the
// NYT's puzzles: the list learned (offline: from enable1 and
// count_1w_100k) from the shared archive up to 2024-09-30, a schedule of
// it for the 156 days after, told from the NYT's 155 puzzles of those
// days by archive --against. Two eras of the NYT against each other are
// the yardstick (docs/schedule.md).
func TestScheduleAgainstNYT(t *testing.T) {
	testenv.SkipLong(t)
	t.Setenv(catalog.MirrorEnv, testlists.Dir(t, "enable1", "count_1w_100k"))
	t.Setenv(catalog.CacheEnv, t.TempDir())
	upTo, after := splitDays(t, "2024-09-30")
	era23, era24 := splitDays(t, "2023-12-31")
	yard, _ := againstAUC(t, era23, era24)
	t.Logf("the NYT's 2024 (to 2025-03-05) against its 2023: AUC %.3f", yard)
	if yard > 0.6 {
		t.Errorf("two eras of the NYT: AUC %.3f; want 0.6 or less, as they are alike", yard)
	}
	code, _, stderr := beebatch(t, "", "learn", "--until", "2024-09-30", "--name", "nyt", "--base", "enable1",
		"--without", "scowl-levels,subtlex,wamerican,wbritish", sampleDays)
	if code != 0 {
		t.Fatalf("learn: exit %d: %s", code, stderr)
	}
	c, err := newCatalog("")
	if err != nil {
		t.Fatal(err)
	}
	l, ok := c.Find("nyt")
	if !ok || l.Origin.Likeness == nil {
		t.Fatalf("learn installed no likeness with nyt: %+v", l.Origin)
	}
	var m likeness.Model
	if err := json.Unmarshal(*l.Origin.Likeness, &m); err != nil {
		t.Fatal(err)
	}
	// The same seeds drawn alike and by likeness: the likeness makes the
	// schedule harder to tell from the NYT's, and builds no board on a
	// letter set whose pangrams the word model rejects.
	var before, after2 float64
	for _, seed := range []string{"1", "2"} {
		auc, _ := scheduleAUC(t, upTo, after, "nyt", "--seed", seed, "--likeness", "none")
		before += auc / 2
		auc, days := scheduleAUC(t, upTo, after, "nyt", "--seed", seed)
		after2 += auc / 2
		for _, p := range days.Puzzles {
			if _, found := slices.BinarySearch(m.Rejected, p.Board.Letters); found {
				t.Errorf("seed %s, %s: board %v, whose pangrams the word model all rejects", seed, p.Date, p.Board)
			}
		}
	}
	t.Logf("mean AUC drawn alike %.3f, by likeness %.3f", before, after2)
	checkLikenessOutputs(t, after)
	checkRankByLikeness(t)
	checkWhereLikeness(t)
	if after2 >= before || after2 > 0.7 {
		t.Errorf("mean AUC by likeness %.3f, drawn alike %.3f: want it lower, and 0.7 or less", after2, before)
	}
}

// checkLikenessOutputs checks that score, solve and archive give the
// likeness of the learned list nyt: for D/AGINRW, between 0 and 1, the
// same in each; 0 for a board of fewer words than any the model learned
// from; and the mean over the archive after.
func checkLikenessOutputs(t *testing.T, after string) {
	t.Helper()
	code, stdout, stderr := beebatch(t, "", "score", "--format", "json", "D/AGINRW", "J/BEKOUX", "nyt", "enable1")
	if code != 0 {
		t.Fatalf("score: exit %d: %s", code, stderr)
	}
	var scores []struct {
		List, Board string
		Likeness    *float64
	}
	if err := json.Unmarshal([]byte(stdout), &scores); err != nil {
		t.Fatal(err)
	}
	if len(scores) != 4 || scores[0].Likeness == nil || scores[1].Likeness == nil || scores[2].Likeness != nil {
		t.Fatalf("score: want a likeness for nyt's two boards and none for enable1's: %s", stdout)
	}
	l := *scores[0].Likeness
	if !(l > 0 && l < 1) || *scores[1].Likeness != 0 {
		t.Errorf("score: likeness %v for D/AGINRW, want within (0, 1); %v for J/BEKOUX (3 words), want 0", l, *scores[1].Likeness)
	}
	code, stdout, stderr = beebatch(t, "", "solve", "D/AGINRW", "nyt")
	if want := fmt.Sprintf("likeness %.3f", l); code != 0 || !strings.Contains(stdout, want) {
		t.Errorf("solve: exit %d, no %q in %s%s", code, want, stdout, stderr)
	}
	code, stdout, stderr = beebatch(t, "", "archive", "--format", "json", after, "nyt")
	if code != 0 || !strings.Contains(stdout, `"mean_likeness": 0.`) {
		t.Errorf("archive: exit %d, no mean_likeness in %.300s%s", code, stdout, stderr)
	}
}

// checkRankByLikeness checks rank --by likeness over the learned list
// nyt in both spaces: the best and the worst by likeness, each with the
// likeness that score gives its board, in order, ties by score; the
// ranking by score unchanged by the flag's default; and a usage error
// naming a list without a likeness.
func checkRankByLikeness(t *testing.T) {
	t.Helper()
	type row struct {
		Rank            int
		Letters, Center string
		Score           int
		Likeness        float64
	}
	for _, space := range []string{"pangram", "all"} {
		code, stdout, stderr := beebatch(t, "", "rank", "--by", "likeness", "--space", space, "--variants", "no-s",
			"--where", "pangrams <= 3, words 20..80", "--top", "8", "--bottom", "4", "--format", "json", "nyt")
		if code != 0 {
			t.Fatalf("rank --by likeness --space %s: exit %d: %s", space, code, stderr)
		}
		var rep struct {
			Lists []struct {
				Passed      int
				Top, Bottom []row
			}
		}
		if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
			t.Fatal(err)
		}
		l := rep.Lists[0]
		if len(l.Top) != 8 || len(l.Bottom) != 4 {
			t.Fatalf("--space %s: %d best and %d worst; want 8 and 4: %.500s", space, len(l.Top), len(l.Bottom), stdout)
		}
		rows := append(slices.Clone(l.Top), l.Bottom...)
		var boards []string
		for _, r := range rows {
			boards = append(boards, r.Center+"/"+r.Letters)
		}
		code, stdout, stderr = beebatch(t, "", append(append([]string{"score", "--format", "json"}, boards...), "nyt")...)
		if code != 0 {
			t.Fatalf("score: exit %d: %s", code, stderr)
		}
		var scores []struct {
			Score    int
			Likeness float64
		}
		if err := json.Unmarshal([]byte(stdout), &scores); err != nil || len(scores) != len(rows) {
			t.Fatalf("score: %v: %.300s", err, stdout)
		}
		for i, r := range rows {
			if math.Abs(r.Likeness-scores[i].Likeness) > 0.00005 || r.Score != scores[i].Score {
				t.Errorf("--space %s, %s: likeness %v, score %d; score says %v, %d", space, boards[i], r.Likeness, r.Score, scores[i].Likeness, scores[i].Score)
			}
		}
		for i := 1; i < len(l.Top); i++ {
			a, b := l.Top[i-1], l.Top[i]
			if a.Likeness < b.Likeness || a.Likeness == b.Likeness && a.Score < b.Score || b.Rank != a.Rank+1 {
				t.Errorf("--space %s: %+v before %+v", space, a, b)
			}
		}
		for i := 1; i < len(l.Bottom); i++ {
			if a, b := l.Bottom[i-1], l.Bottom[i]; a.Likeness > b.Likeness || b.Rank != a.Rank-1 {
				t.Errorf("--space %s: worst %+v before %+v", space, a, b)
			}
		}
		if last := l.Bottom[0]; last.Rank != l.Passed || last.Likeness > l.Top[len(l.Top)-1].Likeness {
			t.Errorf("--space %s: worst %+v, of %d passed", space, last, l.Passed)
		}
	}
	code, stdout, _ := beebatch(t, "", "rank", "--top", "3", "nyt")
	code2, stdout2, _ := beebatch(t, "", "rank", "--by", "score", "--top", "3", "nyt")
	if code != 0 || code2 != 0 || stdout != stdout2 || strings.Contains(stdout, "likeness") {
		t.Errorf("rank by score: exit %d and %d, outputs differ or show the likeness:\n%s\n%s", code, code2, stdout, stdout2)
	}
	code, _, stderr := beebatch(t, "", "rank", "--by", "likeness", "enable1")
	if code != 2 || !strings.Contains(stderr, "enable1 has no board likeness") {
		t.Errorf("rank --by likeness enable1: exit %d, %s; want a usage error naming enable1", code, stderr)
	}
}

// checkWhereLikeness checks the clause "likeness RANGE" over the learned
// list nyt: in both spaces, rank keeps the boards that rank --by likeness
// gives that likeness, with the same likeness in its column; score keeps
// those whose likeness it prints in range; and a list without a likeness,
// --freq and schedule are usage errors naming --where.
func checkWhereLikeness(t *testing.T) {
	t.Helper()
	const at = 0.6
	checkRankWhereLikeness(t, at)
	checkScoreWhereLikeness(t, at)
	for _, args := range [][]string{
		{"rank", "--where", "likeness >= 0.5", "enable1"},
		{"score", "--where", "likeness >= 0.5", "D/AGINRW", "enable1"},
		{"rank", "--where", "likeness >= 0.5", "--freq", "count_1w_100k", "nyt"},
		{"score", "--where", "likeness >= 0.5", "--freq", "count_1w_100k", "D/AGINRW", "nyt"},
		{"schedule", "--archive", sampleDays, "--where", "likeness >= 0.5", "nyt"},
	} {
		code, _, stderr := beebatch(t, "", args...)
		if code != 2 || !strings.Contains(stderr, `--where "likeness >= 0.5"`) {
			t.Errorf("%q: exit %d, %s; want a usage error naming --where", args, code, stderr)
		}
	}
}

// likenessRow is a row of rank's JSON with its likeness.
type likenessRow struct {
	Letters, Center string
	Likeness        float64
}

// checkRankWhereLikeness checks rank's --where "likeness >= at" in both
// spaces against --by likeness, and the frontier's likeness.
func checkRankWhereLikeness(t *testing.T, at float64) {
	t.Helper()
	type row = likenessRow
	read := func(args ...string) (int, []row) {
		t.Helper()
		code, stdout, stderr := beebatch(t, "", append([]string{"rank", "--variants", "no-s", "--top", "100000", "--format", "json"}, args...)...)
		if code != 0 {
			t.Fatalf("rank %q: exit %d: %s", args, code, stderr)
		}
		var rep struct {
			Lists []struct {
				Passed int
				Top    []row
			}
		}
		if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
			t.Fatal(err)
		}
		return rep.Lists[0].Passed, rep.Lists[0].Top
	}
	for _, space := range []string{"pangram", "all"} {
		_, all := read("--space", space, "--by", "likeness", "--where", "words 20..60", "nyt")
		want := map[string]float64{}
		for _, r := range all {
			if r.Likeness >= at {
				want[r.Center+"/"+r.Letters] = r.Likeness
			}
		}
		passed, kept := read("--space", space, "--where", fmt.Sprintf("words 20..60, likeness >= %g", at), "nyt")
		if passed != len(want) || len(kept) != len(want) || len(want) == 0 || len(want) == len(all) {
			t.Errorf("--space %s: %d pass likeness >= %g (%d rows); --by likeness gives %d of %d", space, passed, at, len(kept), len(want), len(all))
		}
		for _, r := range kept {
			if l, ok := want[r.Center+"/"+r.Letters]; !ok || l != r.Likeness {
				t.Errorf("--space %s: %s/%s kept with likeness %v; --by likeness gives %v (%v)", space, r.Center, r.Letters, r.Likeness, l, ok)
			}
		}
	}
	// The frontier's rows carry their likeness too, by --by or --where.
	for _, flag := range [][]string{{"--by", "likeness"}, {"--where", "likeness <= 1"}} {
		args := append([]string{"rank", "--variants", "no-s", "--top", "0", "--pareto", "--format", "json"}, append(flag, "nyt")...)
		code, stdout, stderr := beebatch(t, "", args...)
		var rep struct{ Lists []struct{ Pareto []row } }
		if err := json.Unmarshal([]byte(stdout), &rep); code != 0 || err != nil || len(rep.Lists[0].Pareto) < 10 {
			t.Fatalf("%q: exit %d, %v: %.300s%s", args, code, err, stdout, stderr)
		}
		if !slices.ContainsFunc(rep.Lists[0].Pareto, func(r row) bool { return r.Likeness > 0.5 }) {
			t.Errorf("%q: no row of the frontier with a likeness over 0.5: %+v", args, rep.Lists[0].Pareto)
		}
	}
}

// checkScoreWhereLikeness checks that score's --where "likeness >= at"
// keeps the boards whose likeness it prints in range.
func checkScoreWhereLikeness(t *testing.T, at float64) {
	t.Helper()
	boards := []string{"D/AGINRW", "R/AEGINT", "C/EGINRV", "J/BEKOUX", "T/ACINOV"}
	code, stdout, stderr := beebatch(t, "", append(append([]string{"score", "--format", "json"}, boards...), "nyt")...)
	var all []struct {
		Board    string
		Likeness float64
	}
	if err := json.Unmarshal([]byte(stdout), &all); code != 0 || err != nil {
		t.Fatalf("score: exit %d, %v: %s", code, err, stderr)
	}
	var want []string
	for _, s := range all {
		if s.Likeness >= at {
			want = append(want, s.Board)
		}
	}
	code, stdout, stderr = beebatch(t, "", append(append([]string{"score", "--format", "json", "--where", fmt.Sprintf("likeness >= %g", at)}, boards...), "nyt")...)
	var kept []struct{ Board string }
	if err := json.Unmarshal([]byte(stdout), &kept); code != 0 || err != nil {
		t.Fatalf("score --where: exit %d, %v: %s", code, err, stderr)
	}
	var got []string
	for _, s := range kept {
		got = append(got, s.Board)
	}
	if !slices.Equal(got, want) || len(want) == 0 || len(want) == len(boards) {
		t.Errorf("score --where likeness >= %g keeps %v; by their likeness %v", at, got, want)
	}
}

// TestBlocklistInflections checks that schedule's blocklist blocks the
// inflected forms of its words, as answers and as pangrams: the words
// that enable1 holds of bitch, dick and boob.
func TestBlocklistInflections(t *testing.T) {
	dir := t.TempDir()
	block := filepath.Join(dir, "block.txt")
	if err := os.WriteFile(block, []byte("bitch\ndick\nboob\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	e := cli.NewEnv(strings.NewReader(""), io.Discard, &stderr)
	f := &scheduleFlags{}
	f.block.Values = []string{block}
	f.maxBytes = 1 << 30
	set, blocked, err := scheduleExclusions(context.Background(), e, f, 7)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"bitch", "bitched", "bitching", "bitches", "dick", "dicked", "dicks", "boob", "boobie", "boobies"} {
		if _, ok := set[w]; !ok {
			t.Errorf("%s is not blocked", w)
		}
	}
	m, _ := bitset.Of("bitched")
	if !slices.Contains(blocked, m) {
		t.Errorf("the letter set of bitched, a pangram, is not blocked")
	}
}
