package learn

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"

	"github.com/beebatch/beebatch/pkg/wordlist"
)

// ReadCounts reads "WORD" or "WORD NUMBER" lines, but for blank ones and
// '#' comments, and returns each word as written with its number (0 for
// none). name names the list in errors. A line longer than
// wordlist.MaxLine is an error.
func ReadCounts(r io.Reader, name string) (map[string]int64, error) {
	out := map[string]int64{}
	br := bufio.NewReaderSize(r, 64<<10)
	var long []byte // a line longer than the buffer, gathered
	for line := 1; ; line++ {
		b, err := br.ReadSlice('\n')
		for errors.Is(err, bufio.ErrBufferFull) {
			long = append(long[:0:0], b...)
			for errors.Is(err, bufio.ErrBufferFull) && len(long) <= wordlist.MaxLine {
				b, err = br.ReadSlice('\n')
				long = append(long, b...)
			}
			if len(long) > wordlist.MaxLine {
				return nil, fmt.Errorf("%s:%d: a line longer than %d bytes; expected WORD or WORD COUNT lines", name, line, wordlist.MaxLine)
			}
			b = long
		}
		if err != nil && err != io.EOF {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if f := bytes.Fields(b); len(f) > 0 && f[0][0] != '#' {
			var n int64
			if len(f) > 1 {
				var perr error
				if n, perr = strconv.ParseInt(string(f[1]), 10, 64); perr != nil {
					return nil, fmt.Errorf("%s:%d: %q is not a count; expected WORD or WORD COUNT lines", name, line, f[1])
				}
			}
			if w := string(f[0]); !has(out, w) {
				out[w] = n
			}
		}
		if err == io.EOF {
			return out, nil
		}
	}
}

func has(m map[string]int64, w string) bool { _, ok := m[w]; return ok }

// ReadCountsFile reads the list at path with ReadCounts as the other
// commands read a word list: every layer of compression taken off, at
// most limit bytes of text (a *wordlist.LimitError beyond), text only,
// and a file that changes while it is read a *wordlist.ChangedError.
func ReadCountsFile(path string, limit int64) (map[string]int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	before, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if before.IsDir() {
		return nil, fmt.Errorf("%s: is a directory; expected a file of WORD or WORD COUNT lines", path)
	}
	r, _, err := wordlist.Decompress(f, path, limit)
	if err != nil {
		return nil, err
	}
	lr := &io.LimitedReader{R: r, N: limit + 1}
	m, err := ReadCounts(lr, path)
	if lr.N <= 0 {
		return nil, &wordlist.LimitError{Path: path, Limit: limit}
	}
	if err != nil {
		return nil, err
	}
	if before.Mode().IsRegular() {
		after, err := f.Stat()
		if err != nil {
			return nil, err
		}
		if after.Size() != before.Size() || !after.ModTime().Equal(before.ModTime()) {
			return nil, &wordlist.ChangedError{Path: path, Size: before.Size(), Read: after.Size()}
		}
	}
	return m, nil
}

// featureAdds says what each of FeatureLists adds to a model.
var featureAdds = map[string]string{
	Levels:   "the SCOWL level",
	Count1w:  "the count_1w frequency",
	Subtlex:  "the SUBTLEX frequency",
	American: "proper nouns",
	British:  "British-only spellings",
}

// FeatureAdds returns what the feature list name, one of FeatureLists,
// adds to a model, such as "the SCOWL level"; "" for another name.
func FeatureAdds(name string) string { return featureAdds[name] }

// ReadFeatures reads into ls each of FeatureLists, with ReadCountsFile
// and limit, from the path that path gives for it. path(name, true)
// returns the path of a local copy of the list, fetched if need be; its
// error ends the reading. A list of without is read only if a copy is at
// hand, path(name, false), to measure what going without it costs (Learn
// leaves it out); an error then leaves it unset.
func (ls *Lists) ReadFeatures(without []string, limit int64, path func(name string, fetch bool) (string, error)) error {
	for _, name := range FeatureLists {
		if slices.Contains(without, name) {
			if p, err := path(name, false); err == nil {
				if m, err := ReadCountsFile(p, limit); err == nil {
					ls.Set(name, m)
				}
			}
			continue
		}
		p, err := path(name, true)
		if err != nil {
			return err
		}
		m, err := ReadCountsFile(p, limit)
		if err != nil {
			return err
		}
		ls.Set(name, m)
	}
	return nil
}
