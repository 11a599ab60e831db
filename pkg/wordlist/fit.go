package wordlist

import (
	"fmt"

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

// class returns 0 if a distinct word with letter set mask and n letters
// fits, or else where Unfit counts it: 1 for Short, 2 for Banned, 3+i
// for Long[i]. It does not branch: the words of a list fit or not at
// random, and a mispredicted branch a word was most of drop's time.
func (fr *fitter) class(mask bitset.Set, n int) int {
	short := b2i(n < fr.MinLen)
	banned := b2i(mask&fr.Banned != 0)
	long := b2i(mask.Len() > fr.MaxLetters)
	i := 0
	for j := range fr.n {
		i |= int(mask>>fr.watch[j]&1) << j
	}
	return short | (1-short)*(banned*2|(1-banned)*long*(3+i))
}

// b2i returns 1 for true and 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// ApplyFit keeps only the words that fit f, if f is not nil, and drops
// their text, as reading with Options.Fit does.
func (w *Words) ApplyFit(f *Fit) { w.drop(nil, f) }

// drop drops the words i for which dup[i] is set, if dup is not nil, and
// applies f as ApplyFit does, in one pass; it returns how many words dup
// dropped.
func (w *Words) drop(dup []bool, f *Fit) int {
	if dup == nil && f == nil {
		return 0
	}
	var fr *fitter
	if f != nil {
		fr = newFitter(f)
		w.text, w.start, w.Fit = nil, nil, f // dropped first, so not moved
	}
	// Each word is copied to out, which then moves past it if it is kept:
	// no branch on what is random.
	var unfit [3 + 1<<MaxWatch]int // what class counts; [0] is not used
	out, dups := 0, 0
	for i := range w.Len() {
		d, c := 0, 0
		if dup != nil {
			d = b2i(dup[i])
		}
		if fr != nil {
			c = fr.class(w.Masks[i], w.WordLen(i))
		}
		dups += d
		unfit[c*(1-d)]++
		w.move(out, i)
		out += (1 - d) * b2i(c == 0)
	}
	w.truncate(out)
	u := &w.Unfit
	u.Short += unfit[1]
	u.Banned += unfit[2]
	for i := range u.Long {
		u.Long[i] += unfit[3+i]
	}
	return dups
}
