package search

import (
	"math/bits"

	"github.com/beebatch/beebatch/pkg/bitset"
)

// DenseMax is the largest letter set that a Table keeps in its dense
// arrays; larger sets go to its hash table.
//
// Most subsets of a honeycomb are small: of the 127 non-empty subsets of 7
// letters, 119 have at most 5. Every set of at most 5 of the 26 letters
// has a place in a flat array of denseSize = 83,682 entries (335 KiB of
// points), found by the combinatorial number system without hashing or
// comparing, so those lookups never miss and never branch.
const DenseMax = 5

// binom[n][k] is the binomial coefficient C(n, k), for sets of up to
// MaxSize+1 letters.
var binom [bitset.Letters + 1][MaxSize + 2]uint32

// denseOffset[k] is the index of the first set of k letters in the dense
// arrays: the number of sets of fewer letters. denseOffset[DenseMax+1] is
// the length of the arrays.
var denseOffset [DenseMax + 2]uint32

// denseSize is the number of sets of at most DenseMax letters.
var denseSize int

func init() {
	for n := range binom {
		binom[n][0] = 1
		for k := 1; k <= MaxSize+1 && k <= n; k++ {
			binom[n][k] = binom[n-1][k-1]
			if k <= n-1 {
				binom[n][k] += binom[n-1][k]
			}
		}
	}
	for k := 1; k <= DenseMax+1; k++ {
		denseOffset[k] = denseOffset[k-1] + binom[bitset.Letters][k-1]
	}
	denseSize = int(denseOffset[DenseMax+1])
}

// denseIndex returns the place of key, a set of at most DenseMax letters,
// in the dense arrays: the offset of its size plus its rank in colex order
// among the sets of that size, which is sum of C(c_i, i) over its letters
// c_1 < c_2 < ... < c_k (the combinatorial number system; Knuth, TAOCP
// 7.2.1.3, Theorem L).
func denseIndex(key bitset.Set) uint32 {
	idx := denseOffset[key.Len()]
	i := 1
	for x := uint32(key); x != 0; x &= x - 1 {
		idx += binom[bits.TrailingZeros32(x)][i]
		i++
	}
	return idx
}

// largeSubsets[size] lists the subsets s, as bit masks over a honeycomb's
// letters in order, that have more than DenseMax letters, for honeycombs
// of size letters: the subsets whose points are in the hash table.
var largeSubsets [MaxSize + 1][]uint16

func init() {
	for size := MinSize; size <= MaxSize; size++ {
		for s := 1; s < 1<<size; s++ {
			if bits.OnesCount(uint(s)) > DenseMax {
				largeSubsets[size] = append(largeSubsets[size], uint16(s))
			}
		}
	}
}
