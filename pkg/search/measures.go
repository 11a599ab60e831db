package search

import (
	"context"
	"math"
	"math/bits"
	"runtime"
	"sync/atomic"

	"golang.org/x/sync/errgroup"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// The measures of a honeycomb, written once for both engines: each
// computes the figures of one letter set by center (setFigures); which
// pass the filter (judge.pass), what each variant keeps (offerSet) and
// the merge (finish) are here. A filter clause on a measure of
// measure.Table is checked here without a line of its own.

// setFigures are the figures of the honeycombs of one letter set, by the
// position of their center among its letters; sums, the words and the
// roles that sumNeeds gives, are nil where not needed.
type setFigures struct {
	letters  bitset.Set
	mask     uint32 // the set in the engine's alphabet, which the variants' banned letters use
	center   *[16]uint8
	score    *[16]uint32 // the points by center, without the pangram bonus
	sums     [measure.N]*[16]uint32
	pangrams uint32
	// bonus is the pangram bonus of every honeycomb of the set, the same
	// for every center: Rules.Bonus times pangrams. A honeycomb's score
	// is score[j] + bonus, in 64 bits.
	bonus uint64
	// extra is what the bonus adds to each of sums, the same for every
	// center (wordValues.value).
	extra [measure.N]uint64
}

// sumNeeds returns the measures whose sums by center the figures of a
// filter that needs needs, with a frontier (pareto), must have: the words
// and the roles, and those that its Derived measures derive from.
func sumNeeds(needs measure.Set, pareto bool) measure.Set {
	if pareto {
		needs |= 1 << measure.Words
	}
	return needs.Engine() &^ (1<<measure.Score | 1<<measure.Pangrams)
}

// judge applies a filter to the honeycombs of a letter set, as
// filter.Filter.Match does, without branches where it can.
type judge struct {
	f        *filter.Filter
	needs    measure.Set
	ranged   []measure.ID // the needed measures with a range, but the score and pangrams
	rule     filter.LetterRule
	spans    [measure.N]span
	ranges   [measure.N]filter.Range // of spans, for shifted
	pangrams filter.Range
	long     filter.LongGenius
	// derived are the Derived measures with a range, whose values the
	// filter's Deriver gives from those of from.
	derived []measure.ID
	from    measure.Set
	derive  measure.Deriver
}

// newJudge returns the judge of f, which may be nil.
func newJudge(f *filter.Filter) *judge {
	j := &judge{f: f, needs: f.Needs(), rule: f.Letters(), pangrams: f.Range(measure.Pangrams), long: f.LongGenius(), derive: f.Deriver()}
	for m := range measure.N {
		j.spans[m], j.ranges[m] = spanOf(f.Range(m)), f.Range(m)
		switch {
		case f.Range(m) == filter.AnyCount || m == measure.Score || m == measure.Pangrams:
		case measure.Table[m].Kind == measure.Derived:
			j.derived = append(j.derived, m)
		default:
			j.ranged = append(j.ranged, m)
		}
	}
	j.from = f.Derived().Engine() &^ (1<<measure.Score | 1<<measure.Pangrams)
	return j
}

// pass returns the positions j < size of the centers of fig whose
// honeycombs pass the filter, as bits.
func (j *judge) pass(fig *setFigures, size int) uint32 {
	all := uint32(1)<<size - 1
	if j.f == nil {
		return all
	}
	if !j.rule.AllowsLetters(fig.letters) || !j.pangrams.Contains(int(fig.pangrams)) {
		return 0
	}
	sp := j.spans[measure.Score]
	if fig.bonus != 0 {
		sp = shifted(j.ranges[measure.Score], fig.bonus)
	}
	pass := all & sp.mask(fig.score, size)
	for i := range size & 15 {
		if bitset.Set(1)<<fig.center[i]&j.rule.NotCenter != 0 {
			pass &^= 1 << i
		}
	}
	for _, m := range j.ranged {
		sp := j.spans[m]
		if fig.extra[m] != 0 {
			sp = shifted(j.ranges[m], fig.extra[m])
		}
		pass &= sp.mask(fig.sums[m], size)
	}
	if j.long.Set {
		score, long := fig.score, fig.sums[measure.LongPoints]
		for i := range size & 15 {
			if !j.long.Holds(int(uint64(score[i])+fig.bonus), int(uint64(long[i])+fig.extra[measure.LongPoints])) {
				pass &^= 1 << i
			}
		}
	}
	if len(j.derived) > 0 && pass != 0 {
		pass = j.passDerived(fig, pass)
	}
	return pass
}

// passDerived returns the positions of pass whose honeycombs' Derived
// measures, given by the filter's Deriver from their other values, are
// in range: last, since deriving costs more than comparing a sum.
func (j *judge) passDerived(fig *setFigures, pass uint32) uint32 {
	var v measure.Values
	v[measure.Pangrams] = int64(fig.pangrams)
	for x := pass; x != 0; x &= x - 1 {
		i := bits.TrailingZeros32(x) & 15
		v[measure.Score] = int64(uint64(fig.score[i]) + fig.bonus)
		for m := range measure.N {
			if j.from.Has(m) {
				v[m] = int64(uint64(fig.sums[m][i]) + fig.extra[m])
			}
		}
		center := bitset.Set(1) << fig.center[i]
		for _, m := range j.derived {
			if !j.ranges[m].Contains(int(j.derive(m, fig.letters, center, &v))) {
				pass &^= 1 << i
				break
			}
		}
	}
	return pass
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

// shifted returns the span of the counts n whose n + add is in r, for
// the 32-bit sums of a set whose pangram bonus adds add to each.
func shifted(r filter.Range, add uint64) span {
	lo, hi := uint64(max(r.Min, 0)), uint64(max(r.Max, 0))
	if r.Max < 0 || hi < add {
		return span{none: true}
	}
	lo, hi = lo-min(lo, add), min(hi-add, math.MaxUint32)
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

// ends is what a worker keeps of one variant.
type ends struct {
	banned      uint32 // the variant's banned letters, in the engine's alphabet
	best, worst keeper
	collect     bool      // keep every key in all
	all         []rankKey // every key, when collect is set
	// The counts of Ranking.
	honeycombs, passed, withPangram, zero int
	pareto                                *pareto // when RankOptions.Pareto is set
}

// newParts returns the ends of each worker for each variant of banned
// letters, and each worker's tallies when opts ask for them.
func newParts(workers int, banned []uint32, opts *RankOptions) ([][]ends, []*patternTallies) {
	parts := make([][]ends, workers)
	tallies := make([]*patternTallies, workers)
	for w := range workers {
		parts[w] = make([]ends, len(banned))
		for i, b := range banned {
			p := &parts[w][i]
			*p = ends{banned: b, best: keeper{limit: opts.Top}, worst: keeper{limit: opts.Bottom}, collect: opts.All}
			if opts.Pareto {
				p.pareto = new(pareto)
			}
		}
		if opts.Tally {
			tallies[w] = &patternTallies{byPattern: map[uint32]*tally{}}
		}
	}
	return parts, tallies
}

// offerSet counts and offers the honeycombs of fig whose centers'
// positions are in pass to each variant that allows the set.
func offerSet(parts []ends, pt *patternTallies, fig *setFigures, pass uint32, size int) {
	n, zeros, hi, lo := passed(fig.score, pass, size)
	if fig.bonus != 0 {
		zeros = 0
	}
	hi64, lo64 := uint64(hi)+fig.bonus, uint64(lo)+fig.bonus
	allow, keep := count(parts, fig.mask, fig.pangrams != 0, size, n, zeros, hi64, lo64)
	offerKept(parts, pt, fig, pass, size, allow, keep, hi64, lo64)
}

// count counts the honeycombs of a set (mask, and whether it has a
// pangram), n of which pass, in each variant of parts that allows it. It
// returns those variants, one bit each, and those of them that need
// offerKept to see it: for the frontier, every key, or a score that may
// enter the best or worst.
func count(parts []ends, mask uint32, pangram bool, size, n, zeros int, hi, lo uint64) (allow, keep uint32) {
	for e := range parts {
		p := &parts[e]
		if mask&p.banned != 0 {
			continue
		}
		allow |= 1 << (e & 31)
		p.honeycombs += size
		if n == 0 {
			continue
		}
		p.passed += n
		p.zero += zeros
		if pangram {
			p.withPangram += n
		}
		if p.pareto != nil || p.collect || !p.best.rejects(rankKey{score: hi, hc: ^uint64(0)}) || !p.worst.rejects(rankKey{score: ^lo, hc: ^uint64(0)}) {
			keep |= 1 << (e & 31)
		}
	}
	return allow, keep
}

// offerKept offers the honeycombs of fig whose centers' positions are in
// pass to the variants of keep, and tallies them in pt (nil for none)
// once for all the variants of allow; hi and lo are their highest and
// lowest score.
func offerKept(parts []ends, pt *patternTallies, fig *setFigures, pass uint32, size int, allow, keep uint32, hi, lo uint64) {
	score, bonus := fig.score, fig.bonus
	best, worst := setKeys(fig.letters, hi, lo)
	for ; keep != 0; keep &= keep - 1 {
		p := &parts[bits.TrailingZeros32(keep)]
		if pf := p.pareto; pf != nil {
			for x := pass; x != 0; x &= x - 1 {
				j := bits.TrailingZeros32(x) & 15
				pf.offerHoneycomb(fig.sums[measure.Words][j], uint64(score[j])+bonus, fig.letters, 1<<fig.center[j])
			}
		}
		// The scores alone let count reject a set; a set whose scores tie
		// with the last key kept, as the whole space's many empty sets
		// tie with the worst's, is rejected here by its letters.
		if !p.collect && p.best.rejects(best) && p.worst.rejects(worst) {
			continue
		}
		for x := pass; x != 0; x &= x - 1 {
			j := bits.TrailingZeros32(x) & 15
			// key(score, fig.letters, center), with the letters reversed
			// once a set.
			k := rankKey{score: uint64(score[j]) + bonus, hc: best.hc&^31 | uint64(31-fig.center[j])}
			if !p.collect && p.best.rejects(k) && p.worst.rejects(k.not()) {
				continue
			}
			p.best.offer(k)
			p.worst.offer(k.not())
			if p.collect {
				p.all = append(p.all, k)
			}
		}
	}
	if pt != nil && allow != 0 && pass != 0 {
		pt.get(allow).addSet(score, bonus, fig.center, pass, size, uint32(hi-bonus))
	}
}

// passed returns the number of the scores of positions j < size in pass,
// how many of them are 0, and the highest and lowest of them; out of line,
// so that its variables stay in registers.
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

// isZero returns 1 if x is 0, and 0 otherwise, for x < 1<<63.
func isZero(x uint64) uint64 { return (x - 1) >> 63 }

// addSet counts the honeycombs of one set whose positions j < size are in
// pass, with their scores, score[j] + bonus, and centers (letter indexes);
// hi is the highest of score[j], whose first center is the set's best.
//
//go:noinline
func (t *tally) addSet(score *[16]uint32, bonus uint64, center *[16]uint8, pass uint32, size int, hi uint32) {
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
		t.add(uint64(v)+bonus, int(center[j]))
	}
	t.bestOf[center[best&15]&31]++
}

// patternTallies are the tallies of one worker by the set of variants
// that allow the honeycombs they count, one bit each.
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

// rankChunks runs work over n items in chunks, taken by whichever worker
// is free, with the worker's parts and tallies, which it returns; work
// returns the honeycombs it scored. It stops when ctx is cancelled.
func rankChunks(ctx context.Context, opts *RankOptions, banned []uint32, n, chunk int, work func(lo, hi int, parts []ends, pt *patternTallies, j *judge) int) ([][]ends, []*patternTallies, error) {
	chunks := (n + chunk - 1) / chunk
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = max(1, min(workers, chunks))
	parts, tallies := newParts(workers, banned, opts)
	j := newJudge(opts.Filter)
	var next atomic.Int64
	g, gctx := errgroup.WithContext(ctx)
	for w := range workers {
		g.Go(func() error {
			for {
				i := int(next.Add(1) - 1)
				if i >= chunks {
					return nil
				}
				if err := gctx.Err(); err != nil {
					return err
				}
				opts.Progress.add(work(i*chunk, min(n, (i+1)*chunk), parts[w], tallies[w], j))
			}
		})
	}
	return parts, tallies, g.Wait()
}

// finish merges the workers' parts and tallies into one Ranking per
// variant, completing the honeycombs kept with score, with the values of
// roles.
func finish(parts [][]ends, tallies []*patternTallies, opts *RankOptions, roles measure.Set, score func(puzzle.Honeycomb) Result) []Ranking {
	r := make([]Ranking, len(parts[0]))
	for i := range r {
		ri := &r[i]
		var best, worst []keeper
		var ts []*tally
		var frontier pareto
		for w, part := range parts {
			p := &part[i]
			best, worst = append(best, p.best), append(worst, p.worst)
			if p.pareto != nil {
				frontier.merge(p.pareto)
			}
			if tallies[w] != nil {
				ts = append(ts, tallies[w].of(i)...)
			}
			ri.Honeycombs += p.honeycombs
			ri.Passed += p.passed
			ri.WithPangram += p.withPangram
			ri.ZeroScore += p.zero
		}
		if opts.Tally {
			ri.Tally = mergeTallies(ts)
		}
		top, bottom := merge(best, opts.Top), merge(worst, opts.Bottom)
		ri.Top = results(top, 1, 1, false, roles, score)
		ri.Bottom = results(bottom, ri.Passed, -1, true, roles, score)
		if opts.Pareto {
			ri.Pareto = frontier.results(score)
		}
		if opts.All {
			ri.All = collectAll(parts, i)
		}
	}
	return r
}
