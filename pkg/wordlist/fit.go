package wordlist

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"

	"github.com/beebatch/beebatch/pkg/bitset"
)

// MaxWatch is the most letters that Fit.Watch may hold.
const MaxWatch = 4

// Fit says which words of a list a caller can use, so that reading keeps
// only those, as letter sets and lengths without their text. Words.Unfit
// counts the others, under the first reason that applies in field order.
type Fit struct {
	MinLen     int        // words shorter than this are not kept (Unfit.Short)
	MaxLetters int        // words with more distinct letters are not kept (Unfit.Long)
	Banned     bitset.Set // words with any of these letters are not kept (Unfit.Banned)
	// Watch holds at most MaxWatch letters by which Unfit.Long tells the
	// words it counts apart, such as those with too many letters and no S.
	Watch bitset.Set
}

// Unfit counts the distinct words of a list that a Fit did not keep.
type Unfit struct {
	Short  int // shorter than Fit.MinLen
	Banned int // not short, with a letter of Fit.Banned
	// Long[i] counts the other words with more than Fit.MaxLetters distinct
	// letters whose letters of Fit.Watch are Fit.WatchLetters(i).
	Long [1 << MaxWatch]int
}

// Total returns the number of words that u counts.
func (u *Unfit) Total() int {
	n := u.Short + u.Banned
	for _, c := range u.Long {
		n += c
	}
	return n
}

// WatchLetters returns the letters of f.Watch that index i of Unfit.Long
// stands for: its j-th letter when bit j of i is set.
func (f *Fit) WatchLetters(i int) bitset.Set {
	var s bitset.Set
	j := 0
	for x := f.Watch; x != 0; x &= x - 1 {
		if i>>j&1 != 0 {
			s |= x.Lowest()
		}
		j++
	}
	return s
}

// check returns an error if f, which may be nil, is not a Fit that
// reading can apply.
func (f *Fit) check() error {
	if f != nil && f.Watch.Len() > MaxWatch {
		return fmt.Errorf("wordlist: Fit.Watch holds %d letters; at most %d", f.Watch.Len(), MaxWatch)
	}
	return nil
}

// fitter applies a Fit to the words of one list.
type fitter struct {
	Fit
	watch [MaxWatch]uint8 // the places in the alphabet of Watch's letters
	n     int             // letters in watch
}

func newFitter(f *Fit) *fitter {
	fr := &fitter{Fit: *f}
	for x := f.Watch; x != 0; x &= x - 1 {
		fr.watch[fr.n] = uint8(x.Lowest().Index())
		fr.n++
	}
	return fr
}

// keep reports whether a distinct word with letter set mask and n letters
// fits, and counts it in u if not.
func (fr *fitter) keep(u *Unfit, mask bitset.Set, n int) bool {
	switch {
	case n < fr.MinLen:
		u.Short++
	case mask&fr.Banned != 0:
		u.Banned++
	case mask.Len() > fr.MaxLetters:
		i := 0
		for j := range fr.n {
			i |= int(mask>>fr.watch[j]&1) << j
		}
		u.Long[i]++
	default:
		return true
	}
	return false
}

// ApplyFit keeps only the words that fit f, if f is not nil, and drops
// their text, as reading with Options.Fit does.
func (w *Words) ApplyFit(f *Fit) {
	if f == nil {
		return
	}
	fr := newFitter(f)
	w.retain(func(i int) bool { return fr.keep(&w.Unfit, w.Masks[i], w.WordLen(i)) })
	w.text, w.start = nil, nil
	w.Fit = f
}

// readFit reads data, a whole input, with opts.Fit, if it is a plain list
// (one word of a-z per line, lines ending in LF or CRLF, no line too long):
// by readSorted if mostly sorted, else by readBulk. It returns nil for any
// other input, and errFault if a fault on a mapped input stopped it.
func readFit(data []byte, opts Options) (*List, error) {
	fr := newFitter(opts.Fit)
	if l, sorted := readSorted(data, fr, opts); sorted {
		return l, nil
	}
	return readBulk(data, fr, opts)
}

// errFault is the error of reading a mapped input that a fault on its
// memory stopped (catchFault): the file was truncated.
var errFault = errors.New("fault on the mapped input")

// plainLine returns the end of the word that starts at i in data, its
// letter set, the start of the next line (past i, even if data changes),
// and whether the line is plain: letters a-z up to LF, CRLF or the end.
func plainLine(data []byte, i int) (end int, mask bitset.Set, next int, ok bool) {
	j := i
	for j < len(data) {
		b := lowerBit[data[j]]
		if b == 0 {
			break
		}
		mask |= b
		j++
	}
	switch {
	case j == len(data):
		return j, mask, j, j-i <= MaxLine
	case data[j] == '\n':
		return j, mask, j + 1, j-i < MaxLine
	case data[j] == '\r' && (j+1 == len(data) || data[j+1] == '\n'):
		return j, mask, min(j+2, len(data)), j-i < MaxLine
	}
	next = len(data)
	if k := bytes.IndexByte(data[j:], '\n'); k >= 0 {
		next = j + k + 1
	}
	return i, 0, next, false
}

