package wordlist

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Decompress returns a reader of the text of r, an input named path, as
// Source.Load reads it, with every layer of compression taken off, each
// bounded by limit bytes, and reports whether there was any. It fails as
// Load does on a format it does not read or input that is not text.
func Decompress(r io.Reader, path string, limit int64) (io.Reader, bool, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	text, compressed, err := decompress(br, path, limit)
	if err != nil {
		return nil, false, openError(path, err)
	}
	head, err := text.Peek(sniffSize)
	if err != nil && err != io.EOF && err != bufio.ErrBufferFull {
		return nil, false, openError(path, err)
	}
	if err := sniff(head); err != nil {
		return nil, false, fmt.Errorf("%s: %w", path, err)
	}
	return text, compressed, nil
}

// openError names path in err, unless err names it already, as a
// *LimitError does.
func openError(path string, err error) error {
	if le := (*LimitError)(nil); errors.As(err, &le) {
		return le
	}
	if strings.HasPrefix(err.Error(), path+": ") {
		return err
	}
	return pathError(path, err)
}
