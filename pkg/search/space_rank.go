package search

import (
	"context"
	"math/bits"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// Kind says which honeycombs a Space ranks.
type Kind int

const (
	PangramSets Kind = iota // the letter sets of the pangrams, each letter as center
	AllSets                 // all letter sets of Size letters of the alphabet
)

// RankAll ranks the honeycombs of the space of kind that avoid banned[i]
// in r[i], among those that pass opts.Filter; each is scored once for
// all the variants that allow it. It stops early, returning ctx's error,
// when ctx is cancelled.
func (s *Space) RankAll(ctx context.Context, kind Kind, banned []bitset.Set, opts RankOptions) ([]Ranking, error) {
	size := s.Rules.Size
	if s.n < size || len(banned) == 0 {
		return make([]Ranking, len(banned)), nil
	}
	if err := missingRoles(opts.Filter, s.roleSet()); err != nil {
		return nil, err
	}
	vb := make([]uint32, len(banned)) // banned letters of each variant, in the alphabet
	for i, b := range banned {
		vb[i] = s.toAlphabet(b)
	}
	if s.sparse(kind) {
		opts.Progress.start(len(s.pangSet) * size)
		parts, tallies, err := rankChunks(ctx, &opts, vb, len(s.pangSet), chunk, func(lo, hi int, parts []ends, pt *patternTallies, j *judge) int {
			s.rankSets(s.pangSet[lo:hi], parts, pt, j)
			return (hi - lo) * size
		})
		if err != nil {
			return nil, err
		}
		return finish(parts, tallies, &opts, s.roleSet(), s.Score), nil
	}
	if err := s.densify(ctx); err != nil {
		return nil, err
	}
	if opts.Filter.Needs().Engine().Has(measure.Words) || opts.Pareto {
		if err := s.sumWords(ctx); err != nil {
			return nil, err
		}
	}
	opts.Progress.start(int(binom[s.n][size]) * size)
	// The sets are taken by their upper letters (rankUppers).
	parts, tallies, err := rankChunks(ctx, &opts, vb, int(binom[s.n-1][size-1]), spaceChunk, func(lo, hi int, parts []ends, pt *patternTallies, j *judge) int {
		return s.rankUppers(kind, lo, hi, parts, pt, j) * size
	})
	if err != nil {
		return nil, err
	}
	// Many honeycombs' words are cheaper summed over subsets.
	for i := range banned {
		n := 0
		for _, p := range parts {
			n += p[i].passed
		}
		if (min(n, opts.Top)+min(n, opts.Bottom))<<(size-1) > len(s.words) {
			if err := s.sumWords(ctx); err != nil {
				return nil, err
			}
		}
	}
	return finish(parts, tallies, &opts, s.roleSet(), s.Score), nil
}

// spaceChunk is the number of sets of upper letters a worker takes at a
// time.
const spaceChunk = 1024

// rankUppers scores the honeycombs of the sets of Size letters whose
// upper letters U (all but the lowest) have colex ranks lo to hi-1 among
// the sets of Size-1 letters from the alphabet's second letter on, offers
// them to the variants, and returns the number of sets scored. For
// U = {c_2 < ... < c_K}, the sets are {c_1} ∪ U for c_1 below c_2, of
// consecutive ranks R(U) + c_1; the rank of the set without its letter
// c_j is Σ_{l<j} C(c_l, l) + Σ_{l>j} C(c_l, l-1), which is base[j] + c_1
// for j > 1 and base[0] for j = 1. So the inner loop reads F of the sets
// in sequence, and F of the sets without each letter in sequences too.
func (s *Space) rankUppers(kind Kind, lo, hi int, parts []ends, pt *patternTallies, j *judge) int {
	size := s.Rules.Size
	top := s.f[s.off[size]:s.off[size+1]]
	low := s.f[s.off[size-1]:s.off[size]]
	var pos [puzzle.MaxSize]uint32 // the letters of the set, in the alphabet; pos[0] varies
	var base [puzzle.MaxSize]int   // the rank of the set without pos[j], less pos[0] for j > 0
	// The scores of the sets of one U, by c_1 and position.
	var scores [bitset.MaxLetters][16]uint32
	var center [16]uint8 // the letters of the set by position, as indexes in a-z
	// The sums the filter or frontier needs, as the points are.
	var sumTop, sumLow [measure.N][]uint32
	var sums [measure.N][bitset.MaxLetters][16]uint32
	arrays := s.roles
	if s.summed {
		arrays[measure.Words] = s.words
	}
	needs := sumNeeds(j.needs, parts[0].pareto != nil)
	var active []measure.ID // the sums read
	for m, a := range arrays {
		if needs.Has(measure.ID(m)) && a != nil {
			sumTop[m], sumLow[m] = a[s.off[size]:s.off[size+1]], a[s.off[size-1]:s.off[size]]
			active = append(active, measure.ID(m))
		}
	}
	plain := len(active) == 0
	sevens := size == 7 && j.f == nil && plain
	fig := setFigures{center: &center}
	bonus := uint64(s.Rules.Bonus)
	done := 0
	u := unrank(uint32(lo), size-1)
	for n := lo; n < hi; n++ {
		if n > lo {
			u = uint32(bitset.NextCombination(bitset.Set(u)))
		}
		upper := u << 1 // U, from the alphabet's second letter on
		r, realU := s.ranks(upper, &pos, &base, &center)
		c2 := pos[1]
		done += int(c2)
		tops := top[r : r+c2]
		pang := s.pang[r : r+c2]
		pang = pang[:len(tops)]
		if sevens {
			fig.score = &scores[0]
			s.rankSevens(tops, pang, low, &base, upper, realU, kind, &fig, parts, pt)
			continue
		}
		byCenter(scores[:len(tops)], tops, low, &base, size)
		for _, m := range active {
			byCenter(sums[m][:len(tops)], sumTop[m][r:][:len(tops)], sumLow[m], &base, size)
		}
		for c1 := range tops {
			if kind == PangramSets && pang[c1] == 0 {
				continue
			}
			fig.letters, fig.mask = realU|s.real[c1], upper|1<<(c1&31)
			fig.score, fig.pangrams, fig.bonus = &scores[c1], pang[c1], uint64(pang[c1])*bonus
			center[0] = uint8(s.real[c1].Index())
			for _, m := range active {
				fig.sums[m] = &sums[m][c1]
				if ex := s.extra[m]; ex != nil {
					fig.extra[m] = ex[int(r)+c1]
				}
			}
			offerSet(parts, pt, &fig, j.pass(&fig, size), size)
		}
	}
	return done
}

// ranks sets pos[1:] to the letters of upper, the upper letters U of a
// set of Size letters (see rankUppers), in the alphabet, center[1:] to
// the same as letter indexes, and base as rankUppers describes it, and
// returns R(U), the rank of the set {c_1} ∪ U less c_1, and U's letters.
func (s *Space) ranks(upper uint32, pos *[puzzle.MaxSize]uint32, base *[puzzle.MaxSize]int, center *[16]uint8) (uint32, bitset.Set) {
	size := s.Rules.Size
	j := 1
	var letters bitset.Set
	for x := upper; x != 0; x &= x - 1 {
		pos[j] = uint32(bits.TrailingZeros32(x))
		l := s.real[pos[j]]
		center[j&15] = uint8(l.Index())
		letters |= l
		j++
	}
	// r is R(U); base[j] adds C(c_l, l) for l < j (but for l = 1,
	// which is c_1 itself, added in the loop) and C(c_l, l-1) for
	// l > j, positions counted from 1.
	var pre uint32
	for j := 1; j < size; j++ {
		base[j] = int(pre)
		pre += binom[pos[j]][j+1]
	}
	var suf uint32
	for j := size - 1; j >= 1; j-- {
		base[j] += int(suf)
		suf += binom[pos[j]][j]
	}
	base[0] = int(suf)
	return pre, letters
}

// rankSevens is the loop of rankUppers for 7 letters without a filter or
// the words, written out so that the seven scores of a set stay in
// registers (docs/performance.md gives what it buys).
func (s *Space) rankSevens(tops, pang, low []uint32, base *[puzzle.MaxSize]int, upper uint32, realU bitset.Set, kind Kind, fig *setFigures, parts []ends, pt *patternTallies) {
	n := len(tops)
	pang = pang[:n]
	l0 := low[base[0]]
	l1, l2, l3 := low[base[1]:][:n], low[base[2]:][:n], low[base[3]:][:n]
	l4, l5, l6 := low[base[4]:][:n], low[base[5]:][:n], low[base[6]:][:n]
	score, bonus := fig.score, uint64(s.Rules.Bonus)
	for c1, t := range tops {
		if kind == PangramSets && pang[c1] == 0 {
			continue
		}
		s0, s1, s2, s3 := t-l0, t-l1[c1], t-l2[c1], t-l3[c1]
		s4, s5, s6 := t-l4[c1], t-l5[c1], t-l6[c1]
		hi, lo := max(s0, s1, s2, s3, s4, s5, s6), min(s0, s1, s2, s3, s4, s5, s6)
		zeros := isZero(uint64(s0)) + isZero(uint64(s1)) + isZero(uint64(s2)) + isZero(uint64(s3)) +
			isZero(uint64(s4)) + isZero(uint64(s5)) + isZero(uint64(s6))
		b := uint64(pang[c1]) * bonus
		zeros *= isZero(b)
		allow, keep := count(parts, upper|1<<(c1&31), pang[c1] != 0, 7, 7, int(zeros), uint64(hi)+b, uint64(lo)+b)
		if keep == 0 && (pt == nil || allow == 0) {
			continue
		}
		score[0], score[1], score[2], score[3], score[4], score[5], score[6] = s0, s1, s2, s3, s4, s5, s6
		fig.letters, fig.mask, fig.pangrams, fig.bonus = realU|s.real[c1], upper|1<<(c1&31), pang[c1], b
		fig.center[0] = uint8(s.real[c1].Index())
		offerKept(parts, pt, fig, 1<<7-1, 7, allow, keep, uint64(hi)+b, uint64(lo)+b)
	}
}

// Score returns the score, word count and pangram count of honeycomb h,
// which must have Size letters of the space's alphabet.
func (s *Space) Score(h puzzle.Honeycomb) Result {
	size := s.Rules.Size
	m := s.toAlphabet(h.Letters)
	c := s.toAlphabet(h.Center)
	r := s.off[size] + int(colexRank(m))
	at := func(a []uint32, summed bool) int { return s.centerSum(a, summed, m, c) }
	pang := int(s.pang[r-s.off[size]])
	res := Result{Honeycomb: h, Score: at(s.f, s.dense) + pang*s.Rules.Bonus, Words: at(s.words, s.summed),
		Pangrams: pang, HasPangram: pang > 0}
	for m, a := range s.roles {
		if a != nil {
			res.Values[m] = int64(at(a, s.dense))
		}
		if ex := s.extra[m]; ex != nil {
			res.Values[m] += int64(ex[r-s.off[size]])
		}
	}
	return res.withBuiltIn()
}

// centerSum returns the sum of a over the subsets of the letter set m
// that hold its letter c: two reads when a is summed over subsets, the
// subsets one by one when it is not.
func (s *Space) centerSum(a []uint32, summed bool, m, c uint32) int {
	if summed {
		size := bits.OnesCount32(m)
		return int(a[s.off[size]+int(colexRank(m))] - a[s.off[size-1]+int(colexRank(m&^c))])
	}
	return s.subsetSum(a, m, c)
}

// centerWords returns the words of each honeycomb of the letter set
// letters, by its center's place among the letters, lowest first.
func (s *Space) centerWords(letters bitset.Set) *[16]uint32 {
	var out [16]uint32
	m := s.toAlphabet(letters)
	if !s.summed {
		centerSums(m, s.words, &s.off, s.Rules.Size, &out)
		return &out
	}
	for j, x := 0, m; x != 0; j, x = j+1, x&(x-1) {
		out[j&15] = uint32(s.centerSum(s.words, true, m, x&-x))
	}
	return &out
}

// rankSets scores the honeycombs of sets, pangram letter sets in the
// alphabet, from the values of their subsets (centerSums), and offers
// them to the variants of parts: the ranking of the pangram space when
// its sets are few (sparse).
func (s *Space) rankSets(sets []uint32, parts []ends, pt *patternTallies, j *judge) {
	size := s.Rules.Size
	var score [16]uint32
	var sums [measure.N][16]uint32
	var center [16]uint8
	fig := setFigures{score: &score, center: &center}
	arrays := s.roles
	arrays[measure.Words] = s.words
	var active []measure.ID // the sums read
	for m, a := range arrays {
		if sumNeeds(j.needs, parts[0].pareto != nil).Has(measure.ID(m)) && a != nil {
			fig.sums[m] = &sums[m]
			active = append(active, measure.ID(m))
		}
	}
	bonus := uint64(s.Rules.Bonus)
	for _, a := range sets {
		r := colexRank(a)
		fig.letters, fig.mask, fig.pangrams = s.fromAlphabet(a), a, s.pang[r]
		fig.bonus = uint64(fig.pangrams) * bonus
		if j.f != nil && !j.rule.AllowsLetters(fig.letters) {
			offerSet(parts, pt, &fig, 0, size) // counted, none passes
			continue
		}
		c := 0
		for x := fig.letters; x != 0; x &= x - 1 {
			center[c&15] = uint8(x.Lowest().Index())
			c++
		}
		centerSums(a, s.f, &s.off, size, &score)
		for _, m := range active {
			if ex := s.extra[m]; ex != nil {
				fig.extra[m] = ex[r]
			}
			centerSums(a, arrays[m], &s.off, size, &sums[m])
		}
		offerSet(parts, pt, &fig, j.pass(&fig, size), size)
	}
}

// byCenter sets out[c1][j], for the sets of one U (see rankUppers), to
// tops[c1] less low at base[j] + c1 (base[0] alone for j = 0): the sum
// over the subsets of set c1 that hold its j-th letter.
func byCenter(out [][16]uint32, tops, low []uint32, base *[puzzle.MaxSize]int, size int) {
	out = out[:len(tops)]
	l0 := low[base[0]]
	for c1, t := range tops {
		out[c1][0] = t - l0
	}
	for j := 1; j < size; j++ {
		lj := low[base[j]:][:len(tops)]
		for c1, t := range tops {
			out[c1][j&15] = t - lj[c1]
		}
	}
}
