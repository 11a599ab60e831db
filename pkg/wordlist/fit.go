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
	}
	if f != nil {
		// Dropped first, so that retain need not move them.
		w.text, w.start, w.Fit = nil, nil, f
	}
	dups := 0
	w.retain(func(i int) bool {
		if dup != nil && dup[i] {
			dups++
			return false
		}
		return fr == nil || fr.keep(&w.Unfit, w.Masks[i], w.WordLen(i))
	})
	return dups
}
