package search

import (
	"math/bits"
	"slices"
	"sync/atomic"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// Result is one scored honeycomb.
type Result struct {
	puzzle.Honeycomb
	// Rank is the position among all candidates, from 1 for the best:
	// by score, highest first, then by letters and center, alphabetically.
	Rank     int
	Score    int // total points
	Words    int // words that count
	Pangrams int // words that use every letter
	// HasPangram says some word uses every letter: Pangrams > 0.
	HasPangram bool
	// Values are the values of the measures: Score, Words and Pangrams,
	// and those the query needs (Query.Measures and its filter's).
	Values measure.Values
	// Ties, on a Pareto frontier (Ranking.Pareto), counts the other
	// honeycombs with the same words and points; 0 elsewhere.
	Ties int
}

// withBuiltIn returns r with its Score, Words and Pangrams in Values.
func (r Result) withBuiltIn() Result {
	r.Values[measure.Score], r.Values[measure.Words], r.Values[measure.Pangrams] = int64(r.Score), int64(r.Words), int64(r.Pangrams)
	return r
}

// Row is a ranked honeycomb as reports write it, with its letters and
// center as text: the JSON form of a Result.
type Row struct {
	Rank       int    `json:"rank"`
	Letters    string `json:"letters"` // upper case, alphabetical
	Center     string `json:"center"`
	Score      int    `json:"score"`
	Words      int    `json:"words"`
	Pangrams   int    `json:"pangrams"`
	HasPangram bool   `json:"has_pangram"`
}

// Row returns r as a report writes it, its letters those of alphabet a.
func (r Result) Row(a bitset.Alphabet) Row {
	return Row{Rank: r.Rank, Letters: a.Format(r.Letters), Center: a.Format(r.Center),
		Score: r.Score, Words: r.Words, Pangrams: r.Pangrams, HasPangram: r.HasPangram}
}

// RankOptions say how many honeycombs to rank and how.
type RankOptions struct {
	Top    int // best honeycombs to return
	Bottom int // worst honeycombs to return
	// Workers is the number of goroutines; 0 means GOMAXPROCS.
	Workers int
	// All, Tally and Pareto ask for Ranking.All, Tally and Pareto.
	All, Tally, Pareto bool
	// Filter, if not nil, ranks only the honeycombs that pass it.
	Filter *filter.Filter
	// Progress, if not nil, counts the work of the ranking as it goes.
	Progress *Progress
}

// Progress counts the honeycombs that rankings will score (Total) and have
// scored (Done). It is safe for concurrent use; the zero value is ready.
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
	puzzle.Honeycomb
	Score int
}

// Ranking is the outcome of Rank.
type Ranking struct {
	// Top and Bottom hold the best honeycombs, best first, and the worst,
	// worst first: RankOptions.Top and Bottom of them at most.
	Top, Bottom *Results
	All         []Scored // with RankOptions.All: every candidate, best first
	Tally       *Tally   // with RankOptions.Tally
	Pareto      []Result // with RankOptions.Pareto: fewest words first
	// Counts of the honeycombs ranked: Honeycombs in the space ranked,
	// Passed of them passing the filter (RankOptions.Filter), and of
	// those, WithPangram with a pangram and ZeroScore scoring 0.
	Honeycombs, Passed, WithPangram, ZeroScore int
}

// chunk is the number of pangram letter sets a worker takes at a time,
// between two looks at its context.
const chunk = 256

// key returns the key of a candidate, whose order is the ranking order:
// higher is better. The score comes first; then, for equal scores, the
// alphabetically earlier letters (bitset.Set.Reverse is larger for them);
// then the alphabetically earlier center (31 - its index, in 5 bits).
func key(score uint64, letters, center bitset.Set) rankKey {
	return rankKey{score: score, hc: uint64(letters.Reverse())<<5 | uint64(31-center.Index())}
}

// setKeys returns the largest key that a honeycomb of letters scoring hi
// can have, for the best, and the largest complement (rankKey.not) of the
// key of one scoring lo, for the worst: a center takes the low 5 bits of
// hc.
func setKeys(letters bitset.Set, hi, lo uint64) (best, worst rankKey) {
	hc := uint64(letters.Reverse()) << 5
	return rankKey{score: hi, hc: hc | 31}, rankKey{score: ^lo, hc: ^hc}
}

// unkey recovers the honeycomb and score from a key.
func unkey(k rankKey) (puzzle.Honeycomb, uint64) {
	letters := bitset.Set(bitset.Set(uint32(k.hc >> 5)).Reverse())
	center := bitset.Set(1) << (31 - k.hc&31)
	return puzzle.Honeycomb{Letters: letters, Center: center}, k.score
}

