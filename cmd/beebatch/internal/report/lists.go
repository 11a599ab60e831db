package report

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"

	"github.com/olekukonko/tablewriter/tw"
)

// CatalogList is one known word list and its local copy, the row that
// "beebatch lists" writes.
type CatalogList struct {
	Name string `json:"name"`
	// Kind is where the list comes from: url, debian, npm or mirror.
	Kind    string `json:"kind"`
	Source  string `json:"source"`
	License string `json:"license"`
	// SHA256 is the sha256 the list's file must have, or "".
	SHA256  string `json:"sha256"`
	Present bool   `json:"present"`
	// Corrupt says the local copy does not match its checksum.
	Corrupt bool `json:"corrupt"`
	// Path is where the local copy is, and Origin where it came from
	// (mirror, system or cache); both "" when there is none.
	Path   string `json:"path"`
	Origin string `json:"origin"`
}

// WriteCatalog writes the known word lists in format, one of Formats;
// with compact, text has the name, kind and presence alone.
func WriteCatalog(w io.Writer, format string, lists []CatalogList, compact bool) error {
	if format == "text" && compact {
		t := table{header: []string{"name", "kind", "present"}, align: tw.Alignment{tw.AlignLeft, tw.AlignLeft, tw.AlignLeft}, plain: true}
		for _, l := range lists {
			present := yesNo(l.Present)
			if l.Corrupt {
				present = "corrupt"
			}
			t.rows = append(t.rows, []string{Visible(l.Name), l.Kind, present})
		}
		if err := fitTable(w, t); err != nil {
			return err
		}
		_, err := io.WriteString(w, Wrap(`"beebatch lists NAME..." shows the source, license, sha256 and path of each list named; --format csv, md or json shows them for every list.`, Width(w), "\n", ""))
		return err
	}
	header := []string{"name", "kind", "source", "license", "sha256", "present", "path"}
	row := func(l CatalogList, show func(string) string) []string {
		sum, path, present := l.SHA256, show(l.Path), yesNo(l.Present)
		if sum == "" {
			sum = "-"
		}
		if l.Corrupt {
			present = "corrupt"
		}
		switch {
		case !l.Present && !l.Corrupt:
			path = "-"
		case l.Origin != "cache":
			path += " (" + l.Origin + ")"
		}
		return []string{l.Name, l.Kind, l.Source, l.License, sum, present, path}
	}
	switch format {
	case "text":
		t := table{header: header, align: tw.Alignment{tw.AlignLeft, tw.AlignLeft, tw.AlignLeft, tw.AlignLeft, tw.AlignLeft, tw.AlignLeft, tw.AlignLeft}, plain: true}
		for _, l := range lists {
			t.rows = append(t.rows, row(l, Visible))
		}
		return fitTable(w, t)
	case "md":
		var rows [][]string
		for _, l := range lists {
			rows = append(rows, row(l, mdText))
		}
		return writeMarkdownTable(w, header, make(tw.Alignment, len(header)), rows)
	case "json":
		return WriteJSON(w, orEmpty(lists))
	case "csv":
		rows := [][]string{{"name", "kind", "source", "license", "sha256", "present", "path", "origin", "corrupt"}}
		for _, l := range lists {
			rows = append(rows, []string{l.Name, l.Kind, l.Source, l.License, l.SHA256, strconv.FormatBool(l.Present), l.Path, l.Origin, strconv.FormatBool(l.Corrupt)})
		}
		return csv.NewWriter(w).WriteAll(rows)
	}
	return unknownFormat(format)
}

// Fetched is a list that "beebatch lists fetch" or "path" has a copy of.
type Fetched struct {
	Name string `json:"name"`
	Path string `json:"path"`
}

// WriteFetched writes fetched lists in format, one of Formats: text
// NAME<TAB>PATH, or the path alone (and one JSON object) if pathOnly.
func WriteFetched(w io.Writer, format string, fetched []Fetched, pathOnly bool) error {
	switch format {
	case "text":
		for _, f := range fetched {
			if pathOnly {
				fmt.Fprintln(w, f.Path)
			} else {
				fmt.Fprintf(w, "%s\t%s\n", f.Name, f.Path)
			}
		}
		return nil
	case "md":
		var rows [][]string
		for _, f := range fetched {
			rows = append(rows, []string{f.Name, mdText(f.Path)})
		}
		return writeMarkdownTable(w, []string{"name", "path"}, make(tw.Alignment, 2), rows)
	case "json":
		if pathOnly && len(fetched) == 1 {
			return WriteJSON(w, fetched[0])
		}
		return WriteJSON(w, orEmpty(fetched))
	case "csv":
		rows := [][]string{{"name", "path"}}
		for _, f := range fetched {
			rows = append(rows, []string{f.Name, f.Path})
		}
		return csv.NewWriter(w).WriteAll(rows)
	}
	return unknownFormat(format)
}
