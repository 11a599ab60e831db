package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/beebatch/beebatch/internal/testlists"
	"github.com/beebatch/beebatch/pkg/catalog"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/catalogs"
)

const enable1SHA = "96f5714f0b8049946736c1daed41622822eed2110a48137ba1c5fab19723b01c"

var count100k = testlists.Path("count_1w_100k")

// sharedMirror returns a mirror directory holding the lists the tests
// read, as ../shared/wordlists does.
func sharedMirror(t *testing.T) string { return testlists.Dir(t, testlists.Needed...) }

// catalogEnv is a catalog setting for one test: the mirror (if any), a
// fresh cache and a fresh directory standing for /usr/share/dict, all
// absolute. It sets the environment and catalogs.DictDir until the test ends.
type catalogEnv struct {
	mirror, cache, dict string
}

func newCatalogEnv(t *testing.T, mirror string) catalogEnv {
	t.Helper()
	needEnable1(t)
	if mirror != "" {
		mirror = linkedMirror(t, mirror)
	}
	ce := catalogEnv{mirror: mirror, cache: t.TempDir(), dict: t.TempDir()}
	t.Setenv(catalog.MirrorEnv, ce.mirror)
	t.Setenv(catalog.CacheEnv, ce.cache)
	old := catalogs.DictDir
	catalogs.DictDir = ce.dict
	t.Cleanup(func() { catalogs.DictDir = old })
	return ce
}

// linkedMirror returns a new directory of the test holding a link to
// each file of the directory mirror, so that the paths that the reports
// show, and wrap at 80 columns, do not depend on where the mirror is,
// such as the checkout's ../shared/wordlists, but only on the test's
// temporary directory.
func linkedMirror(t *testing.T, mirror string) string {
	t.Helper()
	entries, err := os.ReadDir(mirror)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, e := range entries {
		if !e.IsDir() {
			link(t, filepath.Join(mirror, e.Name()), filepath.Join(dir, e.Name()))
		}
	}
	return dir
}

// write puts a file at path, made of lines, creating its directory.
func write(t *testing.T, path string, lines ...string) {
	t.Helper()
	os.MkdirAll(filepath.Dir(path), 0o755)
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}

// link makes a symbolic link at path to the file target.
func link(t *testing.T, target, path string) {
	t.Helper()
	abs, _ := filepath.Abs(target)
	if err := os.Symlink(abs, path); err != nil {
		t.Fatal(err)
	}
}

// anonymize replaces the test's directories in s with $MIRROR, $CACHE and
// $DICT, so that golden files do not depend on where the test runs.
func (ce catalogEnv) anonymize(s string) string {
	for _, r := range []struct{ dir, name string }{{ce.cache, "$CACHE"}, {ce.dict, "$DICT"}, {ce.mirror, "$MIRROR"}} {
		if r.dir != "" {
			s = strings.ReplaceAll(s, r.dir, r.name)
		}
	}
	return s
}

func TestListsGolden(t *testing.T) {
	ce := newCatalogEnv(t, sharedMirror(t))
	write(t, filepath.Join(ce.dict, "british-english-huge"), "colour")
	write(t, filepath.Join(ce.cache, "wamerican.txt"), "color")
	write(t, filepath.Join(ce.cache, "wbritish-huge.txt"), "colour") // the installed file comes first
	code, out, errOut := beebatch(t, "", "lists")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	golden(t, "lists/lists.text", []byte(ce.anonymize(out)))
	// "lists NAME..." shows every field of the lists named.
	code, out, errOut = beebatch(t, "", "lists", "enable1", "count_1w", "wamerican", "wbritish-huge", "sowpods")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	golden(t, "lists/named.text", []byte(ce.anonymize(out)))

	// --cache wins over BEEBATCH_CACHE.
	other := t.TempDir()
	write(t, filepath.Join(other, "web2.txt"), "word")
	_, out, _ = beebatch(t, "", "lists", "--cache", other, "web2")
	if !strings.Contains(out, filepath.Join(other, "web2.txt")) || strings.Contains(out, ce.cache) {
		t.Errorf("lists --cache %s does not show that cache:\n%s", other, out)
	}
}

func TestListsBadMirrorWarns(t *testing.T) {
	ce := newCatalogEnv(t, t.TempDir())
	write(t, filepath.Join(ce.mirror, "enable1.txt"), "notaword")
	code, out, errOut := beebatch(t, "", "lists")
	if code != 0 || !strings.Contains(out, "enable1           url     en     corrupt\n") {
		t.Fatalf("exit %d: %s%s", code, out, errOut)
	}
	code, out, errOut = beebatch(t, "", "lists", "enable1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(errOut, "warning: enable1: checksum mismatch for mirror copy "+filepath.Join(ce.mirror, "enable1.txt")) {
		t.Errorf("stderr %q does not warn about the mirror copy", errOut)
	}
	if !strings.HasPrefix(out, "enable1\n") || !strings.Contains(out, "\n  present   corrupt\n  path      "+filepath.Join(ce.mirror, "enable1.txt")+" (mirror)\n") {
		t.Errorf("enable1 is not shown as corrupt:\n%s", out)
	}
}

