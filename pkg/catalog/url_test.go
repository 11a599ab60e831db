package catalog

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
)

// server is a real HTTP server on the loopback interface for the URL
// adapter; it counts the requests for each path, and how many bytes the
// endless bodies have sent.
type server struct {
	*httptest.Server
	hits map[string]*atomic.Int64
	sent atomic.Int64
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
	// An endless body, without a length, until the client goes away.
	handle("/endless.txt", func(w http.ResponseWriter, r *http.Request) {
		line := bytes.Repeat([]byte("word\n"), 1<<12)
		for r.Context().Err() == nil {
			n, err := w.Write(line)
			s.sent.Add(int64(n))
			if err != nil {
				return
			}
		}
	})
	// A length announced that is too large: nothing need be read.
	handle("/huge.txt", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Length", "10000000000")
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
		if fi, _ := os.Stat(loc.Path); fi.Mode().Perm() != newFileMode(t) {
			t.Errorf("mode %v; want %v, 0666 less the umask", fi.Mode().Perm(), newFileMode(t))
		}
		wantEntries(t, c.Cache, "good.txt", "good.txt.sum")
		// A second fetch uses the cached copy.
		before := s.hits["/good.txt"].Load()
		again, err := c.Fetch(ctx, l)
		if err != nil || again != loc || s.hits["/good.txt"].Load() != before {
			t.Errorf("second Fetch = %+v, %v after %d requests; want the cached copy, no request",
				again, err, s.hits["/good.txt"].Load()-before)
		}
	})

	t.Run("bad cached copy is fetched again", func(t *testing.T) {
		var log bytes.Buffer
		c := &Catalog{Cache: t.TempDir(), Log: &log}
		os.WriteFile(filepath.Join(c.Cache, "good.txt"), []byte("stale\n"), 0o644)
		loc, err := c.Fetch(ctx, urlList("good", s.URL+"/good.txt", sha(goodList)))
		if err != nil {
			t.Fatal(err)
		}
		wantFile(t, loc.Path, goodList)
		if !strings.Contains(log.String(), "checksum mismatch for cached copy "+loc.Path) || !strings.Contains(log.String(), "fetching it again") {
			t.Errorf("log %q does not say why the list is fetched again", log.String())
		}
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

// TestURLTooLarge fetches endless bodies: the download stops at the
// list's pinned size, or at MaxBytes where the size is not pinned, and
// says so, and the cache holds nothing.
func TestURLTooLarge(t *testing.T) {
	s := newServer(t)
	ctx := context.Background()
	pinned := urlList("big", s.URL+"/endless.txt", sha(goodList))
	pinned.Size = 100_000
	tests := []struct {
		name     string
		l        List
		maxBytes int64
		want     string
		most     int64 // the most the server may have sent
	}{
		{"pinned size", pinned, 0,
			"big: the download of " + s.URL + "/endless.txt is larger than expected: more than the 100,000 bytes of the pinned big.txt; the published file may have changed",
			100_000 + 64<<20},
		{"max bytes", urlList("big", s.URL+"/endless.txt", ""), 1 << 20,
			"big: the download of " + s.URL + "/endless.txt is too large: more than 1 MiB, the most a list may have here",
			1<<20 + 64<<20},
		{"announced length", urlList("big", s.URL+"/huge.txt", ""), 0,
			"big: the download of " + s.URL + "/huge.txt is too large: more than 1 GiB, the most a list may have here", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s.sent.Store(0)
			c := &Catalog{Cache: t.TempDir(), MaxBytes: tt.maxBytes}
			_, err := c.Fetch(ctx, tt.l)
			if err == nil || err.Error() != tt.want {
				t.Errorf("Fetch: %v; want %s", err, tt.want)
			}
			var tl *TooLargeError
			if !errors.As(err, &tl) {
				t.Errorf("error %v is not a *TooLargeError", err)
			}
			wantEmpty(t, c.Cache)
			// The server may have sent a little more into buffers, not
			// all it could.
			if tt.most > 0 && s.sent.Load() > tt.most {
				t.Errorf("the server sent %d bytes; want at most %d", s.sent.Load(), tt.most)
			}
		})
	}
}
