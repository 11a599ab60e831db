// Package testlists gives tests the word lists of the catalog that they
// read, such as enable1, obtained as "make results" obtains lists, through
// pkg/catalog: from the mirror directory ($BEEBATCH_MIRROR, which the
// Makefile and CI point at ../shared/wordlists), else from the cache
// ($BEEBATCH_CACHE, else ~/.cache/beebatch/wordlists), else downloaded
// from the list's published source into the cache and checked against
// its sha256.
//
// "make test" first fetches the lists in Needed ("go run
// ./internal/testlists/fetch"), and stops there, with one message that
// names them and says how to provide them, if it cannot. A test reads a
// list through a package-level variable set by Path, and calls Need
// before using it, which fetches it if need be and otherwise stops the
// test with that message. A plain "go test ./..." gets the message once,
// and the tests that need a list skip: each package whose tests read a
// list has a TestMain that calls Main.
//
// The mirror and the cache are those of the environment when the test
// binary starts: a test that changes BEEBATCH_MIRROR or BEEBATCH_CACHE for
// the command it tests does not change where its lists come from. Path
// passes the paths it finds to child processes in the environment, so that
// a test binary that runs itself as a child does not look again.
package testlists

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/beebatch/beebatch/pkg/catalog"
)

// Needed are the lists that the tests of this module read, in the order
// "make test" fetches them. TestNeeded checks that every name given to
// Path or Need in a test is here.
var Needed = []string{"enable1", "count_1w_100k"}

// envPrefix starts the names of the environment variables through which
// Path passes the paths it found to child processes.
const envPrefix = "BEEBATCH_TESTLIST_"

var (
	// cat is the catalog of the environment as the test binary started,
	// or nil, with catErr, when there is none.
	cat, catErr = catalog.FromEnv("")

	mu      sync.Mutex
	fetched = map[string]fetchResult{}
)

type fetchResult struct {
	path string
	err  error
}

// envName returns the name of the environment variable that passes the
// path of the list name to child processes.
func envName(name string) string {
	return envPrefix + strings.Map(func(r rune) rune {
		if 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' {
			return r
		}
		return '_'
	}, name)
}

// Path returns the path of the local copy of the list name, for a
// package-level variable such as
//
//	var enable1 = testlists.Path("enable1")
//
// It fetches nothing: where the list is not present, it returns the path
// in the cache where Need would put it, so that a test that reads it
// without calling Need fails naming that file. It panics if name is not a
// list of the catalog.
func Path(name string) string {
	if p := os.Getenv(envName(name)); p != "" {
		return p
	}
	l, ok := catalog.Lookup(name)
	if !ok {
		panic(fmt.Sprintf("testlists.Path(%q): no such list in the catalog", name))
	}
	if cat == nil {
		return filepath.Join(os.TempDir(), "no-cache-for-word-lists", l.FileName())
	}
	p := filepath.Join(cat.Cache, l.FileName())
	if loc, err := cat.Locate(l); err == nil {
		p = loc.Path
		os.Setenv(envName(name), p)
	}
	return p
}

// Need returns the path of the local copy of the list name, fetching it
// into the cache first if it is not present. If it cannot be had, it
// skips the test when Main has said so already, and otherwise fails it
// with a message that names the lists the tests need and says how to
// provide them.
func Need(tb testing.TB, name string) string {
	tb.Helper()
	p, err := fetch(context.Background(), name)
	if err != nil {
		if told {
			tb.Skipf("needs the word list %s, which cannot be had here (see the message before the tests)", name)
		}
		tb.Fatal(&Error{Missing: []string{name}, Errs: []error{err}})
	}
	return p
}

// told is whether Main found a list of Needed missing and said so.
var told bool

// Main runs the tests of a package that reads lists, from its TestMain:
//
//	func TestMain(m *testing.M) { os.Exit(testlists.Main(m)) }
//
// It first makes the lists of Needed present, as "make test" does. If
// one cannot be had, it says so once, with the message of Error, and the
// tests that call Need then skip rather than fail, so that the package
// passes with the tests it can run. The message goes to standard error,
// which go test shows with -v or in the package's directory, and, as go
// test ./... hides the output of a package that passes, to the terminal
// when there is one, once for all the packages that one go command
// tests.
func Main(m *testing.M) int {
	flag.Parse() // for testing.Verbose
	if _, err := Fetch(context.Background(), Needed...); err != nil {
		told = true
		msg := fmt.Sprintf("%s: skipping the tests that read a word list: %v\n", filepath.Base(os.Args[0]), err)
		os.Stderr.WriteString(msg)
		if tty, err := os.OpenFile("/dev/tty", os.O_WRONLY, 0); err == nil {
			if !testing.Verbose() && firstOfRun() {
				tty.WriteString(msg)
			}
			tty.Close()
		}
	}
	return m.Run()
}

