package schedule

import (
	"math"
	"slices"
	"time"
)

// Weekday compares the days of one weekday of a schedule, or of all
// (Name "all"), with their targets: the medians of words and points.
type Weekday struct {
	Name         string `json:"weekday"`
	Targets      int    `json:"targets"` // the targets (archive boards)
	Days         int    `json:"days"`
	TargetWords  int    `json:"target_words"` // the targets' medians
	Words        int    `json:"words"`        // the days' medians
	TargetPoints int    `json:"target_points"`
	Points       int    `json:"points"`
	Outside      int    `json:"outside_p5_p95"` // days whose words are outside all the targets' P5..P95
}

// Summary holds the comparison of a schedule with its targets.
type Summary struct {
	Weekdays []Weekday `json:"weekdays"` // Monday first, then "all"
	P5       int       `json:"target_words_p5"`
	P95      int       `json:"target_words_p95"`
}

// Summarize compares the puzzles of a schedule with targets, by weekday
// and in all.
func Summarize(targets [7][]Target, ps []*Puzzle) Summary {
	var all []Target
	for _, ts := range targets {
		all = append(all, ts...)
	}
	s := Summary{P5: quantile(all, words, 0.05), P95: quantile(all, words, 0.95)}
	var got [7][]Target
	for _, p := range ps {
		d, _ := time.Parse(time.DateOnly, p.PrintDate)
		got[d.Weekday()] = append(got[d.Weekday()], Target{p.Figures.Words, p.Figures.Points})
	}
	row := func(name string, ts, ds []Target) Weekday {
		w := Weekday{Name: name, Targets: len(ts), Days: len(ds),
			TargetWords: quantile(ts, words, 0.5), TargetPoints: quantile(ts, points, 0.5),
			Words: quantile(ds, words, 0.5), Points: quantile(ds, points, 0.5)}
		for _, d := range ds {
			if d.Words < s.P5 || d.Words > s.P95 {
				w.Outside++
			}
		}
		return w
	}
	var days []Target
	for i := range 7 {
		wd := time.Weekday((i + 1) % 7)
		s.Weekdays = append(s.Weekdays, row(wd.String(), targets[wd], got[wd]))
		days = append(days, got[wd]...)
	}
	s.Weekdays = append(s.Weekdays, row("all", all, days))
	return s
}

func words(t Target) int  { return t.Words }
func points(t Target) int { return t.Points }

// quantile returns the p-quantile of f over ts by Hyndman and Fan's
// definition 1 (the lower median for an even count), leaving out the
// values of AnyPoints; 0 for none, AnyPoints when all are.
func quantile(ts []Target, f func(Target) int, p float64) int {
	if len(ts) == 0 {
		return 0
	}
	x := make([]int, 0, len(ts))
	for _, t := range ts {
		if v := f(t); v != AnyPoints {
			x = append(x, v)
		}
	}
	if len(x) == 0 {
		return AnyPoints
	}
	slices.Sort(x)
	return x[max(0, int(math.Ceil(p*float64(len(x))-1e-9))-1)]
}
