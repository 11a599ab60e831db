package catalog

import (
	"archive/tar"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// ChecksumError is a file whose sha256 is not the one its list pins.
type ChecksumError struct {
	Source string // what was checked, such as "mirror copy /x/enable1.txt"
	Want   string // the pinned sha256
	Got    string // the file's sha256
	Hint   string // what to do about it; may be ""
}

// Error says which file has which checksum, and what to do.
func (e *ChecksumError) Error() string {
	s := fmt.Sprintf("checksum mismatch for %s: expected sha256 %s, actual %s", e.Source, e.Want, e.Got)
	if e.Hint != "" {
		s += " (" + e.Hint + ")"
	}
	return s
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

// install copies r into the cache as l's file and returns its path. It
// writes a temporary file in the cache directory, checks its sha256
// against l.SHA256 (when fixed), syncs it and renames it; on any failure
// it removes the temporary file, so the cache keeps what it had. source
// names where r comes from, for error messages.
func (c *Catalog) install(l List, r io.Reader, source string) (_ string, err error) {
	dst := filepath.Join(c.Cache, l.FileName())
	f, err := os.CreateTemp(c.Cache, "."+l.FileName()+".tmp*")
	if err != nil {
		return "", fmt.Errorf("cannot write to the cache: %w", err)
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(f, h), r)
	if err != nil {
		return "", fmt.Errorf("reading %s: %w", source, err)
	}
	if n == 0 {
		return "", fmt.Errorf("%s is empty; expected a word list", source)
	}
	got := hex.EncodeToString(h.Sum(nil))
	if l.SHA256 != "" && got != l.SHA256 {
		return "", &ChecksumError{Source: l.FileName() + " from " + source, Want: l.SHA256, Got: got,
			Hint: "the published file may have changed; set " + MirrorEnv + " to a directory holding the expected " + l.FileName()}
	}
	if err := f.Chmod(0o644); err != nil {
		return "", err
	}
	if err := f.Sync(); err != nil {
		return "", err
	}
	if err := f.Close(); err != nil {
		return "", err
	}
	if err := os.Rename(f.Name(), dst); err != nil {
		return "", err
	}
	syncDir(c.Cache)
	abs, err := filepath.Abs(dst)
	if err != nil {
		return dst, nil
	}
	c.logf("saved %s", abs)
	return abs, nil
}

// syncDir flushes a directory's entries, so that a rename survives a
// crash; where directories cannot be synced, it does nothing.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// errNoMember is returned by findMember for an archive without the file.
var errNoMember = errors.New("no such file in the archive")

// findMember advances tr to the regular file called name (a relative
// path; a leading "./" in the archive is ignored) and returns tr, from
// which the file's contents can then be read.
func findMember(tr *tar.Reader, name string) (*tar.Reader, error) {
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			return nil, errNoMember
		}
		if err != nil {
			return nil, err
		}
		if path.Clean(strings.TrimPrefix(hdr.Name, "./")) != name {
			continue
		}
		if hdr.Typeflag != tar.TypeReg {
			return nil, fmt.Errorf("%s is not a regular file in the archive", name)
		}
		return tr, nil
	}
}
