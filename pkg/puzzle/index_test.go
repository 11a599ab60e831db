package puzzle

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/bitset"
)

// TestIndexSolve checks Index.Solve against Solve, the scan of the whole
// list, on every board of a small alphabet over random lists, for sizes
// 5 to 9, with letters excluded: of 11 letters by default, 9,207 boards
// a round of sizes, and of 12 with BEEBATCH_FULL_TESTS=1, 22,968.
func TestIndexSolve(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	alphabet := "abdeilnorstu"
	if !testenv.Full() {
		alphabet = "adeilnorstu" // U still there to exclude
	}
	for i := range 10 {
		var words []string
		for range 300 {
			b := make([]byte, 3+rng.IntN(8))
			for j := range b {
				b[j] = alphabet[rng.IntN(len(alphabet))]
			}
			words = append(words, string(b))
		}
		list := readWords(t, strings.Join(words, "\n"))
		rules := DefaultRules
		rules.Size, rules.MinLen = MinSize+i%(MaxSize-MinSize+1), 3+i%3
		if i%2 == 1 {
			rules.Exclude = bitset.Letter('u')
		}
		ix := NewIndex(list, rules)
		all, _ := bitset.Parse(alphabet)
		boards, found := 0, 0
		for sub := range all.Subsets() {
			if sub.Len() != rules.Size || sub&rules.Exclude != 0 {
				continue
			}
			for x := sub; x != 0; x &= x - 1 {
				h := Honeycomb{Letters: sub, Center: x.Lowest()}
				got, want := ix.Solve(h), Solve(list, h, rules)
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("size %d, %v: Index.Solve %+v; Solve %+v", rules.Size, h, got, want)
				}
				boards++
				found += len(want.Words)
			}
		}
		if boards == 0 || found == 0 {
			t.Fatalf("size %d: %d boards, %d words: the lists are off", rules.Size, boards, found)
		}
	}
}

// TestSetIndex checks SetIndex against a scan of the sets: the words of
// each set, in order, those kept alone, and none for a set no word has.
func TestSetIndex(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for n := range 60 {
		masks := make([]bitset.Set, n)
		for i := range masks {
			masks[i] = bitset.Set(r.Uint32N(16)) // few sets, each of many words
		}
		keep := func(i int) bool { return i%3 != 1 }
		if n%2 == 0 {
			keep = nil
		}
		x := NewSetIndex(masks, keep)
		var sets []bitset.Set
		x.All(func(s bitset.Set, words []int32) {
			if len(sets) > 0 && s <= sets[len(sets)-1] {
				t.Fatalf("%d words: All gives %v after %v", n, s, sets[len(sets)-1])
			}
			sets = append(sets, s)
			if !reflect.DeepEqual(words, x.Of(s)) {
				t.Errorf("%d words: All gives %v for %v; Of gives %v", n, words, s, x.Of(s))
			}
		})
		for s := range bitset.Set(17) {
			var want []int32
			for i, m := range masks {
				if m == s && (keep == nil || keep(i)) {
					want = append(want, int32(i))
				}
			}
			if got := x.Of(s); !reflect.DeepEqual(got, want) {
				t.Errorf("%d words: Of(%v) = %v; want %v", n, s, got, want)
			}
			if _, found := slices.BinarySearch(sets, s); found != (want != nil) {
				t.Errorf("%d words: All visits %v: %t; want %t", n, s, found, want != nil)
			}
		}
	}
}
