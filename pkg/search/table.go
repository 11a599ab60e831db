package search

import (
	"math/bits"
	"slices"

	"github.com/beebatch/beebatch/pkg/bitset"
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
// total points and the number of those words. Sets of at most DenseMax
// letters have a place each in flat arrays; larger sets are kept in an
// open-addressing hash table keyed by the 26-bit letter mask, in buckets
// of four slots, at most a third full. The package documentation says why
// it is not one flat array of 1<<26 entries. A Table is read-only once
// built and safe for concurrent use.
type Table struct {
	Rules  Rules
	Banned bitset.Set // Rules.Exclude and the variant's letters
	Stats  Stats

	// dense and denseWords hold the points and the number of words of
	// each set of at most DenseMax letters, at denseIndex(set); dense has
	// one more entry, always 0, for centerScores.
	dense, denseWords []uint32

	// slots[i] holds a letter set in its low 32 bits and the total
	// points of its words in the high 32; one load serves a probe and a
	// hit. 0 marks an empty slot: no word has the empty letter set.
	slots []uint64
	words []uint32 // the number of words of the set in slots[i]
	n     int      // occupied slots
	shift uint     // 32 - log2(number of buckets)

	pangrams []bitset.Set // distinct pangram letter sets, ascending
	// perfect counts the perfect pangrams, which use each letter once,
	// of the pangram letter sets that have any.
	perfect map[bitset.Set]uint32
	origin  *Table // the table Restrict made this one from, or nil
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
// banned not allowed on top of rules.Exclude.
func NewTable(w *wordlist.Words, rules Rules, banned bitset.Set) *Table {
	banned |= rules.Exclude
	t := &Table{Rules: rules, Banned: banned,
		dense: make([]uint32, denseSize+1), denseWords: make([]uint32, denseSize),
		perfect: map[bitset.Set]uint32{}}
	t.resize(1024)
	t.Stats = countWords(w, rules, banned, func(mask bitset.Set, n, k int) {
		t.add(mask, uint32(rules.WordScore(n, k)))
		if n == k && k == rules.Size {
			t.perfect[mask]++
		}
	})
	slices.Sort(t.pangrams)
	t.Stats.PangramLettersets = len(t.pangrams)
	t.Stats.Candidates = len(t.pangrams) * rules.Size
	return t
}

// countWords counts the words of w by what rules and banned make of them,
// and calls valid with the letter set, length and number of letters of
// each valid word. It fills in the Stats of the words, not those of the
// pangram letter sets.
func countWords(w *wordlist.Words, rules Rules, banned bitset.Set, valid func(mask bitset.Set, n, k int)) Stats {
	var st Stats
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
	banned |= t.Banned
	if banned == t.Banned {
		return t
	}
	v := *t
	v.Banned = banned
	v.origin = t.root()
	v.Stats = countWords(w, t.Rules, banned, nil)
	v.pangrams = nil
	for _, p := range t.pangrams {
		if p&banned == 0 {
			v.pangrams = append(v.pangrams, p)
		}
	}
	v.Stats.PangramLettersets = len(v.pangrams)
	v.Stats.Candidates = len(v.pangrams) * t.Rules.Size
	return &v
}

// add adds one word with letter set key and the given points.
func (t *Table) add(key bitset.Set, pts uint32) {
	var words *uint32
	if key.Len() <= DenseMax {
		i := denseIndex(key)
		t.dense[i] += pts
		words = &t.denseWords[i]
	} else {
		if 3*(t.n+1) > len(t.slots) {
			t.resize(2 * len(t.slots))
		}
		i := t.slot(key)
		if t.slots[i] == 0 {
			t.n++
		}
		t.slots[i] = (t.slots[i] + uint64(pts)<<32) | uint64(key)
		words = &t.words[i]
	}
	if *words == 0 {
		if key.Len() == t.Rules.Size {
			t.pangrams = append(t.pangrams, key)
		}
	}
	*words++
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

// Lookup returns the total points and the number of words whose letter
// set is exactly key; both are 0 for a set no valid word has.
func (t *Table) Lookup(key bitset.Set) (points, words int) {
	if key.Len() <= DenseMax {
		i := denseIndex(key)
		return int(t.dense[i]), int(t.denseWords[i])
	}
	i := t.slot(key)
	return int(t.slots[i] >> 32), int(t.words[i])
}

// pointsOf is Lookup's hot-path form: the points of key alone. It
// compares all four slots of the home bucket with arithmetic instead of
// branches, so that a hit and a miss cost the same and the processor can
// overlap many lookups; only a miss in a full bucket, which is rare, takes
// the slow path to the buckets after it.
func (t *Table) pointsOf(key bitset.Set) uint32 {
	if key.Len() <= DenseMax {
		return t.dense[denseIndex(key)]
	}
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
func (t *Table) Score(h Honeycomb) Result {
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
	return r
}
