package search

import (
	"cmp"
	"context"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// cand returns the candidate of the given letters, center and score.
func cand(t testing.TB, letters string, center byte, score int) Scored {
	t.Helper()
	l, err := bitset.Parse(letters)
	if err != nil {
		t.Fatal(err)
	}
	return Scored{Honeycomb: puzzle.Honeycomb{Letters: l, Center: bitset.Letter(center)}, Score: score}
}

func TestCenters(t *testing.T) {
	// ABC: B and C tie for best; B comes first. ABD: D is best. CDE: all
	// tie; C comes first.
	cands := []Scored{
		cand(t, "abc", 'c', 12), cand(t, "cde", 'e', 1), cand(t, "abd", 'a', 7),
		cand(t, "abc", 'a', 10), cand(t, "abd", 'd', 9), cand(t, "cde", 'd', 1),
		cand(t, "abc", 'b', 12), cand(t, "abd", 'b', 7), cand(t, "cde", 'c', 1),
	}
	want := []Center{
		{Letter: 'A', Honeycombs: 2, BestOf: 0, MeanScore: 8.5},
		{Letter: 'B', Honeycombs: 2, BestOf: 1, MeanScore: 9.5},
		{Letter: 'C', Honeycombs: 2, BestOf: 1, MeanScore: 6.5},
		{Letter: 'D', Honeycombs: 2, BestOf: 1, MeanScore: 5},
		{Letter: 'E', Honeycombs: 1, BestOf: 0, MeanScore: 1},
	}
	if got := Centers(cands); !reflect.DeepEqual(got, want) {
		t.Errorf("Centers = %+v; want %+v", got, want)
	}
	if got := Centers(nil); got != nil {
		t.Errorf("Centers(nil) = %+v", got)
	}
}

func TestLetterFrequency(t *testing.T) {
	hs := []Scored{cand(t, "abc", 'b', 12), cand(t, "abc", 'c', 12), cand(t, "abd", 'd', 9)}
	want := []LetterCount{
		{Letter: 'A', Honeycombs: 3, Center: 0},
		{Letter: 'B', Honeycombs: 3, Center: 1},
		{Letter: 'C', Honeycombs: 2, Center: 1},
		{Letter: 'D', Honeycombs: 1, Center: 1},
	}
	if got := LetterFrequency(hs, ""); !reflect.DeepEqual(got, want) {
		t.Errorf("LetterFrequency = %+v; want %+v", got, want)
	}
	if got := LetterFrequency(nil, ""); got != nil {
		t.Errorf("LetterFrequency(nil) = %+v", got)
	}
}

// randomCandidates returns every center of random letter sets over a
// small alphabet, with scores from a narrow range so that ties are
// common, shuffled.
func randomCandidates(rng *rand.Rand) []Scored {
	alphabet := bitset.Set(1)<<(3+rng.IntN(10)) - 1
	size := 1 + rng.IntN(min(5, alphabet.Len()))
	sets := map[bitset.Set]bool{}
	var out []Scored
	for range rng.IntN(40) {
		var s bitset.Set
		for s.Len() < size {
			s |= bitset.Set(1) << rng.IntN(alphabet.Len())
		}
		if sets[s] {
			continue
		}
		sets[s] = true
		for c := s; c != 0; c &= c - 1 {
			out = append(out, Scored{Honeycomb: puzzle.Honeycomb{Letters: s, Center: c.Lowest()}, Score: rng.IntN(4)})
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// bruteCenters computes Centers from its definition: each letter set's
// candidates sorted by score, highest first, then by center.
func bruteCenters(cands []Scored) []Center {
	bySet := map[bitset.Set][]Scored{}
	for _, c := range cands {
		bySet[c.Letters] = append(bySet[c.Letters], c)
	}
	var out []Center
	for letter := rune('A'); letter <= 'Z'; letter++ {
		var c Center
		c.Letter = letter
		sum := 0
		for _, x := range cands {
			if x.Center == bitset.Letter(byte(letter)) {
				c.Honeycombs++
				sum += x.Score
			}
		}
		for _, set := range bySet {
			sorted := slices.SortedFunc(slices.Values(set), func(a, b Scored) int {
				return cmp.Or(cmp.Compare(b.Score, a.Score), strings.Compare(a.Center.String(), b.Center.String()))
			})
			if sorted[0].Center == bitset.Letter(byte(letter)) {
				c.BestOf++
			}
		}
		if c.Honeycombs > 0 {
			c.MeanScore = float64(sum) / float64(c.Honeycombs)
			out = append(out, c)
		}
	}
	return out
}

// rankingOrder compares candidates as a ranking orders them: by score,
// highest first, then by letters and center as words, alphabetically.
func rankingOrder(a, b Scored) int {
	return cmp.Or(cmp.Compare(b.Score, a.Score), strings.Compare(a.Letters.String(), b.Letters.String()),
		strings.Compare(a.Center.String(), b.Center.String()))
}

func TestInRankingOrder(t *testing.T) {
	tests := []struct {
		cands []Scored
		want  bool
	}{
		{nil, true},
		{[]Scored{cand(t, "abc", 'a', 1)}, true},
		{[]Scored{cand(t, "abc", 'a', 2), cand(t, "abc", 'b', 1)}, true},
		{[]Scored{cand(t, "abc", 'a', 1), cand(t, "abc", 'b', 2)}, false}, // score rises
		{[]Scored{cand(t, "abc", 'a', 1), cand(t, "abc", 'b', 1)}, true},
		{[]Scored{cand(t, "abc", 'b', 1), cand(t, "abc", 'a', 1)}, false}, // center before
		{[]Scored{cand(t, "abc", 'a', 1), cand(t, "abc", 'a', 1)}, false}, // a repeat
		{[]Scored{cand(t, "abz", 'z', 1), cand(t, "acd", 'a', 1)}, true},  // ABZ before ACD
		{[]Scored{cand(t, "acd", 'a', 1), cand(t, "abz", 'z', 1)}, false},
	}
	for _, tt := range tests {
		if got := inRankingOrder(tt.cands); got != tt.want {
			t.Errorf("inRankingOrder(%v) = %v; want %v", tt.cands, got, tt.want)
		}
	}
}

// bruteLetters computes LetterFrequency letter by letter.
func bruteLetters(hs []Scored) []LetterCount {
	var out []LetterCount
	for letter := rune('A'); letter <= 'Z'; letter++ {
		c := LetterCount{Letter: letter}
		for _, h := range hs {
			if h.Letters&bitset.Letter(byte(letter)) != 0 {
				c.Honeycombs++
			}
			if h.Center == bitset.Letter(byte(letter)) {
				c.Center++
			}
		}
		if c.Honeycombs > 0 {
			out = append(out, c)
		}
	}
	return out
}

func TestCentersAndLettersAgainstBrute(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for range testenv.Cases(100, 500) {
		cands := randomCandidates(rng)
		want := bruteCenters(cands)
		if got := Centers(cands); !reflect.DeepEqual(got, want) {
			t.Fatalf("Centers = %+v; brute force %+v\ncandidates %v", got, want, cands)
		}
		// The same in ranking order, which takes the other way.
		ranked := slices.SortedFunc(slices.Values(cands), rankingOrder)
		if !inRankingOrder(ranked) {
			t.Fatalf("inRankingOrder(%v) is false", ranked)
		}
		if got := Centers(ranked); !reflect.DeepEqual(got, want) {
			t.Fatalf("Centers in ranking order = %+v; brute force %+v\ncandidates %v", got, want, ranked)
		}
		top := cands[:rng.IntN(len(cands)+1)]
		if got, want := LetterFrequency(top, ""), bruteLetters(top); !reflect.DeepEqual(got, want) {
			t.Fatalf("LetterFrequency = %+v; brute force %+v", got, want)
		}
	}
}

// TestSummarizeRanking summarises real rankings of random lists: each
// set's best center is the center of its first candidate in the ranking,
// and the figures add up.
func TestSummarizeRanking(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	alphabet := "aegilmnorstx"
	ranked := 0
	space := tableSpace()
	for range 30 {
		words := fourToNine(rng, alphabet)
		l, err := wordlist.Read(strings.NewReader(strings.Join(words, "\n")), "random", "random", wordlist.DefaultOptions)
		if err != nil {
			t.Fatal(err)
		}
		tab := tableIn(space, &l.Words, puzzle.DefaultRules, puzzle.WithS.Banned)
		r, err := tab.Rank(context.Background(), RankOptions{Top: 1, All: true})
		if err != nil {
			t.Fatal(err)
		}
		s := Summarize(r.All, 20)
		if s.Distribution.Count != tab.Stats.Candidates || s.Histogram.Total() != tab.Stats.Candidates {
			t.Fatalf("count %d, histogram %d; %d candidates", s.Distribution.Count, s.Histogram.Total(), tab.Stats.Candidates)
		}
		if len(r.All) == 0 {
			continue
		}
		ranked++
		if s.Distribution.Max != r.Top.At(0).Score || s.Distribution.Min != r.All[len(r.All)-1].Score {
			t.Fatalf("distribution %+v; best %d", s.Distribution, r.Top.At(0).Score)
		}
		first := map[bitset.Set]bitset.Set{}
		for _, c := range r.All {
			if _, ok := first[c.Letters]; !ok {
				first[c.Letters] = c.Center
			}
		}
		var bestOf [bitset.Letters]int
		for _, c := range first {
			bestOf[c.Index()]++
		}
		sets, cands := 0, 0
		for _, c := range s.Centers {
			if c.BestOf != bestOf[c.Letter-'A'] {
				t.Fatalf("%c is the best center of %d sets; the ranking says %d", c.Letter, c.BestOf, bestOf[c.Letter-'A'])
			}
			sets += c.BestOf
			cands += c.Honeycombs
		}
		if sets != tab.Stats.PangramLettersets || cands != tab.Stats.Candidates {
			t.Fatalf("best centers of %d sets, %d candidates; table %+v", sets, cands, tab.Stats)
		}
		if want := min(20, len(r.All)); s.Top != want || !reflect.DeepEqual(s.Letters, LetterFrequency(r.All[:want], "")) {
			t.Fatalf("top %d letters %+v", s.Top, s.Letters)
		}
		centers := 0
		for _, lc := range s.Letters {
			centers += lc.Center
		}
		if centers != s.Top {
			t.Fatalf("letter frequency counts %d centers in %d honeycombs", centers, s.Top)
		}
	}
	if ranked < 20 {
		t.Errorf("only %d of 30 random lists had a candidate", ranked)
	}
}

func TestSummarizeEmpty(t *testing.T) {
	s := Summarize(nil, TopLetters)
	if !reflect.DeepEqual(s, Summary{}) {
		t.Errorf("Summarize(nil) = %+v", s)
	}
}

// fourToNine makes 200 to 499 random words of 4 to 9 letters over the
// letters of alphabet, repeats included.
func fourToNine(rng *rand.Rand, alphabet string) []string {
	var words []string
	for range 200 + rng.IntN(300) {
		b := make([]byte, 4+rng.IntN(6))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		words = append(words, string(b))
	}
	return words
}
