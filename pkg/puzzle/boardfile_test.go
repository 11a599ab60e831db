package puzzle

import (
	"errors"
	"fmt"
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
