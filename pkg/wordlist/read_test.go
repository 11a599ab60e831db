package wordlist

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
	"unicode"
	"unicode/utf8"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/internal/testlists"
	"github.com/beebatch/beebatch/pkg/bitset"
)

// readTest is one input for Read and what should come of it. Every case is
// also checked against refRead.
type readTest struct {
	name   string
	input  string
	opts   *Options // DefaultOptions if nil
	words  []string
	skips  Skips
	lines  int
	freq   bool
	counts []int64 // for a frequency list
}

// edgeInputs are inputs that exercise each rule at its edge: duplicates,
// case folding, long words, long lines and the last line.
var edgeInputs = map[string]string{
	"empty":                     "",
	"newline":                   "\n",
	"blank lines":               "\n\n \t\r\n",
	"one word":                  "a",
	"sorted":                    "apple\nbanana\ncherry\n",
	"no final newline":          "apple\nbanana\ncherry",
	"duplicates":                "apple\nbanana\napple\ncherry\nbanana\nbanana\n",
	"unsorted":                  "pear\napple\nzebra\nmango\napple\nkiwi\npear\n",
	"crlf":                      "apple\r\nbanana\r\napple\r\n",
	"bom":                       "\ufeffapple\nbanana\n",
	"bom and crlf":              "\ufeffApple\r\nbanana cherry\nbanana\ndon't\n\x00\n",
	"all upper":                 "AARDVARK\nABACUS\nAARDVARK\nABBEY\n",
	"title case":                "Apple\nBanana\nApple\nCherry\n",
	"upper then lower":          "NASA\nApple\napple\nbanana\nBanana\nNASA\n",
	"lower then upper":          "apple\nNASA\nbanana\nApple\n",
	"lower filtered then upper": "brr\nNASA\nApple\n",
	"upper, duplicate folded":   "APPLE\napple\nApple\n",
	"several per line":          " apple  banana\tcherry \r\nApple BANANA\n",
	"binary":                    "apple\n\x00\xff\nab\x01c\nbanana\n",
	"frequency":                 "the\t100\nof\t50\nbrr\t20\nx\t-1\ny\nThe 7\nof 3\n",
	"frequency upper":           "THE 100\nOF 50\nthe 3\n",
	"long words":                strings.Repeat("q", 254) + "\n" + strings.Repeat("q", 255) + "\n" + strings.Repeat("r", 300) + "\n" + strings.Repeat("q", 255) + "\n" + strings.Repeat("r", 300) + "\napple\n",
	"long words upper":          strings.Repeat("Q", 300) + "\n" + strings.Repeat("q", 300) + "\n" + strings.Repeat("R", 255) + "\nAPPLE\n",
	"long line":                 "apple\n" + strings.Repeat("x", MaxLine+1) + "\ncherry\n",
	"MaxLine line":              "apple\n" + strings.Repeat("x", MaxLine) + "\ncherry\n",
	"MaxLine line with CRLF":    "apple\r\n" + strings.Repeat("x", MaxLine) + "\r\ncherry\r\n",
	"long last line":            "apple\n" + strings.Repeat("x", MaxLine+1),
	"MaxLine last line":         "apple\n" + strings.Repeat("X", MaxLine),
	"long line of words":        strings.Repeat("ab ", MaxLine) + "\nab\n",
}

func TestReadEdges(t *testing.T) {
	for name, input := range edgeInputs {
		t.Run(name, func(t *testing.T) {
			for _, opts := range []Options{DefaultOptions, {}, {MinCount: 10, RequireVowel: true}} {
				compareRef(t, []byte(input), opts)
			}
		})
	}
}

func runReadTests(t *testing.T, tests []readTest) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := DefaultOptions
			if tt.opts != nil {
				opts = *tt.opts
			}
			// Read once, held to the reference, then to what the case says.
			l := compareRef(t, []byte(tt.input), opts)
			if l == nil {
				t.Fatal("not read as a word list")
			}
			if got := words(l); !slices.Equal(got, tt.words) {
				t.Errorf("words %s, want %s", clipWords(got), clipWords(tt.words))
			}
			if l.Skipped != tt.skips {
				t.Errorf("skipped %v, want %v", l.Skipped.Map(), tt.skips.Map())
			}
			if l.Lines != tt.lines {
				t.Errorf("lines %d, want %d", l.Lines, tt.lines)
			}
			if l.Frequency != tt.freq {
				t.Errorf("frequency list %t, want %t", l.Frequency, tt.freq)
			}
			if tt.freq && !slices.Equal(l.Words.Counts, tt.counts) {
				t.Errorf("counts %v, want %v", l.Words.Counts, tt.counts)
			}
		})
	}
}

