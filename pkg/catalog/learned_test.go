package catalog

import (
	"context"
	"os"
	"strings"
	"testing"
)

// TestLearned installs a learned list and finds it by name, as Find,
// LearnedLists, Locate and Fetch see it.
func TestLearned(t *testing.T) {
	c := &Catalog{Cache: t.TempDir()}
	if _, ok := c.Find("nyt"); ok {
		t.Fatal("Find(nyt) in an empty cache")
	}
	origin := Origin{Archive: "days", First: "2023-01-01", Last: "2025-03-05", Model: "logistic"}
	p, err := c.InstallLearned("nyt", []string{"able", "bead"}, origin)
	if err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(p); string(data) != "able\nbead\n" {
		t.Errorf("the list holds %q", data)
	}
	l, ok := c.Find("nyt")
	if !ok || l.Kind != Learned || l.Origin != origin {
		t.Fatalf("Find(nyt) = %+v, %v", l, ok)
	}
	if got, want := l.Source(), "learned from days, 2023-01-01 to 2025-03-05 (logistic)"; got != want {
		t.Errorf("Source() = %q; want %q", got, want)
	}
	if ls := c.LearnedLists(); len(ls) != 1 || ls[0].Name != "nyt" {
		t.Errorf("LearnedLists() = %+v", ls)
	}
	if loc, err := c.Fetch(context.Background(), l); err != nil || loc.Path != p {
		t.Errorf("Fetch = %+v, %v; want %s", loc, err, p)
	}
	os.Remove(p)
	if _, err := c.Fetch(context.Background(), l); err == nil || !strings.Contains(err.Error(), "beebatch learn --name nyt ARCHIVE") {
		t.Errorf("Fetch of a removed learned list: %v", err)
	}
	for _, name := range []string{"enable1", "a b", ""} {
		if _, err := c.InstallLearned(name, []string{"able"}, origin); err == nil {
			t.Errorf("InstallLearned(%q) = nil error", name)
		}
	}
}
