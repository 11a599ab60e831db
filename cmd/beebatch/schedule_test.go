package main

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/internal/testlists"
	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/schedule"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// scheduleFixture is what the schedule tests share: the word list they
// plan with, that list without the test blocklist, an archive of 10
// weeks of its boards, and that blocklist, which holds a pangram of a
// board that would pass.
//
// The list is enable1 with BEEBATCH_FULL_TESTS=1, and by default its
// 44,692 words without the letters of scheduleDropped: what these tests
// check of a schedule (its days, that its answers are the list's words on
// its board, the calibrated filter, the gaps, the seed, --replace,
// --avoid, --freq, the files and the errors) does not depend on the size
// of the list, and each run plans in about half the time.
type scheduleFixture struct {
	list               string          // the path of the list, named enable1
	words              *wordlist.Words // the list less the blocklist
	archive, blocklist string
	blocked            string // the blocked pangram
}

// scheduleDropped are the letters that no word of the schedule tests'
// list has in the default run (scheduleFixture).
const scheduleDropped = "jqsvxyz"

// newScheduleFixture returns the fixture, made once for all the tests
// of the run (they only read it), or skips the test without enable1.
func newScheduleFixture(t *testing.T) *scheduleFixture {
	t.Helper()
	needEnable1(t)
	fx, err := scheduleFixtureOnce()
	if err != nil {
		t.Fatal(err)
	}
	return fx
}

var scheduleFixtureOnce = sync.OnceValues(makeScheduleFixture)

func makeScheduleFixture() (*scheduleFixture, error) {
	dir, err := sharedTempDir()
	if err != nil {
		return nil, err
	}
	list := enable1
	if !testenv.Full() {
		if list, err = enable1Without(scheduleDropped); err != nil {
			return nil, err
		}
	}
	l, err := wordlist.Source{Name: "enable1", Path: list}.Load(nil, wordlist.DefaultOptions)
	if err != nil {
		return nil, err
	}
	flt, err := filter.Parse("words 30..90, no S, vowels 2..3")
	if err != nil {
		return nil, err
	}
	boards, err := schedule.Candidates(context.Background(), &l.Words, puzzle.DefaultRules, flt, nil)
	if err != nil {
		return nil, err
	}
	fx := &scheduleFixture{list: list, archive: filepath.Join(dir, "archive.txt"), blocklist: filepath.Join(dir, "block.txt"), blocked: "abdicated"}
	var b strings.Builder
	from := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range 70 {
		h := boards[i*len(boards)/70].Honeycomb
		s := puzzle.Solve(&l.Words, h, puzzle.DefaultRules)
		fmt.Fprintf(&b, "%s %s %s %s\n", from.AddDate(0, 0, i).Format(time.DateOnly), h.Letters, h.Center, strings.Join(s.Texts(), " "))
	}
	if err := os.WriteFile(fx.archive, []byte(b.String()), 0o644); err != nil {
		return nil, err
	}
	if err := os.WriteFile(fx.blocklist, []byte(fx.blocked+"\nzymurgy\n"), 0o644); err != nil {
		return nil, err
	}
	var kept strings.Builder
	for i := range l.Words.Len() {
		if w := l.Words.Word(i); w != fx.blocked && w != "zymurgy" {
			kept.WriteString(w + "\n")
		}
	}
	keep, err := wordlist.Read(strings.NewReader(kept.String()), "enable1", list, wordlist.DefaultOptions)
	if err != nil {
		return nil, err
	}
	fx.words = &keep.Words
	return fx, nil
}

// run runs schedule with the fixture's archive and blocklist and args,
// and fails the test unless it succeeds.
func (fx *scheduleFixture) run(t *testing.T, args ...string) string {
	t.Helper()
	args = append([]string{"schedule", "--archive", fx.archive, "--blocklist", fx.blocklist}, args...)
	code, out, errOut := beebatch(t, "", append(args, fx.list)...)
	if code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, errOut)
	}
	return out
}

