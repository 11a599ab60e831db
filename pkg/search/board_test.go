package search

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/bitset"
)

func TestParseBoard(t *testing.T) {
	seven := DefaultRules
	five := DefaultRules
	five.Size = 5
	noX := DefaultRules
	noX.Exclude = bitset.Letter('x') | bitset.Letter('q')
	tests := []struct {
		text  string
		rules Rules
		want  string // the board's String, or the error
	}{
		{"R/AEGINT", seven, "AEGINRT:R"},
		{"r/aegint", seven, "AEGINRT:R"},
		{"r/AeGiNt", seven, "AEGINRT:R"},
		{"AEGINRT:R", seven, "AEGINRT:R"},
		{"aeginrt:r", seven, "AEGINRT:R"},
		{"R/AEGINRT", seven, "AEGINRT:R"}, // center repeated among the letters
		{"AEGINT:R", seven, "AEGINRT:R"},  // center not among the letters
		{"  TRAINGE:g \n", seven, "AEGINRT:G"},
		{"S/AEINRT", seven, "AEINRST:S"}, // S is an ordinary letter here
		{"R/AEIN", five, "AEINR:R"},
		{"G/AELMPX", noX, `board "G/AELMPX": letter X is banned by the rules`},
		{"Q/AELMPX", noX, `board "Q/AELMPX": letters QX are banned by the rules`},

		{"", seven, "empty board: expected a board such as R/AEGINT or AEGINRT:R, in any case"},
		{"   ", seven, "empty board: expected a board such as R/AEGINT or AEGINRT:R, in any case"},
		{"AEGINRT", seven, `board "AEGINRT": no center: write R/AEGINT or AEGINRT:R`},
		{"R/AEGINRT:R", seven, `board "R/AEGINRT:R": has both '/' and ':': write R/AEGINT or AEGINRT:R`},
		{"R/AEGIN", seven, `board "R/AEGIN": 6 letters given (AEGINR), expected 7`},
		{"R/AEGINTX", seven, `board "R/AEGINTX": 8 letters given (AEGINRTX), expected 7`},
		{"S/AEGINRT", seven, `board "S/AEGINRT": 8 letters given (AEGINRST), expected 7`},
		{"AEGINT:S", seven, "AEGINST:S"},
		{"R/", seven, `board "R/": 1 letter given (R), expected 7`},
		{"R/AEGINT", five, `board "R/AEGINT": 7 letters given (AEGINRT), expected 5`},
		{"AEGINRT:S", seven, `board "AEGINRT:S": center S is not among the 7 letters AEGINRT`},
		{"R/AEGGINT", seven, `board "R/AEGGINT": letter G is repeated`},
		{"R/AEGINRRT", seven, `board "R/AEGINRRT": letter R is repeated`},
		{"aegInrti:r", seven, `board "aegInrti:r": letter I is repeated`},
		{"/AEGINRT", seven, `board "/AEGINRT": no center letter`},
		{"AEGINRT:", seven, `board "AEGINRT:": no center letter`},
		{"RT/AEGIN", seven, `board "RT/AEGIN": center "RT" is not a single letter`},
		{"1/AEGINT", seven, `board "1/AEGINT": center "1" is not a letter a-z`},
		{"AEGINRT:é", seven, `board "AEGINRT:é": center "é" is not a letter a-z`},
		{"R/AEG1NT", seven, `board "R/AEG1NT": '1' is not a letter a-z`},
		{"R/AEG-INT", seven, `board "R/AEG-INT": '-' is not a letter a-z`},
		{"R/AEG INT", seven, `board "R/AEG INT": ' ' is not a letter a-z`},
		{"R/AEGÏNT", seven, `board "R/AEGÏNT": 'Ï' is not a letter a-z`},
		{"R/AE/GINT", seven, `board "R/AE/GINT": '/' is not a letter a-z`},
	}
	for _, tt := range tests {
		h, err := ParseBoard(tt.text, tt.rules)
		got := h.String()
		if err != nil {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("ParseBoard(%q, size %d) = %s; want %s", tt.text, tt.rules.Size, got, tt.want)
		}
	}
}

