package catalog

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"path"
	"slices"
	"strconv"
	"strings"
)

// firstLines reads the first n lines of r, each with its newline, and
// then ends; the rest of r is not read. A source with fewer lines is an
// error.
type firstLines struct {
	r          io.Reader
	left, seen int
}

func (f *firstLines) Read(p []byte) (int, error) {
	if f.left == 0 {
		return 0, io.EOF
	}
	n, err := f.r.Read(p)
	for i := 0; i < n; {
		j := bytes.IndexByte(p[i:n], '\n')
		if j < 0 {
			break
		}
		i += j + 1
		f.seen++
		if f.left--; f.left == 0 {
			return i, nil
		}
	}
	if err == io.EOF {
		return n, fmt.Errorf("it ends after %d lines; expected at least %d", f.seen, f.seen+f.left)
	}
	return n, err
}

// jsonWords returns the words of the JSON arrays of strings in files
// (named by names), every distinct word once, sorted, one per line:
// without phrases, entries with a space or a tab (JSONWords); or, with
// levels, as "WORD<TAB>LEVEL" lines (JSONLevels).
func jsonWords(names []string, files [][]byte, levels bool) ([]byte, error) {
	level := map[string]int{}
	for i, data := range files {
		n := 0
		if levels {
			base := strings.TrimSuffix(path.Base(names[i]), path.Ext(names[i]))
			var err error
			if n, err = strconv.Atoi(base[strings.LastIndexByte(base, '-')+1:]); err != nil {
				return nil, fmt.Errorf("%s: expected a level at the end of the file's name, as in english-words-35.json", names[i])
			}
		}
		var words []string
		if err := json.Unmarshal(data, &words); err != nil {
			return nil, fmt.Errorf("%s: %v; expected a JSON array of words", names[i], err)
		}
		for _, w := range words {
			switch {
			case levels && (w == "" || strings.ContainsAny(w, " \t\n\r")):
				return nil, fmt.Errorf("%s: the word %q is empty or holds white space", names[i], w)
			case w == "" || strings.ContainsAny(w, "\n\r"):
				return nil, fmt.Errorf("%s: the word %q is empty or holds a line break", names[i], w)
			case strings.ContainsAny(w, " \t"):
				continue // a phrase
			}
			if l, ok := level[w]; !ok || n < l {
				level[w] = n
			}
		}
	}
	var out bytes.Buffer
	for _, w := range slices.Sorted(maps.Keys(level)) {
		if levels {
			fmt.Fprintf(&out, "%s\t%d\n", w, level[w])
		} else {
			out.WriteString(w + "\n")
		}
	}
	return out.Bytes(), nil
}

// jsonCounts returns the JSON array of {"word": WORD, "count": N} objects
// in data, from the file name, as "WORD<TAB>N" lines.
func jsonCounts(name string, data []byte) ([]byte, error) {
	var entries []struct {
		Word  *string `json:"word"`
		Count *int64  `json:"count"`
	}
	if err := json.Unmarshal(data, &entries); err != nil {
		return nil, fmt.Errorf("%s: %v; expected a JSON array of {\"word\", \"count\"} objects", name, err)
	}
	var out bytes.Buffer
	for i, e := range entries {
		if e.Word == nil || e.Count == nil || *e.Word == "" || *e.Count < 0 ||
			bytes.ContainsAny([]byte(*e.Word), " \t\n\r") {
			return nil, fmt.Errorf("%s: entry %d has no word, a word with white space, or no count of 0 or more", name, i+1)
		}
		fmt.Fprintf(&out, "%s\t%d\n", *e.Word, *e.Count)
	}
	return out.Bytes(), nil
}
