package source

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// writeFiles creates files under dir, relative path to content; a path
// ending in "/" is a directory.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		path := filepath.Join(dir, name)
		if strings.HasSuffix(name, "/") {
			if err := os.MkdirAll(path, 0o755); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestSources(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"enable1.txt.gz":     "",
		"american-english":   "",
		"count_1w_100k.txt":  "",
		"my list (v2).txt":   "",
		"a=b.txt":            "",
		"lists/b.txt":        "",
		"lists/a.txt":        "",
		"lists/.hidden":      "",
		"lists/sub/c.txt":    "",
		"lists/sub2/":        "",
		"empty/":             "",
		"hidden-only/.x.txt": "",
		"hidden-only/sub/":   "",
		"dup1/words.txt":     "",
		"dup2/words.txt.gz":  "",
		".txt":               "",
	})
	if err := os.Symlink(filepath.Join(dir, "american-english"), filepath.Join(dir, "lists", "link")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(dir, "lists", "sub"), filepath.Join(dir, "lists", "linkdir")); err != nil {
		t.Fatal(err)
	}
	p := func(name string) string { return filepath.Join(dir, name) }

	tests := []struct {
		name  string
		specs []string
		want  []wordlist.Source // nil when an error is wanted
		err   string            // what the error must hold
		warn  []string          // the warnings, exactly
	}{
		{name: "default names", specs: []string{p("enable1.txt.gz"), p("american-english"), p("count_1w_100k.txt"), p("my list (v2).txt")},
			want: []wordlist.Source{{Name: "enable1", Path: p("enable1.txt.gz")}, {Name: "american-english", Path: p("american-english")},
				{Name: "count_1w_100k", Path: p("count_1w_100k.txt")}, {Name: "my_list__v2_", Path: p("my list (v2).txt")}}},
		{name: "a name that would be empty keeps its extension", specs: []string{p(".txt")},
			want: []wordlist.Source{{Name: ".txt", Path: p(".txt")}}},
		{name: "none", specs: nil, want: nil},
		{name: "directory", specs: []string{p("lists")},
			want: []wordlist.Source{{Name: "a", Path: p("lists/a.txt")}, {Name: "b", Path: p("lists/b.txt")}, {Name: "link", Path: p("lists/link")}},
			warn: []string{
				p("lists/linkdir") + ": skipped: a directory; only the files directly in " + p("lists") + " are read",
				p("lists/sub") + ": skipped: a directory; only the files directly in " + p("lists") + " are read",
				p("lists/sub2") + ": skipped: a directory; only the files directly in " + p("lists") + " are read",
			}},
		{name: "stdin", specs: []string{"-"}, want: []wordlist.Source{{Name: "stdin", Path: "-"}}},
		{name: "stdin named", specs: []string{"mine=-", p("enable1.txt.gz")},
			want: []wordlist.Source{{Name: "mine", Path: "-"}, {Name: "enable1", Path: p("enable1.txt.gz")}}},
		{name: "stdin twice", specs: []string{"-", "x=-"}, err: `"x=-": standard input is already read as "-"; expected it at most once`},
		{name: "NAME=PATH", specs: []string{"ENABLE_1.v2-x=" + p("enable1.txt.gz")},
			want: []wordlist.Source{{Name: "ENABLE_1.v2-x", Path: p("enable1.txt.gz")}}},
		{name: "split at the first '='", specs: []string{"x=" + p("a=b.txt")},
			want: []wordlist.Source{{Name: "x", Path: p("a=b.txt")}}},
		{name: "an existing path with '=' is not split", specs: []string{p("a=b.txt")},
			want: []wordlist.Source{{Name: "a_b", Path: p("a=b.txt")}}},
		{name: "bad name", specs: []string{"my list=" + p("american-english")},
			err: `"my list=` + p("american-english") + `": list name "my list" must be made of A-Z, a-z, 0-9, '.', '_' and '-'`},
		{name: "empty name", specs: []string{"=" + p("american-english")},
			err: `"=` + p("american-english") + `": list name "" must be made of`},
		{name: "empty path", specs: []string{"x="}, err: `"x=": no path after '='; expected NAME=PATH`},
		{name: "empty spec", specs: []string{""}, err: "empty word list argument; expected"},
		{name: "missing path", specs: []string{p("nope.txt")},
			err: `"` + p("nope.txt") + `": no such file or directory; expected a word list file, a directory of them, - for standard input, or NAME=PATH`},
		{name: "missing path after NAME=", specs: []string{"x=" + p("nope.txt")},
			err: `"x=` + p("nope.txt") + `": no such file or directory; expected`},
		{name: "empty directory", specs: []string{p("empty")},
			err: p("empty") + ": directory holds no regular files; expected word lists in it"},
		{name: "directory of hidden files and subdirectories", specs: []string{p("hidden-only")},
			err:  p("hidden-only") + ": directory holds no regular files",
			warn: []string{p("hidden-only/sub") + ": skipped: a directory; only the files directly in " + p("hidden-only") + " are read"}},
		{name: "named directory", specs: []string{"x=" + p("lists")},
			err: `"x=` + p("lists") + `": ` + p("lists") + " is a directory, but NAME=PATH names a single list"},
		// Two lists of one name: Scan reads them once if they hold the
		// same words, and fails otherwise (TestFilesSameName).
		{name: "same name", specs: []string{p("dup1/words.txt"), p("dup2/words.txt.gz")},
			want: []wordlist.Source{{Name: "words", Path: p("dup1/words.txt")}, {Name: "words", Path: p("dup2/words.txt.gz")}}},
		{name: "same name given", specs: []string{"a=" + p("american-english"), p("lists")},
			want: []wordlist.Source{{Name: "a", Path: p("american-english")}, {Name: "a", Path: p("lists/a.txt")}, {Name: "b", Path: p("lists/b.txt")}},
			warn: []string{
				p("lists/linkdir") + ": skipped: a directory; only the files directly in " + p("lists") + " are read",
				p("lists/sub") + ": skipped: a directory; only the files directly in " + p("lists") + " are read",
				p("lists/sub2") + ": skipped: a directory; only the files directly in " + p("lists") + " are read",
				p("lists/link") + ": the same file as " + p("american-english") + "; read once, as a",
			}},
		{name: "same file twice", specs: []string{p("american-english"), p("american-english")},
			want: []wordlist.Source{{Name: "american-english", Path: p("american-english")}},
			warn: []string{p("american-english") + ": the same file as " + p("american-english") + "; read once, as american-english"}},
		{name: "same file by a link and a name", specs: []string{"x=" + p("american-english"), p("lists")},
			want: []wordlist.Source{{Name: "x", Path: p("american-english")}, {Name: "a", Path: p("lists/a.txt")}, {Name: "b", Path: p("lists/b.txt")}},
			warn: []string{
				p("lists/linkdir") + ": skipped: a directory; only the files directly in " + p("lists") + " are read",
				p("lists/sub") + ": skipped: a directory; only the files directly in " + p("lists") + " are read",
				p("lists/sub2") + ": skipped: a directory; only the files directly in " + p("lists") + " are read",
				p("lists/link") + ": the same file as " + p("american-english") + "; read once, as x",
			}},
		{name: "same name fixed by NAME=PATH", specs: []string{p("dup1/words.txt"), "w2=" + p("dup2/words.txt.gz")},
			want: []wordlist.Source{{Name: "words", Path: p("dup1/words.txt")}, {Name: "w2", Path: p("dup2/words.txt.gz")}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := &Files{Specs: tt.specs}
			got, err := f.Sources()
			if w := errorStrings(f.Warnings()); !slices.Equal(w, tt.warn) {
				t.Errorf("Sources(%q) warnings\n%s\nwant\n%s", tt.specs, strings.Join(w, "\n"), strings.Join(tt.warn, "\n"))
			}
			if again, aerr := f.Sources(); !slices.Equal(again, got) || aerr != err {
				t.Errorf("Sources(%q) again = %v, %v; first %v, %v", tt.specs, again, aerr, got, err)
			}
			switch {
			case tt.err != "":
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Errorf("Sources(%q) = %v, %v; want an error holding\n%s", tt.specs, got, err, tt.err)
				}
			case err != nil:
				t.Errorf("Sources(%q): %v", tt.specs, err)
			case !slices.Equal(got, tt.want):
				t.Errorf("Sources(%q)\n got %v\nwant %v", tt.specs, got, tt.want)
			}
		})
	}
}

