package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/bytesize"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/cli"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/help"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/suggest"
	"github.com/beebatch/beebatch/pkg/catalog"
)

// listsCmd runs "beebatch lists", "lists fetch" and "lists path".
func listsCmd(ctx context.Context, e *cli.Env, args []string) error {
	sub := ""
	if len(args) > 0 && (args[0] == "fetch" || args[0] == "path") {
		sub, args = args[0], args[1:]
	}
	fs := e.FlagSet(strings.TrimSpace("lists "+sub), help.Lists)
	cache := fs.String("cache", "", "fetch lists into `DIR` (default $BEEBATCH_CACHE, else $XDG_CACHE_HOME/beebatch/wordlists)")
	maxBytes := bytesize.Size(catalog.DefaultMaxBytes)
	fs.Var(&maxBytes, "max-bytes", "stop a download of a list whose size is not pinned at `SIZE` bytes, such as 1GiB or 500MB")
	var ff cli.FormatFlag
	ff.Register(fs, "the lists")
	if err := e.Parse(fs, args); err != nil {
		return err
	}
	if maxBytes < 1 {
		return cli.Usagef("--max-bytes %d: expected a size of at least 1 byte, such as 1GiB", maxBytes)
	}
	format, err := ff.Check(fs)
	if err = cmp.Or(err, cli.FlagAfterArgs(fs.Args())); err != nil {
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
			return cli.Usagef("unknown word list %q; expected one of %s%s", name, strings.Join(catalog.Names(), ", "), suggest.DidYouMean(name, catalog.Names()))
		}
		lists = append(lists, l)
	}
	if sub == "path" && len(lists) != 1 {
		return cli.Usagef("lists path takes one NAME, not %d", len(lists))
	}
	c.Log = catalogLog(e, "lists")
	c.MaxBytes = int64(maxBytes)
	switch sub {
	case "fetch":
		return listsFetch(ctx, e, c, lists, format)
	case "path":
		loc, err := c.Fetch(ctx, lists[0])
		if err != nil {
			return catalogError(err)
		}
		return report.WriteFetched(e.Stdout, format, []report.Fetched{{Name: lists[0].Name, Path: loc.Path}}, true)
	}
	return listsTable(e, c, lists, format)
}

// listsTable prints one row per list of lists, with all its fields, or,
// for none, one row per known list, compact in text.
func listsTable(e *cli.Env, c *catalog.Catalog, lists []catalog.List, format string) error {
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
			e.Warn(err)
		}
		rows = append(rows, row)
	}
	return report.WriteCatalog(e.Stdout, format, rows, compact)
}

// listsFetch fetches lists, or every known list when there are none,
// writing the name and path of each list fetched, in text as soon as it
// is, and one line on stderr for each that failed.
func listsFetch(ctx context.Context, e *cli.Env, c *catalog.Catalog, lists []catalog.List, format string) error {
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
			e.Say(fmt.Sprintf("beebatch lists fetch: %s", cli.Message(catalogError(err))))
			failed = append(failed, l.Name)
			stopped.Pending = append(stopped.Pending, l.Name)
		default:
			f := report.Fetched{Name: l.Name, Path: loc.Path}
			if format == "text" {
				report.WriteFetched(e.Stdout, format, []report.Fetched{f}, false)
			}
			fetched = append(fetched, f)
			stopped.Done = append(stopped.Done, l.Name)
		}
	}
	if format != "text" {
		if err := report.WriteFetched(e.Stdout, format, fetched, false); err != nil {
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
