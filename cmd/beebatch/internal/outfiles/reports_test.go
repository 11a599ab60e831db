package outfiles

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/schedule"
)

// TestWriteSchedule checks the day files WriteSchedule writes beside the
// summaries, and what it refuses: days of another schedule in dir/days
// for a new schedule, and a dir/days that is not a directory.
func TestWriteSchedule(t *testing.T) {
	ctx := context.Background()
	day := func(date string) *schedule.Puzzle {
		p := &schedule.Puzzle{PrintDate: date, CenterLetter: "r", Answers: []string{"tearing"}}
		p.Figures.Words = 1
		return p
	}
	dir := t.TempDir()
	days := []*schedule.Puzzle{day("2026-01-01"), day("2026-01-02")}
	rep := &report.Schedule{List: "enable1", Days: days, Targets: []int{30, 40}}
	written, err := WriteSchedule(ctx, dir, rep, days, true)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"days/2026-01-01.json", "days/2026-01-02.json", "schedule.svg", "schedule.csv", "schedule.md"}
	if !slices.Equal(written, want) {
		t.Errorf("written %q; want %q", written, want)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "days", "2026-01-02.json")); !strings.Contains(string(data), `"printDate": "2026-01-02"`) {
		t.Errorf("the day file is not the day's:\n%s", data)
	}
	// The same schedule again, or one of its days replaced, is welcome; a
	// new schedule over another's days is not.
	if _, err := WriteSchedule(ctx, dir, rep, days, true); err != nil {
		t.Errorf("the same schedule again: %v", err)
	}
	if _, err := WriteSchedule(ctx, dir, rep, []*schedule.Puzzle{day("2026-01-02")}, false); err != nil {
		t.Errorf("a day replaced: %v", err)
	}
	other := []*schedule.Puzzle{day("2026-01-01")}
	other[0].CenterLetter = "t"
	_, err = WriteSchedule(ctx, dir, rep, other, true)
	if err == nil || !strings.Contains(err.Error(), "holds days of another schedule, such as 2026-01-01.json") {
		t.Errorf("a new schedule over another's days: %v", err)
	}
	file := t.TempDir()
	os.WriteFile(filepath.Join(file, "days"), nil, 0o644)
	_, err = WriteSchedule(ctx, file, rep, days, true)
	if err == nil || !strings.Contains(err.Error(), "is a regular file, not a directory") {
		t.Errorf("days a file: %v", err)
	}
}
