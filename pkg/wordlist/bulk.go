package wordlist

import (
	"bytes"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/beebatch/beebatch/internal/bigmem"
	"github.com/beebatch/beebatch/pkg/bitset"
)

// readBulk reads data as readFit describes, in any order. Each word
// becomes a key of 5 bits a letter (one uint64 up to 12 letters, two up to
// 24; longer words go to a map) in a partition, by a hash of its length
// and first 8 bytes, whose hash set fits in a core's cache. One pass
// counts the words of each part of the input in each partition, a second
// places the keys, and the partitions are deduplicated on all cores.
func readBulk(data []byte, fr *fitter, opts Options) (*List, error) {
	workers := min(runtime.GOMAXPROCS(0), 8)
	if len(data) < bulkParallel {
		workers = 1
	}
	pbits := 0
	for pbits < 12 && len(data)>>pbits > bulkPartition {
		pbits++
	}
	b := &bulk{data: data, fr: fr, vowel: opts.RequireVowel, pbits: uint(pbits), parts: 1 << pbits}
	b.cut(workers)

	// Pass 1: count.
	if b.each(b.count) {
		return nil, errFault
	}
	// Places: partition by partition, class by class, part by part.
	var total [2]int
	for c := range 2 {
		for p := range b.parts {
			for _, w := range b.w {
				w.base[c][p] = total[c]
				w.at[c][p] = total[c]
				total[c] += w.count[c][p]
			}
		}
	}
	b.k1 = bigmem.Make[uint64](total[0])
	b.k2 = bigmem.Make[uint64](2 * total[1])
	defer func() {
		bigmem.Free(b.k1)
		bigmem.Free(b.k2)
	}()
	// Pass 2: place the keys.
	if b.each(b.place) {
		return nil, errFault
	}
	for _, w := range b.w {
		if !w.ok {
			return nil, nil
		}
	}
	// Deduplicate each partition; parts says where its words are.
	parts := make([]partOut, b.parts)
	outs := make([]bulkOut, len(b.w))
	var next atomic.Int64
	faulted := b.each(func(w *bulkPart) {
		var sets [2]keySet // reused from partition to partition
		o := &outs[w.index]
		for {
			p := int(next.Add(1) - 1)
			if p >= b.parts {
				return
			}
			parts[p] = partOut{w: w.index, lo: len(o.masks)}
			b.dedupe(&sets, p, o, &parts[p].unfit)
			parts[p].hi = len(o.masks)
		}
	})
	if faulted {
		return nil, errFault
	}

	// The words, partition by partition.
	l := &List{}
	kept := 0
	for _, o := range outs {
		kept += len(o.masks)
	}
	wds := &l.Words
	wds.Masks = make([]bitset.Set, kept)
	wds.lens = make([]uint32, kept)
	at := 0
	for i := range parts {
		p := &parts[i]
		o := &outs[p.w]
		copy(wds.Masks[at:], o.masks[p.lo:p.hi])
		copy(wds.lens[at:], o.lens[p.lo:p.hi])
		at += p.hi - p.lo
		wds.Unfit.Short += p.unfit.Short
		wds.Unfit.Banned += p.unfit.Banned
		for j, c := range p.unfit.Long {
			wds.Unfit.Long[j] += c
		}
	}
	for _, o := range outs {
		bigmem.Free(o.masks)
		bigmem.Free(o.lens)
	}
	// The words of more than 24 letters, by their places.
	seen := make(map[string]bool)
	if catchFault(func() {
		for _, w := range b.w {
			for _, at := range w.long {
				end, mask, _, _ := plainLine(data, at)
				if word := data[at:end]; !seen[string(word)] {
					seen[string(word)] = true
					if fr.keep(&wds.Unfit, mask, len(word)) {
						wds.pushFit(len(word), mask)
					}
				}
			}
		}
	}) {
		return nil, errFault
	}
	for _, w := range b.w {
		l.Lines += w.lines
		l.Entries += w.entries
		l.Skipped[NoVowel] += w.noVowel
	}
	l.Skipped[Duplicate] = l.Entries - l.Skipped[NoVowel] - wds.Distinct()
	wds.Fit = &fr.Fit
	return l, nil
}

// bulkParallel is the input size from which readBulk works on all cores,
// and bulkPartition about the input bytes of a partition. Tests lower them.
var bulkParallel, bulkPartition = 1 << 18, 1 << 18

// bulk is the state of readBulk.
type bulk struct {
	data   []byte
	fr     *fitter
	vowel  bool // Options.RequireVowel
	pbits  uint // log2(parts)
	parts  int
	w      []*bulkPart
	k1, k2 []uint64 // the keys of each class, by partition, then by part
}

