package cli

import (
	"bytes"
	"errors"
	"flag"
	"io"
	"strings"
	"testing"
)

// TestPrintFlagsDefaults checks that the help shows a flag's default
// unless it is the zero value of its type: a string "0" is not.
func TestPrintFlagsDefaults(t *testing.T) {
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	fs.String("empty", "", "a string")
	fs.String("zero", "0", "a string of 0")
	fs.String("word", "nyt", "a string")
	fs.Int("n", 0, "an int")
	fs.Int("top", 10, "an int")
	fs.Bool("quiet", false, "a bool")
	fs.Bool("on", true, "a bool")
	var b bytes.Buffer
	PrintFlags(&b, fs)
	got := b.String()
	for _, want := range []string{`(default "0")`, `(default "nyt")`, `(default 10)`, `(default true)`} {
		if !strings.Contains(got, want) {
			t.Errorf("help lacks %s:\n%s", want, got)
		}
	}
	if n := strings.Count(got, "(default"); n != 4 {
		t.Errorf("help shows %d defaults, want 4:\n%s", n, got)
	}
}

// TestFlagError words each error of flag.FlagSet.Parse as beebatch's
// other usage errors are.
func TestFlagError(t *testing.T) {
	newFS := func() *flag.FlagSet {
		fs := flag.NewFlagSet("x", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		fs.Int("top", 10, "rank the best `N`")
		fs.Int64("min-count", -1, "keep counts above `N`")
		fs.Float64("coverage", 0.95, "the `share` kept")
		fs.Bool("quiet", false, "say nothing")
		fs.String("format", "text", "the `format`")
		fs.Func("words", "`N` words", func(string) error { return errors.New("not a count") })
		return fs
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--tpo", "3"}, "unknown flag --tpo (did you mean --top?)"},
		{[]string{"--zzzzzz"}, "unknown flag --zzzzzz"},
		{[]string{"--top"}, "--top: expected a value after it, N"},
		{[]string{"--top", "ten"}, `--top "ten": expected a whole number, N`},
		{[]string{"--top", "99999999999999999999"}, `--top "99999999999999999999": too large; expected a whole number, N`},
		{[]string{"--min-count", "x"}, `--min-count "x": expected a whole number, N`},
		{[]string{"--coverage", "most"}, `--coverage "most": expected a number, share`},
		{[]string{"--quiet=maybe"}, "--quiet=maybe: expected --quiet=true or --quiet=false, or --quiet alone for true"},
		{[]string{"--words", "x"}, `--words "x": not a count`},
	} {
		fs := newFS()
		err := fs.Parse(tt.args)
		if err == nil {
			t.Fatalf("Parse(%q) = nil; want an error", tt.args)
		}
		if got := FlagError(fs, err).Error(); got != tt.want {
			t.Errorf("FlagError of %q = %q; want %q", tt.args, got, tt.want)
		}
	}
}

func TestInterrupted(t *testing.T) {
	names := []string{"enable1", "sowpods", "web2"}
	if got, want := Interrupted(names, 1).Error(), "completed: enable1; not completed: sowpods, web2"; got != want {
		t.Errorf("Interrupted(names, 1) = %q; want %q", got, want)
	}
	if got, want := Interrupted(names, 0).Error(), "completed: none; not completed: enable1, sowpods, web2"; got != want {
		t.Errorf("Interrupted(names, 0) = %q; want %q", got, want)
	}
	e := &InterruptedError{Done: names, Note: "the cache holds no partial file"}
	if got, want := e.Error(), "completed: enable1, sowpods, web2; not completed: none; the cache holds no partial file"; got != want {
		t.Errorf("with a note: %q; want %q", got, want)
	}
}
