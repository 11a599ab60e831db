package filter

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/measure"
)

// cand returns the candidate board letters:center with its counts.
func cand(t *testing.T, board string, score, words, pangrams, perfect int) *Candidate {
	t.Helper()
	letters, center, ok := strings.Cut(board, ":")
	l, err1 := bitset.Parse(letters)
	c, err2 := bitset.Parse(center)
	if !ok || err1 != nil || err2 != nil || c.Len() != 1 || !l.Contains(c) {
		t.Fatalf("bad test board %q", board)
	}
	cand := &Candidate{Letters: l, Center: c}
	cand.Values[measure.Score], cand.Values[measure.Words], cand.Values[measure.Pangrams], cand.Values[measure.Perfect] = int64(score), int64(words), int64(pangrams), int64(perfect)
	return cand
}

func TestParse(t *testing.T) {
	type match struct {
		board                           string
		score, words, pangrams, perfect int
		want                            bool
	}
	tests := []struct {
		src, canonical string
		needs          Fields
		matches        []match
	}{
		{"", "", 0, []match{{"AEGINRT:R", 0, 0, 0, 0, true}}},
		{" \t\n ", "", 0, nil},
		// The example, verbatim.
		{
			"words 25..50, pangrams >= 1, vowels 1..3, not-together E R, center not Q",
			"words 25..50, pangrams >= 1, vowels 1..3, not-together E R, center not Q", Words | Pangrams,
			[]match{
				{"ABDILNO:L", 100, 25, 1, 0, true},
				{"ABDILNO:L", 100, 50, 3, 0, true},
				{"ABDILNO:L", 100, 24, 1, 0, false}, // too few words
				{"ABDILNO:L", 100, 51, 1, 0, false}, // too many
				{"ABDILNO:L", 100, 30, 0, 0, false}, // no pangram
				{"BCDILNO:L", 100, 30, 1, 0, true},  // 2 vowels
				{"BCDFLNO:L", 100, 30, 1, 0, true},  // 1 vowel
				{"BCDFLNT:L", 100, 30, 1, 0, false}, // no vowel
				{"ABDIOUN:N", 100, 30, 1, 0, false}, // 4 vowels
				{"ABDELNR:L", 100, 30, 1, 0, false}, // E with R
				{"ABDELNO:L", 100, 30, 1, 0, true},  // E alone
				{"ABDILNQ:Q", 100, 30, 1, 0, false}, // center Q
				{"ABDILNQ:L", 100, 30, 1, 0, true},  // Q, not the center
			},
		},
		// The nyt preset as the brief words it.
		{
			"no S, not-together E R, vowels 1..3, pangrams >= 1, words 20..80",
			"words 20..80, pangrams >= 1, vowels 1..3, no S, not-together E R", Words | Pangrams,
			[]match{
				{"AEGILNT:L", 0, 20, 1, 0, true},
				{"AEGILNT:L", 0, 80, 1, 0, true},
				{"AEGILNS:L", 0, 40, 1, 0, false},
				{"AEGINRT:R", 3898, 537, 50, 5, false},
			},
		},
		// Every form of a range.
		{"score 10..20", "score 10..20", Score, []match{{"ABCDEFG:A", 9, 0, 0, 0, false}, {"ABCDEFG:A", 10, 0, 0, 0, true}, {"ABCDEFG:A", 20, 0, 0, 0, true}, {"ABCDEFG:A", 21, 0, 0, 0, false}}},
		{"score 10 .. 20", "score 10..20", Score, nil},
		{"score 10..", "score >= 10", Score, []match{{"ABCDEFG:A", 9, 0, 0, 0, false}, {"ABCDEFG:A", 10, 0, 0, 0, true}, {"ABCDEFG:A", 1 << 40, 0, 0, 0, true}}},
		{"score ..20", "score <= 20", Score, []match{{"ABCDEFG:A", 0, 0, 0, 0, true}, {"ABCDEFG:A", 20, 0, 0, 0, true}, {"ABCDEFG:A", 21, 0, 0, 0, false}}},
		{"score >= 10", "score >= 10", Score, nil},
		{"score>=10", "score >= 10", Score, nil},
		{"score <= 20", "score <= 20", Score, nil},
		{"score > 9", "score >= 10", Score, nil},
		{"score < 21", "score <= 20", Score, nil},
		{"score = 15", "score 15", Score, []match{{"ABCDEFG:A", 14, 0, 0, 0, false}, {"ABCDEFG:A", 15, 0, 0, 0, true}, {"ABCDEFG:A", 16, 0, 0, 0, false}}},
		{"score 15", "score 15", Score, nil},
		{"score 15..15", "score 15", Score, nil},
		{"score 0..", "", 0, nil},
		{"score >= 0", "", 0, nil},
		{"words ..0", "words 0", Words, []match{{"ABCDEFG:A", 0, 0, 0, 0, true}, {"ABCDEFG:A", 0, 1, 0, 0, false}}},
		{"words < 1", "words 0", Words, nil},
		{"words 2147483647", "words 2147483647", Words, nil},
		{"perfect >= 1", "perfect >= 1", Perfect, []match{{"AEGINRT:R", 0, 0, 1, 0, false}, {"AEGINRT:R", 0, 0, 1, 1, true}}},
		// Keywords and letters in any case.
		{"WORDS 20..80, Has q, NO s, Center r", "words 20..80, has Q, no S, center R", Words, nil},
		// Clauses on one field narrow each other.
		{"words >= 20, words <= 80, words > 25", "words 26..80", Words, nil},
		{"vowels 1..3, vowels 2..", "vowels 2..3", 0, nil},
		// An upper bound beyond the largest value means nothing.
		{"vowels 1..7", "vowels >= 1", 0, nil},
		{"vowels 1..5", "vowels 1..5", 0, nil},
		{"vowels ..9", "", 0, nil},
		{"letters 7", "letters 7", 0, []match{{"ABCDEFG:A", 0, 0, 0, 0, true}, {"ABCDEF:A", 0, 0, 0, 0, false}}},
		{"letters ..27", "", 0, nil},
		// Vowels count A, E, I, O and U, not Y.
		{"vowels 0", "vowels 0", 0, []match{{"BCDFGHY:Y", 0, 0, 0, 0, true}, {"BCDFGHU:H", 0, 0, 0, 0, false}}},
		{"vowels 5", "vowels 5", 0, []match{{"ABEIOUY:Y", 0, 0, 0, 0, true}}},
		// Unless a clause says which letters to count; each set has
		// its own clause, AEIOU first.
		{"vowels ..2 of AEIOUY", "vowels <= 2 of AEIOUY", 0, []match{{"BCDEFGY:Y", 0, 0, 0, 0, true}, {"BCDEFIY:Y", 0, 0, 0, 0, false}, {"BCDEFIG:B", 0, 0, 0, 0, true}}},
		{"vowels 1..3 OF y u o i e a", "vowels 1..3 of AEIOUY", 0, nil},
		{"vowels 1.. of Y", "vowels >= 1 of Y", 0, []match{{"BCDEFGY:Y", 0, 0, 0, 0, true}, {"BCDEFGH:B", 0, 0, 0, 0, false}}},
		{"vowels 2.. of aeiouy", "vowels >= 2 of AEIOUY", 0, nil},
		{"vowels 1..3 of AEIOU", "vowels 1..3", 0, nil},
		{"vowels ..6 of AEIOUY", "vowels <= 6 of AEIOUY", 0, nil},
		{"vowels 0..7 of AEIOUY, vowels 1..", "vowels >= 1", 0, nil},
		{"vowels ..2 of AEIOUY, vowels 1..3, vowels 1.. of Y, vowels 2.. of AEIOUY", "vowels 1..3, vowels 2 of AEIOUY, vowels >= 1 of Y", 0, []match{
			{"BCDEFGY:Y", 0, 0, 0, 0, true}, {"ABCDEFG:A", 0, 0, 0, 0, false}, {"ABCDEIY:Y", 0, 0, 0, 0, false},
		}},
		// Letters written together or apart, repeated across clauses.
		{"has QZ", "has QZ", 0, []match{{"ABCDEQZ:A", 0, 0, 0, 0, true}, {"ABCDEFQ:A", 0, 0, 0, 0, false}}},
		{"has Q Z, has q", "has QZ", 0, nil},
		{"no S", "no S", 0, []match{{"ABCDEFG:A", 0, 0, 0, 0, true}, {"ABCDEFS:A", 0, 0, 0, 0, false}, {"ABCDEFS:S", 0, 0, 0, 0, false}}},
		{"no x y z, no S", "no SXYZ", 0, []match{{"ABCDEFY:A", 0, 0, 0, 0, false}}},
		// Pairs.
		{"not-together ER QU", "not-together E R, not-together Q U", 0, []match{
			{"ABCDEQT:A", 0, 0, 0, 0, true}, {"ABCDEQR:A", 0, 0, 0, 0, false}, {"ABCDQTU:A", 0, 0, 0, 0, false}, {"ABCDEUT:A", 0, 0, 0, 0, true},
		}},
		{"not-together Q U E R", "not-together E R, not-together Q U", 0, nil},
		{"not-together r e, not-together E R", "not-together E R", 0, nil},
		{"not-together e r qu", "not-together E R, not-together Q U", 0, nil},
		// Centers.
		{"center r", "center R", 0, []match{{"AEGINRT:R", 0, 0, 0, 0, true}, {"AEGINRT:E", 0, 0, 0, 0, false}}},
		{"center in AEIOU", "center in AEIOU", 0, []match{{"AEGINRT:E", 0, 0, 0, 0, true}, {"AEGINRT:R", 0, 0, 0, 0, false}}},
		{"center in a e i o u, center not e", "center in AIOU", 0, []match{{"AEGINRT:E", 0, 0, 0, 0, false}, {"AEGINRT:I", 0, 0, 0, 0, true}}},
		{"center not Q", "center not Q", 0, []match{{"ABDILNQ:Q", 0, 0, 0, 0, false}, {"ABDILNQ:A", 0, 0, 0, 0, true}}},
		{"center not in QXZ", "center not QXZ", 0, nil},
		{"center not in", "center not IN", 0, []match{{"AEGINRT:N", 0, 0, 0, 0, false}, {"AEGINRT:T", 0, 0, 0, 0, true}}},
		{"center in ABCDEFGHIJKLM", "center in ABCDEFGHIJKLM", 0, nil},
		{"center in ABCDEFGHIJKLMN", "center not OPQRSTUVWXYZ", 0, nil},
		{"center not ABCDEFGHIJKLMNOPQRSTUVWXY", "center Z", 0, nil},
		// A banned letter never is the center, so center not S adds
		// nothing to no S, but it is kept.
		{"no S, center not S", "no S, center not S", 0, nil},
		// Every kind of clause, in a jumble.
		{
			"center in aeiou, not-together e r, no s, has a, letters 7, vowels 2.., perfect 0, pangrams 1.., words > 10, score ..300",
			"score <= 300, words >= 11, pangrams >= 1, perfect 0, vowels >= 2, letters 7, has A, no S, not-together E R, center in AEIOU",
			Score | Words | Pangrams | Perfect,
			[]match{{"ABCDILO:I", 150, 30, 2, 0, true}, {"ABCDILO:L", 150, 30, 2, 0, false}, {"ABCDILO:I", 150, 30, 2, 1, false}},
		},
	}
	for _, tt := range tests {
		f, err := Parse(tt.src)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.src, err)
			continue
		}
		if got := f.String(); got != tt.canonical {
			t.Errorf("Parse(%q).String() = %q; want %q", tt.src, got, tt.canonical)
		}
		if got := f.Needs(); got != tt.needs {
			t.Errorf("Parse(%q).Needs() = %04b; want %04b", tt.src, got, tt.needs)
		}
		g, err := Parse(f.String())
		if err != nil || !reflect.DeepEqual(f, g) {
			t.Errorf("Parse(%q) = %+v, %v; not the same as Parse(%q) = %+v", f, g, err, tt.src, f)
		}
		for _, m := range tt.matches {
			c := cand(t, m.board, m.score, m.words, m.pangrams, m.perfect)
			if got := f.Match(c); got != m.want {
				t.Errorf("Parse(%q).Match(%+v) = %v; want %v", tt.src, m, got, m.want)
			}
		}
	}
}