// firstOfRun reports whether this test binary is the first that its
// parent, the go command, runs to reach Main, by creating a file named
// after the parent and its start time.
func firstOfRun() bool {
	id := strconv.Itoa(os.Getppid())
	if stat, err := os.ReadFile("/proc/" + id + "/stat"); err == nil {
		if f := strings.Fields(string(stat[bytes.LastIndexByte(stat, ')')+1:])); len(f) > 19 {
			id += "-" + f[19] // the start time, as pids are used again
		}
	}
	f, err := os.OpenFile(filepath.Join(os.TempDir(), "beebatch-testlists-told-"+id), os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
	if err != nil {
		return !errors.Is(err, fs.ErrExist)
	}
	f.Close()
	return true
}

// Fetch makes every list of names present, fetching those that are not,
// and returns their paths. The error, if one cannot be had, is the
// message that Need gives.
func Fetch(ctx context.Context, names ...string) ([]string, error) {
	var paths []string
	e := &Error{}
	for _, name := range names {
		p, err := fetch(ctx, name)
		if err != nil {
			e.Missing = append(e.Missing, name)
			e.Errs = append(e.Errs, err)
			continue
		}
		paths = append(paths, p)
	}
	if len(e.Missing) > 0 {
		return nil, e
	}
	return paths, nil
}

// fetch returns the path of the list name, fetching it once per process.
func fetch(ctx context.Context, name string) (string, error) {
	mu.Lock()
	defer mu.Unlock()
	if r, ok := fetched[name]; ok {
		return r.path, r.err
	}
	p, err := fetchList(ctx, name)
	fetched[name] = fetchResult{p, err}
	return p, err
}

func fetchList(ctx context.Context, name string) (string, error) {
	if p := os.Getenv(envName(name)); p != "" {
		return p, nil
	}
	l, ok := catalog.Lookup(name)
	if !ok {
		return "", fmt.Errorf("no list %q in the catalog", name)
	}
	if catErr != nil {
		return "", catErr
	}
	if loc, err := cat.Locate(l); err == nil {
		return loc.Path, nil
	} else if !errors.Is(err, catalog.ErrNotPresent) {
		var ce *catalog.ChecksumError
		if !errors.As(err, &ce) || ce.Origin != catalog.FromCache {
			return "", err // a bad mirror is the user's to fix
		}
	}
	loc, err := cat.Fetch(ctx, l)
	if err != nil {
		return "", err
	}
	return loc.Path, nil
}

// Error is a list, or several, that the tests need and that cannot be
// had.
type Error struct {
	Missing []string // the lists that cannot be had
	Errs    []error  // why, for each
}

// Error names the lists the tests need, those missing and why, and says
// how to provide them.
func (e *Error) Error() string {
	var files, sources []string
	for _, name := range Needed {
		l, _ := catalog.Lookup(name)
		files = append(files, l.FileName())
		if l.URL != "" && !slices.Contains(sources, l.URL) {
			sources = append(sources, l.URL)
		}
	}
	cache := "the cache"
	if cat != nil {
		cache += " " + cat.Cache
	}
	var b strings.Builder
	fmt.Fprintf(&b, "the tests need the word lists %s, and %s cannot be had:\n", strings.Join(Needed, ", "), strings.Join(e.Missing, ", "))
	for _, err := range e.Errs {
		fmt.Fprintf(&b, "  %v\n", err)
	}
	fmt.Fprintf(&b, "To provide them, set %s to a directory holding %s (the Makefile uses ../shared/wordlists when it exists), "+
		"or give this machine access to %s, from which they are fetched into %s and checked.",
		catalog.MirrorEnv, strings.Join(files, " and "), strings.Join(sources, " and "), cache)
	return b.String()
}

// Unwrap returns the causes.
func (e *Error) Unwrap() []error { return e.Errs }

// Dir returns a new directory, removed when the test ends, that holds a
// link NAME.txt to the local copy of each list of names, fetched if need
// be: a mirror for a test of the catalog.
func Dir(tb testing.TB, names ...string) string {
	tb.Helper()
	dir := tb.TempDir()
	for _, name := range names {
		p := Need(tb, name)
		abs, err := filepath.Abs(p)
		if err != nil {
			tb.Fatal(err)
		}
		if err := os.Symlink(abs, filepath.Join(dir, name+".txt")); err != nil {
			tb.Fatal(err)
		}
	}
	return dir
}
