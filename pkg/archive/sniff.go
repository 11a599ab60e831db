package archive

import (
	"bytes"
	"io"
	"os"
	"regexp"
)

// SniffSize is how much of the start of a file Sniff reads.
const SniffSize = 4096

// Form is what the start of a file looks like to Sniff.
type Form int

// The forms Sniff tells apart.
const (
	Unknown  Form = iota // neither puzzles nor words, or empty
	JSON                 // JSON: an object or an array, as the NYT's game data
	Lines                // text puzzle lines: a YYYY-MM-DD date first
	WordList             // a word alone on its line, or a word and its count
)

// String names the form as a message would: "puzzle lines".
func (f Form) String() string {
	return [...]string{"unknown", "JSON", "puzzle lines", "a word list"}[f]
}

var (
	dateLine  = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}(\s|$)`)
	puzzleKey = regexp.MustCompile(`"(printDate|centerLetter|outerLetters|validLetters)"`)
	wordLine  = regexp.MustCompile(`^[\p{L}'-]+(\s+[\p{L}'-]+)*(\s+\d+)?\s*$`)
)

// Sniff tells from head, the first SniffSize bytes of a file, whether it
// holds puzzles or words, by its first line that is not blank or a #
// comment, and for JSON, the NYT's field names.
func Sniff(head []byte) Form {
	head = bytes.TrimPrefix(head, []byte("\xef\xbb\xbf"))
	for len(head) > 0 {
		line, rest, whole := bytes.Cut(head, []byte("\n"))
		head = rest
		t := bytes.TrimSpace(line)
		switch {
		case len(t) == 0 || t[0] == '#':
			continue
		case t[0] == '{' || t[0] == '[':
			// A JSON word list, such as {"aardvark": 1, ...}, is not
			// puzzles: the NYT's game data names its fields.
			if puzzleKey.Match(head) || puzzleKey.Match(t) {
				return JSON
			}
			return Unknown
		case dateLine.Match(t):
			return Lines
		case whole && wordLine.Match(t):
			// A line cut at SniffSize is not judged.
			return WordList
		}
		return Unknown
	}
	return Unknown
}

// SniffFile returns the form of the file at path by its first SniffSize
// bytes, or Unknown for what is not a regular file that can be read
// again: standard input ("-"), a pipe, a directory, a missing file.
func SniffFile(path string) Form {
	if path == "-" {
		return Unknown
	}
	if fi, err := os.Stat(path); err != nil || !fi.Mode().IsRegular() {
		return Unknown
	}
	f, err := os.Open(path)
	if err != nil {
		return Unknown
	}
	defer f.Close()
	head := make([]byte, SniffSize)
	n, _ := io.ReadFull(f, head)
	return Sniff(head[:n])
}
