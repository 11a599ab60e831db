package search

import (
	"context"
	"math/bits"
	"slices"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// A Space scores the honeycombs of Size letters over an alphabet, the
// letters that its banned letters leave. For each letter set S of at most
// Size letters it holds the points of the words whose letter set is S, by
// size and colex rank. To rank every set it sums them into F(S), the
// points of the words whose letter set is a subset of S (densify), so
// that the score of honeycomb (P, c) is F(P) - F(P \ c); to rank the
// pangram letter sets alone, when they are few, it sums each one's
// subsets instead (rankSets). A Space is read-only while it ranks and
// safe for concurrent use then; Reset reuses its arrays for another list.
type Space struct {
	Rules  puzzle.Rules
	Banned bitset.Set // letters outside the alphabet: Rules.Exclude and the banned letters

	n       int                           // letters in the alphabet
	real    [bitset.MaxLetters]bitset.Set // real[i] is the i-th letter of the alphabet
	compact [4][256]uint32                // byte tables from a letter mask to an alphabet mask
	off     [puzzle.MaxSize + 2]int       // off[k] is the place of the first set of k letters in f
	f       []uint32                      // points per set without the pangram bonus; summed over its subsets if dense is set
	words   []uint32                      // words per set; summed over its subsets if summed is set
	dense   bool                          // f and the roles are summed over subsets (densify)
	// touched lists the entries of f and words that Reset set; every
	// other entry of their arrays and of the roles', to their capacity,
	// is zero unless dirty is set: a sum over subsets has begun.
	touched []int32
	dirty   bool
	summed  bool
	pang    []uint32 // words whose letter set is each Size-letter set exactly
	pangSet []uint32 // the Size-letter sets with a pangram, in the alphabet, ascending
	// roles holds the values of each role (addRoles), summed over
	// subsets, once dense, for a measure of all the words; nil for none.
	roles [measure.N][]uint32
	spare [measure.N][]uint32 // arrays for the roles, zero to their capacity
	// extra holds, for a role, what the pangram bonus adds to the value
	// of each set of Size letters, by colex rank (wordValues.value); nil
	// for none.
	extra [measure.N][]uint64
	// path, if not auto, is the way RankAll ranks the pangram letter
	// sets, for the tests that hold each equal to the other.
	path rankPath
}

// rankPath is a way to rank the pangram letter sets.
type rankPath int

const (
	auto       rankPath = iota // the cheaper, by sparse
	sparsePath                 // each set's subsets summed (rankSets)
	densePath                  // the whole space summed (densify)
)

// Reset makes s the space of the honeycombs of rules.Size letters that
// avoid banned and rules.Exclude, scored over the words of w, reusing its
// arrays. It returns a *FitError if w was read with a wordlist.Fit that
// drops words the space needs. It stops early, returning ctx's error and
// leaving s unfit for use until the next Reset, when ctx is cancelled.
func (s *Space) Reset(ctx context.Context, w *wordlist.Words, rules puzzle.Rules, banned bitset.Set) error {
	banned |= rules.Exclude
	if err := checkFit(w, rules, banned); err != nil {
		return err
	}
	s.Rules, s.Banned = rules, banned
	s.n = 0
	var compact [32]uint32 // the alphabet mask of each letter, 0 for a banned one
	for x := rules.Alphabet.All() &^ banned; x != 0; x &= x - 1 {
		l := x.Lowest()
		compact[l.Index()], s.real[s.n] = 1<<s.n, l
		s.n++
	}
	for b := range 4 {
		for v := 1; v < 256; v++ {
			s.compact[b][v] = s.compact[b][v&(v-1)] | compact[b*8+bits.TrailingZeros(uint(v))]
		}
	}
	size := rules.Size
	total := 0
	for k := 0; k <= size; k++ {
		s.off[k] = total
		if k <= s.n {
			total += int(binom[s.n][k])
		}
	}
	s.off[size+1] = total
	s.clearArrays(total)
	s.dense, s.summed = false, false
	s.roles, s.extra = [measure.N][]uint32{}, [measure.N][]uint64{}
	s.pangSet = s.pangSet[:0]
	plain := rules // the points without the pangram bonus, which Score and the ranking add
	plain.Bonus = 0
	countWords(w, rules, banned, func(_ int, mask bitset.Set, n, k int) {
		a := s.toAlphabet(mask)
		r := colexRank(a)
		i := s.off[k] + int(r)
		s.f[i] += uint32(plain.WordScore(n, k))
		if s.words[i]++; s.words[i] == 1 {
			s.touched = append(s.touched, int32(i))
			if k == size {
				s.pangSet = append(s.pangSet, a)
			}
		}
	})
	s.pang = s.words[s.off[size]:s.off[size+1]]
	slices.Sort(s.pangSet)
	return ctx.Err()
}

// clearArrays makes f and words total zero values each. Only the entries
// that the last list set are cleared when they are known (touched), as a
// run of many small lists needs; the whole arrays once a sum over
// subsets has written to every entry.
func (s *Space) clearArrays(total int) {
	known := !s.dirty // a new Space's arrays are empty, and so made anew
	if known && cap(s.f) >= total && cap(s.words) >= total {
		for _, i := range s.touched {
			s.f[i], s.words[i] = 0, 0
		}
		s.f, s.words = s.f[:total], s.words[:total]
	} else {
		s.f, s.words = zeroed(s.f, total), zeroed(s.words, total)
	}
	// The roles' values are on the entries of the words too.
	for m, a := range s.roles {
		if a == nil {
			continue
		}
		if known {
			a = a[:cap(a)]
			for _, i := range s.touched {
				a[i] = 0
			}
		} else {
			a = zeroed(a, cap(a))
		}
		s.spare[m] = a
	}
	s.touched, s.dirty = s.touched[:0], false
}

// densify sums the points and the roles of all the words of each set
// over its subsets (sum), once, so that any set's honeycombs can be read
// from two values (rankUppers). It stops early, returning ctx's error
// and leaving s unfit for use until the next Reset, when ctx is
// cancelled.
func (s *Space) densify(ctx context.Context) error {
	if s.dense {
		return nil
	}
	s.dirty = true // even if the sum stops part way
	if err := sum(ctx, s.f, s); err != nil {
		return err
	}
	for m, a := range s.roles {
		if a != nil && measure.Table[m].Of != measure.PangramWords {
			if err := sum(ctx, a, s); err != nil {
				return err
			}
		}
	}
	s.dense = true
	return nil
}

// sparse reports whether RankAll ranks the space of kind by the subsets
// of each pangram letter set (rankSets) rather than over the whole space
// summed: for the pangram sets, when their subsets are fewer than the
// additions of sum.
func (s *Space) sparse(kind Kind) bool {
	switch {
	case kind != PangramSets || s.dense || s.path == densePath:
		return false
	case s.path == sparsePath:
		return true
	}
	return len(s.pangSet)<<s.Rules.Size < s.off[s.Rules.Size+1]*s.Rules.Size
}

// fromAlphabet returns the letters of a, a set in the alphabet.
func (s *Space) fromAlphabet(a uint32) bitset.Set {
	var l bitset.Set
	for x := a; x != 0; x &= x - 1 {
		l |= s.real[bits.TrailingZeros32(x)]
	}
	return l
}

// subsetSum returns the sum of a, a per-set array not summed over
// subsets, over the subsets of m, a set in the alphabet, that hold c.
func (s *Space) subsetSum(a []uint32, m, c uint32) int {
	rest := m &^ c
	total := 0
	for sub := rest; ; sub = (sub - 1) & rest {
		x := sub | c
		total += int(a[s.off[bits.OnesCount32(x)]+int(colexRank(x))])
		if sub == 0 {
			return total
		}
	}
}

// sumWords sums the words of each set over its subsets, as the points
// are, once; s.pang keeps the words of each Size-letter set.
func (s *Space) sumWords(ctx context.Context) error {
	if s.summed {
		return nil
	}
	s.pang = slices.Clone(s.pang)
	s.dirty = true // even if the sum stops part way
	if err := sum(ctx, s.words, s); err != nil {
		return err
	}
	s.summed = true
	return nil
}

// toAlphabet maps a letter mask to a mask over the alphabet.
func (s *Space) toAlphabet(m bitset.Set) uint32 {
	return s.compact[0][m&255] | s.compact[1][m>>8&255] | s.compact[2][m>>16&255] | s.compact[3][m>>24]
}

// sum replaces the value of each set in f, points or words of the sets of
// space s, by the sum over its subsets.
//
// It is the usual sum over subsets, one pass per letter, reordered by
// letter position: pass j adds to each set S of at least j letters the
// value of S without its j-th letter, S \ c_j, as it stood before pass j
// (the sets are taken by size, largest first, for that).
//
// Write S = A ∪ {c} ∪ B, with the j-1 letters A below c and B above. Its
// rank is rank(A) + C(c, j) + R1(B), with R1(B) = Σ C(b_l, l) over B's
// letters at positions l > j, and the rank of S \ c is rank(A) + R2(B),
// with R2(B) = Σ C(b_l, l-1). For a fixed B whose lowest letter is m, the
// sets A ∪ {c} are all the sets of j letters below m, whose ranks are
// exactly 0 .. C(m, j)-1; and for each c, A runs over the sets of j-1
// letters below c, ranks 0 .. C(c, j-1)-1. So each (B, c) is one addition
// of the first C(c, j-1) values from R2(B) on, in one size's array, into
// as many values from R1(B) + C(c, j) on, in the next size's: the whole
// transform is a series of vector additions over contiguous ranges.
func sum(ctx context.Context, f []uint32, s *Space) error {
	size := min(s.Rules.Size, s.n)
	for j := 1; j <= size; j++ {
		for k := size; k >= j; k-- {
			if err := ctx.Err(); err != nil {
				return err
			}
			hi := f[s.off[k]:s.off[k+1]]
			lo := f[s.off[k-1]:s.off[k]]
			s.uppers(j, k, func(r1, r2, m int) {
				if j == 1 {
					// A is empty: the sets {c} ∪ B, c < m, all add S \ c = B.
					v := lo[r2]
					for i := range hi[r1 : r1+m] {
						hi[r1+i] += v
					}
					return
				}
				for c := j - 1; c < m; c++ {
					at := r1 + int(binom[c][j])
					dst := hi[at : at+int(binom[c][j-1])]
					src := lo[r2:][:len(dst)]
					for i := range dst {
						dst[i] += src[i]
					}
				}
			})
		}
	}
	return nil
}

// uppers calls fn with R1(B), R2(B) and m, as sum describes them, for
// each set B of k-j letters whose lowest letter m is at least j; for k ==
// j, B is empty and m is the size of the alphabet.
func (s *Space) uppers(j, k int, fn func(r1, r2, m int)) {
	up := k - j
	if up == 0 {
		fn(0, 0, s.n)
		return
	}
	// x runs over the sets of up letters of the n-j letters from j on, in
	// increasing order (Gosper's hack); B is x shifted by j.
	end := uint32(1) << (s.n - j)
	for x := uint32(1<<up - 1); x < end; x = uint32(bitset.NextCombination(bitset.Set(x))) {
		b := x << j
		r1, r2 := 0, 0
		l := j + 1
		for y := b; y != 0; y &= y - 1 {
			t := bits.TrailingZeros32(y)
			r1 += int(binom[t][l])
			r2 += int(binom[t][l-1])
			l++
		}
		fn(r1, r2, bits.TrailingZeros32(b))
	}
}

// unrank returns the set of k letters of colex rank r.
func unrank(r uint32, k int) uint32 {
	var set uint32
	for i := k; i >= 1; i-- {
		c := i - 1
		for c+1 <= bitset.MaxLetters && binom[c+1][i] <= r {
			c++
		}
		r -= binom[c][i]
		set |= 1 << c
	}
	return set
}

// Stats returns the Stats of the words w, which the space was made from,
// with the letters of banned not allowed either, as a Table counts them.
func (s *Space) Stats(w *wordlist.Words, banned bitset.Set) Stats {
	st := countWords(w, s.Rules, s.Banned|banned, nil)
	b := s.toAlphabet(banned)
	for _, a := range s.pangSet {
		if a&b == 0 {
			st.PangramLettersets++
		}
	}
	st.Candidates = st.PangramLettersets * s.Rules.Size
	return st
}
