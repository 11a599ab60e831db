package catalog

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
)

// needDebianTools skips the test where apt-get or dpkg-deb is missing.
func needDebianTools(t *testing.T) {
	t.Helper()
	for _, tool := range []string{"apt-get", "dpkg-deb"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed, so the Debian adapter cannot be tested (not a Debian system?)", tool)
		}
	}
}

// aptSystemState returns the names, sizes and modification times of the
// files of the system's apt state that a fetch must not change: its
// package lists and its caches.
func aptSystemState(t *testing.T) []string {
	t.Helper()
	var out []string
	for _, dir := range []string{"/var/lib/apt/lists", "/var/cache/apt"} {
		filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil // unreadable, as for another user: skip it
			}
			if fi, err := d.Info(); err == nil && !d.IsDir() {
				out = append(out, fmt.Sprintf("%s %d %v", p, fi.Size(), fi.ModTime()))
			}
			return nil
		})
	}
	return out
}

// wantSystemUnchanged fails the test unless the system's apt state is as
// before.
func wantSystemUnchanged(t *testing.T, before []string) {
	t.Helper()
	if after := aptSystemState(t); !slices.Equal(after, before) {
		t.Errorf("the system's apt state changed:\n%q\nwas\n%q", after, before)
	}
}

// TestDebian fetches the Debian lists for real with apt-get download and
// dpkg-deb, ignoring any installed copy; with -short, only wamerican. The
// downloads run only when the tests may use the network (testenv.Network).
func TestDebian(t *testing.T) {
	needDebianTools(t)
	ctx := context.Background()
	before := aptSystemState(t)
	defer wantSystemUnchanged(t, before)
	c := &Catalog{Cache: t.TempDir(), DictDir: t.TempDir()}

	// Not pinned (the files change between Debian releases), so check
	// what any release holds: about so many lines, and some words.
	tests := []struct {
		name       string
		minLines   int
		has, hasNo []string
	}{
		{"wamerican", 90000, []string{"zebra", "honeycomb", "America", "color"}, []string{"colour"}},
		{"wamerican-small", 40000, []string{"zebra", "color"}, []string{"colour", "aecium"}},
		{"wamerican-large", 150000, []string{"zebra", "color"}, []string{"colour"}},
		{"wamerican-insane", 600000, []string{"zebra", "color"}, []string{"colour"}},
		{"wbritish", 90000, []string{"zebra", "colour"}, []string{"color"}},
		{"wbritish-large", 150000, []string{"zebra", "colour"}, []string{"color"}},
		{"wbritish-insane", 600000, []string{"zebra", "colour"}, []string{"color"}},
		// The other languages, in UTF-8 in the cache: wswedish converted.
		{"wbrazilian", 250000, []string{"coração", "açúcar"}, nil},
		{"wportuguese", 400000, []string{"coração"}, nil},
		{"wspanish", 80000, []string{"niño", "canción"}, nil},
		{"wngerman", 300000, []string{"Straße", "Äpfel"}, nil},
		{"wfrench", 300000, []string{"garçon", "élève"}, nil},
		{"wswedish", 100000, []string{"smörgåsbord", "åsna", "idé"}, []string{"id\xe9"}},
		{"wcatalan", 500000, []string{"col·lecció", "porró", "plaça"}, nil},
		{"wdutch", 350000, []string{"coördinatie"}, nil},
		{"witalian", 100000, []string{"città", "perché"}, nil},
		{"wpolish", 4000000, []string{"źdźbło", "żółw"}, nil},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			testenv.Network(t)
			if i > 0 && testing.Short() {
				t.Skip("-short: only wamerican is downloaded")
			}
			l, _ := Lookup(tt.name)
			loc, err := c.Fetch(ctx, l)
			if err != nil {
				t.Fatal(err)
			}
			if loc.Path != filepath.Join(c.Cache, tt.name+".txt") || loc.Origin != FromCache {
				t.Errorf("Fetch = %+v; want %s.txt in the cache", loc, tt.name)
			}
			data, err := os.ReadFile(loc.Path)
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
			if len(lines) < tt.minLines {
				t.Errorf("%d lines; want at least %d", len(lines), tt.minLines)
			}
			for _, w := range tt.has {
				if !slices.Contains(lines, w) {
					t.Errorf("no line %q", w)
				}
			}
			for _, w := range tt.hasNo {
				if slices.Contains(lines, w) {
					t.Errorf("a line %q", w)
				}
			}
			if got := cacheEntries(t, c.Cache); !slices.Contains(got, tt.name+".txt") || !slices.Contains(got, tt.name+".txt.sum") {
				t.Errorf("cache holds %q; want %s.txt and its record", got, tt.name)
			}
		})
	}

	t.Run("no such package", func(t *testing.T) {
		testenv.SkipLong(t) // apt-get takes a second to fail
		bad, _ := Lookup("wamerican")
		bad.Name, bad.Package = "nope", "beebatch-no-such-package"
		c := &Catalog{Cache: t.TempDir(), DictDir: t.TempDir()}
		c.aptUpdated = true // an update would not help, and takes long
		_, err := c.Fetch(ctx, bad)
		wantErr(t, err, "nope: apt-get download beebatch-no-such-package failed",
			"install it with `sudo apt-get install beebatch-no-such-package`")
		wantEmpty(t, c.Cache)
	})

	l, _ := Lookup("wamerican")
	t.Run("installed", func(t *testing.T) {
		c := &Catalog{Cache: t.TempDir(), DictDir: t.TempDir()}
		p := filepath.Join(c.DictDir, "american-english")
		os.WriteFile(p, []byte("word\n"), 0o644)
		t.Setenv("PATH", t.TempDir()) // no apt-get: nothing may be downloaded
		loc, err := c.Fetch(ctx, l)
		if err != nil || loc.Path != p || loc.Origin != FromSystem {
			t.Errorf("Fetch = %+v, %v; want the installed %s", loc, err, p)
		}
		wantEmpty(t, c.Cache)
	})

	t.Run("apt-get not on PATH", func(t *testing.T) {
		t.Setenv("PATH", t.TempDir())
		c := &Catalog{Cache: t.TempDir(), DictDir: t.TempDir()}
		_, err := c.Fetch(ctx, l)
		wantErr(t, err, "wamerican: apt-get is not on PATH", "the Debian package wamerican, which is not installed",
			"install it with `sudo apt-get install wamerican`")
		wantEmpty(t, c.Cache)
	})
}