// collectAll returns every candidate of table i that the workers kept in
// parts, in ranking order.
func collectAll(parts [][]ends, i int) []Scored {
	var each [][]rankKey
	for _, p := range parts {
		each = append(each, p[i].all)
	}
	keys := slices.Concat(each...)
	sortDesc(keys)
	all := make([]Scored, len(keys))
	for j, k := range keys {
		h, score := unkey(k)
		all[j] = Scored{Honeycomb: h, Score: int(score)}
	}
	return all
}

// merge returns the limit largest keys of all keepers, largest first.
func merge(parts []keeper, limit int) []rankKey {
	var each [][]rankKey
	for _, p := range parts {
		each = append(each, p.heap)
	}
	all := slices.Concat(each...)
	sortDesc(all)
	return all[:min(limit, len(all))]
}

// lowBits is how many of a honeycomb's letters centerSums treats as
// its low part; the rest, at least one, are the high part.
const lowBits = 4

// lowCount[L] is the number of 1 bits in L, a low part.
var lowCount = [1 << lowBits]uint8{0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4}

// gatherRow reads the values of the 16 subsets of a letter set with one
// high part, whose terms are hr, from flat, adds each to its column of
// cols and returns their sum; written out, without branches.
func gatherRow(flat []uint32, low *[1 << lowBits]uint32, hr *[8]uint32, cols *[1 << lowBits]uint32) uint32 {
	h0, h1, h2, h3, h4 := hr[0], hr[1], hr[2], hr[3], hr[4]
	v0 := flat[h0]
	v1 := flat[low[1]+h1]
	v2 := flat[low[2]+h1]
	v3 := flat[low[3]+h2]
	v4 := flat[low[4]+h1]
	v5 := flat[low[5]+h2]
	v6 := flat[low[6]+h2]
	v7 := flat[low[7]+h3]
	v8 := flat[low[8]+h1]
	v9 := flat[low[9]+h2]
	v10 := flat[low[10]+h2]
	v11 := flat[low[11]+h3]
	v12 := flat[low[12]+h2]
	v13 := flat[low[13]+h3]
	v14 := flat[low[14]+h3]
	v15 := flat[low[15]+h4]
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

// centerSums sets scores[i] to the sum of the values in flat, a Space's
// array of a value per set not summed over subsets, whose sets of k
// letters start at off[k], over the subsets of p, a set of size letters
// in the alphabet, that hold its i-th letter.
//
// It reads each of the 1<<size subsets once. A subset splits into its low
// part L (the first lowBits letters) and high part H, and its place in
// flat is low[L] + high[H][|L|], from tables made once per set, so the
// loads have no chain.
func centerSums(p uint32, flat []uint32, off *[puzzle.MaxSize + 2]int, size int, scores *[16]uint32) {
	var pos [puzzle.MaxSize]int // the letters' places in the alphabet
	i := 0
	for x := p; x != 0; x &= x - 1 {
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
	var high, terms [1 << (puzzle.MaxSize - lowBits)][8]uint32
	for m := range lowBits + 1 {
		high[0][m] = uint32(off[m])
	}
	for H := 1; H < nh; H++ {
		last := bits.Len(uint(H)) - 1
		k := bits.OnesCount(uint(H))
		// Letter last of H is at position m+k of a subset with m low
		// letters.
		r := binom[pos[lowBits+last]][k : k+lowBits+1 : k+lowBits+1]
		o := off[k : k+lowBits+1 : k+lowBits+1]
		tp, tn, hn := &terms[H&^(1<<last)], &terms[H&(1<<(puzzle.MaxSize-lowBits)-1)], &high[H&(1<<(puzzle.MaxSize-lowBits)-1)]
		t0, t1, t2, t3, t4 := tp[0]+r[0], tp[1]+r[1], tp[2]+r[2], tp[3]+r[3], tp[4]+r[4]
		tn[0], tn[1], tn[2], tn[3], tn[4] = t0, t1, t2, t3, t4
		hn[0], hn[1], hn[2], hn[3], hn[4] = t0+uint32(o[0]), t1+uint32(o[1]), t2+uint32(o[2]), t3+uint32(o[3]), t4+uint32(o[4])
	}
	var cols [1 << lowBits]uint32
	var rows [1 << (puzzle.MaxSize - lowBits)]uint32
	for H := range nh {
		rows[H&(1<<(puzzle.MaxSize-lowBits)-1)] = gatherRow(flat, &low, &high[H&(1<<(puzzle.MaxSize-lowBits)-1)], &cols)
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
