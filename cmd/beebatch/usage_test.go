package main

import (
	"regexp"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
)

// TestHelpGolden checks "beebatch -h" and each command's -h against the
// golden files testdata/help/*.txt, with GOMAXPROCS at 2, the default of
// --workers, so that the text does not depend on the machine. The other
// ways to ask for help print the same text.
func TestHelpGolden(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	tests := []struct {
		name string
		args [][]string // the first gives the golden text; the others must match it
	}{
		{"beebatch", [][]string{{"-h"}, {"--help"}, {"-help"}, {"help"}}},
		{"rank", [][]string{{"rank", "-h"}, {"rank", "--help"}, {"rank", "--top", "3", "-h"}, {"help", "rank"}}},
		{"solve", [][]string{{"solve", "-h"}, {"help", "solve"}}},
		{"score", [][]string{{"score", "-h"}, {"help", "score"}}},
		{"compare", [][]string{{"compare", "-h"}, {"help", "compare"}}},
		{"lists", [][]string{{"lists", "-h"}, {"help", "lists"}}},
		{"lists-fetch", [][]string{{"lists", "fetch", "-h"}, {"help", "lists", "fetch"}}},
		{"lists-path", [][]string{{"lists", "path", "-h"}, {"help", "lists", "path"}}},
		{"archive", [][]string{{"archive", "-h"}, {"help", "archive"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var first string
			for i, args := range tt.args {
				code, out, errOut := beebatch(t, "", args...)
				if code != 0 || errOut != "" {
					t.Fatalf("%q: exit %d, stderr %q", args, code, errOut)
				}
				if i == 0 {
					first = out
					golden(t, "help/"+tt.name+".txt", []byte(out))
				} else if out != first {
					t.Errorf("%q prints another text than %q", args, tt.args[0])
				}
			}
		})
	}
}

// TestUsageOnMistake checks that beebatch alone prints the usage to
// stderr, and a mistake in a command line the message, the synopsis and
// where the whole help is, short enough that the message stays in sight;
// each exits 2.
func TestUsageOnMistake(t *testing.T) {
	code, out, errOut := beebatch(t, "")
	if _, help, _ := beebatch(t, "", "-h"); code != 2 || out != "" || errOut != help {
		t.Errorf("beebatch alone: exit %d, stdout %q, stderr %q; want exit 2 and the usage on stderr", code, out, errOut)
	}
	commands := `Usage: beebatch COMMAND [flags] ARGUMENT...

  rank WORDLIST...          rank the best (and worst) honeycombs of each list
  solve BOARD WORDLIST...   every word, score, rank and hint of one board
  score BOARD... WORDLIST   one line per board: score, words, pangrams
  compare LIST LIST...      best boards, overlap, rank correlation, words
  lists [fetch|path NAME]   the known word lists, which work as a WORDLIST
  archive ARCHIVE [LIST...] the NYT's puzzles, and lists against them
  help [COMMAND]            this help, or a command's

Run "beebatch help COMMAND" or "beebatch COMMAND -h" for a command's flags
and details, and "beebatch --version" for the version.
`
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"frob"}, "beebatch: unknown command \"frob\"\n" + commands},
		{[]string{"rnak", "enable1"}, "beebatch: unknown command \"rnak\" (did you mean rank?)\n" + commands},
		{[]string{"help", "comapre"}, "beebatch: unknown command \"comapre\" (did you mean compare?)\n" + commands},
		{[]string{"rank"}, `beebatch rank: no WORDLIST given
Usage: beebatch rank [flags] WORDLIST...
Run "beebatch rank -h" for the flags and the whole help.
`},
		{[]string{"score", "--top", "5", "R/AEGINT", "x.txt"}, `beebatch score: unknown flag --top
Usage: beebatch score [flags] BOARD... WORDLIST
       beebatch score [flags] --boards FILE [BOARD...] WORDLIST
Run "beebatch score -h" for the flags and the whole help.
`},
		{[]string{"lists", "path", "--cache"}, `beebatch lists path: --cache: expected a value after it, DIR
Usage: beebatch lists [--cache DIR]
       beebatch lists fetch [--cache DIR] [--max-bytes SIZE] [NAME...]
       beebatch lists path [--cache DIR] [--max-bytes SIZE] NAME
Run "beebatch lists path -h" for the flags and the whole help.
`},
	} {
		code, out, errOut := beebatch(t, "", tt.args...)
		if code != 2 || out != "" || errOut != tt.want {
			t.Errorf("%q: exit %d, stdout %q, stderr:\n%s\nwant exit 2 and stderr:\n%s", tt.args, code, out, errOut, tt.want)
		}
	}
}

// TestHelpNamesRealFlags checks that every --flag that a command's help
// text mentions is one of its flags, and that the text states the exit
// status and, but for lists, what a WORDLIST is.
func TestHelpNamesRealFlags(t *testing.T) {
	mention := regexp.MustCompile(`--([a-z][a-z-]*)`)
	defined := regexp.MustCompile(`(?m)^  --([a-z][a-z-]*)`)
	for _, args := range [][]string{{"rank"}, {"solve"}, {"score"}, {"compare"}, {"lists"}, {"lists", "fetch"}} {
		_, out, _ := beebatch(t, "", append(args, "-h")...)
		text, flags, ok := strings.Cut(out, "\nFlags:\n")
		if !ok {
			t.Errorf("%q -h has no Flags section", args)
			continue
		}
		var names []string
		for _, m := range defined.FindAllStringSubmatch(flags, -1) {
			names = append(names, m[1])
		}
		for _, m := range mention.FindAllStringSubmatch(text, -1) {
			if !slices.Contains(names, m[1]) {
				t.Errorf("%q -h mentions --%s, which is not one of its flags %q", args, m[1], names)
			}
		}
		if !strings.Contains(text, "Exit status: 0 on success") || !strings.Contains(text, "130 for SIGINT") || !strings.Contains(text, "141 when the reader") {
			t.Errorf("%q -h does not state the exit status", args)
		}
		if args[0] != "lists" && !strings.Contains(text, "A WORDLIST is a file, a directory") {
			t.Errorf("%q -h does not say what a WORDLIST is", args)
		}
	}
}

// TestVersion checks that --version prints the version of the build
// information, which a test binary has as "(devel)" or its own.
func TestVersion(t *testing.T) {
	want := "(devel)"
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		want = bi.Main.Version
	}
	want = "beebatch " + want + " (" + runtime.Version() + ")\n"
	for _, flag := range []string{"--version", "-version"} {
		code, out, errOut := beebatch(t, "", flag)
		if code != 0 || out != want || errOut != "" {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want %q", flag, code, out, errOut, want)
		}
	}
}
