package source

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/beebatch/beebatch/internal/fsmsg"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// resolver is the state of resolving the WORDLIST arguments of a Files.
type resolver struct {
	f         *Files
	out       []wordlist.Source
	infos     []fs.FileInfo   // of each file in out, stdinInfo for standard input
	stdinAt   int             // the index in out of standard input, or -1
	stdinSpec string          // the spec that named standard input
	stdinInfo fs.FileInfo     // the file that standard input is, if one
	byID      map[fileKey]int // the lists by fileID, if the system gives one
}

// resolve returns the lists that f.Specs name, as Files.Sources describes,
// adding its warnings, each naming a path, to f's.
func resolve(f *Files) ([]wordlist.Source, error) {
	r := &resolver{f: f, stdinAt: -1, byID: map[fileKey]int{}}
	if st, ok := f.Stdin.(interface{ Stat() (fs.FileInfo, error) }); ok {
		r.stdinInfo, _ = st.Stat()
	}
	for _, spec := range f.Specs {
		if err := r.spec(spec); err != nil {
			return nil, err
		}
	}
	return r.out, nil
}

// spec adds the lists that spec names.
func (r *resolver) spec(spec string) error {
	name, path, named, err := splitSpec(spec)
	if err != nil {
		return err
	}
	if !named && path != "-" && r.f.Lookup != nil {
		if _, err := os.Lstat(path); err != nil {
			p, ok, err := r.f.Lookup(path)
			if err != nil {
				return err
			}
			if ok {
				name, path, named = spec, p, true
			}
		}
	}
	if path == "-" {
		return r.stdin(spec, name, named)
	}
	fi, err := os.Stat(path)
	if err != nil {
		return fmt.Errorf("%q: %w; expected a word list file, a directory of them, - for standard input, or NAME=PATH", spec, fsmsg.Bare(err))
	}
	if !fi.IsDir() {
		if !named {
			name = defaultName(path)
		}
		return r.add(wordlist.Source{Name: name, Path: path}, fi)
	}
	if named {
		return argErrorf("%q: %s is a directory, but NAME=PATH names a single list; expected a file or -", spec, path)
	}
	files, skipped, err := dirFiles(path)
	r.f.warnings = append(r.f.warnings, skipped...)
	if err != nil {
		return err
	}
	for _, f := range files {
		if err := r.add(wordlist.Source{Name: defaultName(f.path), Path: f.path}, f.info); err != nil {
			return err
		}
	}
	return nil
}

// stdin adds standard input, which spec names, as name if named is set.
func (r *resolver) stdin(spec, name string, named bool) error {
	switch {
	case r.stdinSpec != "" && r.f.Distinct:
		return &SameListError{First: wordlist.Source{Path: r.stdinSpec}, Second: wordlist.Source{Path: spec}, How: SameStdin}
	case r.stdinSpec != "":
		return argErrorf("%q: standard input is already read as %q; expected it at most once", spec, r.stdinSpec)
	}
	r.stdinSpec = spec
	if !named {
		name = "stdin"
	}
	return r.add(wordlist.Source{Name: name, Path: "-"}, nil)
}

// same returns the index in out of the list that is the file fi,
// standard input included, or -1.
func (r *resolver) same(fi fs.FileInfo) int {
	if fi == nil {
		return -1
	}
	if key, ok := fileID(fi); ok {
		if i, ok := r.byID[key]; ok {
			return i
		}
		return -1
	}
	for i, prev := range r.infos {
		if prev != nil && os.SameFile(prev, fi) {
			return i
		}
	}
	return -1
}

// add adds the list src, whose file is fi (nil for standard input),
// unless a list added before is the same file.
func (r *resolver) add(src wordlist.Source, fi fs.FileInfo) error {
	probe := fi
	if src.Path == "-" {
		probe = r.stdinInfo
	}
	if i := r.same(probe); i >= 0 {
		how := SameFile
		if src.Path == "-" || i == r.stdinAt {
			how = SameStdin
		}
		if r.f.Distinct {
			return &SameListError{First: r.out[i], Second: src, How: how}
		}
		also := ""
		if how == SameStdin {
			also = " (standard input)"
		}
		r.f.warnings = append(r.f.warnings, fmt.Errorf("%s: the same file as %s%s; read once, as %s", src.Path, r.out[i].Path, also, r.out[i].Name))
		return nil
	}
	if src.Path == "-" {
		r.stdinAt = len(r.out)
	}
	if probe != nil {
		if key, ok := fileID(probe); ok {
			r.byID[key] = len(r.out)
		}
	}
	r.out = append(r.out, src)
	r.infos = append(r.infos, probe)
	return nil
}

// ArgError is a WORDLIST argument that is wrong in itself, whatever the
// files hold, such as a bad NAME in NAME=PATH: a usage error.
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
	if name[0] == '.' {
		// "..=x" would write "...no-s.csv", a hidden file, in --out.
		return "", "", false, argErrorf("%q: list name %q starts with a dot, which would hide its report files; expected a name that starts with a letter, a digit, '_' or '-'", spec, name)
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
// a dot, sorted, and a warning for each other entry. It opens none.
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

// compressedExts are the suffixes that a list's default name leaves out.
var compressedExts = []string{".gz", ".bz2", ".xz", ".zst", ".zstd"}

// defaultName returns the name of the list at path when none is given:
// its base name without a suffix of compressedExts and then its extension,
// each character not nameChar replaced by '_': "dict/enable1.txt.gz" gives
// "enable1".
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
