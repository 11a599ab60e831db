// Package catalog knows the word lists that beebatch can obtain by name,
// finds local copies of them and fetches the missing ones into a cache
// directory.
//
// Each list has one kind of source (see Kind): a URL, a Debian package, an
// npm package, or none but a mirror directory. A list's file is the
// source's file as it is, or made from it (see Format): the first lines of
// a download, or the words of JSON files in an npm package. Where the
// file's contents are fixed, the list pins its sha256 and its size, and
// every copy obtained is checked against them. A Catalog looks for a list
// in this order:
//
//  1. the mirror directory (Catalog.Mirror, from BEEBATCH_MIRROR), which
//     holds NAME.txt; a copy there with the wrong sha256 is an error, not
//     something to skip; Fetch copies it into the cache, so that the list
//     is present later without the mirror;
//  2. for a Debian list, the file of the installed package under
//     /usr/share/dict;
//  3. the cache directory (Catalog.Cache), which holds NAME.txt, checked
//     before use against the pinned sha256, or the one recorded when it
//     was fetched (NAME.txt.sum, which also records the file's size and
//     modification time, so that the file is hashed again only when they
//     change); a copy that does not match is an error that says to fetch
//     it again, and Fetch does;
//  4. only when fetching: the list's own source, obtained into the cache.
//
// A fetched file is written to a temporary file in the cache directory,
// checked against its sha256, synced and renamed to NAME.txt (see
// internal/atomicfile), so the cache never holds a partial or unverified
// file under a list's name. Reading stops as soon as the file is larger
// than its pinned size, or than Catalog.MaxBytes where none is pinned.
//
// Commands run with exec.CommandContext: "apt-get download" and
// "dpkg-deb --fsys-tarfile" for Debian packages, "npm pack" for npm
// packages. A missing tool is an error for that list that says what to
// install. apt-get never changes the system's state: it reads the
// system's package lists, keeps its caches in the cache's .apt directory
// (Catalog.AptDir), and where the system's lists lack the package, it
// brings its own lists there up to date from the system's sources, with
// none of the system's update hooks, and downloads with those.
package catalog
