package main

import (
	"flag"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/bytesize"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// byteSize is a size in bytes, the value of --max-bytes.
type byteSize = bytesize.Size

// maxMaxBytes is the largest --max-bytes: 4GiB, which stands for
// wordlist.MaxInput, one byte less.
const maxMaxBytes byteSize = wordlist.MaxInput + 1

// registerMaxBytes defines --max-bytes, the limit on a word list, in b,
// which starts at wordlist.DefaultMaxBytes.
func registerMaxBytes(fs *flag.FlagSet, b *byteSize) {
	*b = wordlist.DefaultMaxBytes
	fs.Var(b, "max-bytes", "fail on a list of more than `SIZE` bytes, such as 1GiB or 500MB, counted after decompression (at most 4GiB)")
}

// checkMaxBytes returns the usage error of --max-bytes b, if any, and
// sets 4GiB, maxMaxBytes, to wordlist.MaxInput: a word list's words are
// found by 32-bit offsets.
func checkMaxBytes(b *byteSize) error {
	switch {
	case *b < 1:
		return usagef("--max-bytes %d: expected a size of at least 1 byte, such as 1GiB", *b)
	case *b > maxMaxBytes:
		return usagef("--max-bytes %v: expected at most %v, the most beebatch reads", *b, maxMaxBytes)
	case *b == maxMaxBytes:
		*b = wordlist.MaxInput
	}
	return nil
}
