package main

import (
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/wordlist"
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
		{"beebatch", [][]string{{"-h"}, {"--help"}, {"-help"}, {"help"}, {"help", "help"}}},
		{"rank", [][]string{{"rank", "-h"}, {"rank", "--help"}, {"rank", "--top", "3", "-h"}, {"help", "rank"}}},
		{"solve", [][]string{{"solve", "-h"}, {"help", "solve"}}},
		{"score", [][]string{{"score", "-h"}, {"help", "score"}}},
		{"compare", [][]string{{"compare", "-h"}, {"help", "compare"}}},
		{"lists", [][]string{{"lists", "-h"}, {"help", "lists"}}},
		{"lists-fetch", [][]string{{"lists", "fetch", "-h"}, {"help", "lists", "fetch"}}},
		{"lists-path", [][]string{{"lists", "path", "-h"}, {"help", "lists", "path"}}},
		{"archive", [][]string{{"archive", "-h"}, {"help", "archive"}}},
		{"schedule", [][]string{{"schedule", "-h"}, {"help", "schedule"}}},
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
  score BOARD... LIST...    one line per board: score, words, pangrams
  compare LIST LIST...      best boards, overlap, rank correlation, words
  lists [fetch|path NAME]   the known word lists, which work as a WORDLIST
  archive ARCHIVE [LIST...] the NYT's puzzles, and lists against them
  learn ARCHIVE...          learn the list nyt, which answers like the NYT
  schedule WORDLIST         a dated year of NYT-like puzzles (--archive)
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
Usage: beebatch score [flags] BOARD... WORDLIST...
       beebatch score [flags] --boards FILE [BOARD...] WORDLIST...
Run "beebatch score -h" for the flags and the whole help.
`},
		{[]string{"lists", "path", "--cache"}, `beebatch lists path: --cache: expected a value after it, DIR
Usage: beebatch lists [--cache DIR] [NAME...]
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

// TestExitStatusTable checks cases of docs/README.md's table of exit
// statuses that once went astray: a bad WORDLIST argument and a bad --out
// are usage errors, with the synopsis after the message, as every usage
// error is; --max-bytes
// above what beebatch reads is refused rather than capped; and a filter
// that no board of the size can pass is refused rather than passing
// nothing.
func TestExitStatusTable(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	rankSynopsis := "Usage: beebatch rank [flags] WORDLIST...\nRun \"beebatch rank -h\" for the flags and the whole help.\n"
	scoreSynopsis := "Usage: beebatch score [flags] BOARD... WORDLIST...\n       beebatch score [flags] --boards FILE [BOARD...] WORDLIST...\nRun \"beebatch score -h\" for the flags and the whole help.\n"
	for _, tt := range []struct {
		args []string
		want string
	}{
		// A name that starts with a dot would hide the report files
		// (issue 21: "..=mini.txt" wrote "...no-s.csv").
		{[]string{"rank", "..=" + mini}, `beebatch rank: "..=` + mini + `": list name ".." starts with a dot, which would hide its report files; expected a name that starts with a letter, a digit, '_' or '-'` + "\n" + rankSynopsis},
		{[]string{"rank", ".=" + mini}, `beebatch rank: ".=` + mini + `": list name "." starts with a dot, which would hide its report files; expected a name that starts with a letter, a digit, '_' or '-'` + "\n" + rankSynopsis},
		{[]string{"rank", ".x=" + mini}, `beebatch rank: ".x=` + mini + `": list name ".x" starts with a dot, which would hide its report files; expected a name that starts with a letter, a digit, '_' or '-'` + "\n" + rankSynopsis},
		{[]string{"rank", "=" + mini}, `beebatch rank: "=` + mini + `": list name "" must be made of A-Z, a-z, 0-9, '.', '_' and '-'; expected NAME=PATH or an existing path` + "\n" + rankSynopsis},
		{[]string{"rank", "bad name=" + mini}, `beebatch rank: "bad name=` + mini + `": list name "bad name" must be made of A-Z, a-z, 0-9, '.', '_' and '-'; expected NAME=PATH or an existing path` + "\n" + rankSynopsis},
		{[]string{"rank", "x="}, `beebatch rank: "x=": no path after '='; expected NAME=PATH` + "\n" + rankSynopsis},
		{[]string{"rank", ""}, "beebatch rank: empty word list argument; expected a file, a directory, - or NAME=PATH\n" + rankSynopsis},
		{[]string{"rank", "a=-", "b=-"}, `beebatch rank: "b=-": standard input is already read as "a=-"; expected it at most once` + "\n" + rankSynopsis},
		{[]string{"rank", "d=" + dir}, `beebatch rank: "d=` + dir + `": ` + dir + " is a directory, but NAME=PATH names a single list; expected a file or -\n" + rankSynopsis},
		{[]string{"rank", "--exclude-words", "bad name=x", mini}, `beebatch rank: --exclude-words: "bad name=x": list name "bad name" must be made of A-Z, a-z, 0-9, '.', '_' and '-'; expected NAME=PATH or an existing path` + "\n" + rankSynopsis},
		{[]string{"rank", "--out", file, mini}, "beebatch rank: --out " + file + ": not a directory (a regular file); expected a directory for the report files\n" + rankSynopsis},
		{[]string{"archive", "--export", file, "testdata/archive/nyt.txt"}, "beebatch archive: --export " + file + ": not a directory (a regular file); expected a directory for the report files\nUsage: beebatch archive [flags] ARCHIVE [WORDLIST...]\nRun \"beebatch archive -h\" for the flags and the whole help.\n"},
		{[]string{"rank", "--max-bytes", "5GiB", mini}, "beebatch rank: --max-bytes 5GiB: expected at most 4GiB, the most beebatch reads\n" + rankSynopsis},
		{[]string{"rank", "--where", "letters 8", mini}, `beebatch rank: --where "letters 8": no board of 7 letters (--size 7) passes it: it asks for letters 8; expected a filter that some board can pass` + "\n" + rankSynopsis},
		{[]string{"rank", "--variants", "no-s", "--where", "has S", mini}, `beebatch rank: --where "has S": no board of 7 letters (--size 7) passes it; expected a filter that some board can pass` + "\n" + rankSynopsis},
		{[]string{"rank", "--preset", "nyt", "--where", "vowels 3, has AEIO", mini}, `beebatch rank: --preset nyt with --where "vowels 3, has AEIO": no board of 7 letters (--size 7) passes it; expected a filter that some board can pass` + "\n" + rankSynopsis},
		{[]string{"score", "--size", "5", "--where", "has ABCDEF", "R/AEGIN", mini}, `beebatch score: --where "has ABCDEF": no board of 5 letters (--size 5) passes it; expected a filter that some board can pass` + "\n" + scoreSynopsis},
		{[]string{"score", "--top", "5", "R/AEGINT", mini}, "beebatch score: unknown flag --top\n" + scoreSynopsis},
	} {
		code, out, errOut := beebatch(t, "", tt.args...)
		if code != 2 || out != "" || errOut != tt.want {
			t.Errorf("%q: exit %d, stdout %q, stderr:\n%s\nwant exit 2 and stderr:\n%s", tt.args, code, out, errOut, tt.want)
		}
	}
	// The largest --max-bytes is allowed, and the message of a list over
	// it does not ask for a larger one.
	if code, _, errOut := beebatch(t, "", "rank", "--max-bytes", "4GiB", mini); code != 0 {
		t.Errorf("--max-bytes 4GiB: exit %d, stderr %q", code, errOut)
	}
	le := listError(&wordlist.LimitError{Path: "big.txt", Limit: wordlist.MaxInput})
	if want := "big.txt: input larger than 4GiB (counted after decompression), the most beebatch reads; expected a smaller list"; le.Error() != want {
		t.Errorf("the limit error at the largest --max-bytes: %q; want %q", le, want)
	}
}
