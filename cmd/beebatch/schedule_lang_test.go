package main

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/lang"
)

// palavras is a small Portuguese list written for the tests: boards with
// c-cedilla, and words with accents.
var palavras = filepath.Join("testdata", "schedule", "palavras.txt")

// dayFile is the part of a day file that TestScheduleLang checks.
type dayFile struct {
	PrintDate    string   `json:"printDate"`
	CenterLetter string   `json:"centerLetter"`
	OuterLetters []string `json:"outerLetters"`
	ValidLetters []string `json:"validLetters"`
	Pangrams     []string `json:"pangrams"`
	Answers      []string `json:"answers"`
}

// TestScheduleLang plans a week over a Portuguese list without an
// archive and checks each day file against a brute force over the list:
// its letters are lower case in the pt-BR alphabet, its answers are
// exactly the list's words on the board (as keys), each spelled as the
// list spells it, the pangrams first, then the others in the order of the
// alphabet (ç after c); schedule.csv's totals are the
// answers'; and a blocklist given in Portuguese blocks its words and
// their boards.
func TestScheduleLang(t *testing.T) {
	p, ok := lang.Lookup("pt-BR")
	if !ok {
		t.Fatal("no pt-BR profile")
	}
	dir := t.TempDir()
	block := filepath.Join(dir, "block.txt")
	if err := os.WriteFile(block, []byte("açúcares\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	code, stdout, errOut := beebatch(t, "", "schedule", "--lang", "pt-BR", "--target", "all=1..40", "--target", "sun=30/90..120",
		"--days", "7", "--gap", "0", "--seed", "1", "--from", "2027-01-04", "--blocklist", block, "--out", out, palavras)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"language: pt-BR", "targets: mon-sat=1..40 sun=30/90..120", "filter: none"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("summary without %q:\n%s", want, stdout)
		}
	}

	keys, spellings := readPalavras(t, p)
	blockedKey, _ := p.Key("açúcares") // "açucares": ç is a letter

	rows := readCSV(t, filepath.Join(out, "schedule.csv"))
	if len(rows) != 8 {
		t.Fatalf("schedule.csv has %d rows, want a header and 7 days", len(rows))
	}
	beyond, accents := false, false
	for i, row := range rows[1:] {
		b, a := checkLangDay(t, p, out, i, row, keys, spellings, blockedKey)
		beyond, accents = beyond || b, accents || a
	}
	if !beyond || !accents {
		t.Errorf("no board with ç (%v) or no answer with an accent (%v): the test shows nothing beyond a-z", beyond, accents)
	}

	// Every board but the blocked word's: 7 for each letter set of a
	// pangram, which the count of a request for too many days gives.
	sets := map[bitset.Set]bool{}
	for _, k := range keys {
		if m := p.Set(k); m.Len() == 7 && k != blockedKey {
			sets[m] = true
		}
	}
	code, _, errOut = beebatch(t, "", "schedule", "--lang", "pt-BR", "--target", "all=1..40", "--days", "1000", "--gap", "0", "--seed", "1", "--blocklist", block, palavras)
	if want := strconv.Itoa(7*len(sets)) + " boards with a pangram pass it"; code != 1 || !strings.Contains(errOut, want) {
		t.Errorf("too many days: exit %d, %s; want exit 1 and %q", code, errOut, want)
	}
}

// readPalavras reads the test's Portuguese list as a brute force reads
// it: each key of at least the profile's shortest word, in order, and its
// spellings; capitalised entries are proper nouns.
func readPalavras(t *testing.T, p lang.Profile) (keys []string, spellings map[string][]string) {
	t.Helper()
	f, err := os.Open(palavras)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	spellings = map[string][]string{}
	for sc := bufio.NewScanner(f); sc.Scan(); {
		line := sc.Text()
		f, ok := p.Fold(line)
		key, shown := f.Key, f.Shown
		if !ok || shown != line || utf8.RuneCountInString(key) < p.MinLen { // capitalised: a proper noun
			continue
		}
		if _, seen := spellings[key]; !seen {
			keys = append(keys, key)
		}
		spellings[key] = append(spellings[key], shown)
	}
	return keys, spellings
}

