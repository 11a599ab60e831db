package catalog

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

var testOrigin = Origin{Archive: "days", First: "2023-01-01", Last: "2025-03-05", Model: "logistic"}

// TestLearned installs a learned list and finds it by name, as Find,
// LearnedLists, Locate and Fetch see it.
func TestLearned(t *testing.T) {
	ctx := context.Background()
	c := &Catalog{Cache: t.TempDir()}
	if _, ok := c.Find("nyt"); ok {
		t.Fatal("Find(nyt) in an empty cache")
	}
	p, err := c.InstallLearned(ctx, "nyt", []string{"able", "bead"}, testOrigin)
	if err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(p); string(data) != "able\nbead\n" {
		t.Errorf("the list holds %q", data)
	}
	l, ok := c.Find("nyt")
	if !ok || l.Kind != Learned || l.Origin != testOrigin {
		t.Fatalf("Find(nyt) = %+v, %v", l, ok)
	}
	if got, want := l.Source(), "learned from days, 2023-01-01 to 2025-03-05 (logistic)"; got != want {
		t.Errorf("Source() = %q; want %q", got, want)
	}
	if ls := c.LearnedLists(); len(ls) != 1 || ls[0].Name != "nyt" {
		t.Errorf("LearnedLists() = %+v", ls)
	}
	if loc, err := c.Fetch(ctx, l); err != nil || loc.Path != p {
		t.Errorf("Fetch = %+v, %v; want %s", loc, err, p)
	}
	os.Remove(p)
	if _, err := c.Fetch(ctx, l); err == nil || !strings.Contains(err.Error(), "beebatch learn --name nyt ARCHIVE") {
		t.Errorf("Fetch of a removed learned list: %v", err)
	}
	for _, name := range []string{"enable1", "ENABLE1", "a b", "", ".", "..", "-x", "a/b"} {
		if _, err := c.InstallLearned(ctx, name, []string{"able"}, testOrigin); err == nil {
			t.Errorf("InstallLearned(%q) = nil error", name)
		}
	}
}

// TestCheckLearnedName checks which names a learned list may have.
func TestCheckLearnedName(t *testing.T) {
	for _, tc := range []struct {
		name string
		ok   bool
	}{
		{"nyt", true}, {"nyt-2024", true}, {"my.list_1", true}, {"x..y", true},
		{"", false}, {".", false}, {"..", false}, {"-x", false}, {"--name", false},
		{"a/b", false}, {"a b", false}, {"nyt\x1b[31m", false},
		{"enable1", false}, {"ENABLE1", false}, {"Sowpods", false}, {"scowl-US-70", false},
	} {
		if err := CheckLearnedName(tc.name); (err == nil) != tc.ok {
			t.Errorf("CheckLearnedName(%q) = %v; want ok %v", tc.name, err, tc.ok)
		}
	}
}

// read returns the words of the learned list name as a reader finds
// them, Find and then Locate, or the error.
func read(c *Catalog, name string) (string, error) {
	l, ok := c.Find(name)
	if !ok {
		return "", errors.New("not found")
	}
	loc, err := c.Locate(l)
	if err != nil {
		return "", err
	}
	data, err := os.ReadFile(loc.Path)
	return string(data), err
}

