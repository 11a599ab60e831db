package search

import (
	"fmt"
	"math/bits"
	"runtime"
	"slices"

	"github.com/beebatch/beebatch/internal/bigmem"
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
	m := map[string]int{}
	for name, n := range map[string]int{
		"too-short":        s.TooShort,
		"too-many-letters": s.TooManyLetters,
		"banned-letter":    s.BannedLetter,
	} {
		if n != 0 {
			m[name] = n
		}
	}
	return m
}

// Table maps each letter set used by the valid words of a list to the
// total points and the number of those words.
//
// Sets of at most flatMax(Size) letters, every subset of a 7-letter
// honeycomb but the honeycomb itself, have a place each in flat arrays
// (see FlatMax). The sets of Size letters, the pangram letter sets, are a
// sorted list that carries each set's points, words and perfect
// pangrams, so that ranking reads them in order. Only tables of 8 and 9
// letters keep the sets between the two sizes in an open-addressing hash
// table keyed by the 26-bit letter mask, in buckets of four slots, at
// most a third full. The package documentation says why it is not one
// flat array of 1<<26 entries. A Table is read-only once built and safe
// for concurrent use.
type Table struct {
	Rules  puzzle.Rules
	Banned bitset.Set // Rules.Exclude and the variant's letters
	Stats  Stats

	// flat and flatWords hold the points and the number of words of each
	// set of at most flatMax(Size) letters, at flatIndex(set); flat has
	// one more entry, always 0, for centerSums. mem owns them.
	flat, flatWords []uint32
	mem             *flatMem

	// slots[i] holds a letter set in its low 32 bits and the total
	// points of its words in the high 32; one load serves a probe and a
	// hit. 0 marks an empty slot: no word has the empty letter set.
	slots []uint64
	words []uint32 // the number of words of the set in slots[i]
	n     int      // occupied slots
	shift uint     // 32 - log2(number of buckets)

	pangrams []bitset.Set // distinct pangram letter sets, ascending
	info     []setInfo    // info[i] is what pangrams[i] holds
	origin   *Table       // the table Restrict made this one from, or nil

	// pend collects the pangram words while the table is built, as
	// mask<<32 | points, and perfectMasks the masks of the perfect ones;
	// pendBuf is room to sort pend. mem owns the first two.
	pend, pendBuf []uint64
	perfectMasks  []bitset.Set

	// roles are the channels that Ranker.Rank sums for a query, by
	// role, on a root table only (addRoles).
	roles [numRoles]*tableChannel
}

// setInfo is what the words of one pangram letter set add up to.
type setInfo struct {
	points, words uint32
	perfect       uint32 // perfect pangrams: words that use each letter once
}

// bucketSize is the number of slots in a bucket; a bucket of four
// uint64 slots is half a cache line.
const bucketSize = 4

// hashBucket returns the home bucket of key for a table of 1<<(32-shift)
// buckets: Fibonacci hashing, Knuth TAOCP 6.4.
func hashBucket(key bitset.Set, shift uint) uint32 {
	return (uint32(key) * 0x9e3779b1) >> shift
}

// NewTable scores the words of a list under rules, with the letters of
// banned not allowed on top of rules.Exclude. It panics with a *FitError
// if w was read with a wordlist.Fit that drops words the table needs.
func NewTable(w *wordlist.Words, rules puzzle.Rules, banned bitset.Set) *Table {
	if err := checkFit(w, rules, banned|rules.Exclude); err != nil {
		panic(err)
	}
	t := new(Table)
	t.reset(w, rules, banned, nil)
	return t
}

// smallTable is the number of words below which a table's flat arrays
// come from the Go heap rather than from huge pages (bigmem).
const smallTable = 1 << 13

// flatMem owns the large arrays of a table, which come from bigmem, and
// gives them back once the table is unreachable: the flat arrays, and
// room for the pangram words of a list and a copy of them to sort, as
// many as the list has words, so that they never grow.
type flatMem struct {
	flat, words []uint32
	pend, buf   []uint64
}

// free gives back the arrays.
func (m *flatMem) free() {
	bigmem.Free(m.flat)
	bigmem.Free(m.words)
	bigmem.Free(m.pend)
	bigmem.Free(m.buf)
	*m = flatMem{}
}

