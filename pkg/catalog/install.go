package catalog

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/beebatch/beebatch/internal/atomicfile"
)

// ChecksumError is a file whose sha256 is not the one its list pins or,
// for a cached list, the one recorded when it was fetched.
type ChecksumError struct {
	Source string // what was checked, such as "mirror copy /x/enable1.txt"
	Path   string // the file checked, when it is on disk; "" for a download
	Origin string // FromMirror or FromCache for a file on disk; "" for a download
	Want   string // the pinned (or recorded) sha256
	Got    string // the file's sha256
	Hint   string // what to do about it
}

// Error says which file has which checksum, and what to do.
func (e *ChecksumError) Error() string {
	return fmt.Sprintf("checksum mismatch for %s: expected sha256 %s, actual %s (%s)", e.Source, e.Want, e.Got, e.Hint)
}

// TooLargeError is a download, or a file in a package, larger than the
// list's pinned size or else Catalog.MaxBytes.
type TooLargeError struct {
	Source string // what was read, such as "the download of https://norvig.com/ngrams/enable1.txt"
	File   string // the list's file, such as "enable1.txt"
	Limit  int64  // the most it may hold, in bytes
	Pinned bool   // Limit is the pinned size of the list's file
}

// Error says what was too large, and than what.
func (e *TooLargeError) Error() string {
	if e.Pinned {
		return fmt.Sprintf("%s is larger than expected: more than the %s of the pinned %s; the published file may have changed",
			e.Source, formatBytes(e.Limit), e.File)
	}
	return fmt.Sprintf("%s is too large: more than %s, the most a list may have here", e.Source, formatBytes(e.Limit))
}

// formatBytes writes n for people: "1 GiB" for a whole number of KiB,
// MiB or GiB, else "1,743,332 bytes".
func formatBytes(n int64) string {
	for i, unit := range []string{"GiB", "MiB", "KiB"} {
		if size := int64(1) << (30 - 10*i); n >= size && n%size == 0 {
			return fmt.Sprintf("%d %s", n/size, unit)
		}
	}
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s + " bytes"
}

// fileSHA256 returns the lowercase hex sha256 of the file at p.
func fileSHA256(p string) (string, error) {
	f, err := os.Open(p)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", fmt.Errorf("%s: %w", p, err)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// tooLarge returns the most bytes that l's file may have, and the error
// for source when it has more.
func (c *Catalog) tooLarge(l List, source string) (int64, *TooLargeError) {
	if l.Size > 0 {
		return l.Size, &TooLargeError{Source: source, File: l.FileName(), Limit: l.Size, Pinned: true}
	}
	return c.maxBytes(), &TooLargeError{Source: source, File: l.FileName(), Limit: c.maxBytes()}
}

// install copies r, from source, into the cache as l's file, whole or not
// at all, checks its size and sha256 against l's, records its checksum
// beside it, and returns its path.
func (c *Catalog) install(l List, r io.Reader, source string) (string, error) {
	dst := filepath.Join(c.Cache, l.FileName())
	f, err := atomicfile.Create(dst)
	if err != nil {
		return "", fmt.Errorf("cannot write to the cache: %w", err)
	}
	defer f.Cleanup()
	limit, tooLarge := c.tooLarge(l, source)
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(f, h), io.LimitReader(r, limit+1))
	switch {
	case err != nil && f.Err() != nil:
		return "", err // writing the cache: the error names the file
	case err != nil:
		return "", fmt.Errorf("reading %s: %w", source, err)
	case n > limit:
		return "", tooLarge
	case n == 0:
		return "", fmt.Errorf("%s is empty; expected a word list", source)
	}
	got := hex.EncodeToString(h.Sum(nil))
	if l.SHA256 != "" && got != l.SHA256 {
		return "", &ChecksumError{Source: l.FileName() + " from " + source, Want: l.SHA256, Got: got,
			Hint: "the published file may have changed; set " + MirrorEnv + " to a directory holding the expected " + l.FileName()}
	}
	if err := f.Commit(); err != nil {
		return "", err
	}
	if fi, err := os.Stat(dst); err == nil {
		c.record(dst, got, fi)
	}
	abs, err := filepath.Abs(dst)
	if err != nil {
		return dst, nil
	}
	c.logf("saved %s", abs)
	return abs, nil
}
