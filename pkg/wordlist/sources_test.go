package wordlist

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testlists"
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
		want  []Source // nil when an error is wanted
		err   string   // what the error must hold
		warn  []string // the warnings, exactly
	}{
		{name: "default names", specs: []string{p("enable1.txt.gz"), p("american-english"), p("count_1w_100k.txt"), p("my list (v2).txt")},
			want: []Source{{"enable1", p("enable1.txt.gz")}, {"american-english", p("american-english")},
				{"count_1w_100k", p("count_1w_100k.txt")}, {"my_list__v2_", p("my list (v2).txt")}}},
		{name: "a name that would be empty keeps its extension", specs: []string{p(".txt")},
			want: []Source{{".txt", p(".txt")}}},
		{name: "none", specs: nil, want: nil},
		{name: "directory", specs: []string{p("lists")},
			want: []Source{{"a", p("lists/a.txt")}, {"b", p("lists/b.txt")}, {"link", p("lists/link")}},
			warn: []string{
				p("lists/linkdir") + ": skipped: a directory; only the files directly in " + p("lists") + " are read",
				p("lists/sub") + ": skipped: a directory; only the files directly in " + p("lists") + " are read",
				p("lists/sub2") + ": skipped: a directory; only the files directly in " + p("lists") + " are read",
			}},
		{name: "stdin", specs: []string{"-"}, want: []Source{{"stdin", "-"}}},
		{name: "stdin named", specs: []string{"mine=-", p("enable1.txt.gz")},
			want: []Source{{"mine", "-"}, {"enable1", p("enable1.txt.gz")}}},
		{name: "stdin twice", specs: []string{"-", "x=-"}, err: `"x=-": standard input is already read as "-"; expected it at most once`},
		{name: "NAME=PATH", specs: []string{"ENABLE_1.v2-x=" + p("enable1.txt.gz")},
			want: []Source{{"ENABLE_1.v2-x", p("enable1.txt.gz")}}},
		{name: "split at the first '='", specs: []string{"x=" + p("a=b.txt")},
			want: []Source{{"x", p("a=b.txt")}}},
		{name: "an existing path with '=' is not split", specs: []string{p("a=b.txt")},
			want: []Source{{"a_b", p("a=b.txt")}}},
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
			want: []Source{{"words", p("dup1/words.txt")}, {"words", p("dup2/words.txt.gz")}}},
		{name: "same name given", specs: []string{"a=" + p("american-english"), p("lists")},
			want: []Source{{"a", p("american-english")}, {"a", p("lists/a.txt")}, {"b", p("lists/b.txt")}},
			warn: []string{
				p("lists/linkdir") + ": skipped: a directory; only the files directly in " + p("lists") + " are read",
				p("lists/sub") + ": skipped: a directory; only the files directly in " + p("lists") + " are read",
				p("lists/sub2") + ": skipped: a directory; only the files directly in " + p("lists") + " are read",
				p("lists/link") + ": the same file as " + p("american-english") + "; read once, as a",
			}},
		{name: "same file twice", specs: []string{p("american-english"), p("american-english")},
			want: []Source{{"american-english", p("american-english")}},
			warn: []string{p("american-english") + ": the same file as " + p("american-english") + "; read once, as american-english"}},
		{name: "same file by a link and a name", specs: []string{"x=" + p("american-english"), p("lists")},
			want: []Source{{"x", p("american-english")}, {"a", p("lists/a.txt")}, {"b", p("lists/b.txt")}},
			warn: []string{
				p("lists/linkdir") + ": skipped: a directory; only the files directly in " + p("lists") + " are read",
				p("lists/sub") + ": skipped: a directory; only the files directly in " + p("lists") + " are read",
				p("lists/sub2") + ": skipped: a directory; only the files directly in " + p("lists") + " are read",
				p("lists/link") + ": the same file as " + p("american-english") + "; read once, as x",
			}},
		{name: "same name fixed by NAME=PATH", specs: []string{p("dup1/words.txt"), "w2=" + p("dup2/words.txt.gz")},
			want: []Source{{"words", p("dup1/words.txt")}, {"w2", p("dup2/words.txt.gz")}}},
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

// gzipped returns text compressed with gzip.
func gzipped(t *testing.T, text string) []byte {
	t.Helper()
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	if _, err := zw.Write([]byte(text)); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestLoad(t *testing.T) {
	const text = "\ufeffApple\r\nbanana cherry\nbanana\ndon't\n\x00\n" // one of each sort of skip but too-long
	want, err := Read(strings.NewReader(text), "x", "x.txt", DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	gz := gzipped(t, text)
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
	path := filepath.Join(t.TempDir(), "enable1.txt.gz")
	if err := os.WriteFile(path, gzipped(t, string(data)), 0o644); err != nil {
		t.Fatal(err)
	}
	// Two lists named enable1, of the same words: read once, as the
	// README promises.
	f := &Files{Specs: []string{enable1, path}, Options: DefaultOptions}
	names, _, warnings := scanAll(t, f)
	if err := f.Err(); err != nil || !slices.Equal(names, []string{"enable1"}) || len(warnings) != 1 ||
		warnings[0] != path+": the same content as "+enable1+"; read once, as enable1" {
		t.Errorf("enable1.txt and enable1.txt.gz: read %q, %v, warnings %q; want enable1 once, with a warning", names, err, warnings)
	}
	srcs, err := sourcesOf([]string{enable1, "gz=" + path})
	if err != nil {
		t.Fatal(err)
	}
	plain, err := srcs[0].Load(nil, DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	gz, err := srcs[1].Load(nil, DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	checkList(t, gz)
	if !sameList(plain, gz) || plain.Name != "enable1" || gz.Name != "gz" {
		t.Errorf("%s: %s; %s: %s", plain.Name, summary(plain), gz.Name, summary(gz))
	}
}
