package lang_test

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/catalog"
	"github.com/beebatch/beebatch/pkg/lang"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// TestRealLists checks every entry of each catalog list present here
// under the profiles of its language: a key is letters of the alphabet
// and its own key, the display form has the same key, an entry spelt in
// the alphabet alone is kept as it is, and en keeps exactly the entries
// of ASCII letters. Lists that are not present are skipped; fetch them
// with "beebatch lists fetch NAME".
func TestRealLists(t *testing.T) {
	testenv.SkipLong(t)
	c, err := catalog.FromEnv("")
	if err != nil {
		t.Skip(err)
	}
	profiles := map[string][]string{"de": {"de", "de-fold", "de-drop"}, "ca": {"ca", "ca-drop"}}
	for _, name := range []string{"enable1", "wbrazilian", "wportuguese", "wspanish", "wngerman", "wfrench",
		"wswedish", "wcatalan", "wdutch", "witalian", "wpolish"} {
		l, _ := catalog.Lookup(name)
		loc, err := c.Locate(l)
		if errors.Is(err, catalog.ErrNotPresent) {
			t.Logf("%s is not present here: skipped", name)
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		codes := profiles[l.Lang]
		if codes == nil {
			codes = []string{l.Lang}
		}
		t.Run(name, func(t *testing.T) {
			if name == "wpolish" && !testenv.Full() {
				t.Skipf("4.3 million entries; set %s=1 to check them", testenv.FullEnv)
			}
			for _, code := range codes {
				p, _ := lang.Lookup(code)
				checkList(t, p, loc.Path)
			}
		})
	}
}

// BenchmarkReadPolish reads wpolish, the largest list of the catalog (4.3
// million entries), under its profile, if it is present here.
func BenchmarkReadPolish(b *testing.B) {
	c, err := catalog.FromEnv("")
	if err != nil {
		b.Skip(err)
	}
	l, _ := catalog.Lookup("wpolish")
	loc, err := c.Locate(l)
	if err != nil {
		b.Skip(err)
	}
	data, err := os.ReadFile(loc.Path)
	if err != nil {
		b.Fatal(err)
	}
	p, _ := lang.Lookup("pl")
	opts := wordlist.DefaultOptions
	opts.Lang = &p
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := wordlist.Read(bytes.NewReader(data), "wpolish", loc.Path, opts); err != nil {
			b.Fatal(err)
		}
	}
}

// checkList checks every entry of the list at path under p.
func checkList(t *testing.T, p lang.Profile, path string) {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	kept, errs := 0, 0
	for line := 1; sc.Scan() && errs < 10; line++ {
		entry := strings.TrimSpace(sc.Text())
		if !utf8.ValidString(entry) {
			t.Fatalf("%s:%d: %q is not UTF-8", path, line, entry)
		}
		key, ok := p.Key(entry)
		display := p.Lower(entry)
		bad := func(format string, args ...any) {
			t.Errorf("%s: %s:%d: %q: "+format, append([]any{p.Code, path, line, entry}, args...)...)
			errs++
		}
		inAlphabet := display != ""
		for _, r := range display {
			inAlphabet = inAlphabet && p.Index(r) >= 0
		}
		switch {
		case inAlphabet && (!ok || key != display):
			bad("spelt in the alphabet, but its key is %q, %v", key, ok)
		case p.Code == "en" && ok != isASCIILetters(entry):
			bad("en keeps it: %v", ok)
		case !ok:
			continue
		}
		kept++
		for _, r := range key {
			if p.Index(r) < 0 {
				bad("key %q holds %q", key, r)
			}
		}
		if again, ok := p.Key(key); !ok || again != key {
			bad("key %q has the key %q, %v", key, again, ok)
		}
		if k, ok := p.Key(display); !ok || k != key {
			bad("display %q has the key %q, %v; want %q", display, k, ok, key)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if kept == 0 {
		t.Errorf("%s: no entry of %s has a key", p.Code, path)
	}
}

func isASCIILetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; c < 'a' || c > 'z' {
			return false
		}
	}
	return s != ""
}
