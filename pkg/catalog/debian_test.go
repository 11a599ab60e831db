package catalog

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestDebian fetches wamerican, the smallest of the Debian lists, for real
// with apt-get download and dpkg-deb, ignoring any installed copy.
func TestDebian(t *testing.T) {
	for _, tool := range []string{"apt-get", "dpkg-deb"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed, so the Debian adapter cannot be tested (not a Debian system?)", tool)
		}
	}
	ctx := context.Background()
	l, _ := Lookup("wamerican")
	c := &Catalog{Cache: t.TempDir(), DictDir: t.TempDir()}

	t.Run("download", func(t *testing.T) {
		loc, err := c.Fetch(ctx, l)
		if err != nil && os.Geteuid() != 0 && strings.Contains(err.Error(), "package lists may be missing or stale") {
			// Only root may run apt-get update, which a fresh machine needs.
			t.Skipf("apt's package lists are missing and this test is not root: %v", err)
		}
		if err != nil {
			t.Fatal(err)
		}
		if loc.Path != filepath.Join(c.Cache, "wamerican.txt") || loc.Origin != FromCache {
			t.Errorf("Fetch = %+v; want wamerican.txt in the cache", loc)
		}
		data, err := os.ReadFile(loc.Path)
		if err != nil {
			t.Fatal(err)
		}
		// Not pinned (the file changes between Debian releases), so check
		// what any release holds.
		lines := bytes.Count(data, []byte("\n"))
		if lines < 50000 {
			t.Errorf("%d lines; want the 100,000 or so of american-english", lines)
		}
		for _, w := range []string{"\nzebra\n", "\nhoneycomb\n", "\nAmerica\n"} {
			if !bytes.Contains(data, []byte(w)) {
				t.Errorf("no line %q", w[1:len(w)-1])
			}
		}
		if got := cacheEntries(t, c.Cache); len(got) != 1 {
			t.Errorf("cache holds %q; want only wamerican.txt", got)
		}
	})

	t.Run("no such package", func(t *testing.T) {
		bad := l
		bad.Name, bad.Package = "nope", "beebatch-no-such-package"
		c := &Catalog{Cache: t.TempDir(), DictDir: t.TempDir()}
		c.aptUpdated = true // an update would not help, and takes long
		_, err := c.Fetch(ctx, bad)
		wantErr(t, err, "nope: apt-get download beebatch-no-such-package failed",
			"install it with `sudo apt-get install beebatch-no-such-package`")
		wantEmpty(t, c.Cache)
	})

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

// TestInstallDeb checks the Debian adapter's extraction on a package built
// here with dpkg-deb --build, for the failures that the real packages
// cannot show.
func TestInstallDeb(t *testing.T) {
	if _, err := exec.LookPath("dpkg-deb"); err != nil {
		t.Skip("dpkg-deb is not installed, so Debian packages cannot be built or read (not a Debian system?)")
	}
	ctx := context.Background()
	words := "aa\nab\n"
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
		name   string
		deb    string
		change func(*List)
		want   string
	}{
		{"no such file", deb, func(l *List) { l.File = "usr/share/dict/nope" }, "the Debian package beebatch-test has no /usr/share/dict/nope"},
		{"a directory", deb, func(l *List) { l.File = "usr/share/dict" }, "usr/share/dict is not a regular file in the archive"},
		{"checksum mismatch", deb, func(l *List) { l.SHA256 = sha(nil) }, "checksum mismatch for test.txt from Debian package beebatch-test"},
		{"not a package", notDeb, func(*List) {}, "dpkg-deb --fsys-tarfile plain.deb: exit status 2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := l
			tt.change(&l)
			c := &Catalog{Cache: t.TempDir()}
			_, err := c.installDeb(ctx, l, tt.deb, t.TempDir())
			wantErr(t, err, tt.want)
			wantEmpty(t, c.Cache)
		})
	}
}
