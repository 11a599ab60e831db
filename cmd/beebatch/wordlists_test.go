package main

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/klauspost/compress/zstd"
	"github.com/ulikunitz/xz"

	"github.com/beebatch/beebatch/internal/testenv"
)

// This file drives the command with hostile and broken input: each case
// checks the exit status and the exact message, and that a failed run
// writes no report file.

const mini = "testdata/rank/mini.txt"

// gz returns data compressed with gzip.
func gz(t *testing.T, data []byte) []byte {
	t.Helper()
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	if _, err := zw.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// hostileFiles writes the inputs of TestHostileFailures into dir and
// returns their paths by name.
func hostileFiles(t *testing.T, dir string) map[string]string {
	t.Helper()
	list := []byte("apple\nbanana\ncherry\n")
	z := gz(t, bytes.Repeat(list, 50))
	flipped := bytes.Clone(z)
	flipped[len(flipped)-8] ^= 0x55 // the CRC-32
	files := map[string][]byte{
		"utf16.txt":     {0xff, 0xfe, 'a', 0, 'b', 0, '\n', 0},
		"utf16le.txt":   {'a', 0, 'p', 0, 'p', 0, 'l', 0, 'e', 0, '\n', 0},
		"truncated.gz":  z[:len(z)/2],
		"flipped.gz":    flipped,
		"nul.txt":       make([]byte, 10000),
		"big.txt":       bytes.Repeat(list, 100), // 2000 bytes
		"big.txt.gz":    gz(t, bytes.Repeat(list, 100)),
		"list-copy.txt": list,
	}
	paths := make(map[string]string)
	for name, data := range files {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		paths[name] = p
	}
	return paths
}

// TestHostileFailures runs rank, solve and score on inputs that must fail
// the run: each exits 1 with one exact message and leaves --out as it was.
func TestHostileFailures(t *testing.T) {
	p := hostileFiles(t, t.TempDir())
	tests := []struct {
		name  string
		flags []string
		list  string
		want  string // stderr after "beebatch CMD: "
	}{
		{"UTF-16 with BOM", nil, p["utf16.txt"],
			p["utf16.txt"] + ": looks like UTF-16 (little-endian, with a byte order mark); convert it to UTF-8, e.g. with iconv -f UTF-16 -t UTF-8"},
		{"UTF-16 without BOM", nil, p["utf16le.txt"],
			p["utf16le.txt"] + ": looks like UTF-16 (little-endian without a byte order mark: every other byte is NUL); convert it to UTF-8, e.g. with iconv -f UTF-16LE -t UTF-8"},
		{"truncated gzip", nil, p["truncated.gz"],
			p["truncated.gz"] + ": corrupt or truncated gzip data: unexpected EOF"},
		{"bit-flipped gzip", nil, p["flipped.gz"],
			p["flipped.gz"] + ": corrupt or truncated gzip data: invalid checksum"},
		{"NUL bytes", nil, p["nul.txt"],
			p["nul.txt"] + ": binary data, not a word list: 4096 of the first 4096 bytes are NUL"},
		{"--max-bytes, file", []string{"--max-bytes", "1999"}, p["big.txt"],
			p["big.txt"] + ": input larger than --max-bytes 1999 (counted after decompression); expected a smaller list, or a larger --max-bytes"},
		{"--max-bytes, gzip", []string{"--max-bytes", "1K"}, p["big.txt.gz"],
			p["big.txt.gz"] + ": input larger than --max-bytes 1KiB (counted after decompression); expected a smaller list, or a larger --max-bytes"},
		{"missing file", nil, "testdata/no-such-list.txt",
			`"testdata/no-such-list.txt": no such file or directory; expected a word list file, a directory of them, - for standard input, or NAME=PATH`},
	}
	if _, err := os.Stat("/dev/zero"); err == nil {
		tests = append(tests, struct {
			name  string
			flags []string
			list  string
			want  string
		}{"/dev/zero", nil, "/dev/zero", "/dev/zero: binary data, not a word list: 4096 of the first 4096 bytes are NUL"})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := t.TempDir()
			earlier := filepath.Join(out, "summary.md")
			if err := os.WriteFile(earlier, []byte("earlier\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			runs := map[string][]string{
				"rank":  append(append([]string{"rank", "--out", out}, tt.flags...), mini, tt.list),
				"solve": append(append([]string{"solve"}, tt.flags...), "G/AELMPX", mini, tt.list),
				"score": append(append([]string{"score"}, tt.flags...), "G/AELMPX", tt.list),
			}
			for cmd, args := range runs {
				code, stdout, stderr := beebatch(t, "", args...)
				if want := "beebatch " + cmd + ": " + tt.want + "\n"; code != 1 || stdout != "" || stderr != want {
					t.Errorf("beebatch %q: exit %d, stdout %q, stderr\n%s\nwant exit 1 and\n%s", args, code, stdout, stderr, want)
				}
			}
			files, _ := filepath.Glob(filepath.Join(out, "*"))
			if data, _ := os.ReadFile(earlier); len(files) != 1 || string(data) != "earlier\n" {
				t.Errorf("a failed run changed --out: files %q, summary.md %q", files, data)
			}
		})
	}
}

