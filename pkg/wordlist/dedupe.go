package wordlist

import (
	"bytes"
	"hash/maphash"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"
)

// duplicates returns, for each word i, whether it repeats an earlier
// one, or nil if none does; the words are lower case a-z.
//
// Real lists are sorted, or in an order of their own such as by
// frequency. So duplicates first finds the records, each word greater
// than every word before it, which is new at the cost of one comparison.
// When at most one word in 16 is out of order, each such word is looked
// up among the records by binary search, and the words out of order are
// hashed; otherwise every word is (hashUnique).
func (w *Words) duplicates() []bool {
	n := w.Len()
	var runs []run  // the records, in runs of consecutive words
	var odd []int32 // the words out of order, unless all
	all := false
	for i := range n {
		if k := len(runs); k > 0 && bytes.Compare(w.Bytes(i), w.Bytes(runs[k-1].last())) <= 0 {
			if all = len(odd) >= n/16; all {
				break
			}
			odd = append(odd, int32(i))
		} else if k > 0 && runs[k-1].last() == i-1 {
			runs[k-1].n++
		} else {
			runs = append(runs, run{int32(i), 1})
		}
	}
	if !all && len(odd) == 0 {
		return nil
	}
	dup := make([]bool, n)
	if all {
		odd = nil
	} else {
		for _, i := range odd {
			dup[i] = w.isRecord(runs, w.Bytes(int(i)))
		}
	}
	w.hashUnique(odd, dup)
	return dup
}

// run is a run of records: the words first, first+1, ..., first+n-1.
type run struct{ first, n int32 }

// last returns the index of the last word of r.
func (r run) last() int { return int(r.first + r.n - 1) }

// isRecord reports whether word is one of the records that runs hold.
func (w *Words) isRecord(runs []run, word []byte) bool {
	r := runs[sort.Search(len(runs)-1, func(k int) bool { return bytes.Compare(w.Bytes(runs[k].last()), word) >= 0 })]
	i := int(r.first) + sort.Search(int(r.n)-1, func(k int) bool { return bytes.Compare(w.Bytes(int(r.first)+k), word) >= 0 })
	return bytes.Equal(w.Bytes(i), word)
}

// workerWords is the fewest words that hashUnique gives a worker of its
// own to make keys (tests lower it).
var workerWords = 1 << 16

// partSize is the most words of a partition of hashUnique, whose keys
// and hash set, 640 KiB, then fit in a core's cache (tests lower it).
var partSize = 1 << 15

// hashUnique sets dup[i] for each word i of idx (every word if idx is
// nil) that repeats an earlier one of idx not already marked. Each word
// becomes a key (key) in a partition (part), in order, as a radix
// sort's pass would place it, and the partitions are told apart with a
// hash set each, on all cores.
func (w *Words) hashUnique(idx []int32, dup []bool) {
	n := len(idx)
	at := func(j int) int { return int(idx[j]) }
	if idx == nil {
		n, at = w.Len(), func(j int) int { return j }
	}
	shift := uint(64)
	for n>>(64-shift) > partSize {
		shift--
	}
	parts := 1 << (64 - shift)
	// The keys are made and scattered into their partitions by workers,
	// each a contiguous range of the words: within a partition, worker
	// w's keys follow those of the workers before it, so that the keys
	// keep the words' order, as uniquePart needs.
	workers := min(runtime.GOMAXPROCS(0), max(1, n/workerWords))
	counts := make([][]int, workers)
	each := func(fn func(k, lo, hi int)) {
		var wg sync.WaitGroup
		for k := range workers {
			wg.Go(func() { fn(k, n*k/workers, n*(k+1)/workers) })
		}
		wg.Wait()
	}
	each(func(k, lo, hi int) {
		c := make([]int, parts)
		for j := lo; j < hi; j++ {
			if i := at(j); !dup[i] {
				c[w.part(i)>>shift]++
			}
		}
		counts[k] = c
	})
	start := make([]int, parts+1) // the keys of partition p are at start[p]:start[p+1]
	next := make([][]int, workers)
	for k := range next {
		next[k] = make([]int, parts)
	}
	for p := range parts {
		pos := start[p]
		for k := range workers {
			next[k][p] = pos
			pos += counts[k][p]
		}
		start[p+1] = pos
	}
	keys, ids := make([]uint64, start[parts]), make([]int32, start[parts])
	each(func(k, lo, hi int) {
		nw := next[k]
		for j := lo; j < hi; j++ {
			if i := at(j); !dup[i] {
				p := w.part(i) >> shift
				keys[nw[p]], ids[nw[p]] = key(w.Bytes(i)), int32(i)
				nw[p]++
			}
		}
	})
	var wg sync.WaitGroup
	var taken atomic.Int64
	for range min(runtime.GOMAXPROCS(0), parts) {
		wg.Go(func() {
			var slots []int32
			for p := int(taken.Add(1) - 1); p < parts; p = int(taken.Add(1) - 1) {
				slots = w.uniquePart(keys[start[p]:start[p+1]], ids[start[p]:start[p+1]], dup, slots)
			}
		})
	}
	wg.Wait()
}

// part returns a hash of word i's letter set and length, whose top
// bits choose its partition in hashUnique: two words alike have the
// same, and it needs no pass over their text.
func (w *Words) part(i int) uint64 { return mix(uint64(w.Masks[i])<<32 | uint64(w.lens[i])) }

// uniquePart sets dup[ids[j]] for each key keys[j] that repeats one before
// it, with an open-addressing hash set in slots (j+1 in a slot; 0 for
// none), which it returns to be used again.
func (w *Words) uniquePart(keys []uint64, ids []int32, dup []bool, slots []int32) []int32 {
	size := 1
	for size < 2*len(keys) {
		size *= 2
	}
	if cap(slots) < size {
		slots = make([]int32, size)
	} else {
		slots = slots[:size]
		clear(slots)
	}
	mask := uint64(size - 1)
	for j, k := range keys {
		for s := mix(k) & mask; ; s = (s + 1) & mask {
			v := slots[s] - 1
			if v < 0 {
				slots[s] = int32(j + 1)
				break
			}
			// A key of more than 12 letters is a hash: the text decides.
			if keys[v] == k && (k>>63 == 0 || bytes.Equal(w.Bytes(int(ids[v])), w.Bytes(int(ids[j])))) {
				dup[ids[j]] = true
				break
			}
		}
	}
	return slots
}

// key returns the key of word, if of letters a-z only: each letter in 5
// bits, from 1 for a to 26 for z, if it has at most 12, which tells it
// apart from every other word; else a hash of its text with the top bit
// set, which no key of letters has.
func key(word []byte) uint64 {
	if len(word) > 12 {
		return maphash.Bytes(contentSeeds[0], word) | 1<<63
	}
	var k uint64
	for _, c := range word {
		if c-'a' >= 26 {
			// A letter of another alphabet (Options.Lang).
			return maphash.Bytes(contentSeeds[0], word) | 1<<63
		}
		k = k<<5 | uint64(c-'a'+1)
	}
	return k
}

// mix returns x with every bit mixed into every other: the finalizer of
// MurmurHash3 (fmix64), as a key's top bits are often zero.
func mix(x uint64) uint64 {
	x ^= x >> 33
	x *= 0xff51afd7ed558ccd
	x ^= x >> 33
	x *= 0xc4ceb9fe1a85ec53
	return x ^ x>>33
}
