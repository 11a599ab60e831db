package schedule

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// testWords returns a small word list, read as the commands read one.
func testWords(t *testing.T, words ...string) *wordlist.List {
	t.Helper()
	path := filepath.Join(t.TempDir(), "words.txt")
	if err := os.WriteFile(path, []byte(strings.Join(words, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	l, err := wordlist.Source{Name: "words", Path: path}.Load(nil, wordlist.DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// writeSchedule writes the days of boards, from 2026-01-01, as a
// schedule's day files in dir/days, and returns dir/days.
func writeSchedule(t *testing.T, dir string, l *wordlist.List, boards ...string) string {
	t.Helper()
	days := filepath.Join(dir, "days")
	os.MkdirAll(days, 0o755)
	ix := puzzle.NewIndex(&l.Words, puzzle.DefaultRules)
	for i, text := range boards {
		h, err := puzzle.ParseBoard(text, puzzle.DefaultRules)
		if err != nil {
			t.Fatal(err)
		}
		p := NewPuzzle(ix, time.Date(2026, 1, 1+i, 0, 0, 0, 0, time.UTC), h)
		data, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(days, p.PrintDate+".json"), data, 0o644)
	}
	return days
}

// TestReplace re-plans a day of a schedule, and refuses a schedule
// without that day or with a day it cannot read, leaving the plan as it
// was.
func TestReplace(t *testing.T) {
	l := testWords(t, "granite", "grain", "gear", "ringer", "grant", "rate", "tear", "treating")
	day := func(d int) time.Time { return time.Date(2026, 1, d, 0, 0, 0, 0, time.UTC) }
	load := func(days string) *archive.Archive {
		a, err := archive.Load(context.Background(), days, nil, archive.Options{Rules: puzzle.DefaultRules})
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	dir := t.TempDir()
	days := writeSchedule(t, dir, l, "R/AEGINT", "G/AEINRT", "T/AEGINR")
	cur := load(days)
	if len(cur.Puzzles) != 3 {
		t.Fatalf("the schedule has %d days; want 3", len(cur.Puzzles))
	}

	p := &Plan{From: day(20), Days: 30}
	kept, at, err := p.Replace(cur, day(2))
	if err != nil {
		t.Fatal(err)
	}
	var dates []string
	for _, k := range kept {
		dates = append(dates, k.PrintDate)
	}
	if want := []string{"2026-01-01", "2026-01-02", "2026-01-03"}; at != 1 || !slices.Equal(dates, want) {
		t.Errorf("Replace: day %d of %v; want 1 of %v", at, dates, want)
	}
	if !p.From.Equal(day(2)) || p.Days != 1 || len(p.Past) != 3 {
		t.Errorf("Replace: plan from %v for %d days, %d past uses; want from %v for 1 day, 3 past uses", p.From, p.Days, len(p.Past), day(2))
	}

	p = &Plan{From: day(20), Days: 30}
	if _, at, err := p.Replace(cur, day(5)); !errors.Is(err, ErrNoDay) || at != -1 || !strings.Contains(err.Error(), days) {
		t.Errorf("Replace of a day not in the schedule: %d, %v; want -1 and ErrNoDay naming %s", at, err, days)
	}
	if !p.From.Equal(day(20)) || p.Days != 30 || len(p.Past) != 0 {
		t.Errorf("a refused Replace changed the plan: %+v", p)
	}

	os.WriteFile(filepath.Join(days, "2026-01-04.json"), []byte("{"), 0o644)
	if _, _, err := p.Replace(load(days), day(2)); err == nil || !strings.Contains(err.Error(), "1 record of "+days+" could not be read") {
		t.Errorf("Replace beside a corrupt day: %v; want the record it could not read", err)
	}
	if len(p.Past) != 0 {
		t.Errorf("a refused Replace added %d past uses", len(p.Past))
	}
}

// TestDaysDir finds the day files of a schedule's directory, and takes
// any other path as it is.
func TestDaysDir(t *testing.T) {
	dir := t.TempDir()
	sched := filepath.Join(dir, "sched")
	os.MkdirAll(filepath.Join(sched, "days"), 0o755)
	file := filepath.Join(dir, "file")
	os.MkdirAll(file, 0o755)
	os.WriteFile(filepath.Join(file, "days"), nil, 0o644) // a file, not a directory
	for _, tt := range []struct{ path, want string }{
		{sched, filepath.Join(sched, "days")},
		{filepath.Join(sched, "days"), filepath.Join(sched, "days")},
		{file, file},
		{filepath.Join(dir, "absent"), filepath.Join(dir, "absent")},
	} {
		if got := DaysDir(tt.path); got != tt.want {
			t.Errorf("DaysDir(%s) = %s; want %s", tt.path, got, tt.want)
		}
	}
}

// TestForeignDay finds a day file that is not one of the days given,
// byte for byte, and reads the day files DayFile writes back as they
// were planned.
func TestForeignDay(t *testing.T) {
	l := testWords(t, "granite", "grain", "gear", "ringer", "grant", "rate", "tear", "treating")
	ix := puzzle.NewIndex(&l.Words, puzzle.DefaultRules)
	var days []*Puzzle
	for i, text := range []string{"R/AEGINT", "G/AEINRT"} {
		h, _ := puzzle.ParseBoard(text, puzzle.DefaultRules)
		days = append(days, NewPuzzle(ix, time.Date(2026, 1, 1+i, 0, 0, 0, 0, time.UTC), h))
	}
	dir := t.TempDir()
	write := func(name string, p *Puzzle) {
		data, err := DayFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if got := ForeignDay(dir, days); got != "" {
		t.Errorf("ForeignDay of an empty directory = %q; want none", got)
	}
	write("2026-01-01.json", days[0])
	write("2026-01-02.json", days[1])
	if got := ForeignDay(dir, days); got != "" {
		t.Errorf("ForeignDay of the days themselves = %q; want none", got)
	}
	back, err := archive.Load(context.Background(), dir, nil, archive.Options{Rules: puzzle.DefaultRules})
	if err != nil || len(back.Puzzles) != 2 || back.Puzzles[1].Date != days[1].PrintDate || !slices.Equal(back.Puzzles[1].Answers, slices.Sorted(slices.Values(days[1].Answers))) {
		t.Errorf("the day files do not read back as the 2 days planned (error %v)", err)
	}
	if got := ForeignDay(dir, days[:1]); got != "2026-01-02.json" {
		t.Errorf("ForeignDay of a day not planned = %q; want 2026-01-02.json", got)
	}
	write("2026-01-01.json", days[1]) // another board on that date
	if got := ForeignDay(dir, days); got != "2026-01-01.json" {
		t.Errorf("ForeignDay of a changed day = %q; want 2026-01-01.json", got)
	}
}
