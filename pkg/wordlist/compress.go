package wordlist

import (
	"bufio"
	"bytes"
	"compress/bzip2"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/klauspost/compress/zstd"
	"github.com/ulikunitz/xz"
)

// The compressed formats that Load reads, recognised by the magic numbers
// their streams start with rather than by file names.
const (
	Gzip  = "gzip"  // RFC 1952: 1f 8b
	Bzip2 = "bzip2" // "BZh" and the block size, '1' to '9'
	XZ    = "xz"    // fd "7zXZ" 00
	Zstd  = "zstd"  // RFC 8878: 28 b5 2f fd, or a skippable frame, 5? 2a 4d 18
)

// MaxLayers is the most layers of compression that Load takes off one
// input, such as gzip inside gzip, since a stream can decompress to itself.
const MaxLayers = 4

// peekSize is the buffer of a layer of decompression; magicSize, the
// start of an input that compression looks at, to a tar header's "ustar".
const peekSize, magicSize = 64 << 10, 262

// compression returns the compressed format that head, the start of an
// input, shows, or "" for none, or an error for a format that Load does
// not read, such as a zip archive, saying how to read it.
func compression(head []byte) (string, error) {
	has := func(magic string) bool { return bytes.HasPrefix(head, []byte(magic)) }
	switch {
	case has("\x1f\x8b"):
		return Gzip, nil
	case has("BZh") && len(head) >= 4 && '1' <= head[3] && head[3] <= '9':
		return Bzip2, nil
	case has("\xfd7zXZ\x00"):
		return XZ, nil
	case has("\x28\xb5\x2f\xfd"), len(head) >= 4 && head[0]&0xf0 == 0x50 && has(string(head[0])+"\x2a\x4d\x18"):
		return Zstd, nil
	}
	switch {
	case has("PK\x03\x04"), has("PK\x05\x06"), has("PK\x07\x08"):
		return "", &FormatError{"a zip archive", "unpack it first, e.g. with unzip"}
	case has("7z\xbc\xaf\x27\x1c"):
		return "", &FormatError{"a 7z archive", "unpack it first, e.g. with 7z x"}
	case has("Rar!\x1a\x07"):
		return "", &FormatError{"a RAR archive", "unpack it first, e.g. with unrar x"}
	case len(head) >= 262 && string(head[257:262]) == "ustar":
		return "", &FormatError{"a tar archive", "unpack it first, e.g. with tar -xf"}
	case has("\x04\x22\x4d\x18"):
		return "", &FormatError{"lz4 data", "decompress it first, e.g. with lz4 -d"}
	case has("LZIP"):
		return "", &FormatError{"lzip data", "decompress it first, e.g. with lzip -d"}
	case has("\x1f\x9d"):
		return "", &FormatError{"data compressed with compress (.Z)", "decompress it first, e.g. with uncompress"}
	case has("\x5d\x00\x00"):
		return "", &FormatError{"LZMA data (.lzma)", "decompress it first, e.g. with unlzma, or give the list as .xz"}
	}
	return "", nil
}

// FormatError is the error of an input in a format that Load does not
// read, such as a zip archive.
type FormatError struct {
	What string // what the input is, such as "a zip archive"
	How  string // how to read it, such as "unpack it first, e.g. with unzip"
}

// Error says what the input is and what to do.
func (e *FormatError) Error() string {
	return e.What + ", not a word list; " + e.How + " (gzip, bzip2, xz and zstd are read as they are)"
}

// CorruptError is the error of compressed data that is corrupt or
// truncated.
type CorruptError struct {
	Format string // Gzip, Bzip2, XZ or Zstd
	Err    error  // the decompressor's error
}

// Error says the data is corrupt or truncated, and why.
func (e *CorruptError) Error() string {
	msg := strings.TrimPrefix(strings.TrimPrefix(e.Err.Error(), "gzip: "), "flate: ")
	return "corrupt or truncated " + e.Format + " data: " + msg
}

// Unwrap returns the decompressor's error.
func (e *CorruptError) Unwrap() error { return e.Err }

// decompress returns a buffered reader of br's input with every layer of
// compression taken off, and reports whether there was any. A layer that
// yields more than limit bytes fails with a *LimitError for path; corrupt
// data, with a *CorruptError.
func decompress(br *bufio.Reader, path string, limit int64) (*bufio.Reader, bool, error) {
	peek := br
	for layer := 0; ; layer++ {
		head, err := peek.Peek(magicSize)
		if err != nil && err != io.EOF && err != bufio.ErrBufferFull {
			return nil, false, err
		}
		format, err := compression(head)
		if err != nil || format == "" {
			return peek, layer > 0, err
		}
		if layer == MaxLayers {
			return nil, false, fmt.Errorf("compressed more than %d times over; expected at most %d layers of gzip, bzip2, xz or zstd", MaxLayers, MaxLayers)
		}
		src := &errSource{r: peek}
		zr, err := newDecompressor(format, src, limit)
		if err != nil {
			return nil, false, src.cause(format, err)
		}
		// Read limits the last layer; peek may read ahead of it.
		lr := &layerReader{zr: zr, src: src, format: format, allowed: limit + 1 + peekSize, limit: limit, path: path}
		peek = bufio.NewReaderSize(lr, peekSize)
	}
}