// checkLangDay checks the day file of schedule.csv's row i against the
// list's keys: its letters, its answers spelled as the list spells them,
// pangrams first and the rest in the alphabet's order, and the row's
// figures. It reports whether the board has ç and an answer an accent.
func checkLangDay(t *testing.T, p lang.Profile, out string, i int, row, keys []string, spellings map[string][]string, blockedKey string) (beyond, accents bool) {
	t.Helper()
	rules := p.Rules()
	blocked := p.Set(blockedKey)
	data, err := os.ReadFile(filepath.Join(out, "days", row[0]+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var d dayFile
	if err := json.Unmarshal(data, &d); err != nil {
		t.Fatal(err)
	}
	letters := strings.Join(d.ValidLetters, "")
	board, err := p.ParseSet(letters)
	if err != nil || board.Len() != 7 || d.ValidLetters[0] != d.CenterLetter || strings.Join(d.OuterLetters, "") != letters[len(d.CenterLetter):] || p.Lower(letters) != letters {
		t.Fatalf("%s: letters %q, center %q, outer %q: want 7 lower-case letters of pt-BR, the center first (%v)", d.PrintDate, d.ValidLetters, d.CenterLetter, d.OuterLetters, err)
	}
	center := p.Set(d.CenterLetter)
	if board == blocked {
		t.Errorf("%s: the board of the blocked pangram açúcares", d.PrintDate)
	}
	beyond = beyond || strings.ContainsAny(letters, "ç")
	// The brute force: the keys of the list on the board.
	var want []string
	for _, k := range keys {
		if m := p.Set(k); m&^board == 0 && m&center != 0 && k != blockedKey {
			want = append(want, k)
		}
	}
	var got []string // the keys of the answers, in their order
	points, pangrams := 0, 0
	for j, a := range d.Answers {
		key, ok := p.Key(a)
		if !ok || !slices.Contains(spellings[key], a) {
			t.Errorf("%s: answer %q is no spelling of the list", d.PrintDate, a)
			continue
		}
		m := p.Set(key)
		if m&^board != 0 || m&center == 0 {
			t.Errorf("%s: answer %q is not on the board %s", d.PrintDate, a, letters)
		}
		if isPangram := m == board; isPangram != (j < len(d.Pangrams)) || isPangram && d.Pangrams[j] != a {
			t.Errorf("%s: answer %d %q: pangrams %q not first", d.PrintDate, j, a, d.Pangrams)
		}
		if m == board {
			pangrams++
		}
		points += rules.WordScore(utf8.RuneCountInString(key), m.Len())
		accents = accents || a != key
		if j > len(d.Pangrams) && !alphabetLess(p, got[j-1], key) {
			t.Errorf("%s: answer %q after %q: want the alphabet's order", d.PrintDate, a, d.Answers[j-1])
		}
		got = append(got, key)
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("%s %s: answers %q, want the list's %q", d.PrintDate, letters, got, want)
	}
	wantRow := []string{d.PrintDate, row[1], p.Alphabet().Format(board), strings.ToUpper(d.CenterLetter),
		strconv.Itoa(len(d.Answers)), strconv.Itoa(points), strconv.Itoa(pangrams)}
	if !slices.Equal(row[:7], wantRow) {
		t.Errorf("schedule.csv row %d: %q, want %q", i+1, row[:7], wantRow)
	}
	return beyond, accents
}

// alphabetLess reports whether key a comes before key b in the order of
// p's alphabet, letter by letter: the brute force of the answers' order.
func alphabetLess(p lang.Profile, a, b string) bool {
	ra, rb := []rune(a), []rune(b)
	for i := 0; i < len(ra) && i < len(rb); i++ {
		if ra[i] != rb[i] {
			return p.Index(ra[i]) < p.Index(rb[i])
		}
	}
	return len(ra) < len(rb)
}

func readCSV(t *testing.T, path string) [][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

// TestScheduleLangErrors checks the usage errors of a schedule in
// another language, each naming its flag.
func TestScheduleLangErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		msg  string
	}{
		{"archive", []string{"--archive", "days", "--target", "all=30"}, "--archive days: its puzzles are the NYT's, in English, and pt-BR schedules without an archive"},
		{"likeness", []string{"--likeness", "nyt", "--target", "all=30"}, "--likeness nyt: a board likeness is learned on the NYT's English puzzles, and pt-BR has none"},
		{"letter clause", []string{"--where", "has K", "--target", "all=30"}, `--where: 'K' is not a letter: expected letters of ABCÇDEFGHIJLMNOPQRSTUVXZ`},
		{"vowels letter", []string{"--preset", "nyt", "--vowels", "AEIOUY", "--target", "all=30"}, `--vowels "AEIOUY": 'Y' is not a letter of ABCÇDEFGHIJLMNOPQRSTUVXZ`},
		{"no target", nil, "no --archive given: expected the published puzzles, such as spelling-bee-answers/days, or --target"},
		{"weekday missing", []string{"--target", "mon-sat=30", "--from", "2027-01-04"}, "--target mon-sat=30: no target for Sunday, a day of the schedule"},
		{"bad target", []string{"--target", "all=30..x"}, `--target "all=30..x": words "30..x": expected a number N or a range LO..HI`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append(append([]string{"schedule", "--lang", "pt-BR"}, tt.args...), palavras)
			code, _, errOut := beebatch(t, "", args...)
			if code != 2 || !strings.Contains(errOut, tt.msg) {
				t.Fatalf("exit %d, stderr:\n%s\nwant exit 2 and %q", code, errOut, tt.msg)
			}
		})
	}
}

