package wordlist

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"unicode/utf16"

	"github.com/klauspost/compress/zstd"
	"github.com/ulikunitz/xz"

	"github.com/beebatch/beebatch/internal/testenv"
)

// This file holds the tests of hostile and broken input: text in the wrong
// encoding, corrupt compression, endless or huge input, and directories
// holding things that are not word lists.

// encode returns text in UTF-16 or UTF-32, little- or big-endian, with a
// byte order mark if bom is set.
func encode(text string, width int, order binary.AppendByteOrder, bom bool) []byte {
	var out []byte
	runes := []rune(text)
	if bom {
		runes = append([]rune{'\ufeff'}, runes...)
	}
	for _, r := range runes {
		if width == 4 {
			out = order.AppendUint32(out, uint32(r))
			continue
		}
		for _, u := range utf16.Encode([]rune{r}) {
			out = order.AppendUint16(out, u)
		}
	}
	return out
}

// loadWays loads data, as a file at path, in every way Load can read it: a
// plain file (mapped on Linux), a gzip-compressed file, and standard input,
// plain and compressed. It returns each way's list and error.
func loadWays(t *testing.T, path string, data []byte, opts Options) map[string]struct {
	l   *List
	err error
} {
	t.Helper()
	gz := testenv.Gzip(t, string(data))
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path+".gz", gz, 0o644); err != nil {
		t.Fatal(err)
	}
	out := make(map[string]struct {
		l   *List
		err error
	})
	for way, load := range map[string]func() (*List, error){
		"file":       func() (*List, error) { return Source{"x", path}.Load(nil, opts) },
		"gzip file":  func() (*List, error) { return Source{"x", path + ".gz"}.Load(nil, opts) },
		"stdin":      func() (*List, error) { return Source{"x", "-"}.Load(bytes.NewReader(data), opts) },
		"gzip stdin": func() (*List, error) { return Source{"x", "-"}.Load(bytes.NewReader(gz), opts) },
	} {
		l, err := load()
		out[way] = struct {
			l   *List
			err error
		}{l, err}
	}
	return out
}

// pathOf returns the path that loadWays's way reads.
func pathOf(way, path string) string {
	switch way {
	case "gzip file":
		return path + ".gz"
	case "stdin", "gzip stdin":
		return "-"
	}
	return path
}

func TestUTF16(t *testing.T) {
	const text = "apple\nbanana\ncafé\n"
	le, be := binary.LittleEndian, binary.BigEndian
	tests := []struct {
		name string
		data []byte
		want string // the error after "PATH: "
	}{
		{"UTF-16LE with BOM", encode(text, 2, le, true),
			"looks like UTF-16 (little-endian, with a byte order mark); convert it to UTF-8, e.g. with iconv -f UTF-16 -t UTF-8"},
		{"UTF-16BE with BOM", encode(text, 2, be, true),
			"looks like UTF-16 (big-endian, with a byte order mark); convert it to UTF-8, e.g. with iconv -f UTF-16 -t UTF-8"},
		{"UTF-16LE without BOM", encode(text, 2, le, false),
			"looks like UTF-16 (little-endian without a byte order mark: every other byte is NUL); convert it to UTF-8, e.g. with iconv -f UTF-16LE -t UTF-8"},
		{"UTF-16BE without BOM", encode(text, 2, be, false),
			"looks like UTF-16 (big-endian without a byte order mark: every other byte is NUL); convert it to UTF-8, e.g. with iconv -f UTF-16BE -t UTF-8"},
		{"UTF-16LE without BOM, CRLF and many accents", encode(strings.Repeat("ÉTÉ\r\nnaïve\r\nпёс\r\n", 300), 2, le, false),
			"looks like UTF-16 (little-endian without a byte order mark: every other byte is NUL); convert it to UTF-8, e.g. with iconv -f UTF-16LE -t UTF-8"},
		{"UTF-32LE with BOM", encode(text, 4, le, true),
			"looks like UTF-32 (little-endian, with a byte order mark); convert it to UTF-8, e.g. with iconv -f UTF-32 -t UTF-8"},
		{"UTF-32BE with BOM", encode(text, 4, be, true),
			"looks like UTF-32 (big-endian, with a byte order mark); convert it to UTF-8, e.g. with iconv -f UTF-32 -t UTF-8"},
		{"BOM alone", []byte{0xff, 0xfe},
			"looks like UTF-16 (little-endian, with a byte order mark); convert it to UTF-8, e.g. with iconv -f UTF-16 -t UTF-8"},
	}
	dir := t.TempDir()
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, fmt.Sprintf("list%d.txt", i))
			for way, r := range loadWays(t, path, tt.data, DefaultOptions) {
				want := pathOf(way, path) + ": " + tt.want
				if r.err == nil || r.err.Error() != want {
					t.Errorf("%s: error %v\nwant %s", way, r.err, want)
				}
			}
		})
	}
	// A UTF-16 list is also found after a long first line, as the first
	// block is 4096 bytes or more however the input arrives.
	data := encode(strings.Repeat("x", 5000)+"\napple\n", 2, le, false)
	if _, err := Read(io.MultiReader(bytes.NewReader(data[:1]), bytes.NewReader(data[1:])), "t", "t.txt", DefaultOptions); err == nil ||
		!strings.HasPrefix(err.Error(), "t.txt: looks like UTF-16 (little-endian without") {
		t.Errorf("UTF-16 read in two pieces: %v", err)
	}
}

