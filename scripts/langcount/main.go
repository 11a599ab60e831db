// Command langcount counts, for word lists of the catalog, how many
// entries each language profile keeps as they are, folds, and refuses,
// and prints the table of docs/languages.md.
//
// Usage:
//
//	go run ./scripts/langcount [-md] [LIST[:PROFILE]...]
//
// Without arguments it counts the ten Debian lists of other languages
// under their profiles (wngerman under de, de-fold and de-drop; wcatalan
// under ca and ca-drop). Each list must have a local copy: fetch them
// first with "beebatch lists fetch NAME". An entry is a non-blank line,
// trimmed; it is kept when its key is its lower-case form, folded when
// the key differs (accents dropped, ß to ss, l·l to ll), refused when
// the profile has no key for it. Keys counts the distinct keys of at
// least the profile's shortest word; spellings the keys that two or more
// entries spell differently (porro and porró); sets the distinct letter
// sets of a board's size that a key spells (the boards with a pangram);
// capitalised the entries that start with a capital, which pkg/wordlist
// skips as proper nouns in a mixed-case list.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/catalog"
	"github.com/beebatch/beebatch/pkg/lang"
)

// defaults are the lists and profiles counted without arguments.
var defaults = []string{
	"wbrazilian:pt-BR", "wportuguese:pt", "wspanish:es",
	"wngerman:de", "wngerman:de-fold", "wngerman:de-drop",
	"wfrench:fr", "wswedish:sv", "wcatalan:ca", "wcatalan:ca-drop",
	"wdutch:nl", "witalian:it", "wpolish:pl",
}

// counts are the figures of one list under one profile.
type counts struct {
	list, profile                  string
	letters                        int
	entries, kept, folded, refused int
	capitalised                    int
	keys, spellings, sets          int
	refusers                       map[string]int // refused entries by the class of their first refusing character
}

func main() {
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: go run ./scripts/langcount [LIST[:PROFILE]...]")
		flag.PrintDefaults()
	}
	flag.Parse()
	args := flag.Args()
	if len(args) == 0 {
		args = defaults
	}
	c, err := catalog.FromEnv("")
	if err != nil {
		fail(err)
	}
	fmt.Println("| list | profile | letters | entries | kept as they are | folded | refused | of which | capitalised | keys | with several spellings | 7-letter sets |")
	fmt.Println("|---|---|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|")
	for _, arg := range args {
		name, code, _ := strings.Cut(arg, ":")
		l, ok := catalog.Lookup(name)
		if !ok {
			fail(fmt.Errorf("%s: not a list of the catalog", name))
		}
		p, ok := lang.Lookup(cmpOr(code, l.Lang))
		if !ok {
			fail(fmt.Errorf("%s: no profile %q", arg, code))
		}
		loc, err := c.Locate(l)
		if err != nil {
			fail(fmt.Errorf("%v; run \"beebatch lists fetch %s\"", err, name))
		}
		k, err := count(loc.Path, p)
		if err != nil {
			fail(err)
		}
		k.list = name
		fmt.Println(k.row())
	}
}

// count reads the list at path and counts its entries under p.
func count(path string, p lang.Profile) (counts, error) {
	k := counts{profile: p.Code, letters: p.Letters(), refusers: map[string]int{}}
	f, err := os.Open(path)
	if err != nil {
		return k, err
	}
	defer f.Close()
	forms := map[string]string{} // key: its first display form, or "" once a second one is seen
	sets := map[bitset.Set]bool{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for sc.Scan() {
		entry := strings.TrimSpace(sc.Text())
		if entry == "" {
			continue
		}
		k.entries++
		if r, _ := utf8.DecodeRuneInString(entry); unicode.IsUpper(r) {
			k.capitalised++
		}
		key, ok := p.Key(entry)
		if !ok {
			k.refused++
			k.refusers[refuser(p, entry)]++
			continue
		}
		display := p.Lower(entry)
		if key == display {
			k.kept++
		} else {
			k.folded++
		}
		if utf8.RuneCountInString(key) < p.MinLen {
			continue
		}
		switch first, seen := forms[key]; {
		case !seen:
			forms[key] = display
		case first != "" && first != display:
			forms[key] = ""
			k.spellings++
		}
		if s := p.Set(key); s.Len() == p.Size {
			sets[s] = true
		}
	}
	k.keys, k.sets = len(forms), len(sets)
	return k, sc.Err()
}

// refuser names the class of the first character of entry that p
// refuses: "l·l" for Catalan's middle dot, "-", "'", "space", "digit",
// "." or another punctuation, or "letter X" for a letter outside the
// alphabet (X upper case).
func refuser(p lang.Profile, entry string) string {
	lower := p.Lower(entry)
	for i, r := range lower {
		if _, ok := p.Key(string(r)); ok {
			continue
		}
		switch {
		case r == '·' && strings.HasSuffix(lower[:i], "l") && strings.HasPrefix(lower[i:], "·l"):
			if _, ok := p.Key("l·l"); ok {
				continue // ca folds it: look further
			}
			return "l·l"
		case unicode.IsSpace(r):
			return "space"
		case unicode.IsDigit(r):
			return "digit"
		case unicode.IsLetter(r):
			return "letter " + strings.ToUpper(string(r))
		}
		return string(r)
	}
	return "other"
}

// row is the Markdown row of k.
func (k counts) row() string {
	type reason struct {
		what string
		n    int
	}
	var rs []reason
	for what, n := range k.refusers {
		rs = append(rs, reason{what, n})
	}
	slices.SortFunc(rs, func(a, b reason) int { return b.n - a.n + strings.Compare(a.what, b.what)*boolInt(a.n == b.n) })
	var parts []string
	for i, r := range rs {
		if i == 4 {
			parts = append(parts, "…")
			break
		}
		parts = append(parts, fmt.Sprintf("%s %s", r.what, num(r.n)))
	}
	return fmt.Sprintf("| %s | %s | %d | %s | %s | %s | %s | %s | %s | %s | %s | %s |",
		k.list, k.profile, k.letters, num(k.entries), num(k.kept), num(k.folded), num(k.refused),
		strings.ReplaceAll(strings.Join(parts, ", "), "|", `\|`), num(k.capitalised), num(k.keys), num(k.spellings), num(k.sets))
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// num writes n with commas: 1,234,567.
func num(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "langcount:", err)
	os.Exit(1)
}
