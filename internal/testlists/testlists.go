// Package testlists gives tests the word lists of the catalog that they
// read, such as enable1, through pkg/catalog as the environment had it
// when the test binary started: from the mirror ($BEEBATCH_MIRROR), the
// cache, or else downloaded into the cache and checked.
//
// A test reads a list through a package-level variable set by Path, and
// calls Need before using it. Each package whose tests read a list has a
// TestMain that calls Main, which says once, if a list of Needed cannot
// be had, how to provide it, and the tests that need it then skip.
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
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/beebatch/beebatch/pkg/catalog"
)

// Needed are the lists that the tests of this module read; TestNeeded
// checks that every name given to Path or Need in a test is here.
var Needed = []string{"enable1", "count_1w_100k"}

var (
	cat, catErr = catalog.FromEnv("") // as the test binary started

	fetched sync.Map // by name, the OnceValues of fetchList
)

// envName returns the name of the environment variable through which
// Path passes the path it found of the list name to child processes,
// which need not look again.
func envName(name string) string {
	return "BEEBATCH_TESTLIST_" + regexp.MustCompile(`[^A-Za-z0-9]`).ReplaceAllString(name, "_")
}

// Path returns the path of the local copy of the list name, for a
// package-level variable such as
//
//	var enable1 = testlists.Path("enable1")
//
// It fetches nothing: where the list is not present, it returns the path
// in the cache where Need would put it. It panics if name is not a list
// of the catalog.
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
// if need be. If it cannot be had, it skips the test when Main has said
// so already, and otherwise fails it with the message of listsError.
func Need(tb testing.TB, name string) string {
	tb.Helper()
	consult(name)
	p, err := fetch(context.Background(), name)
	if err != nil {
		if told {
			tb.Skipf("needs the word list %s, which cannot be had here (see the message before the tests)", name)
		}
		tb.Fatal(listsError([]string{name}, []error{err}))
	}
	return p
}

// consult looks again, from inside a test, at what decides where the list
// name is: the environment and the files of the mirror and the cache.
// Main looked before the tests began, where go test does not see it, and
// go test ./... would then answer "(cached)" with the run in which the
// tests skipped for want of a list that a mirror set since provides. What
// a test looks at, go test keys its cache by.
func consult(name string) {
	for _, v := range []string{catalog.MirrorEnv, catalog.CacheEnv, "XDG_CACHE_HOME", "HOME", envName(name)} {
		os.Getenv(v)
	}
	l, ok := catalog.Lookup(name)
	if !ok || cat == nil {
		return
	}
	for _, dir := range []string{cat.Mirror, cat.Cache} {
		if dir != "" {
			os.Stat(filepath.Join(dir, l.FileName()))
		}
	}
}

// told is whether Main found a list of Needed missing and said so.
var told bool

// Main runs the tests of a package that reads lists, from its TestMain:
//
//	func TestMain(m *testing.M) { os.Exit(testlists.Main(m)) }
//
// It first makes the lists of Needed present. If one cannot be had, it
// says so, with the message of listsError, on standard error and, as go test
// ./... hides the output of a package that passes, on the terminal once
// for all the packages that one go command tests; the tests that call
// Need then skip.
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
// after the parent and its start time (pids are used again).
func firstOfRun() bool {
	id := strconv.Itoa(os.Getppid())
	if stat, err := os.ReadFile("/proc/" + id + "/stat"); err == nil {
		if f := strings.Fields(string(stat[bytes.LastIndexByte(stat, ')')+1:])); len(f) > 19 {
			id += "-" + f[19]
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
// and returns their paths, or the error of listsError.
func Fetch(ctx context.Context, names ...string) ([]string, error) {
	var paths, missing []string
	var errs []error
	for _, name := range names {
		p, err := fetch(ctx, name)
		if err != nil {
			missing, errs = append(missing, name), append(errs, err)
		}
		paths = append(paths, p)
	}
	if len(missing) > 0 {
		return nil, listsError(missing, errs)
	}
	return paths, nil
}

// fetch returns the path of the list name, fetching it once per process.
func fetch(ctx context.Context, name string) (string, error) {
	f, _ := fetched.LoadOrStore(name, sync.OnceValues(func() (string, error) { return fetchList(ctx, name) }))
	return f.(func() (string, error))()
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
	// A list not present, or a cached copy that has changed, is fetched;
	// a bad mirror is the user's to fix.
	loc, err := cat.Locate(l)
	ce, changed := errors.AsType[*catalog.ChecksumError](err)
	if errors.Is(err, catalog.ErrNotPresent) || changed && ce.Origin == catalog.FromCache {
		loc, err = cat.Fetch(ctx, l)
	}
	return loc.Path, err
}

// listsError says that the lists that the tests need, of which missing
// cannot be had, each for its error of errs, and how to provide them.
func listsError(missing []string, errs []error) error {
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
	// A sentence whole on its first line, then a line per list and why.
	fmt.Fprintf(&b, "the tests read the word lists %s, and %s cannot be had here, for %s below.\n",
		andList(Needed), andList(missing), plural(len(missing), "the reason", "the reasons"))
	for _, err := range errs {
		fmt.Fprintf(&b, "  %v\n", err)
	}
	fmt.Fprintf(&b, "To provide them, set %s to a directory holding %s (the Makefile uses ../shared/wordlists when it exists), "+
		"or give this machine access to %s, from which they are fetched into %s and checked.",
		catalog.MirrorEnv, strings.Join(files, " and "), strings.Join(sources, " and "), cache)
	return errors.New(b.String())
}

// andList joins names with commas and a last "and": "a", "a and b",
// "a, b and c".
func andList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// plural returns one for n == 1, else many.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Dir returns a temporary directory that holds a link NAME.txt to the
// local copy of each list of names: a mirror for a test of the catalog.
func Dir(tb testing.TB, names ...string) string {
	tb.Helper()
	dir := tb.TempDir()
	for _, name := range names {
		// The path is absolute, as Locate and Fetch return it.
		if err := os.Symlink(Need(tb, name), filepath.Join(dir, name+".txt")); err != nil {
			tb.Fatal(err)
		}
	}
	return dir
}