// TestNotUTF16 checks inputs that have NUL bytes but are not UTF-16, and so
// are read, their NULs counted as binary entries.
func TestNotUTF16(t *testing.T) {
	runReadTests(t, []readTest{
		{name: "one UTF-16 character", input: "a\x00", lines: 1, skips: skips(Binary, 1)},
		{name: "half the units", input: "a\x00b\x00cd\nef\n", lines: 2, words: []string{"ef"}, skips: skips(Binary, 1)},
		{name: "NUL in half the bytes", input: "\x00\n\x00\napple\x00\x00\x00\x00\x00", lines: 3, skips: skips(Binary, 3)},
	})
}

func TestLatin1(t *testing.T) {
	// café, naïve, straße, École and déjà vu in Latin-1.
	latin1 := "apple\ncaf\xe9\nna\xefve\nstra\xdfe\n\xc9cole\nd\xe9j\xe0 vu\nbanana\n"
	runReadTests(t, []readTest{
		{name: "Latin-1", input: latin1, words: []string{"apple", "vu", "banana"}, lines: 7, skips: skips(NonAlpha, 5)},
		{name: "Latin-1 with a control byte", input: "caf\xe9\x01\n", lines: 1, skips: skips(Binary, 1)},
	})
	l := readString(t, latin1, DefaultOptions)
	if len(l.Warnings) != 0 || l.Skipped.Map()["non-alpha"] != 5 {
		t.Errorf("skipped %v, warnings %q; want non-alpha 5 and no warning", l.Skipped.Map(), errorStrings(l.Warnings))
	}
	path := filepath.Join(t.TempDir(), "latin1.txt")
	for way, r := range loadWays(t, path, []byte(latin1), DefaultOptions) {
		if r.err != nil || !sameList(r.l, replaced(l, "t.txt", pathOf(way, path))) {
			t.Errorf("%s: %v, %s", way, r.err, summary(r.l))
		}
	}
}

// replaced returns a copy of l whose warnings name path new instead of
// old.
func replaced(l *List, old, new string) *List {
	c := *l
	c.Warnings = nil
	for _, e := range l.Warnings {
		c.Warnings = append(c.Warnings, replacePath{e, old, new})
	}
	return &c
}

