package search

import (
	"fmt"
	"maps"
	"slices"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/measure"
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

// Table maps each letter set used by the valid words of a list to the
// points and number of those words: the sets of fewer than Size letters
// in tableChannels, and the pangram letter sets in a sorted list. A Table
// is read-only once built and safe for concurrent use.
type Table struct {
	Rules  puzzle.Rules
	Banned bitset.Set // Rules.Exclude and the variant's letters
	Stats  Stats

	points, words tableChannel // of the sets of fewer than Size letters; points without the pangram bonus

	pangrams []bitset.Set // distinct pangram letter sets, ascending
	info     []setInfo    // info[i] is what pangrams[i] holds
	root     *Table       // whose arrays it uses: itself, or the table restrict made it from

	// pend collects the pangram words while the table is built, as
	// mask<<32 | points without the bonus.
	pend, pendBuf []uint64

	roles [measure.N]*tableChannel // on a root table only (addRoles)
}

// setInfo is what the words of one pangram letter set add up to.
type setInfo struct {
	points, words uint32 // points without the pangram bonus, which is Rules.Bonus per word
}

// zeroed returns n zero values in a's array if it has room, and otherwise
// in a new one.
func zeroed(a []uint32, n int) []uint32 {
	if cap(a) < n {
		return make([]uint32, n)
	}
	a = a[:n]
	clear(a)
	return a
}

// reset makes t the table of the words w under rules, with the letters
// of banned not allowed on top of rules.Exclude, reusing its arrays, and
// returns its restrictions to the letters of each of
// variants, which share t's arrays and so are valid until the next reset.
func (t *Table) reset(w *wordlist.Words, rules puzzle.Rules, banned bitset.Set, variants []bitset.Set) []*Table {
	banned |= rules.Exclude
	size := rules.Size
	fm := flatMax(size)
	off := &flatOffsets[rules.Alphabet.Len()]
	n := int(off[fm+1]) + 1 // the sets of at most fm letters, and a spare zero for centerSums
	pend, buf := t.pend[:0], t.pendBuf
	if cap(pend) < len(w.Masks) {
		pend, buf = make([]uint64, 0, len(w.Masks)), make([]uint64, len(w.Masks))
	}
	points, words := t.points.large, t.words.large
	if points == nil {
		points, words = map[bitset.Set]uint32{}, map[bitset.Set]uint32{}
	}
	clear(points)
	clear(words)
	*t = Table{Rules: rules, Banned: banned,
		points: tableChannel{off: off, flat: zeroed(t.points.flat, n), large: points}, words: tableChannel{off: off, flat: zeroed(t.words.flat, n), large: words},
		pend: pend, pendBuf: buf, pangrams: t.pangrams[:0], info: t.info[:0]}
	t.root = t
	plain := rules // the points without the pangram bonus, which Score and the ranking add
	plain.Bonus = 0
	st := countWords(w, rules, banned, func(_ int, mask bitset.Set, n, k int) {
		pts := uint32(plain.WordScore(n, k))
		switch {
		case k <= fm:
			j := off.index(mask)
			t.points.flat[j] += pts
			t.words.flat[j]++
		case k < size:
			t.points.large[mask] += pts
			t.words.large[mask]++
		default:
			t.pend = append(t.pend, uint64(mask)<<32|uint64(pts))
		}
	})
	t.gatherPangrams()
	t.setStats(st)
	out := make([]*Table, len(variants))
	for v, b := range variants {
		out[v] = t.restrict(b, countWords(w, rules, banned|b, nil))
	}
	return out
}

// setStats sets t's Stats to st, the counts of its words, with those of
// its pangram letter sets.
func (t *Table) setStats(st Stats) {
	t.Stats = st
	t.Stats.PangramLettersets = len(t.pangrams)
	t.Stats.Candidates = len(t.pangrams) * t.Rules.Size
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

// gatherPangrams sorts the pangram words collected in pend by letter set
// and sums them into pangrams and info: a radix sort on the bits of the
// set, as many as the alphabet has letters, in two passes of half of
// them (13 bits for a-z).
func (t *Table) gatherPangrams() {
	p := t.pend
	buf := t.pendBuf[:len(p)]
	digit := uint(t.Rules.Alphabet.Len()+1) / 2
	count := make([]int, 1<<digit)
	src, dst := p, buf
	for _, shift := range [...]uint{32, 32 + digit} {
		clear(count)
		for _, e := range src {
			count[e>>shift&(1<<digit-1)]++
		}
		at := 0
		for d, c := range count {
			count[d] = at
			at += c
		}
		for _, e := range src {
			d := e >> shift & (1<<digit - 1)
			dst[count[d]] = e
			count[d]++
		}
		src, dst = dst, src
	}
	// Two passes leave the sorted words in src, which is p.
	for i := 0; i < len(p); {
		set := bitset.Set(p[i] >> 32)
		var info setInfo
		for ; i < len(p) && bitset.Set(p[i]>>32) == set; i++ {
			info.points += uint32(p[i])
			info.words++
		}
		t.pangrams = append(t.pangrams, set)
		t.info = append(t.info, info)
	}
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

// restrict returns the restriction of t to banned, whose words st counts,
// which shares t's arrays; t itself if banned adds nothing.
func (t *Table) restrict(banned bitset.Set, st Stats) *Table {
	banned |= t.Banned
	if banned == t.Banned {
		return t
	}
	v := *t
	v.Banned = banned
	v.pangrams, v.info = nil, nil
	for i, p := range t.pangrams {
		if p&banned == 0 {
			v.pangrams = append(v.pangrams, p)
			v.info = append(v.info, t.info[i])
		}
	}
	v.setStats(st)
	return &v
}

// Pangrams returns the distinct pangram letter sets in ascending order.
// The caller must not modify the slice.
func (t *Table) Pangrams() []bitset.Set { return t.pangrams }

// Score returns the score, word count and pangram count of honeycomb h,
// which has Size letters, from centerSums.
func (t *Table) Score(h puzzle.Honeycomb) Result {
	root := t.root
	var info setInfo
	if i, ok := slices.BinarySearch(root.pangrams, h.Letters); ok {
		info = root.info[i]
	}
	var sums [16]uint32
	at := func(ch *tableChannel, own uint32) int {
		centerSums(h.Letters, ch, own, t.Rules.Size, &sums)
		return int(sums[(h.Letters & (h.Center - 1)).Len()])
	}
	r := Result{Honeycomb: h, Score: at(&t.points, info.points) + int(info.words)*t.Rules.Bonus, Words: at(&t.words, info.words),
		Pangrams: int(info.words), HasPangram: info.words > 0}
	for m, c := range root.roles {
		switch {
		case c == nil:
		case c.own:
			r.Values[m] = int64(c.large[h.Letters])
		default:
			r.Values[m] = int64(at(c, c.large[h.Letters]))
		}
		if c != nil {
			r.Values[m] += int64(c.extra[h.Letters])
		}
	}
	return r.withBuiltIn()
}

// forSubsets calls fn with each subset of h's letters that holds its
// center.
func forSubsets(h puzzle.Honeycomb, fn func(set bitset.Set)) {
	rest := h.Letters &^ h.Center
	for sub := rest; ; sub = rest.NextSubset(sub) {
		fn(sub | h.Center)
		if sub == 0 {
			return
		}
	}
}
