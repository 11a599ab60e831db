package archive

import "github.com/beebatch/beebatch/pkg/wordlist"

// Reason says why a record of an archive was skipped.
type Reason uint8

// The reasons a record can be skipped, in the order of the checks: a
// record is counted under the first that applies. Their String forms are
// the keys of the "skipped" object of JSON reports.
const (
	BadJSON          Reason = iota // JSON that does not parse; the rest of its file or line is skipped
	BadRecord                      // a JSON value that is not a puzzle object, or a field of the wrong type
	BadDate                        // no date, or not a real date written YYYY-MM-DD
	BadLetter                      // a letter that is not one of a-z, or no letters at all
	RepeatedLetter                 // a letter given twice
	BadLetterCount                 // not Rules.Size letters
	BadCenter                      // no center, or a center that is not one of the letters
	LettersMismatch                // outerLetters and the center do not make validLetters
	NoAnswers                      // no answers
	BadAnswer                      // an answer with a character other than a-z
	ShortAnswer                    // an answer shorter than Rules.MinLen
	OffBoardAnswer                 // an answer with a letter that is not on the board
	CenterlessAnswer               // an answer without the center
	RepeatedAnswer                 // an answer given twice
	BadPangram                     // a pangram that is not an answer, or does not use every letter
	BadRejected                    // a rejected word that is not a word of the board: too short, a letter not on it, or no center
	Conflict                       // a second record for a date, different from the first
	Duplicate                      // a second record for a date, the same as the first
	EmptyFile                      // a file, or standard input, with no record in it
	NumReasons                     // the number of reasons, not a reason
)

var reasonNames = [NumReasons]string{
	BadJSON:          "bad-json",
	BadRecord:        "bad-record",
	BadDate:          "bad-date",
	BadLetter:        "bad-letter",
	RepeatedLetter:   "repeated-letter",
	BadLetterCount:   "letter-count",
	BadCenter:        "bad-center",
	LettersMismatch:  "letters-mismatch",
	NoAnswers:        "no-answers",
	BadAnswer:        "bad-answer",
	ShortAnswer:      "short-answer",
	OffBoardAnswer:   "off-board-answer",
	CenterlessAnswer: "centerless-answer",
	RepeatedAnswer:   "repeated-answer",
	BadPangram:       "bad-pangram",
	BadRejected:      "bad-rejected",
	Conflict:         "conflict",
	Duplicate:        "duplicate",
	EmptyFile:        "empty-file",
}

// String returns the reason's name, such as "bad-date".
func (r Reason) String() string { return wordlist.ReasonName(reasonNames[:], r) }

// Skips counts skipped records by reason.
type Skips [NumReasons]int

// Total returns the number of skipped records.
func (s *Skips) Total() int {
	n := 0
	for _, c := range s {
		n += c
	}
	return n
}

// Map returns the non-zero counts keyed by reason name; it is empty, not
// nil, when nothing was skipped.
func (s *Skips) Map() map[string]int { return wordlist.CountsByName(s[:], reasonNames[:]) }
