package puzzle

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

const mini = "amalgam amalgamation cacciatore erotica em game gem gems glam megaplex"

func readWords(t testing.TB, text string) *wordlist.Words {
	t.Helper()
	l, err := wordlist.Read(strings.NewReader(text), "test", "test", wordlist.DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	return &l.Words
}

func board(t testing.TB, letters, center string) Honeycomb {
	t.Helper()
	l, err := bitset.Parse(letters)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := bitset.Parse(center)
	return Honeycomb{Letters: l, Center: c}
}

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

// Starts returns the letters that begin at least one word.
func (s *Solution) Starts() bitset.Set {
	var starts bitset.Set
	for _, w := range s.Words {
		starts |= bitset.Letter(w.Text[0])
	}
	return starts
}