func TestReadFormat(t *testing.T) {
	ab := []string{"apple", "banana"}
	runReadTests(t, []readTest{
		{name: "LF", input: "apple\nbanana\n", words: ab, lines: 2},
		{name: "CRLF", input: "apple\r\nbanana\r\n", words: ab, lines: 2},
		{name: "CRLF without final newline", input: "apple\r\nbanana\r", words: ab, lines: 2},
		{name: "CR only, as on old Macs", input: "apple\rbanana\r", words: ab, lines: 1},
		{name: "BOM", input: "\ufeffapple\nbanana\n", words: ab, lines: 2},
		{name: "BOM and CRLF", input: "\ufeffapple\r\nbanana\r\n", words: ab, lines: 2},
		{name: "BOM on a blank first line", input: "\ufeff\r\napple\nbanana\n", words: ab, lines: 3},
		{name: "BOM not on the first line", input: "apple\n\ufeffbanana\n", words: ab[:1], lines: 2,
			skips: skips(NonAlpha, 1)},
		{name: "surrounding spaces and tabs", input: "  apple \t\n\tbanana\t\t\r\n \t cherry\n",
			words: []string{"apple", "banana", "cherry"}, lines: 3},
		{name: "several words a line", input: "apple banana\tcherry  date\v\fegg\n",
			words: []string{"apple", "banana", "cherry", "date", "egg"}, lines: 1},
		{name: "blank lines", input: "\n\napple\n \t \n\r\n\nbanana\n\n", words: ab, lines: 8},
		{name: "last line without newline", input: "apple\nbanana", words: ab, lines: 2},
		{name: "one word without newline", input: "apple", words: ab[:1], lines: 1},
		{name: "only a newline", input: "\n", lines: 1},
		{name: "only spaces", input: "  \t ", lines: 1},
		{name: "empty", input: "", lines: 0},
	})
}

func TestReadCaseRule(t *testing.T) {
	vowel := &Options{MinCount: -1, RequireVowel: true}
	runReadTests(t, []readTest{
		{name: "mixed case skips proper nouns", input: "Aaron\napple\nBoston\nbanana\nNASA\niPhone\n",
			words: []string{"apple", "banana"}, skips: skips(ProperNoun, 4), lines: 6},
		{name: "mixed case keeps the lowercase twin", input: "Apple\napple\n",
			words: []string{"apple"}, skips: skips(ProperNoun, 1), lines: 2},
		{name: "all upper case (SOWPODS) is folded", input: "AA\nAAH\nABACUS\nZZZ\n",
			words: []string{"aa", "aah", "abacus", "zzz"}, lines: 4},
		{name: "all title case is folded", input: "Alice\nBob\nCarol\n",
			words: []string{"alice", "bob", "carol"}, lines: 3},
		{name: "upper and title case is folded", input: "NASA\nParis\n",
			words: []string{"nasa", "paris"}, lines: 2},
		{name: "folding makes duplicates", input: "APPLE\nApple\naPPLE\n",
			words: []string{"apple"}, skips: skips(Duplicate, 2), lines: 3},
		{name: "a lowercase entry that is not letters does not make a list mixed", input: "Alice\ndon't\n",
			words: []string{"alice"}, skips: skips(NonAlpha, 1), lines: 2},
		{name: "a lowercase entry filtered out still makes a list mixed", input: "Apple\nbrr\n", opts: vowel,
			skips: skips(ProperNoun, 1, NoVowel, 1), lines: 2},
		{name: "lowercase below MinCount still makes a list mixed", input: "Apple\t50\nbrr\t5\n", opts: &Options{MinCount: 10},
			skips: skips(ProperNoun, 1, BelowMinCount, 1), lines: 2, freq: true, counts: []int64{}},
		{name: "a filter comes before the case rule", input: "apple\nBrr\n", opts: vowel,
			words: []string{"apple"}, skips: skips(NoVowel, 1), lines: 2},
	})
}