// checkSchedule reads the schedule in dir back with archive.Load and
// checks every constraint on it, without the planner: the days are
// consecutive from from; each day's answers are exactly the list's words
// on the board, with a pangram, and the board passes the calibrated
// filter; no board is the archive's (or past's) and no letter set comes
// back within gap days, in the archive, past or the schedule.
func (fx *scheduleFixture) checkSchedule(t *testing.T, dir, from string, days, gap int, past ...*archive.Puzzle) []*archive.Puzzle {
	t.Helper()
	opts := archive.Options{Rules: puzzle.DefaultRules}
	s, err := archive.Load(context.Background(), filepath.Join(dir, "days"), nil, opts)
	if err != nil {
		t.Fatal(err)
	}
	a, err := archive.Load(context.Background(), fx.archive, nil, opts)
	if err != nil {
		t.Fatal(err)
	}
	cal, err := a.Compare(fx.words, "enable1", fx.list, nil).Calibrate(archive.DefaultCoverage, a.Constraints(archive.DefaultMinExpected))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Puzzles) != days || s.Skipped.Total() != 0 {
		t.Fatalf("%d days read back (skipped %v), want %d", len(s.Puzzles), s.Skipped, days)
	}
	start, _ := time.Parse(time.DateOnly, from)
	before := append(slices.Clone(a.Puzzles), past...)
	for i, p := range s.Puzzles {
		if want := start.AddDate(0, 0, i).Format(time.DateOnly); p.Date != want {
			t.Fatalf("day %d is %s, want %s", i, p.Date, want)
		}
		sol := puzzle.Solve(fx.words, p.Board, puzzle.DefaultRules)
		if got, want := p.Answers, slices.Sorted(slices.Values(sol.Texts())); !slices.Equal(got, want) {
			t.Errorf("%s %v: answers %v, want the list's %v", p.Date, p.Board, got, want)
		}
		if slices.Contains(p.Answers, fx.blocked) || p.Board.Letters == wordMask(fx.blocked).Letters {
			t.Errorf("%s %v: the blocked pangram %s", p.Date, p.Board, fx.blocked)
		}
		f := p.Official
		c := filter.Candidate{Letters: p.Board.Letters, Center: p.Board.Center}
		c.Values[measure.Score], c.Values[measure.Words], c.Values[measure.Pangrams], c.Values[measure.Perfect] = int64(f.Points), int64(f.Words), int64(f.Pangrams), int64(f.Perfect)
		if f.Pangrams < 1 || !cal.Filter.Match(&c) {
			t.Errorf("%s %v: %+v fails the filter %s", p.Date, p.Board, f, cal.Text)
		}
		d, _ := time.Parse(time.DateOnly, p.Date)
		for _, q := range before {
			e, _ := time.Parse(time.DateOnly, q.Date)
			apart := int(d.Sub(e).Hours() / 24)
			if q.Board == p.Board || q.Board.Letters == p.Board.Letters && max(apart, -apart) <= gap {
				t.Errorf("%s %v: the letter set of %s %v, %d days apart", p.Date, p.Board, q.Date, q.Board, apart)
			}
		}
		before = append(before, p)
	}
	return s.Puzzles
}

func wordMask(w string) (m puzzle.Honeycomb) {
	for _, c := range []byte(w) {
		m.Letters |= 1 << (c - 'a')
	}
	return m
}

