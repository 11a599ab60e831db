package search

import (
	"context"
	"os"
	"testing"

	"github.com/beebatch/beebatch/internal/testlists"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// enable1All returns every candidate of enable1 without S, ranked.
func enable1All(b *testing.B) []Scored {
	b.Helper()
	f, err := os.Open(testlists.Need(b, "enable1"))
	if err != nil {
		b.Fatalf("the shared word list is needed: %v", err)
	}
	defer f.Close()
	l, err := wordlist.Read(f, "enable1", "enable1.txt", wordlist.DefaultOptions)
	if err != nil {
		b.Fatal(err)
	}
	r, err := NewTable(&l.Words, puzzle.DefaultRules, puzzle.NoS.Banned).Rank(context.Background(), RankOptions{All: true})
	if err != nil {
		b.Fatal(err)
	}
	return r.All
}

// BenchmarkSummarizeEnable1 measures the statistics of enable1's 55,902
// candidates without S, given their ranking.
func BenchmarkSummarizeEnable1(b *testing.B) {
	all := enable1All(b)
	var s Summary
	for b.Loop() {
		s = Summarize(all, TopLetters)
	}
	if s.Distribution.Count != len(all) {
		b.Fatal(s.Distribution)
	}
}
