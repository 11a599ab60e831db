package freq_test

import (
	"fmt"
	"log"
	"strings"

	"github.com/beebatch/beebatch/pkg/freq"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

func Example() {
	counts, err := wordlist.Read(strings.NewReader("game 5200000\nglam 61000\nmegaplex 12\n"), "counts", "counts.txt", wordlist.DefaultOptions)
	if err != nil {
		log.Fatal(err)
	}
	list, err := freq.New(counts)
	if err != nil {
		log.Fatal(err)
	}
	rule := &freq.Rule{List: list, Below: 1000}
	for _, w := range []string{"game", "glam", "megaplex", "amalgam"} {
		n, ok := list.Count(w)
		fmt.Println(w, n, ok, rule.Rare(w))
	}
	fmt.Println(rule)
	// Output:
	// game 5200000 true false
	// glam 61000 true false
	// megaplex 12 true true
	// amalgam 0 false true
	// count <= 1000 in counts, or missing
}
