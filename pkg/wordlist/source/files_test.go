package source

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/internal/testlists"
	"github.com/beebatch/beebatch/pkg/lang"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// scanAll scans f to the end and returns the names of the lists, their
// word counts and the warnings.
func scanAll(t *testing.T, f *Files) (names []string, words []int, warnings []string) {
	t.Helper()
	var prev *wordlist.List
	for f.Scan(context.Background()) {
		if prev != nil && !f.Keep && prev.Words.Len() != 0 {
			t.Errorf("%s was not released when Scan moved past it", prev.Name)
		}
		l := f.List()
		if got := f.Index(); f.srcs[got].Name != l.Name {
			t.Errorf("Index %d names %s; wordlist.List is %s", got, f.srcs[got].Name, l.Name)
		}
		names = append(names, l.Name)
		words = append(words, l.Words.Len())
		warnings = append(warnings, errorStrings(f.Warnings())...)
		prev = l
	}
	warnings = append(warnings, errorStrings(f.Warnings())...)
	return names, words, warnings
}

// tempFiles writes files into a new directory and returns a function
// that gives the path of a name in it.
func tempFiles(t *testing.T, files map[string]string) func(string) string {
	t.Helper()
	dir := t.TempDir()
	writeFiles(t, dir, files)
	return func(name string) string { return filepath.Join(dir, name) }
}

// TestFilesSameContent reads a list given twice, as a gzip copy and on
// standard input, once, with a warning for each, and keeps a list of
// the same words in another order.
func TestFilesSameContent(t *testing.T) {
	const text = "apple\nbanana\n"
	p := tempFiles(t, map[string]string{
		"a.txt": text, "b.txt.gz": string(testenv.Gzip(t, text)),
		"c.txt": text + "cherry\n", "d.txt": "banana\napple\n",
	})
	for _, ahead := range []int{0, 1, 3} {
		for _, keep := range []bool{false, true} {
			f := &Files{Specs: []string{p("a.txt"), p("b.txt.gz"), p("c.txt"), "-", p("d.txt")},
				Stdin: strings.NewReader(text), Options: wordlist.DefaultOptions, Ahead: ahead, Keep: keep}
			names, words, warnings := scanAll(t, f)
			if err := f.Err(); err != nil {
				t.Fatal(err)
			}
			if want := []string{"a", "c", "d"}; !slices.Equal(names, want) || !slices.Equal(words, []int{2, 3, 2}) {
				t.Errorf("ahead %d, keep %v: read %q %v, want %q [2 3 2]", ahead, keep, names, words, want)
			}
			want := []string{
				p("b.txt.gz") + ": the same content as " + p("a.txt") + "; read once, as a",
				"-: the same content as " + p("a.txt") + "; read once, as a",
			}
			if !slices.Equal(warnings, want) {
				t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(warnings, "\n"), strings.Join(want, "\n"))
			}
		}
	}
}

// TestFilesSameName reads two lists of one name, such as words.txt and
// words.txt.gz, once if they hold the same words, and stops at the second
// if they do not.
func TestFilesSameName(t *testing.T) {
	const text = "apple\nbanana\n"
	p := tempFiles(t, map[string]string{
		"words.txt": text, "words.txt.gz": string(testenv.Gzip(t, text)),
		"other/words.txt": "cherry\n", "c.txt": "date\n",
	})
	f := &Files{Specs: []string{p("words.txt"), p("c.txt"), p("words.txt.gz")}, Options: wordlist.DefaultOptions}
	names, _, warnings := scanAll(t, f)
	want := []string{p("words.txt.gz") + ": the same content as " + p("words.txt") + "; read once, as words"}
	if err := f.Err(); err != nil || !slices.Equal(names, []string{"words", "c"}) || !slices.Equal(warnings, want) {
		t.Errorf("read %q, %v, warnings %q; want [words c], no error and %q", names, err, warnings, want)
	}

	f = &Files{Specs: []string{p("words.txt"), p("c.txt"), p("other/words.txt")}, Options: wordlist.DefaultOptions}
	names, _, _ = scanAll(t, f)
	wantErr := "two lists are named words (" + p("words.txt") + ", " + p("other/words.txt") + ") and hold different words: give one a name with NAME=PATH"
	if err := f.Err(); err == nil || err.Error() != wantErr || !slices.Equal(names, []string{"words", "c"}) {
		t.Errorf("read %q, %v; want [words c] and %q", names, err, wantErr)
	}
}

