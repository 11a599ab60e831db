package search

import (
	"context"
	"math"
	"math/bits"
	"runtime"
	"sync/atomic"

	"golang.org/x/sync/errgroup"

	"github.com/beebatch/beebatch/internal/bigmem"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
)

// Kind says which honeycombs a Space ranks.
type Kind int

const (
	// PangramSets are the letter sets of the pangrams, each with each of
	// its letters as center: the classic candidates.
	PangramSets Kind = iota
	// AllSets are all letter sets of Size letters of the alphabet,
	// whether a pangram uses them or not.
	AllSets
)

// RankAll ranks the honeycombs of the space for each letter set of
// banned: r[i] ranks those that avoid banned[i], as Kind, opts.Filter and
// the other options say. Each honeycomb is scored once for all the
// variants that allow it. Ranks are positions among the honeycombs that
// pass opts.Filter, in the same order as Table.Rank: score, then letters,
// then center. The result does not depend on the number of workers.
func (s *Space) RankAll(ctx context.Context, kind Kind, banned []bitset.Set, opts RankOptions) ([]Ranking, error) {
	size := s.Rules.Size
	if s.n < size || len(banned) == 0 {
		return make([]Ranking, len(banned)), nil
	}
	// The sets are taken by their upper letters, the sets U of Size-1
	// letters from the alphabet's second letter on, cut into chunks of
	// consecutive colex ranks taken by whichever worker is free.
	uppers := int(binom[s.n-1][size-1])
	chunks := (uppers + spaceChunk - 1) / spaceChunk
	vb := make([]uint32, len(banned)) // banned letters of each variant, in the alphabet
	for i, b := range banned {
		vb[i] = s.toAlphabet(b)
	}
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = max(1, min(workers, chunks))
	if opts.Filter.Needs()&filter.Words != 0 || opts.Pareto {
		if err := s.sumWords(ctx); err != nil {
			return nil, err
		}
	}
	opts.Progress.start(int(binom[s.n][size]) * size)
	// Kept keys, for opts.All, go straight into room for each worker's
	// share of the honeycombs that will pass, where that is known: growing
	// slices of millions of keys would copy them over and over.
	share := make([]int, len(banned))
	if opts.All && opts.Filter == nil {
		for i, b := range vb {
			switch kind {
			case AllSets:
				share[i] = int(binom[s.n-bits.OnesCount32(b)][size]) * size
			case PangramSets:
				share[i] = s.pangramSets(banned[i]) * size
			}
			share[i] = share[i]/workers + share[i]/(8*workers)
		}
	}
	parts := make([][]spaceEnds, workers)
	tallies := make([]*patternTallies, workers) // each worker's tallies, for opts.Tally
	var next atomic.Int64
	g, gctx := errgroup.WithContext(ctx)
	for w := range workers {
		parts[w] = make([]spaceEnds, len(banned))
		for i := range banned {
			parts[w][i] = spaceEnds{banned: vb[i], ends: ends{best: keeper{limit: opts.Top}, worst: keeper{limit: opts.Bottom}, collect: opts.All}}
			if opts.Tally {
				// Counted by the variants that allow each set (tallies).
				parts[w][i].tally = noTally
			}
			if share[i] > 0 {
				parts[w][i].all = make([]uint64, 0, share[i])
			}
			if opts.Pareto {
				parts[w][i].pareto = new(pareto)
			}
		}
		if opts.Tally {
			tallies[w] = new(patternTallies)
		}
		g.Go(func() error {
			for {
				i := int(next.Add(1) - 1)
				if i >= chunks {
					return nil
				}
				if err := gctx.Err(); err != nil {
					return err
				}
				lo, hi := i*spaceChunk, min(uppers, (i+1)*spaceChunk)
				n := s.rankUppers(kind, lo, hi, parts[w], tallies[w], opts.Filter)
				opts.Progress.add(n * size)
			}
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	r := make([]Ranking, len(banned))
	for i := range banned {
		best := make([]keeper, workers)
		worst := make([]keeper, workers)
		var ts []*tally
		frontiers := make([]*pareto, workers)
		for w := range workers {
			p := &parts[w][i]
			best[w], worst[w] = p.best, p.worst
			frontiers[w] = p.pareto
			if tallies[w] != nil {
				ts = append(ts, tallies[w].of(i)...)
			}
			r[i].Honeycombs += p.honeycombs
			r[i].Passed += p.passed
			r[i].WithPangram += p.withPangram
			r[i].ZeroScore += p.zero
		}
		if opts.Tally {
			r[i].Tally = mergeTallies(append(ts, new(tally)))
		}
		top, bottom := merge(best, opts.Top), merge(worst, opts.Bottom)
		// Many honeycombs' words are cheaper from the words summed over
		// subsets, as the points are, than each from the words of its
		// 2^(Size-1) subsets.
		if (len(top)+len(bottom))<<(size-1) > len(s.words) {
			if err := s.sumWords(ctx); err != nil {
				return nil, err
			}
		}
		r[i].setEnds(top, bottom, opts.Compact, s.role(roleRare) != nil, s.Score)
		r[i].Pareto = mergeFrontiers(frontiers, s.Score)
		bigmem.Free(top)
		bigmem.Free(bottom)
		if opts.All {
			all := make([][]ends, workers)
			for w := range workers {
				all[w] = []ends{parts[w][i].ends}
			}
			r[i].All = collectAll(all, 0)
		}
	}
	return r, nil
}

// spaceEnds is what a worker keeps of one variant of a space.
type spaceEnds struct {
	ends
	banned uint32 // the variant's banned letters, in the alphabet
	// Counts of the honeycombs seen: in the space, and of those that
	// passed the filter (ends.passed), those with a pangram.
	honeycombs, withPangram int
}

// spaceChunk is the number of sets of upper letters a worker takes at a
// time, between two looks at its context.
const spaceChunk = 1024

// rankUppers scores the honeycombs of the sets of Size letters whose
// upper letters U (all but the lowest) have colex ranks lo to hi-1 among
// the sets of Size-1 letters from the alphabet's second letter on, and
// offers each to the variants that allow it. It returns the number of
// sets scored.
//
// For upper letters U = {c_2 < ... < c_K}, the sets are {c_1} ∪ U for c_1
// below c_2. Their ranks are R(U) + c_1, consecutive; the rank of the set
// without its letter c_j is Σ_{l<j} C(c_l, l) + Σ_{l>j} C(c_l, l-1),
// which is base[j] + c_1 for j > 1 and the same for every c_1 for j = 1.
// So the inner loop reads F of the sets in sequence, and F of the sets
// without each letter in Size sequences of its own.
func (s *Space) rankUppers(kind Kind, lo, hi int, parts []spaceEnds, pt *patternTallies, f *filter.Filter) int {
	size := s.Rules.Size
	top := s.f[s.off[size]:s.off[size+1]]
	low := s.f[s.off[size-1]:s.off[size]]
	var topWords, lowWords []uint32 // the words, summed, for a filter that needs them
	if s.summed {
		topWords, lowWords = s.words[s.off[size]:s.off[size+1]], s.words[s.off[size-1]:s.off[size]]
	}
	var pos [MaxSize]uint32 // the letters of the set, in the alphabet; pos[0] varies
	var base [MaxSize]int   // the rank of the set without pos[j], less pos[0] for j > 0
	// The scores and words of the sets of one U, by c_1 and position:
	// rows of 16, so that an index below 16 needs no bounds check.
	var scores, words [bitset.Letters][16]uint32
	var center [16]uint8 // the letters of the set by position, as indexes in the alphabet a-z
	// The filter's clauses, each checked where it is decided: the
	// letters once a set, the counts once a set or a honeycomb. A
	// filter's Match checks the same.
	rule := f.Letters()
	scoreR, wordsR := spanOf(f.Range(filter.Score)), spanOf(f.Range(filter.Words))
	pangramsR, perfectR := f.Range(filter.Pangrams), f.Range(filter.Perfect)
	rareR, rarePointsR := spanOf(f.Range(filter.Rare)), spanOf(f.Range(filter.RarePoints))
	long := f.LongGenius()
	// The channels the filter needs, summed over subsets (Ranker.Rank
	// adds them), as the points are: their tops and lows, and their
	// values for the sets of one U as for the scores.
	var roleTop, roleLow [numRoles][]uint32
	var roleVals [numRoles][bitset.Letters][16]uint32
	for r, need := range roleNeeds(f.Needs()) {
		if a := s.role(role(r)); need && a != nil {
			roleTop[r], roleLow[r] = a[s.off[size]:s.off[size+1]], a[s.off[size-1]:s.off[size]]
		}
	}
	// Without a filter, a tally or every key to keep, a set is counted
	// whole, and its honeycombs looked at one by one only if one of them
	// can enter the best or worst kept so far.
	fast := f == nil
	for e := range parts {
		fast = fast && !parts[e].collect && parts[e].tally == nil && parts[e].pareto == nil
	}
	done := 0
	u := unrank(uint32(lo), size-1)
	for n := lo; n < hi; n++ {
		if n > lo {
			u = nextCombination(u)
		}
		upper := u << 1 // U, from the alphabet's second letter on
		j := 1
		notCenter := uint32(0) // the positions of the letters of U that may not be the center
		for x := upper; x != 0; x &= x - 1 {
			pos[j] = uint32(bits.TrailingZeros32(x))
			l := s.real[pos[j]]
			center[j&15] = uint8(l.Index())
			if l&rule.NotCenter != 0 {
				notCenter |= 1 << (j & 31)
			}
			j++
		}
		// r is R(U); base[j] adds C(c_l, l) for l < j (but for l = 1,
		// which is c_1 itself, added in the loop) and C(c_l, l-1) for
		// l > j, positions counted from 1.
		var r, pre uint32
		for j := 1; j < size; j++ {
			base[j] = int(pre)
			pre += binom[pos[j]][j+1]
		}
		r = pre
		var suf uint32
		for j := size - 1; j >= 1; j-- {
			base[j] += int(suf)
			suf += binom[pos[j]][j]
		}
		base[0] = int(suf)
		c2 := pos[1]
		done += int(c2)
		tops := top[r : r+c2]
		pang := s.pang[r : r+c2]
		pang = pang[:len(tops)]
		realU := s.toLetters(upper)
		l0 := low[base[0]]
		if fast && size == 7 {
			s.rankSevens(tops, pang, l0, low, &base, upper, realU, &pos, kind, parts)
			continue
		}
		// The scores of every set of this U, a position at a time: F of
		// the sets in sequence less F of the sets without that position's
		// letter, also in sequence.
		byCenter(scores[:len(tops)], tops, low, &base, size)
		if topWords != nil {
			byCenter(words[:len(tops)], topWords[r:][:len(tops)], lowWords, &base, size)
		}
		for ri, rt := range roleTop {
			if rt != nil {
				byCenter(roleVals[ri][:len(tops)], rt[r:][:len(tops)], roleLow[ri], &base, size)
			}
		}
		for c1 := range tops {
			if kind == PangramSets && pang[c1] == 0 {
				continue
			}
			score := &scores[c1]
			m := upper | 1<<(c1&31)
			pos[0] = uint32(c1)
			if fast {
				// The highest and lowest score, and the zeros, without
				// branches.
				hi, lo, zeros := score[0], score[0], 0
				for _, v := range score[:size] {
					hi, lo = max(hi, v), min(lo, v)
					zeros += int(isZero(uint64(v)))
				}
				for e := range parts {
					p := &parts[e]
					if m&p.banned != 0 {
						continue
					}
					p.honeycombs += size
					p.passed += size
					p.zero += zeros
					if pang[c1] != 0 {
						p.withPangram += size
					}
					if p.best.rejects(hi) && p.worst.rejects(^lo) {
						continue
					}
					letters := realU | s.real[c1]
					for j := range size {
						k := key(score[j&15], letters, s.real[pos[j]])
						p.best.offer(k)
						p.worst.offer(^k)
					}
				}
				continue
			}
			letters := realU | s.real[c1]
			center[0] = uint8(s.real[c1].Index())
			// What the filter decides: for the set as a whole, its
			// letters, pangrams and perfect pangrams; for each center,
			// the center and its counts. pass holds the centers that
			// pass, by position.
			pass := uint32(1)<<size - 1
			if f != nil {
				perfect := 0
				if pang[c1] != 0 && perfectR != filter.AnyCount {
					perfect = int(s.perfect[r+uint32(c1)])
				}
				if !rule.AllowsLetters(letters) || !pangramsR.Contains(int(pang[c1])) || !perfectR.Contains(perfect) {
					pass = 0
				}
				pass &^= notCenter
				if s.real[c1]&rule.NotCenter != 0 {
					pass &^= 1
				}
				pass &= scoreR.mask(score, size)
				if topWords != nil {
					pass &= wordsR.mask(&words[c1], size)
				}
				if roleTop[roleRare] != nil {
					pass &= rareR.mask(&roleVals[roleRare][c1], size)
				}
				if roleTop[roleRarePoints] != nil {
					pass &= rarePointsR.mask(&roleVals[roleRarePoints][c1], size)
				}
				if long.Set {
					short := &roleVals[roleShort][c1]
					for j := range size & 15 {
						if !long.Holds(int(score[j]), int(score[j]-short[j])) {
							pass &^= 1 << j
						}
					}
				}
			}
			var wd *[16]uint32
			if topWords != nil {
				wd = &words[c1]
			}
			s.offerSet(parts, pt, m, letters, &center, score, wd, pass, pang[c1] != 0)
		}
	}
	return done
}

// span is a filter.Range of uint32 counts, as the engine checks it: the
// counts n with n-lo <= width, in uint32 arithmetic, or none at all.
type span struct {
	lo, width uint32
	none      bool
}

// spanOf returns r as a span.
func spanOf(r filter.Range) span {
	lo, hi := max(r.Min, 0), min(r.Max, math.MaxUint32)
	if lo > hi {
		return span{none: true}
	}
	return span{lo: uint32(lo), width: uint32(hi - lo)}
}

// mask returns the positions j < size of counts whose count is in sp, as
// bits, without branches.
func (sp span) mask(counts *[16]uint32, size int) uint32 {
	if sp.none {
		return 0
	}
	var m uint32
	for j := size - 1; j >= 0; j-- {
		// 1 when counts[j]-lo <= width: the borrow of width - (n-lo).
		out := uint32((uint64(sp.width) - uint64(counts[j&15]-sp.lo)) >> 63)
		m = m<<1 | out ^ 1
	}
	return m
}

// offerSet offers the honeycombs of the letter set whose mask in the
// alphabet is m, and whose letters are letters, to each variant of parts
// that allows it: the honeycombs of the centers in pass, by position,
// whose centers (letter indexes) center holds and whose scores score
// holds, and whose words words holds, if the words are summed (nil
// otherwise; a Pareto frontier needs them). hasPangram says that a word
// uses every letter of the set. What
// does not depend on the variant is found once: the number, zeros and
// highest and lowest score of those that pass, and the tally, in pt,
// which counts it once for all the variants that allow the set.
func (s *Space) offerSet(parts []spaceEnds, pt *patternTallies, m uint32, letters bitset.Set, center *[16]uint8, score, words *[16]uint32, pass uint32, hasPangram bool) {
	size := s.Rules.Size
	n, zeros, hi, lo := passed(score, pass, size)
	allow := uint32(0) // the variants that allow the set, one bit each
	for e := range parts {
		p := &parts[e]
		if m&p.banned != 0 {
			continue
		}
		allow |= 1 << (e & 31)
		p.honeycombs += size
		if n == 0 {
			continue
		}
		p.passed += n
		p.zero += zeros
		if hasPangram {
			p.withPangram += n
		}
		if pf := p.pareto; pf != nil {
			for x := pass; x != 0; x &= x - 1 {
				j := bits.TrailingZeros32(x) & 15
				pf.offerHoneycomb(words[j], score[j], letters, 1<<center[j])
			}
		}
		if !p.collect && p.best.rejects(hi) && p.worst.rejects(^lo) {
			continue
		}
		for x := pass; x != 0; x &= x - 1 {
			j := bits.TrailingZeros32(x) & 15
			v := score[j]
			if !p.collect && p.best.rejects(v) && p.worst.rejects(^v) {
				continue
			}
			k := key(v, letters, 1<<center[j])
			p.best.offer(k)
			p.worst.offer(^k)
			if p.collect {
				p.all = append(p.all, k)
			}
		}
	}
	if pt == nil || allow == 0 || n == 0 {
		return
	}
	pt.get(allow).addSet(score, center, pass, size, hi)
}

// passed returns the number of the scores of positions j < size in pass,
// how many of them are 0, and the highest and lowest of them. Its loop
// is a function of its own, kept out of line, so that its few variables
// stay in registers; so is addSet's.
//
//go:noinline
func passed(score *[16]uint32, pass uint32, size int) (n, zeros int, hi, lo uint32) {
	lo = ^uint32(0)
	for j := range size & 15 {
		v := score[j]
		in := pass & 1 // shifted a bit at a time: a shift by j costs more
		pass >>= 1
		n += int(in)
		zeros += int(isZero(uint64(v)) & uint64(in))
		// Those that do not pass count as 0 for hi and the most for lo.
		hi = max(hi, v&-in)
		lo = min(lo, v|(in-1))
	}
	return n, zeros, hi, lo
}

// addSet counts the honeycombs of one set whose positions j < size are in
// pass, with their scores and centers (letter indexes); hi is the highest
// of their scores, whose first center is the set's best.
//
//go:noinline
func (t *tally) addSet(score *[16]uint32, center *[16]uint8, pass uint32, size int, hi uint32) {
	best := -1
	for j := range size & 15 {
		in := pass & 1
		pass >>= 1
		if in == 0 {
			continue
		}
		v := score[j]
		if best < 0 && v == hi {
			best = j
		}
		t.add(v, int(center[j]))
	}
	t.bestOf[center[best&15]&31]++
}

// patternTallies are the tallies of one worker by the variants that allow
// the honeycombs they count: tally p counts those that the variants of
// the bits of p allow, so that a honeycomb that several allow is counted
// once, and each variant's Tally is the sum of the tallies of the
// patterns that hold it.
type patternTallies struct {
	byPattern map[uint32]*tally
	last      uint32 // the pattern of the last call of get, and its tally
	lastTally *tally
}

// get returns the tally of pattern p.
func (pt *patternTallies) get(p uint32) *tally {
	if p == pt.last && pt.lastTally != nil {
		return pt.lastTally
	}
	t := pt.byPattern[p]
	if t == nil {
		if pt.byPattern == nil {
			pt.byPattern = make(map[uint32]*tally)
		}
		t = new(tally)
		pt.byPattern[p] = t
	}
	pt.last, pt.lastTally = p, t
	return t
}

// of returns the tallies of the patterns that hold variant e.
func (pt *patternTallies) of(e int) []*tally {
	var out []*tally
	for p, t := range pt.byPattern {
		if p>>e&1 != 0 {
			out = append(out, t)
		}
	}
	return out
}

// noTally marks a variant whose honeycombs a worker counts in its
// patternTallies: ends.tally is not nil for it, so that the fast paths
// that count nothing are not taken.
var noTally = new(tally)

// rankSevens is the loop of rankUppers over the sets {c_1} ∪ U for 7
// letters, the classic size, without a filter, a tally or every key to
// keep, written out so that the seven scores of a set stay in registers
// and the reads of F need no bounds checks: tops[c1] is F of the set,
// l0 F of the set without c_1, and low[base[j]+c1] F of the set without
// its j-th letter.
func (s *Space) rankSevens(tops, pang []uint32, l0 uint32, low []uint32, base *[MaxSize]int, upper uint32, realU bitset.Set, pos *[MaxSize]uint32, kind Kind, parts []spaceEnds) {
	n := len(tops)
	pang = pang[:n]
	l1, l2, l3 := low[base[1]:][:n], low[base[2]:][:n], low[base[3]:][:n]
	l4, l5, l6 := low[base[4]:][:n], low[base[5]:][:n], low[base[6]:][:n]
	for c1, t := range tops {
		if kind == PangramSets && pang[c1] == 0 {
			continue
		}
		s0, s1, s2, s3 := t-l0, t-l1[c1], t-l2[c1], t-l3[c1]
		s4, s5, s6 := t-l4[c1], t-l5[c1], t-l6[c1]
		hi := max(s0, s1, s2, s3, s4, s5, s6)
		lo := min(s0, s1, s2, s3, s4, s5, s6)
		zeros := int(isZero(uint64(s0)) + isZero(uint64(s1)) + isZero(uint64(s2)) + isZero(uint64(s3)) +
			isZero(uint64(s4)) + isZero(uint64(s5)) + isZero(uint64(s6)))
		m := upper | 1<<(c1&31)
		for e := range parts {
			p := &parts[e]
			if m&p.banned != 0 {
				continue
			}
			p.honeycombs += 7
			p.passed += 7
			p.zero += zeros
			if pang[c1] != 0 {
				p.withPangram += 7
			}
			if p.best.rejects(hi) && p.worst.rejects(^lo) {
				continue
			}
			letters := realU | s.real[c1]
			pos[0] = uint32(c1)
			for j, v := range [7]uint32{s0, s1, s2, s3, s4, s5, s6} {
				k := key(v, letters, s.real[pos[j]])
				p.best.offer(k)
				p.worst.offer(^k)
			}
		}
	}
}

// Score returns the score, word count and pangram count of honeycomb h,
// which must have Size letters of the space's alphabet.
func (s *Space) Score(h Honeycomb) Result {
	size := s.Rules.Size
	m := s.toAlphabet(h.Letters)
	c := s.toAlphabet(h.Center)
	r := colexRank(m)
	without := int(colexRank(m &^ c))
	points := s.f[s.off[size]+int(r)] - s.f[s.off[size-1]+without]
	var words uint32
	if s.summed {
		words = s.words[s.off[size]+int(r)] - s.words[s.off[size-1]+without]
	} else {
		// The words of the subsets of the letters that hold the center.
		rest := m &^ c
		for sub := rest; ; sub = (sub - 1) & rest {
			set := sub | c
			words += s.words[s.off[bits.OnesCount32(set)]+int(colexRank(set))]
			if sub == 0 {
				break
			}
		}
	}
	p := int(s.pang[r])
	res := Result{Honeycomb: h, Score: int(points), Words: int(words), Pangrams: p, HasPangram: p > 0}
	if a := s.role(roleRare); a != nil {
		res.Rare = int(a[s.off[size]+int(r)] - a[s.off[size-1]+without])
	}
	if a := s.role(roleRarePoints); a != nil {
		res.RarePoints = int(a[s.off[size]+int(r)] - a[s.off[size-1]+without])
	}
	return res
}

// byCenter sets out[c1][j], for the sets of one U (see rankUppers), to
// the sum over the subsets of set c1 that hold its j-th letter: tops[c1],
// the sum over all its subsets, less low at base[j] + c1 (base[0] alone
// for j = 0), the sum over the subsets of the set without that letter.
// It serves points, words and every Channel alike.
func byCenter(out [][16]uint32, tops, low []uint32, base *[MaxSize]int, size int) {
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