// TestDebianPrivateUpdate fetches a Debian list for real through the
// private package lists only, as on a machine whose own lists are missing
// or stale: "apt-get update" runs into the cache, for root as for other
// users, and the system's apt state does not change.
func TestDebianPrivateUpdate(t *testing.T) {
	needDebianTools(t)
	testenv.Network(t)
	if testing.Short() {
		t.Skip("-short: no update of package lists (about 10 MB from the Debian mirrors)")
	}
	before := aptSystemState(t)
	var log bytes.Buffer
	c := &Catalog{Cache: t.TempDir(), DictDir: t.TempDir(), Log: &log, aptNoSystem: true}
	l, _ := Lookup("wamerican-small")
	loc, err := c.Fetch(context.Background(), l)
	if err != nil {
		t.Fatalf("%v (log %q)", err, log.String())
	}
	if data, _ := os.ReadFile(loc.Path); !bytes.Contains(data, []byte("\nzebra\n")) {
		t.Errorf("%s holds no zebra", loc.Path)
	}
	if lists, _ := filepath.Glob(filepath.Join(c.AptDir(), "lists", "*Packages*")); len(lists) == 0 {
		t.Errorf("no package lists in %s", c.AptDir())
	}
	if !strings.Contains(log.String(), "updating the private package lists in "+c.AptDir()) {
		t.Errorf("log %q does not say that the private lists were updated", log.String())
	}
	wantSystemUnchanged(t, before)
}

