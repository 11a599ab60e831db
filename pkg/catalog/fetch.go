package catalog

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
)

// The environment variables that FromEnv reads.
const (
	// CacheEnv names the cache directory, in place of the default.
	CacheEnv = "BEEBATCH_CACHE"
	// MirrorEnv names a mirror directory holding NAME.txt copies of
	// lists, checked before anything else.
	MirrorEnv = "BEEBATCH_MIRROR"
)

// DefaultDictDir is where installed Debian packages keep their lists.
const DefaultDictDir = "/usr/share/dict"

// DefaultMaxBytes is the most bytes a list's file may have when its size
// is not pinned (Catalog.MaxBytes): 1 GiB.
const DefaultMaxBytes = 1 << 30

// ErrNotPresent means a list has no local copy: it is neither in the
// mirror, nor installed, nor in the cache.
var ErrNotPresent = errors.New("not present")

// Where a local copy of a list was found; see Location.
const (
	FromMirror = "mirror" // the mirror directory
	FromSystem = "system" // the installed Debian package
	FromCache  = "cache"  // the cache directory
)

// Location is a local copy of a list.
type Location struct {
	Path   string // the file, an absolute path
	Origin string // FromMirror, FromSystem or FromCache
}

// Catalog finds local copies of lists and fetches missing ones into its
// cache directory. Its exported fields must not change while it is in
// use; its methods may be called from several goroutines.
type Catalog struct {
	// Cache is the directory fetched lists are written to, created when
	// the first one is. Empty means none: fetching a list from its source
	// then fails with a *CacheError.
	Cache string
	// Mirror is a directory holding NAME.txt copies of lists, checked
	// first; "" means none.
	Mirror string
	// DictDir is where installed Debian packages keep their lists; ""
	// means DefaultDictDir.
	DictDir string
	// MaxBytes is the most bytes that a list whose size is not pinned,
	// or any file of a package, may have; 0 means DefaultMaxBytes.
	MaxBytes int64
	// Log receives one line per step that takes time; nil discards them.
	Log io.Writer

	aptMu       sync.Mutex
	aptUpdated  bool // apt-get update of the private state has run
	aptNoSystem bool // tests: do not try the system's package lists first
}

func (c *Catalog) maxBytes() int64 { return cmp.Or(c.MaxBytes, DefaultMaxBytes) }

// DefaultCacheDir returns the cache directory: $BEEBATCH_CACHE if set,
// else "beebatch/wordlists" in the user's cache directory
// ($XDG_CACHE_HOME, else ~/.cache, on Linux).
func DefaultCacheDir() (string, error) {
	if dir := os.Getenv(CacheEnv); dir != "" {
		return dir, nil
	}
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", &CacheError{Err: fmt.Errorf("no cache directory for word lists: %v", err)}
	}
	return filepath.Join(dir, "beebatch", "wordlists"), nil
}

// FromEnv returns a Catalog whose cache is cache, or DefaultCacheDir when
// cache is "", and whose mirror is $BEEBATCH_MIRROR. Without a default
// cache directory it fails, unless there is a mirror.
func FromEnv(cache string) (*Catalog, error) {
	mirror := os.Getenv(MirrorEnv)
	if cache == "" {
		var err error
		if cache, err = DefaultCacheDir(); err != nil && mirror == "" {
			return nil, err
		}
	}
	return &Catalog{Cache: cache, Mirror: mirror}, nil
}

// Locate returns the local copy of l without fetching anything, in the
// order of the package doc. It returns an error wrapping ErrNotPresent
// when there is none, and an error saying what is wrong when the mirror
// is not a directory or a copy has the wrong checksum (a *ChecksumError).
func (c *Catalog) Locate(l List) (Location, error) {
	loc, err := c.locate(l)
	if err != nil {
		return Location{}, fmt.Errorf("%s: %w", l.Name, err)
	}
	if loc.Path == "" {
		return Location{}, fmt.Errorf("%s: %w in %s", l.Name, ErrNotPresent, c.places())
	}
	return loc, nil
}

// places says where Locate looks, for an error message.
func (c *Catalog) places() string {
	if c.Cache == "" {
		return "the mirror " + c.Mirror
	}
	s := "the cache " + c.Cache
	if c.Mirror != "" {
		s += " or the mirror " + c.Mirror
	}
	return s
}

// locate is Locate, with an empty Location for a list not present and
// errors that do not name the list.
func (c *Catalog) locate(l List) (Location, error) {
	if l.Kind == Learned {
		// The cache's alone: a mirror holds no learned list.
		return c.cachedCopy(l, c.learnedPath(l))
	}
	if loc, err := c.mirrorCopy(l); loc.Path != "" || err != nil {
		return loc, err
	}
	if l.Kind == Debian && l.Encoding == "" {
		// An installed file in another encoding is not the list's file:
		// fetchDebian installs it converted into the cache.
		if p, fi, err := regularFile(c.systemFile(l)); fi != nil || err != nil {
			return Location{Path: p, Origin: FromSystem}, err
		}
	}
	if c.Cache == "" {
		return Location{}, nil
	}
	return c.cachedCopy(l, filepath.Join(c.Cache, l.FileName()))
}

// cachedCopy returns the copy of l at path in the cache, checked, or an
// empty Location when there is none.
func (c *Catalog) cachedCopy(l List, path string) (Location, error) {
	p, fi, err := regularFile(path)
	if fi != nil && err == nil {
		err = c.verifyCached(l, p, fi)
	}
	if fi != nil || err != nil {
		return Location{Path: p, Origin: FromCache}, err
	}
	return Location{}, nil
}