func TestCorruptGzip(t *testing.T) {
	const text = "apple\nbanana\ncherry\n"
	gz := testenv.Gzip(t, strings.Repeat(text, 100))
	flip := func(i int) []byte {
		b := bytes.Clone(gz)
		b[(i+len(b))%len(b)] ^= 0x55
		return b
	}
	var stored bytes.Buffer // a gzip stream whose data is stored as is
	zw, _ := gzip.NewWriterLevel(&stored, gzip.NoCompression)
	zw.Write([]byte(text))
	zw.Close()
	tests := []struct {
		name string
		data []byte
		want string // the error after "PATH: "
	}{
		{"header cut short", gz[:5], "corrupt or truncated gzip data: unexpected EOF"},
		{"data cut short", gz[:len(gz)/2], "corrupt or truncated gzip data: unexpected EOF"},
		{"trailer cut short", gz[:len(gz)-3], "corrupt or truncated gzip data: unexpected EOF"},
		{"CRC flipped", flip(-8), "corrupt or truncated gzip data: invalid checksum"},
		{"size flipped", flip(-1), "corrupt or truncated gzip data: invalid checksum"},
		{"stored data flipped", func() []byte { b := bytes.Clone(stored.Bytes()); b[20] ^= 1; return b }(),
			"corrupt or truncated gzip data: invalid checksum"},
		{"block type flipped", func() []byte { b := bytes.Clone(gz); b[10] |= 6; return b }(),
			"corrupt or truncated gzip data: corrupt input before offset 1"},
		{"unknown compression method", func() []byte { b := bytes.Clone(gz); b[2] = 7; return b }(),
			"corrupt or truncated gzip data: invalid header"},
		{"garbage after the stream", append(bytes.Clone(gz), "garbage after the stream"...),
			"corrupt or truncated gzip data: invalid header"},
		{"part of a stream after the stream", append(bytes.Clone(gz), gz[:12]...),
			"corrupt or truncated gzip data: unexpected EOF"},
	}
	dir := t.TempDir()
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, fmt.Sprintf("list%d.gz", i))
			if err := os.WriteFile(path, tt.data, 0o644); err != nil {
				t.Fatal(err)
			}
			for _, src := range []Source{{"x", path}, {"x", "-"}} {
				l, err := src.Load(bytes.NewReader(tt.data), DefaultOptions)
				want := src.Path + ": " + tt.want
				var ce *CorruptError
				if l != nil || err == nil || err.Error() != want || !errors.As(err, &ce) {
					t.Errorf("Load(%s) = %v, %v\nwant %s", src.Path, l, err, want)
				}
			}
		})
	}
}

func TestMaxBytes(t *testing.T) {
	const text = "apple\nbanana\n" // 13 bytes
	dir := t.TempDir()
	path := filepath.Join(dir, "list.txt")
	for _, tt := range []struct {
		max  int64
		fail bool
	}{{12, true}, {13, false}, {1, true}, {0, false}, {-1, false}} {
		t.Run(fmt.Sprint(tt.max), func(t *testing.T) {
			opts := Options{MinCount: -1, MaxBytes: tt.max}
			for way, r := range loadWays(t, path, []byte(text), opts) {
				p := pathOf(way, path)
				var le *LimitError
				switch {
				case !tt.fail && r.err != nil:
					t.Errorf("%s: %v", way, r.err)
				case !tt.fail && r.l.Words.Len() != 2:
					t.Errorf("%s: %s", way, summary(r.l))
				case tt.fail && (r.err == nil || !errors.As(r.err, &le) || *le != LimitError{p, tt.max} ||
					r.err.Error() != fmt.Sprintf("%s: input larger than the limit of %d bytes (counted after decompression)", p, tt.max)):
					t.Errorf("%s: error %v; want a *LimitError of %d bytes", way, r.err, tt.max)
				}
			}
			// A reader that cannot tell its size.
			_, err := Read(io.MultiReader(strings.NewReader(text)), "t", "t.txt", opts)
			if (err != nil) != tt.fail {
				t.Errorf("Read without a size: %v", err)
			}
		})
	}
	for _, tt := range []struct{ max, want int64 }{{0, DefaultMaxBytes}, {-1, MaxInput}, {1 << 40, MaxInput}, {7, 7}} {
		if got := (Options{MaxBytes: tt.max}).limit(); got != tt.want {
			t.Errorf("MaxBytes %d: limit %d, want %d", tt.max, got, tt.want)
		}
	}
	if DefaultOptions.limit() != DefaultMaxBytes || (Options{}).limit() != DefaultMaxBytes {
		t.Error("DefaultOptions or the zero Options do not have the default limit")
	}
}

