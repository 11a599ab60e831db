package archive_test

import (
	"context"
	"fmt"
	"log"
	"strings"

	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

func ExampleLoad() {
	const text = `# date     letters center answers
2024-01-03 admipry m army damp dram myriad pram primary pyramid ramp
2024-01-04 bejkoux j joke juke jukebox
2024-01-05 bejkoux j joke jukes
`
	a, err := archive.Load(context.Background(), "-", strings.NewReader(text), archive.DefaultOptions)
	if err != nil {
		log.Fatal(err)
	}
	for _, p := range a.Puzzles {
		fmt.Println(p.Date, p.Board, p.Official.Words, "words,", p.Official.Points, "points,", p.Official.Pangrams, "pangram")
	}
	fmt.Println(a.Skipped.Map())
	for _, w := range a.Warnings {
		fmt.Println(w)
	}
	// Output:
	// 2024-01-03 ADIMPRY:M 8 words, 32 points, 1 pangram
	// 2024-01-04 BEJKOUX:J 3 words, 16 points, 1 pangram
	// map[off-board-answer:1]
	// -:4: 2024-01-05: answer "jukes" has S, which is not on the board BEJKOUX:J
}

func ExampleArchive_Compare() {
	const text = `2024-01-03 admipry m army damp dram myriad pram primary pyramid ramp
2024-01-04 bejkoux j joke juke jukebox
`
	a, err := archive.Load(context.Background(), "-", strings.NewReader(text), archive.DefaultOptions)
	if err != nil {
		log.Fatal(err)
	}
	const words = "army damp dram dramm mama myriad pram pyramid ramp joke jokey jukebox"
	l, err := wordlist.Read(strings.NewReader(words), "mine", "mine.txt", wordlist.DefaultOptions)
	if err != nil {
		log.Fatal(err)
	}
	c := a.Compare(&l.Words, l.Name, l.Path, nil)
	for _, r := range c.Rows {
		fmt.Printf("%s: %d official, %d of the list's, %d in both\n", r.Puzzle.Date, r.Puzzle.Official.Words, r.List.Words, r.Both)
	}
	fmt.Printf("recall %.3f, precision %.3f\n", c.Recall, c.Precision)
	fmt.Println("missing:", archive.Words(c.Missing))
	fmt.Println("rejected:", archive.Words(c.Rejected))
	// Output:
	// 2024-01-03: 8 official, 9 of the list's, 7 in both
	// 2024-01-04: 3 official, 2 of the list's, 2 in both
	// recall 0.818, precision 0.818
	// missing: [juke primary]
	// rejected: [dramm mama]
}