// sortedReader is the state of readSorted.
type sortedReader struct {
	data []byte
	// odd holds the starts of the lines of entries that are not records
	// (greater than every entry before them); oddWords, their words.
	odd      []int
	oddWords map[string]struct{}
}

// readSorted reads data as readFit describes, if its words are mostly in
// order: a word is new if greater than the last record, and one out of
// order is looked up by a binary search of the input. It returns nil and
// true if data is not plain, and false if too many words are out of order.
func readSorted(data []byte, fr *fitter, opts Options) (*List, bool) {
	sr := &sortedReader{data: data}
	l := &List{}
	w := &l.Words
	n := len(data)/18 + 8 // half of reserve's guess: not every word fits
	w.Masks = make([]bitset.Set, 0, n)
	w.lens = make([]uint32, 0, n)
	var prev []byte    // the last record
	var prevKey uint64 // its first 8 bytes, as prefix8 gives them
	for i := 0; i < len(data); {
		start := i
		end, mask, next, ok := plainLine(data, i)
		if !ok {
			return nil, true
		}
		i = next
		l.Lines++
		if end == start {
			continue // a blank line holds no entry
		}
		l.Entries++
		if opts.RequireVowel && mask&vowels == 0 {
			l.Skipped[NoVowel]++
			sr.odd = append(sr.odd, start) // not a record
			continue
		}
		word := data[start:end]
		key := prefix8(data, start, end)
		c := 1
		switch {
		case prev == nil:
		case key != prevKey:
			if key < prevKey {
				c = -1
			}
		case len(word) <= 8 && len(prev) <= 8:
			c = len(word) - len(prev)
		default:
			c = bytes.Compare(word, prev)
		}
		switch {
		case c > 0:
			prev, prevKey = word, key
		case c == 0:
			l.Skipped[Duplicate]++
			sr.odd = append(sr.odd, start)
			continue
		default:
			sr.odd = append(sr.odd, start)
			if len(sr.odd) > 64 && len(sr.odd) > l.Entries/16 {
				return nil, false
			}
			if sr.seen(word, start) {
				l.Skipped[Duplicate]++
				continue
			}
		}
		if fr.keep(&w.Unfit, mask, end-start) {
			w.pushFit(end-start, mask)
		}
	}
	w.Fit = &fr.Fit
	return l, true
}

// seen reports whether word, an entry out of order on the line that
// starts at cur, is a record or another word out of order before it; if
// neither, it adds word to the set of those.
func (sr *sortedReader) seen(word []byte, cur int) bool {
	if _, ok := sr.oddWords[string(word)]; ok || sr.isRecord(word, cur) {
		return true
	}
	if sr.oddWords == nil {
		sr.oddWords = make(map[string]struct{})
	}
	sr.oddWords[string(word)] = struct{}{}
	return false
}

// isRecord reports whether word is one of the records in data[:cur]: a
// binary search over byte offsets, as look(1) does, that skips blank
// lines and the lines that odd lists.
func (sr *sortedReader) isRecord(word []byte, cur int) bool {
	data := sr.data
	// Records before lo are less than word, and from hi to cur greater.
	lo, hi := 0, cur
	for hi-lo > 256 {
		mid := lo + (hi-lo)/2
		s := sr.lineAt(mid)
		for s < hi && !sr.isRecordLine(s) {
			_, _, s, _ = plainLine(data, s)
		}
		if s >= hi {
			hi = mid // no record starts in [mid, hi)
			continue
		}
		end, _, next, _ := plainLine(data, s)
		switch c := bytes.Compare(data[s:end], word); {
		case c == 0:
			return true
		case c < 0:
			lo = next
		default:
			hi = s
		}
	}
	for s := lo; s < hi; {
		end, _, next, _ := plainLine(data, s)
		if end > s && sr.isRecordLine(s) && bytes.Compare(data[s:end], word) == 0 {
			return true
		}
		s = next
	}
	return false
}

// lineAt returns the start of the first line that starts at i or after.
func (sr *sortedReader) lineAt(i int) int {
	for i > 0 && i < len(sr.data) && sr.data[i-1] != '\n' {
		i++
	}
	return i
}

// isRecordLine reports whether the line that starts at s holds a record:
// it is not blank and odd does not list it.
func (sr *sortedReader) isRecordLine(s int) bool {
	if c := sr.data[s]; c == '\n' || c == '\r' {
		return false
	}
	_, found := slices.BinarySearch(sr.odd, s)
	return !found
}

// prefix8 returns the first 8 bytes of the word data[start:end], padded
// with zeros, as a big-endian number, which sorts as the words do.
func prefix8(data []byte, start, end int) uint64 {
	n := end - start
	var x uint64
	if start+8 <= len(data) {
		x = binary.BigEndian.Uint64(data[start:])
	} else {
		var b [8]byte
		copy(b[:], data[start:])
		x = binary.BigEndian.Uint64(b[:])
	}
	if n < 8 {
		x &^= ^uint64(0) >> (8 * n)
	}
	return x
}
