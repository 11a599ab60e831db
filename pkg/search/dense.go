package search

import (
	"math/bits"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// FlatMax is the largest letter set that a Table keeps in its flat
// arrays, of 313,912 entries indexed by the combinatorial number system;
// 8- and 9-letter honeycombs look their 7- and 8-letter subsets up in a
// map.
const FlatMax = 6

// flatMax returns the largest letter set that a table of honeycombs of
// size letters keeps in its flat arrays.
func flatMax(size int) int { return min(FlatMax, size-1) }

// binom[n][k] is the binomial coefficient C(n, k), for sets of up to
// puzzle.MaxSize+1 letters.
var binom [bitset.MaxLetters + 1][puzzle.MaxSize + 2]uint32

// offsets are the places of the sets of each size in a Table's flat
// arrays, over an alphabet of some number of letters: offsets[k] is the
// index of the first set of k letters, the number of sets of fewer
// letters; beyond every array for sets of more than FlatMax+1 letters
// (centerSums).
type offsets [puzzle.MaxSize + 2]uint32

// flatOffsets[n] are the offsets over an alphabet of n letters.
var flatOffsets [bitset.MaxLetters + 1]offsets

func init() {
	for n := range binom {
		binom[n][0] = 1
		for k := 1; k <= puzzle.MaxSize+1 && k <= n; k++ {
			binom[n][k] = binom[n-1][k-1]
			if k <= n-1 {
				binom[n][k] += binom[n-1][k]
			}
		}
	}
	for n := range flatOffsets {
		off := &flatOffsets[n]
		for k := 1; k <= FlatMax+1; k++ {
			off[k] = off[k-1] + binom[n][k-1]
		}
		for k := FlatMax + 2; k < len(off); k++ {
			off[k] = 1 << 30
		}
	}
}

// index returns the place of key, a set of at most FlatMax letters, in
// the flat arrays: the offset of its size plus its colex rank.
func (off *offsets) index(key bitset.Set) uint32 {
	return off[key.Len()] + colexRank(uint32(key))
}

// colexRank returns the rank of the set c among the sets of its size in
// colex order: the sum of C(c_i, i) over its members c_1 < c_2 < ...
// (Knuth, TAOCP 7.2.1.3, Theorem L).
func colexRank(c uint32) uint32 {
	var r uint32
	i := 1
	for ; c != 0; c &= c - 1 {
		r += binom[bits.TrailingZeros32(c)][i]
		i++
	}
	return r
}

// largeSubsets[size] lists the subsets of a honeycomb's letters, as bit
// masks, that are in a tableChannel's map.
var largeSubsets [puzzle.MaxSize + 1][]uint16

func init() {
	for size := puzzle.MinSize; size <= puzzle.MaxSize; size++ {
		for s := 1; s < 1<<size-1; s++ {
			if bits.OnesCount(uint(s)) > flatMax(size) {
				largeSubsets[size] = append(largeSubsets[size], uint16(s))
			}
		}
	}
}