func TestReadSkips(t *testing.T) {
	apple := []string{"apple"}
	runReadTests(t, []readTest{
		{name: "apostrophes", input: "don't\nO'Brien\nrock'n'roll\napple\n", words: apple, lines: 4,
			skips: skips(NonAlpha, 3)},
		{name: "hyphens", input: "x-ray\n-\nself-\napple\n", words: apple, lines: 4,
			skips: skips(NonAlpha, 3)},
		{name: "digits", input: "a1\n42\n3d\napple\n", words: apple, lines: 4,
			skips: skips(NonAlpha, 3)},
		{name: "accented letters", input: "café\nnaïve\nÉcole\nstraße\napple\n", words: apple, lines: 5,
			skips: skips(NonAlpha, 4)},
		{name: "other scripts and spaces", input: "日本\na\u00a0b\nΩ\napple\n", words: apple, lines: 4,
			skips: skips(NonAlpha, 3)},
		{name: "NUL bytes", input: "a\x00b\n\x00\napple\n", words: apple, lines: 3,
			skips: skips(Binary, 2)},
		{name: "NUL bytes at every other position, too few to be UTF-16", input: "a\x00\n", lines: 1,
			skips: skips(Binary, 1)},
		{name: "control bytes", input: "a\x01\n\x1b[31m\nb\x7f\napple\n", words: apple, lines: 4,
			skips: skips(Binary, 3)},
		{name: "invalid UTF-8 is not a letter", input: "\xff\ncaf\xe9\nab\xc3\napple\n", words: apple, lines: 4,
			skips: skips(NonAlpha, 3)},
		{name: "binary after a non-letter", input: "don't\x00\ncafé\xff\x1b\n-\x01\napple\n", words: apple, lines: 4,
			skips: skips(Binary, 3)},
		{name: "duplicates, sorted", input: "apple\napple\nbanana\nbanana\nbanana\ncherry\n",
			words: []string{"apple", "banana", "cherry"}, lines: 6, skips: skips(Duplicate, 3)},
		{name: "duplicates, unsorted", input: "zebra\napple\nmango\napple\nzebra\nant\nmango\n",
			words: []string{"zebra", "apple", "mango", "ant"}, lines: 7, skips: skips(Duplicate, 3)},
		{name: "duplicates on one line", input: "a b a b c\n",
			words: []string{"a", "b", "c"}, lines: 1, skips: skips(Duplicate, 2)},
		{name: "no vowel", input: "apple\nbrr\nhmm\nrhythm\nsky\n", opts: &Options{MinCount: -1, RequireVowel: true},
			words: apple, lines: 5, skips: skips(NoVowel, 4)},
	})
}