func TestDefaultName(t *testing.T) {
	tests := []struct{ path, want string }{
		{"enable1.txt.gz", "enable1"},
		{"/usr/share/dict/american-english", "american-english"},
		{"count_1w_100k.txt", "count_1w_100k"},
		{"dir.d/words", "words"},
		{"x.tar.gz", "x"},
		{"words.gz", "words"},
		{"enable1.txt.bz2", "enable1"},
		{"enable1.txt.xz", "enable1"},
		{"enable1.txt.zst", "enable1"},
		{"enable1.zstd", "enable1"},
		{"a.b.c", "a.b"},
		{"words.", "words"},
		{"café.txt", "caf_"},
		{"my list.txt", "my_list"},
		{".txt", ".txt"},
		{".gz", ".gz"},
		{"/", "_"},
	}
	for _, tt := range tests {
		if got := defaultName(tt.path); got != tt.want {
			t.Errorf("defaultName(%q) = %q, want %q", tt.path, got, tt.want)
		}
	}
}

// TestDirectoryEntries checks that every sort of entry in a directory that
// is not a word list is skipped with a warning naming it, without opening
// it, so that nothing hangs.
func TestDirectoryEntries(t *testing.T) {
	dir := t.TempDir()
	p := func(name string) string { return filepath.Join(dir, name) }
	writeFiles(t, dir, map[string]string{"good.txt": "apple\n", "sub/inner.txt": "banana\n", ".hidden": ""})
	for _, l := range [][2]string{
		{"self", "self"},           // a link to itself
		{"loop-b", "loop-a"},       // two links to each other
		{"loop-a", "loop-b"},       // ...
		{"nowhere", "no-such"},     // a broken link
		{"null", "/dev/null"},      // a device
		{"subdir-link", "sub"},     // a link to a directory
		{"link.txt", "good.txt"},   // a link to a file already read
		{"zz-dup.txt", "good.txt"}, // and another
	} {
		if err := os.Symlink(l[1], p(l[0])); err != nil {
			t.Fatal(err)
		}
	}
	if err := syscall.Mkfifo(p("fifo"), 0o644); err != nil {
		t.Fatal(err)
	}
	srcs, warnings, err := resolveSpecs([]string{dir})
	if err != nil {
		t.Fatal(err)
	}
	if want := []wordlist.Source{{Name: "good", Path: p("good.txt")}}; !slices.Equal(srcs, want) {
		t.Errorf("sources %v, want %v", srcs, want)
	}
	want := []string{
		p("fifo") + ": skipped: a named pipe; name it as an argument to read from it",
		p("loop-a") + ": skipped: too many levels of symbolic links",
		p("loop-b") + ": skipped: too many levels of symbolic links",
		p("nowhere") + ": skipped: a broken symbolic link (no such file or directory)",
		p("null") + ": skipped: a device, not a regular file",
		p("self") + ": skipped: too many levels of symbolic links",
		p("sub") + ": skipped: a directory; only the files directly in " + dir + " are read",
		p("subdir-link") + ": skipped: a directory; only the files directly in " + dir + " are read",
		p("link.txt") + ": the same file as " + p("good.txt") + "; read once, as good",
		p("zz-dup.txt") + ": the same file as " + p("good.txt") + "; read once, as good",
	}
	if got := errorStrings(warnings); !slices.Equal(got, want) {
		t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}

	// Named directly, a link loop is an error naming it.
	_, _, err = resolveSpecs([]string{p("self")})
	if want := `"` + p("self") + `": too many levels of symbolic links; expected a word list file, a directory of them, - for standard input, or NAME=PATH`; err == nil || err.Error() != want {
		t.Errorf("resolving self: %v\nwant %s", err, want)
	}
}

