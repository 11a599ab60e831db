package source_test

import (
	"context"
	"fmt"
	"log"
	"strings"

	"github.com/beebatch/beebatch/pkg/wordlist"
	"github.com/beebatch/beebatch/pkg/wordlist/source"
)

func ExampleFiles() {
	files := &source.Files{
		Specs:   []string{"-"},
		Stdin:   strings.NewReader("AA\nAAH\nAAHED\n"),
		Options: wordlist.DefaultOptions,
	}
	for files.Scan(context.Background()) {
		l := files.List()
		fmt.Println(l.Name, l.Path, l.Words.Len(), l.Words.Word(2))
	}
	if err := files.Err(); err != nil {
		log.Fatal(err)
	}
	// Output:
	// stdin - 3 aahed
}
