package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
)

// jsonlDays returns the boards and answers of a schedule's jsonl.
func jsonlDays(t *testing.T, jsonl string) (boards []string, answers map[string]bool) {
	t.Helper()
	answers = map[string]bool{}
	for line := range strings.Lines(jsonl) {
		var d struct {
			CenterLetter string
			OuterLetters []string
			Answers      []string
		}
		if err := json.Unmarshal([]byte(line), &d); err != nil {
			t.Fatal(err)
		}
		boards = append(boards, d.CenterLetter+"/"+strings.Join(d.OuterLetters, ""))
		for _, w := range d.Answers {
			answers[w] = true
		}
	}
	return boards, answers
}

// TestScheduleListFlagsAccumulate checks that --blocklist, --exclude-words
// and --avoid given twice take both lists, in either order: by default
// one order for --blocklist and the other for --exclude-words, both
// orders of each with BEEBATCH_FULL_TESTS=1.
// A whole-list check: not under -race (testenv.SkipRace).
func TestScheduleListFlagsAccumulate(t *testing.T) {
	testenv.SkipRace(t)
	fx := newScheduleFixture(t)
	dir := t.TempDir()
	args := []string{"--seed", "42", "--days", "5", "--gap", "30", "--from", "2025-03-01", "--format", "jsonl"}
	// The first schedule, written to y1 too, which --avoid reads below.
	y1, y2 := filepath.Join(dir, "y1"), filepath.Join(dir, "y2")
	base, answers := jsonlDays(t, fx.run(t, append(args, "--out", y1)...))
	var words []string
	for w := range answers {
		words = append(words, w)
	}
	slices.Sort(words)
	w1, w2 := words[0], words[len(words)-1]
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	l1, l2 := write("w1.txt", w1+"\n"), write("w2.txt", w2+"\n")
	run := func(extra ...string) map[string]bool {
		t.Helper()
		code, out, errOut := beebatch(t, "", append(append(append([]string{"schedule", "--archive", fx.archive}, args...), extra...), fx.list)...)
		if code != 0 {
			t.Fatalf("%q: exit %d: %s", extra, code, errOut)
		}
		_, got := jsonlDays(t, out)
		return got
	}
	for fi, flag := range []string{"--blocklist", "--exclude-words"} {
		for oi, order := range [][]string{{l1, l2}, {l2, l1}} {
			if oi != fi && !testenv.Full() {
				continue // one order for each flag, in turn
			}
			extra := []string{flag, order[0], flag, order[1]}
			if flag == "--exclude-words" {
				extra = append(extra, "--blocklist", fx.blocklist)
			}
			if got := run(extra...); got[w1] || got[w2] {
				t.Errorf("%q: the schedule holds %s %v, %s %v; want neither", extra, w1, got[w1], w2, got[w2])
			}
		}
	}

	fx.run(t, "--seed", "7", "--days", "5", "--gap", "30", "--from", "2025-03-06", "--out", y2)
	code, out, errOut := beebatch(t, "", append(append([]string{"schedule", "--archive", fx.archive, "--blocklist", fx.blocklist}, args...), "--avoid", y1, "--avoid", y2, fx.list)...)
	if code != 0 {
		t.Fatalf("--avoid twice: exit %d: %s", code, errOut)
	}
	got, _ := jsonlDays(t, out)
	for _, b := range got {
		if slices.Contains(base, b) {
			t.Errorf("--avoid y1 --avoid y2: the board %s of y1 is used again", b)
		}
	}

	code, _, errOut = beebatch(t, "", "schedule", "--archive", fx.archive, "--blocklist", "none", "--blocklist", l1, fx.list)
	if want := "--blocklist none with other blocklists"; code != 2 || !strings.Contains(errOut, want) {
		t.Errorf("--blocklist none and another: exit %d, %q; want 2 and %q", code, errOut, want)
	}
}

// TestExcludeWordsAccumulates checks that --exclude-words given twice
// drops the words of both lists, in a command other than schedule.
func TestExcludeWordsAccumulates(t *testing.T) {
	dir := t.TempDir()
	list := filepath.Join(dir, "list.txt")
	os.WriteFile(list, []byte("able\nbale\nbead\ncable\nlace\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "x1.txt"), []byte("able\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "x2.txt"), []byte("cable\n"), 0o644)
	code, out, errOut := beebatch(t, "", "solve", "--format", "csv",
		"--exclude-words", filepath.Join(dir, "x1.txt"), "--exclude-words", filepath.Join(dir, "x2.txt"), "A/ABCDELN", list)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, w := range []string{"able", "cable"} {
		if strings.Contains(out, ","+w+",") {
			t.Errorf("%s is still there:\n%s", w, out)
		}
	}
	if !strings.Contains(out, ",bale,") {
		t.Errorf("bale is missing:\n%s", out)
	}
}
