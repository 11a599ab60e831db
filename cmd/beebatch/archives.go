package main

import (
	"errors"
	"fmt"

	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// loadArchive reads the archive of puzzles at path ("-" for standard
// input) under rules, bounded by opts.MaxBytes, and prints its warnings:
// the records it skipped. The error of an archive larger than --max-bytes
// says so, and that of an archive without a valid puzzle comes after the
// warnings of the records it skipped.
func loadArchive(e *env, path string, rules search.Rules, opts wordlist.Options) (*archive.Archive, error) {
	a, err := archive.Load(path, e.stdin, archive.Options{Rules: rules, MaxBytes: opts.MaxBytes, MaxWarnings: archive.DefaultOptions.MaxWarnings})
	if a != nil {
		for _, w := range a.Warnings {
			e.warn(w)
		}
	}
	var le *archive.LimitError
	var np *archive.NoPuzzleError
	switch {
	case errors.As(err, &le):
		return nil, fmt.Errorf("%s: archive larger than --max-bytes %v (counted after decompression); expected a smaller archive, or a larger --max-bytes", le.Path, byteSize(le.Limit))
	case errors.As(err, &np):
		for _, w := range np.Warnings {
			e.warn(w)
		}
	}
	return a, err
}
