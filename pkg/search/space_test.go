package search

import (
	"cmp"
	"context"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// bruteSpace ranks by brute force every honeycomb of rules.Size letters
// that avoids banned and rules.Exclude (with a pangram, if pangramOnly),
// keeping those that keep selects, in ranking order.
func bruteSpace(texts []string, rules puzzle.Rules, banned bitset.Set, pangramOnly bool, keep func(r Result, perfect int) bool) []Result {
	return pickSpace(scoreSpace(texts, rules, banned), pangramOnly, keep)
}

// spaceScore is a honeycomb as scoreSpace scores it, with its perfect
// pangrams.
type spaceScore struct {
	Result
	perfect int
}

// scoreSpace scores by brute force every honeycomb of rules.Size letters
// that avoids banned and rules.Exclude, each against every word, in
// ranking order: the work of bruteSpace, which a test that picks several
// parts of one space (pickSpace) does once.
func scoreSpace(texts []string, rules puzzle.Rules, banned bitset.Set) []spaceScore {
	words := bruteWords(texts)
	allowed := bitset.All &^ banned &^ rules.Exclude
	var all []spaceScore
	for p := allowed; p != 0; p = allowed.NextSubset(p) {
		if p.Len() != rules.Size {
			continue
		}
		for _, c := range p.Bytes() {
			r := bruteScore(words, rules, banned, puzzle.Honeycomb{Letters: p, Center: bitset.Letter(c)})
			r.HasPangram = r.Pangrams > 0
			perfect := 0
			for _, w := range words {
				if w.set == p && len(w.text) == rules.Size {
					perfect++
				}
			}
			all = append(all, spaceScore{r, perfect})
		}
	}
	slices.SortFunc(all, func(a, b spaceScore) int { return rankingCmp(a.Result, b.Result) })
	return all
}

// pickSpace returns the honeycombs of all, from scoreSpace, that have a
// pangram (if pangramOnly) and that keep selects, in ranking order,
// ranked from 1.
func pickSpace(all []spaceScore, pangramOnly bool, keep func(r Result, perfect int) bool) []Result {
	var out []Result
	for _, s := range all {
		if pangramOnly && !s.HasPangram || keep != nil && !keep(s.Result, s.perfect) {
			continue
		}
		r := s.Result
		r.Rank = len(out) + 1
		out = append(out, r)
	}
	return out
}

// smallList makes random words over the letters of alphabet.
func smallList(rng *rand.Rand, alphabet string, n int) []string {
	var words []string
	for range n {
		b := make([]byte, 1+rng.IntN(10))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		words = append(words, string(b))
	}
	return dedupe(words)
}

func rankSpace(t testing.TB, s *Space, kind Kind, banned []bitset.Set, opts RankOptions) []Ranking {
	t.Helper()
	r, err := s.RankAll(context.Background(), kind, banned, opts)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// checkSpace checks a space ranking against want, the brute-force order.
func checkSpace(t *testing.T, what string, got Ranking, want []Result, top, bottom int) {
	t.Helper()
	// Compare the measures that want carries: the built-in, and those
	// with a value somewhere.
	keep := measure.Set(builtIn)
	for _, w := range want {
		for m, v := range w.Values {
			if v != 0 {
				keep |= 1 << m
			}
		}
	}
	trim := func(rs []Result) []Result {
		for i := range rs {
			for m := range rs[i].Values {
				if !keep.Has(measure.ID(m)) {
					rs[i].Values[m] = 0
				}
			}
		}
		return rs
	}
	wantTop := want[:min(top, len(want))]
	wantBottom := slices.Clone(want[max(0, len(want)-bottom):])
	slices.Reverse(wantBottom)
	if len(wantTop) == 0 {
		wantTop = nil
	}
	if len(wantBottom) == 0 {
		wantBottom = nil
	}
	if !reflect.DeepEqual(trim(got.Top.All()), wantTop) || !reflect.DeepEqual(trim(got.Bottom.All()), wantBottom) {
		t.Fatalf("%s\ntop %q\nwant %q\nbottom %q\nwant %q", what, short(got.Top.All()), short(wantTop), short(got.Bottom.All()), short(wantBottom))
	}
	if got.Passed != len(want) {
		t.Fatalf("%s: %d passed; brute force %d", what, got.Passed, len(want))
	}
	if len(got.All) != len(want) {
		t.Fatalf("%s: All has %d; brute force %d", what, len(got.All), len(want))
	}
	zero, withPangram := 0, 0
	for i, w := range want {
		if g := got.All[i]; g.Honeycomb != w.Honeycomb || g.Score != w.Score {
			t.Fatalf("%s: All[%d] = %v %d; brute force %v %d", what, i, g.Honeycomb, g.Score, w.Honeycomb, w.Score)
		}
		if w.Score == 0 {
			zero++
		}
		if w.HasPangram {
			withPangram++
		}
	}
	if got.ZeroScore != zero || got.WithPangram != withPangram {
		t.Fatalf("%s: %d zero, %d with a pangram; brute force %d, %d", what, got.ZeroScore, got.WithPangram, zero, withPangram)
	}
}

// TestSpaceAgainstBruteForce ranks every honeycomb of small alphabets,
// with and without a pangram, with and without a filter, for sizes 5 to
// 9, against brute force.
func TestSpaceAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range testenv.Cases(20, 60) {
		size := puzzle.MinSize + i%(puzzle.MaxSize-puzzle.MinSize+1)
		alphabet := "abeinrstuzlo"[:min(12, size+1+rng.IntN(4))]
		// A bonus of 1<<40 (every third case) gives scores beyond 32 bits.
		rules := puzzle.Rules{MinLen: 3 + i%3, Bonus: []int{0, 7, 1 << 40}[i%3], Size: size}
		if i%4 == 3 {
			rules.Points = puzzle.OnePoint
		}
		allowed, _ := bitset.Parse(alphabet)
		rules.Exclude = bitset.All &^ allowed
		words := smallList(rng, alphabet, 20+rng.IntN(150))
		w := readWords(t, strings.Join(words, "\n"))
		s := NewSpace(w, rules, 0)
		s.addRoles(w, plainRoles(rules))
		variants := []bitset.Set{0, bitset.Letter('s')}
		minWords := rng.IntN(5)
		where, err := filter.Parse(fmt.Sprintf("words >= %d, perfect <= 1, not-together A B, center not Z", minWords))
		if err != nil {
			t.Fatal(err)
		}
		base := NewTable(w, rules, 0)
		base.space.addRoles(w, plainRoles(rules))
		tables := []*Table{base, base.Restrict(w, bitset.Letter('s'))}
		// Every honeycomb of each variant's space scored once, of which
		// each ranking below picks its part.
		scored := make([][]spaceScore, len(variants))
		for v, banned := range variants {
			scored[v] = scoreSpace(words, rules, banned)
		}
		for _, kind := range []Kind{PangramSets, AllSets} {
			for _, filtered := range []bool{false, true} {
				opts := RankOptions{Top: 1 + rng.IntN(40), Bottom: rng.IntN(20), Workers: 1 + i%3, All: true}
				var keep func(Result, int) bool
				if filtered {
					opts.Filter = where
					keep = func(r Result, perfect int) bool {
						return r.Center != bitset.Letter('z') && !r.Letters.Contains(bitset.Letter('a')|bitset.Letter('b')) &&
							r.Words >= minWords && perfect <= 1
					}
				}
				got := rankSpace(t, s, kind, variants, opts)
				// The pangram space is the Table's too, filter and all.
				var fromTable []Ranking
				if kind == PangramSets {
					if fromTable, err = RankAll(context.Background(), tables, opts); err != nil {
						t.Fatal(err)
					}
				}
				for v, banned := range variants {
					want := pickSpace(scored[v], kind == PangramSets, keep)
					what := strings.Join([]string{"size", string(rune('0' + size)), "kind", string(rune('0' + kind)), "variant", banned.String()}, " ")
					checkSpace(t, what, got[v], want, opts.Top, opts.Bottom)
					if fromTable != nil {
						checkSpace(t, what+" table", fromTable[v], want, opts.Top, opts.Bottom)
					}
					honeycombs := 0
					if kind == AllSets {
						honeycombs = int(binom[(allowed &^ banned).Len()][size]) * size
					} else {
						honeycombs = len(pickSpace(scored[v], true, nil))
					}
					if got[v].Honeycombs != honeycombs {
						t.Fatalf("%s: %d honeycombs; want %d", what, got[v].Honeycombs, honeycombs)
					}
				}
			}
		}
	}
}

// TestSpacePangramSetsMatchTable checks that a Space ranking its pangram
// sets gives exactly what the Table gives, on random lists over the whole
// alphabet: 4 by default and under -race (each set of rules once), 40
// with BEEBATCH_FULL_TESTS=1.
func TestSpacePangramSetsMatchTable(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	// The table's Space and the whole space, reset from list to list.
	tabSpace, s := tableSpace(), &Space{path: densePath}
	for i := range testenv.Sample(4, 4, 40) {
		words := dedupe(randomList(rng, 50+rng.IntN(300)))
		w := readWords(t, strings.Join(words, "\n"))
		rules := []puzzle.Rules{puzzle.DefaultRules, {MinLen: 3, Bonus: 0, Size: 6}, {MinLen: 4, Bonus: 7, Size: 8}, {MinLen: 4, Bonus: 1 << 40, Size: 7}}[i%4]
		base := tableIn(tabSpace, w, rules, 0)
		nos := base.Restrict(w, puzzle.NoS.Banned)
		opts := RankOptions{Top: 30, Bottom: 30, Workers: 1 + i%2, All: true}
		want, err := RankAll(context.Background(), []*Table{base, nos}, opts)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Reset(context.Background(), w, rules, 0); err != nil {
			t.Fatal(err)
		}
		if st := s.Stats(w, 0); st != base.Stats {
			t.Fatalf("space stats %+v; table %+v", st, base.Stats)
		}
		if st := s.Stats(w, puzzle.NoS.Banned); st != nos.Stats {
			t.Fatalf("no-s space stats %+v; table %+v", st, nos.Stats)
		}
		got := rankSpace(t, s, PangramSets, []bitset.Set{0, puzzle.NoS.Banned}, opts)
		for v := range want {
			want[v].ZeroScore = got[v].ZeroScore // the table does not count them: a pangram set never scores 0
			if got[v].ZeroScore != 0 {
				t.Fatalf("a pangram set scores 0")
			}
			if !reflect.DeepEqual(got[v], want[v]) {
				t.Fatalf("variant %d: space\n%+v\ntable\n%+v", v, got[v], want[v])
			}
		}
	}
}

// TestSpaceEnable1 checks the counts of the full space over enable1, that
// the pangram ranking is the has_pangram part of the full one, and that
// Score agrees with the full ranking; not under -race (testenv.SkipRace),
// where it takes minutes.
func TestSpaceEnable1(t *testing.T) {
	testenv.SkipLong(t)
	t.Parallel()
	w := readEnable1(t)
	s := NewSpace(w, puzzle.DefaultRules, 0)
	variants := []bitset.Set{puzzle.NoS.Banned, puzzle.WithS.Banned}
	all := rankSpace(t, s, AllSets, variants, RankOptions{Top: 20, Bottom: 5, All: true})
	pang := rankSpace(t, s, PangramSets, variants, RankOptions{Top: 20, Bottom: 5, All: true})
	for v, want := range []int{3_364_900, 4_604_600} {
		if all[v].Honeycombs != want || all[v].Passed != want {
			t.Errorf("variant %d: %d honeycombs, %d passed; want %d", v, all[v].Honeycombs, all[v].Passed, want)
		}
	}
	if c := pang[0].Passed; c != 55902 {
		t.Errorf("no-s pangram candidates %d; want 55902", c)
	}
	if got := all[0].Top.At(0); got.Letters.String() != "AEGINRT" || got.Center.String() != "R" || got.Score != 3898 || got.Words != 537 || got.Pangrams != 50 {
		t.Errorf("best of every no-s honeycomb: %+v", got)
	}
	if got := all[1].Top.At(0); got.Letters.String() != "AEINRST" || got.Center.String() != "E" || got.Score != 8681 {
		t.Errorf("best of every s honeycomb: %+v", got)
	}
	for v := range variants {
		if all[v].WithPangram != pang[v].Passed {
			t.Errorf("variant %d: %d with a pangram in the full space; %d pangram candidates", v, all[v].WithPangram, pang[v].Passed)
		}
		inPang := make(map[puzzle.Honeycomb]bool, len(pang[v].All))
		for _, h := range pang[v].All {
			inPang[h.Honeycomb] = true
		}
		j := 0
		for k, h := range all[v].All {
			// Score, which takes its own path, checks every 97th of the
			// 8 million honeycombs, or all with BEEBATCH_FULL_TESTS=1.
			if k%97 == 0 || testenv.Full() {
				if r := s.Score(h.Honeycomb); r.Score != h.Score || r.HasPangram != inPang[h.Honeycomb] {
					t.Fatalf("variant %d: Score(%v) = %+v; the full ranking has %d points, the pangram one has it %v", v, h.Honeycomb, r, h.Score, inPang[h.Honeycomb])
				}
			}
			if inPang[h.Honeycomb] {
				if pang[v].All[j] != h {
					t.Fatalf("variant %d: pangram candidate %d is %v; the full ranking's next with a pangram is %v", v, j, pang[v].All[j], h)
				}
				j++
			}
		}
		if j != len(pang[v].All) {
			t.Fatalf("variant %d: %d pangram candidates in the full ranking; %d ranked", v, j, len(pang[v].All))
		}
		t.Logf("variant %d: %d honeycombs, %d with a pangram, %d scoring zero", v, all[v].Honeycombs, all[v].WithPangram, all[v].ZeroScore)
	}
}

// TestSpaceWorkers checks that the full ranking does not depend on the
// number of workers, and that Reset gives the space NewSpace gives: one
// worker against 3 by default, and against 2, 3 and 16 with
// BEEBATCH_FULL_TESTS=1.
func TestSpaceWorkers(t *testing.T) {
	w := readEnable1(t)
	s := NewSpace(readWords(t, "tearing granite zyzzyva"), puzzle.DefaultRules, 0)
	if err := s.Reset(context.Background(), w, puzzle.DefaultRules, 0); err != nil {
		t.Fatal(err)
	}
	opts := RankOptions{Top: 50, Bottom: 50, Workers: 1}
	want := rankSpace(t, s, AllSets, []bitset.Set{puzzle.NoS.Banned, 0}, opts)
	fresh := NewSpace(w, puzzle.DefaultRules, 0)
	if err := fresh.densify(context.Background()); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(fresh.f, s.f) {
		t.Fatal("Reset and NewSpace differ")
	}
	for _, workers := range []int{3, 2, 16}[:testenv.Sample(1, 1, 3)] {
		opts.Workers = workers
		if got := rankSpace(t, s, AllSets, []bitset.Set{puzzle.NoS.Banned, 0}, opts); !reflect.DeepEqual(got, want) {
			t.Errorf("workers=%d gives a different ranking", workers)
		}
	}
}

func TestSpaceCancel(t *testing.T) {
	w := readEnable1(t)
	s := NewSpace(w, puzzle.DefaultRules, 0)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := s.Reset(ctx, w, puzzle.DefaultRules, 0); err != context.Canceled {
		t.Fatalf("Reset: err = %v; want context.Canceled", err)
	}
	if _, err := s.RankAll(ctx, AllSets, []bitset.Set{0}, RankOptions{Top: 10}); err != context.Canceled {
		t.Fatalf("err = %v; want context.Canceled", err)
	}
}

func BenchmarkNewSpaceEnable1(b *testing.B) {
	w := readEnable1(b)
	s := NewSpace(w, puzzle.DefaultRules, 0)
	for b.Loop() {
		s.Reset(context.Background(), w, puzzle.DefaultRules, 0)
	}
}

func BenchmarkSpaceRankAllEnable1(b *testing.B) {
	w := readEnable1(b)
	s := NewSpace(w, puzzle.DefaultRules, 0)
	for _, workers := range []int{1, 2} {
		b.Run("workers="+string(rune('0'+workers)), func(b *testing.B) {
			for b.Loop() {
				rankSpace(b, s, AllSets, []bitset.Set{puzzle.NoS.Banned, 0}, RankOptions{Top: 100, Workers: workers})
			}
		})
	}
}

// FuzzSpace compares the full-space ranking with brute force on
// arbitrary small lists: the alphabet is the letters the words use, up to
// 11 of them, so that brute force stays quick.
func FuzzSpace(f *testing.F) {
	f.Add("tearing granite gratine ratting", uint8(7), uint8(4))
	f.Add("abcde bcdef cdefa aaaa", uint8(5), uint8(3))
	f.Add("stairs tarsier", uint8(6), uint8(4))
	f.Fuzz(func(t *testing.T, text string, size, minLen uint8) {
		l, err := wordlist.Read(strings.NewReader(text), "fuzz", "fuzz", wordlist.DefaultOptions)
		if err != nil {
			t.Skip() // not a word list: the reader's fuzz targets cover it
		}
		var words []string
		var used bitset.Set
		for i := range l.Words.Len() {
			words = append(words, l.Words.Word(i))
			used |= l.Words.Masks[i]
		}
		rules := puzzle.Rules{MinLen: 1 + int(minLen%6), Bonus: 7, Size: puzzle.MinSize + int(size%(puzzle.MaxSize-puzzle.MinSize+1))}
		if len(words) > 200 || used.Len() > 11 || used.Len() < rules.Size {
			t.Skip()
		}
		rules.Exclude = bitset.All &^ used
		s := NewSpace(&l.Words, rules, 0)
		variants := []bitset.Set{0, bitset.Letter('s')}
		got := rankSpace(t, s, AllSets, variants, RankOptions{Top: 5, Bottom: 5, Workers: 2, All: true})
		for v, banned := range variants {
			checkSpace(t, "fuzz", got[v], bruteSpace(words, rules, banned, false, nil), 5, 5)
		}
	})
}

// TestSetKeys checks the bounds by which a keeper rejects a whole set:
// every honeycomb of a set, at any score from lo to hi, has a key of at
// most best and a complement of at most worst, and the bounds are tight:
// one center reaches each.
func TestSetKeys(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 1000 {
		var letters bitset.Set
		for letters.Len() < 7 {
			letters |= bitset.Letter(byte('a' + rng.IntN(26)))
		}
		lo := rng.Uint64N(100)
		hi := lo + rng.Uint64N(100)
		best, worst := setKeys(letters, hi, lo)
		reachBest, reachWorst := false, false
		for c := letters; c != 0; c &= c - 1 {
			for _, v := range []uint64{lo, hi} {
				k := key(v, letters, c.Lowest())
				if best.less(k) || worst.less(k.not()) {
					t.Fatalf("%s, center %s, score %d in %d..%d: key %v past the bounds %v and %v", letters, c.Lowest(), v, lo, hi, k, best, worst)
				}
				reachBest = reachBest || k.score == best.score && k.hc>>5 == best.hc>>5
				reachWorst = reachWorst || k.not().score == worst.score && k.not().hc>>5 == worst.hc>>5
			}
		}
		if !reachBest || !reachWorst {
			t.Fatalf("%s, scores %d..%d: bounds %v and %v not reached", letters, lo, hi, best, worst)
		}
	}
}

// TestSortDesc checks the radix sort against the comparison sort, on keys
// that vary in every 16-bit digit and on keys that share some, below and
// from radixMin keys, up to 10,000 by default and 100,000 with
// BEEBATCH_FULL_TESTS=1 (the radix sort's passes do not depend on the
// number of keys).
func TestSortDesc(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	sizes := []int{0, 1, 5, radixMin - 1, radixMin, 10_000, 100_000}
	for _, n := range sizes[:testenv.Sample(6, 6, 7)] {
		for _, mask := range []uint64{^uint64(0), 0x0000_ffff_0000_ffff, 0x00ff_0000_00ff_0000, 0} {
			keys := make([]rankKey, n)
			for i := range keys {
				keys[i] = rankKey{score: rng.Uint64() & mask, hc: rng.Uint64() & (mask>>16 | mask<<48)}
			}
			want := slices.Clone(keys)
			slices.SortFunc(want, func(a, b rankKey) int {
				if c := cmp.Compare(b.score, a.score); c != 0 {
					return c
				}
				return cmp.Compare(b.hc, a.hc)
			})
			sortDesc(keys)
			if !slices.Equal(keys, want) {
				t.Fatalf("%d keys, mask %#x: sortDesc differs from slices.Sort", n, mask)
			}
		}
	}
}

func BenchmarkSortDesc(b *testing.B) {
	rng := rand.New(rand.NewPCG(9, 10))
	keys := make([]rankKey, 8_000_000)
	for i := range keys {
		keys[i] = rankKey{score: uint64(rng.Uint32N(15000)), hc: rng.Uint64N(1 << 37)}
	}
	work := make([]rankKey, len(keys))
	for b.Loop() {
		copy(work, keys)
		sortDesc(work)
	}
}

// TestSpaceChannels checks the roles of a Space, summed, against
// brute force: channels as issue 14 needs them, a kind of word (here the
// words of even length, standing for rare ones) and their points, and
// the words of exactly MinLen letters.
func TestSpaceChannels(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	rules := puzzle.Rules{MinLen: 3, Bonus: 5, Size: 6, Exclude: bitset.All &^ must(bitset.Parse("aegilmnorst"))}
	for range 6 {
		words := smallList(rng, "aegilmnorst", 200)
		sets := make([]bitset.Set, len(words)) // each word's letters, read once
		for j, word := range words {
			sets[j], _ = bitset.Of(word)
		}
		w := readWords(t, strings.Join(words, "\n"))
		s := NewSpace(w, rules, 0)
		even := make([]bool, w.Len())
		for i := range even {
			even[i] = w.WordLen(i)%2 == 0
		}
		vals := &wordValues{roles: 1<<measure.Rare | 1<<measure.RarePoints | 1<<measure.LongPoints, rules: rules, rare: even}
		s.addRoles(w, vals)
		// Each honeycomb from the sums over its subsets, then from the
		// whole space summed.
		for _, dense := range []bool{false, true} {
			if dense {
				if err := s.densify(context.Background()); err != nil {
					t.Fatal(err)
				}
			}
			// Every honeycomb without S: the sets of 6 of the other 10
			// letters, each with each of its letters as center.
			others := must(bitset.Parse("aegilmnort"))
			var letter [10]bitset.Set
			for i, x := 0, others; x != 0; i, x = i+1, x&(x-1) {
				letter[i] = x.Lowest()
			}
			n := 0
			for m := range 1 << 10 {
				if bits.OnesCount(uint(m)) != rules.Size {
					continue
				}
				var set bitset.Set
				for i := range 10 {
					if m>>i&1 != 0 {
						set |= letter[i]
					}
				}
				for x := set; x != 0; x &= x - 1 {
					h := puzzle.Honeycomb{Letters: set, Center: x.Lowest()}
					n++
					var want [measure.N]int64
					wantScore, wantWords := 0, 0
					for j, word := range words {
						m := sets[j]
						if len(word) < rules.MinLen || m&h.Center == 0 || !h.Letters.Contains(m) || m.Len() > rules.Size {
							continue
						}
						pts := rules.WordScore(len(word), m.Len())
						wantScore += pts
						wantWords++
						if len(word)%2 == 0 {
							want[measure.Rare]++
							want[measure.RarePoints] += int64(pts)
						}
						if len(word) > rules.MinLen {
							want[measure.LongPoints] += int64(pts)
						}
					}
					r, sums := s.Score(h), s.sums(h)
					if r.Score != wantScore || r.Words != wantWords || sums != want {
						t.Fatalf("%v: score %d words %d sums %v; brute force %d %d %v", h, r.Score, r.Words, sums, wantScore, wantWords, want)
					}
				}
			}
			if want := int(binom[10][6]) * 6; n != want { // 11 letters, S banned
				t.Fatalf("checked %d honeycombs; want %d", n, want)
			}
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
