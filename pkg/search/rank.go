package search

import (
	"context"
	"math/bits"
	"runtime"
	"sync/atomic"

	"golang.org/x/sync/errgroup"

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
	// Ranking.All.
	All bool
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
	// All holds every candidate in ranking order, best first, when
	// RankOptions.All is set: All[i] has rank i+1.
	All []Scored
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
	for _, p := range root.pangrams {
		if p&common == 0 {
			cands = append(cands, p)
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
		}
		g.Go(func() error {
			return root.rankPart(ctx, cands[lo:hi], parts[w], opts.Filter, opts.Progress)
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	r = make([]Ranking, len(tables))
	for i, t := range tables {
		best := make([]keeper, workers)
		worst := make([]keeper, workers)
		for w := range workers {
			p := &parts[w][i]
			best[w], worst[w] = p.best, p.worst
			r[i].Passed += p.passed
			r[i].ZeroScore += p.zero
		}
		r[i].Honeycombs, r[i].WithPangram = t.Stats.Candidates, r[i].Passed
		for j, k := range merge(best, opts.Top) {
			r[i].Top = append(r[i].Top, t.result(k, j+1))
		}
		for j, k := range merge(worst, opts.Bottom) {
			r[i].Bottom = append(r[i].Bottom, t.result(^k, r[i].Passed-j))
		}
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

// result completes the figures of the candidate with key k.
func (t *Table) result(k uint64, rank int) Result {
	h, _ := unkey(k)
	r := t.Score(h)
	r.Rank = rank
	return r
}

// merge returns the limit largest keys of all keepers, largest first.
func merge(parts []keeper, limit int) []uint64 {
	var all []uint64
	for _, p := range parts {
		all = append(all, p.heap...)
	}
	// Largest first; keys are distinct.
	sortDesc(all)
	return all[:min(limit, len(all))]
}

// rankPart scores the candidates of one worker and offers each that
// passes f, which may be nil, to the tables that allow it.
func (t *Table) rankPart(ctx context.Context, sets []bitset.Set, tables []ends, f *filter.Filter, progress *Progress) error {
	size := t.Rules.Size
	var scores [MaxSize]uint32
	g := new([1 << MaxSize]uint32) // the points of each subset
	rule := f.Letters()
	needs := f.Needs() &^ filter.Score
	var c filter.Candidate
	for len(sets) > 0 {
		if err := ctx.Err(); err != nil {
			return err
		}
		n := min(chunk, len(sets))
		for _, p := range sets[:n] {
			if f != nil && !rule.AllowsLetters(p) {
				continue
			}
			t.centerScores(p, size, &scores, g)
			i := 0
			for x := p; x != 0; x &= x - 1 {
				center := x.Lowest()
				score := scores[i]
				i++
				if f != nil {
					if center&rule.NotCenter != 0 {
						continue
					}
					c = filter.Candidate{Letters: p, Center: center, Score: int(score)}
					t.fill(&c, needs)
					if !f.Match(&c) {
						continue
					}
				}
				k := key(score, p, center)
				for e := range tables {
					if p&tables[e].banned == 0 {
						tables[e].offer(k)
					}
				}
			}
		}
		progress.add(n * size)
		sets = sets[n:]
	}
	return nil
}

// fill sets the counts of c, a candidate, that needs names: its words,
// pangrams and perfect pangrams.
func (t *Table) fill(c *filter.Candidate, needs filter.Fields) {
	if needs&filter.Words != 0 {
		c.Words = t.Score(Honeycomb{Letters: c.Letters, Center: c.Center}).Words
	}
	if needs&filter.Pangrams != 0 {
		_, c.Pangrams = t.Lookup(c.Letters)
	}
	if needs&filter.Perfect != 0 {
		c.Perfect = int(t.perfect[c.Letters])
	}
}

// lowBits is how many of a honeycomb's letters centerScores treats as
// its low part; the rest, at least one, are the high part.
const lowBits = 4

// lowCount[L] is the number of 1 bits in L.
var lowCount = [1 << lowBits]uint8{0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4}

// centerScores sets scores[i] to the score of letter set p, which has
// size letters, with its i-th letter (alphabetically) as center.
//
// It looks up the points of each of the 1<<size subsets of p once, then
// sums, for each center, the subsets that hold it. A subset s splits into
// its low part L (the first lowBits letters) and its high part H, and
// everything it needs is a sum of one term for L and one for H, from
// small tables made once per letter set; so the loops over the subsets
// have no chains from one subset to the next, and the processor overlaps
// them.
//
// A small subset's place in the dense arrays is the offset of its size
// plus its colex rank, the sum of C(c, i) over its letters c at positions
// i = 1, 2, ...: the low letters take positions 1..|L| and the high ones
// follow, so the place is low[L] + high[|L|][H].
func (t *Table) centerScores(p bitset.Set, size int, scores *[MaxSize]uint32, g *[1 << MaxSize]uint32) {
	var pos [MaxSize]int // the letters' places in the alphabet
	i := 0
	for x := uint32(p); x != 0; x &= x - 1 {
		pos[i] = bits.TrailingZeros32(x)
		i++
	}
	hBits := size - lowBits
	nh := 1 << hBits
	var low [1 << lowBits]uint32
	for L := 1; L < 1<<lowBits; L++ {
		last := bits.Len(uint(L)) - 1
		low[L] = low[L&^(1<<last)] + binom[pos[last]][lowCount[L]]
	}
	var high [lowBits + 1][1 << (MaxSize - lowBits)]uint32
	none := uint32(denseSize) // the dense arrays' spare zero entry
	for m := range lowBits + 1 {
		for H := range nh {
			k := m + bits.OnesCount(uint(H))
			if k > DenseMax {
				high[m][H] = none
				continue
			}
			r := denseOffset[k]
			at := m
			for x := uint(H); x != 0; x &= x - 1 {
				at++
				r += binom[pos[lowBits+bits.TrailingZeros(x)]][at]
			}
			high[m][H] = r
		}
	}
	dense := t.dense[:none+1]
	for H := range nh {
		row := g[H<<lowBits : (H+1)<<lowBits]
		for L := range row {
			row[L] = dense[min(low[L]+high[lowCount[L]][H], none)]
		}
	}
	// The large subsets are few; the hash table has them.
	for _, s := range largeSubsets[size] {
		var sub bitset.Set
		for x := uint(s); x != 0; x &= x - 1 {
			sub |= 1 << pos[bits.TrailingZeros(x)]
		}
		g[s] = t.pointsOf(sub)
	}
	// Center k sums the subsets that hold it: the columns L that hold it
	// for a low letter, the rows H for a high one.
	var cols [1 << lowBits]uint32
	var rows [1 << (MaxSize - lowBits)]uint32
	for H := range nh {
		var sum uint32
		for L, v := range g[H<<lowBits : (H+1)<<lowBits] {
			cols[L] += v
			sum += v
		}
		rows[H] = sum
	}
	for k := range lowBits {
		var sum uint32
		for L := 1 << k; L < 1<<lowBits; L = (L + 1) | 1<<k {
			sum += cols[L]
		}
		scores[k] = sum
	}
	for k := range hBits {
		var sum uint32
		for H := 1 << k; H < nh; H = (H + 1) | 1<<k {
			sum += rows[H]
		}
		scores[lowBits+k] = sum
	}
}
