package wordlist

import (
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/beebatch/beebatch/internal/bigmem"
	"github.com/beebatch/beebatch/pkg/bitset"
)

// readBulk reads data as readFit describes, if it is a plain list, in any
// order; it returns nil if data is not plain. It is what reading with a
// Fit costs for a large list in random order, such as ten million words of
// which four million are repeats, where finding the duplicates is most of
// the work:
//
//   - Each word becomes a key that is the word itself, with 5 bits a
//     letter: one 64-bit key for a word of up to 12 letters, two for up
//     to 24, so that no two words share a key and deciding whether a word
//     was seen never reads its text. A longer word becomes a hash of it
//     and its place, and its text settles a tie of hashes.
//   - The keys are cut by a hash into partitions of about 30,000, whose
//     hash sets fit in a core's cache, and each partition is deduplicated
//     on its own, the partitions shared out among the cores.
//   - The input is cut into one part per core. A first pass counts the
//     keys of each part in each partition, and a second writes each key
//     straight into its place, so that the keys are held once, 8 bytes a
//     word of up to 12 letters.
//
// The words come out grouped by partition, not in input order, which a
// Fit does not keep.
func readBulk(data []byte, fr *fitter, opts Options) *List {
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
	b.each(func(w *bulkPart) { b.scan(w, false) })
	for _, w := range b.w {
		if !w.ok {
			return nil
		}
	}
	// Places: partition by partition, class by class, part by part.
	var total [3]int
	for c := range 3 {
		for p := range b.parts {
			b.start[c] = append(b.start[c], total[c])
			for _, w := range b.w {
				w.at[c][p] = total[c]
				total[c] += w.count[c][p]
			}
		}
		b.start[c] = append(b.start[c], total[c])
	}
	b.k1 = bigmem.Make[uint64](total[0])
	b.k2 = bigmem.Make[uint64](2 * total[1])
	b.k3 = bigmem.Make[uint64](2 * total[2])
	defer func() {
		bigmem.Free(b.k1)
		bigmem.Free(b.k2)
		bigmem.Free(b.k3)
	}()
	// Pass 2: place the keys.
	b.each(func(w *bulkPart) { b.scan(w, true) })
	// Deduplicate each partition.
	out := make([]bulkOut, b.parts)
	var next atomic.Int64
	b.each(func(w *bulkPart) {
		var d deduplicator
		for {
			p := int(next.Add(1) - 1)
			if p >= b.parts {
				return
			}
			b.dedupe(&d, p, &out[p])
		}
	})

	l := &List{}
	kept := 0
	for i := range out {
		kept += len(out[i].masks)
	}
	wds := &l.Words
	wds.Masks = make([]bitset.Set, 0, kept)
	wds.lens = make([]uint8, 0, kept)
	for i := range out {
		o := &out[i]
		for j, m := range o.masks {
			n := int(o.lens[j])
			if n == longWord {
				n = o.long[uint32(j)]
			}
			wds.pushFit(n, m)
		}
		wds.Unfit.Short += o.unfit.Short
		wds.Unfit.Banned += o.unfit.Banned
		for j, c := range o.unfit.Long {
			wds.Unfit.Long[j] += c
		}
	}
	for _, w := range b.w {
		l.Lines += w.lines
		l.Entries += w.entries
		l.Skipped[NoVowel] += w.noVowel
	}
	l.Skipped[Duplicate] = l.Entries - l.Skipped[NoVowel] - wds.Distinct()
	wds.Fit = &fr.Fit
	return l
}

// bulkParallel is the input size from which readBulk works on all cores,
// and bulkPartition about the input bytes whose keys make a partition,
// 256 KiB: some 28,000 words, whose hash set of 512 KiB fits in a core's
// cache. Tests lower them to cut small inputs into many parts.
var bulkParallel, bulkPartition = 1 << 18, 1 << 18

// bulk is the state of readBulk.
type bulk struct {
	data  []byte
	fr    *fitter
	vowel bool // Options.RequireVowel
	pbits uint // log2(parts)
	parts int
	w     []*bulkPart
	// start[c][p] is where partition p's keys of class c start in its
	// array, and start[c][parts] the end.
	start      [3][]int
	k1, k2, k3 []uint64 // the keys of each class: one, two (lo, hi) or two (hash, offset) words a key
}

// bulkPart is one part of the input and what a pass found in it.
type bulkPart struct {
	lo, hi int // the bytes of the part, whole lines
	ok     bool
	// count[c][p] is the number of keys of class c in partition p; at,
	// where the next one goes.
	count, at               [3][]int
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
		w := &bulkPart{lo: prev, hi: hi}
		for c := range 3 {
			w.count[c] = make([]int, b.parts)
			w.at[c] = make([]int, b.parts)
		}
		b.w = append(b.w, w)
		prev = hi
	}
}

// each calls fn with each part, in parallel.
func (b *bulk) each(fn func(w *bulkPart)) {
	if len(b.w) == 1 {
		fn(b.w[0])
		return
	}
	var wg sync.WaitGroup
	for _, w := range b.w {
		wg.Go(func() { fn(w) })
	}
	wg.Wait()
}

// Multipliers for hashing keys: Fibonacci hashing (Knuth, TAOCP 6.4) and
// a second odd constant to mix two words.
const (
	golden = 0x9e3779b97f4a7c15
	mix2   = 0xc2b2ae3d27d4eb4f
)

// pack returns the key of word, of 1 to 12 letters a-z: 5 bits a letter,
// 1 for a to 26 for z, the first letter highest, padded with zeros. Keys
// of different words differ, and sort as the words do.
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

