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
// only those, as letter sets and lengths without their text, and counts
// the others by why: a ranking of honeycombs, which needs no word's text
// and no word that cannot count, reads a list in a fraction of the time
// and memory. Which words are distinct, and the counts of List, are what
// they are without a Fit; Words.Unfit counts the distinct words not kept,
// each under the first reason that applies in the order of its fields.
type Fit struct {
	MinLen     int        // words shorter than this are not kept (Unfit.Short)
	MaxLetters int        // words with more distinct letters are not kept (Unfit.Long)
	Banned     bitset.Set // words with any of these letters are not kept (Unfit.Banned)
	// Watch holds at most MaxWatch letters by which Unfit.Long tells the
	// words it counts apart, so that a caller can count those that avoid
	// some of them, such as the words with too many letters and no S.
	Watch bitset.Set
}

// Unfit counts the distinct words of a list that a Fit did not keep.
type Unfit struct {
	Short  int // shorter than Fit.MinLen
	Banned int // not short, with a letter of Fit.Banned
	// Long counts the words neither short nor banned with more than
	// Fit.MaxLetters distinct letters, by the letters of Fit.Watch they
	// hold: Long[i] those whose letters of Watch are Fit.WatchLetters(i).
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
// stands for: the j-th letter of Watch, alphabetically, when bit j of i
// is set.
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

// Check returns an error if f, which may be nil, is not a Fit that
// reading can apply.
func (f *Fit) Check() error {
	if f == nil {
		return nil
	}
	if n := f.Watch.Len(); n > MaxWatch {
		return fmt.Errorf("wordlist: Fit.Watch holds %d letters; at most %d", n, MaxWatch)
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

// ApplyFit keeps only the words of l that fit f, if f is not nil, and
// drops their text, as reading with Options.Fit does: for a list read
// whole, such as one that words are excluded from first.
func (l *List) ApplyFit(f *Fit) { l.Words.applyFit(f) }

// applyFit keeps only the words that fit f, if f is not nil, and drops
// the text: the fallback of readFit, for lists that are not plain.
func (w *Words) applyFit(f *Fit) {
	if f == nil {
		return
	}
	fr := newFitter(f)
	var long map[uint32]uint32
	out := 0
	for i := range w.Len() {
		n, mask := w.WordLen(i), w.Masks[i]
		if !fr.keep(&w.Unfit, mask, n) {
			continue
		}
		w.Masks[out], w.lens[out] = mask, w.lens[i]
		if w.lens[i] == longWord {
			if long == nil {
				long = make(map[uint32]uint32)
			}
			long[uint32(out)] = uint32(n)
		}
		if w.Counts != nil {
			w.Counts[out] = w.Counts[i]
		}
		out++
	}
	w.Masks, w.lens, w.long = w.Masks[:out], w.lens[:out], long
	if w.Counts != nil {
		w.Counts = w.Counts[:out]
	}
	w.text, w.start = nil, nil
	w.Fit = f
}

// pushFit appends a word that fits, without its text.
func (w *Words) pushFit(n int, mask bitset.Set) {
	if n >= longWord {
		if w.long == nil {
			w.long = make(map[uint32]uint32)
		}
		w.long[uint32(len(w.lens))] = uint32(n)
		n = longWord
	}
	w.lens = append(w.lens, uint8(n))
	w.Masks = append(w.Masks, mask)
}

// readFit reads data, a whole input, with opts.Fit, if it is a plain list:
// one word of a-z per line, lines ending in LF or CRLF, blank lines
// allowed. That is every entry all lower case, so the case rule keeps
// them all; no line too long, no frequency list, no byte order mark. It
// returns nil for any other input, which the caller reads the general
// way and then fits (applyFit), to the same result; and errFault if the
// input is a mapped file that a fault stopped.
//
// A sorted list is read in one pass that finds a duplicate by comparing
// each word with the greatest before it, eight bytes at a time; a word
// out of order is looked up among those before it by a binary search of
// the input itself (readSorted). A list with many words out of order is
// read by readBulk instead.
func readFit(data []byte, name, path string, opts Options) (*List, error) {
	fr := newFitter(opts.Fit)
	l, sorted := readSorted(data, fr, opts)
	if !sorted {
		var err error
		if l, err = readBulk(data, fr, opts); err != nil {
			return nil, err
		}
	}
	if l != nil {
		l.Name, l.Path = name, path
	}
	return l, nil
}

// errFault is the error of reading a mapped input that a fault on its
// memory stopped (catchFault): the file was truncated.
var errFault = errors.New("fault on the mapped input")

// plainLine returns the end of the word that starts at i in data, its
// letter set, and the start of the next line, or ok false if the line at
// i is not plain: letters a-z up to LF, CRLF or the end of data. A blank
// line gives end == i, and so does a line that is not plain, whose next
// line starts after its LF or at the end of data: next is always past
// i, so that a loop over lines ends even if a mapped input changes under
// it.
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

// compareWords compares a and b as strings, eight bytes at a time.
func compareWords(a, b []byte) int {
	n := min(len(a), len(b))
	i := 0
	for ; i+8 <= n; i += 8 {
		x, y := binary.BigEndian.Uint64(a[i:]), binary.BigEndian.Uint64(b[i:])
		if x != y {
			if x < y {
				return -1
			}
			return 1
		}
	}
	for ; i < n; i++ {
		if a[i] != b[i] {
			if a[i] < b[i] {
				return -1
			}
			return 1
		}
	}
	return len(a) - len(b)
}

// sortedReader is the state of readSorted.
type sortedReader struct {
	data []byte
	// odd holds the starts of the lines of entries that are not records
	// (greater than every entry before them), ascending; oddWords the
	// distinct words among them.
	odd      []int
	oddWords map[string]struct{}
	l        List
	// notPlain says that a line is not plain; unsorted, that too many
	// words are out of order for binary searches.
	notPlain, unsorted bool
}

// readSorted reads data as readFit describes, if it is a plain list whose
// words are mostly in order. It returns the list and true; nil and true
// if data is not plain, so that no other way of reading it fast applies;
// and false if too many words are out of order for the binary searches
// that find their duplicates, so that readBulk should read it.
func readSorted(data []byte, fr *fitter, opts Options) (*List, bool) {
	sr := readSortedLines(data, fr, opts)
	switch {
	case sr.notPlain:
		return nil, true
	case sr.unsorted:
		return nil, false
	}
	sr.l.Words.Fit = &fr.Fit
	return &sr.l, true
}

// readSortedLines reads the lines of data as readSorted does, and returns
// what it found.
func readSortedLines(data []byte, fr *fitter, opts Options) *sortedReader {
	sr := &sortedReader{data: data}
	l := &sr.l
	w := &l.Words
	// Room for a word every nine bytes, as reserve guesses, but only for
	// the part of the words that fit; appending finds room for more.
	n := len(data)/9 + 16
	w.Masks = make([]bitset.Set, 0, n/2)
	w.lens = make([]uint8, 0, n/2)
	var prev []byte    // the last record
	var prevKey uint64 // its first 8 bytes, as prefix8 gives them
	for i := 0; i < len(data); {
		// The word: letters a-z up to LF, CRLF or the end of data.
		start := i
		n, mask := scanLetters(data[i:])
		i += n
		end := i
		switch {
		case i == len(data):
		case data[i] == '\n':
			i++
		case data[i] == '\r' && (i+1 == len(data) || data[i+1] == '\n'):
			i = min(i+2, len(data))
		default:
			sr.notPlain = true // not plain
			return sr
		}
		if i-start > MaxLine {
			sr.notPlain = true // a line too long, which Read counts
			return sr
		}
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
			c = compareWords(word, prev)
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
				sr.unsorted = true
				return sr
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
	return sr
}

// seen reports whether word, an entry out of order on the line that
// starts at cur, is an entry before it: a record, which a
// binary search over the input finds, or one of the other words out of
// order, which a set holds; if neither, it adds word to the set.
func (sr *sortedReader) seen(word []byte, cur int) bool {
	if sr.isRecord(word, cur) {
		return true
	}
	if _, ok := sr.oddWords[string(word)]; ok {
		return true
	}
	if sr.oddWords == nil {
		sr.oddWords = make(map[string]struct{})
	}
	sr.oddWords[string(word)] = struct{}{}
	return false
}

// isRecord reports whether word is one of the records, the entries in
// data[:cur] greater than every entry before them, which
// are in order: a binary search over byte offsets, in the manner of
// look(1), that skips blank lines and the lines that odd lists.
func (sr *sortedReader) isRecord(word []byte, cur int) bool {
	data := sr.data
	// Every record that starts before lo is less than word, and every one
	// that starts at hi or after, up to cur, is greater. lo is a line
	// start.
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
		switch c := compareWords(data[s:end], word); {
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
		if end > s && sr.isRecordLine(s) && compareWords(data[s:end], word) == 0 {
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

// scanLetters returns the number of letters a-z that d starts with, and
// their letter set. It is a function of its own, kept out of line, so
// that its loop keeps its few variables in registers.
//
//go:noinline
func scanLetters(d []byte) (int, bitset.Set) {
	var mask bitset.Set
	for i, c := range d {
		b := lowerBit[c]
		if b == 0 {
			return i, mask
		}
		mask |= b
	}
	return len(d), mask
}

// prefix8 returns the first 8 bytes of the word data[start:end], padded
// with zeros, as a big-endian number: words whose prefixes differ sort as
// the numbers do, since no letter is a zero byte.
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
