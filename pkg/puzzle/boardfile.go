package puzzle

import (
	"bufio"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
)

// MaxBoardLine is the longest line of a board file, in bytes.
const MaxBoardLine = 64 << 10

// ErrLongLine is the error of a BoardScanner at a line longer than
// MaxBoardLine.
var ErrLongLine = errors.New("line too long")

// BoardScanner reads the boards of a board file, one a line, as
// bufio.Scanner reads lines: blank lines and text from # to the end of a
// line are ignored, and a CSV file whose header has a board column (as
// rank's CSV does) gives the boards of that column. A CSV row that cannot
// be read, or lacks the column, gives its whole line, which ParseBoard
// then refuses.
type BoardScanner struct {
	r      *bufio.Reader
	column int // the board column of a CSV file, -1 until its header
	line   int
	board  string
	err    error
	done   bool
}

// NewBoardScanner returns a scanner of the board file r.
func NewBoardScanner(r io.Reader) *BoardScanner {
	return &BoardScanner{r: bufio.NewReaderSize(r, MaxBoardLine), column: -1}
}

// Scan advances to the next line that holds a board, which Board
// returns, and reports whether there is one. It stops at the end of the
// input, or at an error, which Err returns: ErrLongLine, or that of
// reading.
func (s *BoardScanner) Scan() bool {
	for !s.done {
		text, err := s.r.ReadSlice('\n')
		s.line++
		switch {
		case err == bufio.ErrBufferFull:
			s.err, s.done = ErrLongLine, true
			return false
		case err != nil:
			s.done = true
			if err != io.EOF {
				s.err = err
				return false
			}
		}
		if s.board = strings.TrimSpace(s.boardOf(string(text))); s.board != "" {
			return true
		}
	}
	return false
}

// Board returns the board text of the line Scan stopped at, white space
// around it trimmed: a board to parse, or a line that is not one.
func (s *BoardScanner) Board() string { return s.board }

// Line returns the number of the line Scan last read, from 1.
func (s *BoardScanner) Line() int { return s.line }

// Err returns the error that stopped Scan, or nil at the end of the
// input.
func (s *BoardScanner) Err() error { return s.err }

// boardOf returns the board of a line: text up to a #, or once the
// header of a CSV file with a board column has set the column ("" for
// the header), that column.
func (s *BoardScanner) boardOf(text string) string {
	if s.column < 0 && strings.Contains(text, ",") {
		rec, err := csv.NewReader(strings.NewReader(text)).Read()
		if i := slices.Index(rec, "board"); err == nil && i >= 0 {
			s.column = i
			return ""
		}
	}
	if s.column < 0 {
		board, _, _ := strings.Cut(text, "#")
		return board
	}
	rec, err := csv.NewReader(strings.NewReader(text)).Read()
	if err != nil || s.column >= len(rec) {
		return text // not a board: refused by ParseBoard
	}
	return rec[s.column]
}

// A LineError is a line of a board file that holds no board, or that
// ended the reading (ErrLongLine).
type LineError struct {
	Path string // the file, as its reader names it
	Line int    // from 1
	Err  error
}

// Error names the file and the line, then says what is wrong with it.
func (e *LineError) Error() string { return fmt.Sprintf("%s:%d: %v", e.Path, e.Line, e.Err) }

// Unwrap returns what is wrong with the line.
func (e *LineError) Unwrap() error { return e.Err }

// ReadBoards reads the board file r, named path, with a BoardScanner, and
// returns the boards that parse gives (such as ParseBoard with the rules
// of a run) and a *LineError for each line that parse refused. It reads r
// up to its limit: once r.N is 0 or less, it stops and returns what it
// has, and the caller says that the file is too large. Its error is a
// *LineError of ErrLongLine, or that of reading r.
func ReadBoards(r *io.LimitedReader, path string, parse func(text string) (Honeycomb, error)) (boards []Honeycomb, bad []error, err error) {
	sc := NewBoardScanner(r)
	for sc.Scan() && r.N > 0 {
		if h, err := parse(sc.Board()); err != nil {
			bad = append(bad, &LineError{path, sc.Line(), err})
		} else {
			boards = append(boards, h)
		}
	}
	switch err := sc.Err(); {
	case err == ErrLongLine:
		return boards, bad, &LineError{path, sc.Line(), err}
	case err != nil:
		return boards, bad, err
	}
	return boards, bad, nil
}