func TestNewBoard(t *testing.T) {
	tests := []struct {
		center, letters string
		want            string
	}{
		{"R", "AEGINRT", "AEGINRT:R"},
		{"r", "aegint", "AEGINRT:R"},
		{"R", "AEGINT", "AEGINRT:R"},
		{"S", "AEGINRT", `board "AEGINRT": center S is not among the 7 letters AEGINRT`},
		{"", "AEGINRT", `board "AEGINRT": no center letter`},
		{"RT", "AEGINRT", `board "AEGINRT": center "RT" is not a single letter`},
		{"R", "AEGINRT:R", `board "AEGINRT:R": ':' is not a letter a-z`},
	}
	for _, tt := range tests {
		h, err := NewBoard(tt.center, tt.letters, DefaultRules)
		got := h.String()
		if err != nil {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("NewBoard(%q, %q) = %s; want %s", tt.center, tt.letters, got, tt.want)
		}
	}
}

// TestParseBoardRoundTrip checks that String gives a form ParseBoard
// reads back, for every size.
func TestParseBoardRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for size := MinSize; size <= MaxSize; size++ {
		rules := DefaultRules
		rules.Size = size
		for range 200 {
			var h Honeycomb
			for h.Letters.Len() < size {
				h.Letters |= 1 << rng.IntN(bitset.Letters)
			}
			b := h.Letters.Bytes()
			h.Center = bitset.Letter(b[rng.IntN(len(b))])
			got, err := ParseBoard(h.String(), rules)
			if err != nil || got != h {
				t.Fatalf("ParseBoard(%q) = %v, %v", h.String(), got, err)
			}
		}
	}
}

func FuzzParseBoard(f *testing.F) {
	for _, s := range []string{"R/AEGINT", "aeginrt:r", "AEGINRT", "R/AEGGINT", "1/x", "é:é", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		h, err := ParseBoard(text, DefaultRules)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "board ") && !strings.HasPrefix(err.Error(), "empty board") {
				t.Errorf("error %q does not name the board", err)
			}
			return
		}
		if h.Letters.Len() != DefaultRules.Size || h.Center.Len() != 1 || !h.Letters.Contains(h.Center) {
			t.Errorf("ParseBoard(%q) = %v: not a board", text, h)
		}
		if again, err := ParseBoard(h.String(), DefaultRules); err != nil || again != h {
			t.Errorf("ParseBoard(%q) = %v, %v; want %v", h.String(), again, err, h)
		}
	})
}

