package catalogs

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/beebatch/beebatch/pkg/catalog"
	"github.com/beebatch/beebatch/pkg/freq"
	"github.com/beebatch/beebatch/pkg/learn"
	"github.com/beebatch/beebatch/pkg/likeness"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// Likeness returns the board likeness learned with the list called name
// ("beebatch learn"), from the note of its origin in c: nil and no error
// when name is no learned list of c or was learned without one, and an
// error when the model cannot be read or does not fit this beebatch's
// features.
func Likeness(c *catalog.Catalog, name string) (*likeness.Model, error) {
	l, ok := c.Find(name)
	if !ok || l.Kind != catalog.Learned || l.Origin.Likeness == nil {
		return nil, nil
	}
	var m likeness.Model
	if err := json.Unmarshal(*l.Origin.Likeness, &m); err != nil {
		return nil, err
	}
	if err := m.Check(); err != nil {
		return nil, err
	}
	return &m, nil
}

// Counts returns the counts that the likeness looks pangrams up in:
// count_1w_100k (learn.Count1w), from the mirror or the cache of c, never
// downloaded here. Where it cannot be had, the error names it and says
// how to fetch it.
func Counts(c *catalog.Catalog) (*freq.List, error) {
	l, _ := c.Find(learn.Count1w)
	loc, err := c.Locate(l)
	if err != nil {
		return nil, fmt.Errorf("%w; the likeness needs it: run \"beebatch lists fetch %s\"", Error(err), learn.Count1w)
	}
	f, err := os.Open(loc.Path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fl, err := wordlist.Read(f, learn.Count1w, loc.Path, wordlist.Options{MinCount: -1})
	if err != nil {
		return nil, err
	}
	return freq.New(fl)
}

// CacheLikeness returns the board likeness learned with the list called
// name in the cache (Likeness), or nil when name is no learned list of
// the cache or has none. A model that does not fit this beebatch's
// features is not used, and warn gets the error that says so.
func CacheLikeness(name string, warn func(error)) *likeness.Model {
	c, err := New("")
	if err != nil {
		return nil
	}
	m, err := Likeness(c, name)
	if err != nil {
		warn(fmt.Errorf("the likeness of %s: %w", name, err))
	}
	return m
}

// CacheCounts returns the counts the likeness looks pangrams up in
// (Counts): count_1w_100k, from the mirror or the cache.
func CacheCounts() (*freq.List, error) {
	c, err := New("")
	if err != nil {
		return nil, Error(err)
	}
	return Counts(c)
}

// LikenessOf returns the board likeness learned with the list called
// name and the counts it looks pangrams up in, or nils when there is no
// likeness (CacheLikeness), or when count_1w_100k cannot be had, which
// warn is then told.
func LikenessOf(name string, warn func(error)) (*likeness.Model, *freq.List) {
	m := CacheLikeness(name, warn)
	if m == nil {
		return nil, nil
	}
	counts, err := CacheCounts()
	if err != nil {
		warn(fmt.Errorf("no likeness for %s: %w", name, err))
		return nil, nil
	}
	return m, counts
}
