package filter_test

import (
	"fmt"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/measure"
)

func ExampleParse() {
	f, err := filter.Parse("WORDS > 19, no s, words <= 80, center not q")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(f)

	letters, _ := bitset.Parse("abdilno")
	board := &filter.Candidate{Letters: letters, Center: bitset.Letter('l')}
	board.Values[measure.Words] = 30
	fmt.Println(f.Match(board))
	board.Values[measure.Words] = 90
	fmt.Println(f.Match(board))
	// Output:
	// words 20..80, no S, center not Q
	// true
	// false
}

func ExampleParse_error() {
	_, err := filter.Parse("words >= many, vowels 1..3")
	fmt.Println(err)
	// Output:
	// expected a number after "words >=", found "many"
	//   words >= many, vowels 1..3
	//            ^^^^
}

// An engine checks the letters of a board before it scores it, and
// computes only the counts the filter needs.
func ExampleFilter_Letters() {
	f, _ := filter.LookupPreset("nyt")
	rule := f.Letters()
	for _, s := range []string{"aegilnt", "aeginrt", "abcdfgh", "aeilnst"} {
		letters, _ := bitset.Parse(s)
		fmt.Println(letters, rule.AllowsLetters(letters))
	}
	fmt.Println(f.Needs() == 1<<measure.Words|1<<measure.Pangrams)
	// Output:
	// AEGILNT true
	// AEGINRT false
	// ABCDFGH true
	// AEILNST false
	// true
}

func ExamplePresets() {
	for _, p := range filter.Presets() {
		fmt.Printf("%s: %s\n", p.Name, p.Filter)
	}
	// Output:
	// nyt: words 20..80, pangrams >= 1, vowels 1..3, no S, not-together E R, not-together H J, not-together R X, center not X
	// editor: words 30..45, pangrams >= 1, vowels 1..3, no S, not-together E R, not-together H J, not-together R X, center not X
}
