package search

import (
	"math/bits"
	"testing"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// flatBest is the design card's engine, kept as a benchmark to compare
// against: a flat []uint32 of 1<<26 points indexed by the letter mask.
// It returns the best key, computed as Rank does.
func flatBest(w *wordlist.Words, rules puzzle.Rules, banned bitset.Set) rankKey {
	table := make([]uint32, 1<<bitset.Letters)
	var pangrams []bitset.Set
	for i, m := range w.Masks {
		n := w.WordLen(i)
		if n < rules.MinLen || m&banned != 0 || m.Len() > rules.Size {
			continue
		}
		if m.Len() == rules.Size && table[m] == 0 {
			pangrams = append(pangrams, m)
		}
		table[m] += uint32(rules.WordScore(n, m.Len()))
	}
	var best rankKey
	for _, p := range pangrams {
		var letters [7]bitset.Set
		i := 0
		for x := p; x != 0; x &= x - 1 {
			letters[i] = x.Lowest()
			i++
		}
		var sub [128]bitset.Set
		var without [7]uint32
		var total uint32
		for s := 1; s < 128; s++ {
			low := s & -s
			sub[s] = sub[s^low] | letters[bits.TrailingZeros(uint(low))]
			v := table[sub[s]]
			total += v
			for k := range 7 {
				if s&(1<<k) == 0 {
					without[k] += v
				}
			}
		}
		for k := range 7 {
			if k := key(uint64(total-without[k]), p, letters[k]); best.less(k) {
				best = k
			}
		}
	}
	return best
}

func TestFlatAgrees(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates 256 MiB")
	}
	w := readWords(t, mini+" tearing granite gratine")
	tab := NewTable(w, puzzle.DefaultRules, puzzle.NoS.Banned)
	r := rank(t, tab, 1, 0, 1)
	if got := flatBest(w, puzzle.DefaultRules, puzzle.NoS.Banned); got != key(uint64(r.Top.At(0).Score), r.Top.At(0).Letters, r.Top.At(0).Center) {
		h, s := unkey(got)
		t.Errorf("flat table finds %v %d; Rank finds %+v", h, s, r.Top.At(0))
	}
}

// BenchmarkFlatArrayEnable1 times the flat-array engine, table included,
// against BenchmarkTableEnable1, the same work with Table.
func BenchmarkFlatArrayEnable1(b *testing.B) {
	w := readEnable1(b)
	for b.Loop() {
		flatBest(w, puzzle.DefaultRules, puzzle.NoS.Banned)
	}
}

func BenchmarkTableEnable1(b *testing.B) {
	w := readEnable1(b)
	for b.Loop() {
		tab := NewTable(w, puzzle.DefaultRules, puzzle.NoS.Banned)
		rank(b, tab, 1, 0, 1)
	}
}
