package archive

import (
	"fmt"
	"hash/fnv"
	"reflect"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/freq"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// TestRareBruteForce checks the rare words of Compare on random archives
// and lists (randomCases) against puzzle.Solve on every board, with words
// made rare by a hash of their text (a count of 0, or missing from the
// frequency list), so that a list word and the same answer agree.
func TestRareBruteForce(t *testing.T) {
	for i, rc := range randomCases(t) {
		a, l := rc.a, rc.l
		seed := uint32(i)
		isRare := func(word string) bool {
			h := fnv.New32a()
			h.Write([]byte(word))
			return (h.Sum32()^seed)%3 == 0
		}
		var counts strings.Builder
		words := a.Vocabulary()
		for j := range l.Words.Len() {
			words = append(words, l.Words.Word(j))
		}
		for _, w := range words {
			if n := 1; !isRare(w) || i%2 == 0 {
				if isRare(w) {
					n = 0
				}
				fmt.Fprintf(&counts, "%s %d\n", w, n)
			}
		}
		fl, err := wordlist.Read(strings.NewReader(counts.String()), "counts", "counts.txt", wordlist.Options{MinCount: -1})
		if err != nil {
			t.Fatal(err)
		}
		list, err := freq.New(fl)
		if err != nil {
			t.Fatal(err)
		}
		got := a.Compare(&l.Words, "list", "list.txt", &freq.Rule{List: list, Below: 0}).Rare
		want := &Rare{}
		for _, p := range a.Puzzles {
			var row RareRow
			for _, x := range puzzle.Solve(&l.Words, p.Board, a.Rules).Words {
				if isRare(x.Text) {
					row.ListWords++
					row.ListPoints += x.Score
				}
			}
			for _, ans := range p.Answers {
				if isRare(ans) {
					m, _ := bitset.Of(ans)
					row.AnswerWords++
					row.AnswerPoints += a.Rules.WordScore(len(ans), m.Len())
				}
			}
			want.Rows = append(want.Rows, row)
			want.ListWords += row.ListWords
			want.ListPoints += row.ListPoints
			want.AnswerWords += row.AnswerWords
			want.AnswerPoints += row.AnswerPoints
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("case %d (rules %+v): Rare\n got %+v\nwant %+v", i, rc.rules, got, want)
		}
	}
}
