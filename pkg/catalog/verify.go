package catalog

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/beebatch/beebatch/internal/atomicfile"
)

// The cache keeps beside each list's file NAME.txt a small file
// NAME.txt.sum, which records the file's sha256 and the size and
// modification time it had when the sum was computed:
//
//	sha256 96f5714f0b8049946736c1daed41622822eed2110a48137ba1c5fab19723b01c
//	size 1743332
//	mtime 1700000000000000000
//	checked 1700000005000000000
//
// (times in nanoseconds since 1970). A cached file whose size and
// modification time are those recorded is taken to hold what it held
// then, and is not read again; otherwise it is hashed again and checked.
// As in git's index, a file modified within racyWindow of its check
// ("racily clean": a later change in the same clock tick would not show in
// its modification time) is always hashed again.
const sumSuffix = ".sum"

// racyWindow is how long after a file's modification its check must have
// been made for the check to be trusted without hashing the file again.
const racyWindow = 2 * time.Second

// check is what NAME.txt.sum records.
type check struct {
	sha256                 string
	size, mtime, checkedAt int64
}

// readCheck returns the check recorded for the cached file p, and
// whether there is a well-formed one.
func readCheck(p string) (check, bool) {
	data, err := os.ReadFile(p + sumSuffix)
	if err != nil || len(data) > 4096 {
		return check{}, false
	}
	var ch check
	seen := 0
	for line := range strings.Lines(string(data)) {
		key, val, ok := strings.Cut(strings.TrimSpace(line), " ")
		if !ok {
			return check{}, false
		}
		if key == "sha256" {
			if !isSHA256(val) {
				return check{}, false
			}
			ch.sha256 = val
			seen++
			continue
		}
		n, err := strconv.ParseInt(val, 10, 64)
		if err != nil {
			return check{}, false
		}
		switch key {
		case "size":
			ch.size = n
		case "mtime":
			ch.mtime = n
		case "checked":
			ch.checkedAt = n
		default:
			return check{}, false
		}
		seen++
	}
	return ch, seen == 4
}

// isSHA256 says whether s is 64 lowercase hex digits.
func isSHA256(s string) bool {
	if len(s) != 64 {
		return false
	}
	for _, r := range s {
		if !('0' <= r && r <= '9' || 'a' <= r && r <= 'f') {
			return false
		}
	}
	return true
}

// writeCheck records ch for the cached file p, atomically.
func writeCheck(p string, ch check) error {
	return atomicfile.WriteFile(p+sumSuffix, func(w io.Writer) error {
		_, err := fmt.Fprintf(w, "sha256 %s\nsize %d\nmtime %d\nchecked %d\n", ch.sha256, ch.size, ch.mtime, ch.checkedAt)
		return err
	})
}

// record notes that the cached file p, whose information before it was
// hashed is fi, has the sha256 sum. A cache that cannot be written is no
// error: the file is then hashed on each use.
func (c *Catalog) record(p, sum string, fi os.FileInfo) {
	if err := writeCheck(p, check{sum, fi.Size(), fi.ModTime().UnixNano(), time.Now().UnixNano()}); err != nil {
		c.logf("cannot record the checksum of %s: %v", p, err)
	}
}

// verifyCached checks the cached file p of l: against l.SHA256 when the
// list pins one, else against the sha256 recorded when it was fetched
// (a file with no record is recorded as it is). It reads the file only
// when its size or modification time differ from those recorded. A
// mismatch is a *ChecksumError that names the file and says how to fetch
// it again.
func (c *Catalog) verifyCached(l List, p string) error {
	fi, err := os.Stat(p)
	if err != nil {
		return err
	}
	ch, ok := readCheck(p)
	want := l.SHA256
	if want == "" && ok {
		want = ch.sha256
	}
	if ok && ch.sha256 == want && ch.size == fi.Size() && ch.mtime == fi.ModTime().UnixNano() &&
		ch.checkedAt-ch.mtime >= int64(racyWindow) {
		return nil
	}
	got, err := fileSHA256(p)
	if err != nil {
		return err
	}
	if want != "" && got != want {
		what := "cached copy " + p
		if l.SHA256 == "" {
			what += " (its sha256 when it was fetched)"
		}
		return &ChecksumError{Source: what, Path: p, Origin: FromCache, Want: want, Got: got,
			Hint: fmt.Sprintf("it has changed since it was fetched; run \"beebatch lists fetch %s\" to fetch it again", l.Name)}
	}
	c.record(p, got, fi)
	return nil
}
