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
