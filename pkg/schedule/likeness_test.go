package schedule

import (
	"context"
	"math"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/likeness"
)

// TestMakeByLikeness plans by likeness on synthetic boards whose
// likeness is high when their letter set holds the letter a: the plan
// keeps every constraint, is the same for the same seed, favours the
// likely boards, reuses the letter sets of the past at about Reuse, and
// keeps each weekday's median words near its targets'. That the same
// seed gives the same plan it checks by default with reuse alone, and
// without reuse too with BEEBATCH_FULL_TESTS=1.
func TestMakeByLikeness(t *testing.T) {
	boards, ts := synthetic(20000, 11)
	likely := 0
	for i := range boards {
		boards[i].Likeness = 0.2
		if boards[i].Letters&1 != 0 {
			boards[i].Likeness = 0.8
			likely++
		}
	}
	from := time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC)
	var past []Use
	for i := range 700 {
		past = append(past, Use{from.AddDate(0, 0, -800+i), boards[i*7].Honeycomb})
	}
	for _, reuse := range []float64{0, 0.5} {
		p := &Plan{From: from, Days: 364, Gap: 365, Seed: 5, Boards: boards, Past: past, Targets: ts,
			Likeness: &likeness.Model{}, Reuse: reuse}
		days, err := p.Make()
		if err != nil {
			t.Fatal(err)
		}
		check(t, p, days)
		if reuse > 0 || testenv.Full() {
			again, _ := p.Make()
			if !reflect.DeepEqual(days, again) {
				t.Errorf("reuse %v: the same plan and seed gave another schedule", reuse)
			}
		}
		seen := map[any]bool{}
		for _, u := range past {
			seen[u.Board.Letters] = true
		}
		var got [7][]Target
		high, reused := 0, 0
		for _, d := range days {
			got[d.Date.Weekday()] = append(got[d.Date.Weekday()], Target{d.Words, d.Points})
			if d.Likeness > 0.5 {
				high++
			}
			if seen[d.Letters] {
				reused++
			}
			seen[d.Letters] = true
		}
		// The odds are 4 and 1/4, their square roots 2 and 1/2: the
		// likely boards weigh 4 times the others.
		share, want := float64(high)/float64(len(days)), 4*float64(likely)/float64(4*likely+len(boards)-likely)
		t.Logf("reuse %v: %d of %d days likely (%.2f; expected about %.2f), %d reuse a letter set", reuse, high, len(days), share, want, reused)
		if math.Abs(share-want) > 0.1 {
			t.Errorf("reuse %v: %.2f of the days likely, want about %.2f", reuse, share, want)
		}
		if r := float64(reused) / float64(len(days)); reuse > 0 && r < reuse*0.6 {
			t.Errorf("reuse %v: %.2f of the days reuse a letter set", reuse, r)
		}
		for wd := range 7 {
			want := quantile(ts[wd], words, 0.5)
			if m := quantile(got[wd], words, 0.5); math.Abs(float64(m-want)) > 0.1*float64(want) {
				t.Errorf("reuse %v, %v: median words %d, want %d within 10%%", reuse, time.Weekday(wd), m, want)
			}
		}
	}
}

// TestReuseRate checks the share of the puzzles of the last RecentDays
// whose letter set an earlier one had.
func TestReuseRate(t *testing.T) {
	for _, tt := range []struct {
		text string
		want float64
	}{
		{`2023-01-01 abcdefg a abcdefg
2023-01-03 abcdefg b abcdefg
2023-06-01 hijklmn h hijklmn
2024-01-10 abcdefg c abcdefg
2024-01-11 hijklmn i hijklmn
2024-01-12 opqrstu o opqrstu
2024-01-13 abcdefh a abcdefh
`, 2.0 / 4},
		{"2023-01-01 abcdefg a abcdefg\n2023-01-03 abcdefg b abcdefg\n", 1.0 / 2},
		{"2023-01-01 abcdefg a abcdefg\n2023-06-03 abcdefg b abcdefg\n", 1},
		{"2023-01-01 abcdefg a abcdefg\n2023-06-03 abcdefh b abcdefh\n", 0},
	} {
		a, err := archive.Load(context.Background(), "-", strings.NewReader(tt.text), archive.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if got := ReuseRate(a); math.Abs(got-tt.want) > 1e-12 {
			t.Errorf("%q: %v, want %v", tt.text, got, tt.want)
		}
	}
}
