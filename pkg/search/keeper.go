package search

import "slices"

// keeper keeps the limit largest keys offered to it in a binary min-heap,
// so the smallest kept key, the one to beat, is at heap[0].
type keeper struct {
	limit int
	heap  []uint64
}

// offer considers key k.
func (h *keeper) offer(k uint64) {
	if len(h.heap) < h.limit {
		h.heap = append(h.heap, k)
		h.up(len(h.heap) - 1)
		return
	}
	if h.limit == 0 || k <= h.heap[0] {
		return
	}
	h.heap[0] = k
	h.down(0)
}

// rejects reports whether h would reject every key whose high 32 bits are
// hi, so that the caller need not make the key.
func (h *keeper) rejects(hi uint32) bool {
	return h.limit == 0 || len(h.heap) == h.limit && uint64(hi)<<32|0xffffffff <= h.heap[0]
}

func (h *keeper) up(i int) {
	for i > 0 {
		p := (i - 1) / 2
		if h.heap[p] <= h.heap[i] {
			return
		}
		h.heap[p], h.heap[i] = h.heap[i], h.heap[p]
		i = p
	}
}

func (h *keeper) down(i int) {
	n := len(h.heap)
	for {
		l := 2*i + 1
		if l >= n {
			return
		}
		m := l
		if r := l + 1; r < n && h.heap[r] < h.heap[l] {
			m = r
		}
		if h.heap[i] <= h.heap[m] {
			return
		}
		h.heap[i], h.heap[m] = h.heap[m], h.heap[i]
		i = m
	}
}

// sortDesc sorts keys from largest to smallest: a radix sort for many
// keys, such as every honeycomb of the full space, and a comparison sort
// for few.
func sortDesc(keys []uint64) {
	if len(keys) < radixMin {
		slices.Sort(keys)
		slices.Reverse(keys)
		return
	}
	radixSortDesc(keys)
}

// radixMin is the number of keys from which sortDesc sorts by radix.
const radixMin = 1 << 12

// radixSortDesc sorts keys from largest to smallest by their digits of
// radixBits bits, least significant first: a stable counting sort per
// digit, so each pass keeps the order of the ones before. A pass over a
// digit that is the same in every key is skipped; the keys of a ranking
// leave the high bits of the score zero.
func radixSortDesc(keys []uint64) {
	const mask = 1<<radixBits - 1
	buf := make([]uint64, len(keys))
	src, dst := keys, buf
	var count [1 << radixBits]int
	for shift := uint(0); shift < 64; shift += radixBits {
		clear(count[:])
		for _, k := range src {
			count[mask-(k>>shift)&mask]++
		}
		if count[mask-(src[0]>>shift)&mask] == len(src) {
			continue // every key has this digit
		}
		at := 0
		for d, n := range count {
			count[d] = at
			at += n
		}
		for _, k := range src {
			d := mask - (k>>shift)&mask
			dst[count[d]] = k
			count[d]++
		}
		src, dst = dst, src
	}
	if &src[0] != &keys[0] {
		copy(keys, src)
	}
}

// radixBits is the width of a digit of radixSortDesc: four passes cover
// 64 bits, and the keys of a ranking, whose scores are below 1<<16, skip
// the last. Measured on 8 million such keys (BenchmarkSortDesc): 384 ms
// with 16-bit digits, 516 ms with 11-bit ones (five passes), 1,085 ms
// with slices.Sort.
const radixBits = 16
