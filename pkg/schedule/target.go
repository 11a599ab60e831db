package schedule

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Span is a range of words or points, Lo to Hi; the zero Span is none.
type Span struct{ Lo, Hi int }

// Aim is what the days of a weekday aim at without an archive: words in
// a span, and points in a span when Points is not zero.
type Aim struct{ Words, Points Span }

// String returns the aim as ParseTargets reads it after the "=", such
// as "30..60/120..300".
func (a Aim) String() string {
	s := a.Words.String()
	if a.Points != (Span{}) {
		s += "/" + a.Points.String()
	}
	return s
}

// String returns "N" for a span of one value, else "LO..HI".
func (s Span) String() string {
	if s.Lo == s.Hi {
		return strconv.Itoa(s.Lo)
	}
	return fmt.Sprintf("%d..%d", s.Lo, s.Hi)
}

// AimTargets is the number of targets of an Aim: its spans' 0th to
// 100th percentiles, so that each weekday weighs the same in a summary
// of all.
const AimTargets = 101

// Targets returns the AimTargets targets of a, evenly spread over its
// spans from the lowest words and points to the highest; a Target's
// Points is AnyPoints when a has no points. The days of a weekday take
// their quantiles (Plan.Targets), so they spread evenly over the spans.
func (a Aim) Targets() []Target {
	at := func(s Span, i int) int {
		return s.Lo + int(float64(s.Hi-s.Lo)*float64(i)/float64(AimTargets-1)+0.5)
	}
	out := make([]Target, AimTargets)
	for i := range out {
		out[i] = Target{Words: at(a.Words, i), Points: AnyPoints}
		if a.Points != (Span{}) {
			out[i].Points = at(a.Points, i)
		}
	}
	return out
}

// AnyPoints is the Points of a Target that aims at words alone: the
// points of a board then do not count in its distance from the target.
const AnyPoints = -1

// Week is the aims of the weekdays, by time.Weekday; nil for a weekday
// not given.
type Week [7]*Aim

// Targets returns the targets of each weekday, as Plan.Targets takes them.
func (w *Week) Targets() [7][]Target {
	var out [7][]Target
	for wd, a := range w {
		if a != nil {
			out[wd] = a.Targets()
		}
	}
	return out
}

// String returns the aims as ParseTarget reads them, the weekdays from
// Monday with the same aim in a row joined as a range: "all=30..60", or
// "mon-fri=30..60 sat-sun=50..80/250..400"; a weekday without is left out.
func (w *Week) String() string {
	var parts []string
	for i := 0; i < 7; {
		a := w[(i+1)%7]
		j := i + 1
		for j < 7 && a != nil && w[(j+1)%7] != nil && *w[(j+1)%7] == *a {
			j++
		}
		switch name := func(k int) string { return weekdayNames[(k+1)%7][:3] }; {
		case a == nil:
		case i == 0 && j == 7:
			parts = append(parts, "all="+a.String())
		case j == i+1:
			parts = append(parts, name(i)+"="+a.String())
		default:
			parts = append(parts, name(i)+"-"+name(j-1)+"="+a.String())
		}
		i = j
	}
	return strings.Join(parts, " ")
}

// ParseTarget sets in w the aim of one target, "DAYS=WORDS[/POINTS]"
// (an error says what is wrong in it, not the text itself):
// DAYS is "all", a weekday ("sun" or "sunday", in any case), a range of
// weekdays from Monday to Sunday ("mon-fri"), or several of those
// joined by commas ("sat,sun"); WORDS and POINTS are a number N or a
// range LO..HI, of words from 1 and points from 1. A later target of a
// weekday replaces an earlier one.
func (w *Week) ParseTarget(text string) error {
	days, aim, ok := strings.Cut(text, "=")
	if !ok {
		return fmt.Errorf("expected DAYS=WORDS or DAYS=WORDS/POINTS, such as all=30..60 or sun=50..80/250..400")
	}
	set, err := parseWeekdays(days)
	if err != nil {
		return err
	}
	var a Aim
	words, points, hasPoints := strings.Cut(aim, "/")
	if a.Words, err = parseSpan(words); err != nil {
		return fmt.Errorf("words %w", err)
	}
	if hasPoints {
		if a.Points, err = parseSpan(points); err != nil {
			return fmt.Errorf("points %w", err)
		}
	}
	for wd, in := range set {
		if in {
			w[wd] = &a
		}
	}
	return nil
}

// weekdayNames are the weekdays' names in lower case, by time.Weekday.
var weekdayNames = func() (out [7]string) {
	for wd := range out {
		out[wd] = strings.ToLower(time.Weekday(wd).String())
	}
	return out
}()

// parseWeekday returns the weekday of a name or its first three letters.
func parseWeekday(s string) (time.Weekday, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	for wd, name := range weekdayNames {
		if s == name || s == name[:3] {
			return time.Weekday(wd), nil
		}
	}
	return 0, fmt.Errorf("weekday %q: expected all, mon, tue, wed, thu, fri, sat or sun (or the full name), or a range such as mon-fri", s)
}

// parseWeekdays returns the weekdays of a DAYS part of a target.
func parseWeekdays(text string) (set [7]bool, err error) {
	for part := range strings.SplitSeq(text, ",") {
		if strings.EqualFold(strings.TrimSpace(part), "all") {
			set = [7]bool{true, true, true, true, true, true, true}
			continue
		}
		from, to, isRange := strings.Cut(part, "-")
		a, err := parseWeekday(from)
		if err != nil {
			return set, err
		}
		b := a
		if isRange {
			if b, err = parseWeekday(to); err != nil {
				return set, err
			}
		}
		// Monday is the first day of a range, Sunday the last.
		i, j := (int(a)+6)%7, (int(b)+6)%7
		if i > j {
			return set, fmt.Errorf("weekdays %q: expected a range from Monday towards Sunday, such as mon-fri or sat-sun", strings.TrimSpace(part))
		}
		for k := i; k <= j; k++ {
			set[(k+1)%7] = true
		}
	}
	return set, nil
}

// parseSpan reads "N" or "LO..HI", of numbers from 1.
func parseSpan(text string) (Span, error) {
	lo, hi, isRange := strings.Cut(strings.TrimSpace(text), "..")
	if !isRange {
		hi = lo
	}
	a, err1 := strconv.Atoi(strings.TrimSpace(lo))
	b, err2 := strconv.Atoi(strings.TrimSpace(hi))
	switch {
	case err1 != nil || err2 != nil:
		return Span{}, fmt.Errorf("%q: expected a number N or a range LO..HI, such as 30..60", text)
	case a < 1 || b < a:
		return Span{}, fmt.Errorf("%q: expected numbers from 1, the lower first", text)
	}
	return Span{a, b}, nil
}
