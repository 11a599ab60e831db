package wordlist

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/bitset"
)

// fitRef reads input as Read does, without a Fit, and applies f by brute
// force: the list that reading input with f must give.
func fitRef(t testing.TB, input []byte, opts Options, f *Fit) (*List, error) {
	return fitRefAt(t, input, opts, f, "t.txt")
}

// fitRefAt is fitRef of a list at path, which its warnings name.
func fitRefAt(t testing.TB, input []byte, opts Options, f *Fit, path string) (*List, error) {
	t.Helper()
	opts.Fit = nil
	l, err := Read(bytes.NewReader(input), "t", path, opts)
	if err != nil {
		return nil, err
	}
	return fitList(l, f), nil
}

// fitList applies f by brute force to l, a list read without a Fit.
func fitList(l *List, f *Fit) *List {
	var u Unfit
	out := &List{Name: l.Name, Path: l.Path, Sum: l.Sum, Lines: l.Lines, Entries: l.Entries, Frequency: l.Frequency, Skipped: l.Skipped, Warnings: l.Warnings}
	for i := range l.Words.Len() {
		word := l.Words.Word(i)
		mask, _ := bitset.Of(word)
		switch {
		case len(word) < f.MinLen:
			u.Short++
		case mask&f.Banned != 0:
			u.Banned++
		case mask.Len() > f.MaxLetters:
			j := 0
			for k, c := range f.Watch.Bytes() {
				if mask&bitset.Letter(c) != 0 {
					j |= 1 << k
				}
			}
			u.Long[j]++
		default:
			out.Words.lens = append(out.Words.lens, uint32(len(word)))
			out.Words.Masks = append(out.Words.Masks, mask)
			if l.Words.Counts != nil {
				out.Words.Counts = append(out.Words.Counts, l.Words.Counts[i])
			}
		}
	}
	out.Words.Unfit = u
	return out
}

// fitted describes the words of a list read with a Fit, sorted: each
// as its letter set, its length and its count, as in "AEPL/5 120".
// It appends rather than formats each word: the lists hold up to 100,000.
func fitted(l *List) string {
	w := &l.Words
	ws := make([]string, w.Len())
	var b []byte
	for i := range ws {
		b = append(append(append(b[:0], w.Masks[i].String()...), '/'), strconv.Itoa(w.WordLen(i))...)
		if w.Counts != nil {
			b = strconv.AppendInt(append(b, ' '), w.Counts[i], 10)
		}
		ws[i] = string(b)
	}
	slices.Sort(ws)
	return fmt.Sprintf("lines %d entries %d skipped %v unfit %+v frequency %t warnings %q words %d [%s]",
		l.Lines, l.Entries, l.Skipped.Map(), w.Unfit, l.Frequency, errorStrings(l.Warnings), len(ws), strings.Join(ws, ", "))
}

// checkFit checks that input read with f gives the list that fitRef
// gives.
func checkFit(t *testing.T, name string, input []byte, opts Options, f *Fit) {
	t.Helper()
	want, werr := fitRef(t, input, opts, f)
	opts.Fit = f
	l, err := Read(bytes.NewReader(input), "t", "t.txt", opts)
	if (err != nil) != (werr != nil) || err != nil && err.Error() != werr.Error() {
		t.Fatalf("%s: error %v; want %v", name, err, werr)
	}
	if err != nil {
		return
	}
	if got, w := fitted(l), fitted(want); got != w || l.Sum != want.Sum {
		t.Fatalf("%s, fit %+v:\n got %s\nwant %s\ninput %s", name, *f, got, w, clipQuote(input))
	}
	if l.Words.Fit == nil || *l.Words.Fit != *f || l.Words.text != nil {
		t.Fatalf("%s: Words.Fit %v, text kept %t", name, l.Words.Fit, l.Words.text != nil)
	}
	if d := l.Words.Distinct(); d+l.Skipped.Total() != l.Entries {
		t.Fatalf("%s: %d distinct words and %d skipped of %d entries", name, d, l.Skipped.Total(), l.Entries)
	}
}

// randomFit returns a Fit like those of the puzzle's rules.
func randomFit(r *rand.Rand) *Fit {
	f := &Fit{MinLen: 1 + r.IntN(5), MaxLetters: 1 + r.IntN(8)}
	for range r.IntN(3) {
		f.Banned |= bitset.Letter(byte('a' + r.IntN(26)))
	}
	for range r.IntN(MaxWatch + 1) {
		f.Watch |= bitset.Letter(byte('a' + r.IntN(26)))
	}
	return f
}

