package search

import "slices"

// rankKey is a candidate's place in the ranking order: higher is better.
// The score comes first, then, for equal scores, hc, which key builds so
// that the alphabetically earlier honeycomb is larger.
type rankKey struct {
	score uint64
	hc    uint64
}

// less reports whether a ranks below b.
func (a rankKey) less(b rankKey) bool {
	return a.score < b.score || a.score == b.score && a.hc < b.hc
}

// not returns the complement of k, which reverses the order of keys.
func (k rankKey) not() rankKey { return rankKey{score: ^k.score, hc: ^k.hc} }

// keeper keeps the limit largest keys offered to it in a binary min-heap,
// the one to beat at heap[0]; until it holds limit keys it only collects
// them.
type keeper struct {
	limit  int
	heap   []rankKey
	heaped bool // heap is a heap: it is full, and more keys have come
}

// offer considers key k.
func (h *keeper) offer(k rankKey) {
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
	if !h.heap[0].less(k) {
		return
	}
	h.heap[0] = k
	h.down(0)
}

// grow makes room for more keys.
func (h *keeper) grow() {
	h.heap = append(make([]rankKey, 0, min(max(2*cap(h.heap), 64), h.limit)), h.heap...)
}

// rejects reports whether h would reject every key up to k, so that the
// caller need not make them: k bounds the keys of a set (setKeys) or is
// one honeycomb's.
func (h *keeper) rejects(k rankKey) bool {
	return h.limit == 0 || h.heaped && !h.heap[0].less(k)
}

func (h *keeper) down(i int) {
	n := len(h.heap)
	for {
		l := 2*i + 1
		if l >= n {
			return
		}
		m := l
		if r := l + 1; r < n && h.heap[r].less(h.heap[l]) {
			m = r
		}
		if !h.heap[m].less(h.heap[i]) {
			return
		}
		h.heap[i], h.heap[m] = h.heap[m], h.heap[i]
		i = m
	}
}

// sortDesc sorts keys from largest to smallest: by radix for many.
func sortDesc(keys []rankKey) {
	if len(keys) < radixMin {
		slices.SortFunc(keys, func(a, b rankKey) int {
			switch {
			case b.less(a):
				return -1
			case a.less(b):
				return 1
			}
			return 0
		})
		return
	}
	radixSortDesc(keys)
}

// radixMin is the number of keys from which sortDesc sorts by radix.
const radixMin = 1 << 12

// radixDigits is the number of radixBits-wide digits of a rankKey: those
// of hc, then those of score.
const radixDigits = (64 + 64) / radixBits

// digit returns the d-th digit of k, least significant first.
func (k rankKey) digit(d uint) uint64 {
	const mask = 1<<radixBits - 1
	if d < 64/radixBits {
		return k.hc >> (d * radixBits) & mask
	}
	return k.score >> ((d - 64/radixBits) * radixBits) & mask
}

// radixSortDesc sorts keys from largest to smallest by their digits,
// least significant first, skipping the digits that every key shares.
func radixSortDesc(keys []rankKey) {
	const mask = 1<<radixBits - 1
	// The bits in which some keys differ.
	first := keys[0]
	var diff rankKey
	for _, k := range keys {
		diff.score |= k.score ^ first.score
		diff.hc |= k.hc ^ first.hc
	}
	buf := make([]rankKey, len(keys))
	src, dst := keys, buf
	var count [1 << radixBits]int
	for d := range uint(radixDigits) {
		if diff.digit(d) == 0 {
			continue // every key has this digit
		}
		clear(count[:])
		for _, k := range src {
			count[mask-k.digit(d)]++
		}
		at := 0
		for i, n := range count {
			count[i] = at
			at += n
		}
		for _, k := range src {
			i := mask - k.digit(d)
			dst[count[i]] = k
			count[i]++
		}
		src, dst = dst, src
	}
	if &src[0] != &keys[0] {
		copy(keys, src)
	}
}

// radixBits is the width of a digit of radixSortDesc (BenchmarkSortDesc).
const radixBits = 16
