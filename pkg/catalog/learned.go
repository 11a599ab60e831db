package catalog

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/beebatch/beebatch/internal/atomicfile"
)

// A learned list NAME is two things in the cache: its manifest,
// NAME.learned.json, which records its origin and the sha256 and size of
// its words, and its words, learned/NAME.HASH.txt, HASH the first 16 hex
// digits of their sha256. A version's file is written whole before any
// manifest names it and never changes after; replacing the manifest, by
// one rename, is the install's only commit point. A reader that reads the
// manifest (Find) and then the file it names (Locate) therefore sees one
// version whole, the old or the new. The previous version's file is kept
// after an install, for the readers that read the manifest before it,
// and older ones are removed. The installs of a cache take its lock
// (lockName) from the commit to the removal of old versions.
//
// A manifest without a sha256 is that of an older beebatch, whose words
// are NAME.txt beside it.

// learnedExt ends the name of a learned list's manifest in the cache.
const learnedExt = ".learned.json"

// learnedDir is the directory of the cache that holds the learned lists'
// versions.
const learnedDir = "learned"

// listNameRE matches a list name.
var listNameRE = regexp.MustCompile(`^[A-Za-z0-9._-]+$`)

// versionRE matches what follows "NAME." in the name of a version's file
// or of its checksum record.
var versionRE = regexp.MustCompile(`^[0-9a-f]{16}\.txt(\.sum)?$`)

// manifest is what NAME.learned.json holds.
type manifest struct {
	Origin
	SHA256 string `json:"sha256,omitempty"`
	Size   int64  `json:"size,omitempty"`
}

// CheckLearnedName returns an error unless name may name a learned list:
// a list name (A-Z, a-z, 0-9, '.', '_', '-') that is not "." or "..",
// does not start with '-' (it would be taken for a flag), and is not a
// known list's name in any case (on a case-insensitive disk, ENABLE1.txt
// is enable1.txt).
func CheckLearnedName(name string) error {
	switch {
	case !listNameRE.MatchString(name) || name == "." || name == "..":
		return fmt.Errorf("%q: expected a list name of A-Z, a-z, 0-9, '.', '_' and '-', other than . and ..", name)
	case strings.HasPrefix(name, "-"):
		return fmt.Errorf("%q: expected a list name that does not start with '-', which would be taken for a flag", name)
	}
	for _, l := range known {
		if strings.EqualFold(l.Name, name) {
			return fmt.Errorf("%q is a list of the catalog (%s); expected another name for a learned list", name, l.Name)
		}
	}
	return nil
}

// CheckNewLearned returns an error unless name may name a learned list
// in c's cache: it passes CheckLearnedName, and no other learned list of
// the cache has the same name but for case (on a case-insensitive disk,
// they would be one).
func (c *Catalog) CheckNewLearned(name string) error {
	if err := CheckLearnedName(name); err != nil {
		return err
	}
	for _, l := range c.LearnedLists() {
		if l.Name != name && strings.EqualFold(l.Name, name) {
			return fmt.Errorf("%q differs only in case from the learned list %s of the cache; expected another name, or %s to replace it", name, l.Name, l.Name)
		}
	}
	return nil
}

// Find returns the list called name: a known list (Lookup), or else a
// list learned into the cache, and whether there is one.
func (c *Catalog) Find(name string) (List, bool) {
	if l, ok := Lookup(name); ok {
		return l, true
	}
	if CheckLearnedName(name) != nil || c.Cache == "" {
		return List{}, false
	}
	m, ok := c.readManifest(name)
	if !ok {
		return List{}, false
	}
	return List{Name: name, Kind: Learned, License: "as its archive and base lists", About: "learned from an archive by beebatch learn",
		Origin: m.Origin, SHA256: m.SHA256, Size: m.Size, Lang: "en"}, true
}

