package wordlist

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/internal/testlists"
	"github.com/beebatch/beebatch/pkg/bitset"
)

func TestLoad(t *testing.T) {
	const text = "\ufeffApple\r\nbanana cherry\nbanana\ndon't\n\x00\n" // one of each sort of skip but too-long
	want, err := Read(strings.NewReader(text), "x", "x.txt", DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	gz := testenv.Gzip(t, text)
	dir := t.TempDir()
	p := func(name string) string { return filepath.Join(dir, name) }
	files := map[string][]byte{
		"plain.txt":    []byte(text),
		"plain.txt.gz": gz,
		"gz.txt":       gz,             // gzip is known by its magic, not its name
		"fake.gz":      []byte(text),   // and a .gz name does not make gzip
		"one":          []byte("a"),    // too short to peek two bytes
		"empty":        nil,            // nothing to peek
		"magic":        {0x1f, 0x8b},   // a gzip header cut short
		"corrupt.gz":   gz[:len(gz)-6], // gzip without its full trailer
	}
	for name, data := range files {
		if err := os.WriteFile(p(name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}

	tests := []struct {
		name  string
		src   Source
		stdin string
		want  *List // nil for an error
		err   string
	}{
		{name: "plain", src: Source{"x", p("plain.txt")}, want: want},
		{name: "gzip", src: Source{"x", p("plain.txt.gz")}, want: want},
		{name: "gzip without .gz", src: Source{"x", p("gz.txt")}, want: want},
		{name: "plain with .gz", src: Source{"x", p("fake.gz")}, want: want},
		{name: "stdin", src: Source{"stdin", "-"}, stdin: text, want: want},
		{name: "gzip on stdin", src: Source{"stdin", "-"}, stdin: string(gz), want: want},
		{name: "one byte", src: Source{"x", p("one")}, want: &List{Lines: 1, Entries: 1}},
		{name: "empty", src: Source{"x", p("empty")}, want: &List{}},
		{name: "missing", src: Source{"x", p("nope.txt")}, err: "open " + p("nope.txt") + ": no such file or directory"},
		{name: "truncated gzip header", src: Source{"x", p("magic")}, err: p("magic") + ": corrupt or truncated gzip data: unexpected EOF"},
		{name: "truncated gzip", src: Source{"x", p("corrupt.gz")}, err: p("corrupt.gz") + ": corrupt or truncated gzip data: unexpected EOF"},
		{name: "directory", src: Source{"x", dir}, err: dir + ": is a directory"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, err := tt.src.Load(strings.NewReader(tt.stdin), DefaultOptions)
			if tt.want == nil {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Errorf("Load = %v; want an error holding %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			checkList(t, l)
			if l.Name != tt.src.Name || l.Path != tt.src.Path {
				t.Errorf("list is named %q at %q, want %q at %q", l.Name, l.Path, tt.src.Name, tt.src.Path)
			}
			if tt.want != want {
				if l.Lines != tt.want.Lines || l.Entries != tt.want.Entries {
					t.Errorf("%s, want lines %d entries %d", summary(l), tt.want.Lines, tt.want.Entries)
				}
				return
			}
			// The warnings name the path; compare the rest.
			w := *want
			w.Warnings = nil
			for _, e := range want.Warnings {
				w.Warnings = append(w.Warnings, replacePath{e, "x.txt", tt.src.Path})
			}
			if !sameList(l, &w) {
				t.Errorf("%s, warnings %q\nwant %s, warnings %q", summary(l), errorStrings(l.Warnings), summary(&w), errorStrings(w.Warnings))
			}
		})
	}

	t.Run("no stdin", func(t *testing.T) {
		if _, err := (Source{"stdin", "-"}).Load(nil, DefaultOptions); err == nil {
			t.Error("Load of - with a nil stdin succeeded")
		}
	})
	t.Run("size hint", func(t *testing.T) {
		// A plain file is read through Read's size hint, so the words'
		// storage is allocated once at the size of the file.
		l, err := Source{"x", p("plain.txt")}.Load(nil, DefaultOptions)
		if err != nil {
			t.Fatal(err)
		}
		if c := cap(l.Words.text); c != len(text) {
			t.Errorf("words stored in a buffer of %d bytes, want %d, the size of the file", c, len(text))
		}
	})
}

// replacePath is an error whose message has old replaced by new.
type replacePath struct {
	err      error
	old, new string
}

func (e replacePath) Error() string { return strings.Replace(e.err.Error(), e.old, e.new, 1) }

func TestLoadGzipEnable1(t *testing.T) {
	data, err := os.ReadFile(testlists.Need(t, "enable1"))
	if err != nil {
		t.Fatal(err)
	}
	// Compressed at gzip's best speed, which takes a fifth of the time
	// of its default level: the reader takes off any level the same way.
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestSpeed)
	zw.Write(data)
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "enable1.txt.gz")
	if err := os.WriteFile(path, gz.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	plain, err := Source{"enable1", enable1}.Load(nil, DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	l, err := Source{"gz", path}.Load(nil, DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	checkList(t, l)
	if !sameList(plain, l) || plain.Name != "enable1" || l.Name != "gz" {
		t.Errorf("%s: %s; %s: %s", plain.Name, summary(plain), l.Name, summary(l))
	}
}

// TestLoadFile loads files, with and without a Fit, and checks that each
// gives the list that Read gives, and that the file is left as it was:
// the edge inputs and 60 random lists by default, 30 under -race, 200
// with BEEBATCH_FULL_TESTS=1.
func TestLoadFile(t *testing.T) {
	dir := t.TempDir()
	r := rand.New(rand.NewPCG(5, 6))
	inputs := make(map[string]string)
	for name, input := range edgeInputs {
		inputs[name] = input
	}
	for i := range testenv.Cases(60, 200) {
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
			// With a Fit: the same list, fitted (fitRefAt's brute force,
			// applied to the list just read without one).
			fit := &Fit{MinLen: 3, MaxLetters: 4, Banned: bitset.Letter('c'), Watch: bitset.Letter('a')}
			want = fitList(want, fit)
			opts.Fit = fit
			l, err = Source{"x", path}.Load(nil, opts)
			if err != nil {
				t.Fatalf("%s with a Fit: %v; want the list read without one, fitted", name, err)
			}
			if fitted(l) != fitted(want) {
				t.Errorf("%s: Load with a Fit: %s\nwant %s", name, fitted(l), fitted(want))
			}
		}
		if data, err := os.ReadFile(path); err != nil || string(data) != input {
			t.Errorf("%s: the file changed: %v", name, err)
		}
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
// error that names the file, not a list of part of the file.
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
		// The same size: told by the modification time, which the
		// file's is an hour before (a write in the same tick of the
		// clock as the file's making could keep it).
		{"written in place", func() error {
			f, err := os.OpenFile(path, os.O_WRONLY, 0)
			if err != nil {
				return err
			}
			f.WriteAt([]byte("APPLE"), 0)
			return f.Close()
		}, "was written to"},
	} {
		for _, fit := range []*Fit{nil, {MinLen: 4, MaxLetters: 7}} {
			if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			hour := time.Now().Add(-time.Hour)
			if err := os.Chtimes(path, hour, hour); err != nil {
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
// rank does (issue 21's fault 2, a SIGBUS when lists were mapped). Each
// read must give the whole list, a list of what the file held at that
// moment (fewer lines), or a *ChangedError.
func TestLoadWhileReplaced(t *testing.T) {
	// 300,000 distinct words in 2 MiB, sorted as they are made (sorting
	// them took most of the test's time): w, then i*7 in base 26 in five
	// digits a-z, the most significant first.
	var data []byte
	for i := range 300000 {
		data = append(data, 'w')
		for d := 26 * 26 * 26 * 26; d > 0; d /= 26 {
			data = append(data, byte('a'+i*7/d%26))
		}
		data = append(data, '\n')
	}
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
// with a Fit (issue 21's fault 3, a panic or a list of data that had
// changed when lists were mapped). Each read must give the list of one of
// the two versions or a *ChangedError.
func TestLoadWhileEdited(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 3))
	var b []byte
	for len(b) < 400<<10 { // in random order, and large
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
	// The lists of the two versions, made when a load first gives a
	// list: most loads see the file change, for the writer never pauses.
	wants := sync.OnceValue(func() []string {
		var wants []string
		for _, data := range [][]byte{dataOne, dataTwo} {
			l, err := fitRef(t, data, DefaultOptions, fit)
			if err != nil {
				t.Fatal(err)
			}
			wants = append(wants, fitted(l))
		}
		return wants
	})
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
		return got == wants()[0] || got == wants()[1]
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