// reset makes t the table NewTable(w, rules, banned) would make, reusing
// its arrays, in one walk over the words that also counts the words of
// each restriction of t to the letters of variants (see Restrict), and
// returns those restrictions. The restrictions share t's arrays, so that
// they are valid until the next reset.
func (t *Table) reset(w *wordlist.Words, rules puzzle.Rules, banned bitset.Set, variants []bitset.Set) []*Table {
	banned |= rules.Exclude
	size := rules.Size
	fm := flatMax(size)
	n := flatSize(fm) + 1
	if t.mem == nil {
		t.mem = new(flatMem)
		runtime.AddCleanup(t, (*flatMem).free, t.mem)
	}
	if m := t.mem; cap(m.flat) >= n {
		m.flat, m.words = m.flat[:n], m.words[:n-1]
		clear(m.flat)
		clear(m.words)
	} else {
		bigmem.Free(m.flat)
		bigmem.Free(m.words)
		if len(w.Masks) < smallTable {
			// A few words touch a few pages: fewer faults than the
			// zeroing of huge pages costs.
			m.flat, m.words = make([]uint32, n), make([]uint32, n-1)
		} else {
			m.flat, m.words = bigmem.Make[uint32](n), bigmem.Make[uint32](n-1)
		}
	}
	if m := t.mem; cap(m.pend) < len(w.Masks) {
		bigmem.Free(m.pend)
		bigmem.Free(m.buf)
		m.pend, m.buf = bigmem.Make[uint64](len(w.Masks)), bigmem.Make[uint64](len(w.Masks))
	}
	*t = Table{Rules: rules, Banned: banned, flat: t.mem.flat, flatWords: t.mem.words, mem: t.mem,
		pend: t.mem.pend[:0], pendBuf: t.mem.buf, perfectMasks: t.perfectMasks[:0],
		pangrams: t.pangrams[:0], info: t.info[:0], slots: t.slots, words: t.words, shift: t.shift}
	if size > FlatMax+1 {
		if t.slots == nil {
			t.resize(1024)
		} else {
			clear(t.slots)
			clear(t.words)
		}
	} else {
		t.slots, t.words = nil, nil
	}

	// extra[v] holds the letters that variant v bans beyond t; hit[v]
	// counts the words that t keeps and v bans, by what t makes of them:
	// valid, pangram (and valid), too many letters.
	extra := make([]bitset.Set, len(variants))
	hit := make([][3]int, len(variants))
	for v, b := range variants {
		extra[v] = b &^ banned
	}
	var st Stats // of the words w holds; unfitStats adds those a Fit did not keep
	minLen := rules.MinLen
	flat, flatWords := t.flat, t.flatWords
	for i, mask := range w.Masks {
		n := w.WordLen(i)
		if n < minLen {
			st.TooShort++
			continue
		}
		if mask&banned != 0 {
			st.BannedLetter++
			continue
		}
		k := mask.Len()
		for v, x := range extra {
			if mask&x != 0 {
				c := 0
				switch {
				case k > size:
					c = 2
				case k == size:
					c = 1
				}
				hit[v][c]++
			}
		}
		if k > size {
			st.TooManyLetters++
			continue
		}
		st.ValidWords++
		pts := uint32(rules.WordScore(n, k)) // the bonus included, for a pangram
		switch {
		case k <= fm:
			j := flatIndex(mask)
			flat[j] += pts
			flatWords[j]++
		case k < size:
			t.add(mask, pts)
		default:
			st.PangramWords++
			t.pend = append(t.pend, uint64(mask)<<32|uint64(pts))
			if n == k {
				t.perfectMasks = append(t.perfectMasks, mask)
			}
		}
	}
	t.gatherPangrams()
	t.Stats = st.plus(unfitStats(w, banned))
	t.Stats.PangramLettersets = len(t.pangrams)
	t.Stats.Candidates = len(t.pangrams) * size

	out := make([]*Table, len(variants))
	for v, b := range variants {
		vs := st
		h := hit[v]
		vs.BannedLetter += h[0] + h[1] + h[2]
		vs.ValidWords -= h[0] + h[1]
		vs.PangramWords -= h[1]
		vs.TooManyLetters -= h[2]
		out[v] = t.restrict(b, vs.plus(unfitStats(w, banned|b)))
	}
	return out
}

// plus returns the sum of the word counts of s and o.
func (s Stats) plus(o Stats) Stats {
	s.ValidWords += o.ValidWords
	s.PangramWords += o.PangramWords
	s.TooShort += o.TooShort
	s.TooManyLetters += o.TooManyLetters
	s.BannedLetter += o.BannedLetter
	return s
}

