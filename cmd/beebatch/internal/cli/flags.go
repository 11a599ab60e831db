package cli

import (
	"flag"
	"slices"
	"strings"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/bytesize"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// FormatFlag is --format, which every command takes, and --json, its
// alias for --format json.
type FormatFlag struct {
	Format string
	JSON   bool
}

// Register defines --format and --json in fs; what names what they
// format, such as "the report".
func (f *FormatFlag) Register(fs *flag.FlagSet, what string) {
	fs.StringVar(&f.Format, "format", report.Formats[0], "write "+what+" as `format`: "+formatList())
	fs.BoolVar(&f.JSON, "json", false, "write one JSON document: the same as --format json")
}

// Check returns the format that the flags of fs ask for, or a usage
// error naming the flag at fault.
func (f *FormatFlag) Check(fs *flag.FlagSet) (string, error) {
	lower := strings.ToLower(f.Format) // as presets are, in any case
	switch {
	case !slices.Contains(report.Formats, lower):
		return "", Usagef("--format %q: expected %s", f.Format, formatList())
	case f.JSON && FlagGiven(fs, "format") && lower != "json":
		return "", Usagef("--json and --format %s: expected one format", lower)
	case f.JSON:
		return "json", nil
	}
	return lower, nil
}

// formatList returns "text, md, json or csv".
func formatList() string {
	n := len(report.Formats)
	return strings.Join(report.Formats[:n-1], ", ") + " or " + report.Formats[n-1]
}

// ListFlag is the value of a flag that takes one list, such as a
// WORDLIST, and may be given again: each adds one, in order, and the
// first replaces the default. An empty value adds none.
type ListFlag struct {
	Values []string
	Given  bool
}

// String returns the values, comma-separated.
func (l *ListFlag) String() string {
	if l == nil {
		return ""
	}
	return strings.Join(l.Values, ",")
}

// Set adds the value s.
func (l *ListFlag) Set(s string) error {
	if !l.Given {
		l.Values, l.Given = nil, true
	}
	if s != "" {
		l.Values = append(l.Values, s)
	}
	return nil
}

// maxMaxBytes is the largest --max-bytes: 4GiB, which stands for
// wordlist.MaxInput, one byte less.
const maxMaxBytes bytesize.Size = wordlist.MaxInput + 1

// RegisterMaxBytes defines --max-bytes, the limit on a word list, in b,
// which starts at wordlist.DefaultMaxBytes.
func RegisterMaxBytes(fs *flag.FlagSet, b *bytesize.Size) {
	*b = wordlist.DefaultMaxBytes
	fs.Var(b, "max-bytes", "fail on a list of more than `SIZE` bytes, such as 1GiB or 500MB, counted after decompression (at most 4GiB)")
}

// CheckMaxBytes returns the usage error of --max-bytes b, if any, and
// sets 4GiB, maxMaxBytes, to wordlist.MaxInput: a word list's words are
// found by 32-bit offsets.
func CheckMaxBytes(b *bytesize.Size) error {
	switch {
	case *b < 1:
		return Usagef("--max-bytes %d: expected a size of at least 1 byte, such as 1GiB", *b)
	case *b > maxMaxBytes:
		return Usagef("--max-bytes %v: expected at most %v, the most beebatch reads", *b, maxMaxBytes)
	case *b == maxMaxBytes:
		*b = wordlist.MaxInput
	}
	return nil
}