// systemFile returns the path of the installed file of the Debian list l.
func (c *Catalog) systemFile(l List) string {
	return filepath.Join(cmp.Or(c.DictDir, DefaultDictDir), filepath.Base(l.File))
}

// mirrorCopy returns the mirror's copy of l, checked against its sha256,
// or an empty Location when there is no mirror or it has no copy.
func (c *Catalog) mirrorCopy(l List) (Location, error) {
	if c.Mirror == "" {
		return Location{}, nil
	}
	fi, err := os.Stat(c.Mirror)
	if err != nil || !fi.IsDir() {
		return Location{}, fmt.Errorf("%s=%s is not a directory; point it at a directory holding %s, or unset it", MirrorEnv, c.Mirror, l.FileName())
	}
	p, fi, err := regularFile(filepath.Join(c.Mirror, l.FileName()))
	if fi == nil || err != nil {
		return Location{}, err
	}
	if limit, tl := c.tooLarge(l, "mirror copy "+p); fi.Size() > limit {
		return Location{}, tl
	}
	if l.SHA256 != "" {
		got, err := fileSHA256(p)
		if err != nil {
			return Location{}, err
		}
		if got != l.SHA256 {
			return Location{}, &ChecksumError{Source: "mirror copy " + p, Path: p, Origin: FromMirror, Want: l.SHA256, Got: got,
				Hint: "replace it with the genuine " + l.FileName() + ", or unset " + MirrorEnv}
		}
	}
	return Location{Path: p, Origin: FromMirror}, nil
}

// regularFile returns the absolute form of p and, if it is a regular file
// (after following links), its information; a p that does not exist is
// not an error.
func regularFile(p string) (string, fs.FileInfo, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", nil, err
	}
	fi, err := os.Stat(abs)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return abs, nil, nil
	case err != nil:
		return abs, nil, err
	case !fi.Mode().IsRegular():
		return abs, nil, fmt.Errorf("%s is not a regular file", abs)
	}
	return abs, fi, nil
}

// Fetch returns a local copy of l, fetching it into the cache if there is
// none, or if the cached copy does not match its checksum. A list found in
// the mirror is also copied into the cache. The error names the list and
// says what to do; on failure the cache holds no new file.
func (c *Catalog) Fetch(ctx context.Context, l List) (Location, error) {
	loc, err := c.fetch(ctx, l)
	if err != nil {
		err = fmt.Errorf("%s: %w", l.Name, err)
	}
	return loc, err
}

func (c *Catalog) fetch(ctx context.Context, l List) (Location, error) {
	if err := ctx.Err(); err != nil {
		return Location{}, err
	}
	loc, err := c.locate(l)
	if ce, ok := errors.AsType[*ChecksumError](err); ok && ce.Origin == FromCache && l.Kind != Learned {
		c.logf("%v; fetching it again", err)
		loc, err = Location{}, nil
	}
	if err != nil {
		return Location{}, err
	}
	if loc.Origin == FromMirror {
		c.copyMirror(l, loc.Path)
	}
	if loc.Path != "" {
		return loc, nil
	}
	if l.Kind == MirrorOnly {
		return Location{}, fmt.Errorf("%s has no public source; set %s to a directory holding %s (sha256 %s)",
			l.Name, MirrorEnv, l.FileName(), l.SHA256)
	}
	if err := c.mkCache(); err != nil {
		return Location{}, err
	}
	var p string
	switch l.Kind {
	case URL:
		p, err = c.fetchURL(ctx, l)
	case Debian:
		p, err = c.fetchDebian(ctx, l)
	case NPM:
		p, err = c.fetchNPM(ctx, l)
	case Learned:
		err = fmt.Errorf("%s was learned from an archive and is no longer in the cache; run \"beebatch learn --name %s ARCHIVE\" to learn it again", l.Name, l.Name)
	default:
		err = fmt.Errorf("unknown source kind %v", l.Kind)
	}
	if err != nil {
		return Location{}, err
	}
	return Location{Path: p, Origin: FromCache}, nil
}

// mkCache creates the cache directory.
func (c *Catalog) mkCache() error {
	if c.Cache == "" {
		if _, err := DefaultCacheDir(); err != nil {
			return err
		}
		return &CacheError{Err: errors.New("no cache directory for word lists")}
	}
	if err := os.MkdirAll(c.Cache, 0o755); err != nil {
		return &CacheError{Err: fmt.Errorf("cannot create the cache directory: %w", err)}
	}
	return nil
}

// CacheError is a cache directory that cannot be had: none can be found,
// or it cannot be created.
type CacheError struct{ Err error }

// Error says what is wrong and that $BEEBATCH_CACHE names another.
func (e *CacheError) Error() string {
	return e.Err.Error() + "; set " + CacheEnv + " to another directory"
}

// Unwrap returns the cause.
func (e *CacheError) Unwrap() error { return e.Err }

// copyMirror copies the mirror's copy p of l into the cache, unless the
// cache holds a good copy already; a failure is only logged.
func (c *Catalog) copyMirror(l List, p string) {
	if c.Cache == "" {
		return // nowhere to copy it to
	}
	cached := filepath.Join(c.Cache, l.FileName())
	if _, fi, _ := regularFile(cached); fi != nil && c.verifyCached(l, cached, fi) == nil {
		return
	}
	err := c.mkCache()
	if err == nil {
		var f *os.File
		if f, err = os.Open(p); err == nil {
			_, err = c.install(l, f, "mirror copy "+p)
			f.Close()
		}
	}
	if err != nil {
		c.logf("warning: %s is in the mirror, but it could not be copied into the cache: %v", l.Name, err)
	}
}

func (c *Catalog) logf(format string, args ...any) {
	if c.Log != nil {
		fmt.Fprintf(c.Log, format+"\n", args...)
	}
}
