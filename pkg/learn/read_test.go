package learn

import (
	"bytes"
	"compress/gzip"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/wordlist"
)

// TestReadCounts checks the lines ReadCounts takes and refuses.
func TestReadCounts(t *testing.T) {
	long := strings.Repeat("a", wordlist.MaxLine+1)
	for _, tc := range []struct {
		in      string
		want    map[string]int64
		wantErr string
	}{
		{"able\nBead 3\n# note\n\ncable\t7", map[string]int64{"able": 0, "Bead": 3, "cable": 7}, ""},
		{"able 1\nable 2\n", map[string]int64{"able": 1}, ""},
		{"able x\n", nil, `list:1: "x" is not a count`},
		{"able\n" + long + "\nbead\n", nil, "list:2: a line longer than 1048576 bytes"},
		{strings.Repeat("b", 100<<10) + " 5\n", map[string]int64{strings.Repeat("b", 100<<10): 5}, ""},
	} {
		got, err := ReadCounts(strings.NewReader(tc.in), "list")
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("ReadCounts(%.20q) = %v; want error %q", tc.in, err, tc.wantErr)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("ReadCounts(%.20q) = %v, %v; want %v", tc.in, len(got), err, len(tc.want))
		}
	}
}

// TestReadCountsFile reads a compressed list, and refuses one larger than
// the limit, a directory and binary data.
func TestReadCountsFile(t *testing.T) {
	dir := t.TempDir()
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	zw.Write([]byte("able 2\nbead 3\n"))
	zw.Close()
	gz := filepath.Join(dir, "l.txt.gz")
	os.WriteFile(gz, b.Bytes(), 0o644)
	if got, err := ReadCountsFile(gz, 1<<20); err != nil || !reflect.DeepEqual(got, map[string]int64{"able": 2, "bead": 3}) {
		t.Errorf("gzip: %v, %v", got, err)
	}
	var le *wordlist.LimitError
	if _, err := ReadCountsFile(gz, 10); !errors.As(err, &le) {
		t.Errorf("limit 10: %v; want a *wordlist.LimitError", err)
	}
	if _, err := ReadCountsFile(dir, 1<<20); err == nil || !strings.Contains(err.Error(), "is a directory") {
		t.Errorf("a directory: %v", err)
	}
	bin := filepath.Join(dir, "zero")
	os.WriteFile(bin, make([]byte, 5000), 0o644)
	if _, err := ReadCountsFile(bin, 1<<20); err == nil {
		t.Error("NUL bytes: no error")
	}
}