// versions returns the names of the files of the learned lists' versions
// in the cache.
func versions(t *testing.T, c *Catalog) []string {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(c.Cache, learnedDir))
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// TestLearnedVersions installs three versions of a list: a reader that
// found one version before the next was installed still reads it whole,
// and a version older than the previous one is removed.
func TestLearnedVersions(t *testing.T) {
	ctx := context.Background()
	c := &Catalog{Cache: t.TempDir()}
	lists := [][]string{{"able"}, {"able", "bead"}, {"cable"}}
	var found []List
	for i, words := range lists {
		if _, err := c.InstallLearned(ctx, "nyt", words, testOrigin); err != nil {
			t.Fatal(err)
		}
		if got, err := read(c, "nyt"); err != nil || got != strings.Join(words, "\n")+"\n" {
			t.Fatalf("after install %d: %q, %v", i, got, err)
		}
		l, _ := c.Find("nyt")
		found = append(found, l)
	}
	if _, err := c.Locate(found[1]); err != nil {
		t.Errorf("the previous version cannot be read: %v", err)
	}
	if _, err := c.Locate(found[0]); !errors.Is(err, ErrNotPresent) {
		t.Errorf("Locate of the version before the previous: %v; want it removed", err)
	}
	if got := versions(t, c); len(got) != 4 { // two versions, each with its .sum
		t.Errorf("the cache keeps %q; want the last two versions", got)
	}
	// Another list's versions are not this one's, though its name starts
	// with this one's and a dot.
	if _, err := c.InstallLearned(ctx, "nyt.a", []string{"bead"}, testOrigin); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if _, err := c.InstallLearned(ctx, "nyt", []string{"lace"}, testOrigin); err != nil {
			t.Fatal(err)
		}
	}
	if got, err := read(c, "nyt.a"); err != nil || got != "bead\n" {
		t.Errorf("nyt.a after installs of nyt: %q, %v", got, err)
	}
}

// TestLearnedLegacy reads a learned list as an older beebatch installed
// it, NAME.txt beside a manifest without a sha256, and replaces it.
func TestLearnedLegacy(t *testing.T) {
	ctx := context.Background()
	c := &Catalog{Cache: t.TempDir()}
	legacy := filepath.Join(c.Cache, "nyt.txt")
	os.WriteFile(legacy, []byte("able\n"), 0o644)
	os.WriteFile(filepath.Join(c.Cache, "nyt.learned.json"), []byte(`{"archive":"days","first":"2023-01-01","last":"2025-03-05","model":"rule"}`+"\n"), 0o644)
	if got, err := read(c, "nyt"); err != nil || got != "able\n" {
		t.Fatalf("the older list: %q, %v", got, err)
	}
	for i, words := range [][]string{{"bead"}, {"cable"}} {
		if _, err := c.InstallLearned(ctx, "nyt", words, testOrigin); err != nil {
			t.Fatal(err)
		}
		_, err := os.Stat(legacy)
		if kept := err == nil; kept != (i == 0) {
			t.Errorf("after install %d, the older list's file is kept: %v", i, kept)
		}
	}
}

// TestLearnedAbortAndCancel checks that a list prepared and aborted, or
// whose Commit comes after its context is done, is not installed and
// leaves no file.
func TestLearnedAbortAndCancel(t *testing.T) {
	c := &Catalog{Cache: t.TempDir()}
	if _, err := c.InstallLearned(context.Background(), "nyt", []string{"able"}, testOrigin); err != nil {
		t.Fatal(err)
	}
	before := versions(t, c)
	li, err := c.PrepareLearned("nyt", []string{"bead"}, testOrigin)
	if err != nil {
		t.Fatal(err)
	}
	li.Abort()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := c.InstallLearned(ctx, "nyt", []string{"cable"}, testOrigin); !errors.Is(err, context.Canceled) {
		t.Errorf("InstallLearned with a cancelled context: %v", err)
	}
	if got, err := read(c, "nyt"); err != nil || got != "able\n" {
		t.Errorf("nyt: %q, %v; want the first list", got, err)
	}
	if got := versions(t, c); !slices.Equal(got, before) {
		t.Errorf("the cache holds %q; want %q", got, before)
	}
}

// TestLearnedRollback undoes an install: the previous list comes back,
// or none when there was none.
func TestLearnedRollback(t *testing.T) {
	ctx := context.Background()
	c := &Catalog{Cache: t.TempDir()}
	li, err := c.PrepareLearned("nyt", []string{"able"}, testOrigin)
	if err != nil {
		t.Fatal(err)
	}
	if err := li.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	if err := li.Rollback(); err != nil {
		t.Fatal(err)
	}
	if _, ok := c.Find("nyt"); ok {
		t.Error("the list rolled back is still found")
	}
	c.InstallLearned(ctx, "nyt", []string{"able"}, testOrigin)
	li, _ = c.PrepareLearned("nyt", []string{"bead"}, testOrigin)
	li.Commit(ctx)
	if err := li.Rollback(); err != nil {
		t.Fatal(err)
	}
	if got, err := read(c, "nyt"); err != nil || got != "able\n" {
		t.Errorf("after the rollback: %q, %v; want the first list", got, err)
	}
}

