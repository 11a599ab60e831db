package puzzle

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/bitset"
)

// TestIndexSolve checks Index.Solve against Solve, the scan of the whole
// list, on every board of a small alphabet over random lists, for sizes
// 5 to 9, with letters excluded.
func TestIndexSolve(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const alphabet = "abdeilnorstu"
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
