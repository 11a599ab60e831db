package main

import (
	"bytes"
	"errors"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/proc"
	"github.com/beebatch/beebatch/internal/testenv"
)

// TestSignals sends SIGINT, SIGTERM, SIGHUP and the other signals that
// end a process to real runs, each waiting for a
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
		{syscall.SIGHUP, 129, "SIGHUP"},
		{syscall.SIGQUIT, 131, "SIGQUIT"},
		{syscall.SIGXCPU, 152, "SIGXCPU"},
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
				err = waitFor(t, cmd, 20*time.Second)
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
	// No --out: the message says nothing of report files.
	if want := "beebatch rank: interrupted by SIGINT; completed: none; not completed: first, mini\n"; !strings.HasSuffix(stderr.String(), want) {
		t.Errorf("stderr %q; want %q", stderr, want)
	}
}

// startBlocked starts beebatch with args in a child process and writes
// feed to its standard input, which it then leaves open. The write
// returns only once the child has read all but a pipe's buffer of feed,
// so when feed is larger than that, the child is running, with its
// signal handlers in place, and reading standard input.
func startBlocked(t *testing.T, feed []byte, args ...string) (*exec.Cmd, *bytes.Buffer, *bytes.Buffer) {
	t.Helper()
	cmd, stdin, stdout, stderr := startChild(t, args...)
	if _, err := stdin.Write(feed); err != nil {
		t.Fatalf("feeding standard input: %v (stderr %q)", err, stderr.String())
	}
	return cmd, stdout, stderr
}

// repeat returns line repeated to at least 256 KiB, more than a pipe
// holds.
func repeat(line string) []byte {
	return bytes.Repeat([]byte(line), (256<<10)/len(line)+1)
}

// TestSignalsWhileReading interrupts compare, solve and score while each
// reads standard input, which does not end: each stops at once, with the
// status of the signal, a message that says what it completed, and no
// report file.
func TestSignalsWhileReading(t *testing.T) {
	words := repeat("megaplex game glam\n")
	days := repeat("2024-02-01 acelnot e cent clean cleat cone lance lent note octane ocean tone\n")
	tests := []struct {
		name string
		feed []byte
		args []string
		sig  syscall.Signal
		code int
		want string
	}{
		{"compare-SIGINT", words, []string{"compare", "--quiet", "--out", "OUT", "testdata/compare/a.txt", "later=-"}, syscall.SIGINT, 130,
			"beebatch compare: interrupted by SIGINT; completed: none; not completed: a, later; no report files were written\n"},
		{"compare-SIGTERM", words, []string{"compare", "--quiet", "--out", "OUT", "later=-", "testdata/compare/a.txt"}, syscall.SIGTERM, 143,
			"beebatch compare: interrupted by SIGTERM; completed: none; not completed: later, a; no report files were written\n"},
		{"solve", words, []string{"solve", "R/AEGINT", "testdata/rank/mini.txt", "later=-"}, syscall.SIGINT, 130,
			"beebatch solve: interrupted by SIGINT\n"},
		{"score-list", words, []string{"score", "R/AEGINT", "-"}, syscall.SIGTERM, 143,
			"beebatch score: interrupted by SIGTERM\n"},
		{"score-boards", repeat("R/AEGINT # a board\n"), []string{"score", "--boards", "-", "testdata/rank/mini.txt"}, syscall.SIGINT, 130,
			"beebatch score: interrupted by SIGINT\n"},
		// An archive is read with the signal in mind too (fault 6 of
		// issue 21).
		{"archive", days, []string{"archive", "-"}, syscall.SIGTERM, 143,
			"beebatch archive: interrupted by SIGTERM\n"},
		{"score-archive", days, []string{"score", "--archive", "-", "R/AEGINT", "testdata/rank/mini.txt"}, syscall.SIGTERM, 143,
			"beebatch score: interrupted by SIGTERM\n"},
		{"solve-archive", days, []string{"solve", "--archive", "-", "R/AEGINT", "testdata/rank/mini.txt"}, syscall.SIGINT, 130,
			"beebatch solve: interrupted by SIGINT\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			for i, a := range tt.args {
				if a == "OUT" {
					tt.args[i] = dir
				}
			}
			cmd, stdout, stderr := startBlocked(t, tt.feed, tt.args...)
			if err := cmd.Process.Signal(tt.sig); err != nil {
				t.Fatal(err)
			}
			err := waitFor(t, cmd, 20*time.Second)
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != tt.code {
				t.Fatalf("exit %v; want %d (stderr %q)", err, tt.code, stderr)
			}
			if stderr.String() != tt.want || stdout.Len() != 0 {
				t.Errorf("stdout %q, stderr %q; want stderr %q", stdout, stderr, tt.want)
			}
			if entries, _ := os.ReadDir(dir); len(entries) != 0 {
				t.Errorf("the output directory holds %v", entries)
			}
		})
	}
}

