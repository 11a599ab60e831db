package main

import (
	"archive/tar"
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io"
	"math/bits"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/catalog"
)

// The figures of published analyses that issue 14 asks beebatch to
// reproduce, on the lists they used: Debian's wamerican at a given
// version. Those versions are fetched from Debian's pool, or Ubuntu's
// for the old ones, a few hundred kilobytes each, or read from
// $BEEBATCH_MIRROR/wamerican_VERSION.txt; a test skips, saying why, when
// its list cannot be had, or would be downloaded while the tests may not
// use the network (testenv.Network).

// pools are where the packages are kept: Debian's, for the versions of
// its current releases, then Ubuntu's, which still has 7.1-1 of 2011,
// the list of Debian and Ubuntu when the analyses were written.
var pools = []string{
	"http://deb.debian.org/debian/pool/main/s/scowl/",
	"http://archive.ubuntu.com/ubuntu/pool/main/s/scowl/",
}

// wamericanSHA256 are the sha256 sums of american-english in the
// versions that the figures use, so that a download is the list the
// figures were computed on.
var wamericanSHA256 = map[string]string{
	"7.1-1": "126a4ef38493313edc50b86f90dfdaf7c59ec6c948451eac228f2f3a8ab1a6ed",
}

// wamerican returns the path of /usr/share/dict/american-english from
// Debian's package wamerican at version, or skips the test saying why it
// cannot be had.
func wamerican(t *testing.T, version string) string {
	t.Helper()
	name := "wamerican_" + version + ".txt"
	if m := os.Getenv(catalog.MirrorEnv); m != "" {
		if p := filepath.Join(m, name); fileExists(p) {
			return p
		}
	}
	if testing.Short() || os.Getenv(testenv.NetworkEnv) != "1" {
		t.Skipf("wamerican %s is not in $%s, and is downloaded only with %s=1 and without -short", version, catalog.MirrorEnv, testenv.NetworkEnv)
	}
	if _, err := exec.LookPath("dpkg-deb"); err != nil {
		t.Skipf("dpkg-deb is not installed, so the Debian package wamerican %s cannot be unpacked", version)
	}
	dir := t.TempDir()
	deb := filepath.Join(dir, "wamerican.deb")
	var tried []string
	url := ""
	for _, pool := range pools {
		u := pool + "wamerican_" + version + "_all.deb"
		if err := download(u, deb); err != nil {
			tried = append(tried, err.Error())
			continue
		}
		url = u
		break
	}
	if url == "" {
		t.Skipf("wamerican %s cannot be had here (%s); put /usr/share/dict/american-english of that package in $%s/%s",
			version, strings.Join(tried, "; "), catalog.MirrorEnv, name)
	}
	out := filepath.Join(dir, name)
	if err := unpackDict(deb, "usr/share/dict/american-english", out); err != nil {
		t.Fatalf("%s: %v", url, err)
	}
	if want, ok := wamericanSHA256[version]; ok {
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprintf("%x", sha256.Sum256(data)); got != want {
			t.Fatalf("%s: american-english has sha256 %s; want %s", url, got, want)
		}
	}
	return out
}

// download writes the body of url to path, within two minutes, or says
// why it could not.
func download(url, path string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s answers %s", url, resp.Status)
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, resp.Body); err != nil {
		f.Close()
		return fmt.Errorf("downloading %s: %v", url, err)
	}
	return f.Close()
}

// unpackDict copies the file file of the data of the Debian package deb
// to out, with dpkg-deb --fsys-tarfile.
func unpackDict(deb, file, out string) error {
	cmd := exec.Command("dpkg-deb", "--fsys-tarfile", deb)
	data, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	defer cmd.Wait()
	tr := tar.NewReader(data)
	for {
		h, err := tr.Next()
		if err != nil {
			return fmt.Errorf("no %s in the package: %v", file, err)
		}
		if strings.TrimPrefix(h.Name, "./") != file {
			continue
		}
		if h.Typeflag == tar.TypeSymlink {
			file = filepath.Join(filepath.Dir(file), h.Linkname)
			continue
		}
		w, err := os.Create(out)
		if err != nil {
			return err
		}
		if _, err := io.Copy(w, tr); err != nil {
			w.Close()
			return err
		}
		io.Copy(io.Discard, data)
		return w.Close()
	}
}