// TestFilesDistinct refuses each way of giving one list twice.
func TestFilesDistinct(t *testing.T) {
	const text = "apple\nbanana\n"
	p := tempFiles(t, map[string]string{"a.txt": text, "b.txt.gz": string(testenv.Gzip(t, text)), "c.txt": "cherry\n"})
	if err := os.Symlink(p("a.txt"), p("link.txt")); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		specs []string
		want  string
		how   string
	}{
		{[]string{p("a.txt"), p("c.txt"), p("link.txt")}, p("link.txt") + ": the same file as " + p("a.txt"), SameFile},
		{[]string{p("a.txt"), p("b.txt.gz")}, p("b.txt.gz") + ": the same content as " + p("a.txt"), SameContent},
		{[]string{p("c.txt"), "-"}, "-: the same content as " + p("c.txt"), SameContent},
	}
	for _, tt := range tests {
		f := &Files{Specs: tt.specs, Stdin: strings.NewReader("cherry\n"), Options: wordlist.DefaultOptions, Distinct: true}
		scanAll(t, f)
		var se *SameListError
		if err := f.Err(); !errors.As(err, &se) || err.Error() != tt.want || se.How != tt.how {
			t.Errorf("%q: %v; want %q (%s)", tt.specs, err, tt.want, tt.how)
		}
	}
}

// TestFilesStdinByPath reads standard input named as "-" and by a path to
// the same pipe once, and refuses the pair when lists must be distinct.
func TestFilesStdinByPath(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	go func() {
		fmt.Fprint(w, "apple\nbanana\n")
		w.Close()
	}()
	byPath := fmt.Sprintf("/proc/self/fd/%d", r.Fd())
	if _, err := os.Stat(byPath); err != nil {
		t.Skipf("no %s here: %v", byPath, err)
	}
	f := &Files{Specs: []string{"a=-", "b=" + byPath}, Stdin: r, Options: wordlist.DefaultOptions}
	names, words, warnings := scanAll(t, f)
	if f.Err() != nil || !slices.Equal(names, []string{"a"}) || !slices.Equal(words, []int{2}) {
		t.Errorf("read %q %v, %v; want a alone, with its 2 words", names, words, f.Err())
	}
	want := byPath + ": the same file as - (standard input); read once, as a"
	if !slices.Equal(warnings, []string{want}) {
		t.Errorf("warnings %q; want %q", warnings, want)
	}
	f = &Files{Specs: []string{"a=-", "b=" + byPath}, Stdin: r, Options: wordlist.DefaultOptions, Distinct: true}
	if _, err := f.Sources(); err == nil || err.Error() != "- and "+byPath+" both read standard input" {
		t.Errorf("distinct: %v", err)
	}
}

