package catalogs

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/catalog"
	"github.com/beebatch/beebatch/pkg/learn"
)

// TestPrepareLearned checks that a learned list is installed with its
// origin, and that a name that is not a list of the catalog is none for
// LearnList, which then leaves it to be read as a path.
func TestPrepareLearned(t *testing.T) {
	ctx := context.Background()
	c := emptyCatalog(t)
	m := &learn.Model{Archive: "days", First: "2024-01-01", Last: "2024-02-01", Kind: "rule", List: []string{"able", "bale"}}
	li, err := PrepareLearned(c, "mine", m)
	if err != nil {
		t.Fatal(err)
	}
	if err := li.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	l, ok := c.Find("mine")
	if !ok || l.Kind != catalog.Learned || l.Origin.Archive != "days" || l.Origin.First != m.First || l.Origin.Last != m.Last || l.Origin.Model != "rule" || l.Origin.Likeness != nil {
		t.Errorf("installed %+v, %v; want the learned list mine from days, 2024-01-01 to 2024-02-01 (rule), without likeness", l, ok)
	}
	path, ok, err := LearnList(ctx, c, "mine", "")
	if err != nil || !ok || path != li.Path() {
		t.Errorf("LearnList(mine) = %q, %v, %v; want %s", path, ok, err, li.Path())
	}
	if path, ok, err := LearnList(ctx, c, "some/words.txt", ""); path != "" || ok || err != nil {
		t.Errorf("LearnList of a path = %q, %v, %v; want none", path, ok, err)
	}
}

// TestCacheLikeness checks the likeness of the cache's lists: none for a
// list that is not learned, or learned without one, and a warning for one
// that does not fit this beebatch, which is then not used.
func TestCacheLikeness(t *testing.T) {
	ctx := context.Background()
	c := emptyCatalog(t)
	bad := json.RawMessage(`{"features": ["no such feature"]}`)
	for name, origin := range map[string]catalog.Origin{"plain": {Archive: "days"}, "odd": {Archive: "days", Likeness: &bad}} {
		if _, err := c.InstallLearned(ctx, name, []string{"able"}, origin); err != nil {
			t.Fatal(err)
		}
	}
	for _, tt := range []struct {
		name string
		warn string
	}{{"enable1", ""}, {"nothing", ""}, {"plain", ""}, {"odd", "the likeness of odd: "}} {
		var warned []error
		m, counts := LikenessOf(tt.name, func(err error) { warned = append(warned, err) })
		if m != nil || counts != nil {
			t.Errorf("%s: a likeness %v, %v", tt.name, m, counts)
		}
		switch {
		case tt.warn == "" && len(warned) > 0:
			t.Errorf("%s: warned %v", tt.name, warned)
		case tt.warn != "" && (len(warned) != 1 || !strings.HasPrefix(warned[0].Error(), tt.warn)):
			t.Errorf("%s: warned %v; want one warning starting %q", tt.name, warned, tt.warn)
		}
	}
}

// emptyCatalog returns the catalog of a new, empty cache, without a mirror.
func emptyCatalog(t *testing.T) *catalog.Catalog {
	t.Helper()
	t.Setenv(catalog.CacheEnv, t.TempDir())
	t.Setenv(catalog.MirrorEnv, "")
	c, err := New("")
	if err != nil {
		t.Fatal(err)
	}
	return c
}
