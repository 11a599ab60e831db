package catalog

import (
	"fmt"
	"io"
	"strings"

	"golang.org/x/text/encoding/charmap"
)

// The encodings that Decode reads: those of List.Encoding.
const (
	UTF8   = "utf-8"      // as it is
	Latin1 = "iso-8859-1" // wswedish's
)

// Decode returns a reader of r's text as UTF-8, r being in encoding:
// UTF8 ("" too), or Latin1 ("latin1" too), in any case. An unknown
// encoding is an error that names the ones known. The catalog installs
// lists through it, and a reader of a file in another encoding can use
// it too.
func Decode(encoding string, r io.Reader) (io.Reader, error) {
	switch strings.ToLower(strings.TrimSpace(encoding)) {
	case "", UTF8, "utf8":
		return r, nil
	case Latin1, "latin1", "latin-1":
		return charmap.ISO8859_1.NewDecoder().Reader(r), nil
	}
	return nil, fmt.Errorf("unknown encoding %q: expected %s or %s", encoding, UTF8, Latin1)
}
