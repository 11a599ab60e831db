package archive

import (
	"testing"
	"time"
)

// TestParseDate checks every way a day can be wrong, and that a day
// ParseDate takes is the one time.Parse reads, for every day of a leap
// year and of the years around it.
func TestParseDate(t *testing.T) {
	tests := []struct{ in, err string }{
		{"2025-03-05", ""},
		{"2024-02-29", ""},
		{"2000-02-29", ""},
		{"0001-01-01", ""},
		{"2025-02-30", "2025-02-30: February 2025 has 28 days"},
		{"2025-02-29", "2025-02-29: February 2025 has 28 days"},
		{"1900-02-29", "1900-02-29: February 1900 has 28 days"},
		{"2024-02-30", "2024-02-30: February 2024 has 29 days"},
		{"2025-04-31", "2025-04-31: April 2025 has 30 days"},
		{"2025-01-00", "2025-01-00: there is no day 00; expected 01 to 31"},
		{"2025-13-01", "2025-13-01: there is no month 13; expected 01 to 12"},
		{"2025-00-10", "2025-00-10: there is no month 00; expected 01 to 12"},
		{"2025-2-3", `"2025-2-3": expected a day written YYYY-MM-DD, such as 2025-03-05`},
		{"20250305", `"20250305": expected a day written YYYY-MM-DD, such as 2025-03-05`},
		{"", `"": expected a day written YYYY-MM-DD, such as 2025-03-05`},
		{"2025-03-05 ", `"2025-03-05 ": expected a day written YYYY-MM-DD, such as 2025-03-05`},
	}
	for _, tt := range tests {
		got, err := ParseDate(tt.in)
		switch {
		case tt.err == "" && err != nil:
			t.Errorf("ParseDate(%q): %v", tt.in, err)
		case tt.err == "" && got.Format(time.DateOnly) != tt.in:
			t.Errorf("ParseDate(%q) = %v", tt.in, got)
		case tt.err != "" && (err == nil || err.Error() != tt.err):
			t.Errorf("ParseDate(%q): error %v; want %q", tt.in, err, tt.err)
		}
	}
	// Against time.Parse: the same days taken, the same refused.
	for day := time.Date(1999, 1, 1, 0, 0, 0, 0, time.UTC); day.Year() < 2002; day = day.AddDate(0, 0, 1) {
		for _, s := range []string{day.Format(time.DateOnly), day.Format("2006-01-") + "30", day.Format("2006-01-") + "31", day.Format("2006-01-") + "29"} {
			want, werr := time.Parse(time.DateOnly, s)
			got, err := ParseDate(s)
			if (err == nil) != (werr == nil) || err == nil && !got.Equal(want) {
				t.Errorf("ParseDate(%q) = %v, %v; time.Parse gives %v, %v", s, got, err, want, werr)
			}
		}
	}
}
