package main

import (
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/filter"
)

// filterBoards are the JUKEBOX boards and a few more, among them
// ACDILOY:Y, which passes the nyt preset over enable1 (73 words, 2
// pangrams, vowels A, I and O).
var filterBoards = []string{
	"J/BEKOUX", "U/BEJKOX", "K/BEJOUX", "E/BJKOUX", "B/EJKOUX", "O/BEJKUX", "X/BEJKOU",
	"R/AEGINT", "E/AINRST", "Y/ACDILO", "C/AFILTY", "W/ACHILN", "M/ACINOT",
}

// TestFilterErrors checks each bad --where and --preset: exit 2, nothing
// on stdout and the exact message on stderr, then the synopsis.
func TestFilterErrors(t *testing.T) {
	tests := []struct {
		flags []string
		want  string
	}{
		{[]string{"--where", "words >= many, vowels 1..3"}, `beebatch score: --where: expected a number after "words >=", found "many"
  words >= many, vowels 1..3
           ^^^^`},
		{[]string{"--where", "wrods 20..80"}, "beebatch score: --where: " + parseError("wrods 20..80")},
		{[]string{"--where", "words 20..80,"}, `beebatch score: --where: trailing comma: expected a clause after it
  words 20..80,
              ^`},
		{[]string{"--where", "words 80..20"}, `beebatch score: --where: empty range 80..20: the low end is above the high end
  words 80..20
        ^^^^^^`},
		{[]string{"--where", "has Q1"}, `beebatch score: --where: '1' is not a letter: expected letters A to Z
  has Q1
       ^`},
		{[]string{"--preset", "nyt", "--where", "not-together E"}, `beebatch score: --where: expected a second letter after "not-together E", found the end
  not-together E
                ^`},
		{[]string{"--preset", "nope"}, `beebatch score: --preset "nope": expected nyt, editor or list`},
		{[]string{"--preset", "nty"}, `beebatch score: --preset "nty": expected nyt, editor or list (did you mean nyt?)`},
		{[]string{"--preset", ""}, ``},
		{[]string{"--preset", "nyt", "--where", "has S"}, `beebatch score: --where "has S" contradicts --preset nyt: has S and no S contradict each other`},
		{[]string{"--preset", "editor", "--where", "words 50.."}, `beebatch score: --where "words 50.." contradicts --preset editor: words 30..45 and words >= 50 leave no value`},
		{[]string{"--vowels", "aeiouy"}, `beebatch score: --vowels AEIOUY: no vowels clause counts them; add one, such as --where "vowels 1..3"`},
		{[]string{"--vowels", "aeiouy", "--where", "vowels ..2 of AEIOUY"}, `beebatch score: --vowels AEIOUY: no vowels clause counts them; add one, such as --where "vowels 1..3"`},
		{[]string{"--vowels", "y", "--where", "vowels 2"}, `beebatch score: --vowels Y: vowels 2 of Y matches no board: a board has at most 1 of Y`},
		{[]string{"--vowels", "aeiouy", "--where", "vowels 2, vowels 3 of AEIOUY"}, `beebatch score: --vowels AEIOUY: vowels 3 of AEIOUY and vowels 2 of AEIOUY leave no value`},
		{[]string{"--vowels", "a-e", "--where", "vowels 2"}, `beebatch score: --vowels "a-e": expected letters such as AEIOUY`},
		{[]string{"--vowels", "", "--where", "vowels 2"}, `beebatch score: --vowels "": expected letters such as AEIOUY`},
		{[]string{"--vowels", "aeiou", "--where", "vowels 2"}, ``},
		{[]string{"--vowels", "u,o,i,e,a"}, ``},
	}
	for _, tt := range tests {
		args := append(append([]string{"score"}, tt.flags...), "G/AELMPX", solveMini)
		code, out, errOut := beebatch(t, "", args...)
		if tt.want == "" { // not an error
			if code != 0 {
				t.Errorf("%q: exit %d, stderr %q", tt.flags, code, errOut)
			}
			continue
		}
		if code != 2 || out != "" || !strings.HasPrefix(errOut, tt.want+"\nUsage: beebatch score ") {
			t.Errorf("%q: exit %d, stdout %q, stderr:\n%s\nwant exit 2 and:\n%s\nthen the synopsis", tt.flags, code, out, errOut, tt.want)
		}
	}
}

func TestFilterHelp(t *testing.T) {
	code, out, errOut := beebatch(t, "", "score", "-h")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{"-where FILTER", "-preset NAME", "nyt, editor or list", "not-together PAIR...", "center not LETTERS",
		"words 25..50, pangrams >= 1, vowels 1..3, not-together E R, center not Q", "how many passed",
		`nyt is "words 20..80, pangrams >= 1,` + "\n" + `vowels 1..3, no S, not-together E R, not-together H J, not-together R X,` + "\n" + `center not X"`} {
		if !strings.Contains(out, want) {
			t.Errorf("score -h does not say %q", want)
		}
	}
	// --preset list works alone and in any case, and exits 0.
	for _, args := range [][]string{{"score", "--preset", "list"}, {"score", "--preset", "LIST", "G/AELMPX", "x"}} {
		code, out, errOut := beebatch(t, "", args...)
		if code != 0 || errOut != "" || !strings.HasPrefix(out, "nyt ") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
}

// parseError returns the message of filter.Parse for src.
func parseError(src string) string {
	_, err := filter.Parse(src)
	return err.Error()
}