func TestReadFrequency(t *testing.T) {
	bad := "the\t5\nof\tx\nand\t-5\nto\na\t1\t2\nin\t1.5\nis\t99999999999999999999\n"
	runReadTests(t, []readTest{
		{name: "tab separated", input: "the\t23135851162\nof\t13151942776\n",
			words: []string{"the", "of"}, lines: 2, freq: true, counts: []int64{23135851162, 13151942776}},
		{name: "space separated", input: "the 5\r\n  of  3 \r\n",
			words: []string{"the", "of"}, lines: 2, freq: true, counts: []int64{5, 3}},
		{name: "detected on the first entry line", input: "\ufeff\n \nthe\t5\nof\t3\n",
			words: []string{"the", "of"}, lines: 4, freq: true, counts: []int64{5, 3}},
		{name: "detected after a long first line", input: strings.Repeat("x", MaxLine+1) + "\nthe\t5\n",
			words: []string{"the"}, lines: 2, freq: true, counts: []int64{5}, skips: skips(TooLong, 1)},
		{name: "first line with one field", input: "the\nof 3\n",
			words: []string{"the", "of"}, lines: 2, skips: skips(NonAlpha, 1)},
		{name: "first line with three fields", input: "the 5 x\nof 3\n",
			words: []string{"the", "x", "of"}, lines: 2, skips: skips(NonAlpha, 2)},
		{name: "header line", input: "word\tcount\nthe\t5\n",
			words: []string{"word", "count", "the"}, lines: 2, skips: skips(NonAlpha, 1)},
		{name: "signed counts", input: "the\t+5\nof\t-0\n",
			words: []string{"the", "of"}, lines: 2, freq: true, counts: []int64{5, 0}},
		{name: "bad counts", input: bad,
			words: []string{"the"}, lines: 7, freq: true, counts: []int64{5}, skips: skips(BadCount, 6)},
		{name: "bad words", input: "the\t5\ndon't\t4\n\x00\t3\nThe\t2\n",
			words: []string{"the"}, lines: 4, freq: true, counts: []int64{5},
			skips: skips(NonAlpha, 1, Binary, 1, ProperNoun, 1)},
		{name: "MinCount keeps counts above it", input: "the\t100\nof\t50\nand\t51\nto\t0\n", opts: &Options{MinCount: 50},
			words: []string{"the", "and"}, lines: 4, freq: true, counts: []int64{100, 51}, skips: skips(BelowMinCount, 2)},
		{name: "zero Options drop a zero count", input: "the\t1\nof\t0\n", opts: &Options{},
			words: []string{"the"}, lines: 2, freq: true, counts: []int64{1}, skips: skips(BelowMinCount, 1)},
		{name: "DefaultOptions keep a zero count", input: "the\t1\nof\t0\n",
			words: []string{"the", "of"}, lines: 2, freq: true, counts: []int64{1, 0}},
		{name: "MinCount does not apply to a plain list", input: "the\nof\n", opts: &Options{MinCount: 100},
			words: []string{"the", "of"}, lines: 2},
		{name: "RequireVowel", input: "the\t5\nbrr\t4\nhmm\t3\nrhythm\t2\nsky\t1\n", opts: &Options{MinCount: -1, RequireVowel: true},
			words: []string{"the"}, lines: 5, freq: true, counts: []int64{5}, skips: skips(NoVowel, 4)},
		{name: "counts stay with their words", input: "be\t5\na\t4\nbe\t3\nAce\t2\nd\tx\ne\t1\nof\t0\nhmm\t9\n",
			opts:  &Options{MinCount: 0, RequireVowel: true},
			words: []string{"be", "a", "e"}, lines: 8, freq: true, counts: []int64{5, 4, 1},
			skips: skips(Duplicate, 1, ProperNoun, 1, BadCount, 1, BelowMinCount, 1, NoVowel, 1)},
		{name: "no words kept", input: "the\t5\n", opts: &Options{MinCount: 5},
			lines: 1, freq: true, counts: []int64{}, skips: skips(BelowMinCount, 1)},
	})

	l := readString(t, bad, DefaultOptions)
	want := []string{
		`t.txt:2: count "x" is not a non-negative integer (bad-count, skipped)`,
		`t.txt:3: count "-5" is not a non-negative integer (bad-count, skipped)`,
		`t.txt:4: missing count after "to" (bad-count, skipped)`,
		`t.txt:5: expected "word count", found a third field "2" (bad-count, skipped)`,
		`t.txt:6: count "1.5" is not a non-negative integer (bad-count, skipped)`,
		`t.txt:7: count "99999999999999999999" is not a non-negative integer (bad-count, skipped)`,
	}
	if got := errorStrings(l.Warnings); !slices.Equal(got, want) {
		t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestReadWarnings(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  []string // the first and the last warning
		n     int
		lang  bool // read with Options.Lang
	}{
		{"MaxWarnings and a summary", "the\t5\n" + strings.Repeat("of\tx\n", 25),
			[]string{`t.txt:2: count "x" is not a non-negative integer (bad-count, skipped)`,
				"t.txt: 15 more warnings not shown"}, MaxWarnings + 1, false},
		{"exactly MaxWarnings", "the\t5\n" + strings.Repeat("of\tx\n", MaxWarnings),
			[]string{`t.txt:2: count "x" is not a non-negative integer (bad-count, skipped)`,
				`t.txt:11: count "x" is not a non-negative integer (bad-count, skipped)`}, MaxWarnings, false},
		{"binary data", "apple\nab\x00c\n",
			[]string{"t.txt:2: binary data (binary, skipped)", "t.txt:2: binary data (binary, skipped)"}, 1, false},
		{"binary data, with a language", "café\nab\x00c\n",
			[]string{"t.txt:2: binary data (binary, skipped)", "t.txt:2: binary data (binary, skipped)"}, 1, true},
		{"too long", "apple\nbanana\n" + strings.Repeat("x", 3*MaxLine) + "\ncherry",
			[]string{"t.txt:3: line longer than 1048576 bytes (too-long, skipped)",
				"t.txt:3: line longer than 1048576 bytes (too-long, skipped)"}, 1, false},
		{"no warning for ordinary skips", "Apple\napple\napple\ndon't\nbrr\n", nil, 0, false},
		{"not UTF-8, with a language: said once", "caf\xe9\nchien\nna\xefve\n",
			[]string{`t.txt:1: "caf\xe9" is not UTF-8, the first entry that is not; convert the list to UTF-8, ` +
				`as "iconv -f ISO-8859-1 -t UTF-8" does from Latin-1 (non-alpha, skipped)`}, 1, true},
		{"not UTF-8 in English: non-alpha, as other bytes", "caf\xe9\nchien\n", nil, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := Options{MinCount: -1, RequireVowel: true}
			if tt.lang {
				opts.Lang = folder{}
			}
			l := readString(t, tt.input, opts)
			got := errorStrings(l.Warnings)
			if len(got) != tt.n || tt.n > 0 && (got[0] != tt.want[0] || got[len(got)-1] != tt.want[len(tt.want)-1]) {
				t.Errorf("%d warnings:\n%s\nwant %d, first and last:\n%s", len(got), strings.Join(got, "\n"), tt.n, strings.Join(tt.want, "\n"))
			}
		})
	}
}

