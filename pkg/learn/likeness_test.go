package learn

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// TestLearnLikeness checks that the likeness learned beside a list learns
// from the puzzles up to until alone, or all without it: on a synthetic
// archive whose four boards leave no other board of the list to tell
// them from, the error counts the puzzles it had.
func TestLearnLikeness(t *testing.T) {
	text, ls := synthetic(60)
	a := read(t, text)
	for _, tt := range []struct {
		until  string
		boards int
	}{{a.Puzzles[39].Date, 40}, {"", 60}} {
		m, err := Learn(a, ls, Options{Until: tt.until})
		if err != nil {
			t.Fatal(err)
		}
		_, err = m.LearnLikeness(context.Background(), a, tt.until, nil)
		if want := fmt.Sprintf("likeness: %d archive boards and 0 candidates", tt.boards); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("until %q: error %v; want one starting %q", tt.until, err, want)
		}
	}
}
