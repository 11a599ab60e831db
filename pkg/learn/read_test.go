package learn

import (
	"bytes"
	"compress/gzip"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/puzzle"
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

// TestReadFeatures reads every feature list through path, reads a list
// learned without only when it is at hand, and stops at the first list
// that cannot be had or read.
func TestReadFeatures(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{Levels: "able 35\n", Count1w: "able 7\n", Subtlex: "able 3\n", American: "Able\n", British: "colour\n"}
	for name, text := range files {
		os.WriteFile(filepath.Join(dir, name+".txt"), []byte(text), 0o644)
	}
	os.WriteFile(filepath.Join(dir, "bad.txt"), []byte("able x\n"), 0o644)
	errMissing := errors.New("missing")
	tests := []struct {
		name     string
		without  []string
		atHand   map[string]bool // lists path gives without fetching
		fetched  map[string]string
		wantErr  string
		wantSet  []string
		wantCall []string
	}{
		{name: "all", wantSet: FeatureLists,
			wantCall: []string{"scowl-levels fetch", "count_1w_100k fetch", "subtlex fetch", "wamerican fetch", "wbritish fetch"}},
		{name: "without, at hand", without: []string{Subtlex}, atHand: map[string]bool{Subtlex: true}, wantSet: FeatureLists,
			wantCall: []string{"scowl-levels fetch", "count_1w_100k fetch", "subtlex", "wamerican fetch", "wbritish fetch"}},
		{name: "without, not at hand", without: []string{Subtlex, British}, wantSet: []string{Levels, Count1w, American},
			wantCall: []string{"scowl-levels fetch", "count_1w_100k fetch", "subtlex", "wamerican fetch", "wbritish"}},
		{name: "cannot be had", fetched: map[string]string{Count1w: ""}, wantErr: "missing", wantSet: []string{Levels},
			wantCall: []string{"scowl-levels fetch", "count_1w_100k fetch"}},
		{name: "cannot be read", fetched: map[string]string{Levels: "bad"}, wantErr: `"x" is not a count`,
			wantCall: []string{"scowl-levels fetch"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var ls Lists
			var calls []string
			err := ls.ReadFeatures(tt.without, 1<<20, func(name string, fetch bool) (string, error) {
				call := name
				if fetch {
					call += " fetch"
				}
				calls = append(calls, call)
				file, ok := tt.fetched[name]
				switch {
				case !fetch && !tt.atHand[name], ok && file == "":
					return "", errMissing
				case !ok:
					file = name
				}
				return filepath.Join(dir, file+".txt"), nil
			})
			if tt.wantErr == "" && err != nil || tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)) {
				t.Errorf("error %v; want one with %q", err, tt.wantErr)
			}
			if !reflect.DeepEqual(calls, tt.wantCall) {
				t.Errorf("calls %q; want %q", calls, tt.wantCall)
			}
			set := map[string]bool{Levels: ls.Level != nil, Count1w: ls.Count1w != nil, Subtlex: ls.Subtlex != nil, American: ls.American != nil, British: ls.British != nil}
			for _, name := range FeatureLists {
				if want := slices.Contains(tt.wantSet, name); set[name] != want {
					t.Errorf("%s set: %v; want %v", name, set[name], want)
				}
			}
		})
	}
	for _, name := range FeatureLists {
		if FeatureAdds(name) == "" {
			t.Errorf("FeatureAdds(%q) is empty; expected what the list adds", name)
		}
	}
}

// TestAddBase keeps the words of a base list that can count on a board,
// sorted and distinct, and counts those its reader skipped as not a-z.
func TestAddBase(t *testing.T) {
	path := filepath.Join(t.TempDir(), "base.txt")
	os.WriteFile(path, []byte("able\nabc\nabcdefgh\nfacing\nx-ray\nr2d2\nbead\n"), 0o644)
	l, err := wordlist.Source{Name: "base", Path: path}.Load(nil, wordlist.Options{MinCount: -1})
	if err != nil {
		t.Fatal(err)
	}
	var ls Lists
	ls.AddBase("base", l, puzzle.DefaultRules)
	ls.AddBase("base", l, puzzle.Rules{MinLen: 5, Size: 7})
	ls.AddBase("none", l, puzzle.Rules{MinLen: 9, Size: 7})
	want := map[string][]string{"base": {"able", "bead", "facing"}}
	if got := ls.Base; !reflect.DeepEqual(got, want) || ls.Skipped != 3*l.Skipped[wordlist.NonAlpha] || l.Skipped[wordlist.NonAlpha] != 2 {
		t.Errorf("Base %v, Skipped %d (the list skipped %d as not a-z); want %v, 6 (2)", ls.Base, ls.Skipped, l.Skipped[wordlist.NonAlpha], want)
	}
}