// wordScores formats words as "word score" with * for a pangram.
func wordScores(ws []Word) []string {
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

func TestSolveMini(t *testing.T) {
	h := board(t, "aeglmpx", "g")
	s := Solve(readWords(t, mini), h, DefaultRules)
	if s.Score != 24 || len(s.Words) != 4 || s.Pangrams != 1 || s.PerfectPangrams != 0 || !s.Valid() {
		t.Errorf("G/AELMPX: %d points, %d words, %d pangrams, %d perfect", s.Score, len(s.Words), s.Pangrams, s.PerfectPangrams)
	}
	want := []string{"megaplex 15*", "game 1", "amalgam 7", "glam 1"}
	if got := wordScores(s.Words); !reflect.DeepEqual(got, want) {
		t.Errorf("words %q; want %q", got, want)
	}
	var groups []string
	for _, g := range s.Groups {
		groups = append(groups, fmt.Sprintf("%s %d %d", g.Letters, g.Score, len(g.Words)))
	}
	if want := []string{"AEGLMPX 15 1", "AEGM 1 1", "AGLM 8 2"}; !reflect.DeepEqual(groups, want) {
		t.Errorf("groups %q; want %q", groups, want)
	}
	if s.Starts() != bitset.Letter('a')|bitset.Letter('g')|bitset.Letter('m') || s.Bingo() {
		t.Errorf("starts %s, bingo %v", s.Starts(), s.Bingo())
	}
	// gems has an S, so it counts only when S is on the board.
	s = Solve(readWords(t, mini), board(t, "aegmlps", "s"), DefaultRules)
	if got := wordScores(s.Words); !reflect.DeepEqual(got, []string{"gems 1"}) || s.Valid() {
		t.Errorf("S/AEGLMP: %q, valid %v", got, s.Valid())
	}
}

func TestSolveRules(t *testing.T) {
	words := readWords(t, "tide tied edit diet dit tidied dieted deter")
	tests := []struct {
		rules Rules
		board string
		want  []string
	}{
		// Perfect pangrams use every letter once: DIET, EDIT, TIDE, TIED.
		{Rules{MinLen: 4, Bonus: 7, Size: 4}, "D/EIT", []string{"diet 8*", "dieted 13*", "edit 8*", "tide 8*", "tidied 13*", "tied 8*"}},
		{Rules{MinLen: 3, Bonus: 2, Size: 4}, "D/EIT", []string{"diet 6*", "dieted 8*", "edit 6*", "tide 6*", "tidied 8*", "tied 6*", "dit 1"}},
		{Rules{MinLen: 4, Bonus: 7, Size: 5}, "D/EIRT", []string{"diet 1", "dieted 6", "edit 1", "tide 1", "tidied 6", "tied 1", "deter 5"}},
		{Rules{MinLen: 4, Bonus: 7, Size: 5, Exclude: bitset.Letter('x')}, "T/DEIR", []string{"diet 1", "dieted 6", "edit 1", "tide 1", "tidied 6", "tied 1", "deter 5"}},
	}
	for _, tt := range tests {
		rules := tt.rules
		rules.Exclude = 0
		h, err := ParseBoard(tt.board, rules)
		if err != nil {
			t.Fatal(err)
		}
		s := Solve(words, h, tt.rules)
		if got := wordScores(s.Words); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s %+v: %q; want %q", tt.board, tt.rules, got, tt.want)
		}
	}
	s := Solve(words, board(t, "deit", "d"), Rules{MinLen: 4, Bonus: 7, Size: 4})
	if s.Pangrams != 6 || s.PerfectPangrams != 4 {
		t.Errorf("%d pangrams, %d perfect; want 6 and 4", s.Pangrams, s.PerfectPangrams)
	}
}

// bruteSolve lists the words of h by checking each word's characters
// one by one, without letter masks, in the order of Solution.Words.
func bruteSolve(words []string, rules Rules, h Honeycomb) (ws []string, score, pangrams int) {
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
		if len(w) == rules.MinLen || rules.Points == OnePoint {
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

func checkSolve(t *testing.T, words []string, tab *Table, h Honeycomb) {
	t.Helper()
	list := readWords(t, strings.Join(words, "\n"))
	s := Solve(list, h, tab.Rules)
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
	for range 50 {
		words := dedupe(randomList(rng, 300))
		rules := DefaultRules
		rules.Size = MinSize + rng.IntN(MaxSize-MinSize+1)
		rules.MinLen = 1 + rng.IntN(5)
		if rng.IntN(4) == 0 {
			rules.Points = OnePoint
		}
		if rng.IntN(3) == 0 {
			rules.Exclude = bitset.Letter('x')
		}
		tab := NewTable(readWords(t, strings.Join(words, "\n")), rules, 0)
		for range 20 {
			var h Honeycomb
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
	s := Solve(list, board(t, "aeginrt", "r"), DefaultRules)
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
		if s := Solve(list, h, DefaultRules); s.Score != c.score {
			t.Errorf("%v: %d points; want %d", h, s.Score, c.score)
		}
	}
	// Every center of a sample of pangram letter sets, with and without S,
	// agrees with Table.Score.
	for _, banned := range []bitset.Set{bitset.Letter('s'), 0} {
		tab := NewTable(list, DefaultRules, banned)
		for i, p := range tab.Pangrams() {
			if i%97 != 0 {
				continue
			}
			for _, c := range p.Bytes() {
				h := Honeycomb{Letters: p, Center: bitset.Letter(c)}
				s, r := Solve(list, h, DefaultRules), tab.Score(h)
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
	var s *Solution
	for b.Loop() {
		s = Solve(list, h, DefaultRules)
	}
	if s.Score != 3898 {
		b.Fatal(s.Score)
	}
}
