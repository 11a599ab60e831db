package puzzle_test

import (
	"fmt"
	"strings"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// The words of board G/AELMPX over Norvig's mini list, worth 24 points.
func Example() {
	words := []string{"megaplex", "game", "amalgam", "glam"}
	for _, r := range puzzle.Ladder(24) {
		fmt.Printf("%-10s %3d%% %2d\n", r.Name, r.Percent, r.Points)
	}

	g := puzzle.NewGrid(words, bitset.Latin)
	fmt.Println("\n  ", g.Lengths, "Σ")
	for i, c := range g.Letters {
		fmt.Println(strings.ToUpper(string(c)), g.Counts[i], g.Rows[i])
	}
	fmt.Println("Σ", g.Columns, g.Total)

	fmt.Println()
	for _, s := range puzzle.TwoLetter(words, bitset.Latin) {
		fmt.Printf("%s-%d ", strings.ToUpper(s.Prefix), s.Count)
	}
	fmt.Println()
	// Output:
	// Beginner     0%  0
	// Good Start   2%  0
	// Moving Up    5%  1
	// Good         8%  2
	// Solid       15%  4
	// Nice        25%  6
	// Great       40% 10
	// Amazing     50% 12
	// Genius      70% 17
	// Queen Bee  100% 24
	//
	//    [4 7 8] Σ
	// A [0 1 0] 1
	// G [2 0 0] 2
	// M [0 0 1] 1
	// Σ [2 1 1] 4
	//
	// AM-1 GA-1 GL-1 ME-1
}
