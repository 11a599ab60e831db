package wordlist_test

import (
	"fmt"
	"log"
	"strings"

	"github.com/beebatch/beebatch/pkg/wordlist"
)

func ExampleRead() {
	// A mixed-case list with CRLF endings and a byte order mark.
	const list = "\ufeffApple\r\nbanana  cherry\r\nbanana\r\ndon't\r\nNASA\r\nbrr\r\n"
	opts := wordlist.Options{MinCount: -1, RequireVowel: true}
	l, err := wordlist.Read(strings.NewReader(list), "fruit", "fruit.txt", opts)
	if err != nil {
		log.Fatal(err)
	}
	for i := range l.Words.Len() {
		fmt.Println(l.Words.Word(i), l.Words.Masks[i])
	}
	fmt.Println(l.Entries, "entries, skipped:", l.Skipped.Map())
	// Output:
	// banana ABN
	// cherry CEHRY
	// 7 entries, skipped: map[duplicate:1 no-vowel:1 non-alpha:1 proper-noun:2]
}

func ExampleRead_frequency() {
	const list = "the\t23135851162\nof\t13151942776\nxyzzy\t95\nand\tmany\n"
	l, err := wordlist.Read(strings.NewReader(list), "count_1w", "count_1w.txt", wordlist.Options{MinCount: 100})
	if err != nil {
		log.Fatal(err)
	}
	for i := range l.Words.Len() {
		fmt.Println(l.Words.Word(i), l.Words.Counts[i])
	}
	fmt.Println(l.Skipped.Map())
	for _, w := range l.Warnings {
		fmt.Println(w)
	}
	// Output:
	// the 23135851162
	// of 13151942776
	// map[bad-count:1 below-min-count:1]
	// count_1w.txt:4: count "many" is not a non-negative integer (bad-count, skipped)
}
