// Package cli holds what every command of beebatch shares on its command
// line: Env, what a run has (its streams, its messages and its exit
// status); usage errors and the wording of a bad flag; the flags in a
// help text; the flags every command takes (--format, --max-bytes,
// repeatable lists); the report files' directory; and the error of a run
// interrupted part way.
package cli

import (
	"cmp"
	"flag"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/suggest"
)

// PrintFlags writes the flags of fs as flag.PrintDefaults does, with two
// dashes and each description filled to the width of w.
func PrintFlags(w io.Writer, fs *flag.FlagSet) {
	width := report.Width(w)
	fs.VisitAll(func(f *flag.Flag) {
		arg, text := flag.UnquoteUsage(f)
		line := "--" + f.Name
		if arg != "" {
			line += " " + arg
		}
		isString := false
		if g, ok := f.Value.(flag.Getter); ok {
			_, isString = g.Get().(string)
		}
		def := f.DefValue
		if def != "" && def != "false" && (def != "0" || isString) {
			// Not the zero value of its type, which flag.PrintDefaults
			// does not show either.
			if isString {
				def = strconv.Quote(def)
			}
			text += " (default " + def + ")"
		}
		io.WriteString(w, report.Wrap(line, width, "  ", "      "))
		io.WriteString(w, report.Wrap(text, width, "      ", "      "))
	})
}

// FlagGiven reports whether the flag name was given on the command line.
func FlagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}

// The messages of the errors of flag.FlagSet.Parse, which FlagError
// words again.
var (
	undefinedFlag = regexp.MustCompile(`^flag provided but not defined: -+(.*)$`)
	missingValue  = regexp.MustCompile(`^flag needs an argument: -+(.*)$`)
	invalidValue  = regexp.MustCompile(`^invalid (?:boolean )?value "(.*)" for (?:flag )?-+([^:]*): (.*)$`)
)

// FlagError words an error of parsing the flags of fs as the other usage
// errors are: "unknown flag --tpo (did you mean --top?)", "--top "ten":
// expected a whole number".
func FlagError(fs *flag.FlagSet, err error) error {
	msg := err.Error()
	if m := undefinedFlag.FindStringSubmatch(msg); m != nil {
		var names []string
		fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
		hint := ""
		if s, ok := suggest.Nearest(m[1], names); ok {
			hint = " (did you mean --" + s + "?)"
		}
		return fmt.Errorf("unknown flag --%s%s", m[1], hint)
	}
	// Parse reports a missing or invalid value only for a defined flag.
	if m := missingValue.FindStringSubmatch(msg); m != nil {
		arg, _ := flag.UnquoteUsage(fs.Lookup(m[1]))
		return fmt.Errorf("--%s: expected a value after it, %s", m[1], arg)
	}
	m := invalidValue.FindStringSubmatch(msg)
	if m == nil {
		return err
	}
	value, name, why := m[1], m[2], m[3]
	f := fs.Lookup(name)
	arg, _ := flag.UnquoteUsage(f)
	var v any
	if g, ok := f.Value.(flag.Getter); ok {
		v = g.Get()
	}
	switch v.(type) {
	case bool:
		return fmt.Errorf("--%s=%s: expected --%s=true or --%s=false, or --%s alone for true", name, value, name, name, name)
	case int, int64, uint, uint64:
		if why == "value out of range" {
			return fmt.Errorf("--%s %q: too large; expected a whole number, %s", name, value, arg)
		}
		return fmt.Errorf("--%s %q: expected a whole number, %s", name, value, arg)
	case float64:
		return fmt.Errorf("--%s %q: expected a number, %s", name, value, arg)
	}
	return fmt.Errorf("--%s %q: %s", name, value, why)
}

// InterruptedError is what a command returns when it stops early because
// its context was cancelled: what it finished and what it did not.
type InterruptedError struct {
	Done, Pending []string // the lists (or other units) completed, and not
	Note          string   // if set, said instead of the report files
}

func (e *InterruptedError) Error() string {
	msg := "completed: " + cmp.Or(strings.Join(e.Done, ", "), "none") +
		"; not completed: " + cmp.Or(strings.Join(e.Pending, ", "), "none")
	if e.Note != "" {
		msg += "; " + e.Note
	}
	return msg
}

// Interrupted describes a run stopped after the first done of the lists
// (or other steps) names.
func Interrupted(names []string, done int) error {
	return &InterruptedError{Done: names[:done], Pending: slices.Clone(names[done:])}
}
