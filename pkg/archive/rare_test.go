package archive

import (
	"hash/fnv"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// TestRareBruteForce checks Archive.Rare on random archives and lists
// against puzzle.Solve on every board, with words made rare by a hash
// of their text, so that a list word and the same answer agree.
func TestRareBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 2026))
	for i := range 200 {
		rc := newRandomCase(r)
		a, l := rc.load(t)
		seed := uint32(i)
		isRare := func(word string) bool {
			h := fnv.New32a()
			h.Write([]byte(word))
			return (h.Sum32()^seed)%3 == 0
		}
		marks := make([]bool, l.Words.Len())
		for j := range marks {
			marks[j] = isRare(l.Words.Word(j))
		}
		got := a.Rare(&l.Words, marks, isRare)
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