// TestParseErrors checks the message and the caret of each mistake.
func TestParseErrors(t *testing.T) {
	tests := []struct {
		src, msg, caret string
	}{
		// The example of the brief.
		{"words >= many, vowels 1..3", `expected a number after "words >=", found "many"`, "         ^^^^"},
		// Unknown fields and keywords.
		{"wrods 20..80", `unknown clause "wrods": expected ` + keywords, "^^^^^"},
		{"words 20, lacks S", `unknown clause "lacks": expected ` + keywords, "          ^^^^^"},
		{"not together E R", `unknown clause "not": expected ` + keywords, "^^^"},
		{"* words", `expected a clause such as words 20..80 or no S, found "*"`, "^"},
		{">= 3", `expected a clause such as words 20..80 or no S, found ">="`, "^^"},
		// Missing and bad numbers and ranges.
		{"words", `expected a range such as 20..80, >= 20 or 30 after "words", found the end`, "     ^"},
		{"words ,score 3", `expected a range such as 20..80, >= 20 or 30 after "words", found ","`, "      ^"},
		{"words many", `expected a range such as 20..80, >= 20 or 30 after "words", found "many"`, "      ^^^^"},
		{"words -3", `expected a range such as 20..80, >= 20 or 30 after "words", found "-3"`, "      ^^"},
		{"words >=", `expected a number after "words >=", found the end`, "        ^"},
		{"words  >=  ,", `expected a number after "words >=", found ","`, "           ^"},
		{"words ..", `expected a number after "words ..", found the end`, "        ^"},
		{"words 20..x", `expected a number after "words 20..", found "x"`, "          ^"},
		{"score 1...5", `expected a number after "score 1..", found "."`, "         ^"},
		{"score 1.5", `number 1.5 is not whole: score takes whole numbers`, "      ^^^"},
		{"words 20.", `expected "," or the end after "words 20", found "."`, "        ^"},
		{"likeness >= 0.12345", `number 0.12345 has 5 decimal places: likeness takes at most 4`, "            ^^^^^^^"},
		{"likeness >= .5", `expected a number after "likeness >=", found "."`, "            ^"},
		{"likeness 0.5.5", `expected "," or the end after "likeness 0.5", found "."`, "            ^"},
		{"likeness >= 1.1", `likeness >= 1.1 matches no board: a board's likeness is at most 1`, "^^^^^^^^^^^^^^^"},
		{"likeness 0.9..0.5", `empty range 0.9..0.5: the low end is above the high end`, "         ^^^^^^^^"},
		{"likeness < 0", `likeness < 0 matches nothing: values are 0 or more`, "         ^^^"},
		{"likeness >= 0.6, likeness <= 0.5", `likeness >= 0.6 and likeness <= 0.5 leave no value`, "                 ^^^^^^^^^^^^^^^"},
		{"likeness 214749", `number 214749 is too large: expected at most 214748`, "         ^^^^^^"},
		{"words 20 ..80 ..", `expected "," or the end after "words 20 ..80", found ".."`, "              ^^"},
		{"words == 3", `expected a number after "words =", found "="`, "       ^"},
		{"words 99999999999", `number 99999999999 is too large: expected at most 2147483647`, "      ^^^^^^^^^^^"},
		{"words >= 2147483648", `number 2147483648 is too large: expected at most 2147483647`, "         ^^^^^^^^^^"},
		{"words 50..20", `empty range 50..20: the low end is above the high end`, "      ^^^^^^"},
		{"score 10 .. 9", `empty range 10 .. 9: the low end is above the high end`, "      ^^^^^^^"},
		{"words < 0", `words < 0 matches nothing: counts are 0 or more`, "      ^^^"},
		{"vowels >= 6", `vowels >= 6 matches no board: a board has at most 5 vowels`, "^^^^^^^^^^^"},
		{"vowels 7.. of AEIOUY", `vowels >= 7 of AEIOUY matches no board: a board has at most 6 of AEIOUY`, "^^^^^^^^^^^^^^^^^^^^"},
		{"vowels 2 of", `expected letters after "vowels 2 of", found the end`, "           ^"},
		{"vowels 2 of A1", `'1' is not a letter: expected letters A to Z`, "             ^"},
		{"vowels 2 of AA", `letter A is repeated`, "             ^"},
		{"vowels 2.. of, no S", `expected letters after "vowels 2.. of", found ","`, "             ^"},
		{"words 2 of A", `expected "," or the end after "words 2", found "of"`, "        ^^"},
		{"vowels 2, vowels 3 of AEIOU", `vowels 2 and vowels 3 leave no value`, "          ^^^^^^^^^^^^^^^^^"},
		{"vowels 1 of Y, vowels 0 of y", `vowels 1 of Y and vowels 0 of Y leave no value`, "               ^^^^^^^^^^^^^"},
		{"letters 27..", `letters >= 27 matches no board: a board has at most 26 letters`, "^^^^^^^^^^^^"},
		// Missing commas, empty clauses, a trailing comma.
		{"words 20..80 vowels 1..3", `expected "," or the end after "words 20..80", found "vowels"`, "             ^^^^^^"},
		{"words 20..80,, vowels 1..3", `empty clause: expected a clause between the commas`, "             ^"},
		{"words 20..80, , vowels 1..3", `empty clause: expected a clause between the commas`, "              ^"},
		{", words 20..80", `empty clause: expected a clause before ","`, "^"},
		{"words 20..80,", `trailing comma: expected a clause after it`, "            ^"},
		{"words 20..80 , ", `trailing comma: expected a clause after it`, "             ^"},
		{",", `empty clause: expected a clause before ","`, "^"},
		// Letters.
		{"has", `expected letters after "has", found the end`, "   ^"},
		{"no , words 3", `expected letters after "no", found ","`, "   ^"},
		{"has Q1", `'1' is not a letter: expected letters A to Z`, "     ^"},
		{"no 5", `'5' is not a letter: expected letters A to Z`, "   ^"},
		{"no S_", `'_' is not a letter: expected letters A to Z`, "    ^"},
		{"has QQ", `letter Q is repeated`, "     ^"},
		{"has Q z q", `letter Q is repeated`, "        ^"},
		{"has S*", `expected "," or the end after "has S", found "*"`, "     ^"},
		{"no S, has é", `'é' is not a letter: expected letters A to Z`, "          ^"},
		// Pairs.
		{"not-together", `expected pairs of letters such as E R after "not-together", found the end`, "            ^"},
		{"not-together E", `expected a second letter after "not-together E", found the end`, "              ^"},
		{"not-together ER Q, no S", `expected a second letter after "not-together ER Q", found ","`, "                 ^"},
		{"not-together ERS", `"ERS" is not a pair: write a pair as two letters, such as E R or ER`, "             ^^^"},
		{"not-together E RS", `E has no partner: write a pair as two letters, such as E R or ER`, "             ^"},
		{"not-together E e", `not-together E E: a pair needs two different letters`, "             ^^^"},
		{"not-together QQ", `not-together QQ: a pair needs two different letters`, "             ^^"},
		{"not-together E 9", `'9' is not a letter: expected letters A to Z`, "               ^"},
		// Centers.
		{"center", `expected a letter, "in" or "not" after "center", found the end`, "      ^"},
		{"center >= 3", `expected a letter, "in" or "not" after "center", found ">="`, "       ^^"},
		{"center QU", `center QU: expected one letter, or center in QU for a choice of centers`, "       ^^"},
		{"center Q U", `center Q U: expected one letter, or center in QU for a choice of centers`, "       ^^^"},
		{"center in", `expected letters after "center in", found the end`, "         ^"},
		{"center not", `expected letters after "center not", found the end`, "          ^"},
		{"center not ABCDEFGHIJKLMNOPQRSTUVWXYZ", `no letter is left for the center`, "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"},
		// Clauses that contradict earlier ones: the caret is under the
		// later clause.
		{"has S, no S", `has S and no S contradict each other`, "       ^^^^"},
		{"no AS, words 3, has BS", `has S and no S contradict each other`, "                ^^^^^^"},
		{"words >= 50, words <= 20", `words >= 50 and words <= 20 leave no value`, "             ^^^^^^^^^^^"},
		{"vowels 2..3, vowels 0", `vowels 2..3 and vowels 0 leave no value`, "             ^^^^^^^^"},
		{"has ER, not-together E R", `has ER and not-together E R contradict each other`, "        ^^^^^^^^^^^^^^^^"},
		{"not-together QU ER, has R, has E", `has ER and not-together E R contradict each other`, "                           ^^^^^"},
		{"center in AEIOU, no AEIOUY", `no letter is left for the center`, "                 ^^^^^^^^^"},
		{"no S, center S", `no letter is left for the center`, "      ^^^^^^^^"},
	}
	for _, tt := range tests {
		f, err := Parse(tt.src)
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("Parse(%q) = %v, %v; want a *SyntaxError", tt.src, f, err)
			continue
		}
		want := tt.msg + "\n  " + tt.src + "\n  " + tt.caret
		if got := err.Error(); got != want {
			t.Errorf("Parse(%q):\ngot:\n%s\nwant:\n%s", tt.src, got, want)
		}
		if se.Src != tt.src || se.Msg != tt.msg || se.Offset < 0 || se.Len < 0 || se.Offset+se.Len > len(tt.src) {
			t.Errorf("Parse(%q): %+v", tt.src, se)
		}
	}
}

