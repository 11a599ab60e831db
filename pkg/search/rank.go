package search

import (
	"context"
	"math/bits"
	"runtime"
	"sync/atomic"

	"golang.org/x/sync/errgroup"

	"github.com/beebatch/beebatch/internal/bigmem"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
)

// Result is one scored honeycomb.
type Result struct {
	Honeycomb
	// Rank is the position of the honeycomb among all candidates of its
	// table, from 1 for the best: by score, highest first, then by letters
	// and then by center, alphabetically.
	Rank     int
	Score    int // total points
	Words    int // words that count
	Pangrams int // words that use every letter
	// HasPangram says some word uses every letter: Pangrams > 0.
	HasPangram bool
	// Rare counts the rare words and RarePoints their points, for a
	// query that says which are rare (Query.Rare); both are 0 otherwise.
	Rare, RarePoints int
	// Ties, for a honeycomb of a Pareto frontier (Ranking.Pareto),
	// counts the other honeycombs with the same words and points, for
	// which it stands; it is 0 elsewhere.
	Ties int
}

// Row is a ranked honeycomb as reports write it, with its letters and
// center as text: the JSON form of a Result.
type Row struct {
	Rank     int    `json:"rank"`
	Letters  string `json:"letters"` // upper case, alphabetical
	Center   string `json:"center"`
	Score    int    `json:"score"`
	Words    int    `json:"words"`
	Pangrams int    `json:"pangrams"`
	// HasPangram says some word uses every letter; always so in the
	// pangram space.
	HasPangram bool `json:"has_pangram"`
	// Rare counts the rare words and RarePoints their points, in a
	// report that says which words are rare; absent otherwise.
	Rare       *int `json:"rare_words,omitempty"`
	RarePoints *int `json:"rare_points,omitempty"`
}

// Row returns r as a report writes it.
func (r Result) Row() Row {
	return Row{Rank: r.Rank, Letters: r.Letters.String(), Center: r.Center.String(),
		Score: r.Score, Words: r.Words, Pangrams: r.Pangrams, HasPangram: r.HasPangram}
}

// RankOptions say how many honeycombs to rank and how.
type RankOptions struct {
	Top    int // best honeycombs to return
	Bottom int // worst honeycombs to return
	// Workers is the number of goroutines; 0 means GOMAXPROCS.
	Workers int
	// All asks for every ranked honeycomb's score as well, in
	// Ranking.All: 8 bytes a honeycomb while ranking, and 16 in All.
	All bool
	// Tally asks for the scores of the ranked honeycombs counted by
	// value, in Ranking.Tally: what statistics of them need, at a cost
	// in memory that does not grow with the number of honeycombs.
	Tally bool
	// Compact gives the best and worst honeycombs in Ranking.TopResults
	// and BottomResults, 16 bytes each, rather than in Top and Bottom,
	// 64: for rankings of millions of honeycombs.
	Compact bool
	// Pareto asks for the Pareto frontier of the ranked honeycombs by
	// words and points, in Ranking.Pareto: the honeycombs that no other
	// beats with at most their words and at least their points, one for
	// each point of the frontier (see pareto.go). It needs every
	// honeycomb's words, which the whole space sums over subsets as it
	// sums points; it costs memory in proportion to the most words a
	// honeycomb has.
	Pareto bool
	// Filter, if not nil, ranks only the honeycombs that pass it; both
	// engines apply it the same way. Its letter clauses are checked once
	// per letter set, before the set is scored, and the rest per
	// honeycomb.
	Filter *filter.Filter
	// Progress, if not nil, counts the work of the ranking as it goes.
	Progress *Progress
}

// Progress counts the honeycombs that rankings have scored, for a
// progress bar that moves while one large list is ranked: a ranking adds
// the honeycombs it will score to Total when it starts, and those it has
// scored to Done once per chunk of work. It is safe for concurrent use;
// the zero value is ready.
type Progress struct {
	Done, Total atomic.Int64
}

