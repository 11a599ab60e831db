package main

import (
	"bytes"
	"errors"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/outfiles"
)

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
		if code != 2 || out != "" || !strings.Contains(errOut, tt.want) || !strings.Contains(errOut, "\nUsage: beebatch rank [flags] WORDLIST...\n") {
			t.Errorf("--out %s: exit %d, stdout %q, stderr %q; want exit 2, %q and the synopsis", tt.dir, code, out, errOut, tt.want)
		}
	}
	if data, _ := os.ReadFile(file); string(data) != "keep me\n" {
		t.Errorf("the file was changed: %q", data)
	}
}

// TestStdoutFull runs each command with its standard output on /dev/full,
// where every write fails with ENOSPC: the run fails, saying so, rather
// than exit 0 with its report lost.
func TestStdoutFull(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skipf("no /dev/full here: %v", err)
	}
	defer full.Close()
	cache := []string{"BEEBATCH_CACHE=" + t.TempDir(), "BEEBATCH_MIRROR="}
	for _, args := range [][]string{
		{"-h"},
		{"rank", "-h"},
		{"rank", "testdata/rank/mini.txt"},
		{"rank", "--json", "testdata/rank/mini.txt"},
		{"rank", "--preset", "list"},
		{"solve", "R/AEGINT", "testdata/rank/mini.txt"},
		{"solve", "--format", "json", "R/AEGINT", "testdata/rank/mini.txt"},
		{"score", "R/AEGINT", "testdata/rank/mini.txt"},
		{"score", "--format", "csv", "R/AEGINT", "testdata/rank/mini.txt"},
		{"compare", "testdata/compare/a.txt", "testdata/compare/b.txt"},
		{"compare", "--format", "md", "testdata/compare/a.txt", "testdata/compare/b.txt"},
		{"compare", "--json", "testdata/compare/a.txt", "testdata/compare/b.txt"},
		{"lists"},
	} {
		code, _, errOut := runBeebatch(t, cache, full, args...)
		want := "beebatch " + args[0] + ": writing standard output: no space left on device\n"
		if code != 1 || errOut != want {
			t.Errorf("%q > /dev/full: exit %d, stderr %q; want exit 1 and %q", args, code, errOut, want)
		}
	}
}

// TestStdoutFailedStillWritesFiles checks that a run whose report on
// standard output is cut short, by a full disk or by a reader that closed
// the pipe ("| head"), still writes the report files it was asked for,
// and then fails saying so: exit 1 for the full disk, and 141, as SIGPIPE
// would end it, for the closed pipe.
func TestStdoutFailedStillWritesFiles(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skipf("no /dev/full here: %v", err)
	}
	defer full.Close()
	// A pipe whose reader is closed: every write fails with EPIPE.
	r, closed, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	r.Close()
	defer closed.Close()
	for _, tt := range []struct {
		stdout *os.File
		code   int
		msg    string
	}{
		{full, 1, "writing standard output: no space left on device"},
		{closed, 141, "standard output was closed by its reader (broken pipe)"},
	} {
		for _, args := range [][]string{
			{"rank", "testdata/rank/mini.txt"},
			{"compare", "testdata/compare/a.txt", "testdata/compare/b.txt"},
			{"archive", archiveNYT, archiveList},
		} {
			dir := t.TempDir()
			args = append([]string{args[0], "--out", dir}, args[1:]...)
			code, _, errOut := runBeebatch(t, nil, tt.stdout, args...)
			want := regexp.MustCompile("^beebatch " + args[0] + ": " + regexp.QuoteMeta(tt.msg) + "; [0-9]+ report files written to " + regexp.QuoteMeta(dir) + "\n$")
			if code != tt.code || !want.MatchString(errOut) {
				t.Errorf("%q: exit %d, stderr %q; want exit %d, stderr matching %q", args, code, errOut, tt.code, want)
			}
			if entries, _ := os.ReadDir(dir); len(entries) < 4 {
				t.Errorf("%q: wrote only %v", args, entries)
			}
		}
	}
}

// TestStdoutClosedByReader checks every command with a standard output
// whose reader is gone: the run ends with exit status 141 and one line
// that says so, rather than being killed by SIGPIPE without a word.
func TestStdoutClosedByReader(t *testing.T) {
	r, closed, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	r.Close()
	defer closed.Close()
	cache := []string{"BEEBATCH_CACHE=" + t.TempDir(), "BEEBATCH_MIRROR="}
	for _, args := range [][]string{
		{"rank", "testdata/rank/mini.txt"},
		{"solve", "R/AEGINT", "testdata/rank/mini.txt"},
		{"score", "R/AEGINT", "testdata/rank/mini.txt"},
		{"compare", "--json", "testdata/compare/a.txt", "testdata/compare/b.txt"},
		{"lists"},
		{"archive", archiveNYT, archiveList},
		{"rank", "-h"},
	} {
		code, _, errOut := runBeebatch(t, cache, closed, args...)
		want := "beebatch " + args[0] + ": standard output was closed by its reader (broken pipe)\n"
		if code != 141 || errOut != want {
			t.Errorf("%q: exit %d, stderr %q; want exit 141 and %q", args, code, errOut, want)
		}
	}
}