func TestSchedule(t *testing.T) {
	fx := newScheduleFixture(t)
	dir := t.TempDir()
	one, two := filepath.Join(dir, "one"), filepath.Join(dir, "two")
	args := []string{"--seed", "42", "--days", "120", "--gap", "60", "--from", "2025-03-01"}
	out := fx.run(t, append(args, "--out", one)...)
	first := fx.checkSchedule(t, one, "2025-03-01", 120, 60)
	files := readTree(t, one)
	for _, f := range []string{"schedule.csv", "schedule.md", "schedule.svg", "days/2025-03-01.json", "days/2025-06-28.json"} {
		if files[f] == "" {
			t.Errorf("no %s written", f)
		}
	}
	if len(files) != 124 {
		t.Errorf("%d files written, want days/, 120 days and 3 summaries", len(files)-1)
	}
	if !strings.Contains(out, "schedule of 120 days from 2025-03-01 to 2025-06-28") || !strings.Contains(out, "seed: 42") {
		t.Errorf("summary:\n%s", out)
	}

	t.Run("deterministic", func(t *testing.T) {
		// The same schedule again, with its days as JSON Lines on
		// standard output beside the files.
		jsonl := fx.run(t, append(args, "--out", two, "--format", "jsonl")...)
		if again := readTree(t, two); !maps.Equal(files, again) {
			t.Error("the same seed wrote other files")
		}
		if lines := strings.Count(jsonl, "\n"); lines != 120 || !strings.HasPrefix(jsonl, `{"printDate":"2025-03-01","displayWeekday":"Saturday","displayDate":"March 1, 2025",`) {
			t.Errorf("jsonl: %d lines, starting %.100s", lines, jsonl)
		}
	})

	t.Run("json", func(t *testing.T) {
		var doc struct {
			Seed     uint64
			Weekdays []struct{ Weekday string }
			Days     []struct{ Date, Letters, Center string }
		}
		if err := json.Unmarshal([]byte(fx.run(t, append(args, "--format", "json")...)), &doc); err != nil {
			t.Fatal(err)
		}
		if doc.Seed != 42 || len(doc.Weekdays) != 8 || doc.Weekdays[7].Weekday != "all" || len(doc.Days) != 120 || !strings.Contains(files["schedule.csv"], doc.Days[5].Date+",") {
			t.Errorf("json: seed %d, %d weekdays, %d days", doc.Seed, len(doc.Weekdays), len(doc.Days))
		}
	})

	t.Run("seed printed", func(t *testing.T) {
		code, a, errOut := beebatch(t, "", "schedule", "--archive", fx.archive, "--blocklist", fx.blocklist, "--days", "3", "--format", "jsonl", fx.list)
		var seed uint64
		if _, err := fmt.Sscanf(errOut, "beebatch schedule: seed %d", &seed); code != 0 || err != nil {
			t.Fatalf("exit %d, stderr %q: %v", code, errOut, err)
		}
		if b := fx.run(t, "--days", "3", "--seed", fmt.Sprint(seed), "--format", "jsonl"); a != b {
			t.Errorf("the printed seed does not repeat the run:\n%s\nthen\n%s", a, b)
		}
	})

	t.Run("replace", func(t *testing.T) {
		// A copy of the first schedule, which the same arguments would
		// write again ("deterministic").
		three := filepath.Join(dir, "three")
		if err := os.CopyFS(three, os.DirFS(one)); err != nil {
			t.Fatal(err)
		}
		fx.run(t, append(args, "--out", three, "--replace", "2025-04-10")...)
		after := readTree(t, three)
		for name, data := range files {
			changed := after[name] != data
			// The day and schedule.csv change, the other days not; the
			// other summaries may change.
			if want := name == "days/2025-04-10.json" || name == "schedule.csv"; changed != want && name != "schedule.md" && name != "schedule.svg" {
				t.Errorf("%s: changed %v, want %v", name, changed, want)
			}
		}
		fx.checkSchedule(t, three, "2025-03-01", 120, 60)
	})

	t.Run("avoid", func(t *testing.T) {
		next := filepath.Join(dir, "next")
		fx.run(t, "--seed", "7", "--days", "60", "--gap", "60", "--from", "2025-06-29", "--avoid", one, "--out", next)
		fx.checkSchedule(t, next, "2025-06-29", 60, 60, first...)
	})
}