// start adds n units to the work to do; it does nothing on a nil p.
func (p *Progress) start(n int) {
	if p != nil {
		p.Total.Add(int64(n))
	}
}

// add counts n units done; it does nothing on a nil p.
func (p *Progress) add(n int) {
	if p != nil {
		p.Done.Add(int64(n))
	}
}

// Scored is a candidate honeycomb and its score.
type Scored struct {
	Honeycomb
	Score int
}

// Ranking is the outcome of Rank.
type Ranking struct {
	Top    []Result // best first
	Bottom []Result // worst first
	// TopResults and BottomResults hold the same, best first and worst
	// first, with RankOptions.Compact, which leaves Top and Bottom nil.
	TopResults, BottomResults *Results
	// All holds every candidate in ranking order, best first, when
	// RankOptions.All is set: All[i] has rank i+1.
	All []Scored
	// Tally counts the ranked honeycombs by score and center, when
	// RankOptions.Tally is set.
	Tally *Tally
	// Pareto is the Pareto frontier of the ranked honeycombs, with
	// RankOptions.Pareto: fewest words first, each with its rank on the
	// frontier (from 1) and its Ties.
	Pareto []Result
	// Counts of the honeycombs ranked: Honeycombs in the space ranked,
	// Passed of them passing the filter (RankOptions.Filter), and of
	// those, WithPangram with a pangram and ZeroScore scoring 0.
	Honeycombs, Passed, WithPangram, ZeroScore int
}

// chunk is the number of pangram letter sets a worker scores between two
// looks at its context.
const chunk = 256

// key packs a candidate into one number whose order is the ranking order:
// higher is better. The score comes first; then, for equal scores, the
// alphabetically earlier letters (bitset.Set.Reverse is larger for them);
// then the alphabetically earlier center (31 - its index, in 5 bits).
func key(score uint32, letters, center bitset.Set) uint64 {
	return uint64(score)<<32 | uint64(letters.Reverse())<<5 | uint64(31-center.Index())
}

// unkey recovers the honeycomb and score from a key.
func unkey(k uint64) (Honeycomb, uint32) {
	letters := bitset.Set(bitset.Set((k >> 5) & uint64(bitset.All)).Reverse())
	center := bitset.Set(1) << (31 - k&31)
	return Honeycomb{Letters: letters, Center: center}, uint32(k >> 32)
}

// Rank scores every candidate honeycomb of t, each pangram letter set
// with each of its letters as center, and returns the best opts.Top and
// the worst opts.Bottom; it is RankAll of t alone.
func (t *Table) Rank(ctx context.Context, opts RankOptions) (Ranking, error) {
	r, err := RankAll(ctx, []*Table{t}, opts)
	if err != nil {
		return Ranking{}, err
	}
	return r[0], nil
}

