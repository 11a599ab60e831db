package wordlist

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/internal/testlists"
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
	path := filepath.Join(t.TempDir(), "enable1.txt.gz")
	if err := os.WriteFile(path, testenv.Gzip(t, string(data)), 0o644); err != nil {
		t.Fatal(err)
	}
	plain, err := Source{"enable1", enable1}.Load(nil, DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	gz, err := Source{"gz", path}.Load(nil, DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	checkList(t, gz)
	if !sameList(plain, gz) || plain.Name != "enable1" || gz.Name != "gz" {
		t.Errorf("%s: %s; %s: %s", plain.Name, summary(plain), gz.Name, summary(gz))
	}
}