// scan reads part w: it counts its lines and entries and, unless place,
// its keys in each partition; if place, it writes each key to its place.
// It clears w.ok if a line is not plain.
func (b *bulk) scan(w *bulkPart, place bool) {
	data := b.data
	shift := 64 - b.pbits
	part := func(h uint64) uint64 {
		if b.pbits == 0 {
			return 0
		}
		return h >> shift
	}
	lines, entries, noVowel := 0, 0, 0
	for i := w.lo; i < w.hi; {
		end, mask, next, ok := plainLine(data, i)
		if !ok {
			w.ok = false
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
		switch n := len(word); {
		case n <= 12:
			k := pack(word)
			p := part(k * golden)
			if place {
				b.k1[w.at[0][p]] = k
				w.at[0][p]++
			} else {
				w.count[0][p]++
			}
		case n <= 24:
			lo, hi := pack(word[:12]), pack(word[12:])
			p := part((lo ^ hi*mix2) * golden)
			if place {
				j := 2 * w.at[1][p]
				b.k2[j], b.k2[j+1] = lo, hi
				w.at[1][p]++
			} else {
				w.count[1][p]++
			}
		default:
			h := hash(word)
			p := part(h)
			if place {
				j := 2 * w.at[2][p]
				b.k3[j], b.k3[j+1] = h, uint64(start)
				w.at[2][p]++
			} else {
				w.count[2][p]++
			}
		}
	}
	w.lines, w.entries, w.noVowel, w.ok = lines, entries, noVowel, true
}

// bulkOut is what one partition's distinct words come to.
type bulkOut struct {
	masks []bitset.Set
	lens  []uint8
	long  map[uint32]int // lengths of longWord letters or more, by index
	unfit Unfit
}

// add accounts for a distinct word.
func (o *bulkOut) add(fr *fitter, n int, mask bitset.Set) {
	if !fr.keep(&o.unfit, mask, n) {
		return
	}
	if n >= longWord {
		if o.long == nil {
			o.long = make(map[uint32]int)
		}
		o.long[uint32(len(o.lens))] = n
		n = longWord
	}
	o.masks = append(o.masks, mask)
	o.lens = append(o.lens, uint8(n))
}

// deduplicator holds the hash sets of one worker, reused from partition
// to partition: open addressing with linear probing, at most half full.
type deduplicator struct {
	t1 []uint64 // keys of class 1; 0 is empty
	t2 []uint64 // pairs of class 2; a pair with lo 0 is empty
	t3 []int32  // indexes+1 into the partition's class 3 keys; 0 is empty
}

// table returns t cleared with room for n keys of width words at most half
// full, and the bits of its slot numbers.
func table[T uint64 | int32](t []T, n, width int) ([]T, uint) {
	tb := uint(1)
	for 1<<tb < 2*n {
		tb++
	}
	size := width << tb
	if cap(t) < size {
		t = make([]T, size)
	} else {
		t = t[:size]
		clear(t)
	}
	return t, tb
}

// dedupe finds the distinct words of partition p and accounts for them in
// o.
func (b *bulk) dedupe(d *deduplicator, p int, o *bulkOut) {
	fr := b.fr
	slot := func(h uint64, tb uint) uint64 { return (h << b.pbits) >> (64 - tb) }

	keys := b.k1[b.start[0][p]:b.start[0][p+1]]
	if len(keys) > 0 {
		var tb uint
		d.t1, tb = table(d.t1, len(keys), 1)
		t, lim := d.t1, uint64(len(d.t1)-1)
		for _, k := range keys {
			for i := slot(k*golden, tb); ; i = (i + 1) & lim {
				if t[i] == k {
					break
				}
				if t[i] == 0 {
					t[i] = k
					o.add(fr, packedLen(k), packedMask(k))
					break
				}
			}
		}
	}

	pairs := b.k2[2*b.start[1][p] : 2*b.start[1][p+1]]
	if len(pairs) > 0 {
		var tb uint
		d.t2, tb = table(d.t2, len(pairs)/2, 2)
		t, lim := d.t2, uint64(len(d.t2)/2-1)
		for j := 0; j < len(pairs); j += 2 {
			lo, hi := pairs[j], pairs[j+1]
			for i := slot((lo^hi*mix2)*golden, tb); ; i = (i + 1) & lim {
				if t[2*i] == lo && t[2*i+1] == hi {
					break
				}
				if t[2*i] == 0 {
					t[2*i], t[2*i+1] = lo, hi
					o.add(fr, 12+packedLen(hi), packedMask(lo)|packedMask(hi))
					break
				}
			}
		}
	}

	long := b.k3[2*b.start[2][p] : 2*b.start[2][p+1]]
	if len(long) > 0 {
		var tb uint
		d.t3, tb = table(d.t3, len(long)/2, 1)
		t, lim := d.t3, uint64(len(d.t3)-1)
		for j := 0; j < len(long); j += 2 {
			h := long[j]
			end, mask, _, _ := plainLine(b.data, int(long[j+1]))
			word := b.data[long[j+1]:end]
			for i := slot(h, tb); ; i = (i + 1) & lim {
				if t[i] == 0 {
					t[i] = int32(j/2 + 1)
					o.add(fr, len(word), mask)
					break
				}
				e := 2 * int(t[i]-1)
				if long[e] == h {
					oend, _, _, _ := plainLine(b.data, int(long[e+1]))
					if string(b.data[long[e+1]:oend]) == string(word) {
						break
					}
				}
			}
		}
	}
}