// TestStreamsOnDevNull runs beebatch with /dev/null as its standard
// streams, opened for writing, for reading or for both, as Python's
// subprocess.DEVNULL and "1<>/dev/null" open it: the run is the same as
// on any stream, its --out files written. A stream closed at start
// (">&-") is one the Go runtime opens on /dev/null for reading and
// writing, which nothing tells from "1<>/dev/null": the run is the same.
func TestStreamsOnDevNull(t *testing.T) {
	for _, redirect := range []string{">/dev/null", "1<>/dev/null", ">&-", "</dev/null", "0<>/dev/null", "<&-", "2<>/dev/null"} {
		out := filepath.Join(t.TempDir(), "out")
		code, errOut := runShell(t, redirect, "rank", "--out", out, "testdata/rank/mini.txt")
		if code != 0 || strings.Contains(errOut, "closed") {
			t.Errorf("beebatch rank --out OUT mini.txt %s: exit %d, stderr %q; want exit 0", redirect, code, errOut)
		}
		if entries, _ := os.ReadDir(out); len(entries) == 0 {
			t.Errorf("beebatch rank --out OUT mini.txt %s: no report files written", redirect)
		}
	}
	// Standard input on /dev/null is an empty list for "-".
	for _, redirect := range []string{"</dev/null", "0<>/dev/null", "<&-"} {
		code, errOut := runShell(t, redirect+" >/dev/null", "rank", "-")
		if code != 0 || errOut != "" {
			t.Errorf("beebatch rank - %s: exit %d, stderr %q; want exit 0, no message", redirect, code, errOut)
		}
	}
}

// runShell runs beebatch with args through sh, with the redirection
// redirect (such as ">&-"), and returns its exit status and stderr.
func runShell(t *testing.T, redirect string, args ...string) (int, string) {
	t.Helper()
	cmd := exec.Command("sh", append([]string{"-c", `exec "$0" -test.run='^$' -- "$@" ` + redirect, os.Args[0]}, args...)...)
	cmd.Env = append(os.Environ(), "BEEBATCH_AS_MAIN=1")
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	err := cmd.Run()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return 0, errOut.String()
	case errors.As(err, &ee) && ee.Exited():
		return ee.ExitCode(), errOut.String()
	}
	t.Fatalf("beebatch %q %s: %v (stderr %q)", args, redirect, err, errOut.String())
	return 0, ""
}

// mountTmpfs mounts a tmpfs of size bytes on a new directory, unmounted
// when the test ends, or skips the test where that is not permitted.
func mountTmpfs(t *testing.T, size string) string {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("mounting a small tmpfs to fill needs root")
	}
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size="+size); err != nil {
		t.Skipf("cannot mount a tmpfs on %s: %v", dir, err)
	}
	t.Cleanup(func() {
		if err := syscall.Unmount(dir, 0); err != nil {
			t.Errorf("unmounting %s: %v", dir, err)
		}
	})
	return dir
}

// fill writes the file path so that the file system holding it has about
// left bytes free.
func fill(t *testing.T, path string, left int64) {
	t.Helper()
	os.Remove(path)
	var st syscall.Statfs_t
	if err := syscall.Statfs(filepath.Dir(path), &st); err != nil {
		t.Fatal(err)
	}
	free := int64(st.Bavail) * st.Bsize
	if free < left {
		t.Fatalf("only %d bytes free; want %d", free, left)
	}
	if err := os.WriteFile(path, make([]byte, free-left), 0o644); err != nil {
		t.Fatalf("filling the file system: %v", err)
	}
}

// readDir returns the name and content of every file in dir.
func readDir(t *testing.T, dir string) map[string]string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		files[e.Name()] = string(data)
	}
	return files
}

