// Command beebatch analyses the New York Times Spelling Bee puzzle in
// batch: it ranks every honeycomb a word list allows, exactly, for many
// lists at once, scores and solves given boards, compares word lists,
// measures them against the NYT's archive and plans puzzles. Run
// "beebatch help" for the commands; docs/ holds the manual.
//
// Each command is in the file named after it, which parses its flags and
// wires the packages that do the work; flags.go, wordlists.go and the
// other files hold the flags and readers that the commands share. What
// is not wiring is in internal/: what a run has and the conventions of
// its command line (cli: streams, messages, usage errors, the exit
// status), the help texts (help), the process (proc), the report files
// (outfiles), the catalog as a WORDLIST sees it (catalogs), and more.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"time"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/cli"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/help"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/proc"
	"github.com/beebatch/beebatch/internal/suggest"
)

func main() {
	os.Exit(runMain())
}

// runMain runs beebatch as the process, with its arguments, streams and
// signals, and returns its exit status.
func runMain() int {
	if err := proc.CheckLimits(os.Args[1:]); err != nil {
		fmt.Fprintf(os.Stderr, "beebatch: %v\n", err)
		return 1 // a run that fails, not a usage error
	}
	ctx := proc.NotifyContext(func() string { return cli.CommandName(os.Args[1:]) }, stopGrace)
	return run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
}

// stopGrace is how long a run has to stop after a signal before the
// process ends without it (proc.NotifyContext).
const stopGrace = time.Second

// command is a subcommand of beebatch.
type command struct {
	name string
	run  func(ctx context.Context, e *cli.Env, args []string) error
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
	e := cli.NewEnv(stdin, stdout, stderr)
	if len(args) == 0 {
		fmt.Fprint(stderr, help.Main)
		return 2
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		if args[0] != "help" || len(args) == 1 || len(args) == 2 && args[1] == "help" {
			fmt.Fprint(e.Stdout, help.Main)
			return e.Status(ctx, args, cli.ErrHelp)
		}
		// "help CMD" is "CMD -h"; "help lists fetch" is "lists fetch -h".
		args = append(args[1:len(args):len(args)], "-h")
	case "-version", "--version":
		fmt.Fprintln(e.Stdout, "beebatch", version())
		return e.Status(ctx, args, nil)
	}
	for _, c := range commands {
		if c.name == args[0] {
			return e.Status(ctx, args, c.run(ctx, e, args[1:]))
		}
	}
	names := []string{"help"}
	for _, c := range commands {
		names = append(names, c.name)
	}
	fmt.Fprintf(stderr, "beebatch: unknown command %q%s\n%s", args[0], suggest.DidYouMean(args[0], names), commandsUsage())
	return 2
}

// version returns the module's version from the build information (or
// "(devel)", as in a test) and the Go release that built beebatch.
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

// commandsUsage returns the part of help.Main that lists the commands, for
// the message of an unknown command.
func commandsUsage() string {
	paras := strings.Split(help.Main, "\n\n")
	return strings.Join(paras[1:4], "\n\n") + "\n"
}
