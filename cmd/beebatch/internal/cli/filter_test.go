package cli

import (
	"errors"
	"flag"
	"io"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/bitset"
)

// TestFilterFlags checks what --where, --preset and --vowels give: a
// filter, none, one left for the run's alphabet, or a usage error that
// names the flag at fault.
func TestFilterFlags(t *testing.T) {
	for _, tt := range []struct {
		args     []string
		likeness bool
		filter   string // the filter's text; "" for none
		later    bool
		err      string // a prefix of the usage error
	}{
		{nil, false, "", false, ""},
		{[]string{"--where", "words 20..80"}, false, "words 20..80", false, ""},
		{[]string{"--where", "  "}, false, "", false, ""},
		{[]string{"--where", "no é"}, false, "", true, ""},
		{[]string{"--vowels", "aeiouy", "--where", "vowels 1..3"}, false, "vowels 1..3 of AEIOUY", false, ""},
		{[]string{"--vowels", "aeiouy"}, false, "", false, `--vowels AEIOUY: no vowels clause counts them`},
		{[]string{"--vowels", "1"}, false, "", false, `--vowels "1": expected letters`},
		{[]string{"--where", "words >>"}, false, "", false, "--where: "},
		{[]string{"--preset", "nyt"}, false, "", false, ""},
		{[]string{"--preset", "nyz"}, false, "", false, `--preset "nyz": expected `},
		{[]string{"--where", "likeness 0.5.."}, false, "", false, `--where "likeness 0.5..": the likeness clause is for rank and score`},
		{[]string{"--where", "likeness 0.5.."}, true, "likeness >= 0.5", false, ""},
	} {
		fs := flag.NewFlagSet("x", flag.ContinueOnError)
		var f FilterFlags
		f.Likeness = tt.likeness
		f.Register(fs)
		if err := fs.Parse(tt.args); err != nil {
			t.Fatal(err)
		}
		flt, err := f.Filter(NewEnv(nil, io.Discard, io.Discard))
		switch {
		case tt.err != "":
			if !errors.As(err, new(UsageError)) || !strings.HasPrefix(err.Error(), tt.err) {
				t.Errorf("%q: error %v; want a usage error starting %q", tt.args, err, tt.err)
			}
		case err != nil:
			t.Errorf("%q: %v", tt.args, err)
		case tt.args != nil && tt.args[0] == "--preset":
			if flt == nil {
				t.Errorf("%q: no filter", tt.args)
			}
		case flt.String() != tt.filter || f.Later != tt.later:
			t.Errorf("%q: filter %q, later %v; want %q, %v", tt.args, flt.String(), f.Later, tt.filter, tt.later)
		}
	}
}

// TestFilterCanPass checks that a filter no board of the size can pass
// is a usage error naming the flags and the size it asks for.
func TestFilterCanPass(t *testing.T) {
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	var f FilterFlags
	f.Register(fs)
	fs.Parse([]string{"--where", "letters 6"})
	flt, err := f.Filter(NewEnv(nil, io.Discard, io.Discard))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.CanPass(flt, 6, bitset.Latin.All()); err != nil {
		t.Errorf("6 letters: %v", err)
	}
	want := `--where "letters 6": no board of 7 letters (--size 7) passes it: it asks for letters 6; expected a filter that some board can pass`
	if err := f.CanPass(flt, 7, bitset.Latin.All()); err == nil || err.Error() != want {
		t.Errorf("7 letters: %v; want %s", err, want)
	}
	if err := f.CanPass(nil, 7); err != nil {
		t.Errorf("no filter: %v", err)
	}
}