// readManifest reads the manifest of the learned list name, and whether
// there is one as InstallLearned writes it.
func (c *Catalog) readManifest(name string) (manifest, bool) {
	var m manifest
	data, err := os.ReadFile(filepath.Join(c.Cache, name+learnedExt))
	if err != nil || len(data) > 1<<16 || json.Unmarshal(data, &m) != nil {
		return m, false
	}
	if m.SHA256 != "" && (len(m.SHA256) != 64 || strings.Trim(m.SHA256, "0123456789abcdef") != "" || m.Size <= 0) {
		return m, false
	}
	return m, true
}

// learnedPath returns the path of the words of the learned list l in the
// cache: its version's file, or NAME.txt for a manifest without a sha256.
func (c *Catalog) learnedPath(l List) string {
	if l.SHA256 == "" {
		return filepath.Join(c.Cache, l.FileName())
	}
	return filepath.Join(c.Cache, learnedDir, versionName(l.Name, l.SHA256))
}

// versionName is the name of the file of the version of the learned list
// name whose words have the sha256 sum.
func versionName(name, sum string) string { return name + "." + sum[:16] + ".txt" }

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
// list name, from origin, and returns its path: PrepareLearned, then
// Commit.
func (c *Catalog) InstallLearned(ctx context.Context, name string, words []string, origin Origin) (string, error) {
	li, err := c.PrepareLearned(name, words, origin)
	if err != nil {
		return "", err
	}
	defer li.Abort()
	if err := li.Commit(ctx); err != nil {
		return "", err
	}
	return li.Path(), nil
}

// LearnedInstall is a learned list written into the cache and not yet
// installed: Commit installs it, or Abort removes what was written. Use
// PrepareLearned.
type LearnedInstall struct {
	c       *Catalog
	name    string
	m       manifest
	path    string              // the version's file
	pending *atomicfile.Pending // its temporary file, until Commit
	prev    []byte              // the manifest Commit replaced; nil for none
	done    bool                // Commit has installed it
}

// PrepareLearned writes words, one a line, into the cache as a new
// version of the learned list name, from origin, without installing it:
// no reader sees it until Commit. name must pass CheckNewLearned. A
// failure, such as a full disk, leaves the cache as it was.
func (c *Catalog) PrepareLearned(name string, words []string, origin Origin) (*LearnedInstall, error) {
	if err := c.CheckNewLearned(name); err != nil {
		return nil, err
	}
	if err := c.mkCache(); err != nil {
		return nil, err
	}
	if len(words) == 0 {
		return nil, fmt.Errorf("the learned list %s has no word; expected at least one", name)
	}
	data := []byte(strings.Join(words, "\n") + "\n")
	h := sha256.Sum256(data)
	m := manifest{Origin: origin, SHA256: hex.EncodeToString(h[:]), Size: int64(len(data))}
	dir := filepath.Join(c.Cache, learnedDir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, &CacheError{Err: fmt.Errorf("cannot create %s: %w", dir, err)}
	}
	li := &LearnedInstall{c: c, name: name, m: m, path: filepath.Join(dir, versionName(name, m.SHA256))}
	p, err := atomicfile.Create(li.path)
	if err != nil {
		return nil, fmt.Errorf("cannot write to the cache: %w", err)
	}
	if _, err := p.Write(data); err != nil {
		p.Cleanup()
		return nil, err
	}
	li.pending = p
	return li, nil
}

// Path returns the path that the list's words have once installed.
func (li *LearnedInstall) Path() string { return li.path }