// TestFIFOTwice checks that a named pipe named twice is read once, since
// a second reader would wait for ever.
func TestFIFOTwice(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	srcs, warnings, err := resolveSpecs([]string{fifo, "again=" + fifo})
	if err != nil || len(srcs) != 1 {
		t.Fatalf("Resolve: %v, %v", srcs, err)
	}
	if want := fifo + ": the same file as " + fifo + "; read once, as fifo"; len(warnings) != 1 || warnings[0].Error() != want {
		t.Errorf("warnings %q, want %q", errorStrings(warnings), want)
	}
}

// TestFilesExcludeFit reads lists with words to exclude and a Fit, which
// Files applies after the exclusion, since that needs the words' text, and
// checks that each is the list read whole, the words excluded and then
// fitted.
func TestFilesExcludeFit(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 18))
	path := tempFiles(t, map[string]string{
		"a.txt": string(plainList(r, 400)),
		"b.txt": string(plainList(r, 400)),
		"x.txt": string(plainList(r, 100)),
	})
	x, err := wordlist.Source{Name: "x", Path: path("x.txt")}.Load(nil, wordlist.DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	exclude := wordlist.NewWordSet(x)
	fit := &wordlist.Fit{MinLen: 3, MaxLetters: 5, Watch: bitset.Letter('a')}
	read := func(fit *wordlist.Fit) []*wordlist.List {
		opts := wordlist.DefaultOptions
		opts.Fit = fit
		f := &Files{Specs: []string{path("a.txt"), path("b.txt")}, Options: opts, Exclude: exclude, Keep: true}
		var out []*wordlist.List
		for f.Scan(context.Background()) {
			out = append(out, f.List())
		}
		if err := f.Err(); err != nil {
			t.Fatal(err)
		}
		return out
	}
	whole, withFit := read(nil), read(fit)
	for i, l := range whole {
		if l.Skipped[wordlist.Excluded] == 0 {
			t.Fatalf("list %d: no word excluded; the test needs some", i)
		}
		l.Words.ApplyFit(fit)
		if got, want := fitted(withFit[i]), fitted(l); got != want {
			t.Errorf("list %d with a Fit:\n got %s\nwant %s", i, got, want)
		}
	}
}

