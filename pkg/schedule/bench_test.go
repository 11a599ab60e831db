package schedule

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/beebatch/beebatch/internal/testlists"
	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

var enable1 = testlists.Path("enable1")

// BenchmarkSchedule plans 365 and 3,650 days over enable1 against the
// shared archive, as the command does but for reading and writing
// files: the targets and the calibrated filter from the archive, the
// candidates, the plan and each day's puzzle.
func BenchmarkSchedule(b *testing.B) {
	path := filepath.Join("..", "..", "..", "shared", "archives", "spelling-bee-answers", "days")
	if _, err := os.Stat(path); err != nil {
		b.Skipf("shared archive missing: %v", err)
	}
	testlists.Need(b, "enable1")
	rules := puzzle.DefaultRules
	a, err := archive.Load(context.Background(), path, nil, archive.Options{Rules: rules})
	if err != nil {
		b.Fatal(err)
	}
	l, err := wordlist.Source{Name: "enable1", Path: enable1}.Load(nil, wordlist.DefaultOptions)
	if err != nil {
		b.Fatal(err)
	}
	for _, days := range []int{365, 3650} {
		b.Run(fmt.Sprintf("days=%d", days), func(b *testing.B) {
			for b.Loop() {
				p := &Plan{From: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), Days: days, Gap: 365, Seed: 1}
				c := a.Compare(&l.Words, "enable1", enable1, nil)
				for _, r := range c.Rows {
					d, _ := time.Parse(time.DateOnly, r.Puzzle.Date)
					p.Targets[d.Weekday()] = append(p.Targets[d.Weekday()], Target{r.List.Words, r.List.Points})
					p.Past = append(p.Past, Use{d, r.Puzzle.Board})
				}
				cal, err := c.Calibrate(archive.DefaultCoverage, a.Constraints(archive.DefaultMinExpected))
				if err != nil {
					b.Fatal(err)
				}
				if p.Boards, err = Candidates(context.Background(), &l.Words, rules, cal.Filter, nil); err != nil {
					b.Fatal(err)
				}
				planned, err := p.Make()
				if err != nil {
					b.Fatal(err)
				}
				ix := puzzle.NewIndex(&l.Words, rules)
				for _, d := range planned {
					NewPuzzle(ix, d.Date, d.Honeycomb)
				}
			}
		})
	}
}

// TestNewPuzzle checks NewPuzzle, over a puzzle.Index, against
// puzzle.Solve, the scan of the whole list, on boards of enable1 with and
// without a pangram.
func TestNewPuzzle(t *testing.T) {
	testlists.Need(t, "enable1")
	l, err := wordlist.Source{Name: "enable1", Path: enable1}.Load(nil, wordlist.DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	rules := puzzle.DefaultRules
	boards, err := Candidates(context.Background(), &l.Words, rules, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	ix := puzzle.NewIndex(&l.Words, rules)
	date := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := 0; i < len(boards); i += len(boards) / 300 {
		h := boards[i].Honeycomb
		if i%2 == 1 { // Q and Z for two other letters: likely no pangram
			for _, c := range []byte("qz") {
				if l := bitset.Letter(c); h.Letters&l == 0 {
					h.Letters = h.Letters&^(h.Letters&^h.Center).Lowest() | l
				}
			}
		}
		p := NewPuzzle(ix, date, h)
		s := puzzle.Solve(&l.Words, h, rules)
		want := archive.Figures{Words: len(s.Words), Points: s.Score, Pangrams: s.Pangrams, Perfect: s.PerfectPangrams, Bingo: s.Bingo()}
		if p.Figures != want || !slices.Equal(slices.Sorted(slices.Values(p.Answers)), slices.Sorted(slices.Values(s.Texts()))) {
			t.Fatalf("%v: %+v %v, Solve %+v %v", h, p.Figures, p.Answers, want, s.Texts())
		}
		if len(p.Pangrams) != s.Pangrams || len(p.ValidLetters) != 7 || p.ValidLetters[0] != p.CenterLetter {
			t.Fatalf("%v: pangrams %v, letters %v center %s", h, p.Pangrams, p.ValidLetters, p.CenterLetter)
		}
	}
}
