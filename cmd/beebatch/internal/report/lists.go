package report

import (
	"io"
	"slices"
	"strconv"
	"strings"
)

// CatalogList is one known word list and its local copy, the row that
// "beebatch lists" writes.
type CatalogList struct {
	Name string `json:"name"`
	// Kind is where the list comes from: url, debian, npm or mirror.
	Kind string `json:"kind"`
	// Lang is the code of the list's language profile, such as "en".
	Lang string `json:"lang"`
	// Encoding is that of the list's source, "utf-8" or "iso-8859-1";
	// the list's file is UTF-8.
	Encoding string `json:"encoding"`
	Source   string `json:"source"`
	License  string `json:"license"`
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
// with compact, text has the name, kind, language and presence alone.
// CSV has the columns it had before lang and encoding, and those two
// last.
func WriteCatalog(w io.Writer, format string, lists []CatalogList, compact bool) error {
	header := []string{"name", "kind", "lang", "encoding", "source", "license", "sha256", "present", "path"}
	text := table{header: header, align: slices.Repeat([]align{alignLeft}, len(header)), plain: true}
	md := table{header: header, align: make([]align, len(header))}
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
		// A learned list's source and a path come from the cache.
		return []string{show(l.Name), l.Kind, l.Lang, l.Encoding, show(l.Source), show(l.License), sum, present, path}
	}
	for _, l := range lists {
		r := row(l, Visible)
		text.rows = append(text.rows, r)
		md.rows = append(md.rows, row(l, mdText))
	}
	d := doc{{tt: &text, mt: &md}}
	if compact {
		short := text.pick([]string{"name", "kind", "lang", "present"}, 0, 1, 2, 7)
		d = doc{{tt: &short, mt: &md}, {gap: true, txt: Wrap(`"beebatch lists NAME..." shows the encoding, source, license, sha256 and path of each list named; --format csv, md or json shows them for every list.`, Width(w), "", "")}}
	}
	return writeAs(w, format, func() doc { return d }, orEmpty(lists), func() [][]string {
		rows := [][]string{{"name", "kind", "source", "license", "sha256", "present", "path", "origin", "corrupt", "lang", "encoding"}}
		for _, l := range lists {
			rows = append(rows, []string{l.Name, l.Kind, l.Source, l.License, l.SHA256, strconv.FormatBool(l.Present), l.Path, l.Origin, strconv.FormatBool(l.Corrupt), l.Lang, l.Encoding})
		}
		return rows
	})
}

// Fetched is a list that "beebatch lists fetch" or "path" has a copy of.
type Fetched struct {
	Name string `json:"name"`
	Path string `json:"path"`
}

// WriteFetched writes fetched lists in format, one of Formats: text
// NAME<TAB>PATH, or the path alone (and one JSON object) if pathOnly.
func WriteFetched(w io.Writer, format string, fetched []Fetched, pathOnly bool) error {
	var txt strings.Builder
	md := table{header: []string{"name", "path"}, align: make([]align, 2)}
	rows := [][]string{{"name", "path"}}
	for _, f := range fetched {
		if !pathOnly {
			txt.WriteString(f.Name + "\t")
		}
		txt.WriteString(f.Path + "\n")
		md.rows = append(md.rows, []string{f.Name, mdText(f.Path)})
		rows = append(rows, []string{f.Name, f.Path})
	}
	v := any(orEmpty(fetched))
	if pathOnly && len(fetched) == 1 {
		v = fetched[0]
	}
	return writeAs(w, format, func() doc { return doc{{txt: txt.String(), mt: &md}} }, v, func() [][]string { return rows })
}