// TestScheduleArchiveRoundTrip reads a schedule back with the archive
// command, whose figures must be the schedule's.
func TestScheduleArchiveRoundTrip(t *testing.T) {
	fx := newScheduleFixture(t)
	dir := t.TempDir()
	fx.run(t, "--seed", "1", "--days", "30", "--from", "2025-01-01", "--out", dir)
	code, out, errOut := beebatch(t, "", "archive", "--format", "csv", filepath.Join(dir, "days"))
	if code != 0 {
		t.Fatalf("archive: exit %d: %s", code, errOut)
	}
	csv, err := os.ReadFile(filepath.Join(dir, "schedule.csv"))
	if err != nil {
		t.Fatal(err)
	}
	// date,letters,center,words,points,pangrams,perfect in both.
	got := strings.Split(strings.TrimSpace(out), "\n")[1:]
	want := strings.Split(strings.TrimSpace(string(csv)), "\n")[1:]
	if len(got) != 30 || len(want) != 30 {
		t.Fatalf("%d rows read back, %d in schedule.csv", len(got), len(want))
	}
	for i := range got {
		g, w := strings.Split(got[i], ","), strings.Split(want[i], ",")
		if !slices.Equal(g[:7], append(w[:1:1], w[2:]...)) {
			t.Errorf("row %d: archive %v, schedule %v", i, g[:7], w)
		}
	}
}

// A whole-list check: not under -race (testenv.SkipRace).
func TestScheduleErrors(t *testing.T) {
	testenv.SkipRace(t)
	fx := newScheduleFixture(t)
	boards, err := schedule.Candidates(context.Background(), fx.words, puzzle.DefaultRules, mustFilter(t, "words 40..41, no S"), nil)
	if err != nil {
		t.Fatal(err)
	}
	sets := map[any]bool{}
	archived := 0
	a, err := archive.Load(context.Background(), fx.archive, nil, archive.Options{Rules: puzzle.DefaultRules})
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range boards {
		sets[b.Letters] = true
		if same, _ := a.Published(b.Honeycomb); len(same) > 0 {
			archived++
		}
	}
	tests := []struct {
		name string
		args []string
		code int
		msg  string
	}{
		{"no archive", []string{"schedule", fx.list}, 2, "no --archive given"},
		{"bad from", []string{"schedule", "--archive", fx.archive, "--from", "2025-13-01", fx.list}, 2, `--from 2025-13-01: there is no month 13; expected 01 to 12`},
		{"no such day", []string{"schedule", "--archive", fx.archive, "--from", "2025-02-30", fx.list}, 2, `--from 2025-02-30: February 2025 has 28 days`},
		{"not a day", []string{"schedule", "--archive", fx.archive, "--from", "2025/03/01", fx.list}, 2, `--from "2025/03/01": expected a day written YYYY-MM-DD, such as 2025-03-05`},
		{"no such day to replace", []string{"schedule", "--archive", fx.archive, "--out", "x", "--replace", "2024-02-30", fx.list}, 2, `--replace 2024-02-30: February 2024 has 29 days`},
		{"bad seed", []string{"schedule", "--archive", fx.archive, "--seed", "-1", fx.list}, 2, `--seed "-1": expected a number`},
		{"replace without out", []string{"schedule", "--archive", fx.archive, "--replace", "2025-01-01", fx.list}, 2, "--replace needs --out DIR"},
		{"two lists", []string{"schedule", "--archive", fx.archive, fx.list, fx.list}, 2, "expected one WORDLIST, not 2"},
		{"missing blocklist", []string{"schedule", "--archive", fx.archive, "--blocklist", "/nonexistent", fx.list}, 1, "(--blocklist none uses no blocklist)"},
		{"too many days", []string{"schedule", "--archive", fx.archive, "--blocklist", "none", "--days", "100000", fx.list}, 1, "the filter leaves"},
		{"filter passes too few", []string{"schedule", "--archive", fx.archive, "--blocklist", "none", "--where", "words 40..41, no S",
			"--days", fmt.Sprint(len(boards) + 1), "--gap", "0", fx.list}, 1, fmt.Sprintf("fewer than the %d days: %d boards with a pangram pass it", len(boards)+1, len(boards))},
		{"gap runs out", []string{"schedule", "--archive", fx.archive, "--blocklist", "none", "--where", "words 40..41, no S",
			"--days", fmt.Sprint(len(sets) + 1), "--gap", "100000", fx.list}, 1, fmt.Sprintf("of %d: of the %d boards the filter leaves", len(sets)+1, len(boards)-archived)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			args := tt.args
			if tt.name != "replace without out" {
				args = append([]string{tt.args[0], "--out", out}, tt.args[1:]...)
			}
			code, _, errOut := beebatch(t, "", args...)
			if code != tt.code || !strings.Contains(errOut, tt.msg) {
				t.Fatalf("exit %d, stderr:\n%s\nwant exit %d and %q", code, errOut, tt.code, tt.msg)
			}
			if _, err := os.Stat(out); err == nil && len(readTree(t, out)) > 0 {
				t.Errorf("files written in %s", out)
			}
		})
	}
}

