package wordlist

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/bitset"
)

// inPlaceInputs are inputs that exercise each rule where reading in place
// differs from reading through a reader: word offsets, case folding in
// place, long words, long lines and the last line.
var inPlaceInputs = map[string]string{
	"empty":                     "",
	"newline":                   "\n",
	"blank lines":               "\n\n \t\r\n",
	"one word":                  "a",
	"sorted":                    "apple\nbanana\ncherry\n",
	"no final newline":          "apple\nbanana\ncherry",
	"duplicates":                "apple\nbanana\napple\ncherry\nbanana\nbanana\n",
	"unsorted":                  "pear\napple\nzebra\nmango\napple\nkiwi\npear\n",
	"crlf":                      "apple\r\nbanana\r\napple\r\n",
	"bom":                       "\ufeffapple\nbanana\n",
	"bom and crlf":              "\ufeffApple\r\nbanana cherry\nbanana\ndon't\n\x00\n",
	"all upper":                 "AARDVARK\nABACUS\nAARDVARK\nABBEY\n",
	"title case":                "Apple\nBanana\nApple\nCherry\n",
	"upper then lower":          "NASA\nApple\napple\nbanana\nBanana\nNASA\n",
	"lower then upper":          "apple\nNASA\nbanana\nApple\n",
	"lower filtered then upper": "brr\nNASA\nApple\n",
	"upper, duplicate folded":   "APPLE\napple\nApple\n",
	"several per line":          " apple  banana\tcherry \r\nApple BANANA\n",
	"binary":                    "apple\n\x00\xff\nab\x01c\nbanana\n",
	"frequency":                 "the\t100\nof\t50\nbrr\t20\nx\t-1\ny\nThe 7\nof 3\n",
	"frequency upper":           "THE 100\nOF 50\nthe 3\n",
	"long words":                strings.Repeat("q", 254) + "\n" + strings.Repeat("q", 255) + "\n" + strings.Repeat("r", 300) + "\n" + strings.Repeat("q", 255) + "\n" + strings.Repeat("r", 300) + "\napple\n",
	"long words upper":          strings.Repeat("Q", 300) + "\n" + strings.Repeat("q", 300) + "\n" + strings.Repeat("R", 255) + "\nAPPLE\n",
	"long line":                 "apple\n" + strings.Repeat("x", MaxLine+1) + "\ncherry\n",
	"MaxLine line":              "apple\n" + strings.Repeat("x", MaxLine) + "\ncherry\n",
	"MaxLine line with CRLF":    "apple\r\n" + strings.Repeat("x", MaxLine) + "\r\ncherry\r\n",
	"long last line":            "apple\n" + strings.Repeat("x", MaxLine+1),
	"MaxLine last line":         "apple\n" + strings.Repeat("X", MaxLine),
	"long line of words":        strings.Repeat("ab ", MaxLine) + "\nab\n",
}

// readInPlaceCopy reads a copy of input in place, and checks the list.
func readInPlaceCopy(t testing.TB, input []byte, opts Options) (*List, error) {
	t.Helper()
	l, err := readInPlace(bytes.Clone(input), nil, "t", "t.txt", opts)
	if err == nil {
		checkList(t, l)
	}
	return l, err
}

// checkInPlace checks that reading input in place gives the list, or the
// error, that Read gives.
func checkInPlace(t *testing.T, input []byte, opts Options) {
	t.Helper()
	want, werr := Read(bytes.NewReader(input), "t", "t.txt", opts)
	l, err := readInPlaceCopy(t, input, opts)
	if werr != nil || err != nil {
		if fmt.Sprint(err) != fmt.Sprint(werr) {
			t.Errorf("readInPlace(%s): error %v; Read gives %v", clipQuote(input), err, werr)
		}
		return
	}
	if !sameList(l, want) {
		t.Errorf("readInPlace(%s, %+v): %s, words %s\nwant %s, words %s", clipQuote(input), opts,
			summary(l), clipWords(words(l)), summary(want), clipWords(words(want)))
	}
}

func TestReadInPlace(t *testing.T) {
	for name, input := range inPlaceInputs {
		t.Run(name, func(t *testing.T) {
			compareRef(t, []byte(input), DefaultOptions)
			for _, opts := range []Options{DefaultOptions, {}, {MinCount: 10, RequireVowel: true}} {
				checkInPlace(t, []byte(input), opts)
			}
		})
	}
}

func TestReadInPlaceMatchesRead(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		checkInPlace(t, randomList(r), randomOptions(r))
		if t.Failed() {
			break
		}
	}
}

func FuzzInPlace(f *testing.F) {
	for _, input := range inPlaceInputs {
		if len(input) < 1000 {
			f.Add([]byte(input), int64(-1), false)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte, minCount int64, requireVowel bool) {
		checkInPlace(t, data, Options{MinCount: minCount, RequireVowel: requireVowel})
	})
}