// RankAll ranks the candidates of several variants of one table at once:
// tables must be one table and tables made from it by Restrict. Each
// pangram letter set is scored once and offered to every table that
// allows it, since its score is the same in all of them; r[i] is the
// ranking of tables[i], as tables[i].Rank would give it.
//
// With opts.Filter, only the candidates that pass it are ranked, and
// ranks are positions among them; Ranking.Passed counts them. The letter
// clauses are checked once per pangram letter set, before it is scored;
// the counts a filter needs beyond the score (words, pangrams, perfect
// pangrams) are looked up only for the honeycombs that get that far.
//
// The pangram letter sets are cut into one contiguous part per worker;
// each worker keeps its own best and worst of each table in bounded
// heaps, and the parts are merged after all have finished, so the result
// is the same for any number of workers. RankAll stops early, returning
// ctx's error, when ctx is cancelled.
func RankAll(ctx context.Context, tables []*Table, opts RankOptions) (r []Ranking, err error) {
	if len(tables) == 0 {
		return nil, nil
	}
	root := tables[0].root()
	common := bitset.All // letters that every table bans
	for _, t := range tables {
		if t.root() != root {
			panic("search.RankAll: the tables do not come from one table")
		}
		common &= t.Banned
	}
	var cands []bitset.Set
	var infos []setInfo
	for i, p := range root.pangrams {
		if p&common == 0 {
			cands = append(cands, p)
			infos = append(infos, root.info[i])
		}
	}
	opts.Progress.start(len(cands) * root.Rules.Size)
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = max(1, min(workers, (len(cands)+chunk-1)/chunk))
	// parts[w][i] holds worker w's best and worst of tables[i].
	parts := make([][]ends, workers)
	g, ctx := errgroup.WithContext(ctx)
	for w := range workers {
		lo, hi := w*len(cands)/workers, (w+1)*len(cands)/workers
		parts[w] = make([]ends, len(tables))
		for i, t := range tables {
			parts[w][i] = ends{banned: t.Banned, best: keeper{limit: opts.Top}, worst: keeper{limit: opts.Bottom}, collect: opts.All}
			if opts.Tally {
				parts[w][i].tally = new(tally)
			}
			if opts.Pareto {
				parts[w][i].pareto = new(pareto)
			}
		}
		g.Go(func() error {
			return root.rankPart(ctx, cands[lo:hi], infos[lo:hi], parts[w], opts.Filter, opts.Progress)
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	r = make([]Ranking, len(tables))
	for i, t := range tables {
		best := make([]keeper, workers)
		worst := make([]keeper, workers)
		tallies := make([]*tally, workers)
		frontiers := make([]*pareto, workers)
		for w := range workers {
			p := &parts[w][i]
			best[w], worst[w] = p.best, p.worst
			tallies[w] = p.tally
			frontiers[w] = p.pareto
			r[i].Passed += p.passed
			r[i].ZeroScore += p.zero
		}
		r[i].Tally = mergeTallies(tallies)
		r[i].Pareto = mergeFrontiers(frontiers, t.Score)
		r[i].Honeycombs, r[i].WithPangram = t.Stats.Candidates, r[i].Passed
		top, bottom := merge(best, opts.Top), merge(worst, opts.Bottom)
		r[i].setEnds(top, bottom, opts.Compact, root.roles[roleRare] != nil, t.Score)
		bigmem.Free(top)
		bigmem.Free(bottom)
		if opts.All {
			r[i].All = collectAll(parts, i)
		}
	}
	return r, nil
}

// ends is what a worker keeps of one table: its banned letters, and the
// best and worst honeycombs it has seen that avoid them.
type ends struct {
	banned      bitset.Set
	best, worst keeper
	collect     bool     // keep every key in all
	all         []uint64 // every key, when collect is set
	// passed counts the honeycombs that passed the filter (all of them
	// without one), and zero those of them that scored 0.
	passed, zero int
	tally        *tally  // when RankOptions.Tally is set
	pareto       *pareto // when RankOptions.Pareto is set
}

// offer offers the honeycomb of key k, which has passed the filter.
func (e *ends) offer(k uint64) {
	e.passed++
	if k>>32 == 0 {
		e.zero++
	}
	e.best.offer(k)
	e.worst.offer(^k)
	if e.collect {
		e.all = append(e.all, k)
	}
}

// collectAll returns every candidate of table i that the workers kept in
// parts, in ranking order.
func collectAll(parts [][]ends, i int) []Scored {
	n := 0
	for _, p := range parts {
		n += len(p[i].all)
	}
	keys := make([]uint64, 0, n)
	for _, p := range parts {
		keys = append(keys, p[i].all...)
	}
	sortDesc(keys)
	all := make([]Scored, len(keys))
	for j, k := range keys {
		h, score := unkey(k)
		all[j] = Scored{Honeycomb: h, Score: int(score)}
	}
	return all
}

// root returns the table whose arrays t uses: t itself, or the table
// that Restrict made t from.
func (t *Table) root() *Table {
	if t.origin != nil {
		return t.origin
	}
	return t
}

// merge returns the limit largest keys of all keepers, largest first, in
// memory from bigmem, which the caller gives back; it gives back the
// keepers' heaps.
func merge(parts []keeper, limit int) []uint64 {
	n := 0
	for _, p := range parts {
		n += len(p.heap)
	}
	all := bigmem.Make[uint64](n)[:0]
	for i := range parts {
		all = append(all, parts[i].heap...)
		parts[i].free()
	}
	// Largest first; keys are distinct.
	sortDesc(all)
	return all[:min(limit, len(all))]
}

// setEnds completes the best and worst honeycombs, whose keys best and
// worst (complemented) are, with score, into r's Top and Bottom or, if
// compact, its TopResults and BottomResults, which keep their rare words
// if rare is set.
func (r *Ranking) setEnds(best, worst []uint64, compact, rare bool, score func(Honeycomb) Result) {
	if compact {
		r.TopResults = results(best, 1, 1, false, rare, score)
		r.BottomResults = results(worst, r.Passed, -1, true, rare, score)
		return
	}
	for j, k := range best {
		h, _ := unkey(k)
		res := score(h)
		res.Rank = j + 1
		r.Top = append(r.Top, res)
	}
	for j, k := range worst {
		h, _ := unkey(^k)
		res := score(h)
		res.Rank = r.Passed - j
		r.Bottom = append(r.Bottom, res)
	}
}

// rankPart scores the candidates of one worker and offers each that
// passes f, which may be nil, to the tables that allow it.
func (t *Table) rankPart(ctx context.Context, sets []bitset.Set, infos []setInfo, tables []ends, f *filter.Filter, progress *Progress) error {
	size := t.Rules.Size
	var scores [MaxSize]uint32
	var centers [MaxSize]uint32 // each center's words, for a frontier
	rule := f.Letters()
	needs := f.Needs() &^ filter.Score
	frontier := false // some table gathers a Pareto frontier, which needs every honeycomb's words
	for e := range tables {
		frontier = frontier || tables[e].pareto != nil
	}
	var c filter.Candidate
	// The sums of the channels that the filter needs, by center, for
	// the set being scored: rare words, their points, short words' points.
	roles := roleNeeds(needs)
	var sums [numRoles][MaxSize]uint32
	for len(sets) > 0 {
		if err := ctx.Err(); err != nil {
			return err
		}
		n := min(chunk, len(sets))
		for j, p := range sets[:n] {
			if f != nil && !rule.AllowsLetters(p) {
				continue
			}
			info := &infos[j]
			t.centerScores(p, info.points, size, &scores)
			for r, need := range roles {
				if need {
					t.roleCenters(role(r), p, size, &sums[r])
				}
			}
			if frontier {
				t.centerWords(p, info.words, size, &centers)
			}
			// The best center of those that pass: the first of the
			// highest score, in alphabetical order.
			best, bestScore := -1, uint32(0)
			i := 0
			for x := p; x != 0; x &= x - 1 {
				center := x.Lowest()
				score, words := scores[i], centers[i] // words only for a frontier
				i++
				if f != nil {
					if center&rule.NotCenter != 0 {
						continue
					}
					c = filter.Candidate{Letters: p, Center: center, Score: int(score)}
					t.fill(&c, info, needs)
					fillRoles(&c, needs, &sums, i-1)
					if !f.Match(&c) {
						continue
					}
				}
				k := key(score, p, center)
				if score > bestScore || best < 0 {
					best, bestScore = center.Index(), score
				}
				for e := range tables {
					if p&tables[e].banned == 0 {
						tables[e].offer(k)
						if tl := tables[e].tally; tl != nil {
							tl.add(score, center.Index())
						}
						if pf := tables[e].pareto; pf != nil {
							pf.offer(words, k)
						}
					}
				}
			}
			if best >= 0 {
				for e := range tables {
					if tl := tables[e].tally; tl != nil && p&tables[e].banned == 0 {
						tl.bestOf[best&31]++
					}
				}
			}
		}
		progress.add(n * size)
		sets, infos = sets[n:], infos[n:]
	}
	return nil
}

// fill sets the counts of c, a candidate whose letter set holds what info
// says, that needs names: its words, pangrams and perfect pangrams.
func (t *Table) fill(c *filter.Candidate, info *setInfo, needs filter.Fields) {
	if needs&filter.Words != 0 {
		c.Words = t.Score(Honeycomb{Letters: c.Letters, Center: c.Center}).Words
	}
	c.Pangrams, c.Perfect = int(info.words), int(info.perfect)
}

// lowBits is how many of a honeycomb's letters centerScores treats as
// its low part; the rest, at least one, are the high part.
const lowBits = 4

// lowCount[L] is the number of 1 bits in L, a low part.
var lowCount = [1 << lowBits]uint8{0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4}

// gatherRow reads the points of the 16 subsets of a letter set with one
// high part, whose terms are hr, from flat, adds each to its column of
// cols and returns their sum. Written out for the 16 low parts L, with
// hr[|L|] and the clamp to flat's spare zero (none) without branches, it
// is about seven instructions a subset.
func gatherRow(flat []uint32, low *[1 << lowBits]uint32, hr *[8]uint32, none uint32, cols *[1 << lowBits]uint32) uint32 {
	h0, h1, h2, h3, h4 := hr[0], hr[1], hr[2], hr[3], hr[4]
	at := func(i uint32) uint32 {
		// min(i, none), for i and none below 1<<31.
		d := int32(none) - int32(i)
		return flat[i+uint32(d>>31)&uint32(d)]
	}
	v0 := at(h0)
	v1 := at(low[1] + h1)
	v2 := at(low[2] + h1)
	v3 := at(low[3] + h2)
	v4 := at(low[4] + h1)
	v5 := at(low[5] + h2)
	v6 := at(low[6] + h2)
	v7 := at(low[7] + h3)
	v8 := at(low[8] + h1)
	v9 := at(low[9] + h2)
	v10 := at(low[10] + h2)
	v11 := at(low[11] + h3)
	v12 := at(low[12] + h2)
	v13 := at(low[13] + h3)
	v14 := at(low[14] + h3)
	v15 := at(low[15] + h4)
	cols[0] += v0
	cols[1] += v1
	cols[2] += v2
	cols[3] += v3
	cols[4] += v4
	cols[5] += v5
	cols[6] += v6
	cols[7] += v7
	cols[8] += v8
	cols[9] += v9
	cols[10] += v10
	cols[11] += v11
	cols[12] += v12
	cols[13] += v13
	cols[14] += v14
	cols[15] += v15
	return v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + v10 + v11 + v12 + v13 + v14 + v15
}

// centerScores sets scores[i] to the score of letter set p, which has
// size letters and whose own words score own, with its i-th letter
// (alphabetically) as center.
//
// It looks up the points of each of the 1<<size subsets of p once, then
// sums, for each center, the subsets that hold it. A subset s splits into
// its low part L (the first lowBits letters) and its high part H, and
// everything it needs is a sum of one term for L and one for H, from
// small tables made once per letter set; so the loops over the subsets
// have no chains from one subset to the next, and the processor overlaps
// them.
//
// A small subset's place in the flat arrays is the offset of its size
// plus its colex rank, the sum of C(c, i) over its letters c at positions
// i = 1, 2, ...: the low letters take positions 1..|L| and the high ones
// follow, so the place is low[L] + high[H][|L|]. A subset too large for
// the flat arrays gets a place past their end (see flatOffset), which
// reads their spare zero; the set itself and, for 8 and 9 letters, the
// subsets in the hash table are filled in after.
func (t *Table) centerScores(p bitset.Set, own uint32, size int, scores *[MaxSize]uint32) {
	t.centerSums(p, t.flat, nil, own, size, scores)
}

// centerSums is centerScores for the values of flat, the points or a
// channel's (ch, nil for the points), whose value for p itself is own:
// the subsets in the hash table, of 8- and 9-letter sets only, are the
// points of t's table or ch's large sets.
func (t *Table) centerSums(p bitset.Set, flat []uint32, ch *tableChannel, own uint32, size int, scores *[MaxSize]uint32) {
	var pos [MaxSize]int // the letters' places in the alphabet
	i := 0
	for x := uint32(p); x != 0; x &= x - 1 {
		pos[i] = bits.TrailingZeros32(x)
		i++
	}
	var low [1 << lowBits]uint32
	for L := 1; L < 1<<lowBits; L++ {
		last := bits.Len(uint(L)) - 1
		low[L] = low[L&^(1<<last)] + binom[pos[last]][lowCount[L]]
	}
	nh := 1 << (size - lowBits)
	// high[H][m], for the m low letters before H, is the offset of the
	// subset's size plus the rank terms of H's letters; terms[H][m] is the
	// rank terms alone.
	var high, terms [1 << (MaxSize - lowBits)][8]uint32
	copy(high[0][:], flatOffset[:lowBits+1])
	for H := 1; H < nh; H++ {
		last := bits.Len(uint(H)) - 1
		k := bits.OnesCount(uint(H))
		// Letter last of H is at position m+k of a subset with m low
		// letters.
		r := binom[pos[lowBits+last]][k : k+lowBits+1 : k+lowBits+1]
		o := flatOffset[k : k+lowBits+1 : k+lowBits+1]
		tp, tn, hn := &terms[H&^(1<<last)], &terms[H&(1<<(MaxSize-lowBits)-1)], &high[H&(1<<(MaxSize-lowBits)-1)]
		t0, t1, t2, t3, t4 := tp[0]+r[0], tp[1]+r[1], tp[2]+r[2], tp[3]+r[3], tp[4]+r[4]
		tn[0], tn[1], tn[2], tn[3], tn[4] = t0, t1, t2, t3, t4
		hn[0], hn[1], hn[2], hn[3], hn[4] = t0+o[0], t1+o[1], t2+o[2], t3+o[3], t4+o[4]
	}
	none := uint32(len(flat) - 1) // the flat array's spare zero entry
	var cols [1 << lowBits]uint32
	var rows [1 << (MaxSize - lowBits)]uint32
	for H := range nh {
		rows[H&(1<<(MaxSize-lowBits)-1)] = gatherRow(flat, &low, &high[H&(1<<(MaxSize-lowBits)-1)], none, &cols)
	}
	// The set itself carries its points; the other large subsets, of 8-
	// and 9-letter sets only, are in the hash table. Their points replace
	// the zeros summed above.
	fix := func(s int, v uint32) {
		cols[s&(1<<lowBits-1)] += v
		rows[s>>lowBits&(1<<(MaxSize-lowBits)-1)] += v
	}
	fix(1<<size-1, own)
	for _, s := range largeSubsets[size] {
		var sub bitset.Set
		for x := uint(s); x != 0; x &= x - 1 {
			sub |= 1 << pos[bits.TrailingZeros(x)]
		}
		if ch != nil {
			fix(int(s), ch.large[sub])
		} else {
			fix(int(s), t.pointsOf(sub))
		}
	}
	// Center k sums the subsets that hold it: the columns L that hold it
	// for a low letter, the rows H for a high one.
	for k := range lowBits {
		var sum uint32
		for L := 1 << k; L < 1<<lowBits; L = (L + 1) | 1<<k {
			sum += cols[L]
		}
		scores[k] = sum
	}
	for k := range size - lowBits {
		var sum uint32
		for H := 1 << k; H < nh; H = (H + 1) | 1<<k {
			sum += rows[H]
		}
		scores[lowBits+k] = sum
	}
}