// TestFilesLookup names a list by a name that Lookup knows, which an
// existing file of that name overrides.
func TestFilesLookup(t *testing.T) {
	p := tempFiles(t, map[string]string{"known.txt": "apple\n"})
	lookup := func(name string) (string, bool, error) {
		switch name {
		case "known":
			return p("known.txt"), true, nil
		case "broken":
			return "", false, errors.New("broken: not fetched")
		}
		return "", false, nil
	}
	f := &Files{Specs: []string{"known"}, Lookup: lookup, Options: wordlist.DefaultOptions}
	srcs, err := f.Sources()
	if err != nil || !slices.Equal(srcs, []wordlist.Source{{Name: "known", Path: p("known.txt")}}) {
		t.Errorf("Sources = %v, %v", srcs, err)
	}
	f = &Files{Specs: []string{"broken"}, Lookup: lookup}
	if _, err := f.Sources(); err == nil || err.Error() != "broken: not fetched" {
		t.Errorf("broken: %v", err)
	}
	f = &Files{Specs: []string{"unknown"}, Lookup: lookup}
	if _, err := f.Sources(); err == nil || !strings.Contains(err.Error(), `"unknown": no such file or directory`) {
		t.Errorf("unknown: %v", err)
	}
	t.Chdir(filepath.Dir(p("known.txt")))
	if err := os.WriteFile("known", []byte("pear\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f = &Files{Specs: []string{"known"}, Lookup: lookup}
	if srcs, err := f.Sources(); err != nil || !slices.Equal(srcs, []wordlist.Source{{Name: "known", Path: "known"}}) {
		t.Errorf("with a file named known: %v, %v", srcs, err)
	}
}

// TestFilesStops stops at a list that cannot be read, and at once when the
// context is cancelled while a list waits on a pipe that never ends.
func TestFilesStops(t *testing.T) {
	p := tempFiles(t, map[string]string{"a.txt": "apple\n", "big.txt": strings.Repeat("pear\n", 100)})
	f := &Files{Specs: []string{p("a.txt"), p("big.txt")}, Options: wordlist.Options{MinCount: -1, MaxBytes: 100}}
	names, _, _ := scanAll(t, f)
	var le *wordlist.LimitError
	if !slices.Equal(names, []string{"a"}) || !errors.As(f.Err(), &le) || le.Path != p("big.txt") {
		t.Errorf("read %q, %v; want a, then a *wordlist.LimitError for big.txt", names, f.Err())
	}

	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	ctx, cancel := context.WithCancel(context.Background())
	f = &Files{Specs: []string{p("a.txt"), "-"}, Stdin: r, Options: wordlist.DefaultOptions}
	if !f.Scan(ctx) {
		t.Fatalf("first list: %v", f.Err())
	}
	time.AfterFunc(20*time.Millisecond, cancel)
	if f.Scan(ctx) || !errors.Is(f.Err(), context.Canceled) {
		t.Errorf("Scan on a pipe that never ends, cancelled: %v", f.Err())
	}
}

// TestFilesMinCount warns once about --min-count on a list that is not a
// frequency list.
func TestFilesMinCount(t *testing.T) {
	p := tempFiles(t, map[string]string{"a.txt": "apple\n", "f.txt": "apple 5\n"})
	f := &Files{Specs: []string{p("a.txt"), p("f.txt")}, Options: wordlist.Options{MinCount: 1, MaxBytes: wordlist.DefaultMaxBytes}}
	_, _, warnings := scanAll(t, f)
	want := p("a.txt") + ": not a frequency list, so --min-count does not apply to it"
	if !slices.Equal(warnings, []string{want}) {
		t.Errorf("warnings %q; want %q", warnings, want)
	}
}

// TestFilesOtherLanguage warns of a list read as English of which at
// least 10 entries, and more than 5%, were skipped for letters outside
// a-z: a list of another language, which --lang reads.
func TestFilesOtherLanguage(t *testing.T) {
	french := strings.Repeat("café\nnaïve\nchien\n", 5)                      // 10 of 15
	english := strings.Repeat("apple\n", 190) + strings.Repeat("café\n", 10) // 10 of 200
	p := tempFiles(t, map[string]string{"fr.txt": french, "en.txt": english, "few.txt": "café\nnaïve\n"})
	fr, _ := lang.Lookup("fr")
	for _, tt := range []struct {
		spec string
		lang bool
		want []string
	}{
		{p("fr.txt"), false, []string{p("fr.txt") + ": 66% of its entries (10 of 15) hold letters outside a-z, skipped as non-alpha; " +
			"if it is a list of another language, give --lang, such as --lang fr"}},
		{p("fr.txt"), true, nil},
		{p("en.txt"), false, nil},  // 5% is not more than 5%
		{p("few.txt"), false, nil}, // fewer than 10
	} {
		opts := wordlist.DefaultOptions
		if tt.lang {
			opts.Lang = &fr
		}
		_, _, warnings := scanAll(t, &Files{Specs: []string{tt.spec}, Options: opts})
		if !slices.Equal(warnings, tt.want) {
			t.Errorf("%s, lang %v: warnings %q; want %q", filepath.Base(tt.spec), tt.lang, warnings, tt.want)
		}
	}
}

// TestFilesGzipEnable1 reads enable1 and a gzip copy of it, two lists
// named enable1 of the same words: once, as docs/README.md promises.
func TestFilesGzipEnable1(t *testing.T) {
	enable1 := testlists.Need(t, "enable1")
	data, err := os.ReadFile(enable1)
	if err != nil {
		t.Fatal(err)
	}
	// Compressed at gzip's best speed, which takes a fifth of the time
	// of its default level: the content is what matters, not the level.
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
	f := &Files{Specs: []string{enable1, path}, Options: wordlist.DefaultOptions}
	names, _, warnings := scanAll(t, f)
	if err := f.Err(); err != nil || !slices.Equal(names, []string{"enable1"}) || len(warnings) != 1 ||
		warnings[0] != path+": the same content as "+enable1+"; read once, as enable1" {
		t.Errorf("enable1.txt and enable1.txt.gz: read %q, %v, warnings %q; want enable1 once, with a warning", names, err, warnings)
	}
}
