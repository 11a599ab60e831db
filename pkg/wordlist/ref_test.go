package wordlist

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/beebatch/beebatch/internal/testenv"
)

// refList is what refRead makes of an input: the parts of a List that
// TestReadMatchesReference and FuzzRead compare.
type refList struct {
	Lines, Entries int
	Frequency      bool
	Words          []string
	Counts         []int64
	Skipped        Skips
}

// refLetters, refLower and refNumber say whether s matches ^[A-Za-z]+$,
// ^[a-z]+$ and ^[+-]?[0-9]+$, byte by byte: a byte past 0x7f is none of
// these, as a rune of a regexp past 0x7f would not be. They were regexps;
// a loop is as plain, and refRead runs on megabytes of lines a pass.
func refLetters(s string) bool {
	return refAll(s, func(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' })
}
func refLower(s string) bool { return refAll(s, func(c byte) bool { return 'a' <= c && c <= 'z' }) }
func refNumber(s string) bool {
	if s != "" && (s[0] == '+' || s[0] == '-') {
		s = s[1:]
	}
	return refAll(s, func(c byte) bool { return '0' <= c && c <= '9' })
}

// refAll reports whether s is not empty and every byte of it is in.
func refAll(s string, in func(c byte) bool) bool {
	for i := range len(s) {
		if !in(s[i]) {
			return false
		}
	}
	return s != ""
}

// refSpace reports whether r separates the fields of a line.
func refSpace(r rune) bool { return r == ' ' || r == '\t' || r == '\r' || r == '\v' || r == '\f' }

// refRead is a reference reader written to be obviously right rather than
// fast: it splits the whole input into lines and fields, and applies the
// rules of the package documentation one at a time.
func refRead(input string, opts Options) refList {
	var res refList
	var lines []string
	if input != "" {
		lines = strings.Split(strings.TrimSuffix(input, "\n"), "\n")
	}
	res.Lines = len(lines)

	type candidate struct {
		word  string
		count int64
	}
	var cands []candidate
	decided := false
	for i, line := range lines {
		if len(line) > MaxLine {
			res.Entries++
			res.Skipped[TooLong]++
			continue
		}
		if i == 0 {
			line = strings.TrimPrefix(line, "\ufeff")
		}
		fields := strings.FieldsFunc(line, refSpace)
		if len(fields) == 0 {
			continue
		}
		if !decided {
			decided = true
			res.Frequency = len(fields) == 2 && refNumber(fields[1])
		}
		if !res.Frequency {
			for _, f := range fields {
				res.Entries++
				if r := refClassify(f); r != keep {
					res.Skipped[r]++
					continue
				}
				cands = append(cands, candidate{f, 0})
			}
			continue
		}
		res.Entries++
		if len(fields) != 2 {
			res.Skipped[BadCount]++
			continue
		}
		count, err := strconv.ParseInt(fields[1], 10, 64)
		if err != nil || count < 0 {
			res.Skipped[BadCount]++
			continue
		}
		if r := refClassify(fields[0]); r != keep {
			res.Skipped[r]++
			continue
		}
		cands = append(cands, candidate{fields[0], count})
	}

	// The case rule looks at every entry made of letters, whatever the
	// options filter out.
	mixed := slices.ContainsFunc(cands, func(c candidate) bool { return refLower(c.word) })
	seen := make(map[string]bool)
	if res.Frequency {
		res.Counts = []int64{}
	}
	for _, c := range cands {
		lower := strings.ToLower(c.word)
		switch {
		case res.Frequency && opts.MinCount >= 0 && c.count <= opts.MinCount:
			res.Skipped[BelowMinCount]++
		case opts.RequireVowel && !strings.ContainsAny(lower, "aeiou"):
			res.Skipped[NoVowel]++
		case mixed && lower != c.word:
			res.Skipped[ProperNoun]++
		case seen[lower]:
			res.Skipped[Duplicate]++
		default:
			seen[lower] = true
			res.Words = append(res.Words, lower)
			if res.Frequency {
				res.Counts = append(res.Counts, c.count)
			}
		}
	}
	return res
}

// refClassify returns keep for a word of letters, Binary for one with a
// control byte, and NonAlpha for any other.
func refClassify(w string) Reason {
	switch {
	case strings.IndexFunc(w, func(r rune) bool { return r < 0x20 || r == 0x7f }) >= 0:
		return Binary
	case refLetters(w):
		return keep
	default:
		return NonAlpha
	}
}

// refSniff returns the error that reading input must give because its
// first 4096 bytes show it is not a word list, or "".
func refSniff(input string) string {
	head := input[:min(len(input), 4096)]
	convert := func(what, from string) string {
		return "t.txt: looks like " + what + "; convert it to UTF-8, e.g. with iconv -f " + from + " -t UTF-8"
	}
	boms := []struct{ bom, what, from string }{
		{"\xff\xfe\x00\x00", "UTF-32 (little-endian, with a byte order mark)", "UTF-32"},
		{"\x00\x00\xfe\xff", "UTF-32 (big-endian, with a byte order mark)", "UTF-32"},
		{"\xff\xfe", "UTF-16 (little-endian, with a byte order mark)", "UTF-16"},
		{"\xfe\xff", "UTF-16 (big-endian, with a byte order mark)", "UTF-16"},
	}
	for _, b := range boms {
		if strings.HasPrefix(head, b.bom) {
			return convert(b.what, b.from)
		}
	}
	var units []string
	for i := 0; i+2 <= len(head); i += 2 {
		units = append(units, head[i:i+2])
	}
	count := func(match func(u string) bool) int {
		n := 0
		for _, u := range units {
			if match(u) {
				n++
			}
		}
		return n
	}
	le := count(func(u string) bool { return u[0] != 0 && u[1] == 0 })
	be := count(func(u string) bool { return u[0] == 0 && u[1] != 0 })
	nul := strings.Count(head, "\x00")
	switch {
	case len(units) >= 2 && float64(le) >= 0.75*float64(len(units)):
		return convert("UTF-16 (little-endian without a byte order mark: every other byte is NUL)", "UTF-16LE")
	case len(units) >= 2 && float64(be) >= 0.75*float64(len(units)):
		return convert("UTF-16 (big-endian without a byte order mark: every other byte is NUL)", "UTF-16BE")
	case float64(nul) > 0.5*float64(len(head)):
		return fmt.Sprintf("t.txt: binary data, not a word list: %d of the first %d bytes are NUL", nul, len(head))
	}
	return ""
}

// compareRef reads input with Read and with refRead, reports any
// difference, and returns Read's list, or nil if reading failed as
// refSniff says it must.
func compareRef(t *testing.T, input []byte, opts Options) *List {
	t.Helper()
	l, err := Read(bytes.NewReader(input), "t", "t.txt", opts)
	text := string(input)
	if msg := refSniff(text); msg != "" || err != nil {
		if err == nil || err.Error() != msg {
			t.Errorf("Read(%s) = %v; want error %q", clipQuote(input), err, msg)
		}
		return nil
	}
	checkList(t, l)
	want := refRead(text, opts)
	got := refList{
		Lines:     l.Lines,
		Entries:   l.Entries,
		Frequency: l.Frequency,
		Words:     words(l),
		Counts:    l.Words.Counts,
		Skipped:   l.Skipped,
	}
	if !got.equal(want) {
		t.Errorf("Read(%s, %+v)\n got %s\nwant %s", clipQuote(input), opts, got, want)
	}
	return l
}

// equal reports whether l and m are the same, no words the same as an
// empty list of them, and the counts too, which are nil only for a plain
// list (a frequency list with no words has an empty slice of counts).
// It compares every word whole, where the String of each shortens long ones.
func (l refList) equal(m refList) bool {
	return l.Lines == m.Lines && l.Entries == m.Entries && l.Frequency == m.Frequency &&
		slices.Equal(l.Words, m.Words) && slices.Equal(l.Counts, m.Counts) &&
		(l.Counts == nil) == (m.Counts == nil) && l.Skipped == m.Skipped
}

// String formats l for a message, shortening long words.
func (l refList) String() string {
	return fmt.Sprintf("{Lines:%d Entries:%d Frequency:%t Words:%s Counts:%v Skipped:%v}",
		l.Lines, l.Entries, l.Frequency, clipWords(l.Words), l.Counts, l.Skipped.Map())
}

// clipQuote quotes b for a message, eliding the middle of a long input.
func clipQuote(b []byte) string {
	if len(b) > 300 {
		return fmt.Sprintf("%q...(%d bytes)...%q", b[:150], len(b)-300, b[len(b)-150:])
	}
	return fmt.Sprintf("%q", b)
}

// randomList returns a short random input that exercises every rule of the
// format: few letters, so that duplicates are common, every sort of bad
// entry, every line ending, and lists that are all one case.
func randomList(r *rand.Rand) []byte {
	pick := func(s ...string) string { return s[r.IntN(len(s))] }
	fold := pick("", "", "upper", "title")
	word := func() string {
		if r.IntN(5) == 0 {
			return pick("don't", "x-ray", "a1", "42", "café", "ÉTÉ", "\x00", "a\x01b", "\xff", "ab\xc3",
				"b\x7f", "don't\x00", "\xefa", "\ufeffa", "é\xff", "-", "+1", "\u00a0")
		}
		b := make([]byte, 1+r.IntN(3))
		for i := range b {
			b[i] = "abcbAB"[r.IntN(6)]
		}
		switch fold {
		case "upper":
			return strings.ToUpper(string(b))
		case "title":
			return strings.ToUpper(string(b[:1])) + strings.ToLower(string(b[1:]))
		}
		return string(b)
	}
	count := func() string {
		if r.IntN(6) == 0 {
			return pick("", "x", "-3", "1.5", "99999999999999999999", "+7", "007", "1 2", "5 x")
		}
		return strconv.Itoa(r.IntN(12))
	}
	space := func() string { return pick(" ", "\t", "  ", " \t", "\r", "\v", "\f") }
	edge := func() string { return pick("", "", "", " ", "\t", "\r") }
	var b strings.Builder
	if r.IntN(6) == 0 {
		b.WriteString("\ufeff")
	}
	freq := r.IntN(3) == 0
	for n := r.IntN(25); n > 0; n-- {
		var line string
		switch {
		case r.IntN(8) == 0:
			line = pick("", " ", "\t \r")
		case freq:
			line = edge() + word() + pick("\t", " ", "  \t") + count() + edge()
		default:
			line = edge() + word()
			for r.IntN(3) == 0 {
				line += space() + word()
			}
			line += edge()
		}
		b.WriteString(line)
		if n > 1 || r.IntN(2) == 0 {
			b.WriteString(pick("\n", "\n", "\r\n"))
		}
	}
	return []byte(b.String())
}

// randomOptions returns options that filter some of randomList's entries.
func randomOptions(r *rand.Rand) Options {
	return Options{
		MinCount:     []int64{-1, -1, 0, 3, 8}[r.IntN(5)],
		RequireVowel: r.IntN(3) == 0,
	}
}

// TestReadMatchesReference compares Read with the reference reader on
// random lists: 2,000 by default, 1,000 under -race, 20,000 with
// BEEBATCH_FULL_TESTS=1. Each list is a few lines, so its Read's
// fixed cost is most of a case: the edge inputs, TestReadAhead and
// TestDedupe hold Read to the reference on large inputs.
func TestReadMatchesReference(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range testenv.Cases(2000, 20000) {
		input, opts := randomList(r), randomOptions(r)
		want := compareRef(t, input, opts)
		if want == nil {
			continue // not a word list, as refSniff says
		}
		// The same, a byte at a time and without a size.
		l, err := Read(iotest.OneByteReader(bytes.NewReader(input)), "t", "t.txt", opts)
		if err != nil {
			t.Fatal(err)
		}
		if !sameList(l, want) {
			t.Errorf("Read(%s, %+v) a byte at a time: %s\nwant %s", clipQuote(input), opts, summary(l), summary(want))
		}
		if t.Failed() {
			break
		}
	}
}

func FuzzRead(f *testing.F) {
	f.Add([]byte("apple\nbanana\napple\n"), int64(-1), false)
	f.Add([]byte("\ufeffApple\r\nbanana  cherry\nNASA\ndon't\ncafé\n"), int64(-1), true)
	f.Add([]byte("the\t100\nof\t50\nbrr\t20\nx\t-1\ny\n"), int64(20), true)
	f.Add([]byte("AARDVARK\nABACUS\n"), int64(0), false)
	f.Add([]byte("a\x00b\xff c\n\n\tFoo Bar"), int64(-1), false)
	f.Fuzz(func(t *testing.T, data []byte, minCount int64, requireVowel bool) {
		compareRef(t, data, Options{MinCount: minCount, RequireVowel: requireVowel})
	})
}
