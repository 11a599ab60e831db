package wordlist

import (
	"bufio"
	"bytes"
	"compress/flate"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/beebatch/beebatch/internal/bigmem"
	"github.com/beebatch/beebatch/internal/fsmsg"
)

// Source is a word list to read: a file, or standard input.
type Source struct {
	Name string // display name, such as "enable1"
	Path string // the file; "-" means standard input
}

// stdinName is the name of standard input when the command line does not
// give it one.
const stdinName = "stdin"

// resolve returns the lists that specs name, as Files.Sources describes,
// and its warnings, each naming a path: what it skipped in directories,
// and the files named more than once. On an error it returns the
// warnings so far. stdin is what "-" reads, which a path may name too;
// lookup, if not nil, knows lists by name; distinct makes a list named
// twice an error.
func resolve(specs []string, stdin io.Reader, lookup func(string) (string, bool, error), distinct bool) ([]Source, []error, error) {
	var out []Source
	var warnings []error
	var infos []fs.FileInfo // of each file in out, nil for standard input
	stdinAt := -1           // the index in out of standard input
	stdinSpec := ""         // the spec that named it
	var stdinInfo fs.FileInfo
	if f, ok := stdin.(interface{ Stat() (fs.FileInfo, error) }); ok {
		stdinInfo, _ = f.Stat()
	}
	// byID finds the lists by the identity of their files, so that a
	// run of many lists does not compare each with all the others; files
	// without one (fileID) are compared one by one.
	byID := map[fileKey]int{}
	// same returns the index in out of the list that is the file fi,
	// standard input included, or -1.
	same := func(fi fs.FileInfo) int {
		if fi == nil {
			return -1
		}
		if key, ok := fileID(fi); ok {
			if i, ok := byID[key]; ok {
				return i
			}
			return -1
		}
		for i, prev := range infos {
			if prev == nil && i == stdinAt {
				prev = stdinInfo
			}
			if prev != nil && os.SameFile(prev, fi) {
				return i
			}
		}
		return -1
	}
	// add adds the list src, whose file is fi (nil for standard input),
	// unless a list added before is the same file.
	add := func(src Source, fi fs.FileInfo) error {
		probe := fi
		if src.Path == "-" {
			probe = stdinInfo
		}
		if i := same(probe); i >= 0 {
			how := SameFile
			if src.Path == "-" || i == stdinAt {
				how = SameStdin
			}
			if distinct {
				return &SameListError{First: out[i], Second: src, How: how}
			}
			also := ""
			if how == SameStdin {
				also = " (standard input)"
			}
			warnings = append(warnings, fmt.Errorf("%s: the same file as %s%s; read once, as %s", src.Path, out[i].Path, also, out[i].Name))
			return nil
		}
		if src.Path == "-" {
			stdinAt = len(out)
		}
		if probe != nil {
			if key, ok := fileID(probe); ok {
				byID[key] = len(out)
			}
		}
		out = append(out, src)
		infos = append(infos, fi)
		return nil
	}
	for _, spec := range specs {
		name, path, named, err := splitSpec(spec)
		if err != nil {
			return nil, warnings, err
		}
		if !named && path != "-" && lookup != nil {
			if _, err := os.Lstat(path); err != nil {
				p, ok, err := lookup(path)
				if err != nil {
					return nil, warnings, err
				}
				if ok {
					name, path, named = spec, p, true
				}
			}
		}
		if path == "-" {
			switch {
			case stdinSpec != "" && distinct:
				return nil, warnings, &SameListError{First: Source{Path: stdinSpec}, Second: Source{Path: spec}, How: SameStdin}
			case stdinSpec != "":
				return nil, warnings, argErrorf("%q: standard input is already read as %q; expected it at most once", spec, stdinSpec)
			}
			stdinSpec = spec
			if !named {
				name = stdinName
			}
			if err := add(Source{Name: name, Path: path}, nil); err != nil {
				return nil, warnings, err
			}
			continue
		}
		fi, err := os.Stat(path)
		if err != nil {
			return nil, warnings, fmt.Errorf("%q: %w; expected a word list file, a directory of them, - for standard input, or NAME=PATH", spec, fsmsg.Bare(err))
		}
		if !fi.IsDir() {
			if !named {
				name = defaultName(path)
			}
			if err := add(Source{Name: name, Path: path}, fi); err != nil {
				return nil, warnings, err
			}
			continue
		}
		if named {
			return nil, warnings, argErrorf("%q: %s is a directory, but NAME=PATH names a single list; expected a file or -", spec, path)
		}
		files, skipped, err := dirFiles(path)
		warnings = append(warnings, skipped...)
		if err != nil {
			return nil, warnings, err
		}
		for _, f := range files {
			if err := add(Source{Name: defaultName(f.path), Path: f.path}, f.info); err != nil {
				return nil, warnings, err
			}
		}
	}
	// Two lists of one name are told apart by their content (Files.Scan).
	return out, warnings, nil
}