// TestSignalListsFetch interrupts "lists fetch" while it downloads a list
// through a proxy that never answers, after it has taken another from the
// mirror: exit 130, the message names both, and the cache holds no part
// of the download.
func TestSignalListsFetch(t *testing.T) {
	needEnable1(t)
	proxy := hangingProxy(t)
	mirror, cache := t.TempDir(), t.TempDir()
	abs, _ := filepath.Abs(count100k)
	if err := os.Symlink(abs, filepath.Join(mirror, "count_1w_100k.txt")); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$", "--", "lists", "fetch", "count_1w_100k", "enable1")
	cmd.Env = append(os.Environ(), "BEEBATCH_AS_MAIN=1", "BEEBATCH_MIRROR="+mirror, "BEEBATCH_CACHE="+cache,
		"HTTPS_PROXY=http://"+proxy.addr, "https_proxy=http://"+proxy.addr, "NO_PROXY=", "no_proxy=")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	select {
	case <-proxy.connected: // the download of enable1 has begun
	case err := <-exited:
		t.Fatalf("exited before downloading: %v (stdout %q, stderr %q)", err, stdout.String(), stderr.String())
	}
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	err := <-exited
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 130 {
		t.Fatalf("exit %v; want 130 (stderr %q)", err, stderr.String())
	}
	if want := "count_1w_100k\t" + filepath.Join(mirror, "count_1w_100k.txt") + "\n"; stdout.String() != want {
		t.Errorf("stdout %q; want %q", stdout.String(), want)
	}
	want := "beebatch lists fetch: interrupted by SIGINT; completed: count_1w_100k; not completed: enable1; the cache holds no partial file\n"
	if !strings.HasSuffix(stderr.String(), want) {
		t.Errorf("stderr %q; want it to end with %q", stderr.String(), want)
	}
	// count_1w_100k, copied from the mirror, and nothing of enable1.
	if entries, _ := os.ReadDir(cache); len(entries) != 2 || entries[0].Name() != "count_1w_100k.txt" || entries[1].Name() != "count_1w_100k.txt.sum" {
		t.Errorf("the cache holds %v", entries)
	}
}

func hangingProxy(t *testing.T) *proxyServer {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &proxyServer{addr: l.Addr().String(), connected: make(chan struct{})}
	var conns []io.Closer
	done := make(chan struct{})
	go func() {
		defer close(done)
		once := false
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			conns = append(conns, c)
			if !once {
				once = true
				close(p.connected)
			}
		}
	}()
	t.Cleanup(func() {
		l.Close()
		<-done
		for _, c := range conns {
			c.Close()
		}
	})
	return p
}

// proxyServer is a TCP listener that accepts connections, says that one
// came, and never answers.
type proxyServer struct {
	addr      string
	connected chan struct{}
}