// TestGzipBomb checks that a small gzip file that expands without end is
// stopped at the limit.
func TestGzipBomb(t *testing.T) {
	var b bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&b, gzip.BestSpeed)
	line := []byte(strings.Repeat("ab", 4096) + "\n")
	for range 16 << 20 / len(line) { // 16 MiB
		zw.Write(line)
	}
	zw.Close()
	if b.Len() > 1<<20/10 {
		t.Fatalf("the bomb is %d bytes, not small", b.Len())
	}
	path := filepath.Join(t.TempDir(), "bomb.gz")
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Source{"bomb", path}.Load(nil, Options{MaxBytes: 1 << 20})
	want := path + ": input larger than the limit of 1048576 bytes (counted after decompression)"
	if err == nil || err.Error() != want {
		t.Errorf("%d bytes of gzip: %v\nwant %s", b.Len(), err, want)
	}
}

func TestDevices(t *testing.T) {
	for _, dev := range []string{"/dev/zero", "/dev/urandom"} {
		if _, err := os.Stat(dev); err != nil {
			t.Skipf("no %s here: %v", dev, err)
		}
	}
	// /dev/zero is refused from its first block.
	_, err := Source{"zero", "/dev/zero"}.Load(nil, DefaultOptions)
	if want := "/dev/zero: binary data, not a word list: 4096 of the first 4096 bytes are NUL"; err == nil || err.Error() != want {
		t.Errorf("/dev/zero: %v; want %s", err, want)
	}
	// /dev/urandom is read to the limit, its entries skipped, and fails.
	_, err = Source{"random", "/dev/urandom"}.Load(nil, Options{MaxBytes: 1 << 20})
	if want := "/dev/urandom: input larger than the limit of 1048576 bytes (counted after decompression)"; err == nil || err.Error() != want {
		t.Errorf("/dev/urandom: %v; want %s", err, want)
	}
}

// peakRSSEnv names the environment variable that makes TestPeakRSSChild
// load a list: "PATH" to load a file, or "-PATH" to load PATH from
// standard input.
const peakRSSEnv = "BEEBATCH_PEAK_RSS_LOAD"

// TestPeakRSSChild loads one list when TestPeakRSS runs it in a child
// process, and prints its summary, then its peak resident memory as the
// kernel reports it in /proc/self/status.
func TestPeakRSSChild(t *testing.T) {
	spec := os.Getenv(peakRSSEnv)
	if spec == "" {
		t.Skip("run by TestPeakRSS only")
	}
	l, err := Source{"x", spec}.Load(os.Stdin, DefaultOptions)
	if err != nil {
		fmt.Println("error:", err)
	} else {
		fmt.Println("words:", strings.Join(words(l), " "), "skipped:", l.Skipped.Map())
	}
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.Lines(string(status)) {
		if strings.HasPrefix(line, "VmHWM:") {
			fmt.Print(line)
		}
	}
}

