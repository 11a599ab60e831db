package wordlist

import (
	"bufio"
	"errors"
	"fmt"
	"io"
)

// Decompress returns a reader of the text of r, an input named path, as
// Source.Load reads it: with every layer of gzip, bzip2, xz or zstd taken
// off (at most MaxLayers), each layer bounded by limit bytes (a
// *LimitError), and reports whether there was any. It fails at once with
// a *FormatError for a format it does not read (zip, tar, 7z, ...), and
// when the first 4096 bytes of the text show that it is not text in UTF-8
// or an 8-bit encoding (UTF-16, UTF-32, or mostly NUL bytes, as
// /dev/zero): see the package documentation, "Limits". Other errors name
// the path; a *LimitError names it itself. Packages that read text of
// their own, such as puzzle archives, take their input through it.
func Decompress(r io.Reader, path string, limit int64) (io.Reader, bool, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	text, compressed, err := decompress(br, path, limit)
	if err != nil {
		return nil, false, openError(path, err)
	}
	tb, ok := text.(*bufio.Reader)
	if !ok || tb.Size() < sniffSize {
		tb = bufio.NewReaderSize(text, 64<<10)
	}
	head, err := tb.Peek(sniffSize)
	if err != nil && err != io.EOF && err != bufio.ErrBufferFull {
		return nil, false, openError(path, err)
	}
	if err := sniff(head); err != nil {
		return nil, false, fmt.Errorf("%s: %w", path, err)
	}
	return tb, compressed, nil
}

// openError names path in err, unless err is a *LimitError, which names
// it itself.
func openError(path string, err error) error {
	if le := (*LimitError)(nil); errors.As(err, &le) {
		return le
	}
	return pathError(path, err)
}