func mustFilter(t *testing.T, text string) *filter.Filter {
	t.Helper()
	f, err := filter.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestScheduleFreq checks the rare answers that --freq counts, in
// schedule.csv, against a look-up of each answer in the frequency list,
// and a --where that bounds them.
func TestScheduleFreq(t *testing.T) {
	fx := newScheduleFixture(t)
	testlists.Need(t, "count_1w_100k")
	data, err := os.ReadFile(count1w)
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]bool{}
	for line := range strings.Lines(string(data)) {
		word, _, _ := strings.Cut(line, "\t")
		known[word] = true
	}
	dir := t.TempDir()
	fx.run(t, "--seed", "3", "--days", "40", "--from", "2025-01-01", "--freq", count1w, "--where", "rare <= 5, words 20..90, no S", "--out", dir)
	csv, err := os.ReadFile(filepath.Join(dir, "schedule.csv"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(csv)), "\n")
	if lines[0] != "date,weekday,letters,center,words,points,pangrams,perfect,rare" || len(lines) != 41 {
		t.Fatalf("schedule.csv: %d lines, header %q", len(lines), lines[0])
	}
	for _, line := range lines[1:] {
		f := strings.Split(line, ",")
		day, err := archive.Load(context.Background(), filepath.Join(dir, "days", f[0]+".json"), nil, archive.Options{Rules: puzzle.DefaultRules})
		if err != nil {
			t.Fatal(err)
		}
		rare := 0
		for _, w := range day.Puzzles[0].Answers {
			if !known[w] {
				rare++
			}
		}
		if f[8] != fmt.Sprint(rare) || rare > 5 {
			t.Errorf("%s: rare %s in schedule.csv, %d answers not in count_1w_100k (at most 5 wanted)", f[0], f[8], rare)
		}
	}
}