// TestPeakRSS loads a 50 MiB line without a newline, in every way a list
// can arrive, each in a child process, and checks that the child's peak
// resident memory stays under 100 MiB, and that the line is skipped as
// too long. A child peaks at 24 to 28 MiB; a reader that held the line,
// or the whole input, peaks at 136 MiB or more.
//
// The peak is the child's VmHWM, not getrusage's ru_maxrss: on Linux a
// child started with vfork, as os/exec does, inherits in ru_maxrss the
// peak of its parent, this test process.
func TestPeakRSS(t *testing.T) {
	testenv.SkipRace(t) // the race detector's memory is not the reader's
	if runtime.GOOS != "linux" {
		t.Skip("peak RSS is read from getrusage on Linux")
	}
	dir := t.TempDir()
	// The input, "apple\n" and 50 MiB of x, is made as a stream, not held
	// in memory. Its gzip is a member of "apple\n", then one of 1 MiB of
	// x over and over, which a gzip reader reads on as one stream, as
	// gunzip reads "cat a.gz b.gz": compressing the 50 MiB took most of the
	// parent's time.
	const mib = 1 << 20
	input := func() io.Reader {
		return io.MultiReader(strings.NewReader("apple\n"), &repeatReader{'x', 50 * mib})
	}
	member := func(data []byte) []byte {
		var b bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&b, gzip.BestSpeed)
		zw.Write(data)
		zw.Close()
		return b.Bytes()
	}
	gzData := append(member([]byte("apple\n")), bytes.Repeat(member(bytes.Repeat([]byte("x"), mib)), 50)...)
	if testenv.Full() { // and one member of it all, as gzip -1 makes it
		var b bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&b, gzip.BestSpeed)
		if _, err := io.Copy(zw, input()); err != nil || zw.Close() != nil {
			t.Fatal("gzip failed")
		}
		gzData = b.Bytes()
	}
	plain := filepath.Join(dir, "long.txt")
	gz := filepath.Join(dir, "long.txt.gz")
	f, err := os.Create(plain)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(f, input()); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(gz, gzData, 0o644); err != nil {
		t.Fatal(err)
	}
	const limit = 100 << 20
	tests := []struct {
		name, spec string
		stdin      io.Reader // piped to the child
		want       string
	}{
		{"file", plain, nil, "words: apple skipped: map[too-long:1]"},
		{"gzip file", gz, nil, "words: apple skipped: map[too-long:1]"},
		{"pipe", "-", input(), "words: apple skipped: map[too-long:1]"},
		{"gzip pipe", "-", bytes.NewReader(gzData), "words: apple skipped: map[too-long:1]"},
		{"file on stdin", "-", nil, "words: apple skipped: map[too-long:1]"},
		{"/dev/zero", "/dev/zero", nil, "error: /dev/zero: binary data, not a word list: 4096 of the first 4096 bytes are NUL"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "-test.run=^TestPeakRSSChild$", "-test.v=false")
			cmd.Env = append(os.Environ(), peakRSSEnv+"="+tt.spec)
			if tt.stdin != nil {
				cmd.Stdin = tt.stdin // through a pipe
			} else if tt.spec == "-" {
				f, err := os.Open(plain)
				if err != nil {
					t.Fatal(err)
				}
				defer f.Close()
				cmd.Stdin = f // the file itself
			}
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("child: %v\n%s", err, out)
			}
			got, hwm, _ := strings.Cut(string(out), "\n")
			if got != tt.want {
				t.Errorf("child printed %q, want %q", got, tt.want)
			}
			var kib int64
			if _, err := fmt.Sscanf(hwm, "VmHWM: %d kB", &kib); err != nil {
				t.Fatalf("child printed %q: %v", hwm, err)
			}
			if rss := kib << 10; rss >= limit {
				t.Errorf("peak RSS %d MiB, want under %d MiB", rss>>20, limit>>20)
			} else {
				t.Logf("peak RSS %d MiB", rss>>20)
			}
		})
	}
}

// TestUnreadable checks that a list that cannot be read is an error naming
// it: one without read permission, and one whose read fails.
func TestUnreadable(t *testing.T) {
	t.Run("no permission", func(t *testing.T) {
		if os.Geteuid() == 0 {
			t.Skip("running as root, which may read any file whatever its mode; the read error case covers a file that cannot be read")
		}
		path := filepath.Join(t.TempDir(), "secret.txt")
		if err := os.WriteFile(path, []byte("apple\n"), 0o000); err != nil {
			t.Fatal(err)
		}
		_, err := Source{"secret", path}.Load(nil, DefaultOptions)
		if want := "open " + path + ": permission denied"; err == nil || err.Error() != want {
			t.Errorf("Load: %v; want %s", err, want)
		}
	})
	t.Run("read error", func(t *testing.T) {
		// Reading /proc/self/mem from offset 0, an address never mapped,
		// fails with EIO, even for root.
		if _, err := os.Stat("/proc/self/mem"); err != nil {
			t.Skip(err)
		}
		dir := t.TempDir()
		path := filepath.Join(dir, "mem")
		if err := os.Symlink("/proc/self/mem", path); err != nil {
			t.Fatal(err)
		}
		_, err := Source{"mem", path}.Load(nil, DefaultOptions)
		if want := path + ": input/output error"; err == nil || err.Error() != want {
			t.Errorf("Load: %v; want %s", err, want)
		}
	})
}

// TestFIFO checks that a named pipe is read as a stream.
func TestFIFO(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		f, err := os.OpenFile(fifo, os.O_WRONLY, 0)
		if err != nil {
			done <- err
			return
		}
		_, err = io.WriteString(f, "apple\nbanana\n")
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		done <- err
	}()
	l, err := Source{"fifo", fifo}.Load(nil, DefaultOptions)
	if werr := <-done; werr != nil {
		t.Fatal(werr)
	}
	if err != nil {
		t.Fatal(err)
	}
	if got := words(l); !slices.Equal(got, []string{"apple", "banana"}) {
		t.Errorf("words %q", got)
	}
}