// TestSyntaxErrorLayout checks that the carets line up under text with
// tabs, newlines and characters of several bytes.
func TestSyntaxErrorLayout(t *testing.T) {
	tests := []struct {
		src, want string
	}{
		{"has\tQ,\nno é", "'é' is not a letter: expected letters A to Z\n  has Q, no é\n            ^"},
		{"has e, wörds 3", "unknown clause \"wörds\": expected " + keywords + "\n  has e, wörds 3\n         ^^^^^"},
		{"has Q, \xff", "expected a clause such as words 20..80 or no S, found \"\\xff\"\n  has Q, \ufffd\n         ^"},
		{"words\r\n", "expected a range such as 20..80, >= 20 or 30 after \"words\", found the end\n  words  \n         ^"},
	}
	for _, tt := range tests {
		_, err := Parse(tt.src)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Parse(%q):\ngot:\n%v\nwant:\n%s", tt.src, err, tt.want)
		}
	}
}

// TestKeywords checks the keywords that messages list: the measures' of
// measure.Table, then the other clauses'.
func TestKeywords(t *testing.T) {
	const want = "score, words, pangrams, perfect, rare, rare-points, fours, suffixed, pangram-freq, likeness, long-genius, vowels, letters, has, no, not-together or center"
	if keywords != want {
		t.Errorf("keywords %q; want %q", keywords, want)
	}
}