// bulkPart is one part of the input and what a pass found in it.
type bulkPart struct {
	index  int // of the part
	lo, hi int // the bytes of the part, whole lines
	ok     bool
	// count[c][p] is the number of words of class c in partition p; base,
	// where their keys go; at, where the next one goes.
	count, base, at         [2][]int
	long                    []int // the starts of the words of more than 24 letters
	lines, entries, noVowel int
}

// cut cuts the input into n parts of whole lines.
func (b *bulk) cut(n int) {
	prev := 0
	for i := range n {
		hi := len(b.data) * (i + 1) / n
		for hi < len(b.data) && hi > 0 && b.data[hi-1] != '\n' {
			hi++
		}
		hi = max(hi, prev)
		w := &bulkPart{index: i, lo: prev, hi: hi}
		for c := range 2 {
			w.count[c] = make([]int, b.parts)
			w.base[c] = make([]int, b.parts)
			w.at[c] = make([]int, b.parts)
		}
		b.w = append(b.w, w)
		prev = hi
	}
}

// each calls fn with each part, in parallel, and reports whether a fault
// on the input (catchFault) stopped any.
func (b *bulk) each(fn func(w *bulkPart)) (faulted bool) {
	var wg sync.WaitGroup
	var fault atomic.Bool
	for _, w := range b.w {
		wg.Go(func() {
			if catchFault(func() { fn(w) }) {
				fault.Store(true)
			}
		})
	}
	wg.Wait()
	return fault.Load()
}

// mix returns x with every bit mixed into every other: the finalizer of
// MurmurHash3 (fmix64), as a key's low bits are often zero.
func mix(x uint64) uint64 {
	x ^= x >> 33
	x *= 0xff51afd7ed558ccd
	x ^= x >> 33
	x *= 0xc4ceb9fe1a85ec53
	return x ^ x>>33
}

// mix2 is an odd constant to combine two words before mixing them.
const mix2 = 0xc2b2ae3d27d4eb4f

// pack returns the key of word, of 1 to 12 letters a-z: 5 bits a letter,
// 1 for a to 26 for z, the first highest, padded with zeros.
func pack(word []byte) uint64 {
	var k uint64
	for _, c := range word {
		k = k<<5 | uint64(c-'a'+1)
	}
	return k << (5 * (12 - len(word)))
}

// packedLen returns the number of letters of the word of key k, not 0.
func packedLen(k uint64) int { return 12 - bits.TrailingZeros64(k)/5 }

// packedMask returns the letter set of the word of key k.
func packedMask(k uint64) bitset.Set {
	var m bitset.Set
	for shift := 50; shift >= 0; shift -= 10 {
		m |= pairMask[k>>uint(shift)&1023]
	}
	return m
}

// pairMask[v] is the letter set of the two letters that the 10 bits v
// hold, 5 bits each, 0 standing for no letter.
var pairMask = func() (t [1024]bitset.Set) {
	for v := range t {
		for _, c := range [...]int{v >> 5, v & 31} {
			if c >= 1 && c <= 26 {
				t[v] |= 1 << (c - 1)
			}
		}
	}
	return t
}()

// class returns the class of a word of 1 to 24 letters: 0 up to 12, or 1.
func class(n int) int { return (n - 1) / 12 }

// partition returns the partition of the word data[start:end]: the top
// bits of a hash of its length and first 8 bytes.
func (b *bulk) partition(start, end int) int {
	if b.pbits == 0 {
		return 0
	}
	h := mix(prefix8(b.data, start, end) ^ uint64(end-start)*mix2)
	return int(h >> (64 - b.pbits))
}

// count counts the words of part w in each class and partition, from the
// ends of lines and the first 8 bytes of each word; place checks them.
func (b *bulk) count(w *bulkPart) {
	data := b.data[:w.hi]
	for i := w.lo; i < len(data); {
		j := bytes.IndexByte(data[i:], '\n')
		next := i + j + 1
		if j < 0 {
			j, next = len(data)-i, len(data)
		}
		end := i + j
		if end > i && data[end-1] == '\r' {
			end--
		}
		if end > i && end-i <= 24 {
			w.count[class(end-i)][b.partition(i, end)]++
		}
		i = next
	}
}

// place counts the lines and entries of part w and writes each key in its
// place; w.ok stays false if a line is not plain or count found fewer.
func (b *bulk) place(w *bulkPart) {
	data := b.data
	lines, entries, noVowel := 0, 0, 0
	for i := w.lo; i < w.hi; {
		end, mask, next, ok := plainLine(data, i)
		if !ok {
			return
		}
		start := i
		i = next
		lines++
		if end == start {
			continue
		}
		entries++
		if b.vowel && mask&vowels == 0 {
			noVowel++
			continue
		}
		word := data[start:end]
		if len(word) > 24 {
			w.long = append(w.long, start)
			continue
		}
		p, c := b.partition(start, end), class(len(word))
		if w.at[c][p] == w.base[c][p]+w.count[c][p] {
			return
		}
		if c == 0 {
			b.k1[w.at[0][p]] = pack(word)
		} else {
			j := 2 * w.at[1][p]
			b.k2[j], b.k2[j+1] = pack(word[:12]), pack(word[12:])
		}
		w.at[c][p]++
	}
	w.lines, w.entries, w.noVowel, w.ok = lines, entries, noVowel, true
}

