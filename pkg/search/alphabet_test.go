package search

import (
	"cmp"
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/lang"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// TestAlphabetsAgainstBruteForce ranks lists of Portuguese, Spanish,
// Swedish, German and Polish words, read by their language profiles,
// in both spaces, against a brute force that scores every honeycomb of
// the letters used word by word: boards with ç, ñ, å, ä, ö, ß and the
// last letters of 30- and 32-letter alphabets, whose bits lie beyond
// the 26 of a-z. Each language has 3 random lists by default, one of
// each size from 5 to 7 (also under -race), and 6 with
// BEEBATCH_FULL_TESTS=1.
func TestAlphabetsAgainstBruteForce(t *testing.T) {
	cases := []struct {
		code, letters string
		extra         []string // words with accents that fold, or refuse
	}{
		{"pt-BR", "açeiorts", []string{"ação", "açaí", "raça", "Coração"}},
		{"es", "añeiorts", []string{"años", "señor", "niñería"}},
		{"sv", "aenrståäö", []string{"åter", "ärna", "öster", "idé"}},
		{"de", "aeinrsßtü", []string{"Straße", "Tür", "übertrieben"}},
		{"pl", "aeinrsźż", []string{"żaden", "źrenica"}},
	}
	rng := rand.New(rand.NewPCG(11, 12))
	for _, tc := range cases {
		p, ok := lang.Lookup(tc.code)
		if !ok {
			t.Fatalf("no profile %s", tc.code)
		}
		a := p.Alphabet()
		letters := []rune(tc.letters)
		for i := range testenv.Sample(3, 3, 6) {
			size := 5 + i%3
			rules := p.Rules()
			rules.Size, rules.Alphabet = size, a
			allowed, err := a.Parse(tc.letters)
			if err != nil {
				t.Fatal(err)
			}
			rules.Exclude = a.All() &^ allowed
			entries := randomEntries(rng, letters, 60+rng.IntN(120), 1, 9)
			l, keys := readLang(t, &p, append(entries, tc.extra...))
			for _, banned := range []bitset.Set{0, a.FromLatin(bitset.Letter('s'))} {
				for _, kind := range []Kind{PangramSets, AllSets} {
					want := bruteAlphabet(keys, rules, banned, a, kind == PangramSets)
					var rk Ranker
					q := Query{Rules: rules, Variants: []puzzle.Variant{{Name: "v", Banned: banned}}, Space: kind,
						RankOptions: RankOptions{Top: 5, Bottom: 3, All: true, Workers: 1 + i%2}}
					got, err := rk.Rank(context.Background(), &l.Words, q)
					if err != nil {
						t.Fatal(err)
					}
					what := tc.code + " size " + string(rune('0'+size)) + " banned " + a.Format(banned) + " kind " + string(rune('0'+kind))
					r := got[0].Ranking
					checkAll(t, what, rules, r.All, want)
					for j, g := range r.Top.All() {
						if w := want[j]; g.Honeycomb != w.Honeycomb || g.Score != w.Score || g.Words != w.Words || g.Pangrams != w.Pangrams {
							t.Fatalf("%s: top %d = %s %d/%d/%d; brute force %s %d/%d/%d", what, j,
								rules.Board(g.Honeycomb), g.Score, g.Words, g.Pangrams, rules.Board(w.Honeycomb), w.Score, w.Words, w.Pangrams)
						}
					}
					if len(want) > 0 && !strings.ContainsAny(rules.Alphabet.Format(want[0].Letters|allowed), "ÇÑÅÄÖẞÜŹŻ") {
						t.Fatalf("%s: no letter beyond a-z on the boards", what)
					}
				}
			}
		}
	}
}

// bruteAlphabet scores every honeycomb of rules.Size letters of a that
// avoids banned and rules.Exclude (those with a pangram, if pangramOnly)
// word by word, and sorts them by score, then letters and center in the
// alphabet's order.
func bruteAlphabet(keys []string, rules puzzle.Rules, banned bitset.Set, a bitset.Alphabet, pangramOnly bool) []Result {
	// Each key's letters and length, read once rather than once per
	// honeycomb; every honeycomb is still checked against every key.
	type key struct {
		set  bitset.Set
		ok   bool
		n, k int // its letters, and its distinct letters
	}
	ks := make([]key, len(keys))
	for i, k := range keys {
		m, ok := a.Of(k)
		ks[i] = key{set: m, ok: ok, n: utf8.RuneCountInString(k), k: m.Len()}
	}
	allowed := a.All() &^ banned &^ rules.Exclude
	var all []Result
	for p := allowed; p != 0; p = allowed.NextSubset(p) {
		if p.Len() != rules.Size {
			continue
		}
		for c := p; c != 0; c &= c - 1 {
			h := puzzle.Honeycomb{Letters: p, Center: c.Lowest()}
			r := Result{Honeycomb: h}
			for _, k := range ks {
				if !k.ok || k.n < rules.MinLen || !p.Contains(k.set) || k.set&h.Center == 0 {
					continue
				}
				r.Words++
				r.Score += rules.WordScore(k.n, k.k)
				if k.set == p {
					r.Pangrams++
				}
			}
			if pangramOnly && r.Pangrams == 0 {
				continue
			}
			all = append(all, r)
		}
	}
	indexes := func(s bitset.Set) []int {
		var out []int
		for x := s; x != 0; x &= x - 1 {
			out = append(out, x.Index())
		}
		return out
	}
	slices.SortFunc(all, func(x, y Result) int {
		return cmp.Or(cmp.Compare(y.Score, x.Score), slices.Compare(indexes(x.Letters), indexes(y.Letters)),
			cmp.Compare(x.Center.Index(), y.Center.Index()))
	})
	return all
}

// randomEntries returns n entries of letters drawn from letters, each of
// shortest to shortest+spread-1 of them.
func randomEntries(rng *rand.Rand, letters []rune, n, shortest, spread int) []string {
	entries := make([]string, 0, n)
	for range n {
		w := make([]rune, shortest+rng.IntN(spread))
		for j := range w {
			w[j] = letters[rng.IntN(len(letters))]
		}
		entries = append(entries, string(w))
	}
	return entries
}

// readLang reads entries as a list of the language of profile p, and
// returns its words and their keys.
func readLang(t *testing.T, p *lang.Profile, entries []string) (*wordlist.List, []string) {
	t.Helper()
	o := wordlist.DefaultOptions
	o.Lang, o.Capitals = p, p.Nouns
	l, err := wordlist.Read(strings.NewReader(strings.Join(entries, "\n")), p.Code, p.Code, o)
	if err != nil {
		t.Fatal(err)
	}
	keys := make([]string, l.Words.Len())
	for j := range keys {
		keys[j] = l.Words.Word(j)
	}
	return l, keys
}

// TestAlphabetFiltersAgainstBruteForce ranks lists of Portuguese,
// Spanish, Swedish, German and Polish words, in both spaces, with --where
// letter clauses read in the profile's alphabet (filter.ParseIn), against
// the brute force of TestAlphabetsAgainstBruteForce that keeps the
// boards a predicate written in the test, independently of the filter,
// allows: has Ç keeps the boards with ç, vowels 2 counts a e i o u but
// not å, and so on.
func TestAlphabetFiltersAgainstBruteForce(t *testing.T) {
	type pred func(a bitset.Alphabet, h puzzle.Honeycomb) bool
	// set returns the letters of text, lower case, in a.
	set := func(a bitset.Alphabet, text string) bitset.Set {
		s, err := a.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	cases := []struct {
		code, letters string
		where         string
		keep          pred
	}{
		{"pt-BR", "açeiorts", "has Ç", func(a bitset.Alphabet, h puzzle.Honeycomb) bool {
			return h.Letters&set(a, "ç") != 0
		}},
		{"pt-BR", "açeiorts", "center not ç, no T", func(a bitset.Alphabet, h puzzle.Honeycomb) bool {
			return h.Center != set(a, "ç") && h.Letters&set(a, "t") == 0
		}},
		{"es", "añeiorts", "center Ñ, not-together Ñ O", func(a bitset.Alphabet, h puzzle.Honeycomb) bool {
			return h.Center == set(a, "ñ") && !h.Letters.Contains(set(a, "ño"))
		}},
		{"sv", "aenrståäö", "vowels 1..2, center in ÅÄÖ", func(a bitset.Alphabet, h puzzle.Honeycomb) bool {
			v := (h.Letters & set(a, "aeiou")).Len()
			return 1 <= v && v <= 2 && h.Center&set(a, "åäö") != 0
		}},
		{"sv", "aenrståäö", "vowels 3.. of AEIOUYÅÄÖ, has ö", func(a bitset.Alphabet, h puzzle.Honeycomb) bool {
			return (h.Letters&set(a, "aeiouyåäö")).Len() >= 3 && h.Letters&set(a, "ö") != 0
		}},
		{"de", "aeinrsßtü", "has ẞ, no Ü, words >= 2", func(a bitset.Alphabet, h puzzle.Honeycomb) bool {
			return h.Letters&set(a, "ß") != 0 && h.Letters&set(a, "ü") == 0
		}},
		{"pl", "aeinrsźż", "not-together Ź Ż, center not ż, letters 5..6", func(a bitset.Alphabet, h puzzle.Honeycomb) bool {
			n := h.Letters.Len()
			return !h.Letters.Contains(set(a, "źż")) && h.Center != set(a, "ż") && 5 <= n && n <= 6
		}},
	}
	rng := rand.New(rand.NewPCG(13, 14))
	for _, tc := range cases {
		p, ok := lang.Lookup(tc.code)
		if !ok {
			t.Fatalf("no profile %s", tc.code)
		}
		a := p.Alphabet()
		f, err := filter.ParseIn(tc.where, a)
		if err != nil {
			t.Fatalf("%s: %v", tc.code, err)
		}
		minWords := int(f.Range(measure.Words).Min)
		letters := []rune(tc.letters)
		for i := range 3 {
			size := 5 + i
			rules := p.Rules()
			rules.Size, rules.Alphabet = size, a
			rules.Exclude = a.All() &^ set(a, tc.letters)
			l, keys := readLang(t, &p, randomEntries(rng, letters, 80+rng.IntN(120), 3, 7))
			for _, kind := range []Kind{PangramSets, AllSets} {
				what := fmt.Sprintf("%s %q size %d space %v", tc.code, tc.where, size, kind)
				var want []Result
				for _, r := range bruteAlphabet(keys, rules, 0, a, kind == PangramSets) {
					if tc.keep(a, r.Honeycomb) && r.Words >= minWords {
						want = append(want, r)
					}
				}
				checkFiltered(t, what, &l.Words, rules, kind, f, 1+i%2, want)
			}
		}
	}
}

// checkFiltered ranks the words w in the space of kind under rules with
// filter f, every honeycomb kept, and checks the ranking against want,
// the brute force's.
func checkFiltered(t *testing.T, what string, w *wordlist.Words, rules puzzle.Rules, kind Kind, f *filter.Filter, workers int, want []Result) {
	t.Helper()
	var rk Ranker
	q := Query{Rules: rules, Variants: []puzzle.Variant{{Name: "v"}}, Space: kind,
		RankOptions: RankOptions{All: true, Workers: workers, Filter: f}}
	got, err := rk.Rank(context.Background(), w, q)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	checkAll(t, what, rules, got[0].Ranking.All, want)
	if kind == AllSets && len(want) == 0 && f.Letters().Size.Contains(rules.Size) {
		t.Errorf("%s: no board passes: the case checks nothing", what)
	}
}

// TestAlphabetMismatch checks that Rank refuses a filter whose letter
// clauses are bits of another alphabet than the rules', which it would
// misread (has S in a to z is bit 18, Q in Portuguese), and takes one on
// counts alone in any alphabet.
func TestAlphabetMismatch(t *testing.T) {
	p, _ := lang.Lookup("pt-BR")
	rules := p.Rules()
	o := wordlist.DefaultOptions
	o.Lang = &p
	l, err := wordlist.Read(strings.NewReader("caçar\nraça\nacre\n"), "pt", "pt", o)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		where string
		a     bitset.Alphabet
		ok    bool
	}{
		{"has S", bitset.Latin, false},
		{"vowels 1..3", "", false},
		{"has S", p.Alphabet(), true},
		{"words >= 1", bitset.Latin, true},
	} {
		f, err := filter.ParseIn(tt.where, tt.a)
		if err != nil {
			t.Fatal(err)
		}
		var rk Ranker
		q := Query{Rules: rules, Variants: []puzzle.Variant{{Name: "s"}}, Space: PangramSets, RankOptions: RankOptions{Top: 1, Filter: f}}
		_, err = rk.Rank(context.Background(), &l.Words, q)
		if (err == nil) != tt.ok {
			t.Errorf("Rank with %q in %q: %v; want ok %v", tt.where, tt.a, err, tt.ok)
		}
	}
}

// checkAll checks all, every honeycomb of a ranking, against want, the
// brute force's, in order: the boards and their scores.
func checkAll(t *testing.T, what string, rules puzzle.Rules, all []Scored, want []Result) {
	t.Helper()
	if len(all) != len(want) {
		t.Fatalf("%s: %d honeycombs; brute force %d", what, len(all), len(want))
	}
	for j, w := range want {
		if g := all[j]; g.Honeycomb != w.Honeycomb || g.Score != w.Score {
			t.Fatalf("%s: All[%d] = %s %d; brute force %s %d", what, j,
				rules.Board(g.Honeycomb), g.Score, rules.Board(w.Honeycomb), w.Score)
		}
	}
}
