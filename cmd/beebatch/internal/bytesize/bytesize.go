// Package bytesize reads and writes sizes in bytes, such as the value of
// --max-bytes: 1GiB, 500MB or 1048576.
package bytesize

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// Size is a flag.Value holding a number of bytes, with an optional unit as
// in GNU coreutils: K, KiB... are powers of 1024, kB, MB... of 1000.
type Size int64

// units are the units that Size accepts, longest first so that
// "KiB" is not read as "B".
var units = []struct {
	name string
	size int64
}{
	{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"TiB", 1 << 40},
	{"kB", 1e3}, {"MB", 1e6}, {"GB", 1e9}, {"TB", 1e12},
	{"K", 1 << 10}, {"M", 1 << 20}, {"G", 1 << 30}, {"T", 1 << 40},
	{"B", 1},
}

// Set parses s, such as 1GiB, 500MB or 1048576.
func (b *Size) Set(s string) error {
	num, mult := s, int64(1)
	for _, u := range units {
		if len(s) > len(u.name) && strings.EqualFold(s[len(s)-len(u.name):], u.name) {
			num, mult = s[:len(s)-len(u.name)], u.size
			break
		}
	}
	n, err := strconv.ParseInt(num, 10, 64)
	if err != nil || n < 0 || n > math.MaxInt64/mult {
		return fmt.Errorf("expected a size in bytes such as 1GiB, 500MB or 1048576")
	}
	*b = Size(n * mult)
	return nil
}

// String formats b in the largest binary unit that divides it: 1GiB.
func (b Size) String() string {
	for _, u := range slices.Backward(units[:4]) {
		if b != 0 && int64(b)%u.size == 0 {
			return strconv.FormatInt(int64(b)/u.size, 10) + u.name
		}
	}
	return strconv.FormatInt(int64(b), 10)
}
