package search

import (
	"fmt"
	"maps"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// Stats describe the words of one list under one set of rules and banned
// letters.
type Stats struct {
	ValidWords        int // words that count on some honeycomb
	PangramWords      int // valid words with exactly Size letters
	PangramLettersets int // distinct letter sets of the pangram words
	Candidates        int // honeycombs: PangramLettersets times Size centers
	// Skipped words that are fine words of the list but cannot count.
	TooShort       int // shorter than MinLen
	TooManyLetters int // more than Size distinct letters
	BannedLetter   int // a letter of Rules.Exclude or of the variant
}

// Skips returns the non-zero skip counts keyed by reason name:
// "too-short", "too-many-letters" and "banned-letter".
func (s *Stats) Skips() map[string]int {
	m := map[string]int{"too-short": s.TooShort, "too-many-letters": s.TooManyLetters, "banned-letter": s.BannedLetter}
	maps.DeleteFunc(m, func(_ string, n int) bool { return n == 0 })
	return m
}

// zeroed returns n zero values in a's array, cleared to its capacity,
// if it has room, and otherwise in a new one.
func zeroed(a []uint32, n int) []uint32 {
	if cap(a) < n {
		return make([]uint32, n)
	}
	a = a[:cap(a)]
	clear(a)
	return a[:n]
}

// unfitStats returns the Stats of the words of w that the Fit it was read
// with did not keep, for a table that bans banned.
func unfitStats(w *wordlist.Words, banned bitset.Set) Stats {
	f := w.Fit
	if f == nil {
		return Stats{}
	}
	u := &w.Unfit
	st := Stats{TooShort: u.Short, BannedLetter: u.Banned}
	for i, c := range u.Long {
		if c == 0 {
			continue
		}
		if f.WatchLetters(i)&banned != 0 {
			st.BannedLetter += c
		} else {
			st.TooManyLetters += c
		}
	}
	return st
}

// FitError is the error of words read with a wordlist.Fit that drops
// words a ranking needs, or cannot tell them apart as it needs.
type FitError struct {
	Fit    wordlist.Fit
	Rules  puzzle.Rules
	Banned bitset.Set // the letters banned, Rules.Exclude included
}

// Error describes the mismatch.
func (e *FitError) Error() string {
	return fmt.Sprintf("search: words read with %+v cannot be ranked under %+v with %v banned", e.Fit, e.Rules, e.Banned)
}

// checkFit returns a *FitError unless the words of w, if read with a Fit,
// can be scored under rules with the letters of banned not allowed.
func checkFit(w *wordlist.Words, rules puzzle.Rules, banned bitset.Set) error {
	f := w.Fit
	if f == nil {
		return nil
	}
	if f.MinLen != rules.MinLen || f.MaxLetters < rules.Size || f.Banned&^banned != 0 || (banned&^f.Banned)&^f.Watch != 0 {
		return &FitError{Fit: *f, Rules: rules, Banned: banned}
	}
	return nil
}

// countWords counts the words of w by what rules and banned make of them,
// and calls valid with each valid word's index, set, length and letters.
func countWords(w *wordlist.Words, rules puzzle.Rules, banned bitset.Set, valid func(i int, mask bitset.Set, n, k int)) Stats {
	st := unfitStats(w, banned)
	for i, mask := range w.Masks {
		n := w.WordLen(i)
		switch {
		case n < rules.MinLen:
			st.TooShort++
			continue
		case mask&banned != 0:
			st.BannedLetter++
			continue
		}
		k := mask.Len()
		if k > rules.Size {
			st.TooManyLetters++
			continue
		}
		st.ValidWords++
		if k == rules.Size {
			st.PangramWords++
		}
		if valid != nil {
			valid(i, mask, n, k)
		}
	}
	return st
}
