package report

import (
	"strings"
	"testing"
)

func TestWrap(t *testing.T) {
	tests := []struct {
		text        string
		width       int
		first, rest string
		want        string
	}{
		{"", 10, "", "", "\n"},
		{"a b c", 10, "", "", "a b c\n"},
		{"aaa bbb ccc", 7, "", "", "aaa bbb\nccc\n"},
		{"aaa bbb ccc", 7, "", "  ", "aaa bbb\n  ccc\n"},
		{"aaa bbb ccc", 8, "> ", "  ", "> aaa\n  bbb\n  ccc\n"},
		{"aaa  bbb\nccc", 20, "", "", "aaa bbb ccc\n"}, // spaces and newlines are one break
		// A word too long for any line is broken where the line ends.
		{"abcdefghij", 4, "", "", "abcd\nefgh\nij\n"},
		{"x abcdefghij y", 5, "", " ", "x\n abcd\n efgh\n ij y\n"},
		// A path too long for any line breaks after a directory.
		{"/tmp/dir/words.txt", 12, "", "", "/tmp/dir/\nwords.txt\n"},
		{"p /tmp/directory/words.txt", 12, "", "  ", "p\n  /tmp/\n  directory/\n  words.txt\n"},
		{"/abcdefghijklmn", 5, "", "", "/abcd\nefghi\njklmn\n"},
		// No break at NoBreak, which is written as a space.
		{"min" + NoBreak + "14, max" + NoBreak + "3,898", 10, "", "", "min 14,\nmax 3,898\n"},
		// A rune of a wide script takes two columns.
		{"日本 語", 5, "", "", "日本\n語\n"},
	}
	for _, tt := range tests {
		got := Wrap(tt.text, tt.width, tt.first, tt.rest)
		if got != tt.want {
			t.Errorf("Wrap(%q, %d, %q, %q) = %q; want %q", tt.text, tt.width, tt.first, tt.rest, got, tt.want)
		}
		if w := textWidth(got); w > tt.width {
			t.Errorf("Wrap(%q, %d, ...) is %d columns wide", tt.text, tt.width, w)
		}
	}
}

func TestGlueEach(t *testing.T) {
	got := GlueItems("min 14, q1 229; mean 500.4, sd 375.4")
	want := strings.ReplaceAll("min_14, q1_229; mean_500.4, sd_375.4", "_", NoBreak)
	if got != want {
		t.Errorf("GlueItems = %q; want %q", got, want)
	}
}

func TestWidth(t *testing.T) {
	var b strings.Builder
	for _, tt := range []struct {
		w    any
		want int
	}{
		{&b, DefaultWidth},
		{Columns{Writer: &b, N: 120}, 120},
		{&Columns{Writer: &b, N: 100}, 100},
		{&Columns{Writer: &b}, DefaultWidth},
	} {
		w := tt.w.(interface{ Write([]byte) (int, error) })
		if got := Width(w); got != tt.want {
			t.Errorf("Width(%T) = %d; want %d", tt.w, got, tt.want)
		}
	}
}

// TestFitTable checks the three layouts of a table: ruled where it fits,
// plain columns where only they fit, and records where neither does.
func TestFitTable(t *testing.T) {
	tab := table{
		header: []string{"name", "source", "sum"},
		align:  []align{alignLeft, alignLeft, alignRight},
		rows:   [][]string{{"enable1", "https://norvig.com/ngrams/enable1.txt", "96f5714f0b80"}, {"web2", "debian miscfiles", "-"}},
	}
	ruled := `┌─────────┬───────────────────────────────────────┬──────────────┐
│ name    │ source                                │          sum │
├─────────┼───────────────────────────────────────┼──────────────┤
│ enable1 │ https://norvig.com/ngrams/enable1.txt │ 96f5714f0b80 │
│ web2    │ debian miscfiles                      │            - │
└─────────┴───────────────────────────────────────┴──────────────┘
`
	plain := `name     source                                          sum
enable1  https://norvig.com/ngrams/enable1.txt  96f5714f0b80
web2     debian miscfiles                                  -
`
	records := `enable1
  source  https://norvig.com/ngrams/enable1.txt
  sum     96f5714f0b80

web2
  source  debian miscfiles
  sum     -
`
	narrow := `enable1
  source  https://norvig.com/ngrams/
          enable1.txt
  sum     96f5714f0b80

web2
  source  debian miscfiles
  sum     -
`
	for _, tt := range []struct {
		width int
		plain bool
		want  string
	}{
		{80, false, ruled},
		{66, false, ruled},
		{65, false, plain},
		{80, true, plain},
		{60, false, plain},
		{59, false, records},
		{36, false, narrow},
	} {
		var b strings.Builder
		tab.plain = tt.plain
		if err := fitTable(Columns{&b, tt.width}, tab); err != nil {
			t.Fatal(err)
		}
		if b.String() != tt.want {
			t.Errorf("width %d, plain %v:\n%s\nwant:\n%s", tt.width, tt.plain, b.String(), tt.want)
		}
		if w := textWidth(b.String()); w > tt.width {
			t.Errorf("width %d: the table takes %d columns", tt.width, w)
		}
	}
}

// textWidth returns the number of terminal columns that the widest line
// of s takes.
func textWidth(s string) int {
	widest := 0
	for line := range strings.Lines(s) {
		widest = max(widest, cells.StringWidth(strings.TrimRight(line, "\n")))
	}
	return widest
}