// TestLearnedLock checks that an install waits while another holds the
// cache's lock, and then installs its list whole.
func TestLearnedLock(t *testing.T) {
	ctx := context.Background()
	c := &Catalog{Cache: t.TempDir()}
	if _, err := c.InstallLearned(ctx, "nyt", []string{"able"}, testOrigin); err != nil {
		t.Fatal(err)
	}
	unlock, err := c.lock(ctx)
	if err != nil {
		t.Fatal(err)
	}
	busy := make(chan struct{})
	var once sync.Once
	testHookLockBusy = func() { once.Do(func() { close(busy) }) }
	defer func() { testHookLockBusy = nil }()
	done := make(chan error)
	go func() {
		_, err := c.InstallLearned(ctx, "nyt", []string{"bead"}, testOrigin)
		done <- err
	}()
	<-busy
	if got, err := read(c, "nyt"); err != nil || got != "able\n" {
		t.Errorf("while the install waits: %q, %v; want the first list", got, err)
	}
	unlock()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if got, err := read(c, "nyt"); err != nil || got != "bead\n" {
		t.Errorf("after the install: %q, %v; want the second list", got, err)
	}
}

// TestLearnedConcurrent installs lists from several goroutines at once
// while others read: every read sees one list whole, and the list
// installed is one of them, whole.
func TestLearnedConcurrent(t *testing.T) {
	ctx := context.Background()
	c := &Catalog{Cache: t.TempDir()}
	lists := map[string]bool{}
	for i := range 8 {
		lists[strings.Repeat("a", 4+i)+"\n"+strings.Repeat("b", 4+i)+"\n"] = true
	}
	var g sync.WaitGroup
	errs := make(chan error, 100)
	for i := range 8 {
		words := []string{strings.Repeat("a", 4+i), strings.Repeat("b", 4+i)}
		g.Go(func() {
			if _, err := c.InstallLearned(ctx, "nyt", words, testOrigin); err != nil {
				errs <- err
			}
		})
		g.Go(func() {
			if got, err := read(c, "nyt"); err == nil && !lists[got] {
				errs <- errors.New("read a list that was never installed: " + got)
			}
		})
	}
	g.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if got, err := read(c, "nyt"); err != nil || !lists[got] {
		t.Errorf("at the end: %q, %v", got, err)
	}
}

// TestLearnedAt finds the origin of a learned list at the file the cache
// holds, through a link too, and not at a copy, for a known list or for
// a name that is not in the cache.
func TestLearnedAt(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	c := &Catalog{Cache: filepath.Join(dir, "cache")}
	p, err := c.InstallLearned(ctx, "nyt", []string{"able", "bead"}, testOrigin)
	if err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.txt")
	if err := os.Symlink(p, link); err != nil {
		t.Fatal(err)
	}
	cp := filepath.Join(dir, "copy.txt")
	os.WriteFile(cp, []byte("able\nbead\n"), 0o644)
	enable1 := filepath.Join(dir, "enable1.txt")
	os.WriteFile(enable1, []byte("able\n"), 0o644)
	tests := []struct {
		name, path string
		want       bool
	}{
		{"nyt", p, true},
		{"nyt", link, true},
		{"nyt", cp, false},
		{"nyt", filepath.Join(dir, "absent.txt"), false},
		{"other", p, false},
		{"enable1", enable1, false},
	}
	for _, tt := range tests {
		o, ok := c.LearnedAt(tt.name, tt.path)
		if ok != tt.want || ok && o != testOrigin {
			t.Errorf("LearnedAt(%s, %s) = %+v, %v; want %v", tt.name, tt.path, o, ok, tt.want)
		}
	}
}