// TestReadNonASCII counts the entries skipped as non-alpha for a byte
// past 0x7f, which a list of another language read as English has.
func TestReadNonASCII(t *testing.T) {
	const input = "café\nnaïve\ndon't\napple\nCafé\n"
	if l := readString(t, input, DefaultOptions); l.NonASCII != 3 || l.Skipped[NonAlpha] != 4 {
		t.Errorf("NonASCII %d, non-alpha %d; want 3 and 4", l.NonASCII, l.Skipped[NonAlpha])
	}
	opts := DefaultOptions
	opts.Lang = folder{} // its words need not be a-z, as readString checks
	l, err := Read(strings.NewReader(input), "t", "t.txt", opts)
	if err != nil {
		t.Fatal(err)
	}
	if l.NonASCII != 0 {
		t.Errorf("with Options.Lang, NonASCII %d; want 0", l.NonASCII)
	}
}

func TestReadLongLines(t *testing.T) {
	x := func(n int) string { return strings.Repeat("x", n) }
	ac := []string{"apple", "cherry"}
	runReadTests(t, []readTest{
		{name: "3 MiB line between words", input: "apple\n" + x(3<<20) + "\ncherry\n",
			words: ac, lines: 3, skips: skips(TooLong, 1)},
		{name: "9 MiB line over several blocks", input: "apple\n" + x(9<<20) + "\ncherry\n",
			words: ac, lines: 3, skips: skips(TooLong, 1)},
		{name: "1.5 MiB line inside one block", input: "apple\n" + x(3<<19) + "\ncherry\n",
			words: ac, lines: 3, skips: skips(TooLong, 1)},
		{name: "MaxLine+1 bytes at the end without newline", input: "apple\n" + x(MaxLine+1),
			words: ac[:1], lines: 2, skips: skips(TooLong, 1)},
		{name: "3 MiB at the end without newline", input: "apple\n" + x(3<<20),
			words: ac[:1], lines: 2, skips: skips(TooLong, 1)},
		{name: "MaxLine bytes is not too long", input: "apple\n" + x(MaxLine) + "\ncherry\n",
			words: []string{"apple", x(MaxLine), "cherry"}, lines: 3},
		{name: "MaxLine bytes with CRLF is too long", input: "apple\r\n" + x(MaxLine) + "\r\ncherry\r\n",
			words: ac, lines: 3, skips: skips(TooLong, 1)},
		{name: "a long line of many words counts once", input: strings.Repeat("ab ", MaxLine) + "\n",
			lines: 1, skips: skips(TooLong, 1)},
		{name: "two long lines in a row", input: x(MaxLine+1) + "\n" + x(MaxLine+1) + "\napple",
			words: ac[:1], lines: 3, skips: skips(TooLong, 2)},
	})
}