// TestFullDisk fills a small tmpfs so that a run's report files do not
// fit: the run fails naming the file it was writing, the report files of
// an earlier run stay as they were, byte for byte, and no temporary file
// is left.
func TestFullDisk(t *testing.T) {
	needEnable1(t)
	mnt := mountTmpfs(t, "1m")
	tests := []struct {
		name          string
		earlier, args []string
		left          int64 // bytes free for the second run
	}{
		// The second run's first files fit, and then one does not:
		// compare's JSON over enable1 is 270 KB, and over enable1 and
		// count_1w_100k, which take three times as long to compare,
		// 500 KB.
		{"rank", []string{"rank", "--top", "5", enable1},
			[]string{"rank", "--top", "300", enable1}, 24 << 10},
		{"compare", []string{"compare", "testdata/compare/a.txt", "testdata/compare/b.txt"},
			[]string{"compare", "--top", "50", "a=" + enable1, "b=testdata/compare/b.txt"}, 32 << 10},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(mnt, tt.name)
			withOut := func(args []string) []string {
				return append([]string{args[0], "--quiet", "--out", out}, args[1:]...)
			}
			code, _, errOut := beebatch(t, "", withOut(tt.earlier)...)
			if code != 0 {
				t.Fatalf("earlier run: exit %d: %s", code, errOut)
			}
			mine := filepath.Join(out, "notes.txt")
			if err := os.WriteFile(mine, []byte("not beebatch's\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			before := readDir(t, out)
			filler := filepath.Join(mnt, "filler")
			fill(t, filler, tt.left)
			defer os.Remove(filler)

			code, _, errOut = beebatch(t, "", withOut(tt.args)...)
			want := regexp.MustCompile(`^beebatch ` + tt.name + `: writing ` + regexp.QuoteMeta(out) +
				`/([a-z0-9.-]+): no space left on device; no report files were written\n$`)
			m := want.FindStringSubmatch(errOut)
			if code != 1 || m == nil {
				t.Fatalf("exit %d, stderr %q; want exit 1 and %s", code, errOut, want)
			}
			if _, ok := before[m[1]]; !ok && tt.name == "rank" {
				t.Errorf("the run failed on %s, a file the earlier run did not write", m[1])
			}
			after := readDir(t, out)
			if !maps.Equal(after, before) {
				t.Errorf("the output directory changed: it held %q and now holds %q",
					slices.Sorted(maps.Keys(before)), slices.Sorted(maps.Keys(after)))
			}
		})
	}
}