// plainList returns n random words, one a line, of a few letters, some
// of them twice.
func plainList(r *rand.Rand, n int) []byte {
	var b []byte
	for range n {
		k := 1 + r.IntN(9)
		for range k {
			b = append(b, byte('a'+r.IntN(8)))
		}
		b = append(b, '\n')
	}
	return b
}

// fitted describes l, read with a Fit: its counts and its words' letter
// sets and lengths, sorted.
func fitted(l *wordlist.List) string {
	w := &l.Words
	var ws []string
	for i := range w.Len() {
		ws = append(ws, fmt.Sprintf("%s/%d", w.Masks[i], w.WordLen(i)))
	}
	slices.Sort(ws)
	return fmt.Sprintf("lines %d entries %d skipped %v unfit %+v words %v", l.Lines, l.Entries, l.Skipped.Map(), w.Unfit, ws)
}

// errorStrings returns the messages of errs.
func errorStrings(errs []error) []string {
	var out []string
	for _, err := range errs {
		out = append(out, err.Error())
	}
	return out
}

// resolveSpecs resolves specs as a Files does, with its warnings.
func resolveSpecs(specs []string) ([]wordlist.Source, []error, error) {
	f := &Files{Specs: specs}
	srcs, err := f.Sources()
	return srcs, f.Warnings(), err
}
