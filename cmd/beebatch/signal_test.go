package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestMain lets the tests run the test binary as beebatch itself, in a
// real subprocess that real signals can reach: with BEEBATCH_AS_MAIN set
// it runs main with the arguments after "--".
func TestMain(m *testing.M) {
	if os.Getenv("BEEBATCH_AS_MAIN") == "1" {
		for i, a := range os.Args {
			if a == "--" {
				os.Args = append([]string{"beebatch"}, os.Args[i+1:]...)
				break
			}
		}
		main()
	}
	os.Exit(m.Run())
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

// TestSignals sends SIGINT and SIGTERM to real runs, each waiting for a
// list on standard input after a first list that it has ranked, and
// checks the exit status, the message and that the output directory
// holds only what it held before.
func TestSignals(t *testing.T) {
	for _, tt := range []struct {
		sig  syscall.Signal
		code int
		name string
	}{
		{syscall.SIGINT, 130, "SIGINT"},
		{syscall.SIGTERM, 143, "SIGTERM"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			mine := filepath.Join(dir, "notes.txt")
			if err := os.WriteFile(mine, []byte("not beebatch's\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			// Once the feed is written the run is reading standard input,
			// which stays open, with its handlers in place. It reads the
			// next list while it ranks the current one, so mini, which
			// takes microseconds, may still be ranking then: wait a little,
			// and longer each time the run had not finished it.
			var (
				err            error
				stdout, stderr *bytes.Buffer
			)
			for _, wait := range []time.Duration{50 * time.Millisecond, time.Second, 5 * time.Second} {
				var cmd *exec.Cmd
				cmd, stdout, stderr = startBlocked(t, repeat("megaplex game glam\n"), "rank", "--quiet", "--out", dir, "testdata/rank/mini.txt", "later=-")
				time.Sleep(wait)
				if err := cmd.Process.Signal(tt.sig); err != nil {
					t.Fatal(err)
				}
				err = cmd.Wait()
				if !strings.Contains(stderr.String(), "completed: none;") {
					break
				}
				t.Logf("signalled after %v, before mini was ranked; again", wait)
			}
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != tt.code {
				t.Fatalf("exit %v; want %d (stderr %q)", err, tt.code, stderr)
			}
			want := "beebatch rank: interrupted by " + tt.name + "; completed: mini; not completed: later; no report files were written\n"
			if stderr.String() != want || stdout.Len() != 0 {
				t.Errorf("stdout %q, stderr %q; want stderr %q", stdout, stderr, want)
			}
			entries, _ := os.ReadDir(dir)
			if len(entries) != 1 || entries[0].Name() != "notes.txt" {
				t.Errorf("the output directory holds %v; want only notes.txt", entries)
			}
			if data, _ := os.ReadFile(mine); string(data) != "not beebatch's\n" {
				t.Errorf("notes.txt changed: %q", data)
			}
		})
	}
}

// TestSignalBeforeAnyList interrupts a run still reading its first list.
func TestSignalBeforeAnyList(t *testing.T) {
	cmd, _, stderr := startBlocked(t, repeat("megaplex game glam\n"), "rank", "--quiet", "first=-", "testdata/rank/mini.txt")
	cmd.Process.Signal(syscall.SIGINT)
	err := cmd.Wait()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 130 {
		t.Fatalf("exit %v; want 130 (stderr %q)", err, stderr)
	}
	if want := "completed: none; not completed: first, mini; no report files were written"; !strings.Contains(stderr.String(), want) {
		t.Errorf("stderr %q; want %q", stderr, want)
	}
}

// TestOutDirChecked checks that a bad --out stops the run before any
// work, naming the flag.
func TestOutDirChecked(t *testing.T) {
	file := filepath.Join(t.TempDir(), "report.csv")
	if err := os.WriteFile(file, []byte("keep me\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		dir, want string
	}{
		{file, "--out " + file + ": not a directory (a regular file); expected a directory for the report files"},
		// Not even root may create files in /proc/self.
		{"/proc/self", "--out /proc/self: cannot write there: "},
		{file + "/sub", "--out " + file + "/sub: "},
	} {
		code, out, errOut := beebatch(t, "", "rank", "--out", tt.dir, "testdata/rank/mini.txt")
		if code != 2 || out != "" || !strings.Contains(errOut, tt.want) {
			t.Errorf("--out %s: exit %d, stdout %q, stderr %q; want exit 2 and %q", tt.dir, code, out, errOut, tt.want)
		}
	}
	if data, _ := os.ReadFile(file); string(data) != "keep me\n" {
		t.Errorf("the file was changed: %q", data)
	}
}