func TestMaxBytesFlag(t *testing.T) {
	for _, tt := range []struct{ value, want string }{
		{"0", "--max-bytes 0: expected a size of at least 1 byte, such as 1GiB"},
		{"-5", `--max-bytes "-5": expected a size in bytes such as 1GiB, 500MB or 1048576`},
		{"1X", `--max-bytes "1X": expected a size in bytes such as 1GiB, 500MB or 1048576`},
		{"99999999TiB", `--max-bytes "99999999TiB": expected a size in bytes`},
	} {
		code, stdout, stderr := beebatch(t, "", "rank", "--max-bytes", tt.value, mini)
		if code != 2 || stdout != "" || !strings.Contains(stderr, tt.want) {
			t.Errorf("--max-bytes %s: exit %d, stdout %q, stderr %q; want exit 2 and %q", tt.value, code, stdout, stderr, tt.want)
		}
	}
	// A generous limit reads the list.
	if code, _, stderr := beebatch(t, "", "rank", "--max-bytes", "71", mini); code != 0 || stderr != "" {
		t.Errorf("--max-bytes 71: exit %d, stderr %q", code, stderr)
	}
}

// hostileRankJSON runs rank --json with args and returns the report, failing
// unless the run exits 0 with exactly the warnings given.
func hostileRankJSON(t *testing.T, stdin string, warnings []string, args ...string) *rankDoc {
	t.Helper()
	code, stdout, stderr := beebatch(t, stdin, append([]string{"rank", "--json", "--variants", "no-s"}, args...)...)
	var want string
	for _, w := range warnings {
		want += "warning: " + w + "\n"
	}
	if code != 0 || stderr != want {
		t.Fatalf("rank %q: exit %d, stderr\n%s\nwant exit 0 and\n%s", args, code, stderr, want)
	}
	var rep rankDoc
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatal(err)
	}
	return &rep
}

// listNames returns the names of the lists of rep.
func listNames(rep *rankDoc) []string {
	var names []string
	for _, l := range rep.Lists {
		names = append(names, l.Name)
	}
	return names
}

// TestHostileSkips runs rank on inputs that are read with skips and
// warnings: the run succeeds.
func TestHostileSkips(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	t.Run("Latin-1", func(t *testing.T) {
		p := write("latin1.txt", []byte("caf\xe9\nna\xefve\nstra\xdfe\n\xc9cole\ngame\n"))
		rep := hostileRankJSON(t, "", nil, p)
		if l := rep.Lists[0]; l.Skipped["non-alpha"] != 4 || l.DistinctWords != 1 {
			t.Errorf("skipped %v, %d distinct words; want non-alpha 4 and 1 word", l.Skipped, l.DistinctWords)
		}
	})
	t.Run("long line on standard input", func(t *testing.T) {
		stdin := "game\n" + strings.Repeat("x", 3<<20) + "\nmegaplex"
		rep := hostileRankJSON(t, stdin, []string{"-:2: line longer than 1048576 bytes (too-long, skipped)"}, "-")
		if l := rep.Lists[0]; l.Skipped["too-long"] != 1 || l.DistinctWords != 2 || l.Lines != 3 {
			t.Errorf("skipped %v, %d words, %d lines; want one too-long, 2 words, 3 lines", l.Skipped, l.DistinctWords, l.Lines)
		}
	})
	t.Run("the same file twice", func(t *testing.T) {
		rep := hostileRankJSON(t, "", []string{mini + ": the same file as " + mini + "; read once, as mini"}, mini, mini)
		if got := listNames(rep); !slices.Equal(got, []string{"mini"}) {
			t.Errorf("lists %q", got)
		}
	})
	t.Run("the same content twice", func(t *testing.T) {
		data, err := os.ReadFile(mini)
		if err != nil {
			t.Fatal(err)
		}
		p := write("mini-copy.txt.gz", gz(t, data))
		rep := hostileRankJSON(t, string(data), []string{
			p + ": the same content as " + mini + "; read once, as mini",
			"-: the same content as " + mini + "; read once, as mini",
		}, mini, "copy="+p, "-")
		if got := listNames(rep); !slices.Equal(got, []string{"mini"}) {
			t.Errorf("lists %q", got)
		}
	})
}

