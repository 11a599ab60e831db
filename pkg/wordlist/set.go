package wordlist

import (
	"bytes"
	"hash/maphash"
	"sort"

	"github.com/beebatch/beebatch/pkg/bitset"
)

// deduper finds the words already kept. Real lists are mostly sorted, so
// it splits the kept words in two: records, each greater than every word
// before it, found by binary search (a word greater than the last is new
// at the cost of one comparison), kept as runs of consecutive indexes;
// and the rest, kept in a hash set.
type deduper struct {
	runs          []run  // the records, in order
	last, lastEnd uint32 // the offsets in Words.text of the last record and its end
	set           wordSet
}

// run is a run of records: the words first, first+1, ..., first+n-1.
type run struct{ first, n uint32 }

// last returns the index of the last word of r.
func (r run) last() int { return int(r.first + r.n - 1) }

// add reports whether word, with letter set mask, is new to out, and if so
// notes it as word out.Len() at offset start in out.text, which the
// caller must then append.
func (d *deduper) add(out *Words, word []byte, start uint32, mask bitset.Set) bool {
	n := len(d.runs)
	if n == 0 || bytes.Compare(word, out.text[d.last:d.lastEnd]) > 0 {
		d.last, d.lastEnd = start, start+uint32(len(word))
		if i := uint32(out.Len()); n > 0 && i == d.runs[n-1].first+d.runs[n-1].n {
			d.runs[n-1].n++
		} else {
			d.runs = append(d.runs, run{i, 1})
		}
		return true
	}
	// word <= the last record: find the first run whose last record is
	// not less than word, and in it the first record not less than word.
	r := d.runs[sort.Search(n-1, func(k int) bool { return bytes.Compare(out.Bytes(d.runs[k].last()), word) >= 0 })]
	i := int(r.first) + sort.Search(int(r.n)-1, func(k int) bool { return bytes.Compare(out.Bytes(int(r.first)+k), word) >= 0 })
	if bytes.Equal(out.Bytes(i), word) {
		return false
	}
	return d.set.insert(out, word, mask)
}

// wordSet is an open-addressing hash set of words in a Words, by index.
// Each slot keeps the top 32 bits of its word's hash beside the index, so
// that probing and growing rarely read the words' scattered text. It
// doubles when three quarters full.
type wordSet struct {
	slots []uint64 // hash>>32 << 32 | index+1 of a word in the Words; 0 is empty
	n     int      // words held
	bits  uint     // log2(len(slots))
}

// insert reports whether word, with letter set mask, is new to the set,
// and if so adds it as word w.Len().
func (s *wordSet) insert(w *Words, word []byte, mask bitset.Set) bool {
	if 4*(s.n+1) > 3*len(s.slots) {
		s.grow()
	}
	h := maphash.Bytes(contentSeeds[0], word)
	tag := h >> 32
	lim := uint64(len(s.slots) - 1)
	for i := h >> (64 - s.bits); ; i = (i + 1) & lim {
		v := s.slots[i]
		if v == 0 {
			s.slots[i] = tag<<32 | uint64(w.Len()+1)
			s.n++
			return true
		}
		if v>>32 != tag {
			continue
		}
		j := int(uint32(v) - 1)
		if w.Masks[j] == mask && bytes.Equal(w.Bytes(j), word) {
			return false
		}
	}
}

// grow doubles the table and puts every word back by its slot's hash bits.
func (s *wordSet) grow() {
	old := s.slots
	s.bits = max(6, s.bits+1)
	s.slots = make([]uint64, 1<<s.bits)
	lim := uint64(len(s.slots) - 1)
	for _, v := range old {
		if v == 0 {
			continue
		}
		i := (v >> 32) >> (32 - s.bits)
		for s.slots[i] != 0 {
			i = (i + 1) & lim
		}
		s.slots[i] = v
	}
}