// TestReadBlockBoundaries puts lines of about MaxLine bytes at every place
// that matters to scan's blocks, reading through several kinds of reader.
// With BEEBATCH_FULL_TESTS=1 it puts each of the three lines after each
// prefix, with each of the three ends of input; by default one line after
// each prefix and one end, both in turn, so that each line and each end
// comes twice.
func TestReadBlockBoundaries(t *testing.T) {
	testenv.SkipRace(t) // megabytes of lines, read by one goroutine
	prefixes := []int{0, 5, MaxLine - 3, startSize - 2, blockSize - MaxLine/2, blockSize + 1}
	lengths := []int{MaxLine, MaxLine + 1, 3 << 20}
	ends := []string{"\napple", "\r\nbanana\n", ""}
	for pi, p := range prefixes {
		prefix := make([]byte, 0, p)
		for len(prefix) < p {
			// Lines of 200 bytes or so, and distinct words: few entries.
			prefix = append(prefix, letters(len(prefix))...)
			prefix = append(prefix, strings.Repeat("z", 200)+"\n"...)
		}
		prefix = prefix[:p]
		if p > 0 {
			prefix[p-1] = '\n'
		}
		for li, n := range lengths {
			for ei, end := range ends {
				if (li != pi%len(lengths) || ei != (pi+li)%len(ends)) && !testenv.Full() {
					continue // one line for each prefix and one end, in turn
				}
				input := append(append(slices.Clip(prefix), strings.Repeat("y", n)...), end...)
				t.Run(fmt.Sprintf("prefix=%d,line=%d,end=%q", p, n, end), func(t *testing.T) {
					// Read from a bytes.Reader, held to the reference; then
					// the other readers to it.
					want := compareRef(t, input, DefaultOptions)
					if want == nil {
						t.Fatal("not read as a word list")
					}
					readers := map[string]io.Reader{
						"no size":  io.MultiReader(bytes.NewReader(input)),
						"half":     iotest.HalfReader(bytes.NewReader(input)),
						"data+EOF": iotest.DataErrReader(bytes.NewReader(input)),
					}
					for name, r := range readers {
						l, err := Read(r, "t", "t.txt", DefaultOptions)
						if err != nil {
							t.Fatalf("%s: %v", name, err)
						}
						if !sameList(l, want) {
							t.Errorf("%s reader: %+v\nwant %+v", name, summary(l), summary(want))
						}
					}
				})
			}
		}
	}
}

// letters returns n in base 26 with the digits a-z.
func letters(n int) string {
	b := []byte{byte('a' + n%26)}
	for n /= 26; n > 0; n /= 26 {
		b = append(b, byte('a'+n%26))
	}
	return string(b)
}

// sameList reports whether a and b hold the same words and account.
func sameList(a, b *List) bool {
	return a.Sum == b.Sum && a.Lines == b.Lines && a.Entries == b.Entries && a.Frequency == b.Frequency &&
		a.Skipped == b.Skipped && slices.Equal(words(a), words(b)) &&
		slices.Equal(a.Words.Counts, b.Words.Counts) && slices.Equal(a.Words.Masks, b.Words.Masks) &&
		slices.Equal(errorStrings(a.Warnings), errorStrings(b.Warnings))
}

// summary describes l briefly for a message.
func summary(l *List) string {
	return fmt.Sprintf("lines %d entries %d words %d skipped %v", l.Lines, l.Entries, l.Words.Len(), l.Skipped.Map())
}

// repeatReader yields n copies of c.
type repeatReader struct {
	c byte
	n int
}

func (r *repeatReader) Read(p []byte) (int, error) {
	if r.n == 0 {
		return 0, io.EOF
	}
	p = p[:min(len(p), r.n)]
	if len(p) > 0 {
		p[0] = r.c
		for i := 1; i < len(p); i *= 2 { // as bytes.Repeat: a copy of what is filled
			copy(p[i:], p[:i])
		}
	}
	r.n -= len(p)
	return len(p), nil
}