// TestScheduleLangAvoidReplace schedules Portuguese puzzles, then a
// second schedule that avoids the first one's letter sets (--avoid), and
// re-plans one day of the first (--replace): the day files, in the
// profile's letters with ç, are read back by key.
func TestScheduleLangAvoidReplace(t *testing.T) {
	dir := t.TempDir()
	first, second := filepath.Join(dir, "first"), filepath.Join(dir, "second")
	plan := func(args ...string) {
		t.Helper()
		args = append(append([]string{"schedule", "--lang", "pt-BR", "--target", "all=1..40", "--days", "3", "--from", "2027-01-04"}, args...), palavras)
		if code, _, errOut := beebatch(t, "", args...); code != 0 {
			t.Fatalf("%q: exit %d: %s", args, code, errOut)
		}
	}
	sets := func(out string) map[string]string {
		t.Helper()
		data, err := os.ReadFile(filepath.Join(out, "schedule.csv"))
		if err != nil {
			t.Fatal(err)
		}
		out2 := map[string]string{} // letters by date
		for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n")[1:] {
			f := strings.Split(line, ",")
			out2[f[0]] = f[2]
		}
		return out2
	}
	plan("--seed", "1", "--out", first)
	plan("--seed", "2", "--avoid", first, "--out", second)
	a, b := sets(first), sets(second)
	used := map[string]bool{}
	for _, l := range a {
		used[l] = true
	}
	withC := false
	for day, l := range b {
		if used[l] {
			t.Errorf("%s: letter set %s of the schedule it avoids", day, l)
		}
		withC = withC || strings.Contains(l, "Ç")
	}
	for _, l := range a {
		withC = withC || strings.Contains(l, "Ç")
	}
	if !withC {
		t.Errorf("no board with Ç in %v and %v: the case reads back no letter beyond a-z", a, b)
	}
	plan("--seed", "1", "--out", first, "--replace", "2027-01-06")
	again := sets(first)
	for day, l := range a {
		if day != "2027-01-06" && again[day] != l {
			t.Errorf("--replace 2027-01-06 changed %s: %s, was %s", day, again[day], l)
		}
	}
	if again["2027-01-06"] == a["2027-01-06"] {
		t.Errorf("--replace 2027-01-06 kept its board %s", a["2027-01-06"])
	}
}
