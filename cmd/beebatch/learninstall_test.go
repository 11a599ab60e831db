package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/beebatch/beebatch/pkg/learn"
)

// learnStopEnv names, for a child beebatch run by a test, the point of
// learn (testHookLearn) at which it says so on stderr and waits for its
// context to be done.
const learnStopEnv = "BEEBATCH_TEST_LEARN_STOP"

func init() {
	if point := os.Getenv(learnStopEnv); point != "" {
		testHookLearn = func(ctx context.Context, at string) {
			if at == point {
				fmt.Fprintf(os.Stderr, "test hook: at %s\n", at)
				<-ctx.Done()
			}
		}
	}
}

// cacheState returns every file of the cache dir with its contents, but
// the lock, to compare states; a checksum record, which any reader may
// write again, counts only by its name.
func cacheState(t *testing.T, dir string) map[string]string {
	t.Helper()
	state := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || d.Name() == ".lock" {
			return err
		}
		data, err := os.ReadFile(p)
		if strings.HasSuffix(p, ".sum") {
			data = nil
		}
		state[strings.TrimPrefix(p, dir)] = string(data)
		return err
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	return state
}

// sameState reports how the cache states before and after differ, or "".
func sameState(before, after map[string]string) string {
	var diff []string
	for name, data := range after {
		if old, ok := before[name]; !ok {
			diff = append(diff, "new "+name)
		} else if old != data {
			diff = append(diff, "changed "+name)
		}
	}
	for name := range before {
		if _, ok := after[name]; !ok {
			diff = append(diff, "removed "+name)
		}
	}
	slices.Sort(diff)
	return strings.Join(diff, ", ")
}

// learnSetup writes a small archive, installs the list learned from its
// first 40 puzzles in a new cache, and returns the cache and the
// arguments that learn the whole archive offline.
func learnSetup(t *testing.T, cache string) []string {
	t.Helper()
	dir := t.TempDir()
	t.Setenv("BEEBATCH_CACHE", cache)
	t.Setenv("BEEBATCH_MIRROR", "")
	arch, base, _ := writeLearnArchive(t, dir, 60)
	short, _, _ := writeLearnArchive(t, t.TempDir(), 40)
	if code, _, stderr := beebatch(t, "", append(append([]string{"learn"}, offline(base)...), short)...); code != 0 {
		t.Fatalf("the first learn: exit %d: %s", code, stderr)
	}
	return append(offline(base), arch)
}

// TestLearnInterrupted stops learn with SIGINT once its list is written
// into the cache and before it is installed: it exits 130, writes no
// report file and leaves the cache's list as it was.
func TestLearnInterrupted(t *testing.T) {
	cache := filepath.Join(t.TempDir(), "cache")
	args := learnSetup(t, cache)
	before := cacheState(t, cache)
	out := filepath.Join(t.TempDir(), "out")
	for _, withOut := range []bool{true, false} {
		a := append([]string{"learn"}, args...)
		if withOut {
			a = append([]string{"learn", "--out", out}, args...)
		}
		cmd := exec.Command(os.Args[0], append([]string{"-test.run=^$", "--"}, a...)...)
		cmd.Env = append(os.Environ(), "BEEBATCH_AS_MAIN=1", learnStopEnv+"=prepared")
		stderr, err := cmd.StderrPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(stderr)
		var said []string
		for sc.Scan() {
			said = append(said, sc.Text())
			if sc.Text() == "test hook: at prepared" {
				cmd.Process.Signal(syscall.SIGINT)
				break
			}
		}
		for sc.Scan() {
			said = append(said, sc.Text())
		}
		err = cmd.Wait()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 130 {
			t.Errorf("--out %v: %v, stderr %q; want exit 130", withOut, err, said)
		}
		if diff := sameState(before, cacheState(t, cache)); diff != "" {
			t.Errorf("--out %v: the interrupted learn changed the cache: %s", withOut, diff)
		}
		if entries, _ := os.ReadDir(out); len(entries) > 0 {
			t.Errorf("--out %v: the interrupted learn wrote %d files to --out", withOut, len(entries))
		}
	}
}

// TestLearnOutFails checks that a learn whose --out cannot be written
// leaves the cache's list as it was, and that one that succeeds installs
// a list that reads whole.
func TestLearnOutFails(t *testing.T) {
	cache := filepath.Join(t.TempDir(), "cache")
	args := learnSetup(t, cache)
	before := cacheState(t, cache)
	out := t.TempDir()
	// A directory where a report file goes: the files are written, and
	// their renaming fails after the list is installed, which is undone.
	if err := os.Mkdir(filepath.Join(out, "model.md"), 0o755); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := beebatch(t, "", append([]string{"learn", "--out", out}, args...)...)
	if code != 1 || !strings.Contains(stderr, "model.md: is a directory") {
		t.Errorf("exit %d, stderr %q; want 1 and model.md: is a directory", code, stderr)
	}
	if diff := sameState(before, cacheState(t, cache)); diff != "" {
		t.Errorf("the failed learn changed the cache: %s", diff)
	}
	os.Remove(filepath.Join(out, "model.md"))
	if code, _, stderr := beebatch(t, "", append([]string{"learn", "--out", out}, args...)...); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	want, _ := os.ReadFile(filepath.Join(out, "nyt.txt"))
	if code, stdout, stderr := beebatch(t, "", "lists", "path", "nyt"); code != 0 {
		t.Errorf("lists path nyt: exit %d: %s", code, stderr)
	} else if got, _ := os.ReadFile(strings.TrimSpace(stdout)); string(got) != string(want) {
		t.Errorf("the list installed is not --out's nyt.txt")
	}
}