// rankList runs rank with args over path and returns the report of its
// one list.
func rankList(t *testing.T, path string, args ...string) rankedList {
	t.Helper()
	code, out, errOut := beebatch(t, "", append(append([]string{"rank", "--json", "--quiet"}, args...), path)...)
	var rep rankDoc
	if err := json.Unmarshal([]byte(out), &rep); code != 0 || err != nil || len(rep.Lists) != 1 {
		t.Fatalf("rank %q: exit %d, %v, stderr %q", args, code, err, errOut)
	}
	return rep.Lists[0]
}

// ncmPuzzles is ncm's puzzlegen (github.com/ncm/nytm-spelling-bee, as its
// article of 2016 presents it), transcribed: the words of a list are its
// lines of 5 letters or more, all of them a-z, with at most 7 distinct
// letters; the sets of 7 letters that some word uses are the puzzles; a
// puzzle scores, for a center letter, 3 points for each word that uses
// all 7 letters and 1 for each other word of the puzzle's letters with
// the center; puzzlegen prints the puzzles with some center scoring lo to
// hi. ncmPuzzles returns how many letter sets there are and how many it
// prints.
func ncmPuzzles(t *testing.T, path string, lo, hi int) (sets, printed int) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var words []uint32
	sevens := map[uint32]int{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Bytes()
		var w uint32
		ok := len(line) >= 5
		for _, c := range line {
			if c < 'a' || c > 'z' {
				ok = false
				break
			}
			w |= 1 << (c - 'a')
		}
		switch n := bits.OnesCount32(w); {
		case !ok || n > 7:
		case n == 7:
			sevens[w]++
		default:
			words = append(words, w)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	for seven, pangrams := range sevens {
		var points [26]int
		for _, w := range words {
			if w&^seven == 0 {
				for x := w; x != 0; x &= x - 1 {
					points[bits.TrailingZeros32(x)]++
				}
			}
		}
		for x := seven; x != 0; x &= x - 1 {
			if p := points[bits.TrailingZeros32(x)] + 3*pangrams; lo <= p && p <= hi {
				printed++
				break
			}
		}
	}
	return len(sevens), printed
}

// TestFigurePuzzleCount reproduces wchargin's count of puzzles (his
// spelling-bee README): with Ubuntu's wamerican 7.1-1, words of 5 letters
// or more and S allowed, 54,733 puzzles, that is 7,819 pangram letter
// sets with each of their 7 letters as center, which rank counts as its
// candidates.
func TestFigurePuzzleCount(t *testing.T) {
	l := rankList(t, wamerican(t, "7.1-1"), "--min-len", "5", "--variants", "s", "--top", "0")
	if l.Candidates != 54733 || l.PangramLettersets != 7819 {
		t.Errorf("wamerican 7.1-1: %d candidates, %d pangram letter sets; want 54,733 and 7,819", l.Candidates, l.PangramLettersets)
	}
}

// TestFigureNcm reproduces the count of ncm's reference output, out.ref
// of github.com/ncm/nytm-spelling-bee: the letter sets of the list of
// Debian and Ubuntu of its time, wamerican 7.1-1, with some center whose
// score under the magazine's rule, 1 point a word of 5 letters or more
// and 3 a pangram, lies in 26..32. out.ref has 2,818 lines of 7 letters.
// With beebatch that is rank's count of the letter sets that pass.
func TestFigureNcm(t *testing.T) {
	path := wamerican(t, "7.1-1")
	l := rankList(t, path, "--points", "one", "--min-len", "5", "--bonus", "2", "--variants", "s", "--where", "score 26..32", "--top", "0")
	if l.PassedLettersets != 2818 {
		t.Errorf("wamerican 7.1-1: %d letter sets score 26..32 (%d honeycombs); ncm's out.ref has 2,818", l.PassedLettersets, l.Passed)
	}
	if _, printed := ncmPuzzles(t, path, 26, 32); printed != l.PassedLettersets {
		t.Errorf("ncm's program prints %d letter sets; beebatch counts %d", printed, l.PassedLettersets)
	}
}

// TestFiguresWamerican2019 checks both figures' definitions on the
// nearest list Debian's pool still holds, wamerican 2019.10.06-1, against
// ncm's program transcribed: the same puzzles and the same letter sets
// scoring 26..32, whatever the list.
func TestFiguresWamerican2019(t *testing.T) {
	path := wamerican(t, "2019.10.06-1")
	sets, printed := ncmPuzzles(t, path, 26, 32)
	l := rankList(t, path, "--min-len", "5", "--variants", "s", "--top", "0")
	if l.PangramLettersets != sets || l.Candidates != 7*sets || l.Candidates != 54908 {
		t.Errorf("%d pangram letter sets, %d candidates; ncm's program finds %d sets; want 54,908 candidates", l.PangramLettersets, l.Candidates, sets)
	}
	l = rankList(t, path, "--points", "one", "--min-len", "5", "--bonus", "2", "--variants", "s", "--where", "score 26..32", "--top", "0")
	if l.PassedLettersets != printed || printed != 2800 {
		t.Errorf("%d letter sets score 26..32; ncm's program prints %d; want 2,800", l.PassedLettersets, printed)
	}
	// The old range of puzzlegen, 21..32, prints more: out.ref is not
	// its output.
	if _, wide := ncmPuzzles(t, path, 21, 32); wide < 3500 {
		t.Errorf("21..32: %d letter sets", wide)
	}
}

// longGenius counts, as a published analysis defines it, the puzzles of
// the list at path that a player cannot take to Genius without words of
// 4 letters: the words are its lines of 4 letters or more, all of them
// a-z, without S, with at most 7 distinct letters; the puzzles are the
// sets of 7 letters that some word uses, each with each of its letters as
// center; a word scores 1 point at 4 letters and its length above, 7 more
// if it uses all 7; and a puzzle fails when its words of 5 letters or
// more score less than genius(total). It returns the puzzles and the
// failures.
func longGenius(t *testing.T, path string, genius func(total int) int) (puzzles, fail int) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	type word struct {
		set uint32
		n   int
	}
	var words []word
	sevens := map[uint32]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Bytes()
		var w uint32
		ok := len(line) >= 4
		for _, c := range line {
			if c < 'a' || c > 'z' || c == 's' {
				ok = false
				break
			}
			w |= 1 << (c - 'a')
		}
		if n := bits.OnesCount32(w); ok && n <= 7 {
			words = append(words, word{w, len(line)})
			if n == 7 {
				sevens[w] = true
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	for seven := range sevens {
		for x := seven; x != 0; x &= x - 1 {
			center := x & -x
			total, long := 0, 0
			for _, w := range words {
				if w.set&^seven != 0 || w.set&center == 0 {
					continue
				}
				p := w.n
				if w.n == 4 {
					p = 1
				}
				if w.set == seven {
					p += 7
				}
				total += p
				if w.n >= 5 {
					long += p
				}
			}
			puzzles++
			if long < genius(total) {
				fail++
			}
		}
	}
	return puzzles, fail
}

// TestFigureLongGenius reproduces the count of puzzles that a player
// cannot take to Genius without words of 4 letters, over Debian's
// wamerican 2019.10.06-1 and its 27,125 puzzles (the classic rules:
// words of 4 letters or more, no S): 34 when Genius is floor(0.7 ×
// total), as the published analysis defines it (long-genius no floor),
// and 44 with solve's rounding, to the nearest point (long-genius no).
// A transcription of the analysis checks both.
func TestFigureLongGenius(t *testing.T) {
	path := wamerican(t, "2019.10.06-1")
	for _, tt := range []struct {
		where  string
		genius func(total int) int
		want   int
	}{
		{"long-genius no floor", func(total int) int { return total * 7 / 10 }, 34},
		{"long-genius no", func(total int) int { return (total*70 + 50) / 100 }, 44},
	} {
		l := rankList(t, path, "--variants", "no-s", "--where", tt.where, "--top", "0")
		puzzles, fail := longGenius(t, path, tt.genius)
		if l.Honeycombs != 27125 || puzzles != 27125 || l.Passed != tt.want || fail != tt.want {
			t.Errorf("%q: beebatch passes %d of %d puzzles, the analysis %d of %d; want %d of 27,125",
				tt.where, l.Passed, l.Honeycombs, fail, puzzles, tt.want)
		}
	}
}