// TestSignalWhileWritingStdout stops runs blocked writing to a standard
// output that no one reads, after their work is done: each ends at once
// with the status of the signal, and writes no report file.
func TestSignalWhileWritingStdout(t *testing.T) {
	needEnable1(t)
	boards := filepath.Join(t.TempDir(), "many.boards")
	var b bytes.Buffer
	for range 3000 {
		b.WriteString("R/AEGINT\nE/AINRST\n")
	}
	if err := os.WriteFile(boards, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name string
		args []string
		sig  syscall.Signal
		code int
	}{
		// Each report is more than a pipe holds: rank's 3,000 rows of
		// each variant, and compare's JSON of 270 KB.
		{"rank", []string{"rank", "--quiet", "--top", "3000", "--out", "OUT", enable1}, syscall.SIGINT, 130},
		{"score", []string{"score", "--boards", boards, "testdata/rank/mini.txt"}, syscall.SIGTERM, 143},
		{"compare", []string{"compare", "--quiet", "--format", "json", "--out", "OUT", enable1, "testdata/compare/b.txt"}, syscall.SIGHUP, 129},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			for i, a := range tt.args {
				if a == "OUT" {
					tt.args[i] = dir
				}
			}
			r, w, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			defer r.Close()
			cmd := exec.Command(os.Args[0], append([]string{"-test.run=^$", "--"}, tt.args...)...)
			cmd.Env = append(os.Environ(), "BEEBATCH_AS_MAIN=1")
			var stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = w, &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			w.Close()
			// The first byte says the run is writing its report, which
			// is more than the pipe holds: it then blocks.
			if _, err := r.Read(make([]byte, 1)); err != nil {
				t.Fatalf("reading standard output: %v (stderr %q)", err, stderr.String())
			}
			if err := cmd.Process.Signal(tt.sig); err != nil {
				t.Fatal(err)
			}
			err = waitFor(t, cmd, 20*time.Second)
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != tt.code {
				t.Fatalf("exit %v; want %d (stderr %q)", err, tt.code, stderr.String())
			}
			if want := "interrupted by " + proc.SignalName(tt.sig); !strings.Contains(stderr.String(), want) {
				t.Errorf("stderr %q; want %q in it", stderr.String(), want)
			}
			if entries, _ := os.ReadDir(dir); len(entries) != 0 {
				t.Errorf("the output directory holds %v", entries)
			}
		})
	}
}

// waitFor waits for cmd to end, and kills it and fails the test if it
// has not ended after limit: the run was stuck.
func waitFor(t *testing.T, cmd *exec.Cmd, limit time.Duration) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		return err
	case <-time.After(limit):
		cmd.Process.Kill()
		<-done
		t.Fatalf("still running %v after the signal", limit)
		return nil
	}
}

// TestSignalWhileWritingFiles stops runs while they write their report
// files, large ones, to temporary files in --out: each ends with the
// status of its signal and leaves --out empty, whatever the signal, a
// second signal included. By default it sends SIGTERM and both pairs of
// signals (TestSignals sends each signal alone to a run that reads);
// with BEEBATCH_FULL_TESTS=1 SIGINT and SIGHUP alone too.
func TestSignalWhileWritingFiles(t *testing.T) {
	needEnable1(t)
	for i, sigs := range [][]syscall.Signal{
		{syscall.SIGINT}, {syscall.SIGTERM}, {syscall.SIGHUP}, {syscall.SIGHUP, syscall.SIGHUP},
		{syscall.SIGINT, syscall.SIGTERM},
	} {
		if (i == 0 || i == 2) && !testenv.Full() {
			continue
		}
		var names []string
		for _, s := range sigs {
			names = append(names, proc.SignalName(s))
		}
		t.Run(strings.Join(names, "+"), func(t *testing.T) {
			dir := t.TempDir()
			cmd, _, _, stderr := startChild(t, "rank", "--quiet", "--space", "all", "--top", "20000", "--out", dir, enable1)
			if !waitForTemp(dir, 30*time.Second) {
				cmd.Process.Kill()
				cmd.Wait()
				t.Fatalf("no temporary file appeared in --out (stderr %q)", stderr.String())
			}
			if len(sigs) == 2 {
				// Both arrive together: stop the run, send both, go on.
				cmd.Process.Signal(syscall.SIGSTOP)
			}
			for _, s := range sigs {
				if err := cmd.Process.Signal(s); err != nil {
					t.Fatal(err)
				}
			}
			if len(sigs) == 2 {
				cmd.Process.Signal(syscall.SIGCONT)
			}
			err := waitFor(t, cmd, 20*time.Second)
			var ee *exec.ExitError
			if !errors.As(err, &ee) || !slices.Contains(wantCodes(sigs), ee.ExitCode()) {
				t.Fatalf("exit %v; want one of %v (stderr %q)", err, wantCodes(sigs), stderr.String())
			}
			if entries, _ := os.ReadDir(dir); len(entries) != 0 {
				t.Errorf("the output directory holds %v (stderr %q)", entries, stderr.String())
			}
		})
	}
}

