// Command fetch makes the word lists that the tests read present before
// "make test" runs them (testlists.Needed): from the mirror, the cache, or
// their published sources, through pkg/catalog. It prints where each is,
// or, if one cannot be had, one message that names the lists and says how
// to provide them, and exits 1.
//
// Usage:
//
//	go run ./internal/testlists/fetch
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/beebatch/beebatch/internal/testlists"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	paths, err := testlists.Fetch(ctx, testlists.Needed...)
	if err != nil {
		fmt.Fprintf(os.Stderr, "make test: %v\n", err)
		os.Exit(1)
	}
	for i, p := range paths {
		paths[i] = testlists.Needed[i] + "=" + p
	}
	fmt.Printf("test word lists: %s\n", strings.Join(paths, " "))
}
