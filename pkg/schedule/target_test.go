package schedule

import (
	"slices"
	"strings"
	"testing"
	"time"
)

func TestParseTarget(t *testing.T) {
	all := Aim{Words: Span{30, 60}}
	tests := []struct {
		targets []string
		want    string // Week.String, or the error
	}{
		{[]string{"all=30..60"}, "all=30..60"},
		{[]string{"ALL=30..60", "sun=50..80/250..400"}, "mon-sat=30..60 sun=50..80/250..400"},
		{[]string{"mon-fri=20", "Saturday,sun=40..50/100..200"}, "mon-fri=20 sat-sun=40..50/100..200"},
		{[]string{"sat-sun=5"}, "sat-sun=5"},
		{[]string{"wed=5"}, "wed=5"},
		{[]string{"all=5", "wed=6", "sun=5"}, "mon-tue=5 wed=6 thu-sun=5"},
		{[]string{"mon=5", "wed=5", "thu=5"}, "mon=5 wed-thu=5"},
		{[]string{"sun-mon=5"}, `weekdays "sun-mon": expected a range from Monday towards Sunday`},
		{[]string{"mun=5"}, `weekday "mun": expected all, mon`},
		{[]string{"mon"}, "expected DAYS=WORDS or DAYS=WORDS/POINTS"},
		{[]string{"mon=0..5"}, `words "0..5": expected numbers from 1`},
		{[]string{"mon=9..5"}, `words "9..5": expected numbers from 1, the lower first`},
		{[]string{"mon=5/x"}, `points "x": expected a number N or a range LO..HI`},
		{[]string{"mon=5.."}, `words "5..": expected a number N`},
	}
	for _, tt := range tests {
		var w Week
		var err error
		for _, s := range tt.targets {
			if err = w.ParseTarget(s); err != nil {
				break
			}
		}
		got := w.String()
		if err != nil {
			got = err.Error()
		}
		if !strings.HasPrefix(got, tt.want) {
			t.Errorf("%q: got %q, want %q", tt.targets, got, tt.want)
		}
	}
	var w Week
	if err := w.ParseTarget("all=30..60"); err != nil || *w[time.Sunday] != all {
		t.Errorf("all=30..60: %v, %v", w[time.Sunday], err)
	}
}

// TestAimTargets checks that an aim's targets cover its spans evenly,
// from the lowest to the highest, with points rising with words, and
// that its median is the spans' middle.
func TestAimTargets(t *testing.T) {
	tests := []struct {
		aim       Aim
		n         int
		first     Target
		last      Target
		anyPoints bool
	}{
		{Aim{Words: Span{30, 60}}, AimTargets, Target{30, AnyPoints}, Target{60, AnyPoints}, true},
		{Aim{Words: Span{40, 40}}, AimTargets, Target{40, AnyPoints}, Target{40, AnyPoints}, true},
		{Aim{Words: Span{30, 60}, Points: Span{100, 300}}, AimTargets, Target{30, 100}, Target{60, 300}, false},
		{Aim{Words: Span{10, 5000}}, AimTargets, Target{10, AnyPoints}, Target{5000, AnyPoints}, true},
	}
	for _, tt := range tests {
		ts := tt.aim.Targets()
		if len(ts) != tt.n || ts[0] != tt.first || ts[len(ts)-1] != tt.last {
			t.Errorf("%v: %d targets from %v to %v, want %d from %v to %v", tt.aim, len(ts), ts[0], ts[len(ts)-1], tt.n, tt.first, tt.last)
		}
		for i := 1; i < len(ts); i++ {
			if ts[i].Words < ts[i-1].Words || ts[i].Points < ts[i-1].Points {
				t.Errorf("%v: targets %v then %v", tt.aim, ts[i-1], ts[i])
			}
		}
		if mid := ts[len(ts)/2]; mid.Words != (tt.aim.Words.Lo+tt.aim.Words.Hi+1)/2 {
			t.Errorf("%v: middle target %v", tt.aim, mid)
		}
		for _, x := range ts {
			if (x.Points == AnyPoints) != tt.anyPoints || x.Words < tt.aim.Words.Lo || x.Words > tt.aim.Words.Hi {
				t.Fatalf("%v: target %v", tt.aim, x)
			}
		}
	}
}

// TestWeekPlan plans a year over synthetic boards by a Week without
// points: each weekday's days spread over its span, and the medians of
// words follow the spans' middles.
func TestWeekPlan(t *testing.T) {
	boards, _ := synthetic(20000, 3)
	var w Week
	for _, s := range []string{"all=30..40", "sun=60..70"} {
		if err := w.ParseTarget(s); err != nil {
			t.Fatal(err)
		}
	}
	p := &Plan{From: time.Date(2027, 1, 4, 0, 0, 0, 0, time.UTC), Days: 364, Boards: boards, Targets: w.Targets(), Seed: 1}
	days, err := p.Make()
	if err != nil {
		t.Fatal(err)
	}
	check(t, p, days)
	var got [7][]int
	for _, d := range days {
		if d.Target.Points != AnyPoints {
			t.Fatalf("%v: target %v has points", d.Date, d.Target)
		}
		got[d.Date.Weekday()] = append(got[d.Date.Weekday()], d.Words)
	}
	for wd, ws := range got {
		slices.Sort(ws)
		lo, hi := 30, 40
		if time.Weekday(wd) == time.Sunday {
			lo, hi = 60, 70
		}
		if ws[0] < lo-1 || ws[len(ws)-1] > hi+1 || ws[len(ws)/2] < (lo+hi)/2-2 || ws[len(ws)/2] > (lo+hi)/2+2 {
			t.Errorf("%v: words %v, want %d..%d with the median near %d", time.Weekday(wd), ws, lo, hi, (lo+hi)/2)
		}
	}
	s := Summarize(p.Targets, nil)
	if s.Weekdays[0].TargetPoints != AnyPoints || s.Weekdays[6].TargetWords != 65 || s.Weekdays[7].TargetWords != 36 { // 6 weekdays of 30..40 and one of 60..70
		t.Errorf("summary of the targets: %+v", s.Weekdays)
	}
}
