package wordlist

import (
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
)

// TestDedupe checks dedupe against refRead on lists large enough to be
// cut into many partitions, hashed on all cores, their keys made by up to
// five workers: sorted, nearly sorted and in random order, with words of
// up to 300 letters.
func TestDedupe(t *testing.T) {
	defer func(n, w, procs int) { partSize, workerWords = n, w; runtime.GOMAXPROCS(procs) }(partSize, workerWords, runtime.GOMAXPROCS(5))
	partSize, workerWords = 4, 300
	r := rand.New(rand.NewPCG(13, 14))
	for i := range testenv.Cases(20, 60) {
		opts := DefaultOptions
		opts.RequireVowel = i%3 == 0
		compareRef(t, plainList(r, 500+r.IntN(5000)), opts)
		if t.Failed() {
			break
		}
	}
}

// TestDedupeSorted checks the records' binary search: enable1 with a few
// words, repeated or not, far from their place.
func TestDedupeSorted(t *testing.T) {
	data, err := os.ReadFile(enable1)
	if err != nil {
		t.Skip(err)
	}
	r := rand.New(rand.NewPCG(15, 16))
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")[:20000]
	for i := range testenv.Cases(3, 10) {
		out := slices.Clone(lines)
		for range 1 + r.IntN(30) {
			w := lines[r.IntN(len(lines))] // a word the list has
			if r.IntN(2) == 0 {
				w += "zq" // or one it lacks
			}
			out = slices.Insert(out, r.IntN(len(out)), w)
		}
		if l := compareRef(t, []byte(strings.Join(out, "\n")), DefaultOptions); l == nil || t.Failed() {
			t.Fatalf("enable1 with words out of order, %d", i)
		}
	}
}

func BenchmarkDedupeRandom(b *testing.B) {
	r := rand.New(rand.NewPCG(17, 18))
	var sb strings.Builder
	for range 1 << 20 {
		fmt.Fprintf(&sb, "%s\n", letters(r.IntN(1<<19)))
	}
	input := sb.String()
	b.SetBytes(int64(len(input)))
	for b.Loop() {
		if _, err := Read(strings.NewReader(input), "t", "t.txt", DefaultOptions); err != nil {
			b.Fatal(err)
		}
	}
}

// TestDropParts reads lists with counts, or of another alphabet, whose
// words drop keeps in parts on several cores, and holds them equal to
// those kept in one part.
func TestDropParts(t *testing.T) {
	defer func(n, procs int) { workerWords = n; runtime.GOMAXPROCS(procs) }(workerWords, runtime.GOMAXPROCS(4))
	r := rand.New(rand.NewPCG(17, 18))
	for i := range testenv.Cases(8, 24) {
		var b strings.Builder
		for range 400 + r.IntN(800) {
			w := make([]byte, 1+r.IntN(5))
			for j := range w {
				w[j] = "abcdeé"[r.IntN(6)]
			}
			fmt.Fprintf(&b, "%s %d\n", w, r.IntN(9))
		}
		opts := DefaultOptions
		if i%2 == 1 {
			opts.Lang = folder{}
		}
		if i%4 >= 2 {
			opts.Fit = &Fit{MinLen: 2, MaxLetters: 3}
		}
		read := func(n int) *List {
			workerWords = n
			l, err := Read(strings.NewReader(b.String()), "t", "t.txt", opts)
			if err != nil {
				t.Fatal(err)
			}
			return l
		}
		want, got := read(1<<30), read(50)
		same := got.Skipped == want.Skipped && got.Words.Unfit == want.Words.Unfit &&
			slices.Equal(got.Words.Counts, want.Words.Counts) && slices.Equal(got.Words.Masks, want.Words.Masks)
		for j := range min(got.Words.Len(), want.Words.Len()) {
			same = same && got.Words.WordLen(j) == want.Words.WordLen(j) &&
				(opts.Fit != nil || got.Words.Word(j) == want.Words.Word(j))
		}
		if !same || got.Words.Len() != want.Words.Len() {
			t.Fatalf("case %d (%+v): in parts %s; in one %s", i, opts, summary(got), summary(want))
		}
	}
}