// bulkOut holds the words that fit of one worker's partitions, in bigmem.
type bulkOut struct {
	masks []bitset.Set
	lens  []uint32
}

// partOut is where the words of one partition that fit are, and what it
// counts of those that do not.
type partOut struct {
	w      int // the worker that holds them
	lo, hi int // their indexes in its bulkOut
	unfit  Unfit
}

// add accounts for a distinct word, in u if it does not fit.
func (o *bulkOut) add(fr *fitter, u *Unfit, n int, mask bitset.Set) {
	if !fr.keep(u, mask, n) {
		return
	}
	if len(o.masks) == cap(o.masks) {
		o.masks = bigmem.Grow(o.masks, max(len(o.masks)+1, 1<<16))
		o.lens = bigmem.Grow(o.lens, cap(o.masks))
	}
	o.masks = append(o.masks, mask)
	o.lens = append(o.lens, uint32(n))
}

// keySet is a hash set of keys of width words, one or two: open addressing
// with linear probing, at most half full. A key whose last word is 0 is an
// empty slot.
type keySet struct {
	t     []uint64
	width int
	tb    uint // log2(slots)
	n     int  // keys held
}

// reset empties s, with room for about n keys.
func (s *keySet) reset(width, n int) {
	s.width, s.n = width, 0
	s.tb = 1
	for 1<<s.tb < 2*min(n, keySetStart) {
		s.tb++
	}
	size := width << s.tb
	if cap(s.t) < size {
		s.t = make([]uint64, size)
	} else {
		s.t = s.t[:size]
		clear(s.t)
	}
}

// grow doubles the slots and puts every key back.
func (s *keySet) grow() {
	old := s.t
	s.tb++
	s.t = make([]uint64, s.width<<s.tb)
	lim := 1<<s.tb - 1
	for i := 0; i < len(old); i += s.width {
		k := old[i : i+s.width]
		if k[s.width-1] == 0 {
			continue
		}
		h := mix(k[0])
		if s.width == 2 {
			h = mix(k[0] ^ k[1]*mix2)
		}
		j := int(h >> (64 - s.tb))
		for s.t[j*s.width+s.width-1] != 0 {
			j = (j + 1) & lim
		}
		copy(s.t[j*s.width:], k)
	}
}

// keySetStart is the most keys a keySet starts with room for (tests lower it).
var keySetStart = 1 << 13

// dedupe finds the distinct words of partition p with sets, one a class,
// and accounts for them in o, or in u if they do not fit.
func (b *bulk) dedupe(sets *[2]keySet, p int, o *bulkOut, u *Unfit) {
	fr := b.fr
	var n [2]int
	for _, w := range b.w {
		for c := range n {
			n[c] += w.at[c][p] - w.base[c][p]
		}
	}
	if n[0] > 0 {
		set := &sets[0]
		set.reset(1, n[0])
		for _, w := range b.w {
			for _, k := range b.k1[w.base[0][p]:w.at[0][p]] {
				t, lim := set.t, 1<<set.tb-1
				for i := int(mix(k) >> (64 - set.tb)); ; i = (i + 1) & lim {
					if t[i] == k {
						break
					}
					if t[i] == 0 {
						t[i] = k
						o.add(fr, u, packedLen(k), packedMask(k))
						if set.n++; 2*set.n > 1<<set.tb {
							set.grow()
						}
						break
					}
				}
			}
		}
	}
	if n[1] > 0 {
		set := &sets[1]
		set.reset(2, n[1])
		for _, w := range b.w {
			pairs := b.k2[2*w.base[1][p] : 2*w.at[1][p]]
			for j := 0; j < len(pairs); j += 2 {
				lo, hi := pairs[j], pairs[j+1]
				t, lim := set.t, 1<<set.tb-1
				for i := int(mix(lo^hi*mix2) >> (64 - set.tb)); ; i = (i + 1) & lim {
					if t[2*i] == lo && t[2*i+1] == hi {
						break
					}
					if t[2*i+1] == 0 {
						t[2*i], t[2*i+1] = lo, hi
						o.add(fr, u, 12+packedLen(hi), packedMask(lo)|packedMask(hi))
						if set.n++; 2*set.n > 1<<set.tb {
							set.grow()
						}
						break
					}
				}
			}
		}
	}
}