// unfitStats returns the Stats of the words of w that the Fit it was read
// with did not keep, for a table that bans banned (Rules.Exclude
// included): none for words read without one. The words are short, have
// a letter the Fit bans, or have too many letters, and so, by checkFit,
// are too short, banned or have too many letters for the table too; only
// the last may also hold a letter that the table bans, which Watch tells.
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

// checkFit returns a *FitError unless the words of w, if they were read
// with a Fit, can be scored under rules with the letters of banned not
// allowed (Rules.Exclude included): the Fit drops only words that cannot
// count, and each is counted as the rules count it. Query.Fit returns
// such a Fit.
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
// and sums them into pangrams and info: a radix sort on the 26 bits of
// the set, in two passes of 13 bits.
func (t *Table) gatherPangrams() {
	p := t.pend
	buf := t.pendBuf[:len(p)]
	const digit = 13
	var count [1 << digit]int
	src, dst := p, buf
	for _, shift := range [...]uint{32, 32 + digit} {
		clear(count[:])
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
	slices.Sort(t.perfectMasks)
	perf := t.perfectMasks
	for i := 0; i < len(p); {
		set := bitset.Set(p[i] >> 32)
		var info setInfo
		for ; i < len(p) && bitset.Set(p[i]>>32) == set; i++ {
			info.points += uint32(p[i])
			info.words++
		}
		for len(perf) > 0 && perf[0] < set {
			perf = perf[1:]
		}
		for len(perf) > 0 && perf[0] == set {
			info.perfect++
			perf = perf[1:]
		}
		t.pangrams = append(t.pangrams, set)
		t.info = append(t.info, info)
	}
}

// countWords counts the words of w by what rules and banned make of them,
// and calls valid with the letter set, length and number of letters of
// each valid word. It fills in the Stats of the words, not those of the
// pangram letter sets.
func countWords(w *wordlist.Words, rules puzzle.Rules, banned bitset.Set, valid func(mask bitset.Set, n, k int)) Stats {
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
			valid(mask, n, k)
		}
	}
	return st
}

// Restrict returns the table of the same words, w, with the letters of
// banned not allowed either: a variant of t, such as no-s of a table that
// allows S. It shares t's arrays, since a honeycomb without a banned
// letter only ever looks up letter sets without one, and so costs one
// pass over the words to count them, not a new table. Score and Lookup of
// a set with a banned letter see t's words. Restrict returns t itself if
// banned adds nothing.
func (t *Table) Restrict(w *wordlist.Words, banned bitset.Set) *Table {
	if banned|t.Banned == t.Banned {
		return t
	}
	return t.restrict(banned, countWords(w, t.Rules, banned|t.Banned, nil))
}

// restrict returns the restriction of t to banned, whose words st counts.
func (t *Table) restrict(banned bitset.Set, st Stats) *Table {
	banned |= t.Banned
	if banned == t.Banned {
		return t
	}
	v := *t
	v.Banned = banned
	v.origin = t.root()
	v.Stats = st
	v.pangrams, v.info = nil, nil
	for i, p := range t.pangrams {
		if p&banned == 0 {
			v.pangrams = append(v.pangrams, p)
			v.info = append(v.info, t.info[i])
		}
	}
	v.Stats.PangramLettersets = len(v.pangrams)
	v.Stats.Candidates = len(v.pangrams) * t.Rules.Size
	return &v
}

// add adds the points of one word whose letter set, key, has more than
// flatMax and fewer than Size letters: to the hash table.
func (t *Table) add(key bitset.Set, pts uint32) {
	if 3*(t.n+1) > len(t.slots) {
		t.resize(2 * len(t.slots))
	}
	i := t.slot(key)
	if t.slots[i] == 0 {
		t.n++
	}
	t.slots[i] = (t.slots[i] + uint64(pts)<<32) | uint64(key)
	t.words[i]++
}

// slot returns the slot holding key, or the empty slot where it belongs.
// A key goes into the first free slot of its home bucket or, when that is
// full, of the buckets after it: linear probing, a bucket at a time.
func (t *Table) slot(key bitset.Set) uint32 {
	lim := uint32(len(t.slots)/bucketSize - 1)
	for b := hashBucket(key, t.shift); ; b = (b + 1) & lim {
		for i := b * bucketSize; i < (b+1)*bucketSize; i++ {
			if t.slots[i] == 0 || bitset.Set(t.slots[i]) == key {
				return i
			}
		}
	}
}