// TestReadLongLineMemory checks that a long line is dropped as it is read:
// reading one of 64 MiB from a reader that cannot tell its size takes no
// more than a few MiB.
func TestReadLongLineMemory(t *testing.T) {
	r := io.MultiReader(strings.NewReader("apple\n"), &repeatReader{'x', 64 << 20}, strings.NewReader("\nbanana\n"))
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	l, err := Read(r, "t", "t.txt", DefaultOptions)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	checkList(t, l)
	if got := words(l); !slices.Equal(got, []string{"apple", "banana"}) || l.Skipped != skips(TooLong, 1) {
		t.Errorf("words %q, skipped %v; want apple, banana and one too-long", got, l.Skipped.Map())
	}
	const limit = 8 << 20
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > limit {
		t.Errorf("reading a 64 MiB line allocated %d bytes; want at most %d", alloc, limit)
	} else {
		t.Logf("reading a 64 MiB line allocated %d bytes", alloc)
	}
}

func TestReadError(t *testing.T) {
	boom := errors.New("boom")
	for _, want := range []error{boom, io.ErrUnexpectedEOF} {
		r := io.MultiReader(strings.NewReader("apple\n"), iotest.ErrReader(want))
		l, err := Read(r, "t", "t.txt", DefaultOptions)
		if l != nil || !errors.Is(err, want) || err.Error() != "t.txt: "+want.Error() {
			t.Errorf("Read = %v, %v; want nil, t.txt: %v", l, err, want)
		}
	}
}

func TestEnable1(t *testing.T) {
	data, err := os.ReadFile(testlists.Need(t, "enable1"))
	if err != nil {
		t.Fatal(err)
	}
	l := readFile(t, enable1, DefaultOptions)
	if l.Lines != 172820 || l.Entries != 172820 || l.Words.Len() != 172819 || l.Frequency {
		t.Errorf("lines %d entries %d words %d frequency %t; want 172820, 172820, 172819, false",
			l.Lines, l.Entries, l.Words.Len(), l.Frequency)
	}
	if l.Skipped != skips(Duplicate, 1) || len(l.Warnings) != 0 {
		t.Errorf("skipped %v, warnings %v; want one duplicate", l.Skipped.Map(), l.Warnings)
	}
	// The words are the lines in order, with the second "evaluate" left out.
	seen := make(map[string]struct{}, l.Lines)
	var want, dups []string
	for line := range strings.Lines(string(data)) {
		line = strings.TrimSuffix(line, "\n")
		if !addNew(seen, line) {
			dups = append(dups, line)
			continue
		}
		want = append(want, line)
	}
	if !slices.Equal(dups, []string{"evaluate"}) {
		t.Errorf("duplicated lines %q, want evaluate", dups)
	}
	if !slices.Equal(words(l), want) {
		t.Error("words differ from the distinct lines of enable1.txt")
	}
}

func TestCount1w(t *testing.T) {
	l := readFile(t, testlists.Need(t, "count_1w_100k"), Options{MinCount: 100000})
	if !l.Frequency || l.Lines != 100000 || l.Entries != 100000 || l.Words.Len() != 99487 {
		t.Errorf("frequency %t lines %d entries %d words %d; want true, 100000, 100000, 99487",
			l.Frequency, l.Lines, l.Entries, l.Words.Len())
	}
	if !slices.IsSortedFunc(l.Words.Counts, func(a, b int64) int { return cmp.Compare(b, a) }) || l.Words.Counts[l.Words.Len()-1] <= 100000 {
		t.Error("counts are not above 100000 in descending order")
	}
	t.Logf("skipped with MinCount: %v", l.Skipped.Map())

	l = readFile(t, count1w, Options{MinCount: 100000, RequireVowel: true})
	if l.Words.Len() != 95038 {
		t.Errorf("with RequireVowel: %d words, want 95038", l.Words.Len())
	}
	long := 0
	sets := make(map[bitset.Set]bool)
	for i := range l.Words.Len() {
		if l.Words.WordLen(i) > 3 {
			long++
			sets[l.Words.Masks[i]] = true
		}
	}
	if long != 90223 || len(sets) != 47500 {
		t.Errorf("%d words of more than 3 letters in %d letter sets; want 90223 in 47500", long, len(sets))
	}
}

func BenchmarkReadEnable1(b *testing.B) {
	data, err := os.ReadFile(enable1)
	if err != nil {
		b.Skip(err)
	}
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Read(bytesReader(data), "enable1", enable1, DefaultOptions); err != nil {
			b.Fatal(err)
		}
	}
}

