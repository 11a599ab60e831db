package catalogs

import (
	"context"
	"testing"

	"github.com/beebatch/beebatch/pkg/catalog"
	"github.com/beebatch/beebatch/pkg/learn"
)

// TestPrepareLearned checks that a learned list is installed with its
// origin, and that a name that is not a list of the catalog is none for
// LearnList, which then leaves it to be read as a path.
func TestPrepareLearned(t *testing.T) {
	ctx := context.Background()
	t.Setenv(catalog.CacheEnv, t.TempDir())
	t.Setenv(catalog.MirrorEnv, "")
	c, err := New("")
	if err != nil {
		t.Fatal(err)
	}
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