// ArgError is a WORDLIST argument that is wrong in itself, whatever the
// files hold: an empty one, a bad NAME in NAME=PATH, a NAME given to a
// directory, standard input given twice, or two lists with one name. A
// command reports it as a mistake in its command line.
type ArgError struct{ Err error }

// Error says what is wrong with the argument.
func (e *ArgError) Error() string { return e.Err.Error() }

// Unwrap returns the error inside.
func (e *ArgError) Unwrap() error { return e.Err }

func argErrorf(format string, args ...any) error {
	return &ArgError{fmt.Errorf(format, args...)}
}

// splitSpec returns the name and path of spec, and whether the name was
// given as NAME=PATH.
func splitSpec(spec string) (name, path string, named bool, err error) {
	if spec == "" {
		return "", "", false, argErrorf(`empty word list argument; expected a file, a directory, - or NAME=PATH`)
	}
	if spec == "-" {
		return "", spec, false, nil
	}
	if _, err := os.Lstat(spec); err == nil {
		return "", spec, false, nil // an existing path, even if it holds '='
	}
	name, path, ok := strings.Cut(spec, "=")
	if !ok {
		return "", spec, false, nil
	}
	if name == "" || strings.IndexFunc(name, func(r rune) bool { return !nameChar(r) }) >= 0 {
		return "", "", false, argErrorf("%q: list name %q must be made of A-Z, a-z, 0-9, '.', '_' and '-'; expected NAME=PATH or an existing path", spec, name)
	}
	if path == "" {
		return "", "", false, argErrorf("%q: no path after '='; expected NAME=PATH", spec)
	}
	return name, path, true, nil
}

// dirFile is a regular file found in a directory.
type dirFile struct {
	path string
	info fs.FileInfo // after following symbolic links
}

// dirFiles returns the regular files in dir whose names do not start with
// a dot, sorted by name, following symbolic links, and a warning naming
// each other entry that it skips: a subdirectory, a named pipe, a device,
// a socket, a broken symbolic link or a loop of them. It never opens an
// entry, so a named pipe without a writer cannot block it.
func dirFiles(dir string) ([]dirFile, []error, error) {
	entries, err := os.ReadDir(dir) // sorted by name
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w; expected a directory of word lists", dir, fsmsg.Bare(err))
	}
	var files []dirFile
	var warnings []error
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			continue
		}
		path := filepath.Join(dir, e.Name())
		fi, err := os.Stat(path) // follows symbolic links
		switch {
		case errors.Is(err, fs.ErrNotExist):
			warnings = append(warnings, fmt.Errorf("%s: skipped: a broken symbolic link (%w)", path, fsmsg.Bare(err)))
		case err != nil:
			warnings = append(warnings, fmt.Errorf("%s: skipped: %w", path, fsmsg.Bare(err)))
		case fi.Mode().IsRegular():
			files = append(files, dirFile{path, fi})
		default:
			warnings = append(warnings, fmt.Errorf("%s: skipped: %s", path, fileKind(fi.Mode(), dir)))
		}
	}
	if len(files) == 0 {
		return nil, warnings, fmt.Errorf("%s: directory holds no regular files; expected word lists in it (files starting with '.' are left out)", dir)
	}
	return files, warnings, nil
}

// fileKind says what a file of mode m, found in dir, is, and that it is
// not a word list.
func fileKind(m fs.FileMode, dir string) string {
	switch {
	case m.IsDir():
		return "a directory; only the files directly in " + dir + " are read"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe; name it as an argument to read from it"
	}
	return "a " + fsmsg.Kind(m) + ", not a regular file"
}

// nameChar reports whether r may appear in a list's name.
func nameChar(r rune) bool {
	return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' ||
		r == '.' || r == '_' || r == '-'
}

// compressedExts are the suffixes of compressed files, which a list's
// default name leaves out.
var compressedExts = []string{".gz", ".bz2", ".xz", ".zst", ".zstd"}

// defaultName returns the name of the list at path when none is given: its
// base name without a suffix of compressedExts, such as ".gz", and then
// without its extension, with every character other than A-Z, a-z, 0-9,
// '.', '_' and '-' replaced by '_'. For example, "dict/enable1.txt.gz" and
// "enable1.txt.zst" give "enable1", and
// "/usr/share/dict/american-english" gives "american-english". A name that
// would be empty, as for ".txt", keeps its extension.
func defaultName(path string) string {
	base := filepath.Base(path)
	name := base
	for _, ext := range compressedExts {
		if n := strings.TrimSuffix(base, ext); n != base {
			name = n
			break
		}
	}
	if n := strings.TrimSuffix(name, filepath.Ext(name)); n != "" {
		name = n
	}
	if name == "" {
		name = base
	}
	return strings.Map(func(r rune) rune {
		if nameChar(r) {
			return r
		}
		return '_'
	}, name)
}

