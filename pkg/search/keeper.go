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

// sortDesc sorts keys from largest to smallest.
func sortDesc(keys []uint64) {
	slices.Sort(keys)
	slices.Reverse(keys)
}