func TestEmptyAndInvalid(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{"empty.txt": "", "invalid.txt": "don't\n42\ncaf\xe9\n\x01\n"} {
		path := filepath.Join(dir, name)
		for way, r := range loadWays(t, path, []byte(text), DefaultOptions) {
			if r.err != nil || r.l.Words.Len() != 0 {
				t.Errorf("%s %s: %v", name, way, r.err)
			}
		}
	}
}

// fuzzGzip and fuzzZstd are FuzzLoad's compressors, reset for each
// input: the fuzzing engine calls the fuzz function of one process once at
// a time.
var (
	fuzzGzip    = gzip.NewWriter(nil)
	fuzzZstd, _ = zstd.NewWriter(nil, zstd.WithEncoderConcurrency(1))
)

// FuzzLoad checks Load on arbitrary input from standard input: as it is,
// it gives what Read gives, unless it starts as compressed data does (or
// data of a format Load refuses), when its error names "-"; compressed
// with gzip, xz or zstd, it gives what Load gives on it as it is, one
// layer of compression more; and compressed and cut short after cut
// bytes, it fails with a *CorruptError naming "-". Its
// seeds include bzip2 data (testdata/fuzz/FuzzLoad), which no Go package
// writes.
func FuzzLoad(f *testing.F) {
	f.Add([]byte("apple\nbanana\n"), uint16(10))
	f.Add([]byte("\xff\xfea\x00b\x00"), uint16(3))
	f.Add(make([]byte, 5000), uint16(20))
	f.Add([]byte("caf\xe9\nx\x00y\n"), uint16(0))
	f.Add([]byte{0x1f, 0x8b, 8, 0}, uint16(2))
	for _, name := range []string{"list.txt.bz2", "list.txt.xz", "list.txt.zst", "list.txt.gz.gz", "list.txt.lz4"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data, uint16(len(data)/2))
	}
	load := func(data []byte) (*List, error) {
		return Source{"x", "-"}.Load(bytes.NewReader(data), DefaultOptions)
	}
	f.Fuzz(func(t *testing.T, data []byte, cut uint16) {
		want, werr := Read(bytes.NewReader(data), "x", "-", DefaultOptions)
		l, err := load(data)
		if format, ferr := compression(data[:min(len(data), magicSize)]); format != "" || ferr != nil {
			if err != nil && !strings.HasPrefix(err.Error(), "-: ") {
				t.Errorf("%s input: error %q does not name -", format, err)
			}
			want, werr = l, err
		} else if fmt.Sprint(err) != fmt.Sprint(werr) || err == nil && !sameList(l, want) {
			t.Errorf("plain: %v, %v\nRead gives %v, %v", l, err, want, werr)
		}
		var gz, xzb bytes.Buffer
		fuzzGzip.Reset(&gz) // a new gzip.Writer each time would cost most of the run
		fuzzGzip.Write(data)
		fuzzGzip.Close()
		xw, err := xz.WriterConfig{DictCap: 1 << 16}.NewWriter(&xzb)
		if err != nil {
			t.Fatal(err)
		}
		xw.Write(data)
		xw.Close()
		for _, c := range []struct {
			format string
			data   []byte
			magic  int // bytes of the magic number
		}{{Gzip, gz.Bytes(), 2}, {XZ, xzb.Bytes(), 6}, {Zstd, fuzzZstd.EncodeAll(data, nil), 4}} {
			l, err := load(c.data)
			if err != nil && strings.Contains(err.Error(), "compressed more than") {
				continue // data was MaxLayers deep already
			}
			if fmt.Sprint(err) != fmt.Sprint(werr) || err == nil && !sameList(l, want) {
				t.Errorf("compressed with %s: %v, %v\nwant %v, %v", c.format, l, err, want, werr)
			}
			if n := int(cut); n >= c.magic && n < len(c.data) {
				_, err := load(c.data[:n])
				var ce *CorruptError
				if !errors.As(err, &ce) || !strings.HasPrefix(err.Error(), "-: corrupt or truncated "+c.format+" data: ") {
					t.Errorf("compressed with %s and cut after %d of %d bytes: %v; want a *CorruptError", c.format, n, len(c.data), err)
				}
			}
		}
	})
}
