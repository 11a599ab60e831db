package learn

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// ReadCounts reads "WORD" or "WORD NUMBER" lines, but for blank ones and
// '#' comments, and returns each word as written with its number (0 for
// none). name names the list in errors.
func ReadCounts(r io.Reader, name string) (map[string]int64, error) {
	out := map[string]int64{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for line := 1; sc.Scan(); line++ {
		f := strings.Fields(sc.Text())
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		var n int64
		if len(f) > 1 {
			var err error
			if n, err = strconv.ParseInt(f[1], 10, 64); err != nil {
				return nil, fmt.Errorf("%s:%d: %q is not a count; expected WORD or WORD COUNT lines", name, line, f[1])
			}
		}
		if _, dup := out[f[0]]; !dup {
			out[f[0]] = n
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return out, nil
}
