package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strings"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/outfiles"
	"github.com/beebatch/beebatch/internal/fsmsg"
)

// PrepareOutDir makes sure, before any work, that dir, the directory of
// the flag name (none for ""), exists and takes files, or returns a usage
// error naming the flag (outfiles.Prepare). A run that fails removes the
// directories it created, if still empty (Status).
func (e *Env) PrepareOutDir(name, dir string) error {
	if dir == "" {
		return nil
	}
	undo, err := outfiles.Prepare(name, dir)
	if undo == nil {
		return UsageError{err}
	}
	e.undo = append(e.undo, undo)
	return err
}

// ReportWritten says on stderr how many report files the command cmd
// wrote to dir, unless --quiet is given; if standard output has failed,
// the line that says so says this too, --quiet or not.
func (e *Env) ReportWritten(cmd, dir string, written []string) {
	msg := fmt.Sprintf("%d report %s written to %s", len(written), Plural(len(written), "file", "files"), dir)
	if e.StdoutErr() != nil {
		if e.wrote != "" {
			msg = e.wrote + "; " + msg
		}
		e.wrote = msg
		return
	}
	e.Note(fmt.Sprintf("beebatch %s: %s", cmd, msg))
}

// Plural returns one for n == 1, else many.
func Plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// CheckNames returns a usage error when a report file of names would be
// too long for dir, the directory of the flag name (outfiles.CheckNames).
func CheckNames(name, dir string, names []string) error {
	if err := outfiles.CheckNames(name, dir, names); err != nil {
		return UsageError{err}
	}
	return nil
}

// WriteError is the error err of writing the report files, or that of an
// interruption after the lists (or other steps) names.
func WriteError(ctx context.Context, names []string, err error) error {
	if ctx.Err() != nil {
		return Interrupted(append(slices.Clone(names), "the report files"), len(names))
	}
	return err
}

// ReadsStdin reports whether a WORDLIST or the file of a flag reads
// standard input: "-", NAME=-, or a path to standard input when that is
// a pipe, such as /dev/stdin.
func (e *Env) ReadsStdin(spec string) bool {
	if spec == "-" || strings.HasSuffix(spec, "=-") {
		return true
	}
	f, ok := e.Stdin.(interface{ Stat() (fs.FileInfo, error) })
	if !ok {
		return false
	}
	in, err := f.Stat()
	if err != nil || in.Mode().IsRegular() || in.IsDir() {
		return false
	}
	fi, err := os.Stat(SpecPath(spec))
	return err == nil && os.SameFile(fi, in)
}

// OpenFlagFile opens path, the file of the flag name ("-" for standard
// input), to read at most maxBytes+1 bytes of it, and returns a function
// that closes it; expected says what the file should be.
func (e *Env) OpenFlagFile(name, path, expected string, maxBytes int64) (*io.LimitedReader, func(), error) {
	if path == "-" {
		if e.Stdin == nil {
			return nil, nil, fmt.Errorf("%s -: no standard input to read", name)
		}
		return &io.LimitedReader{R: e.Stdin, N: maxBytes + 1}, func() {}, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, fmt.Errorf("%s %s: %w; expected %s", name, path, fsmsg.Bare(err), expected)
	}
	return &io.LimitedReader{R: f, N: maxBytes + 1}, func() { f.Close() }, nil
}

// SpecPath returns the path of a WORDLIST argument: PATH for NAME=PATH,
// unless a file is named so.
func SpecPath(spec string) string {
	if _, err := os.Lstat(spec); err != nil {
		if _, p, ok := strings.Cut(spec, "="); ok {
			return p
		}
	}
	return spec
}

// fileFlags are the flags whose value is a file that the command reads.
var fileFlags = []string{"archive", "boards", "exclude-words", "found", "freq"}

// OneStdin returns the usage error of a command line that reads standard
// input, which can be read once, through two of: the file flags of fs,
// args (such as ARCHIVE), and the WORDLISTs specs (read once for all).
func (e *Env) OneStdin(fs *flag.FlagSet, specs []string, args ...string) error {
	var readers []string // what reads standard input, as the command line gives it
	fs.Visit(func(f *flag.Flag) {
		if slices.Contains(fileFlags, f.Name) && e.ReadsStdin(f.Value.String()) {
			readers = append(readers, "--"+f.Name+" "+f.Value.String())
		}
	})
	for _, a := range args {
		if e.ReadsStdin(a) {
			readers = append(readers, "ARCHIVE "+a)
		}
	}
	if i := slices.IndexFunc(specs, e.ReadsStdin); i >= 0 {
		readers = append(readers, "WORDLIST "+specs[i])
	}
	if len(readers) > 1 {
		return Usagef("%s and %s both read standard input, which can be read once; expected one of them to name a file", readers[0], readers[1])
	}
	return nil
}