func TestListsCommands(t *testing.T) {
	ce := newCatalogEnv(t, "")
	badMirror := t.TempDir()
	write(t, filepath.Join(badMirror, "enable1.txt"), "notaword")
	write(t, filepath.Join(ce.cache, "wamerican.txt"), "color")
	other := t.TempDir()
	write(t, filepath.Join(other, "web2.txt"), "word")
	shared := sharedMirror(t)
	tests := []struct {
		name      string
		mirror    string
		args      []string
		code      int
		stdout    string // exact
		stderrHas []string
	}{
		{"path from mirror", shared, []string{"lists", "path", "enable1"}, 0, filepath.Join(shared, "enable1.txt") + "\n", nil},
		{"path from cache", "", []string{"lists", "path", "wamerican"}, 0, filepath.Join(ce.cache, "wamerican.txt") + "\n", nil},
		{"path, other cache", "", []string{"lists", "path", "--cache", other, "web2"}, 0, filepath.Join(other, "web2.txt") + "\n", nil},
		{"path, bad mirror", badMirror, []string{"lists", "path", "enable1"}, 1, "",
			[]string{filepath.Join(badMirror, "enable1.txt"), enable1SHA, "actual " + sha256Hex("notaword\n"), "unset BEEBATCH_MIRROR"}},
		{"path, unknown name", "", []string{"lists", "path", "nope"}, 2, "",
			[]string{`beebatch lists path: unknown word list "nope"; expected one of enable1, count_1w,`, "naughty-words, wbrazilian, wportuguese, wspanish, wngerman, wfrench, wswedish, wcatalan, wdutch, witalian, wpolish\n", "Usage: beebatch lists"}},
		{"path, max bytes 0", "", []string{"lists", "path", "--max-bytes", "0", "enable1"}, 2, "", []string{"--max-bytes 0: expected a size of at least 1 byte"}},
		{"path, no name", "", []string{"lists", "path"}, 2, "", []string{"lists path takes one NAME, not 0"}},
		{"path, two names", "", []string{"lists", "path", "enable1", "sowpods"}, 2, "", []string{"lists path takes one NAME, not 2"}},
		{"path, flag after name", "", []string{"lists", "path", "enable1", "--cache", "x"}, 2, "", []string{"--cache: flags go before the other arguments"}},
		{"fetch, unknown name first", shared, []string{"lists", "fetch", "enable1", "nope"}, 2, "", []string{`unknown word list "nope"`}},
		{"fetch from mirror", shared, []string{"lists", "fetch", "count_1w_100k", "enable1", "count_1w_100k"}, 0,
			"count_1w_100k\t" + filepath.Join(shared, "count_1w_100k.txt") + "\nenable1\t" + filepath.Join(shared, "enable1.txt") + "\n", nil},
		{"a list by name", "", []string{"lists", "--format", "csv", "count_1w"}, 0,
			"name,kind,source,license,sha256,present,path,origin,corrupt,lang,encoding\ncount_1w,url,https://norvig.com/ngrams/count_1w.txt,derived from Google Web 1T,,false,,,false,en,utf-8\n", nil},
		{"unknown name", "", []string{"lists", "nope"}, 2, "", []string{`beebatch lists: unknown word list "nope"`}},
		{"help", "", []string{"lists", "-h"}, 0, "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv(catalog.MirrorEnv, tt.mirror)
			code, out, errOut := beebatch(t, "", tt.args...)
			if code != tt.code {
				t.Errorf("exit %d; want %d (stderr %q)", code, tt.code, errOut)
			}
			if tt.name == "help" {
				if !strings.HasPrefix(out, "Usage: beebatch lists") || !strings.Contains(out, "-cache DIR") {
					t.Errorf("help %q", out)
				}
				return
			}
			if out != tt.stdout {
				t.Errorf("stdout %q; want %q", out, tt.stdout)
			}
			for _, s := range tt.stderrHas {
				if !strings.Contains(errOut, s) {
					t.Errorf("stderr %q does not contain %q", errOut, s)
				}
			}
		})
	}
	// The lists fetched from the mirror were copied into the cache.
	if got, want := cacheFiles(t, ce.cache), "count_1w_100k.txt count_1w_100k.txt.sum enable1.txt enable1.txt.sum wamerican.txt wamerican.txt.sum"; got != want {
		t.Errorf("the cache holds %s; want %s", got, want)
	}
}

