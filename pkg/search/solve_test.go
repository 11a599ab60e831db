package search

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// wordScores formats words as "word score" with * for a pangram.
func wordScores(ws []puzzle.Word) []string {
	var out []string
	for _, w := range ws {
		s := fmt.Sprintf("%s %d", w.Text, w.Score)
		if w.Pangram {
			s += "*"
		}
		out = append(out, s)
	}
	return out
}

// bruteSolve lists the words of h by checking each word's characters
// one by one, without letter masks, in the order of Solution.Words.
func bruteSolve(words []string, rules puzzle.Rules, h puzzle.Honeycomb) (ws []string, score, pangrams int) {
	letters := strings.ToLower(h.Letters.String())
	center := strings.ToLower(h.Center.String())
	type entry struct {
		set, word string
		score     int
		pangram   bool
	}
	var es []entry
	for _, w := range words {
		if len(w) < rules.MinLen || !strings.Contains(w, center) {
			continue
		}
		distinct := ""
		ok := true
		for _, c := range w {
			if !strings.ContainsRune(letters, c) || strings.ContainsRune(strings.ToLower(rules.Exclude.String()), c) {
				ok = false
				break
			}
			if !strings.ContainsRune(distinct, c) {
				distinct += string(c)
			}
		}
		if !ok {
			continue
		}
		set := []byte(distinct)
		slices.Sort(set)
		e := entry{set: string(set), word: w, score: len(w), pangram: len(set) == len(letters)}
		if len(w) == rules.MinLen || rules.Points == puzzle.OnePoint {
			e.score = 1
		}
		if e.pangram {
			e.score += rules.Bonus
			pangrams++
		}
		score += e.score
		es = append(es, e)
	}
	slices.SortFunc(es, func(a, b entry) int {
		if len(a.set) != len(b.set) {
			return len(b.set) - len(a.set)
		}
		if a.set != b.set {
			return strings.Compare(a.set, b.set)
		}
		return strings.Compare(a.word, b.word)
	})
	for _, e := range es {
		s := fmt.Sprintf("%s %d", e.word, e.score)
		if e.pangram {
			s += "*"
		}
		ws = append(ws, s)
	}
	return ws, score, pangrams
}

func checkSolve(t *testing.T, words []string, tab *Table, h puzzle.Honeycomb) {
	t.Helper()
	list := readWords(t, strings.Join(words, "\n"))
	s := puzzle.Solve(list, h, tab.Rules)
	want, score, pangrams := bruteSolve(words, tab.Rules, h)
	if got := wordScores(s.Words); !slices.Equal(got, want) {
		t.Fatalf("Solve(%v) words %q; brute force %q", h, got, want)
	}
	if s.Score != score || s.Pangrams != pangrams {
		t.Fatalf("Solve(%v): %d points, %d pangrams; brute force %d, %d", h, s.Score, s.Pangrams, score, pangrams)
	}
	r := tab.Score(h)
	if r.Score != s.Score || r.Words != len(s.Words) || r.Pangrams != s.Pangrams {
		t.Fatalf("Solve(%v): %d points, %d words, %d pangrams; Table.Score %+v", h, s.Score, len(s.Words), s.Pangrams, r)
	}
	sum := 0
	for _, g := range s.Groups {
		n := 0
		for _, w := range g.Words {
			n += w.Score
			if w.Letters != g.Letters {
				t.Fatalf("word %s in group %s", w.Text, g.Letters)
			}
		}
		if n != g.Score {
			t.Fatalf("group %s: %d points; its words add up to %d", g.Letters, g.Score, n)
		}
		sum += len(g.Words)
	}
	if sum != len(s.Words) {
		t.Fatalf("groups hold %d words of %d", sum, len(s.Words))
	}
}

func TestSolveAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	space := tableSpace()
	for range 50 {
		words := dedupe(randomList(rng, 300))
		rules := puzzle.DefaultRules
		rules.Size = puzzle.MinSize + rng.IntN(puzzle.MaxSize-puzzle.MinSize+1)
		rules.MinLen = 1 + rng.IntN(5)
		if rng.IntN(4) == 0 {
			rules.Points = puzzle.OnePoint
		}
		if rng.IntN(3) == 0 {
			rules.Exclude = bitset.Letter('x')
		}
		tab := tableIn(space, readWords(t, strings.Join(words, "\n")), rules, 0)
		for range 20 {
			var h puzzle.Honeycomb
			for h.Letters.Len() < rules.Size {
				h.Letters |= bitset.Letter("aegilmnorstx"[rng.IntN(12)])
			}
			h.Letters &^= rules.Exclude
			if h.Letters.Len() != rules.Size {
				continue
			}
			b := h.Letters.Bytes()
			h.Center = bitset.Letter(b[rng.IntN(len(b))])
			checkSolve(t, words, tab, h)
		}
	}
}

func TestSolveEnable1(t *testing.T) {
	testenv.SkipRace(t)
	list := readEnable1(t)
	s := puzzle.Solve(list, board(t, "aeginrt", "r"), puzzle.DefaultRules)
	if s.Score != 3898 || len(s.Words) != 537 || s.Pangrams != 50 {
		t.Errorf("R/AEGINT: %d points, %d words, %d pangrams; want 3,898, 537, 50", s.Score, len(s.Words), s.Pangrams)
	}
	if !s.Bingo() || !s.Valid() {
		t.Errorf("R/AEGINT: bingo %v, valid %v", s.Bingo(), s.Valid())
	}
	if g := s.Groups[0]; g.Letters.String() != "AEGINRT" || g.Score != 832 || len(g.Words) != 50 || g.Words[0].Text != "aerating" {
		t.Errorf("first group %s, %d points, %d words", g.Letters, g.Score, len(g.Words))
	}
	if g := s.Groups[1]; g.Letters.String() != "AEGINR" || g.Score != 270 || len(g.Words) != 35 {
		t.Errorf("second group %s, %d points, %d words", g.Letters, g.Score, len(g.Words))
	}
	// JUKEBOX with each center, as in Norvig's notebook.
	for _, c := range []struct {
		center string
		score  int
	}{{"j", 26}, {"u", 32}, {"k", 26}, {"e", 37}, {"b", 49}, {"o", 39}, {"x", 15}} {
		h := board(t, "bejkoux", c.center)
		if s := puzzle.Solve(list, h, puzzle.DefaultRules); s.Score != c.score {
			t.Errorf("%v: %d points; want %d", h, s.Score, c.score)
		}
	}
	// Every center of a sample of pangram letter sets, with and without S,
	// agrees with Table.Score: one set in 97, or in 389 by default (each
	// Solve reads the whole list).
	stride := 97
	if !testenv.Full() {
		stride = 389
	}
	for _, banned := range []bitset.Set{bitset.Letter('s'), 0} {
		tab := NewTable(list, puzzle.DefaultRules, banned)
		for i, p := range tab.Pangrams() {
			if i%stride != 0 {
				continue
			}
			for _, c := range p.Bytes() {
				h := puzzle.Honeycomb{Letters: p, Center: bitset.Letter(c)}
				s, r := puzzle.Solve(list, h, puzzle.DefaultRules), tab.Score(h)
				if s.Score != r.Score || len(s.Words) != r.Words || s.Pangrams != r.Pangrams {
					t.Fatalf("%v: Solve %d/%d/%d; Table.Score %+v", h, s.Score, len(s.Words), s.Pangrams, r)
				}
			}
		}
	}
}

func BenchmarkSolveEnable1(b *testing.B) {
	list := readEnable1(b)
	h := board(b, "aeginrt", "r")
	var s *puzzle.Solution
	for b.Loop() {
		s = puzzle.Solve(list, h, puzzle.DefaultRules)
	}
	if s.Score != 3898 {
		b.Fatal(s.Score)
	}
}
