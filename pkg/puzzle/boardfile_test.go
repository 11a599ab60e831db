package puzzle

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
)

func TestBoardScanner(t *testing.T) {
	for _, tt := range []struct {
		name, in string
		boards   []string // "LINE:BOARD"
		err      error
	}{
		{"empty", "", nil, nil},
		{"lines", "R/AEGINT\n\nAEGINRT:R\n", []string{"1:R/AEGINT", "3:AEGINRT:R"}, nil},
		{"no final newline", "R/AEGINT\nJ/BEKOUX", []string{"1:R/AEGINT", "2:J/BEKOUX"}, nil},
		{"comments and space", "# boards\n  R/AEGINT  # the first\n   # nothing\n", []string{"2:R/AEGINT"}, nil},
		{"not a board is given as it is", "hello world\n", []string{"1:hello world"}, nil},
		{"a comma without a board column", "a,b\nR/AEGINT\n", []string{"1:a,b", "2:R/AEGINT"}, nil},
		{"rank's CSV", "list,variant,rank,board,score\nenable1,no-s,1,AEGINRT:R,537\nenable1,no-s,2,AEINRST:E,500\n",
			[]string{"2:AEGINRT:R", "3:AEINRST:E"}, nil},
		{"a CSV row without the column", "board,score\nAEGINRT:R,537\n\"bad\n", []string{"2:AEGINRT:R", "3:\"bad"}, nil},
		{"a CSV row too short", "score,board\n537\n", []string{"2:537"}, nil},
		{"# in a CSV column is kept", "x,board\n1,AEGINRT:R#\n", []string{"2:AEGINRT:R#"}, nil},
		{"a line too long", "R/AEGINT\n" + strings.Repeat("x", MaxBoardLine+1) + "\nJ/BEKOUX\n", []string{"1:R/AEGINT"}, ErrLongLine},
		{"the longest line", strings.Repeat(" ", MaxBoardLine-9) + "R/AEGINT\n", []string{"1:R/AEGINT"}, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := NewBoardScanner(strings.NewReader(tt.in))
			var got []string
			for s.Scan() {
				got = append(got, fmt.Sprintf("%d:%s", s.Line(), s.Board()))
			}
			if !slices.Equal(got, tt.boards) || s.Err() != tt.err {
				t.Errorf("boards %q, error %v; want %q, %v", got, s.Err(), tt.boards, tt.err)
			}
		})
	}
}

func TestBoardScannerReadError(t *testing.T) {
	bad := errors.New("disk on fire")
	s := NewBoardScanner(iotest.DataErrReader(iotest.ErrReader(bad)))
	if s.Scan() || s.Err() != bad {
		t.Errorf("Scan on a failing reader: error %v; want %v", s.Err(), bad)
	}
	s = NewBoardScanner(strings.NewReader("R/AEGINT"))
	if !s.Scan() || s.Scan() || s.Scan() || s.Err() != nil {
		t.Errorf("Scan after the end: error %v; want false and nil", s.Err())
	}
}

// TestReadBoards checks the boards ReadBoards gives and the lines it
// refuses, with their numbers, and that it stops at the limit of its
// reader or at a line too long.
func TestReadBoards(t *testing.T) {
	parse := func(text string) (Honeycomb, error) { return ParseBoard(text, DefaultRules) }
	for _, tt := range []struct {
		name, in string
		limit    int64
		boards   []string // as Honeycomb.String gives them
		bad      []string
		err      string
	}{
		{"boards and a bad line", "R/AEGINT\nhello\n# nothing\nJ/BEKOUX\n", 1 << 20,
			[]string{"AEGINRT:R", "BEJKOUX:J"}, []string{"b.txt:2: "}, ""},
		{"stops at the limit", "R/AEGINT\nJ/BEKOUX\n", 12, []string{"AEGINRT:R"}, nil, ""},
		{"a line too long", "R/AEGINT\n" + strings.Repeat("x", MaxBoardLine+1) + "\n", 1 << 20,
			[]string{"AEGINRT:R"}, nil, "b.txt:2: line too long"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			boards, bad, err := ReadBoards(&io.LimitedReader{R: iotest.OneByteReader(strings.NewReader(tt.in)), N: tt.limit}, "b.txt", parse)
			var got []string
			for _, h := range boards {
				got = append(got, h.String())
			}
			if !slices.Equal(got, tt.boards) {
				t.Errorf("boards %q; want %q", got, tt.boards)
			}
			if len(bad) != len(tt.bad) {
				t.Fatalf("bad lines %v; want %d", bad, len(tt.bad))
			}
			for i, b := range bad {
				var le *LineError
				if !errors.As(b, &le) || !strings.HasPrefix(b.Error(), tt.bad[i]) || le.Err == nil {
					t.Errorf("bad line %d: %v; want a *LineError starting %q", i, b, tt.bad[i])
				}
			}
			if fmt.Sprint(err) != cmp.Or(tt.err, "<nil>") {
				t.Errorf("error %v; want %s", err, cmp.Or(tt.err, "nil"))
			}
			if tt.err != "" && !errors.Is(err, ErrLongLine) {
				t.Errorf("error %v is not ErrLongLine", err)
			}
		})
	}
}