func sha256Hex(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

// cacheFiles lists the names in dir, temporary files included.
func cacheFiles(t *testing.T, dir string) string {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return strings.Join(names, " ")
}

// TestListsFetchGoesOn checks that a list that fails does not stop the
// others, and that the failure is reported per list.
func TestListsFetchGoesOn(t *testing.T) {
	ce := newCatalogEnv(t, t.TempDir())
	link(t, enable1, filepath.Join(ce.mirror, "enable1.txt"))
	write(t, filepath.Join(ce.mirror, "count_1w_100k.txt"), "notaword\t1")
	write(t, filepath.Join(ce.dict, "web2"), "word")
	code, out, errOut := beebatch(t, "", "lists", "fetch", "count_1w_100k", "enable1", "web2")
	if code != 1 {
		t.Errorf("exit %d; want 1", code)
	}
	want := "enable1\t" + filepath.Join(ce.mirror, "enable1.txt") + "\nweb2\t" + filepath.Join(ce.dict, "web2") + "\n"
	if out != want {
		t.Errorf("stdout %q; want %q", out, want)
	}
	for _, s := range []string{
		"beebatch lists fetch: count_1w_100k: checksum mismatch for mirror copy " + filepath.Join(ce.mirror, "count_1w_100k.txt") + ": expected sha256 4dae2841",
		"beebatch lists fetch: fetch failed for 1 of 3 lists: count_1w_100k\n",
	} {
		if !strings.Contains(errOut, s) {
			t.Errorf("stderr %q does not contain %q", errOut, s)
		}
	}
	if got := cacheFiles(t, ce.cache); got != "enable1.txt enable1.txt.sum" {
		t.Errorf("the cache holds %s; want only enable1, copied from the mirror", got)
	}
}

// TestCachedListVerified checks that a cached list is checked before it
// is used by name: a truncated copy fails naming the file and the command
// that fetches it again, "lists" shows it as corrupt, and "lists fetch"
// replaces it, here from the mirror, after which the list works by name
// without the mirror.
func TestCachedListVerified(t *testing.T) {
	ce := newCatalogEnv(t, "")
	data, err := os.ReadFile(enable1)
	if err != nil {
		t.Fatal(err)
	}
	cached := filepath.Join(ce.cache, "enable1.txt")
	// A copy fetched an hour ago, then truncated at a line.
	os.WriteFile(cached, data, 0o644)
	past := time.Now().Add(-time.Hour)
	os.Chtimes(cached, past, past)
	if code, _, errOut := beebatch(t, "", "score", "R/AEGINT", "enable1"); code != 0 {
		t.Fatalf("score over the good copy: exit %d: %s", code, errOut)
	}
	os.WriteFile(cached, data[:bytes.LastIndexByte(data[:len(data)/2], '\n')+1], 0o644)

	code, out, errOut := beebatch(t, "", "rank", "--top", "1", "enable1")
	want := "beebatch rank: enable1: checksum mismatch for cached copy " + cached + ": expected sha256 " + enable1SHA
	if code != 1 || out != "" || !strings.HasPrefix(errOut, want) ||
		!strings.HasSuffix(errOut, `(it has changed since it was fetched; run "beebatch lists fetch enable1" to fetch it again)`+"\n") {
		t.Errorf("rank over a truncated copy: exit %d, stdout %q, stderr %q; want exit 1 and %q...", code, out, errOut, want)
	}

	code, out, errOut = beebatch(t, "", "lists", "enable1")
	if code != 0 || !strings.HasPrefix(out, "enable1\n") || !strings.Contains(out, "\n  present   corrupt\n  path      "+cached+"\n") ||
		!strings.Contains(errOut, "warning: enable1: checksum mismatch for cached copy "+cached) {
		t.Errorf("lists: exit %d, stderr %q; enable1 not shown as corrupt:\n%s", code, errOut, out)
	}

	t.Setenv(catalog.MirrorEnv, sharedMirror(t))
	code, out, errOut = beebatch(t, "", "lists", "fetch", "enable1")
	if code != 0 || !strings.HasPrefix(out, "enable1\t") {
		t.Fatalf("lists fetch: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	if got, _ := os.ReadFile(cached); !bytes.Equal(got, data) {
		t.Errorf("lists fetch did not replace the truncated copy")
	}
	t.Setenv(catalog.MirrorEnv, "")
	code, out, errOut = beebatch(t, "", "score", "R/AEGINT", "enable1")
	if code != 0 || !strings.Contains(out, "AEGINRT:R  3,898") {
		t.Errorf("score after the fetch, without the mirror: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}
