package main

import (
	"flag"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/beebatch/beebatch/pkg/wordlist"
)

// byteSize is a flag holding a number of bytes, with an optional unit as
// in GNU coreutils: K, KiB... are powers of 1024, kB, MB... of 1000.
type byteSize int64

// byteUnits are the units that byteSize accepts, longest first so that
// "KiB" is not read as "B".
var byteUnits = []struct {
	name string
	size int64
}{
	{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"TiB", 1 << 40},
	{"kB", 1e3}, {"MB", 1e6}, {"GB", 1e9}, {"TB", 1e12},
	{"K", 1 << 10}, {"M", 1 << 20}, {"G", 1 << 30}, {"T", 1 << 40},
	{"B", 1},
}

// Set parses s, such as 1GiB, 500MB or 1048576.
func (b *byteSize) Set(s string) error {
	num, mult := s, int64(1)
	for _, u := range byteUnits {
		if len(s) > len(u.name) && strings.EqualFold(s[len(s)-len(u.name):], u.name) {
			num, mult = s[:len(s)-len(u.name)], u.size
			break
		}
	}
	n, err := strconv.ParseInt(num, 10, 64)
	if err != nil || n < 0 || n > math.MaxInt64/mult {
		return fmt.Errorf("expected a size in bytes such as 1GiB, 500MB or 1048576")
	}
	*b = byteSize(n * mult)
	return nil
}

// String formats b in the largest binary unit that divides it: 1GiB.
func (b byteSize) String() string {
	for _, u := range slices.Backward(byteUnits[:4]) {
		if b != 0 && int64(b)%u.size == 0 {
			return strconv.FormatInt(int64(b)/u.size, 10) + u.name
		}
	}
	return strconv.FormatInt(int64(b), 10)
}

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