// TestOutDirKeepsOtherFiles runs rank and compare, twice each, into a
// directory that holds files of other names, some close to beebatch's:
// they survive unchanged, and the runs add only their own report files.
func TestOutDirKeepsOtherFiles(t *testing.T) {
	dir := t.TempDir()
	others := map[string]string{
		"notes.txt":            "mine\n",
		"summary.md.bak":       "an old summary\n",
		".summary.md.tmp12345": "not a temporary file of this run\n",
		"compare.txt":          "mine too\n",
		"mini.csv":             "list,score\n",
	}
	for name, content := range others {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	runs := [][]string{
		{"rank", "--quiet", "--out", dir, "testdata/rank/mini.txt"},
		{"compare", "--quiet", "--out", dir, "testdata/compare/a.txt", "testdata/compare/b.txt"},
	}
	for range 2 {
		for _, args := range runs {
			if code, _, errOut := beebatch(t, "", args...); code != 0 {
				t.Fatalf("%q: exit %d: %s", args, code, errOut)
			}
		}
	}
	ours := []string{
		"compare.csv", "compare.json", "compare.md", "compare.no-s.svg", "compare.s.svg",
		"mini.no-s.csv", "mini.no-s.md", "mini.no-s.svg", "mini.s.csv", "mini.s.md", "mini.s.svg",
		"summary.csv", "summary.json", "summary.md",
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	want := slices.Sorted(slices.Values(append(slices.Collect(maps.Keys(others)), append(ours, "sub")...)))
	if !slices.Equal(names, want) {
		t.Errorf("the directory holds %q; want %q", names, want)
	}
	for name, content := range others {
		if data, _ := os.ReadFile(filepath.Join(dir, name)); string(data) != content {
			t.Errorf("%s changed to %q", name, data)
		}
	}
	if sub, _ := os.ReadDir(filepath.Join(dir, "sub")); len(sub) != 0 {
		t.Errorf("sub holds %v", sub)
	}
}

// readTree returns the regular files under dir and their contents, and
// the directories as "dir".
func readTree(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || p == dir {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if d.IsDir() {
			out[rel] = "dir"
			return nil
		}
		data, err := os.ReadFile(p)
		out[rel] = string(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestOutDirCommitFails runs rank and compare into an --out directory
// whose summary file is taken by a directory, after an earlier run: the
// run fails saying that the directory was left as it was, and it was.
func TestOutDirCommitFails(t *testing.T) {
	runs := []struct {
		args  []string
		taken string
	}{
		{[]string{"rank", "--quiet", "--top", "3", "testdata/rank/mini.txt"}, "summary.json"},
		{[]string{"compare", "--quiet", "--top", "3", "testdata/compare/a.txt", "testdata/compare/b.txt"}, "compare.json"},
	}
	for _, r := range runs {
		t.Run(r.args[0], func(t *testing.T) {
			dir := t.TempDir()
			args := append([]string{r.args[0], "--out", dir}, r.args[1:]...)
			if code, _, errOut := beebatch(t, "", args...); code != 0 {
				t.Fatalf("first run: exit %d: %s", code, errOut)
			}
			taken := filepath.Join(dir, r.taken)
			os.Remove(taken)
			if err := os.MkdirAll(filepath.Join(taken, "inside"), 0o755); err != nil {
				t.Fatal(err)
			}
			before := readTree(t, dir)
			args = append([]string{r.args[0], "--out", dir, "--quiet", "--top", "5"}, r.args[4:]...)
			code, _, errOut := beebatch(t, "", args...)
			want := "beebatch " + r.args[0] + ": writing " + taken + ": is a directory; expected a file or nothing; " + dir + " was left as it was\n"
			if code != 1 || errOut != want {
				t.Errorf("exit %d, stderr %q; want 1, %q", code, errOut, want)
			}
			after := readTree(t, dir)
			for name := range maps.Keys(after) {
				if before[name] != after[name] {
					t.Errorf("%s changed", name)
				}
			}
			for name := range maps.Keys(before) {
				if _, ok := after[name]; !ok {
					t.Errorf("%s was removed", name)
				}
			}
		})
	}
}

// TestNamesTooLong names a list so that the names of its report files
// just fit in the file system's 255 bytes a name, and one byte more: the
// first run writes them, and the second is refused before any work, as a
// usage error, rather than failing once its work is done with "file name
// too long".
func TestNamesTooLong(t *testing.T) {
	if outfiles.NameMax(os.TempDir()) != 255 {
		t.Skipf("the file system of %s allows names of %d bytes, not 255", os.TempDir(), outfiles.NameMax(os.TempDir()))
	}
	fits := strings.Repeat("n", 255-len(".no-s.csv"))
	for _, tt := range []struct {
		name string
		code int
	}{{fits, 0}, {fits + "x", 2}} {
		dir := t.TempDir()
		code, _, errOut := beebatch(t, "", "rank", "--out", dir, tt.name+"="+mini)
		if code != tt.code {
			t.Errorf("a name of %d bytes: exit %d, stderr %q; want exit %d", len(tt.name), code, errOut, tt.code)
		}
		entries, _ := os.ReadDir(dir)
		switch {
		case code == 0 && !slices.ContainsFunc(entries, func(e os.DirEntry) bool { return e.Name() == tt.name+".no-s.csv" }):
			t.Errorf("a name of %d bytes: wrote %v; want %s.no-s.csv among them", len(tt.name), entries, tt.name)
		case code == 2 && (len(entries) != 0 || !strings.HasPrefix(errOut, "beebatch rank: --out "+dir+": the report file "+tt.name+".no-s.csv would have a name of 256 bytes, more than the 255 the directory allows")):
			t.Errorf("a name of %d bytes: stderr %q, wrote %v", len(tt.name), errOut, entries)
		}
	}
	// A path too long for PATH_MAX, with a name that fits.
	deep := t.TempDir()
	for len(deep) < 4040-201 {
		deep = filepath.Join(deep, strings.Repeat("d", 200))
	}
	deep = filepath.Join(deep, strings.Repeat("d", 4040-len(deep)-1)) // 4,040 bytes
	if err := os.MkdirAll(deep, 0o755); err != nil {
		t.Skipf("cannot make a directory of a path of %d bytes: %v", len(deep), err)
	}
	code, _, errOut := beebatch(t, "", "rank", "--out", deep, "longer-than-the-rest="+mini)
	if want := "would need a path of"; code != 2 || !strings.Contains(errOut, want) {
		t.Errorf("--out with a path of %d bytes: exit %d, stderr %q; want exit 2 and %q", len(deep), code, errOut, want)
	}
}

// TestQuietOut checks that --quiet leaves standard error empty when a
// run writes its report files: the count of files written is a note, not
// an error; without --quiet it is said.
func TestQuietOut(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string // on stderr without --quiet
	}{
		{[]string{"rank", "--top", "1", "testdata/rank/mini.txt"}, "beebatch rank: 9 report files written to "},
		{[]string{"compare", "--top", "1", "testdata/rank/mini.txt", "testdata/compare/a.txt"}, "beebatch compare: 5 report files written to "},
	} {
		for _, quiet := range []bool{false, true} {
			args := append([]string{tt.args[0], "--out", t.TempDir()}, tt.args[1:]...)
			if quiet {
				args = append([]string{tt.args[0], "--quiet"}, args[1:]...)
			}
			code, _, errOut := beebatch(t, "", args...)
			switch {
			case code != 0:
				t.Errorf("%q: exit %d, stderr %q", args, code, errOut)
			case quiet && errOut != "":
				t.Errorf("%q: stderr %q; want nothing", args, errOut)
			case !quiet && !strings.Contains(errOut, tt.want):
				t.Errorf("%q: stderr %q; want %q", args, errOut, tt.want)
			}
		}
	}
}