// wantCodes returns the exit statuses of runs stopped by sigs.
func wantCodes(sigs []syscall.Signal) []int {
	var codes []int
	for _, s := range sigs {
		codes = append(codes, 128+int(s))
	}
	return codes
}

// waitForTemp waits until dir holds a file whose name starts with a dot,
// a report file's temporary file, and reports whether one came before
// limit.
func waitForTemp(dir string, limit time.Duration) bool {
	for end := time.Now().Add(limit); time.Now().Before(end); time.Sleep(time.Millisecond) {
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if strings.HasPrefix(e.Name(), ".") && !strings.HasPrefix(e.Name(), ".beebatch-write-test") {
				return true
			}
		}
	}
	return false
}

// TestIgnoredSignalStaysIgnored runs beebatch with SIGHUP ignored, as
// nohup runs a command: a SIGHUP then does not stop it.
func TestIgnoredSignalStaysIgnored(t *testing.T) {
	cmd := exec.Command("sh", "-c", `trap "" HUP; exec "$0" -test.run='^$' -- rank --quiet later=-`, os.Args[0])
	cmd.Env = append(os.Environ(), "BEEBATCH_AS_MAIN=1")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Once the feed is written, the run is reading standard input.
	if _, err := stdin.Write(repeat("megaplex game glam\n")); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Process.Signal(syscall.SIGHUP); err != nil {
		t.Fatal(err)
	}
	time.Sleep(50 * time.Millisecond)
	stdin.Close()
	if err := waitFor(t, cmd, 20*time.Second); err != nil {
		t.Fatalf("exit %v (stderr %q); want success", err, stderr.String())
	}
	if !strings.Contains(stdout.String(), "later (no-s)") {
		t.Errorf("stdout %q; want the ranking of later", stdout.String())
	}
}

// TestSignalsStartedIgnored runs TestSignals in a test process started
// with SIGINT, SIGQUIT and SIGHUP ignored, as a shell without job control
// starts a command in the background and as nohup does: TestMain must
// give the runs it starts these signals' default action again
// (unignoreStopSignals), or a run would keep SIGINT ignored, as beebatch
// should, and never stop.
func TestSignalsStartedIgnored(t *testing.T) {
	cmd := exec.Command("sh", "-c", `trap "" INT QUIT HUP; exec "$0" -test.run='^TestSignals$' -test.count=1`, os.Args[0])
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("TestSignals started with SIGINT, SIGQUIT and SIGHUP ignored: %v\n%s", err, out)
	}
}

// TestFileSizeLimit runs beebatch under a limit on file sizes (ulimit
// -f), which its report files exceed: SIGXFSZ, which Go leaves without
// effect, does not kill it, the run fails naming the file, and --out is
// left empty.
func TestFileSizeLimit(t *testing.T) {
	needEnable1(t)
	dir := t.TempDir()
	cmd := exec.Command("sh", "-c", `ulimit -f 8 && exec "$0" -test.run='^$' -- rank --quiet --out "$1" "$2"`, os.Args[0], dir, enable1)
	cmd.Env = append(os.Environ(), "BEEBATCH_AS_MAIN=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 1 {
		t.Fatalf("exit %v; want 1 (stderr %q)", err, stderr.String())
	}
	if !strings.Contains(stderr.String(), "file too large; no report files were written") {
		t.Errorf("stderr %q; want it to say the file was too large", stderr.String())
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("the output directory holds %v", entries)
	}
}