// TestEmptyLists checks that an empty list and a list of nothing but
// invalid words each report "no valid honeycomb", and that the run
// succeeds.
func TestEmptyLists(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.txt")
	invalid := filepath.Join(dir, "invalid.txt")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(invalid, []byte("don't\n42\ncaf\xe9\nx-ray\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := beebatch(t, "", "rank", "--variants", "no-s", "--top", "2", empty, invalid, mini)
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	golden(t, "hostile/empty.text", []byte(stdout))
}

// TestDirectoryOfOddEntries ranks a directory holding a subdirectory, a
// named pipe, a device, a broken link and a loop of links: each is
// skipped with a warning naming it, and nothing blocks.
func TestDirectoryOfOddEntries(t *testing.T) {
	dir := t.TempDir()
	p := func(name string) string { return filepath.Join(dir, name) }
	data, err := os.ReadFile(mini)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p("words.txt"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(p("sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(p("fifo"), 0o644); err != nil {
		t.Fatal(err)
	}
	for link, target := range map[string]string{"loop": "loop", "broken": "nowhere", "null": "/dev/null"} {
		if err := os.Symlink(target, p(link)); err != nil {
			t.Fatal(err)
		}
	}
	rep := hostileRankJSON(t, "", []string{
		p("broken") + ": skipped: a broken symbolic link (no such file or directory)",
		p("fifo") + ": skipped: a named pipe; name it as an argument to read from it",
		p("loop") + ": skipped: too many levels of symbolic links",
		p("null") + ": skipped: a device, not a regular file",
		p("sub") + ": skipped: a directory; only the files directly in " + dir + " are read",
	}, dir)
	if got := listNames(rep); !slices.Equal(got, []string{"words"}) {
		t.Errorf("lists %q", got)
	}

	// Named as an argument, the pipe is read as a stream.
	go func() {
		f, err := os.OpenFile(p("fifo"), os.O_WRONLY, 0)
		if err != nil {
			return // the test fails below, as the reader gets nothing
		}
		io.WriteString(f, "game megaplex\n")
		f.Close()
	}()
	rep = hostileRankJSON(t, "", nil, p("fifo"))
	if l := rep.Lists[0]; l.Name != "fifo" || l.DistinctWords != 2 || len(l.Top) == 0 || l.Top[0].Score != 16 {
		t.Errorf("list from the pipe: %+v", l)
	}
}

// TestUnreadableList checks that a list that cannot be read fails the
// run, naming it.
func TestUnreadableList(t *testing.T) {
	if _, err := os.Stat("/proc/self/mem"); err != nil {
		t.Skip(err)
	}
	// Reading /proc/self/mem at offset 0 fails with EIO, even for root,
	// who may read a file of any mode.
	dir := t.TempDir()
	if err := os.Symlink("/proc/self/mem", filepath.Join(dir, "mem")); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := beebatch(t, "", "rank", mini, dir)
	if want := "beebatch rank: " + filepath.Join(dir, "mem") + ": input/output error\n"; code != 1 || stdout != "" || stderr != want {
		t.Errorf("exit %d, stdout %q, stderr %q; want exit 1 and %q", code, stdout, stderr, want)
	}
}

// TestSameNameSameWords checks what docs/README.md promises: a list and its
// gzip copy, two lists of one name, are read once, with a warning; two
// lists of one name and different words are an error that asks for
// NAME=PATH.
func TestSameNameSameWords(t *testing.T) {
	dir := t.TempDir()
	gz := filepath.Join(dir, "mini.txt.gz")
	gzipFile(t, mini, gz)
	code, out, errOut := beebatch(t, "", "rank", "--json", mini, gz)
	if want := "warning: " + gz + ": the same content as " + mini + "; read once, as mini\n"; code != 0 || errOut != want {
		t.Errorf("rank %s %s: exit %d, stderr %q; want exit 0 and %q", mini, gz, code, errOut, want)
	}
	var rep rankDoc
	if err := json.Unmarshal([]byte(out), &rep); err != nil || len(rep.Lists) != 2 {
		t.Errorf("rank %s %s: %d lists ranked (%v); want mini in two variants", mini, gz, len(rep.Lists), err)
	}
	other := filepath.Join(dir, "other", "mini.txt")
	copyFile(t, "testdata/compare/a.txt", other)
	code, _, errOut = beebatch(t, "", "rank", mini, other)
	if want := "beebatch rank: two lists are named mini (" + mini + ", " + other + ") and hold different words: give one a name with NAME=PATH\n"; code != 1 || errOut != want {
		t.Errorf("rank %s %s: exit %d, stderr %q; want exit 1 and %q", mini, other, code, errOut, want)
	}
}

// TestStdinUnderOtherNames feeds enable1 through a pipe to real processes
// whose arguments name standard input twice, as "-" and by a path to the
// pipe: a list reads it once, with a warning, and compare, score
// --boards, --exclude-words and --archive refuse it, rather than each
// reading a random part of it.
// A whole-list check: not under -race (testenv.SkipRace).
func TestStdinUnderOtherNames(t *testing.T) {
	testenv.SkipRace(t)
	needEnable1(t)
	data, err := os.ReadFile(enable1)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		args []string
		code int
		want string // in stdout for exit 0, in stderr otherwise
	}{
		{[]string{"solve", "R/AEGINT", "a=-", "b=/dev/stdin"}, 0, "a: letters AEGINRT, center R: 3,898 points"},
		{[]string{"solve", "R/AEGINT", "a=-", "b=/proc/self/fd/0"}, 0, "a: letters AEGINRT, center R: 3,898 points"},
		{[]string{"solve", "R/AEGINT", "/dev/stdin", "b=PIPE"}, 0, "stdin: letters AEGINRT, center R: 3,898 points"},
		{[]string{"compare", "a=-", "b=/dev/stdin"}, 2, "beebatch compare: - and /dev/stdin both read standard input"},
		{[]string{"compare", "a=PIPE", "b=-"}, 2, "both read standard input"},
		{[]string{"score", "--boards", "-", "/dev/stdin"}, 2, "beebatch score: --boards - and WORDLIST /dev/stdin both read standard input"},
		{[]string{"score", "--boards", "/dev/stdin", "x=-"}, 2, "beebatch score: --boards /dev/stdin and WORDLIST x=- both read standard input"},
		{[]string{"score", "--boards", "PIPE", "/proc/self/fd/0"}, 2, "both read standard input"},
		{[]string{"rank", "--exclude-words", "/dev/stdin", "-"}, 2, "beebatch rank: --exclude-words /dev/stdin and WORDLIST - both read standard input"},
		{[]string{"archive", "/dev/stdin", "-"}, 2, "beebatch archive: ARCHIVE /dev/stdin and WORDLIST - both read standard input"},
		{[]string{"solve", "--found", "/dev/stdin", "R/AEGINT", "-"}, 2, "beebatch solve: --found /dev/stdin and WORDLIST - both read standard input"},
		{[]string{"score", "--freq", "/dev/stdin", "R/AEGINT", "-"}, 2, "beebatch score: --freq /dev/stdin and WORDLIST - both read standard input"},
		{[]string{"score", "--boards", "-", "--freq", "PIPE", "R/AEGINT", mini}, 2, "beebatch score: --boards - and --freq /proc/"},
	} {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		args := slices.Clone(tt.args)
		for i, a := range args {
			// A path to the pipe through this process's descriptor.
			args[i] = strings.ReplaceAll(a, "PIPE", fmt.Sprintf("/proc/%d/fd/%d", os.Getpid(), r.Fd()))
		}
		cmd := exec.Command(os.Args[0], append([]string{"-test.run=^$", "--"}, args...)...)
		cmd.Env = append(os.Environ(), "BEEBATCH_AS_MAIN=1")
		var stdout, stderr bytes.Buffer
		cmd.Stdin, cmd.Stdout, cmd.Stderr = r, &stdout, &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		go func() {
			w.Write(data)
			w.Close()
		}()
		err = cmd.Wait()
		r.Close()
		code := 0
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		got := stderr.String()
		if code == 0 {
			got = stdout.String()
		}
		if code != tt.code || !strings.Contains(got, tt.want) {
			t.Errorf("%q: exit %d, stdout %.200q, stderr %q; want exit %d and %q", args, code, stdout.String(), stderr.String(), tt.code, tt.want)
		}
		if code == 0 && (strings.Count(stdout.String(), "points,") != 1 || !strings.Contains(stderr.String(), "read once")) {
			t.Errorf("%q: stdout %.300q, stderr %q; want one list, and a warning that standard input is read once", args, stdout.String(), stderr.String())
		}
	}
}

// TestCompressedLists ranks a list compressed with xz and zstd, read as it
// is, and refuses a zip archive with the command that unpacks it (exit
// 1), rather than reading either as lines of binary data.
func TestCompressedLists(t *testing.T) {
	dir := t.TempDir()
	text := []byte("megaplex game glam amalgam gem gems\n")
	var xs, zs, zipped bytes.Buffer
	xw, _ := xz.NewWriter(&xs)
	xw.Write(text)
	xw.Close()
	zw, _ := zstd.NewWriter(&zs)
	zw.Write(text)
	zw.Close()
	aw := zip.NewWriter(&zipped)
	f, _ := aw.Create("words.txt")
	f.Write(text)
	aw.Close()
	files := map[string][]byte{"words.txt.xz": xs.Bytes(), "words.zst": zs.Bytes(), "words.zip": zipped.Bytes()}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	_, want, _ := beebatch(t, string(text), "rank", "--format", "csv", "words=-")
	for _, name := range []string{"words.txt.xz", "words.zst"} {
		code, out, errOut := beebatch(t, "", "rank", "--format", "csv", filepath.Join(dir, name))
		if code != 0 || out != want {
			t.Errorf("%s: exit %d, stderr %q, stdout:\n%s\nwant:\n%s", name, code, errOut, out, want)
		}
	}
	zipPath := filepath.Join(dir, "words.zip")
	code, out, errOut := beebatch(t, "", "rank", zipPath)
	wantErr := "beebatch rank: " + zipPath + ": a zip archive, not a word list; unpack it first, e.g. with unzip (gzip, bzip2, xz and zstd are read as they are)\n"
	if code != 1 || out != "" || errOut != wantErr {
		t.Errorf("words.zip: exit %d, stdout %q, stderr %q; want exit 1 and %q", code, out, errOut, wantErr)
	}
}

// TestHostileNamesEscaped compares lists whose file names hold a terminal
// escape, a newline, HTML and a bidirectional override, in a directory
// that also holds a named pipe of such a name: the text report and the
// warnings show each name with those characters escaped, and compare.md
// holds no raw HTML, no control character and no line that a name breaks.
func TestHostileNamesEscaped(t *testing.T) {
	dir := t.TempDir()
	names := []string{"evil\x1b[31mred.txt", "new\nline.txt", "<img src=x onerror=alert(1)>.txt", "bidi\u202etxt.exe"}
	for i, n := range names {
		words := fmt.Sprintf("megaplex game glam amalgam %s\n", []string{"alpha", "bravo", "charlie", "delta"}[i])
		if err := os.WriteFile(filepath.Join(dir, n), []byte(words), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe\x1b]0;title\x07"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	code, stdout, stderr := beebatch(t, "", "compare", "--out", out, dir)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	for _, want := range []string{`evil\x1b[31mred.txt`, `new\nline.txt`, `bidi\u202etxt.exe`} {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout does not show %q:\n%s", want, stdout)
		}
	}
	if want := `warning: ` + dir + `/pipe\x1b]0;title\x07: skipped: a named pipe`; !strings.Contains(stderr, want) {
		t.Errorf("stderr %q; want %q in it", stderr, want)
	}
	md, err := os.ReadFile(filepath.Join(out, "compare.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"\x1b", "\u202e", "<img", "line.txt |"} {
		if strings.Contains(stdout+stderr, "\x1b") || strings.Contains(string(md), bad) {
			t.Errorf("%q in the output:\nstdout %q\nstderr %q\ncompare.md:\n%s", bad, stdout, stderr, md)
		}
	}
	if !strings.Contains(string(md), `&lt;img src=x onerror=alert(1)&gt;.txt`) || !strings.Contains(string(md), `new\\nline.txt`) {
		t.Errorf("compare.md does not show the names escaped:\n%s", md)
	}
}