// TestScheduleOutPromises checks what schedule --out promises: it does
// not follow a link planted at DIR/days, it refuses to replace the days
// of another schedule (and not to write its own again), --replace refuses
// a schedule with a day it cannot read, and a failed --out on a full disk
// leaves no directory behind.
// A whole-list check: not under -race (testenv.SkipRace).
func TestScheduleOutPromises(t *testing.T) {
	testenv.SkipRace(t)
	fx := newScheduleFixture(t)
	dir := t.TempDir()
	args := []string{"--seed", "42", "--days", "10", "--gap", "30", "--from", "2025-03-01"}
	fail := func(want string, extra ...string) {
		t.Helper()
		a := append([]string{"schedule", "--archive", fx.archive, "--blocklist", fx.blocklist}, extra...)
		code, _, errOut := beebatch(t, "", append(a, fx.list)...)
		if code != 1 || !strings.Contains(errOut, want) {
			t.Errorf("%q: exit %d, stderr %q; want 1 and %q", extra, code, errOut, want)
		}
	}

	t.Run("planted link", func(t *testing.T) {
		out, elsewhere := filepath.Join(dir, "planted"), filepath.Join(dir, "elsewhere")
		os.Mkdir(out, 0o755)
		os.Mkdir(elsewhere, 0o755)
		if err := os.Symlink(elsewhere, filepath.Join(out, "days")); err != nil {
			t.Fatal(err)
		}
		fail("days is a symbolic link, not a directory", append(args, "--out", out)...)
		if entries, _ := os.ReadDir(elsewhere); len(entries) > 0 {
			t.Errorf("schedule wrote %d files through the link", len(entries))
		}
	})

	one := filepath.Join(dir, "one")
	fx.run(t, append(args, "--out", one)...)
	before := readTree(t, one)
	t.Run("another schedule", func(t *testing.T) {
		fail("holds days of another schedule", "--seed", "7", "--days", "10", "--gap", "30", "--from", "2025-03-01", "--out", one)
		if after := readTree(t, one); !maps.Equal(before, after) {
			t.Error("the refused schedule changed the first")
		}
		fx.run(t, append(args, "--out", one)...) // the same schedule again
	})

	t.Run("replace beside a corrupt day", func(t *testing.T) {
		bad := filepath.Join(one, "days", "2025-03-03.json")
		os.WriteFile(bad, []byte("{"), 0o644)
		defer os.WriteFile(bad, []byte(before["days/2025-03-03.json"]), 0o644)
		fail("1 record of "+filepath.Join(one, "days")+" could not be read", append(args, "--out", one, "--replace", "2025-03-05")...)
		if got, _ := os.ReadFile(filepath.Join(one, "schedule.csv")); string(got) != before["schedule.csv"] {
			t.Error("the refused --replace rewrote schedule.csv")
		}
	})

	t.Run("full disk", func(t *testing.T) {
		disk := mountTmpfs(t, "64k")
		fill(t, filepath.Join(disk, "filler"), 8<<10)
		out := filepath.Join(disk, "out")
		fail("no space left on device", append(args, "--out", out)...)
		if _, err := os.Lstat(out); err == nil {
			t.Errorf("the failed --out left %s", out)
		}
	})
}

// TestScheduleGameFields checks the fields a game keys its days by: the
// id, one more a day from --first-id, kept by --replace; freeExpiration
// 0; and --editor.
// A whole-list check: not under -race (testenv.SkipRace).
func TestScheduleGameFields(t *testing.T) {
	testenv.SkipRace(t)
	fx := newScheduleFixture(t)
	dir := t.TempDir()
	fx.run(t, "--seed", "1", "--days", "5", "--from", "2025-01-01", "--first-id", "23222", "--editor", "Ed Itor", "--out", dir)
	type day struct {
		ID             *int64  `json:"id"`
		FreeExpiration *int64  `json:"freeExpiration"`
		Editor         *string `json:"editor"`
		CenterLetter   string  `json:"centerLetter"`
	}
	read := func(date string) day {
		t.Helper()
		data, err := os.ReadFile(filepath.Join(dir, "days", date+".json"))
		if err != nil {
			t.Fatal(err)
		}
		var d day
		if err := json.Unmarshal(data, &d); err != nil {
			t.Fatal(err)
		}
		if d.ID == nil || d.FreeExpiration == nil || d.Editor == nil {
			t.Fatalf("%s: id, freeExpiration or editor missing: %s", date, data)
		}
		return d
	}
	for i, date := range []string{"2025-01-01", "2025-01-02", "2025-01-03", "2025-01-04", "2025-01-05"} {
		d := read(date)
		if *d.ID != 23222+int64(i) || *d.FreeExpiration != 0 || *d.Editor != "Ed Itor" {
			t.Errorf("%s: id %d, freeExpiration %d, editor %q; want %d, 0, %q", date, *d.ID, *d.FreeExpiration, *d.Editor, 23222+i, "Ed Itor")
		}
	}
	fx.run(t, "--seed", "2", "--out", dir, "--replace", "2025-01-03")
	if d := read("2025-01-03"); *d.ID != 23224 || *d.Editor != "Ed Itor" {
		t.Errorf("replaced day: id %d, editor %q; want 23224, %q (kept)", *d.ID, *d.Editor, "Ed Itor")
	}
	code, _, errOut := beebatch(t, "", "schedule", "--first-id", "-1", fx.list)
	if code != 2 || !strings.Contains(errOut, "--first-id -1: expected an id from 0 to") {
		t.Errorf("--first-id -1: exit %d, %s", code, errOut)
	}
}