// Commit installs the list, unless ctx is done first: it takes the
// cache's lock (waiting while another install holds it), puts the
// version's file in place and then, by one rename, the manifest that
// names it, and removes the versions of the list older than the one it
// replaced. On failure the list is as it was.
func (li *LearnedInstall) Commit(ctx context.Context) error {
	if li.pending == nil {
		return errors.New("catalog: Commit of a learned list aborted or committed")
	}
	c := li.c
	unlock, err := c.lock(ctx)
	if err != nil {
		return err
	}
	defer unlock()
	if err := ctx.Err(); err != nil {
		return err
	}
	mpath := filepath.Join(c.Cache, li.name+learnedExt)
	prev, err := os.ReadFile(mpath)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("reading %s: %w", mpath, err)
	}
	keep := li.keep(prev)
	defer c.prune(li.name, keep)
	l := List{Name: li.name, Kind: Learned, SHA256: li.m.SHA256}
	if _, fi, err := regularFile(li.path); fi != nil && err == nil && c.verifyCached(l, li.path, fi) == nil {
		li.pending.Cleanup() // the version is there already, whole
	} else {
		if err := li.pending.Commit(); err != nil {
			return err
		}
		if fi, err := os.Stat(li.path); err == nil {
			c.record(li.path, li.m.SHA256, fi)
		}
	}
	li.pending = nil
	data, err := json.Marshal(li.m)
	if err != nil {
		return err
	}
	if err := atomicfile.WriteBytes(mpath, append(data, '\n')); err != nil {
		return err
	}
	keep[filepath.Base(li.path)] = true
	li.prev, li.done = prev, true
	c.logf("installed %s", li.path)
	return nil
}

// keep returns the set of the names of the version files to keep beside
// the manifest prev: the version it names, and "" for NAME.txt.
func (li *LearnedInstall) keep(prev []byte) map[string]bool {
	keep := map[string]bool{}
	var m manifest
	if prev != nil && json.Unmarshal(prev, &m) == nil {
		if len(m.SHA256) == 64 {
			keep[versionName(li.name, m.SHA256)] = true
		} else {
			keep[""] = true
		}
	}
	return keep
}

// Rollback undoes a Commit: it puts back the manifest that Commit
// replaced, or removes the list if there was none. It does nothing when
// Commit has not installed the list.
func (li *LearnedInstall) Rollback() error {
	if !li.done {
		return nil
	}
	c := li.c
	unlock, err := c.lock(context.Background())
	if err != nil {
		return err
	}
	defer unlock()
	mpath := filepath.Join(c.Cache, li.name+learnedExt)
	if li.prev == nil {
		err = os.Remove(mpath)
	} else {
		err = atomicfile.WriteBytes(mpath, li.prev)
	}
	if err != nil {
		return err
	}
	li.done = false
	c.prune(li.name, li.keep(li.prev))
	return nil
}

// Abort removes the version's file written, unless Commit has put it in
// place. It may be called more than once, and after Commit.
func (li *LearnedInstall) Abort() {
	if li.pending != nil {
		li.pending.Cleanup()
		li.pending = nil
	}
}

// prune removes the version files of the learned list name, and their
// checksum records, but those of keep, and its NAME.txt unless keep has
// "". It runs with the cache's lock held; a file it cannot remove stays.
func (c *Catalog) prune(name string, keep map[string]bool) {
	dir := filepath.Join(c.Cache, learnedDir)
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		rest, ok := strings.CutPrefix(e.Name(), name+".")
		if !ok || !versionRE.MatchString(rest) || keep[strings.TrimSuffix(e.Name(), sumSuffix)] {
			continue
		}
		os.Remove(filepath.Join(dir, e.Name()))
	}
	if !keep[""] {
		legacy := filepath.Join(c.Cache, name+".txt")
		os.Remove(legacy)
		os.Remove(legacy + sumSuffix)
	}
}

// LearnedAt returns the origin of the list name if it is a list learned
// into the cache and path names the file the cache holds for it now, and
// whether it is: a copy elsewhere, or an older file, is not.
func (c *Catalog) LearnedAt(name, path string) (Origin, bool) {
	l, ok := c.Find(name)
	if !ok || l.Kind != Learned {
		return Origin{}, false
	}
	loc, err := c.Locate(l)
	if err != nil {
		return Origin{}, false
	}
	fa, err := os.Stat(path)
	if err != nil {
		return Origin{}, false
	}
	fb, err := os.Stat(loc.Path)
	if err != nil || !os.SameFile(fa, fb) {
		return Origin{}, false
	}
	return l.Origin, true
}
