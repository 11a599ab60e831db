// Package catalog knows the word lists that beebatch can obtain by name,
// finds local copies of them and fetches the missing ones into a cache
// directory.
//
// Each list has one kind of source (see Kind): a URL, a Debian package, an
// npm package, or none but a mirror directory. Where the file's contents
// are fixed, the list pins its sha256 and every copy obtained is checked
// against it. A Catalog looks for a list in this order:
//
//  1. the mirror directory (Catalog.Mirror, from BEEBATCH_MIRROR), which
//     holds NAME.txt; a copy there with the wrong sha256 is an error, not
//     something to skip;
//  2. for a Debian list, the file of the installed package under
//     /usr/share/dict;
//  3. the cache directory (Catalog.Cache), which holds NAME.txt;
//  4. only when fetching: the list's own source, downloaded into the cache.
//
// A fetched file is written to a temporary file in the cache directory,
// checked against its sha256, synced and renamed to NAME.txt, so the cache
// never holds a partial or unverified file under a list's name. Temporary
// names start with a dot and are removed on failure or cancellation.
//
// Commands run with exec.CommandContext: "apt-get download" and
// "dpkg-deb --fsys-tarfile" for Debian packages, "npm pack" for npm
// packages. A missing tool is an error for that list that says what to
// install.
package catalog
