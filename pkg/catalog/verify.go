package catalog

import (
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/beebatch/beebatch/internal/atomicfile"
)

// The cache keeps beside each list's file NAME.txt the file NAME.txt.sum,
// which records its sha256 and the size and modification time it had when
// the sum was computed, and when that was (nanoseconds since 1970), in the
// form of checkFormat. A cached file whose size and modification time are
// those recorded is not hashed again, unless, as in git's index, it was
// modified within racyWindow of its check.
const sumSuffix = ".sum"

// checkFormat is the form of NAME.txt.sum.
const checkFormat = "sha256 %s\nsize %d\nmtime %d\nchecked %d\n"

// racyWindow is how long after a file's modification its check must have
// been made for the check to be trusted without hashing the file again.
const racyWindow = 2 * time.Second

// check is what NAME.txt.sum records.
type check struct {
	sha256                 string
	size, mtime, checkedAt int64
}

// String returns ch as NAME.txt.sum holds it.
func (ch check) String() string {
	return fmt.Sprintf(checkFormat, ch.sha256, ch.size, ch.mtime, ch.checkedAt)
}

// readCheck returns the check recorded for the cached file p, and
// whether there is one exactly as record writes it.
func readCheck(p string) (check, bool) {
	var ch check
	data, err := os.ReadFile(p + sumSuffix)
	if err != nil || len(data) > 4096 {
		return ch, false
	}
	_, err = fmt.Sscanf(string(data), checkFormat, &ch.sha256, &ch.size, &ch.mtime, &ch.checkedAt)
	return ch, err == nil && len(ch.sha256) == 64 && strings.Trim(ch.sha256, "0123456789abcdef") == "" && ch.String() == string(data)
}

// record notes that the cached file p, whose information before it was
// hashed is fi, has the sha256 sum. A cache that cannot be written is no
// error: the file is then hashed on each use.
func (c *Catalog) record(p, sum string, fi os.FileInfo) {
	ch := check{sum, fi.Size(), fi.ModTime().UnixNano(), time.Now().UnixNano()}
	if err := atomicfile.WriteBytes(p+sumSuffix, []byte(ch.String())); err != nil {
		c.logf("cannot record the checksum of %s: %v", p, err)
	}
}

// verifyCached checks the cached file p of l, which fi describes, against
// l.SHA256, or else the sha256 recorded when it was fetched (a file with no
// record is recorded as it is), hashing it only when the record is not
// enough. A mismatch is a *ChecksumError that says how to fetch it again.
func (c *Catalog) verifyCached(l List, p string, fi os.FileInfo) error {
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
		hint := fmt.Sprintf("it has changed since it was fetched; run \"beebatch lists fetch %s\" to fetch it again", l.Name)
		if l.Kind == Learned {
			what = "cached copy " + p + " (its sha256 when it was learned)"
			hint = fmt.Sprintf("it has changed since it was learned; run \"beebatch learn --name %s ARCHIVE\" to learn it again", l.Name)
		}
		return &ChecksumError{Source: what, Path: p, Origin: FromCache, Want: want, Got: got, Hint: hint}
	}
	c.record(p, got, fi)
	return nil
}
