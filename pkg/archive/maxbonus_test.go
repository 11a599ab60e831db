package archive

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/search"
)

// officialScore returns the points of the official answers of p under
// rules, pangram bonus and all, as a brute force: each answer scored by
// its length and letters.
func officialScore(p *Puzzle, rules puzzle.Rules) int64 {
	var sum int64
	for _, w := range p.Answers {
		m, _ := bitset.Of(w)
		sum += int64(rules.WordScore(len(w), m.Len()))
	}
	return sum
}

// TestMaxBonus checks MaxScore and MaxBonus against the scores of the
// official answers: with the bonus MaxBonus gives, no puzzle scores more
// than MaxScore, and with one more the puzzle it names does; an archive
// of many puzzles takes a lower MaxScore, so that their sums fit in an
// int64.
func TestMaxBonus(t *testing.T) {
	day := time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC)
	lines := func(n int, rest ...string) string {
		var b strings.Builder
		b.WriteString(strings.Join(rest, "\n") + "\n")
		for i := range n {
			fmt.Fprintf(&b, "%s acelnot e cent clean cleat\n", day.AddDate(0, 0, i).Format(time.DateOnly))
		}
		return b.String()
	}
	tests := []struct {
		name, text string
		maxScore   uint64
		date       string // the puzzle that bounds the bonus, "" for none
	}{
		{"no pangram", lines(3), search.MaxScore64, ""},
		{"one pangram", lines(3, "2024-01-04 bejkoux j joke juke jukebox"), search.MaxScore64, "2024-01-04"},
		{"two pangrams", lines(0, "2024-01-04 bejkoux j joke juke jukebox", "2024-01-05 aegintr r grate granite tangier"), search.MaxScore64, "2024-01-05"},
		{"many puzzles", lines(3000, "2024-01-04 bejkoux j joke juke jukebox"), math.MaxInt64 / 3001, "2024-01-04"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rules := puzzle.DefaultRules
			a, err := Read(strings.NewReader(tt.text), "days.txt", Options{Rules: rules})
			if err != nil {
				t.Fatal(err)
			}
			if got := a.MaxScore(); got != tt.maxScore {
				t.Errorf("MaxScore() = %d; want %d", got, tt.maxScore)
			}
			bonus, date := a.MaxBonus(rules)
			if date != tt.date {
				t.Fatalf("MaxBonus() = %d, %q; want the date %q", bonus, date, tt.date)
			}
			if date == "" {
				if bonus != math.MaxUint64 {
					t.Errorf("MaxBonus() = %d without a pangram; want math.MaxUint64", bonus)
				}
				return
			}
			rules.Bonus = int(bonus)
			for _, p := range a.Puzzles {
				if s := officialScore(p, rules); s > int64(a.MaxScore()) {
					t.Errorf("bonus %d: %s scores %d, more than %d", bonus, p.Date, s, a.MaxScore())
				}
			}
			rules.Bonus++
			if s := officialScore(a.OnDate(date), rules); s <= int64(a.MaxScore()) {
				t.Errorf("bonus %d: %s scores %d, within %d; want more", rules.Bonus, date, s, a.MaxScore())
			}
		})
	}
}

// TestSniffFile checks that SniffFile reads the start of a regular file
// as Sniff does, and judges nothing else.
func TestSniffFile(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	for _, tt := range []struct {
		path string
		want Form
	}{
		{write("days.txt", "2024-01-04 bejkoux j joke juke jukebox\n"), Lines},
		{write("words.txt", "aa\naah\n"), WordList},
		{write("long.txt", strings.Repeat("#\n", SniffSize)+"2024-01-04 bejkoux j joke juke jukebox\n"), Unknown},
		{dir, Unknown},
		{filepath.Join(dir, "missing"), Unknown},
		{"-", Unknown},
	} {
		if got := SniffFile(tt.path); got != tt.want {
			t.Errorf("SniffFile(%s) = %v; want %v", tt.path, got, tt.want)
		}
	}
}