// TestLearnCacheFull learns into a cache on a full disk: the run fails
// and the cache's list is the one before, which still reads.
func TestLearnCacheFull(t *testing.T) {
	cache := filepath.Join(mountTmpfs(t, "1m"), "cache")
	args := learnSetup(t, cache)
	before := cacheState(t, cache)
	fill(t, filepath.Join(filepath.Dir(cache), "filler"), 0)
	code, _, stderr := beebatch(t, "", append([]string{"learn"}, args...)...)
	if code != 1 || !strings.Contains(stderr, "no space left on device") {
		t.Errorf("exit %d, stderr %q; want 1 and no space left on device", code, stderr)
	}
	if diff := sameState(before, cacheState(t, cache)); diff != "" {
		t.Errorf("the failed learn changed the cache: %s", diff)
	}
	if code, _, stderr := beebatch(t, "", "solve", "--format", "csv", "A/ABCDELN", "nyt"); code != 0 {
		t.Errorf("solve A/ABCDELN nyt: exit %d: %s", code, stderr)
	}
}

// TestLearnedEdited edits the installed list: solve and lists fetch say
// it has changed since it was learned and to learn it again, not to
// fetch it.
func TestLearnedEdited(t *testing.T) {
	cache := filepath.Join(t.TempDir(), "cache")
	learnSetup(t, cache)
	_, stdout, _ := beebatch(t, "", "lists", "path", "nyt")
	path := strings.TrimSpace(stdout)
	if err := os.WriteFile(path, []byte("cable\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"solve", "A/ABCDELN", "nyt"}, {"lists", "fetch", "nyt"}} {
		code, _, stderr := beebatch(t, "", args...)
		if want := `has changed since it was learned; run "beebatch learn --name nyt ARCHIVE" to learn it again`; code != 1 || !strings.Contains(stderr, want) {
			t.Errorf("%q: exit %d, stderr %q; want 1 and %q", args, code, stderr, want)
		}
	}
}

// TestLearnReadsWordLists checks that learn reads its base lists as the
// other commands read a WORDLIST: compressed, in a directory, bounded by
// --max-bytes, and text only.
func TestLearnReadsWordLists(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("BEEBATCH_CACHE", filepath.Join(dir, "cache"))
	t.Setenv("BEEBATCH_MIRROR", "")
	arch, base, _ := writeLearnArchive(t, dir, 60)
	plain, _ := os.ReadFile(base)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(plain)
	zw.Close()
	gzPath := filepath.Join(dir, "base.txt.gz")
	os.WriteFile(gzPath, gz.Bytes(), 0o644)
	sub := filepath.Join(dir, "lists")
	os.Mkdir(sub, 0o755)
	os.WriteFile(filepath.Join(sub, "base.txt"), plain, 0o644)
	without := []string{"--without", strings.Join(learn.FeatureLists, ",")}
	learnOut := func(args ...string) (int, string, string) {
		return beebatch(t, "", append(append(append([]string{"learn", "--until", "2023-02-12", "--format", "csv"}, without...), args...), arch)...)
	}
	code, want, stderr := learnOut("--base", base)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, b := range []string{gzPath, sub} {
		// words.csv names the base list of each word.
		if code, got, stderr := learnOut("--base", b); code != 0 || strings.ReplaceAll(got, b, base) != want {
			t.Errorf("--base %s: exit %d, %s; want the words.csv of the plain list", b, code, stderr)
		}
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--base", base, "--max-bytes", "10"}, "input larger than --max-bytes 10"},
		{[]string{"--base", "/dev/zero"}, "/dev/zero: "},
	} {
		code, _, stderr := learnOut(tc.args...)
		if code != 1 || !strings.Contains(stderr, tc.want) || strings.Contains(stderr, "token too long") {
			t.Errorf("%q: exit %d, stderr %q; want 1 and %q", tc.args, code, stderr, tc.want)
		}
	}
}

// TestLearnArchivesAsOne learns from two folders, one of which holds a
// record in conflict with another of its own, and from the same files in
// one folder: the lists and their evidence are the same.
func TestLearnArchivesAsOne(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("BEEBATCH_CACHE", filepath.Join(dir, "cache"))
	t.Setenv("BEEBATCH_MIRROR", "")
	arch, base, _ := writeLearnArchive(t, dir, 60)
	data, _ := os.ReadFile(arch)
	lines := strings.SplitAfter(string(data), "\n")
	files := map[string]string{
		"A/a.txt":  string(data),
		"A/a2.txt": strings.TrimSuffix(lines[9], "\n") + " bane\n", // a conflict within A
		"B/b.txt":  "2023-03-05 abcdeln a able bale cable lace blade\n",
	}
	for name, text := range files {
		for _, p := range []string{filepath.Join(dir, name), filepath.Join(dir, "AB", filepath.Base(name))} {
			os.MkdirAll(filepath.Dir(p), 0o755)
			os.WriteFile(p, []byte(text), 0o644)
		}
	}
	learnCSV := func(archives ...string) string {
		args := append(append([]string{"learn", "--until", "2023-02-20", "--format", "csv"}, offline(base)...), archives...)
		code, stdout, stderr := beebatch(t, "", args...)
		if code != 0 {
			t.Fatalf("%q: exit %d: %s", archives, code, stderr)
		}
		return stdout
	}
	if apart, one := learnCSV(filepath.Join(dir, "A"), filepath.Join(dir, "B")), learnCSV(filepath.Join(dir, "AB")); apart != one {
		t.Error("learn A B and learn AB (the same files) give different words.csv")
	}
}
