package wordlist

import (
	"bytes"
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/klauspost/compress/zstd"
	"github.com/ulikunitz/xz"
)

// The compressed lists of testdata were made from testdata/list.txt with
// bzip2, xz, zstd, gzip twice over, and lz4, which Load refuses.

// load loads data as the file name in a new directory, and from standard
// input, and checks that both give the same list or the same error, with
// the path in place of "-".
func load(t *testing.T, name string, data []byte, opts Options) (*List, error) {
	t.Helper()
	return loadIn(t, t.TempDir(), name, data, opts)
}

// loadIn is load with the file written in dir, over any file of that
// name: for a test that loads hundreds of inputs, for which a new
// directory each would cost more than the loads.
func loadIn(t *testing.T, dir, name string, data []byte, opts Options) (*List, error) {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	l, err := Source{"x", path}.Load(nil, opts)
	ls, serr := Source{"x", "-"}.Load(bytes.NewReader(data), opts)
	switch {
	case (err == nil) != (serr == nil):
		t.Errorf("%s: from the file %v, from standard input %v", name, err, serr)
	case err != nil && strings.Replace(err.Error(), path, "-", 1) != serr.Error():
		t.Errorf("%s: from the file %q, from standard input %q", name, err, serr)
	case err == nil && !sameList(l, ls):
		t.Errorf("%s: from the file %v, from standard input %v", name, l, ls)
	}
	return l, err
}

// TestCompressedFormats reads the list compressed in every format Load
// reads, recognised by its magic number whatever the file's name: each
// gives the list itself.
func TestCompressedFormats(t *testing.T) {
	text, err := os.ReadFile("testdata/list.txt")
	if err != nil {
		t.Fatal(err)
	}
	want, err := Read(bytes.NewReader(text), "x", "-", DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	var zs, xs bytes.Buffer
	zw, _ := zstd.NewWriter(&zs)
	zw.Write(text)
	zw.Close()
	xw, _ := xz.NewWriter(&xs)
	xw.Write(text)
	xw.Close()
	// A zstd skippable frame first: magic 0x184D2A5?, size, data.
	skip := binary.LittleEndian.AppendUint32(binary.LittleEndian.AppendUint32(nil, 0x184D2A53), 4)
	skip = append(skip, "skip"...)
	for _, tt := range []struct {
		name string
		data []byte
	}{
		{"bzip2", fixture(t, "testdata/list.txt.bz2")},
		{"xz", fixture(t, "testdata/list.txt.xz")},
		{"zstd", fixture(t, "testdata/list.txt.zst")},
		{"gzip inside gzip", fixture(t, "testdata/list.txt.gz.gz")},
		{"zstd from Go", zs.Bytes()},
		{"xz from Go", xs.Bytes()},
		{"zstd after a skippable frame", append(skip, zs.Bytes()...)},
		{"xz inside zstd inside bzip2 inside gzip", testenv.Gzip(t, string(fixture(t, "testdata/list.txt.bz2")))},
		{"two zstd frames", append(bytes.Clone(zs.Bytes()), zs.Bytes()...)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			l, err := load(t, "list", tt.data, DefaultOptions)
			if err != nil || !sameList(l, want) && tt.name != "two zstd frames" {
				t.Errorf("%v, %v; want %v", l, err, want)
			}
		})
	}
}

func fixture(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestRefusedFormats gives Load the formats it does not read: each fails
// with a *FormatError that says what the input is and how to read it,
// rather than thousands of lines of binary data.
func TestRefusedFormats(t *testing.T) {
	tar := make([]byte, 1024)
	copy(tar, "list.txt")
	copy(tar[257:], "ustar\x0000")
	const also = " (gzip, bzip2, xz and zstd are read as they are)"
	for _, tt := range []struct {
		name string
		data []byte
		want string
	}{
		{"zip", []byte("PK\x03\x04\x14\x00\x00\x00"), "a zip archive, not a word list; unpack it first, e.g. with unzip"},
		{"7z", []byte("7z\xbc\xaf\x27\x1c\x00\x04"), "a 7z archive, not a word list; unpack it first, e.g. with 7z x"},
		{"rar", []byte("Rar!\x1a\x07\x01\x00"), "a RAR archive, not a word list; unpack it first, e.g. with unrar x"},
		{"tar", tar, "a tar archive, not a word list; unpack it first, e.g. with tar -xf"},
		{"tar.gz", testenv.Gzip(t, string(tar)), "a tar archive, not a word list; unpack it first, e.g. with tar -xf"},
		{"lz4", fixture(t, "testdata/list.txt.lz4"), "lz4 data, not a word list; decompress it first, e.g. with lz4 -d"},
		{"lzip", []byte("LZIP\x01\x0c\x00"), "lzip data, not a word list; decompress it first, e.g. with lzip -d"},
		{"compress", []byte("\x1f\x9d\x90a"), "data compressed with compress (.Z), not a word list; decompress it first, e.g. with uncompress"},
		{"lzma", []byte("\x5d\x00\x00\x80\x00\xff\xff\xff"), "LZMA data (.lzma), not a word list; decompress it first, e.g. with unlzma, or give the list as .xz"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := load(t, "list", tt.data, DefaultOptions)
			var fe *FormatError
			if !errors.As(err, &fe) || !strings.HasSuffix(err.Error(), ": "+tt.want+also) {
				t.Errorf("%v; want a *FormatError ending %q", err, tt.want+also)
			}
		})
	}
}

