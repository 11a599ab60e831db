package search

import "slices"

// keeper keeps the limit largest keys offered to it in a binary min-heap,
// the one to beat at heap[0]; until it holds limit keys it only collects
// them.
type keeper struct {
	limit  int
	heap   []uint64
	heaped bool // heap is a heap: it is full, and more keys have come
}

// offer considers key k.
func (h *keeper) offer(k uint64) {
	if len(h.heap) < h.limit {
		if len(h.heap) == cap(h.heap) {
			h.grow()
		}
		h.heap = append(h.heap, k)
		return
	}
	if h.limit == 0 {
		return
	}
	if !h.heaped {
		for i := len(h.heap)/2 - 1; i >= 0; i-- {
			h.down(i)
		}
		h.heaped = true
	}
	if k <= h.heap[0] {
		return
	}
	h.heap[0] = k
	h.down(0)
}

// grow makes room for more keys.
func (h *keeper) grow() {
	h.heap = append(make([]uint64, 0, min(max(2*cap(h.heap), 64), h.limit)), h.heap...)
}

// rejects reports whether h would reject every key whose high 32 bits are
// hi, so that the caller need not make the key.
func (h *keeper) rejects(hi uint32) bool {
	return h.limit == 0 || h.heaped && uint64(hi)<<32|0xffffffff <= h.heap[0]
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

// sortDesc sorts keys from largest to smallest: by radix for many.
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

// radixSortDesc sorts keys from largest to smallest by their digits,
// least significant first, skipping a digit that every key shares.
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

// radixBits is the width of a digit of radixSortDesc (BenchmarkSortDesc).
const radixBits = 16
