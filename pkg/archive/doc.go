// Package archive reads archives of published Spelling Bee puzzles with
// their official answers, and measures word lists, filters and boards
// against them: Load reads an Archive, Summarize describes it, Compare
// measures a word list against it, Calibrate writes the filter of its
// boards as a list sees them, and Published finds a board among them.
// MaxScore and MaxBonus bound the points a board may score and the bonus
// that keeps the official answers within them; SniffFile tells an
// archive's file from a word list by its first bytes.
//
// # Forms
//
// An archive is a file, a directory of files (every regular file whose
// name does not start with a dot, in order of name), or standard input,
// each maybe compressed, in one of these forms:
//
//   - The NYT's game data: a JSON object per puzzle with printDate,
//     centerLetter, outerLetters, validLetters, pangrams and answers
//     (either of the letter fields and pangrams may be left out), one to
//     a file, in the page's wrapper {"today": {...}, "yesterday": {...},
//     "pastPuzzles": ...}, in a JSON array, or as JSON lines.
//   - Forms that list the rejected words too (Puzzle.Rejected): an
//     object per puzzle with date, center, letters, accepted and
//     rejected; or one object keyed by dates written YYYYMMDD, each with
//     valid and invalid, the letters and center taken from the answers
//     when it has none.
//   - Text, one puzzle a line: the date, the letters, the center and the
//     answers, separated by white space; '#' starts a comment.
//
// An input that starts with '{' or '[' is JSON. JSON that does not parse
// is one BadJSON record and loses the rest of its input, or of its line.
//
// # Validation
//
// Each record is checked in the order of the Reason constants; a bad one
// is skipped, counted under its Reason and named in a warning, a
// *RecordError. Of two valid records of one date the first is kept; the
// second is a Duplicate if it is the same and a Conflict, with a warning,
// if not. An archive with no valid record fails with a *NoPuzzleError,
// and one larger than Options.MaxBytes with a *wordlist.LimitError.
package archive