// resize rehashes into a table of size slots, a power of two.
func (t *Table) resize(size int) {
	slots, words := t.slots, t.words
	t.slots = make([]uint64, size)
	t.words = make([]uint32, size)
	t.shift = uint(32 - bits.TrailingZeros(uint(size/bucketSize)))
	for j, slot := range slots {
		if slot != 0 {
			i := t.slot(bitset.Set(slot))
			t.slots[i], t.words[i] = slot, words[j]
		}
	}
}

// pangramIndex returns the index of key among t's root's pangram letter
// sets, or -1.
func (t *Table) pangramIndex(key bitset.Set) int {
	r := t.root()
	if i, ok := slices.BinarySearch(r.pangrams, key); ok {
		return i
	}
	return -1
}

// Lookup returns the total points and the number of words whose letter
// set is exactly key; both are 0 for a set no valid word has.
func (t *Table) Lookup(key bitset.Set) (points, words int) {
	k := key.Len()
	switch {
	case k <= flatMax(t.Rules.Size):
		i := flatIndex(key)
		return int(t.flat[i]), int(t.flatWords[i])
	case k < t.Rules.Size:
		i := t.slot(key)
		return int(t.slots[i] >> 32), int(t.words[i])
	case k == t.Rules.Size:
		if i := t.pangramIndex(key); i >= 0 {
			info := t.root().info[i]
			return int(info.points), int(info.words)
		}
	}
	return 0, 0
}

// pointsOf is Lookup's hot-path form for a set in the hash table: the
// points of key alone. It compares all four slots of the home bucket with
// arithmetic instead of branches, so that a hit and a miss cost the same
// and the processor can overlap many lookups; only a miss in a full
// bucket, which is rare, takes the slow path to the buckets after it.
func (t *Table) pointsOf(key bitset.Set) uint32 {
	return t.pointsAt(hashBucket(key, t.shift)*bucketSize, key)
}

// pointsAt is pointsOf for a key whose home bucket starts at slot b.
func (t *Table) pointsAt(b uint32, key bitset.Set) uint32 {
	s := t.slots[b : b+bucketSize : b+bucketSize]
	v := match(s[0], key) | match(s[1], key) | match(s[2], key) | match(s[3], key)
	if isZero(v)&^isZero(s[3]) != 0 {
		return t.pointsAfter(key, b/bucketSize)
	}
	return uint32(v >> 32)
}

// match returns slot if it holds key, and 0 otherwise, without branching.
func match(slot uint64, key bitset.Set) uint64 {
	return slot & -isZero(uint64(uint32(slot)^uint32(key)))
}

// isZero returns 1 if x is 0, and 0 otherwise, for x < 1<<63; larger x
// give 1 as well, which only sends pointsOf down its slow path.
func isZero(x uint64) uint64 { return (x - 1) >> 63 }

// pointsAfter looks key up in the buckets after bucket b, which is full.
func (t *Table) pointsAfter(key bitset.Set, b uint32) uint32 {
	lim := uint32(len(t.slots)/bucketSize - 1)
	for {
		b = (b + 1) & lim
		for _, slot := range t.slots[b*bucketSize : (b+1)*bucketSize] {
			if bitset.Set(slot) == key || slot == 0 {
				return uint32(slot >> 32)
			}
		}
	}
}

// Pangrams returns the distinct pangram letter sets in ascending numeric
// order. The caller must not modify the slice.
func (t *Table) Pangrams() []bitset.Set { return t.pangrams }

// Score returns the score, word count and pangram count of honeycomb h by
// summing over the subsets of h.Letters that hold h.Center.
func (t *Table) Score(h puzzle.Honeycomb) Result {
	r := Result{Honeycomb: h}
	rest := h.Letters &^ h.Center
	for sub := rest; ; sub = rest.NextSubset(sub) {
		p, w := t.Lookup(sub | h.Center)
		r.Score += p
		r.Words += w
		if sub == 0 {
			break
		}
	}
	_, r.Pangrams = t.Lookup(h.Letters)
	if h.Letters.Len() != t.Rules.Size {
		r.Pangrams = 0
	}
	r.HasPangram = r.Pangrams > 0
	r.Rare, r.RarePoints = t.roleSum(roleRare, h), t.roleSum(roleRarePoints, h)
	return r
}
