package catalog

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/beebatch/beebatch/internal/atomicfile"
)

// learnedExt ends the name of the file beside a learned list's NAME.txt
// in the cache that says where it came from.
const learnedExt = ".learned.json"

// listNameRE matches a list name.
var listNameRE = regexp.MustCompile(`^[A-Za-z0-9._-]+$`)

// Find returns the list called name: a known list (Lookup), or else a
// list learned into the cache, and whether there is one.
func (c *Catalog) Find(name string) (List, bool) {
	if l, ok := Lookup(name); ok {
		return l, true
	}
	if !listNameRE.MatchString(name) {
		return List{}, false
	}
	l := List{Name: name, Kind: Learned, License: "as its archive and base lists", About: "learned from an archive by beebatch learn"}
	data, err := os.ReadFile(filepath.Join(c.Cache, name+learnedExt))
	if err != nil || json.Unmarshal(data, &l.Origin) != nil {
		return List{}, false
	}
	return l, true
}

// LearnedLists returns the lists learned into the cache, in order of
// name.
func (c *Catalog) LearnedLists() []List {
	files, _ := filepath.Glob(filepath.Join(c.Cache, "*"+learnedExt))
	var out []List
	for _, f := range files {
		if l, ok := c.Find(strings.TrimSuffix(filepath.Base(f), learnedExt)); ok && l.Kind == Learned {
			out = append(out, l)
		}
	}
	slices.SortFunc(out, func(x, y List) int { return strings.Compare(x.Name, y.Name) })
	return out
}

// InstallLearned installs words, one a line, in the cache as the learned
// list name, from origin, and returns its path. name may not be a known
// list's. The list's file is written first and its origin after, each
// whole or not at all, so that a failed install leaves the cache's
// learned list as it was or without its origin (and so unknown).
func (c *Catalog) InstallLearned(name string, words []string, origin Origin) (string, error) {
	if _, ok := Lookup(name); ok {
		return "", fmt.Errorf("%q is a list of the catalog; expected another name for a learned list", name)
	}
	if !listNameRE.MatchString(name) {
		return "", fmt.Errorf("%q: expected a list name of A-Z, a-z, 0-9, '.', '_' and '-'", name)
	}
	if err := c.mkCache(); err != nil {
		return "", err
	}
	os.Remove(filepath.Join(c.Cache, name+learnedExt))
	l := List{Name: name, Kind: Learned, Origin: origin}
	p, err := c.install(l, strings.NewReader(strings.Join(words, "\n")+"\n"), "the learned list "+name)
	if err != nil {
		return "", err
	}
	err = atomicfile.WriteFile(filepath.Join(c.Cache, name+learnedExt), func(w io.Writer) error {
		return json.NewEncoder(w).Encode(origin)
	})
	return p, err
}