// TestLoadFile loads files, read whole into memory, and checks that each
// gives the list that Read gives, and that the file is left as it was.
func TestLoadFile(t *testing.T) {
	dir := t.TempDir()
	r := rand.New(rand.NewPCG(5, 6))
	inputs := make(map[string]string)
	for name, input := range inPlaceInputs {
		inputs[name] = input
	}
	for i := range 200 {
		inputs["random "+letters(i)] = string(randomList(r))
	}
	i := 0
	for name, input := range inputs {
		i++
		path := filepath.Join(dir, letters(i)+".txt")
		if err := os.WriteFile(path, []byte(input), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, opts := range []Options{DefaultOptions, {MinCount: 3, RequireVowel: true}} {
			want, err := Read(strings.NewReader(input), "x", path, opts)
			if err != nil {
				t.Fatal(err)
			}
			l, err := Source{"x", path}.Load(nil, opts)
			if err != nil {
				t.Fatal(err)
			}
			checkList(t, l)
			if !sameList(l, want) {
				t.Errorf("%s: Load: %s, words %s\nwant %s, words %s", name, summary(l), clipWords(words(l)), summary(want), clipWords(words(want)))
			}
			if (l.Words.mem != nil) != (l.Words.Len() > 0) {
				t.Errorf("%s: %d words, input kept %t; want the input kept just when there are words", name, l.Words.Len(), l.Words.mem != nil)
			}
			// With a Fit, the file is mapped: the same list, fitted.
			fit := &Fit{MinLen: 3, MaxLetters: 4, Banned: bitset.Letter('c'), Watch: bitset.Letter('a')}
			want, werr := fitRefAt(t, []byte(input), opts, fit, path)
			opts.Fit = fit
			l, err = Source{"x", path}.Load(nil, opts)
			if (err != nil) != (werr != nil) {
				t.Fatalf("%s with a Fit: error %v; want %v", name, err, werr)
			}
			if err == nil && fitted(l) != fitted(want) {
				t.Errorf("%s: Load with a Fit: %s\nwant %s", name, fitted(l), fitted(want))
			}
		}
		if data, err := os.ReadFile(path); err != nil || string(data) != input {
			t.Errorf("%s: the file changed: %v", name, err)
		}
	}
}

// TestLoadFileLifetime checks that the words of a file read whole stay
// readable, and the file unchanged, as lists come and go.
func TestLoadFileLifetime(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "upper.txt")
	const text = "APPLE\nBANANA\nCHERRY\nAPPLE\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	var kept []*Words
	for i := range 50 {
		l, err := Source{"x", path}.Load(nil, DefaultOptions)
		if err != nil {
			t.Fatal(err)
		}
		if i%10 == 0 {
			kept = append(kept, &l.Words)
		}
		runtime.GC()
	}
	for range 3 {
		runtime.GC()
	}
	for _, w := range kept {
		if got := strings.Join([]string{w.Word(0), w.Word(1), w.Word(2)}, " "); w.Len() != 3 || got != "apple banana cherry" {
			t.Errorf("%d words %q, want apple banana cherry", w.Len(), got)
		}
	}
	if data, err := os.ReadFile(path); err != nil || string(data) != text {
		t.Errorf("the file changed to %q: %v", data, err)
	}
}

func BenchmarkLoadEnable1(b *testing.B) {
	fi, err := os.Stat(enable1)
	if err != nil {
		b.Skip(err)
	}
	b.SetBytes(fi.Size())
	src := Source{"enable1", enable1}
	for b.Loop() {
		if _, err := src.Load(nil, DefaultOptions); err != nil {
			b.Fatal(err)
		}
	}
}

// TestLoadFileChanged truncates and extends a file while Load reads it,
// at the moment it knows the file's size, and checks that each is an
// error that names the file, not a crash (as a truncated mapping was:
// SIGBUS) nor a list of part of the file.
func TestLoadFileChanged(t *testing.T) {
	path := filepath.Join(t.TempDir(), "changing.txt")
	text := strings.Repeat("apple\nbanana\ncherry\n", 1<<16)
	defer func() { testHookStat = nil }()
	for _, tt := range []struct {
		name   string
		change func() error
		how    string
	}{
		{"truncated", func() error { return os.Truncate(path, int64(len(text)/3)) }, "shrank"},
		{"emptied", func() error { return os.Truncate(path, 0) }, "shrank"},
		{"extended", func() error {
			f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
			if err != nil {
				return err
			}
			f.WriteString("date\n")
			return f.Close()
		}, "grew"},
	} {
		for _, fit := range []*Fit{nil, {MinLen: 4, MaxLetters: 7}} {
			if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			testHookStat = func(string) {
				if err := tt.change(); err != nil {
					t.Fatal(err)
				}
			}
			opts := DefaultOptions
			opts.Fit = fit
			l, err := Source{"x", path}.Load(nil, opts)
			var ce *ChangedError
			if !errors.As(err, &ce) || ce.Path != path || !strings.HasPrefix(err.Error(), path+": ") || !strings.Contains(err.Error(), tt.how) {
				t.Errorf("%s, fit %v: list %v, error %v; want a *ChangedError naming %s, saying it %s", tt.name, fit, l, err, path, tt.how)
			}
		}
	}
}

