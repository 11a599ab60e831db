// Package archive reads archives of published Spelling Bee puzzles with
// their official answers, and measures word lists, filters and boards
// against them.
//
// An archive is a record of puzzles, one per date: the board (its letters
// and its center) and the answers that the New York Times accepted. Load
// and Read check every record, skip the bad ones with a warning, and give
// an Archive. From it, Summarize describes the archive itself, Compare
// measures a word list against it, Calibrate writes the filter that
// describes the NYT's boards as a list sees them, and Published finds a
// board among the puzzles.
//
// # Forms
//
// An archive is a file, a directory of files, or standard input. A file is
// read whole, decompressed first if it is gzip data (known by its first
// two bytes, not by its name), and is in one of these forms:
//
//   - The NYT's own game data: a JSON object per puzzle, with printDate,
//     centerLetter, outerLetters, validLetters, pangrams and answers, as
//     in {"printDate": "2023-01-01", "centerLetter": "e", "outerLetters":
//     ["a", "c", "l", "n", "o", "w"], "validLetters": ["e", "a", "c", "l",
//     "n", "o", "w"], "pangrams": ["allowance"], "answers": ["allowance",
//     "acne", ...]}. Other fields are ignored. Either of outerLetters and
//     validLetters may be left out, and so may pangrams. The objects may
//     come one to a file; in the page's wrapper {"today": {...},
//     "yesterday": {...}}, which is an object with today or yesterday and
//     no printDate, with the past puzzles of its pastPuzzles (thisWeek and
//     lastWeek) too; in a JSON array; or one after another, as in JSON
//     lines.
//   - Forms that list the words the NYT rejected as well, which
//     Puzzle.Rejected keeps: an object per puzzle with date, center,
//     letters (a string or an array), accepted and rejected; or one
//     object keyed by dates written YYYYMMDD, each value with valid (the
//     answers) and invalid (the rejected words), and the letters and
//     center, when it has none, taken from the answers: their letters,
//     and the one letter they all share.
//   - A plain text form for archives written by hand, described below.
//
// An input whose first character, after a UTF-8 byte order mark and white
// space, is '{' or '[' is JSON, and any other is the text form. JSON that
// does not parse is one BadJSON record, and the rest of the input is lost,
// except in JSON lines: an input of two or more lines that are not blank,
// each starting with '{' and ending with '}', has each line read on its
// own, so that a bad line loses that line only. An input with no record at
// all, such as an empty file, is counted as EmptyFile.
//
// A directory stands for every regular file in it whose name does not
// start with a dot, in order of name, following symbolic links; anything
// else in it, a subdirectory for one, is skipped with a warning. Each file
// may be in any form.
//
// # The text form
//
// One puzzle a line: the date, the letters, the center and the answers,
// separated by white space. '#' starts a comment, which runs to the end
// of the line; blank lines are ignored. Letters and answers may be in
// either case. In the EBNF of the Go specification:
//
//	archive = { line } .
//	line    = [ puzzle ] [ comment ] newline .
//	puzzle  = date letters center { answer } .
//	date    = digit digit digit digit "-" digit digit "-" digit digit .
//	letters = letter { letter } .   /* the board's Rules.Size letters, in any order */
//	center  = letter .              /* one of the letters */
//	answer  = letter { letter } .
//	comment = "#" { any character but newline } .
//
// For example:
//
//	# date     letters  center  answers
//	2024-01-03 admipry  m       army damp dram myriad pram primary pyramid ramp
//	2024-01-04 bejkoux  j       joke juke jukebox
//
// # Validation
//
// Each record is checked in this order, and a bad one is skipped, counted
// under the Reason of the first check it fails, and named in a warning, a
// *RecordError, that gives its file, its line and its date if it has a
// valid one, and says what is wrong:
//
//   - the date is written YYYY-MM-DD and is a real date (BadDate);
//   - the letters are Rules.Size letters a-z (BadLetter, BadLetterCount),
//     none twice (RepeatedLetter); in the game data, validLetters has
//     Rules.Size of them and outerLetters one fewer;
//   - the center is one letter a-z among the letters, and not among the
//     outerLetters (BadCenter); where both are given, the outerLetters and
//     the center make the validLetters (LettersMismatch);
//   - there are answers (NoAnswers), and each has only letters a-z
//     (BadAnswer), Rules.MinLen letters or more (ShortAnswer), only the
//     board's letters (OffBoardAnswer) and the center (CenterlessAnswer),
//     and none is given twice (RepeatedAnswer);
//   - the pangrams, where given, are answers that use every letter of the
//     board (BadPangram).
//
// JSON values that are not objects, and fields of the wrong type, are
// BadRecord. Two valid records for one date are read once: the first
// read is kept (files in order of name, records in the order of their
// file), and the second is counted as Duplicate, without a warning, if it
// has the same board and the same answers, and otherwise as Conflict, with
// a warning that names the first and says how they differ. An archive
// with no valid record fails with a *NoPuzzleError.
//
// The input of an archive, counted after decompression and over all its
// files, is bounded by Options.MaxBytes (DefaultMaxBytes, 1 GiB, unless
// set); more fails with a *LimitError.
//
// # The archive itself
//
// The official figures of a puzzle (Puzzle.Official) are those that
// puzzle.Solve and puzzle.Solution give for a word list made of its
// answers: every answer scores Rules.WordScore, a pangram has Rules.Size
// distinct letters, a perfect pangram no more letters than that, and a
// bingo has every letter of the board begin an answer. Rules.Exclude does
// not apply to the official answers; it applies to the lists' words.
//
// Summarize gives the counts of the puzzles and their answers, the
// distributions of the official figures (stats.Describe: quantiles by
// Hyndman and Fan's definition 1), how often each letter is on a board and
// is its center, the number of vowels per board, the letter sets
// published more than once, the vocabulary (the distinct answers) with
// how often each word was accepted, and the constraints.
//
// # Constraints
//
// A constraint is a rule that every board of the archive keeps although
// chance would break it on many boards. With N boards, n(l) of them with
// the letter l and c(l) with l as center, chance is this model, and the
// expected number of boards that would break each kind of constraint is:
//
//   - a letter on no board (n(l) = 0): N·r(l), where r(l) is
//     ReferenceShare, the share of ENABLE's 15,599 pangram letter sets that
//     hold l (S 48.8%, J 2.5%, Q 2.2%), scaled by Rules.Size/7. A letter
//     on no board has no share of the boards to go by, nor any word in the
//     vocabulary; a uniform 7/26 would flag a rare letter such as Q in any
//     archive of a few dozen boards, while a board drawn at random among a
//     dictionary's pangram letter sets has Q about as often as the NYT's
//     do (17.5 expected in the sample, 8 seen) and S on 387 of 793;
//   - a letter on boards but never the center (n(l) > 0, c(l) = 0):
//     n(l)/Rules.Size, the center being any of the board's letters alike;
//   - two letters never on one board (both on boards): n(a)·n(b)/N, the
//     letters being on a board independently with the shares n(l)/N;
//   - the range of vowels from the fewest that any board has to the most:
//     N times the chance of a number outside it when each of A, E, I, O and
//     U is on a board independently with its share n(v)/N (a Poisson
//     binomial distribution). Each side of the range is kept only if it
//     would be broken often enough on its own, and Expected is the sum of
//     the sides kept.
//
// A constraint is reported when its expected count is at least a
// threshold, DefaultMinExpected (5) unless the caller gives another: if
// breaks came as a Poisson count with mean 5, none at all would have a
// chance of e^-5, below 0.7%. On the sample archive of 793 puzzles the
// constraints are vowels 1..3 (153.8 expected), no S (387.0), not-together
// E R (94.7), H J (7.3) and R X (8.8), and center not X (5.1); F Z, at
// 4.9, falls just short. Constraint.Clause writes each in the filter
// language of pkg/filter.
//
// # Word lists against the archive
//
// Compare takes, for every puzzle, the list's words on its board, exactly
// the words that puzzle.Solve gives under the archive's rules, and the
// official answers, and counts the words in both, only in the answers and
// only in the list, and their points. Summed over the puzzles:
//
//   - recall is both / answers: the share of the official answers that the
//     list gives;
//   - precision is both / the list's board words: the share of the list's
//     words on the boards that the NYT accepted;
//   - F1, their harmonic mean, is 2·both / (answers + list words), by
//     which SortLists puts the most NYT-like lists first;
//   - distinct recall is the share of the vocabulary that the list gives;
//   - the median ratio is the median over the puzzles of the list's words
//     per board over the official words;
//   - full boards are the puzzles where the list gives every answer.
//
// The words that tell a list from the NYT are the missing words, accepted
// on some board and not given by the list, each with the number of
// puzzles that accepted it, and the rejected words, the list's words that
// count on at least one board and were accepted on no board where they
// count, each with the number of puzzles on whose board it counts.
//
// Compare never scans the list per board. The archive's index, made once,
// gives every letter set that a word can have to count on some board a
// slot: a board of K letters with center c has the 2^(K-1) slots of c with
// each subset of its other letters. Compare reads the list once, keeping
// the words whose letter set is a slot, and then each board sums its
// slots. On two cores, enable1 against the sample archive takes about 4
// ms, and the index 1.5 ms. An Archive is not changed once read, so
// several lists may be compared with it at once.
//
// # Calibration
//
// Calibrate writes a filter that describes the NYT's boards as a list sees
// them, from the list's own word counts and points on the archive's
// boards. With need = ⌈coverage·N⌉ of the N boards to keep:
//
//   - the filter has "pangrams >= 1" when at least need boards have a
//     pangram in the list;
//   - its ranges are words w(t+1)..w(N-t) and score s(t+1)..s(N-t), the
//     order statistics of the list's word counts and points per board, for
//     the largest t with which at least need boards pass both ranges and
//     the pangram clause together, so that the boards left out are at
//     most the share 1-coverage, split evenly between the ends;
//   - the letter clauses are those of the constraints.
//
// The text is the filter's canonical form, which rank --where and score
// --where read as it is. On the sample archive, enable1's calibrated
// filter at the default coverage of 0.95 is "score 118..703, words
// 31..126, pangrams >= 1, vowels 1..3, no S, not-together E R,
// not-together H J, not-together R X, center not X", which 756 of the 793
// boards pass; the static --preset nyt ("words 20..80, ...") passes 515 of
// them, as enable1 gives each board 1.67 times the NYT's words (the median
// ratio).
package archive