// TestCorruptCompressed cuts and flips compressed lists: each fails with
// a *CorruptError that names the format.
func TestCorruptCompressed(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct {
		file, format string
	}{{"list.txt.bz2", Bzip2}, {"list.txt.xz", XZ}, {"list.txt.zst", Zstd}, {"list.txt.gz.gz", Gzip}} {
		data := fixture(t, filepath.Join("testdata", tt.file))
		for n := 6; n < len(data); n++ {
			_, err := loadIn(t, dir, tt.file, data[:n], DefaultOptions)
			var ce *CorruptError
			if !errors.As(err, &ce) || !strings.Contains(err.Error(), ": corrupt or truncated "+tt.format+" data: ") {
				t.Errorf("%s cut after %d of %d bytes: %v; want corrupt or truncated %s data", tt.file, n, len(data), err, tt.format)
			}
		}
		flipped := bytes.Clone(data)
		flipped[len(flipped)/2] ^= 0x55
		if _, err := loadIn(t, dir, tt.file, flipped, DefaultOptions); err == nil || !strings.Contains(err.Error(), "corrupt or truncated") {
			t.Errorf("%s with a byte flipped: %v; want corrupt or truncated data", tt.file, err)
		}
	}
}

// TestCompressionBombs decompresses inputs much larger than their
// files, in every format and in layers: each fails with a *LimitError at
// the limit, whichever layer passes it, as an outer layer that yields
// endless zstd frames that themselves yield nothing.
func TestCompressionBombs(t *testing.T) {
	const limit = 1 << 20
	big := bytes.Repeat([]byte("aaaa\n"), 2*limit/5)
	var zs, xs bytes.Buffer
	zw, _ := zstd.NewWriter(&zs)
	zw.Write(big)
	zw.Close()
	xw, _ := xz.NewWriter(&xs)
	xw.Write(big)
	xw.Close()
	// A skippable frame of 4 MiB, which decompresses to nothing.
	skip := binary.LittleEndian.AppendUint32(binary.LittleEndian.AppendUint32(nil, 0x184D2A50), 4<<20)
	skip = append(skip, make([]byte, 4<<20)...)
	deep := fixture(t, "testdata/list.txt.gz.gz")
	for range MaxLayers - 1 {
		deep = testenv.Gzip(t, string(deep))
	}
	for _, tt := range []struct {
		name string
		data []byte
		want string
	}{
		{"zstd", zs.Bytes(), "input larger than the limit of 1048576 bytes (counted after decompression)"},
		{"xz", xs.Bytes(), "input larger than the limit of 1048576 bytes (counted after decompression)"},
		{"gzip of zstd", testenv.Gzip(t, string(zs.Bytes())), "input larger than the limit of 1048576 bytes (counted after decompression)"},
		{"gzip of skipped zstd frames", testenv.Gzip(t, string(skip)), "input larger than the limit of 1048576 bytes (counted after decompression)"},
		{"too deep", deep, "compressed more than 4 times over; expected at most 4 layers of gzip, bzip2, xz or zstd"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := load(t, "bomb", tt.data, Options{MaxBytes: limit})
			if err == nil || !strings.HasSuffix(err.Error(), ": "+tt.want) {
				t.Errorf("%v; want %q", err, tt.want)
			}
			if le := new(LimitError); strings.Contains(tt.want, "limit") && !errors.As(err, &le) {
				t.Errorf("%v is not a *LimitError", err)
			}
		})
	}
}
