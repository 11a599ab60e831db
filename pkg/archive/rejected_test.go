package archive

import (
	"slices"
	"strings"
	"testing"
)

// TestRejectedForms reads the forms that list the NYT's rejected words,
// and the page's pastPuzzles, into puzzles with their Rejected words.
func TestRejectedForms(t *testing.T) {
	game := func(date, center string) string {
		return `{"printDate":"` + date + `","centerLetter":"` + center + `","validLetters":["a","b","c","d","e","l","n"],"answers":["able","bead"]}`
	}
	tests := []struct {
		name, input string
		want        []string // DATE CENTER ANSWERS... | REJECTED...
	}{
		{"objects", `{"date":"2024-01-02","center":"a","letters":"abcdeln","accepted":["able","Bead"],"rejected":["bane","able","don't","Clan"]}
{"date":"2024-01-01","center":"e","letters":["a","b","c","d","e","l","n"],"accepted":["able"]}`,
			[]string{"2024-01-01 e able |", "2024-01-02 a able bead | bane clan"}},
		{"keyed by date", `{"20240105": {"valid": ["able", "bald", "bead", "candle"], "invalid": ["lade", "bale"]},
"20240104": {"valid": ["cable"], "invalid": []}}`,
			[]string{"2024-01-05 a able bald bead candle | bale lade"}},
		{"past puzzles", `{"today":` + game("2024-01-10", "a") + `,"pastPuzzles":{"thisWeek":[` + game("2024-01-09", "b") + `],"lastWeek":[` + game("2024-01-03", "e") + `]}}`,
			[]string{"2024-01-03 e able bead |", "2024-01-09 b able bead |", "2024-01-10 a able bead |"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := Read(strings.NewReader(tt.input), "in.json", DefaultOptions)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, p := range a.Puzzles {
				got = append(got, strings.TrimSpace(p.Date+" "+strings.ToLower(p.Board.Center.String())+" "+strings.Join(p.Answers, " ")+" | "+strings.Join(p.Rejected, " ")))
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("puzzles %q; want %q (warnings %v)", got, tt.want, a.Warnings)
			}
		})
	}
}

// TestRejectedNotOfBoard skips, as a bad-rejected record, a record that
// says the NYT rejected a word that is not a word of its board: too
// short, with a letter not on the board, or without the center. It keeps
// the other records, and leaves out as before the rejected words that
// are not a-z or are also answers.
func TestRejectedNotOfBoard(t *testing.T) {
	ok := `{"date":"2024-01-01","center":"a","letters":"abcdeln","accepted":["able","bead"],"rejected":["bane","don't","able"]}`
	tests := []struct {
		rejected string
		msg      string
	}{
		{`"ban"`, `rejected word "ban" has 3 letters, fewer than 4`},
		{`"blaze"`, `rejected word "blaze" has Z, which is not on the board ABCDELN:A`},
		{`"Quiz", "bane"`, `rejected word "quiz" has I, Q, U and Z, which are not on the board ABCDELN:A`},
		{`"bell"`, `rejected word "bell" lacks the center A`},
	}
	for _, tt := range tests {
		input := ok + "\n" + `{"date":"2024-01-02","center":"a","letters":"abcdeln","accepted":["able"],"rejected":[` + tt.rejected + `]}` + "\n"
		a, err := Read(strings.NewReader(input), "days.jsonl", DefaultOptions)
		if err != nil {
			t.Fatal(err)
		}
		want := "days.jsonl:2: 2024-01-02: " + tt.msg
		if len(a.Puzzles) != 1 || a.Skipped.Total() != 1 || a.Skipped[BadRejected] != 1 || len(a.Warnings) != 1 || a.Warnings[0].Error() != want {
			t.Errorf("rejected %s: %d puzzles, skipped %v, warnings %v; want 1, one bad-rejected record and %q", tt.rejected, len(a.Puzzles), a.Skipped.Map(), a.Warnings, want)
			continue
		}
		if p := a.Puzzles[0]; !slices.Equal(p.Rejected, []string{"bane"}) {
			t.Errorf("the valid record's rejected words %q; want [bane]", p.Rejected)
		}
	}
}
