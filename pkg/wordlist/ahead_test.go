package wordlist

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
)

// TestReadAhead compares Read with the reference reader on lists of
// some blocks, most of whose lines are plain words, parsed ahead in
// pieces of a few lines: the case rule, the vowel rule, duplicates,
// blank and long lines, frequency lists and a last line without a
// newline each fall now inside a piece and now across two.
func TestReadAhead(t *testing.T) {
	defer func(n int) { pieceSize = n }(pieceSize)
	r := rand.New(rand.NewPCG(3, 4))
	pick := func(s ...string) string { return s[r.IntN(len(s))] }
	// The first lines: a blank one, a capitalised entry (the case rule is
	// deferred), entries that are not words (nor is it), a block of them
	// (the case rule is then first told of lower case in a piece), a
	// frequency list's and a byte order mark.
	firsts := []string{"", "\n", "Apple\n", "don't\n", strings.Repeat("don't\n", startSize/5), "the 12\n", "\ufeffbee\n"}
	for i := range testenv.Sample(8, 2, 32) {
		pieceSize = 1 + r.IntN(300)
		var b strings.Builder
		b.WriteString(firsts[i%len(firsts)])
		odd := []int{2, 50, 5000}[r.IntN(3)] // one line in odd is not plain
		alphabet, opts := "abcdeorstxyz", randomOptions(r)
		if i/len(firsts)%2 == 1 {
			alphabet, opts.RequireVowel = "bcdrstxyz", true // every word skipped
		}
		size := startSize/2 + r.IntN(4*startSize)
		for b.Len() < size {
			if r.IntN(odd) == 0 {
				b.WriteString(pick("Capital", "NASA", "don't", "", " bee", "bee\r", "x 1", "\x00"))
			} else {
				w := make([]byte, 1+r.IntN(8))
				for i := range w {
					w[i] = alphabet[r.IntN(len(alphabet))]
				}
				b.Write(w)
			}
			b.WriteByte('\n')
		}
		if r.IntN(8) == 0 {
			b.WriteString(strings.Repeat("q", MaxLine+1) + "\n")
		}
		b.WriteString(pick("", "last", "Last"))
		compareRef(t, []byte(b.String()), opts)
		if t.Failed() {
			break
		}
	}
}

// TestReadAheadCaseRule reads lists whose only entries in lower case
// before a capitalised one are in pieces parsed ahead, a line a piece:
// the case rule must see them, kept or skipped for want of a vowel.
func TestReadAheadCaseRule(t *testing.T) {
	defer func(n int) { pieceSize = n }(pieceSize)
	pieceSize = 1
	// The first block holds no word, the second the case in point; the
	// last, read to the end of the input, is not parsed ahead.
	notWords, more := strings.Repeat("don't\n", startSize/5), strings.Repeat("bee\n", startSize/2)
	for _, tc := range []struct {
		input string
		opts  Options
	}{
		{notWords + strings.Repeat("bee\n", 100) + "Capital\n" + more, DefaultOptions},
		// Skipped words in lower case count too, here for a rule
		// deferred by Apple.
		{"Apple\n" + notWords + strings.Repeat("brr\n", 100) + strings.Repeat("Capital\n", startSize/4),
			Options{MinCount: -1, RequireVowel: true}},
	} {
		if l := compareRef(t, []byte(tc.input), tc.opts); l != nil && l.Skipped[ProperNoun] == 0 {
			t.Errorf("skipped %v; want proper nouns", l.Skipped.Map())
		}
	}
}

// TestReadAheadLang reads lists of another language, plain and with
// counts, with their entries folded ahead in pieces of a few lines, and
// holds them equal to the same read on one core: words, spellings,
// lengths, counts and warnings.
func TestReadAheadLang(t *testing.T) {
	defer func(n int) { pieceSize = n }(pieceSize)
	r := rand.New(rand.NewPCG(9, 10))
	pick := func(s ...string) string { return s[r.IntN(len(s))] }
	for i := range testenv.Sample(4, 2, 16) {
		freq := i%2 == 1
		var b strings.Builder
		if freq {
			b.WriteString("casa 5\n") // a frequency list's first line
		}
		for size := 0; size < 3*startSize; {
			entry := pick("porró", "porro", "ação", "Ação", "niño", "Brasil", "casa", "x-1", "café", "Órgão",
				"\xff", "a\x01", "pão pão", "")
			if w := r.IntN(3); entry == "" || w == 0 {
				entry = string([]byte{"abcñ"[r.IntN(4)], "aeió"[r.IntN(3)], "abcñ"[r.IntN(4)]})
			}
			if freq {
				entry += " " + pick("1", "2", "x", "-1", "3 4")
			}
			b.WriteString(entry + "\n")
			size += len(entry) + 1
			if size > startSize && i%2 == 0 && r.IntN(5000) == 0 {
				b.WriteString(strings.Repeat("b", MaxLine+r.IntN(2)) + "\n") // long, or too long
			}
		}
		opts := DefaultOptions
		opts.Lang, opts.Capitals, opts.MinCount = folder{}, i%3 == 0, []int64{-1, 1}[i%2]
		read := func(size int) *List {
			pieceSize = size
			l, err := Read(strings.NewReader(b.String()), "t", "t.txt", opts)
			if err != nil {
				t.Fatal(err)
			}
			return l
		}
		// Pieces of a few lines, or whole blocks, in which a long line
		// need not be the last.
		want, got := read(0), read([]int{1 + r.IntN(100), 2 * MaxLine}[i%4/2])
		same := sameList(got, want)
		for j := range min(got.Words.Len(), want.Words.Len()) {
			k := want.Words.Word(j)
			same = same && got.Words.WordLen(j) == want.Words.WordLen(j) && slices.Equal(got.Words.Forms(k), want.Words.Forms(k))
		}
		if !same || want.Frequency != freq {
			t.Fatalf("case %d: ahead %s; on one core %s", i, summary(got), summary(want))
		}
	}
}
