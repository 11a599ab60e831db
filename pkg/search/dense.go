package search

import (
	"math/bits"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// binom[n][k] is the binomial coefficient C(n, k), for sets of up to
// puzzle.MaxSize+1 letters.
var binom [bitset.MaxLetters + 1][puzzle.MaxSize + 2]uint32

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
