package search

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/internal/testlists"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

var enable1Path = testlists.Path("enable1")

func readWords(t testing.TB, text string) *wordlist.Words {
	t.Helper()
	l, err := wordlist.Read(strings.NewReader(text), "test", "test", wordlist.DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	return &l.Words
}

// readEnable1 returns the words of enable1, read once for all the tests
// of the process, which only read them.
func readEnable1(t testing.TB) *wordlist.Words {
	t.Helper()
	testlists.Need(t, "enable1")
	w, err := enable1Words()
	if err != nil {
		t.Fatal(err)
	}
	return w
}

var enable1Words = sync.OnceValues(func() (*wordlist.Words, error) {
	f, err := os.Open(enable1Path)
	if err != nil {
		return nil, fmt.Errorf("the shared word list is needed: %v", err)
	}
	defer f.Close()
	l, err := wordlist.Read(f, "enable1", enable1Path, wordlist.DefaultOptions)
	if err != nil {
		return nil, err
	}
	return &l.Words, nil
})

func board(t testing.TB, letters, center string) puzzle.Honeycomb {
	t.Helper()
	l, err := bitset.Parse(letters)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := bitset.Parse(center)
	return puzzle.Honeycomb{Letters: l, Center: c}
}

func rank(t testing.TB, tab *Table, top, bottom, workers int) Ranking {
	t.Helper()
	r, err := tab.Rank(context.Background(), RankOptions{Top: top, Bottom: bottom, Workers: workers})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// short formats results as "LETTERS/C score words pangrams" lines.
func short(rs []Result) []string {
	var out []string
	for _, r := range rs {
		out = append(out, fmt.Sprintf("%d %s/%s %d %d %d", r.Rank, r.Letters, r.Center, r.Score, r.Words, r.Pangrams))
	}
	return out
}

func TestEnable1NoS(t *testing.T) {
	tab := NewTable(readEnable1(t), puzzle.DefaultRules, puzzle.NoS.Banned)
	want := Stats{ValidWords: 44584, PangramWords: 14741, PangramLettersets: 7986, Candidates: 55902}
	got := tab.Stats
	got.TooShort, got.TooManyLetters, got.BannedLetter = 0, 0, 0
	if got != want {
		t.Errorf("stats %+v; want %+v", got, want)
	}
	if s := tab.Stats; s.ValidWords+s.TooShort+s.TooManyLetters+s.BannedLetter != 172819 {
		t.Errorf("stats %+v do not add up to 172,819 words", s)
	}
	r := rank(t, tab, 4, 2, 0)
	wantTop := []string{
		"1 AEGINRT/R 3898 537 50",
		"2 AEGINRT/N 3782 ",
		"3 AEGINRT/E 3769 ",
		"4 ADEINRT/E 3672 ",
	}
	got4 := short(r.Top.All())
	if len(got4) != 4 {
		t.Fatalf("top = %q", got4)
	}
	for i, w := range wantTop {
		if !strings.HasPrefix(got4[i], w) {
			t.Errorf("top[%d] = %q; want prefix %q", i, got4[i], w)
		}
	}
	if r.Bottom.Len() != 2 || r.Bottom.At(0).Rank != 55902 || r.Bottom.At(1).Rank != 55901 {
		t.Errorf("bottom = %q", short(r.Bottom.All()))
	}
	if r.Bottom.At(0).Score > r.Bottom.At(1).Score {
		t.Errorf("bottom not worst first: %q", short(r.Bottom.All()))
	}
}

func TestEnable1S(t *testing.T) {
	tab := NewTable(readEnable1(t), puzzle.DefaultRules, puzzle.WithS.Banned)
	r := rank(t, tab, 1, 0, 0)
	if got := short(r.Top.All()); !reflect.DeepEqual(got, []string{"1 AEINRST/E 8681 1179 86"}) {
		t.Errorf("top = %q", got)
	}
}

const mini = "amalgam amalgamation cacciatore erotica em game gem gems glam megaplex"

func TestMini(t *testing.T) {
	tab := NewTable(readWords(t, mini), puzzle.DefaultRules, puzzle.NoS.Banned)
	if tab.Stats.ValidWords != 6 || tab.Stats.PangramWords != 3 || tab.Stats.PangramLettersets != 2 {
		t.Errorf("stats %+v; want 6 valid words, 3 pangrams, 2 pangram letter sets", tab.Stats)
	}
	r := rank(t, tab, 14, 14, 0)
	got := short(r.Top.All())
	want := []string{
		"1 ACEIORT/A 31 2 2", "2 ACEIORT/C 31 2 2", "3 ACEIORT/E 31 2 2", "4 ACEIORT/I 31 2 2",
		"5 ACEIORT/O 31 2 2", "6 ACEIORT/R 31 2 2", "7 ACEIORT/T 31 2 2",
		// amalgam 7, game 1, glam 1, megaplex 8+7.
		"8 AEGLMPX/A 24 4 1", "9 AEGLMPX/G 24 4 1", "10 AEGLMPX/M 24 4 1",
		"11 AEGLMPX/L 23 3 1", "12 AEGLMPX/E 16 2 1", "13 AEGLMPX/P 15 1 1", "14 AEGLMPX/X 15 1 1",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("top:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// The bottom is the same list read from the other end.
	gotBottom := short(r.Bottom.All())
	slices.Reverse(gotBottom)
	if !reflect.DeepEqual(gotBottom, want) {
		t.Errorf("bottom reversed:\n%s\nwant:\n%s", strings.Join(gotBottom, "\n"), strings.Join(want, "\n"))
	}
}

func TestNoPangram(t *testing.T) {
	tab := NewTable(readWords(t, "game gem glam"), puzzle.DefaultRules, puzzle.NoS.Banned)
	r := rank(t, tab, 10, 10, 3)
	if r.Top.Len() != 0 || r.Bottom.Len() != 0 || tab.Stats.Candidates != 0 {
		t.Errorf("ranking %+v stats %+v; want nothing", r, tab.Stats)
	}
}

// bruteWord is a word of a list as the brute forces read it: its text
// and its letter set (ok false for a letter beyond a-z), which
// bruteWords works out once per list rather than once per honeycomb;
// each honeycomb is still checked against every word.
type bruteWord struct {
	text string
	set  bitset.Set
	ok   bool
}

// bruteWords reads the letter set of each of words with bitset.Of.
func bruteWords(words []string) []bruteWord {
	out := make([]bruteWord, len(words))
	for i, w := range words {
		m, ok := bitset.Of(w)
		out[i] = bruteWord{text: w, set: m, ok: ok}
	}
	return out
}

// bruteScore scores honeycomb h by checking every word against it.
func bruteScore(words []bruteWord, rules puzzle.Rules, banned bitset.Set, h puzzle.Honeycomb) Result {
	r := Result{Honeycomb: h}
	for _, bw := range words {
		w, m := bw.text, bw.set
		if !bw.ok || len(w) < rules.MinLen || m&(banned|rules.Exclude) != 0 || !h.Letters.Contains(m) || m&h.Center == 0 {
			continue
		}
		r.Words++
		s := len(w)
		if len(w) == rules.MinLen || rules.Points == puzzle.OnePoint {
			s = 1
		}
		if m == h.Letters {
			s += rules.Bonus
			r.Pangrams++
		}
		r.Score += s
	}
	return r.withBuiltIn()
}

// bruteRank ranks every honeycomb by brute force: every letter set of
// Size letters that some word uses exactly, with every center, sorted by
// score, letters and center as strings.
func bruteRank(texts []string, rules puzzle.Rules, banned bitset.Set) []Result {
	words := bruteWords(texts)
	seen := map[string]bool{}
	var all []Result
	for _, bw := range words {
		w, m := bw.text, bw.set
		if !bw.ok || len(w) < rules.MinLen || m&(banned|rules.Exclude) != 0 || m.Len() != rules.Size || seen[w] {
			continue
		}
		seen[w] = true
		for _, c := range m.Bytes() {
			h := puzzle.Honeycomb{Letters: m, Center: bitset.Letter(c)}
			if !slices.ContainsFunc(all, func(r Result) bool { return r.Honeycomb == h }) {
				all = append(all, bruteScore(words, rules, banned, h))
			}
		}
	}
	return ranked(all)
}

// ranked sorts results into the ranking order, by score, then letters and
// then center as strings, and numbers them from 1.
func ranked(all []Result) []Result {
	slices.SortFunc(all, rankingCmp)
	for i := range all {
		all[i].Rank = i + 1
	}
	return all
}

// rankingCmp compares results in the ranking order: by score, highest
// first, then by letters and then center as strings.
func rankingCmp(a, b Result) int {
	if a.Score != b.Score {
		return b.Score - a.Score
	}
	if c := strings.Compare(a.Letters.String(), b.Letters.String()); c != 0 {
		return c
	}
	return strings.Compare(a.Center.String(), b.Center.String())
}

// randomList makes n random words over a small alphabet, so that
// honeycombs share many words, with some duplicates and some S.
func randomList(rng *rand.Rand, n int) []string {
	alphabet := []byte("aegilmnorstx")[:8+rng.IntN(5)]
	var words []string
	for range n {
		k := 1 + rng.IntN(10)
		b := make([]byte, k)
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		words = append(words, string(b))
	}
	return words
}

// dedupe returns words with repeats removed, as the list reader does.
func dedupe(words []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, w := range words {
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

// checkAgainstBrute checks the tables of words, made in spaces (from
// tableSpace, reused from call to call), against bruteRank.
func checkAgainstBrute(t *testing.T, spaces [2]*Space, words []string, rules puzzle.Rules, v puzzle.Variant, workers int) {
	t.Helper()
	words = dedupe(words)
	want := bruteRank(words, rules, v.Banned)
	tab := tableIn(spaces[0], readWords(t, strings.Join(words, "\n")), rules, v.Banned)
	if tab.Stats.Candidates != len(want) {
		t.Fatalf("%d candidates; brute force finds %d (words %q)", tab.Stats.Candidates, len(want), words)
	}
	top, bottom := 1+len(want)/3, 1+len(want)/4
	r := rank(t, tab, top, bottom, workers)
	wantTop := want[:min(top, len(want))]
	wantBottom := slices.Clone(want[max(0, len(want)-bottom):])
	slices.Reverse(wantBottom)
	if len(want) == 0 {
		wantTop, wantBottom = nil, nil
	}
	if !reflect.DeepEqual(short(r.Top.All()), short(wantTop)) || !reflect.DeepEqual(short(r.Bottom.All()), short(wantBottom)) {
		t.Fatalf("rules %+v variant %s workers %d words %q\ntop %q\nwant %q\nbottom %q\nwant %q",
			rules, v.Name, workers, words, short(r.Top.All()), short(wantTop), short(r.Bottom.All()), short(wantBottom))
	}
	every, err := tab.Rank(context.Background(), RankOptions{All: true, Workers: workers})
	if err != nil {
		t.Fatal(err)
	}
	if len(every.All) != len(want) {
		t.Fatalf("All has %d candidates; brute force finds %d", len(every.All), len(want))
	}
	for i, w := range want {
		if got := every.All[i]; got.Honeycomb != w.Honeycomb || got.Score != w.Score {
			t.Fatalf("All[%d] = %v %d; brute force %v %d", i, got.Honeycomb, got.Score, w.Honeycomb, w.Score)
		}
	}
	for _, w := range want {
		if got := tab.Score(w.Honeycomb); got.Score != w.Score || got.Words != w.Words || got.Pangrams != w.Pangrams {
			t.Fatalf("Score(%v) = %+v; brute force %+v", w.Honeycomb, got, w)
		}
	}
	// The same variant as a restriction of a table that bans nothing,
	// ranked together with that table, gives the same.
	ws := readWords(t, strings.Join(words, "\n"))
	base := tableIn(spaces[1], ws, rules, 0)
	view := base.Restrict(ws, v.Banned)
	if view.Stats != tab.Stats {
		t.Fatalf("Restrict stats %+v; NewTable %+v", view.Stats, tab.Stats)
	}
	all, err := RankAll(context.Background(), []*Table{base, view}, RankOptions{Top: top, Bottom: bottom, Workers: workers})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(all[1], r) {
		t.Fatalf("RankAll of the restriction:\n%+v\nRank of NewTable:\n%+v", all[1], r)
	}
	if alone := rank(t, base, top, bottom, workers); !reflect.DeepEqual(all[0], alone) {
		t.Fatalf("RankAll of the base:\n%+v\nRank:\n%+v", all[0], alone)
	}
}

func TestAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	rulesList := []puzzle.Rules{
		puzzle.DefaultRules,
		{MinLen: 3, Bonus: 0, Size: 7},
		{MinLen: 5, Bonus: 10, Size: 6},
		{MinLen: 4, Bonus: 7, Size: 5, Exclude: bitset.Letter('x')},
		{MinLen: 5, Bonus: 2, Size: 7, Points: puzzle.OnePoint},
		// 8 and 9 letters: the only tables with sets in a hash table.
		{MinLen: 3, Bonus: 7, Size: 8},
		{MinLen: 4, Bonus: 2, Size: 9},
		// Scores beyond 32 bits, by the bonus alone.
		{MinLen: 4, Bonus: 1 << 40, Size: 7},
		{MinLen: 3, Bonus: 1 << 40, Size: 8},
	}
	spaces := [2]*Space{tableSpace(), tableSpace()}
	for i := range testenv.Cases(42, 300) {
		words := randomList(rng, 20+rng.IntN(200))
		rules := rulesList[i%len(rulesList)]
		v := []puzzle.Variant{puzzle.NoS, puzzle.WithS}[i%2]
		checkAgainstBrute(t, spaces, words, rules, v, 1+i%3)
	}
}

func FuzzRank(f *testing.F) {
	f.Add(mini, uint8(4), uint8(7))
	f.Add("aeginrt tearing granite gratine", uint8(4), uint8(7))
	f.Fuzz(func(t *testing.T, text string, minLen, size uint8) {
		rules := puzzle.Rules{MinLen: 1 + int(minLen%6), Bonus: 7, Size: puzzle.MinSize + int(size%(puzzle.MaxSize-puzzle.MinSize+1))}
		l, err := wordlist.Read(strings.NewReader(text), "fuzz", "fuzz", wordlist.DefaultOptions)
		if err != nil {
			// Read refuses input that is not a word list at all, such as
			// UTF-16 or mostly NUL bytes; FuzzRead checks when.
			t.Skip(err)
		}
		var words []string
		for i := range l.Words.Len() {
			words = append(words, l.Words.Word(i))
		}
		if len(words) > 300 {
			t.Skip()
		}
		fuzzSpaces.Lock()
		defer fuzzSpaces.Unlock()
		checkAgainstBrute(t, fuzzSpaces.s, words, rules, puzzle.WithS, 2)
	})
}

// fuzzSpaces are the Spaces of FuzzRank's tables, reset from input to
// input.
var fuzzSpaces = struct {
	sync.Mutex
	s [2]*Space
}{s: [2]*Space{tableSpace(), tableSpace()}}

func TestWorkersGiveSameRanking(t *testing.T) {
	tab := NewTable(readEnable1(t), puzzle.DefaultRules, puzzle.WithS.Banned)
	want := rank(t, tab, 100, 100, 1)
	for _, w := range []int{2, 3, 8, 64} {
		if got := rank(t, tab, 100, 100, w); !reflect.DeepEqual(got, want) {
			t.Errorf("workers=%d gives a different ranking", w)
		}
	}
}

func TestRankAllEnable1(t *testing.T) {
	w := readEnable1(t)
	base := NewTable(w, puzzle.DefaultRules, 0)
	nos := base.Restrict(w, puzzle.NoS.Banned)
	if base.Restrict(w, 0) != base {
		t.Error("Restrict with no new letter made a new table")
	}
	all, err := RankAll(context.Background(), []*Table{nos, base}, RankOptions{Top: 50, Bottom: 50, Workers: 3})
	if err != nil {
		t.Fatal(err)
	}
	alone := NewTable(w, puzzle.DefaultRules, puzzle.NoS.Banned)
	if nos.Stats != alone.Stats {
		t.Errorf("no-s stats %+v; want %+v", nos.Stats, alone.Stats)
	}
	if want := rank(t, alone, 50, 50, 1); !reflect.DeepEqual(all[0], want) {
		t.Error("RankAll's no-s ranking differs from a no-s table's")
	}
	if want := rank(t, base, 50, 50, 1); !reflect.DeepEqual(all[1], want) {
		t.Error("RankAll's s ranking differs from the s table's")
	}
}

func TestCancel(t *testing.T) {
	tab := NewTable(readEnable1(t), puzzle.DefaultRules, puzzle.WithS.Banned)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := tab.Rank(ctx, RankOptions{Top: 10, Workers: 2}); err != context.Canceled {
		t.Errorf("Rank on a cancelled context: %v; want context.Canceled", err)
	}
}

func BenchmarkNewTableEnable1(b *testing.B) {
	w := readEnable1(b)
	for b.Loop() {
		NewTable(w, puzzle.DefaultRules, puzzle.NoS.Banned)
	}
}

func BenchmarkRankAllEnable1(b *testing.B) {
	w := readEnable1(b)
	base := NewTable(w, puzzle.DefaultRules, 0)
	tables := []*Table{base.Restrict(w, puzzle.NoS.Banned), base}
	for b.Loop() {
		if _, err := RankAll(context.Background(), tables, RankOptions{Top: 10, Workers: 2}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkRankEnable1(b *testing.B) {
	w := readEnable1(b)
	for _, v := range []puzzle.Variant{puzzle.NoS, puzzle.WithS} {
		tab := NewTable(w, puzzle.DefaultRules, v.Banned)
		for _, workers := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/workers=%d", v.Name, workers), func(b *testing.B) {
				for b.Loop() {
					rank(b, tab, 10, 0, workers)
				}
			})
		}
	}
}