// newDecompressor returns the reader of format's decompressed data from
// src, with a bound on the memory a window may take in zstd.
func newDecompressor(format string, src io.Reader, limit int64) (io.Reader, error) {
	switch format {
	case Gzip:
		return gzip.NewReader(src)
	case Bzip2:
		return bzip2.NewReader(src), nil
	case XZ:
		return xz.NewReader(src)
	default: // Zstd
		window := uint64(min(max(limit, minZstdWindow), maxZstdWindow))
		d, err := zstd.NewReader(src, zstd.WithDecoderConcurrency(1), zstd.WithDecoderLowmem(true),
			zstd.WithDecoderMaxWindow(window))
		if err != nil {
			return nil, err
		}
		return d.IOReadCloser(), nil
	}
}

// minZstdWindow and maxZstdWindow bound the memory of zstd's window: 128
// MiB (zstd --ultra -22 and --long=27) to 1 GiB.
const minZstdWindow, maxZstdWindow = 1 << 27, 1 << 30

// errSource is the reader beneath a decompressor, which keeps its first
// error other than io.EOF, to tell it apart from the decompressor's.
type errSource struct {
	r    io.Reader
	err  error
	tail [2]byte // the last two bytes read that are not NUL: xz ends in "YZ"
}

func (s *errSource) Read(p []byte) (int, error) {
	n, err := s.r.Read(p)
	if err != nil && err != io.EOF && s.err == nil {
		s.err = err
	}
	found := 0 // of the last two bytes that are not NUL, from the end
	for i := n - 1; i >= 0 && found < 2; i-- {
		switch {
		case p[i] == 0:
		case found == 0:
			s.tail = [2]byte{s.tail[1], p[i]}
			found++
		default:
			s.tail[0] = p[i]
			found++
		}
	}
	return n, err
}

// cause returns the error of the input beneath, if it failed, or err,
// the decompressor's, as corrupt data of format.
func (s *errSource) cause(format string, err error) error {
	switch {
	case s.err != nil:
		return s.err
	case errors.Is(err, io.EOF):
		return &CorruptError{format, io.ErrUnexpectedEOF}
	}
	return &CorruptError{format, err}
}

// layerReader is one layer of decompression, which yields at most
// allowed bytes, or fails with a *LimitError of limit.
type layerReader struct {
	zr                   io.Reader
	src                  *errSource
	format, path         string
	read, allowed, limit int64
}

func (l *layerReader) Read(p []byte) (int, error) {
	n, err := l.zr.Read(p)
	if l.read += int64(n); l.read > l.allowed {
		return 0, &LimitError{Path: l.path, Limit: l.limit}
	}
	switch {
	case err == io.EOF && l.format == XZ && l.src.tail != [2]byte{'Y', 'Z'}:
		// github.com/ulikunitz/xz ends a stream cut within its first
		// block header without an error.
		return n, &CorruptError{XZ, io.ErrUnexpectedEOF}
	case err == nil, err == io.EOF:
		return n, err
	}
	return n, l.src.cause(l.format, err)
}

// Decompress returns a reader of the text of r, an input named path, as
// Source.Load reads it, with every layer of compression taken off, each
// bounded by limit bytes, and reports whether there was any. It fails as
// Load does on a format it does not read or input that is not text.
func Decompress(r io.Reader, path string, limit int64) (io.Reader, bool, error) {
	return decompressText(r, path, limit, true)
}

// decompressText is Decompress, which sniffs the head of the text only
// if sniffHead: Read sniffs it itself, after reading further, so that a
// truncated stream is told as truncated even if its head is not text.
func decompressText(r io.Reader, path string, limit int64, sniffHead bool) (io.Reader, bool, error) {
	// The decompressors' io.ByteReader, no larger than a small file needs:
	// an archive is hundreds of files of a few kilobytes.
	size := 64 << 10
	if n := sizeHint(r); n > 0 && n < int64(size) {
		size = max(int(n)+1, sniffSize)
	}
	br := bufio.NewReaderSize(r, size)
	text, compressed, err := decompress(br, path, limit)
	if err != nil {
		return nil, false, openError(path, err)
	}
	if sniffHead {
		head, err := text.Peek(sniffSize)
		if err != nil && err != io.EOF && err != bufio.ErrBufferFull {
			return nil, false, openError(path, err)
		}
		if err := sniff(head); err != nil {
			return nil, false, fmt.Errorf("%s: %w", path, err)
		}
	}
	if !compressed {
		return peeked{br, r}, false, nil
	}
	return text, true, nil
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
