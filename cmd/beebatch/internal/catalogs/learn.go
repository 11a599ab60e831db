package catalogs

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/beebatch/beebatch/pkg/catalog"
	"github.com/beebatch/beebatch/pkg/learn"
)

// LearnList returns the path of a local copy of the list name of c,
// fetched if need be, and whether c has such a list (a path otherwise).
// Where it cannot be had, the error names it and says how to provide it,
// and, when why says what learning without it loses (a feature list's
// learn.FeatureAdds), how to learn without it.
func LearnList(ctx context.Context, c *catalog.Catalog, name, why string) (string, bool, error) {
	l, ok := c.Find(name)
	if !ok {
		return "", false, nil
	}
	loc, err := c.Fetch(ctx, l)
	if err != nil {
		hint := fmt.Sprintf("; run \"beebatch lists fetch %s\", or set %s to a directory holding %s.txt", name, catalog.MirrorEnv, name)
		if why != "" {
			hint += fmt.Sprintf(", or learn without %s with --without %s", why, name)
		}
		return "", false, fmt.Errorf("%w%s", Error(err), hint)
	}
	return loc.Path, true, nil
}

// ReadFeatures reads into ls the feature lists of c (learn.FeatureLists)
// with their input limit (Lists.ReadFeatures): those of without only if
// a copy is at hand, the others fetched if need be (LearnList).
func ReadFeatures(ctx context.Context, c *catalog.Catalog, ls *learn.Lists, without []string, limit int64) error {
	return ls.ReadFeatures(without, limit, func(name string, get bool) (string, error) {
		if get {
			path, _, err := LearnList(ctx, c, name, learn.FeatureAdds(name))
			return path, err
		}
		l, ok := c.Find(name)
		if !ok {
			return "", fmt.Errorf("%s: not in the catalog", name)
		}
		loc, err := c.Locate(l)
		return loc.Path, err
	})
}

// PrepareLearned writes the list that m learned, with its origin and
// board likeness, into the cache of c as name, to be installed by its
// Commit.
func PrepareLearned(c *catalog.Catalog, name string, m *learn.Model) (*catalog.LearnedInstall, error) {
	origin := catalog.Origin{Archive: m.Archive, First: m.First, Last: m.Last, Model: m.Kind}
	if m.Likeness != nil {
		raw, err := json.Marshal(m.Likeness)
		if err != nil {
			return nil, err
		}
		origin.Likeness = (*json.RawMessage)(&raw)
	}
	li, err := c.PrepareLearned(name, m.List, origin)
	if err != nil {
		return nil, Error(err)
	}
	return li, nil
}
