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

// TestTooManyWords skips a record that lists more than MaxWords answers
// and rejected words, before checking them, and keeps the others.
func TestTooManyWords(t *testing.T) {
	var words []string
	for i := range MaxWords + 1 {
		words = append(words, fmt.Sprintf("%q", "able"+strings.Repeat("a", i%50)))
	}
	page := `{"printDate": "2024-01-01", "centerLetter": "a", "outerLetters": ["b","c","d","e","l","n"], "answers": ["balanced","able","cable"]}
{"printDate": "2024-01-02", "centerLetter": "a", "outerLetters": ["b","c","d","e","l","n"], "answers": [` + strings.Join(words, ",") + `]}
`
	a, err := Read(strings.NewReader(page), "huge.jsonl", Options{Rules: puzzle.DefaultRules})
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("huge.jsonl:2: an array of %d words; expected at most %d answers and rejected words on one board", MaxWords+1, MaxWords)
	if len(a.Puzzles) != 1 || a.Skipped[BadRecord] != 1 || !strings.Contains(fmt.Sprint(a.Warnings), want) {
		t.Errorf("%d puzzles, skipped %v, warnings %v; want 1, one bad record and %q", len(a.Puzzles), a.Skipped, a.Warnings, want)
	}
}
