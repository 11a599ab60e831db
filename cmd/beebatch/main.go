// Command beebatch analyses the New York Times Spelling Bee puzzle in
// batch: it ranks every honeycomb a word list allows, exactly, for many
// lists at once, scores and solves given boards, compares word lists and
// fetches the known ones by name.
//
// Usage:
//
//	beebatch rank [flags] WORDLIST...
//	beebatch solve [flags] BOARD WORDLIST...
//	beebatch score [flags] BOARD... WORDLIST...
//	beebatch compare [flags] LIST_A LIST_B [LIST...]
//	beebatch lists [fetch [NAME...] | path NAME]
//	beebatch archive [flags] ARCHIVE [WORDLIST...]
//	beebatch schedule [flags] --archive ARCHIVE WORDLIST
//
// Run "beebatch COMMAND -h" for a command's flags. A WORDLIST is a file, a
// directory (every regular file in it), "-" for standard input, NAME=PATH
// to name the list, or the name of a known list that has been fetched;
// files compressed with gzip, bzip2, xz or zstd are read as they are. Every command writes text,
// md, json or csv with --format.
//
// Results go to standard output; warnings, errors and the progress bar go
// to standard error. The exit status is 0 on success, 1 when the run
// fails (a missing file, say), 2 for a usage error, 128 plus the signal
// when a signal stops it (130 for SIGINT, 143 for SIGTERM, 129 for
// SIGHUP), and 141 when the reader of standard output closes it.
//
// The command only wires: it parses flags, reads lists with
// source.Files, calls the analysis packages (search, compare, catalog)
// and renders what they return with internal/report and internal/plot.
// Each command is in the file named after it; the kit they share is in
// env.go (what a run has: streams, signals, the exit status), streams.go
// (standard output and error, which a signal can leave blocked), stop.go
// (steps that a signal leaves behind), usage.go (help and usage errors),
// flags.go (the flags several commands take), wordlists.go (reading
// lists), outfiles.go (--out) and progress.go.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
)

func main() {
	os.Exit(runMain())
}

// runMain runs beebatch as the process, with its arguments, streams and
// signals, and returns its exit status.
func runMain() int {
	gcOff()
	// The signals stay caught until the process exits: a run that has
	// ended, its report files written, exits with its status even if a
	// signal comes now, rather than die of it.
	ctx := notifyContext()
	return run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
}

// command is a subcommand of beebatch.
type command struct {
	name string
	run  func(ctx context.Context, e *env, args []string) error
}

// commands are beebatch's subcommands, in the order usage lists them.
var commands = []command{
	{"rank", rankCmd},
	{"solve", solveCmd},
	{"score", scoreCmd},
	{"compare", compareCmd},
	{"lists", listsCmd},
	{"archive", archiveCmd},
	{"learn", learnCmd},
	{"schedule", scheduleCmd},
}

// run runs the command line args and returns the exit status.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := newEnv(ctx, stdin, stdout, stderr)
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "-h", "-help", "--help":
		fmt.Fprint(e.stdout, usage)
		return e.status(ctx, args, errHelp)
	case "help":
		if len(args) == 1 || len(args) == 2 && args[1] == "help" {
			fmt.Fprint(e.stdout, usage)
			return e.status(ctx, args, errHelp)
		}
		// "help CMD" is "CMD -h"; "help lists fetch" is "lists fetch -h".
		args = append(args[1:len(args):len(args)], "-h")
	case "-version", "--version":
		fmt.Fprintln(e.stdout, "beebatch", version())
		return e.status(ctx, args, nil)
	}
	for _, c := range commands {
		if c.name == args[0] {
			return e.status(ctx, args, c.run(ctx, e, args[1:]))
		}
	}
	fmt.Fprintf(stderr, "beebatch: unknown command %q%s\n%s", args[0], didYouMean(args[0], commandNames()), commandsUsage())
	return 2
}

// commandNames returns the names of the commands, help included.
func commandNames() []string {
	names := []string{"help"}
	for _, c := range commands {
		names = append(names, c.name)
	}
	return names
}

// version returns the version of beebatch from its build information:
// the module's version, such as v1.2.0 for "go install ...@v1.2.0", or
// the pseudo-version that go build stamps from the repository's commit
// (with +dirty for uncommitted changes), and the Go release that built
// it; "(devel)" where there is none, as in a test.
func version() string {
	v, goVersion := "(devel)", runtime.Version()
	if bi, ok := debug.ReadBuildInfo(); ok {
		if bi.Main.Version != "" {
			v = bi.Main.Version
		}
		goVersion = bi.GoVersion
	}
	return v + " (" + goVersion + ")"
}
