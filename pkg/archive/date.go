package archive

import (
	"fmt"
	"strconv"
	"time"
)

// ParseDate returns the day s, written YYYY-MM-DD as the archives and the
// date flags write days, at midnight UTC. Its error says what is wrong
// with s: not written that way ("expected a day written YYYY-MM-DD"), a
// month that does not exist, or a day its month lacks ("2025-02-30:
// February 2025 has 28 days").
func ParseDate(s string) (time.Time, error) {
	if !dateForm.MatchString(s) {
		return time.Time{}, fmt.Errorf("%q: expected a day written YYYY-MM-DD, such as 2025-03-05", clip(s))
	}
	y, _ := strconv.Atoi(s[:4])
	m, _ := strconv.Atoi(s[5:7])
	d, _ := strconv.Atoi(s[8:])
	if m < 1 || m > 12 {
		return time.Time{}, fmt.Errorf("%s: there is no month %s; expected 01 to 12", s, s[5:7])
	}
	month := time.Month(m)
	days := time.Date(y, month+1, 0, 0, 0, 0, 0, time.UTC).Day()
	switch {
	case d < 1:
		return time.Time{}, fmt.Errorf("%s: there is no day 00; expected 01 to %d", s, days)
	case d > days:
		return time.Time{}, fmt.Errorf("%s: %s %s has %d days", s, month, s[:4], days)
	}
	return time.Date(y, month, d, 0, 0, 0, 0, time.UTC), nil
}
