package archive

import (
	"fmt"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/puzzle"
)

// TestPastWeeksMalformed reads a page whose pastPuzzles is malformed in
// part: today's puzzle and the well-formed week are kept, and the warning
// names the part in words, not in Go's type syntax.
func TestPastWeeksMalformed(t *testing.T) {
	day := func(date string) string {
		return fmt.Sprintf(`{"printDate": %q, "centerLetter": "d", "outerLetters": ["a","g","i","n","r","w"], "validLetters": ["d","a","g","i","n","r","w"], "pangrams": ["drawing"], "answers": ["drawing","award"]}`, date)
	}
	for _, tc := range []struct {
		past  string
		dates []string
		warn  string
	}{
		{`{"thisWeek": 5, "lastWeek": [` + day("2025-02-26") + `]}`, []string{"2025-02-26", "2025-03-05"}, "field pastPuzzles.thisWeek: expected an array of puzzles, found a number"},
		{`{"thisWeek": {"a": 1}}`, []string{"2025-03-05"}, "field pastPuzzles.thisWeek: expected an array of puzzles, found an object"},
		{`[1]`, []string{"2025-03-05"}, "field pastPuzzles: expected an object of thisWeek and lastWeek arrays, found an array"},
		{`{"ThisWeek": [` + day("2025-03-04") + `]}`, []string{"2025-03-04", "2025-03-05"}, ""},
	} {
		page := `{"today": ` + day("2025-03-05") + `, "pastPuzzles": ` + tc.past + "}\n"
		a, err := Read(strings.NewReader(page), "page.json", Options{Rules: puzzle.DefaultRules})
		if err != nil {
			t.Errorf("%s: %v", tc.past, err)
			continue
		}
		var dates []string
		for _, p := range a.Puzzles {
			dates = append(dates, p.Date)
		}
		if fmt.Sprint(dates) != fmt.Sprint(tc.dates) {
			t.Errorf("%s: dates %v; want %v", tc.past, dates, tc.dates)
		}
		warnings := fmt.Sprint(a.Warnings)
		if tc.warn == "" && len(a.Warnings) > 0 || !strings.Contains(warnings, tc.warn) || strings.Contains(warnings, "json.") {
			t.Errorf("%s: warnings %s; want %q", tc.past, warnings, tc.warn)
		}
	}
}
