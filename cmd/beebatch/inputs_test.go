package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLearnScheduleInputs checks the messages of inputs that learn and
// schedule took wrongly: a schedule past 9999-12-31, whose day files
// archive would not read; learn of an archive that does not exist, which
// must fail before any list is fetched; learn - -, which reads standard
// input twice; and learn from an archive on which no candidate was ever
// rejected, which warns.
func TestLearnScheduleInputs(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("BEEBATCH_CACHE", filepath.Join(dir, "cache"))
	t.Setenv("BEEBATCH_MIRROR", "")
	arch, base, _ := writeLearnArchive(t, dir, 60)
	// A base list of the accepted words alone: no candidate is rejected.
	accepted := filepath.Join(dir, "accepted.txt")
	os.WriteFile(accepted, []byte("able\nbale\nbead\ncable\nlace\nideal\nbail\nliar\nraid\ndial\nblade\nbridal\n"), 0o644)
	for _, tc := range []struct {
		name   string
		args   []string
		code   int
		want   string
		absent string
	}{
		{"schedule past 9999", []string{"schedule", "--archive", arch, "--from", "9999-12-01", "--days", "60", base}, 2,
			"the schedule would end after 9999-12-31", ""},
		{"learn a missing archive", []string{"learn", filepath.Join(dir, "nowhere")}, 1,
			"nowhere: no such file or directory", "downloading"},
		{"learn - -", []string{"learn", "-", "-"}, 2, "ARCHIVE - and ARCHIVE - both read standard input, which can be read once", ""},
		{"nothing rejected", append(append([]string{"learn", "--until", "2023-02-12"}, offline(accepted)...), arch), 0,
			"warning: " + arch + ": no candidate was rejected on any of the 40 training puzzles", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, stderr := beebatch(t, "", tc.args...)
			if code != tc.code || !strings.Contains(stderr, tc.want) || tc.absent != "" && strings.Contains(stderr, tc.absent) {
				t.Errorf("exit %d, stderr %q; want %d and %q", code, stderr, tc.code, tc.want)
			}
		})
	}
}