// Load reads the list, from stdin if its Path is "-". Compressed input
// (gzip, bzip2, xz or zstd, see compression), recognised by its first
// bytes rather than its name, is decompressed as it is read, every layer
// of it (MaxLayers at most), each layer no larger than opts allow; corrupt
// or truncated data fails with a *GzipError or a *CorruptError, and a
// format that Load does not read, such as a zip archive, with a
// *FormatError that says how to read it. It fails as Read does on input
// that is not a word list or is larger than opts allow, with a
// *LimitError. Errors name the path. A named pipe is read as a stream,
// once a writer opens it.
//
// A plain regular file is read whole into memory, and its words are left
// in place there, in memory that lasts as long as the list (see
// List.Release). A file that changes while it is read, as when another
// program truncates it, fails with a *ChangedError.
func (s Source) Load(stdin io.Reader, opts Options) (*List, error) {
	src := stdin
	if s.Path != "-" {
		f, err := os.Open(s.Path)
		if err != nil {
			return nil, err // *fs.PathError names the path
		}
		defer f.Close()
		if l, ok, err := loadFile(f, s.Name, s.Path, opts); ok {
			return l, err
		}
		src = f
	} else if stdin == nil {
		return nil, errors.New("-: no standard input to read")
	}
	// Reads at least as large as this buffer bypass it once it is empty;
	// the decompressors read from it directly, as their io.ByteReader, so
	// it must not be small.
	br := bufio.NewReaderSize(src, 64<<10)
	r, compressed, err := decompress(br, s.Path, opts.limit())
	if err == nil {
		if !compressed {
			r = peeked{br, src}
		}
		var l *List
		if l, err = readStream(r, s.Name, s.Path, opts); err == nil {
			return l, nil
		}
	}
	var le *LimitError
	if errors.As(err, &le) {
		return nil, le // it names the path itself
	}
	if !strings.HasPrefix(err.Error(), s.Path+": ") {
		err = pathError(s.Path, err)
	}
	return nil, err
}

// readStream reads a list from r, a stream, as Read does. With
// Options.Fit, a stream whose first 64 KiB look like a plain list (see
// readFit) is read whole into memory first (bigmem, where only the pages
// written take memory), to be read in place as a file is: that keeps no
// text and, for a large list, takes about half the memory of reading it a
// block at a time and dropping the text after. Any other stream, such as
// binary data that will only ever be skipped, is read a block at a time,
// in bounded memory.
func readStream(r io.Reader, name, path string, opts Options) (*List, error) {
	if opts.Fit == nil {
		return Read(r, name, path, opts)
	}
	head := make([]byte, 64<<10)
	n, err := fill(r, head)
	if err != nil && err != io.EOF {
		return nil, pathError(path, err)
	}
	head = head[:n]
	if err == nil && !looksPlain(head) {
		return Read(io.MultiReader(bytes.NewReader(head), r), name, path, opts)
	}
	limit := opts.limit()
	if int64(n) > limit {
		return nil, &LimitError{Path: path, Limit: limit}
	}
	mem := &inputMem{data: bigmem.Make[byte](int(limit) + 1)}
	defer mem.release()
	copy(mem.data, head)
	if err == nil {
		m, err := fill(r, mem.data[n:])
		n += m
		switch {
		case n > int(limit):
			return nil, &LimitError{Path: path, Limit: limit}
		case err != nil && err != io.EOF:
			return nil, pathError(path, err)
		}
	}
	l, err := readInPlace(mem.data[:n:n], nil, name, path, opts)
	if err != nil {
		return nil, err
	}
	l.Words.text = nil // a Fit keeps no text, and the memory goes now
	return l, nil
}

// looksPlain reports whether b, the start of an input, holds only letters
// a-z and line ends, as a plain list does.
func looksPlain(b []byte) bool {
	for _, c := range b {
		if lowerBit[c] == 0 && c != '\n' && c != '\r' {
			return false
		}
	}
	return true
}

// GzipError is the error for gzip data that is corrupt or truncated.
type GzipError struct{ Err error }

// Error says the data is corrupt or truncated, and why.
func (e *GzipError) Error() string {
	msg := strings.TrimPrefix(strings.TrimPrefix(e.Err.Error(), "gzip: "), "flate: ")
	return "corrupt or truncated gzip data: " + msg
}

// Unwrap returns the error that the gzip or flate package gave.
func (e *GzipError) Unwrap() error { return e.Err }

// gzipErr wraps an error of gzip.Reader that means bad data in a
// *GzipError, and returns any other, such as io.EOF or the underlying
// reader's, as it is.
func gzipErr(err error) error {
	var ce flate.CorruptInputError
	switch {
	case err == nil || err == io.EOF:
		return err
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, gzip.ErrChecksum), errors.Is(err, gzip.ErrHeader),
		errors.As(err, &ce):
		return &GzipError{err}
	}
	return err
}

// peeked reads what a bufio.Reader has peeked at and then the rest of its
// source, and, when the source is a file, has the file's Stat so that Read
// can still size its buffers from it.
type peeked struct {
	*bufio.Reader
	src io.Reader
}

// Stat returns the source's Stat, or an error if it has none.
func (p peeked) Stat() (fs.FileInfo, error) {
	if f, ok := p.src.(interface{ Stat() (fs.FileInfo, error) }); ok {
		return f.Stat()
	}
	return nil, errors.ErrUnsupported
}