// folder is a Folder for the tests: ç and ñ are letters of their own,
// other accents fold, and a digit, a control character or text that is
// not UTF-8 refuses the word.
type folder struct{}

// accents is folder's folding of accents.
var accents = strings.NewReplacer("á", "a", "ã", "a", "ó", "o", "é", "e")

func (f folder) Fold(w string) (Folded, bool) {
	if !utf8.ValidString(w) || strings.ContainsFunc(w, unicode.IsControl) {
		return Folded{}, false
	}
	w = strings.ToLower(w)
	k := w
	if !isASCII(w) { // the accents are not: the Replacer costs more than Read in TestReadAheadLang
		k = accents.Replace(w)
	}
	if strings.ContainsAny(k, "0123456789-") {
		return Folded{}, false
	}
	return Folded{Key: k, Shown: w, Set: f.Set(k), Len: utf8.RuneCountInString(k)}, true
}

// isASCII reports whether s has no byte past 0x7f.
func isASCII(s string) bool {
	for i := range len(s) {
		if s[i] > 0x7f {
			return false
		}
	}
	return true
}

func (folder) Set(key string) bitset.Set {
	var s bitset.Set
	for _, c := range key {
		switch {
		case c == 'ç':
			s |= 1 << 26
		case c == 'ñ':
			s |= 1 << 27
		default:
			s |= bitset.Letter(byte(c))
		}
	}
	return s
}

// TestReadLang reads a list through a Folder: keys are the words, their
// letters are counted as letters, not bytes, spellings that fold to one
// key are one word with both spellings, the key first when the list has
// it, and capitalised entries of a mixed-case list are proper nouns
// unless Capitals is set.
func TestReadLang(t *testing.T) {
	text := "porró\nporro\nação\nAção\nniño\nBrasil\ncasa\nx-1\ncafé\nÓrgão\n"
	for _, capitals := range []bool{false, true} {
		o := DefaultOptions
		o.Lang, o.Capitals = folder{}, capitals
		l, err := Read(strings.NewReader(text), "t", "t", o)
		if err != nil {
			t.Fatal(err)
		}
		want := []string{"porro", "açao", "niño", "casa", "cafe"}
		if capitals {
			want = []string{"porro", "açao", "niño", "brasil", "casa", "cafe", "orgao"}
		}
		var got []string
		for i := range l.Words.Len() {
			got = append(got, l.Words.Word(i))
		}
		if !slices.Equal(got, want) {
			t.Fatalf("capitals %v: words %q; want %q", capitals, got, want)
		}
		if n := l.Words.WordLen(1); n != 4 {
			t.Errorf("WordLen(açao) = %d; want 4 letters", n)
		}
		if f := l.Words.Forms("porro"); !slices.Equal(f, []string{"porro", "porró"}) {
			t.Errorf("Forms(porro) = %q; want the key first, then porró", f)
		}
		if f := l.Words.Forms("açao"); !slices.Equal(f, []string{"ação"}) {
			t.Errorf("Forms(açao) = %q; want [ação]", f)
		}
		if f := l.Words.Forms("casa"); f != nil {
			t.Errorf("Forms(casa) = %q; want nil", f)
		}
		// A spelling of a capitalised entry alone: a proper noun's,
		// unless Capitals keeps it.
		if f, want := l.Words.Forms("orgao"), []string{"órgão"}; !slices.Equal(f, want) && (capitals || f != nil) {
			t.Errorf("capitals %v: Forms(orgao) = %q", capitals, f)
		}
		// In a list all capitalised, whose entries are words, not names.
		caps, err := Read(strings.NewReader("Órgão\nAção\nPorró\nPorro\n"), "t", "t", o)
		if err != nil {
			t.Fatal(err)
		}
		if f := caps.Words.Forms("orgao"); !slices.Equal(f, []string{"órgão"}) {
			t.Errorf("capitals %v, a list all capitalised: Forms(orgao) = %q; want [órgão]", capitals, f)
		}
		if m := l.Words.Masks[2]; m != bitset.Letter('n')|bitset.Letter('i')|bitset.Letter('o')|1<<27 {
			t.Errorf("mask of niño %b", m)
		}
		if l.Skipped[NonAlpha] != 1 {
			t.Errorf("skipped %v; want x-1 non-alpha", l.Skipped)
		}
	}
}