// fakeApt puts on PATH an apt-get that logs its arguments, one call a
// line, to the file it returns. "apt-get download" fails as with stale
// lists, unless given the private lists, where it copies deb into the
// current directory; "apt-get update" writes a Packages file into the
// private lists, or fails if failUpdate.
func fakeApt(t *testing.T, deb string, failUpdate bool) string {
	t.Helper()
	bin := t.TempDir()
	log := filepath.Join(bin, "log")
	fail := ""
	if failUpdate {
		fail = `echo "E: Failed to fetch http://deb.example/InRelease  Could not resolve 'deb.example'"; exit 100`
	}
	script := `#!/bin/sh
printf '%s\n' "$*" >> '` + log + `'
lists=
for a in "$@"; do
	case $a in Dir::State::Lists=*) lists=${a#Dir::State::Lists=} ;; esac
done
for a in "$@"; do
	if [ "$a" = update ]; then
		` + fail + `
		[ -n "$lists" ] || { echo "E: the system's lists"; exit 100; }
		touch "$lists/deb.example_Packages"
		exit 0
	fi
done
if [ -n "$lists" ] && [ -e "$lists/deb.example_Packages" ]; then
	cp '` + deb + `' .
	exit 0
fi
echo "E: Unable to locate package $2"
exit 100
`
	if err := os.WriteFile(filepath.Join(bin, "apt-get"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	return log
}

// buildDeb builds a Debian package beebatch-test holding
// /usr/share/dict/test-words with words, and returns its path.
func buildDeb(t *testing.T, words string) string {
	t.Helper()
	if _, err := exec.LookPath("dpkg-deb"); err != nil {
		t.Skip("dpkg-deb is not installed, so Debian packages cannot be built or read (not a Debian system?)")
	}
	root := t.TempDir()
	control := "Package: beebatch-test\nVersion: 1.0\nArchitecture: all\nMaintainer: beebatch <beebatch@example.org>\nDescription: test word list\n"
	for name, data := range map[string]string{"DEBIAN/control": control, "usr/share/dict/test-words": words} {
		os.MkdirAll(filepath.Join(root, filepath.Dir(name)), 0o755)
		if err := os.WriteFile(filepath.Join(root, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	deb := filepath.Join(t.TempDir(), "beebatch-test_1.0_all.deb")
	if out, err := exec.Command("dpkg-deb", "--root-owner-group", "--build", root, deb).CombinedOutput(); err != nil {
		t.Fatalf("dpkg-deb --build: %v: %s", err, out)
	}
	return deb
}

// TestAptPrivateState checks, with a stand-in apt-get, that every call
// keeps apt-get's caches in the cache and runs no hook of the system's,
// that "apt-get update" is only ever run on the private package lists,
// and that once those exist they are used without updating again.
func TestAptPrivateState(t *testing.T) {
	words := "aa\nab\n"
	deb := buildDeb(t, words)
	log := fakeApt(t, deb, false)
	cache := t.TempDir()
	apt, _ := filepath.Abs(filepath.Join(cache, ".apt"))
	l := List{Name: "test", Kind: Debian, Package: "beebatch-test", File: "usr/share/dict/test-words"}
	c := &Catalog{Cache: cache, DictDir: t.TempDir()}
	loc, err := c.Fetch(context.Background(), l)
	if err != nil {
		t.Fatal(err)
	}
	wantFile(t, loc.Path, []byte(words))

	common := "-c " + apt + "/apt.conf -o Dir::Cache=" + apt + "/cache -o Dir::Cache::pkgcache= -o Dir::Cache::srcpkgcache="
	private := common + " -o Dir::State::Lists=" + apt + "/lists"
	wantCalls := func(want ...string) {
		t.Helper()
		data, _ := os.ReadFile(log)
		got := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
		if !slices.Equal(got, want) {
			t.Errorf("apt-get calls:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		os.Remove(log)
	}
	wantCalls(
		common+" download beebatch-test", // the system's lists, read only
		private+" update",
		private+" download beebatch-test",
	)
	conf, _ := os.ReadFile(filepath.Join(apt, "apt.conf"))
	for _, hook := range []string{"#clear APT::Update::Pre-Invoke;", "#clear APT::Update::Post-Invoke;", "#clear APT::Update::Post-Invoke-Success;"} {
		if !bytes.Contains(conf, []byte(hook)) {
			t.Errorf("apt.conf does not hold %q", hook)
		}
	}

	// Another run (another Catalog) finds the private lists and updates
	// nothing.
	c = &Catalog{Cache: cache, DictDir: t.TempDir()}
	l.Name = "test2"
	if _, err := c.Fetch(context.Background(), l); err != nil {
		t.Fatal(err)
	}
	wantCalls(common+" download beebatch-test", private+" download beebatch-test")

	t.Run("update fails", func(t *testing.T) {
		fakeApt(t, deb, true)
		c := &Catalog{Cache: t.TempDir(), DictDir: t.TempDir()}
		_, err := c.Fetch(context.Background(), l)
		wantErr(t, err, "test2: apt-get update of the private package lists in "+c.AptDir()+" failed (exit status 100): E: Failed to fetch",
			"check the apt sources and access to the Debian mirrors, or install it with `sudo apt-get install beebatch-test`")
		wantEmpty(t, c.Cache)
	})

	t.Run("once per Catalog", func(t *testing.T) {
		log := fakeApt(t, deb, true)
		c := &Catalog{Cache: t.TempDir(), DictDir: t.TempDir()}
		for range 2 {
			c.Fetch(context.Background(), l)
		}
		data, _ := os.ReadFile(log)
		if n := strings.Count(string(data), " update\n"); n != 1 {
			t.Errorf("%d updates in two fetches; want 1:\n%s", n, data)
		}
	})
}

// TestInstallDeb checks the Debian adapter's extraction on a package built
// here with dpkg-deb --build, for the failures that the real packages
// cannot show.
func TestInstallDeb(t *testing.T) {
	ctx := context.Background()
	words := "aa\nab\n"
	deb := buildDeb(t, words)
	notDeb := filepath.Join(t.TempDir(), "plain.deb")
	os.WriteFile(notDeb, []byte(words), 0o644)
	l := List{Name: "test", Kind: Debian, Package: "beebatch-test", File: "usr/share/dict/test-words"}

	c := &Catalog{Cache: t.TempDir()}
	p, err := c.installDeb(ctx, l, deb, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	wantFile(t, p, []byte(words))

	tests := []struct {
		name     string
		deb      string
		change   func(*List)
		maxBytes int64
		want     string
	}{
		{"no such file", deb, func(l *List) { l.File = "usr/share/dict/nope" }, 0, "the Debian package beebatch-test has no /usr/share/dict/nope"},
		{"a directory", deb, func(l *List) { l.File = "usr/share/dict" }, 0, "usr/share/dict is not a regular file in the archive"},
		{"checksum mismatch", deb, func(l *List) { l.SHA256 = sha(nil) }, 0, "checksum mismatch for test.txt from Debian package beebatch-test"},
		{"not a package", notDeb, func(*List) {}, 0, "dpkg-deb --fsys-tarfile plain.deb: exit status 2"},
		{"too large", deb, func(*List) {}, 5,
			"/usr/share/dict/test-words of Debian package beebatch-test is too large: more than 5 bytes, the most a list may have here"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := l
			tt.change(&l)
			c := &Catalog{Cache: t.TempDir(), MaxBytes: tt.maxBytes}
			_, err := c.installDeb(ctx, l, tt.deb, t.TempDir())
			wantErr(t, err, tt.want)
			var tl *TooLargeError
			if tt.maxBytes > 0 && !errors.As(err, &tl) {
				t.Errorf("error %v is not a *TooLargeError", err)
			}
			wantEmpty(t, c.Cache)
		})
	}
}

// TestDebianEncoding checks that a Debian list in another encoding is
// installed in the cache as UTF-8, from its package or from its
// installed file, which is never used as it is.
func TestDebianEncoding(t *testing.T) {
	latin1, utf8 := "sm\xf6rg\xe5sbord\n\xc5SNA\nid\xe9\n", "smörgåsbord\nÅSNA\nidé\n"
	l := List{Name: "test", Kind: Debian, Package: "beebatch-test", File: "usr/share/dict/test-words", Encoding: "iso-8859-1"}
	t.Run("package", func(t *testing.T) {
		deb := buildDeb(t, latin1)
		c := &Catalog{Cache: t.TempDir()}
		p, err := c.installDeb(context.Background(), l, deb, t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		wantFile(t, p, []byte(utf8))
	})
	t.Run("installed", func(t *testing.T) {
		log := fakeApt(t, "/nonexistent.deb", true)
		c := &Catalog{Cache: t.TempDir(), DictDir: t.TempDir()}
		if err := os.WriteFile(filepath.Join(c.DictDir, "test-words"), []byte(latin1), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := c.Locate(l); !errors.Is(err, ErrNotPresent) {
			t.Fatalf("Locate = %v; want the installed ISO-8859-1 file left alone", err)
		}
		loc, err := c.Fetch(context.Background(), l)
		if err != nil {
			t.Fatal(err)
		}
		wantFile(t, loc.Path, []byte(utf8))
		if loc.Origin != FromCache {
			t.Errorf("origin %s; want %s", loc.Origin, FromCache)
		}
		if data, _ := os.ReadFile(log); len(data) > 0 {
			t.Errorf("apt-get was run: %s", data)
		}
		// A UTF-8 list is still used where it is installed.
		l := l
		l.Encoding = ""
		if loc, err := c.Locate(l); err != nil || loc.Origin != FromSystem {
			t.Errorf("Locate(UTF-8 list) = %+v, %v; want the installed file", loc, err)
		}
	})
	t.Run("unknown encoding", func(t *testing.T) {
		deb := buildDeb(t, latin1)
		l := l
		l.Encoding = "koi8-r"
		c := &Catalog{Cache: t.TempDir()}
		_, err := c.installDeb(context.Background(), l, deb, t.TempDir())
		wantErr(t, err, `unknown encoding "koi8-r": expected utf-8 or iso-8859-1`)
		wantEmpty(t, c.Cache)
	})
}
