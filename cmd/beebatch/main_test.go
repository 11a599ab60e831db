package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/proc"
	"github.com/beebatch/beebatch/internal/testlists"
)

var enable1 = testlists.Path("enable1")

// beebatch runs the command line with stdin and returns its exit status,
// stdout and stderr.
func beebatch(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(stdin), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

// beebatchShared runs the command line args with no standard input once
// per test process, and returns its exit status, stdout and stderr: for
// a run that several tests take as the truth, which reads only files that
// no test writes, writes none, and does not depend on the environment.
func beebatchShared(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	key := strings.Join(args, "\x00")
	if r, ok := sharedRuns.Load(key); ok {
		r := r.(sharedRun)
		return r.code, r.stdout, r.stderr
	}
	code, stdout, stderr := beebatch(t, "", args...)
	sharedRuns.Store(key, sharedRun{code, stdout, stderr})
	return code, stdout, stderr
}

// sharedRun is a run of beebatchShared.
type sharedRun struct {
	code           int
	stdout, stderr string
}

// sharedRuns holds beebatchShared's runs by their arguments.
var sharedRuns sync.Map

// enable1Without returns the path of a copy of enable1, named
// enable1.txt, without the words that have any of letters, made once per
// test process for all the tests that ask for the same letters: a
// smaller list, for the checks whose property does not depend on the
// size of the list (each says why).
func enable1Without(letters string) (string, error) {
	f, _ := enable1Less.LoadOrStore(letters, sync.OnceValues(func() (string, error) {
		data, err := os.ReadFile(enable1)
		if err != nil {
			return "", err
		}
		var b strings.Builder
		for line := range strings.Lines(string(data)) {
			if !strings.ContainsAny(line, letters) {
				b.WriteString(line)
			}
		}
		dir, err := sharedTempDir()
		if err != nil {
			return "", err
		}
		path := filepath.Join(dir, "enable1.txt")
		return path, os.WriteFile(path, []byte(b.String()), 0o644)
	}))
	return f.(func() (string, error))()
}

// enable1Less holds enable1Without's copies by letters.
var enable1Less sync.Map

func needEnable1(t *testing.T) {
	t.Helper()
	testlists.Need(t, "enable1")
}

// TestMain lets the tests run the test binary as beebatch itself, in a
// real subprocess that real signals can reach: with BEEBATCH_AS_MAIN set
// it runs main with the arguments after "--". Otherwise it runs the
// tests, skipping, after one message, those that read a word list that
// cannot be had here (testlists.Main).
func TestMain(m *testing.M) {
	if os.Getenv("BEEBATCH_AS_MAIN") == "1" {
		for i, a := range os.Args {
			if a == "--" {
				os.Args = append([]string{"beebatch"}, os.Args[i+1:]...)
				break
			}
		}
		os.Exit(runMain())
	}
	shortTempDir()
	unignoreStopSignals()
	code := testlists.Main(m)
	for _, d := range sharedDirs {
		os.RemoveAll(d)
	}
	os.Exit(code)
}

// sharedDirs are the directories of the fixtures that several tests
// share, made once (sharedTempDir) and removed when the tests end.
var sharedDirs []string

// sharedTempDir makes a directory for a fixture that several tests
// share, which t.TempDir cannot give as it goes with its test.
func sharedTempDir() (string, error) {
	d, err := os.MkdirTemp("", "beebatch-test-shared-")
	if err == nil {
		sharedDirs = append(sharedDirs, d)
	}
	return d, err
}

// unignoreStopSignals gives the runs that the tests start the default
// action of each signal that stops a run, when the tests were started
// with it ignored: nohup ignores SIGHUP, and a shell without job control
// ignores SIGINT and SIGQUIT in a command it starts in the background. An
// ignored signal stays ignored in a child, and beebatch keeps it so, as
// it should, while the tests send these signals to runs that must stop.
// A signal that the test binary catches is reset to the default in a
// child; the test binary itself still takes no notice of it.
func unignoreStopSignals() {
	for _, sig := range proc.StopSignals {
		if signal.Ignored(sig) {
			signal.Notify(make(chan os.Signal, 1), sig)
		}
	}
}

// shortTempDir makes /tmp the tests' temporary directory when $TMPDIR
// names a longer one and /tmp can be written: the reports wrap long paths
// at 80 columns, and the golden files and the tests that look for a path
// in them expect the paths of t.TempDir under /tmp, as on most machines
// and in CI. A machine without /tmp keeps its own.
func shortTempDir() {
	if os.TempDir() == "/tmp" {
		return
	}
	if d, err := os.MkdirTemp("/tmp", "beebatch-test-"); err == nil {
		os.Remove(d)
		os.Setenv("TMPDIR", "/tmp")
	}
}

// startChild starts beebatch with args in a child process, and returns
// it, its standard input, a pipe closed when the test ends, and buffers
// that collect its standard output and error.
func startChild(t *testing.T, args ...string) (*exec.Cmd, io.Writer, *bytes.Buffer, *bytes.Buffer) {
	t.Helper()
	cmd := exec.Command(os.Args[0], append([]string{"-test.run=^$", "--"}, args...)...)
	cmd.Env = append(os.Environ(), "BEEBATCH_AS_MAIN=1")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { stdin.Close() })
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd, stdin, &stdout, &stderr
}

// runBeebatch runs beebatch with args in a child process to its end, with
// env added to the environment, standard input empty and standard output
// stdout, or a buffer when stdout is nil. It returns the exit status and
// what the child wrote to a buffered stdout and to stderr.
func runBeebatch(t *testing.T, env []string, stdout *os.File, args ...string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], append([]string{"-test.run=^$", "--"}, args...)...)
	cmd.Env = append(append(os.Environ(), "BEEBATCH_AS_MAIN=1"), env...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if stdout != nil {
		cmd.Stdout = stdout
	}
	err := cmd.Run()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return 0, out.String(), errOut.String()
	case errors.As(err, &ee) && ee.Exited():
		return ee.ExitCode(), out.String(), errOut.String()
	}
	t.Fatalf("beebatch %q: %v (stderr %q)", args, err, errOut.String())
	return 0, "", ""
}

// golden compares got with the file testdata/name, or rewrites the file
// with got under -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (go test -update rewrites it)\ngot:\n%s\nwant:\n%s", path, got, want)
	}
}

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")