// BenchmarkLoadFitEnable1 is BenchmarkLoadEnable1 with rank's Fit for
// the no-s variant: words of 4 letters or more, at most 7 distinct
// letters, none an S.
func BenchmarkLoadFitEnable1(b *testing.B) {
	fi, err := os.Stat(enable1)
	if err != nil {
		b.Skip(err)
	}
	b.SetBytes(fi.Size())
	src := Source{"enable1", enable1}
	opts := DefaultOptions
	opts.Fit = &Fit{MinLen: 4, MaxLetters: 7, Banned: bitset.Letter('s')}
	for b.Loop() {
		if _, err := src.Load(nil, opts); err != nil {
			b.Fatal(err)
		}
	}
}

// TestLoadWhileReplaced rewrites a file over and over, as "cp a.txt
// w.txt" does (truncate, then write), while Load reads it with a Fit, as
// rank does: issue 21's fault 2, where a truncation under the mapped
// file's second reader ended the process with SIGBUS. Each read must give
// the whole list, a list of what the file held at that moment (fewer
// lines), or a *ChangedError; never crash.
func TestLoadWhileReplaced(t *testing.T) {
	var b []byte
	for i := range 300000 { // sorted: read by readSorted
		b = fmt.Appendf(b, "w%s\n", letters(i*7+1000))
	}
	data := sortedLines(b)
	path := filepath.Join(t.TempDir(), "w.txt")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	fit := &Fit{MinLen: 4, MaxLetters: 7}
	want, err := fitRef(t, data, DefaultOptions, fit)
	if err != nil {
		t.Fatal(err)
	}
	loadWhile(t, path, fit, func() {
		os.WriteFile(path, data, 0o644)
	}, func(l *List) bool {
		return l.Lines < want.Lines || fitted(l) == fitted(want)
	})
}

// TestLoadWhileEdited writes into a file in place, small writes that
// turn lines of one word into lines of two and back, while Load reads it
// with a Fit: issue 21's fault 3, where the mapped file changed between
// the passes of readBulk, which panicked ("index out of range") or gave
// a list of data that had changed. Each read must give the list of one
// of the two versions or a *ChangedError; never panic.
func TestLoadWhileEdited(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 3))
	var b []byte
	for len(b) < 400<<10 { // in random order, and large: read by readBulk
		b = fmt.Appendf(b, "%s\n", letters(r.IntN(1<<24)))
	}
	const at, n = 8192, 600 // a run of lines within one page
	one, two := bytes.Repeat([]byte("abcde\n"), n), bytes.Repeat([]byte("ab\nde\n"), n)
	dataOne := append(append(bytes.Clone(b[:at]), one...), b[at:]...)
	dataTwo := append(append(bytes.Clone(b[:at]), two...), b[at:]...)
	path := filepath.Join(t.TempDir(), "w.txt")
	if err := os.WriteFile(path, dataOne, 0o644); err != nil {
		t.Fatal(err)
	}
	fit := &Fit{MinLen: 2, MaxLetters: 7}
	var wants []string
	for _, data := range [][]byte{dataOne, dataTwo} {
		l, err := fitRef(t, data, DefaultOptions, fit)
		if err != nil {
			t.Fatal(err)
		}
		wants = append(wants, fitted(l))
	}
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	i := 0
	loadWhile(t, path, fit, func() {
		i++
		f.WriteAt([][]byte{one, two}[i%2], at)
	}, func(l *List) bool {
		got := fitted(l)
		return got == wants[0] || got == wants[1]
	})
}

// loadWhile loads path with fit 20 times while change runs in a loop,
// and checks that each load gives a list that ok accepts or a
// *ChangedError.
func loadWhile(t *testing.T, path string, fit *Fit, change func(), ok func(*List) bool) {
	t.Helper()
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			select {
			case <-stop:
				return
			default:
				change()
			}
		}
	}()
	defer func() {
		close(stop)
		<-done
	}()
	opts := DefaultOptions
	opts.Fit = fit
	changes := 0
	for i := range 20 {
		l, err := Source{"w", path}.Load(nil, opts)
		var ce *ChangedError
		switch {
		case errors.As(err, &ce):
			changes++
		case err != nil:
			t.Fatalf("load %d: %v; want a list or a *ChangedError", i, err)
		case !ok(l):
			t.Fatalf("load %d: a list of data that changed: %d lines, %d entries, %d words", i, l.Lines, l.Entries, l.Words.Len())
		}
	}
	t.Logf("%d of 20 loads saw the file change", changes)
}

// sortedLines returns the lines of b sorted.
func sortedLines(b []byte) []byte {
	lines := bytes.SplitAfter(b, []byte("\n"))
	slices.SortFunc(lines, bytes.Compare)
	return bytes.Join(lines, nil)
}