// plainList returns a plain list of n words: sorted, nearly sorted or in
// random order, with duplicates, blank lines, CRLF, and words of up to
// 300 letters, so that both kinds of key of dedupe appear.
func plainList(r *rand.Rand, n int) []byte {
	alphabet := "abcdefghijklmnopqrstuvwxyz"[:3+r.IntN(24)]
	word := func() string {
		k := 1 + r.IntN(6)
		switch r.IntN(10) {
		case 0:
			k = 12 + r.IntN(3)
		case 1:
			k = 20 + r.IntN(10)
		case 2:
			k = 30 + r.IntN(270)
		}
		b := make([]byte, k)
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		return string(b)
	}
	words := make([]string, n)
	for i := range words {
		words[i] = word()
		if i > 0 && r.IntN(6) == 0 {
			words[i] = words[r.IntN(i)]
		}
	}
	switch r.IntN(3) {
	case 0:
		slices.Sort(words)
	case 1:
		slices.Sort(words)
		for range r.IntN(4) {
			i, j := r.IntN(n), r.IntN(n)
			words[i], words[j] = words[j], words[i]
		}
	}
	eol := []string{"\n", "\n", "\r\n"}[r.IntN(3)]
	var b strings.Builder
	for i, w := range words {
		if r.IntN(30) == 0 {
			b.WriteString(eol) // a blank line
		}
		b.WriteString(w)
		if i < n-1 || r.IntN(2) == 0 {
			b.WriteString(eol)
		}
	}
	return []byte(b.String())
}

// TestFitMatchesBruteForce reads the edge inputs and random lists with a
// random Fit and checks each against fitRef: 300 random lists by default,
// 150 under -race, 3,000 with BEEBATCH_FULL_TESTS=1.
func TestFitMatchesBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for name, input := range edgeInputs {
		checkFit(t, name, []byte(input), DefaultOptions, randomFit(r))
	}
	for i := range testenv.Cases(300, 3000) {
		input := randomList(r)
		if i%2 == 0 {
			input = plainList(r, 1+r.IntN(300))
		}
		opts := randomOptions(r)
		checkFit(t, fmt.Sprintf("random %d", i), input, opts, randomFit(r))
	}
}

func FuzzFit(f *testing.F) {
	for _, input := range edgeInputs {
		if len(input) < 1000 {
			f.Add([]byte(input), uint8(4), uint8(7), uint32(0), uint32(1<<18))
		}
	}
	f.Add([]byte("apple\nbanana\napple\ncherry\n"), uint8(4), uint8(7), uint32(1<<18), uint32(1))
	f.Fuzz(func(t *testing.T, data []byte, minLen, maxLetters uint8, banned, watch uint32) {
		fit := &Fit{MinLen: int(minLen % 8), MaxLetters: int(maxLetters % 12), Banned: bitset.Set(banned) & bitset.All}
		for x := bitset.Set(watch) & bitset.All; x != 0 && fit.Watch.Len() < MaxWatch; x &= x - 1 {
			fit.Watch |= x.Lowest()
		}
		checkFit(t, "fuzz", data, DefaultOptions, fit)
	})
}

// TestFitStream loads lists of more than a block from a stream with a
// Fit, and checks each against fitRef; and a stream over the limit: 5
// lists by default, 4 under -race, 30 with BEEBATCH_FULL_TESTS=1.
func TestFitStream(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 20))
	for i := range testenv.Sample(5, 4, 30) {
		input := plainList(r, 20000+r.IntN(20000))
		if i%3 == 0 {
			input = append(randomList(r), input...)
		}
		fit := randomFit(r)
		opts := DefaultOptions
		want, err := fitRefAt(t, input, opts, fit, "-")
		if err != nil {
			t.Fatal(err)
		}
		opts.Fit = fit
		// A reader that is not a file, so that it is read as a stream.
		l, err := Source{"t", "-"}.Load(struct{ io.Reader }{bytes.NewReader(input)}, opts)
		if err != nil {
			t.Fatal(err)
		}
		if got, w := fitted(l), fitted(want); got != w {
			t.Fatalf("stream %d:\n got %s\nwant %s", i, got, w)
		}
	}
	opts := Options{MaxBytes: 100 << 10, Fit: &Fit{MinLen: 4, MaxLetters: 7}}
	input := plainList(r, 40000)
	_, err := Source{"t", "-"}.Load(struct{ io.Reader }{bytes.NewReader(input)}, opts)
	if !errors.As(err, new(*LimitError)) {
		t.Errorf("a stream of %d bytes with a limit of %d: %v; want a *LimitError", len(input), opts.MaxBytes, err)
	}
}
