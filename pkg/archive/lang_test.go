package archive

import (
	"context"
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/lang"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// langOptions returns the options that read an archive in the language
// code, as beebatch's --lang sets them.
func langOptions(t *testing.T, code string) (Options, *lang.Profile) {
	t.Helper()
	p, ok := lang.Lookup(code)
	if !ok {
		t.Fatalf("no profile %s", code)
	}
	rules := p.Rules()
	rules.Alphabet = p.Alphabet()
	return Options{Rules: rules, Lang: &p}, &p
}

// langDay is a puzzle of the test archives of testdata/lang, which we
// wrote for these tests, with its figures counted by hand under its
// profile's rules: pt-BR scores a word of 4 letters 1 point and a longer
// one its length, sv every word its length; a pangram adds 7.
type langDay struct {
	date                            string
	board                           string // as Rules.Board writes it
	words, points, pangrams, perfct int
}

var langArchives = []struct {
	code, file string
	days       []langDay
}{
	{"pt-BR", "testdata/lang/pt-BR.json", []langDay{
		{"2025-03-01", "ACÇEORS:Ç", 16, 80, 1, 0},
		{"2025-03-02", "AÇDFNOU:Ç", 9, 55, 1, 0},
		// pode and pôde are one answer, of two spellings.
		{"2025-03-03", "DEMOPRS:P", 20, 114, 2, 0},
	}},
	{"sv", "testdata/lang/sv.jsonl", []langDay{
		{"2025-04-01", "AHNRSTÄ:Ä", 13, 72, 1, 0},
		{"2025-04-02", "AFGLNRÅ:Å", 12, 66, 1, 0},
		{"2025-04-03", "AGKNRSÖ:Ö", 8, 54, 2, 2},
	}},
}

// publishedAnswers reads the answers of each date of an archive in the
// NYT's JSON form, as written: the answers as published.
func publishedAnswers(t *testing.T, file string) map[string][]string {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var records []struct {
		PrintDate string   `json:"printDate"`
		Answers   []string `json:"answers"`
	}
	if strings.HasSuffix(file, ".jsonl") {
		data = []byte("[" + strings.Join(strings.Split(strings.TrimSpace(string(data)), "\n"), ",") + "]")
	}
	if err := json.Unmarshal(data, &records); err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	for _, r := range records {
		out[r.PrintDate] = r.Answers
	}
	return out
}

// TestLangArchive reads archives of Portuguese and Swedish puzzles, with
// ç, å, ä and ö on their boards and accents in their answers: every
// published answer is found on its board, with its accents, and each
// day's total is reproduced, by the archive's own figures and by a word
// list of the answers compared with it.
func TestLangArchive(t *testing.T) {
	for _, la := range langArchives {
		t.Run(la.code, func(t *testing.T) {
			opts, p := langOptions(t, la.code)
			a, err := Load(context.Background(), la.file, nil, opts)
			if err != nil {
				t.Fatal(err)
			}
			if len(a.Warnings) > 0 || a.Skipped.Total() > 0 {
				t.Fatalf("skipped %v: %v", a.Skipped.Map(), a.Warnings)
			}
			if len(a.Puzzles) != len(la.days) {
				t.Fatalf("%d puzzles, want %d", len(a.Puzzles), len(la.days))
			}
			published := publishedAnswers(t, la.file)
			var all []string
			for i, d := range la.days {
				pz := a.Puzzles[i]
				if pz.Date != d.date || a.Rules.Board(pz.Board) != d.board {
					t.Errorf("puzzle %d: %s %s, want %s %s", i, pz.Date, a.Rules.Board(pz.Board), d.date, d.board)
				}
				want := Figures{Words: d.words, Points: d.points, Pangrams: d.pangrams, Perfect: d.perfct}
				if got := pz.Official; got.Words != want.Words || got.Points != want.Points || got.Pangrams != want.Pangrams || got.Perfect != want.Perfect {
					t.Errorf("%s: official %+v, want %+v", d.date, got, want)
				}
				for _, w := range published[d.date] {
					all = append(all, strings.ToLower(w)) // a list's capitals are names
					f, ok := p.Fold(w)
					key, shown := f.Key, f.Shown
					if !ok {
						t.Fatalf("%s: %q refused by %s", d.date, w, p.Code)
					}
					if _, found := slices.BinarySearch(pz.Answers, key); !found {
						t.Errorf("%s: answer %q (key %q) not among %q", d.date, w, key, pz.Answers)
					}
					if m := p.Set(key); m&^pz.Board.Letters != 0 || m&pz.Board.Center == 0 {
						t.Errorf("%s: answer %q is not on the board %s", d.date, w, d.board)
					}
					if shown != key && !slices.Contains(pz.Forms[key], shown) {
						t.Errorf("%s: answer %q: spellings %q lack %q", d.date, w, pz.Forms[key], shown)
					}
					if !strings.Contains(pz.Shown(key), shown) {
						t.Errorf("%s: Shown(%q) = %q, want it to hold %q", d.date, key, pz.Shown(key), shown)
					}
				}
			}
			// A list of exactly the answers finds them all, and scores
			// each board as the archive does.
			l, err := wordlist.Read(strings.NewReader(strings.Join(all, "\n")), "answers", "answers.txt", wordlist.Options{MinCount: -1, Lang: p, Capitals: p.Nouns})
			if err != nil {
				t.Fatal(err)
			}
			c := a.Compare(&l.Words, l.Name, l.Path, nil)
			if len(c.Missing) != 0 || len(c.Rejected) != 0 {
				t.Errorf("missing %v, rejected %v; want none", c.Missing, c.Rejected)
			}
			for i, r := range c.Rows {
				if r.List != r.Puzzle.Official {
					t.Errorf("%s: the list's figures %+v, the archive's %+v", r.Puzzle.Date, r.List, r.Puzzle.Official)
				}
				sol := puzzle.Solve(&l.Words, r.Puzzle.Board, a.Rules)
				if sol.Score != la.days[i].points || len(sol.Words) != la.days[i].words {
					t.Errorf("%s: solve gives %d points, %d words; want %d, %d", r.Puzzle.Date, sol.Score, len(sol.Words), la.days[i].points, la.days[i].words)
				}
			}
		})
	}
}

// TestLangForms checks the spellings of answers: two of one key are one
// answer, and the archive, its summary and History know them.
func TestLangForms(t *testing.T) {
	opts, _ := langOptions(t, "pt-BR")
	a, err := Load(context.Background(), "testdata/lang/pt-BR.json", nil, opts)
	if err != nil {
		t.Fatal(err)
	}
	pz := a.OnDate("2025-03-03")
	for key, want := range map[string][]string{"pode": {"pode", "pôde"}, "depos": {"depôs"}, "sope": {"sopé"}, "peso": nil} {
		if got := pz.Forms[key]; !slices.Equal(got, want) {
			t.Errorf("Forms[%q] = %q, want %q", key, got, want)
		}
		if got := a.Forms(key); !slices.Equal(got, want) {
			t.Errorf("Archive.Forms(%q) = %q, want %q", key, got, want)
		}
	}
	if got := pz.Shown("pode"); got != "pode/pôde" {
		t.Errorf("Shown(pode) = %q", got)
	}
	sp := a.Spellings()
	for _, w := range []string{"coração", "pode", "pôde", "fundação", "onça"} {
		if !slices.Contains(sp, w) {
			t.Errorf("Spellings lacks %q", w)
		}
	}
	if slices.Contains(sp, "coraçao") {
		t.Error("Spellings holds the key coraçao, which no record spells so")
	}
	if h := a.History("Pôde"); h.Word != "pode" || h.Boards != 1 || h.Accepted != 1 {
		t.Errorf("History(Pôde) = %+v", h)
	}
	s := a.Summarize(DefaultMinExpected)
	if len(s.Letters) != 24 || s.Letters[3].Letter != "Ç" || s.Letters[3].Centers != 2 {
		t.Errorf("letters %+v: want 24, Ç fourth and twice the center", s.Letters)
	}
	if len(s.Constraints) != 0 {
		t.Errorf("constraints %v: want none in another language", s.Constraints)
	}
	// Ties in the order of the alphabet: ç after c.
	var words []string
	for _, w := range s.Accepted[:4] {
		words = append(words, w.Word)
	}
	if want := []string{"aços", "caça", "caçar", "caças"}; !slices.Equal(words, want) {
		t.Errorf("accepted %q, want %q first", words, want)
	}
}

// TestLangRejected checks the records that a language skips, and what
// their warnings say.
func TestLangRejected(t *testing.T) {
	tests := []struct {
		code, record string
		reason       Reason
		msg          string
	}{
		{"pt-BR", `{"printDate":"2025-01-01","centerLetter":"k","outerLetters":["a","c","e","o","r","s"],"answers":["casa"]}`,
			BadCenter, `centerLetter "k" is not a single letter of abcçdefghijlmnopqrstuvxz`},
		{"pt-BR", `{"printDate":"2025-01-01","centerLetter":"ç","outerLetters":["a","c","e","o","r","w"],"answers":["raça"]}`,
			BadLetter, `outerLetters[5] "w" is not a single letter of abcçdefghijlmnopqrstuvxz`},
		{"pt-BR", `{"printDate":"2025-01-01","centerLetter":"ç","outerLetters":["a","c","ç","o","r","Ç"],"answers":["raça"]}`,
			RepeatedLetter, `letter Ç is repeated in outerLetters`},
		{"pt-BR", `{"printDate":"2025-01-01","centerLetter":"ç","outerLetters":["a","c","e","o","r","s"],"answers":["raça","caçoá"]}`,
			0, ""}, // á folds to a: a valid answer
		{"pt-BR", `{"printDate":"2025-01-01","centerLetter":"ç","outerLetters":["a","c","e","o","r","s"],"answers":["raça","raça!"]}`,
			BadAnswer, `answer "raça!" has '!', which is not a letter of abcçdefghijlmnopqrstuvxz nor folds into one`},
		{"pt-BR", `{"printDate":"2025-01-01","centerLetter":"ç","outerLetters":["a","c","e","o","r","s"],"answers":["raça","açude"]}`,
			OffBoardAnswer, `answer "açude" has D and U, which are not on the board ACÇEORS:Ç`},
		{"pt-BR", `{"printDate":"2025-01-01","centerLetter":"ç","outerLetters":["a","c","e","o","r","s"],"answers":["raça","raça"]}`,
			RepeatedAnswer, `answer "raça" is given twice`},
		{"sv", `{"printDate":"2025-01-01","centerLetter":"å","outerLetters":["a","f","g","l","n","r"],"answers":["fåglar","fågel"]}`,
			OffBoardAnswer, `answer "fågel" has E, which is not on the board AFGLNRÅ:Å`},
		{"sv", `{"printDate":"2025-01-01","centerLetter":"å","outerLetters":["a","f","g","l","n","r"],"answers":["lån"]}`,
			ShortAnswer, `answer "lån" has 3 letters, fewer than 4`},
		{"sv", `{"printDate":"2025-01-01","centerLetter":"å","outerLetters":["a","f","g","l","n","r"],"pangrams":["fåglar"],"answers":["fåglar"]}`,
			BadPangram, `pangram "fåglar" does not use every letter: it lacks N`},
		{"sv", `{"printDate":"2025-01-01","centerLetter":"a","outerLetters":["å","f","g","l","n","r"],"answers":["fåglar","ånga","grön"]}`,
			OffBoardAnswer, `answer "grön" has Ö, which is not on the board AFGLNRÅ:A`},
		{"sv", `{"printDate":"2025-01-01","centerLetter":"a","outerLetters":["å","f","g","l","n","r"],"answers":["fåglar","ång"]}`,
			ShortAnswer, `answer "ång" has 3 letters, fewer than 4`},
	}
	for _, tc := range tests {
		opts, _ := langOptions(t, tc.code)
		a, err := Load(context.Background(), "-", strings.NewReader(tc.record), opts)
		if tc.msg == "" {
			if err != nil || a.Skipped.Total() != 0 {
				t.Errorf("%s %s: %v, skipped %v; want it read", tc.code, tc.record, err, a.Skipped.Map())
			}
			continue
		}
		np, ok := err.(*NoPuzzleError)
		if !ok || len(np.Warnings) != 1 {
			t.Errorf("%s %s: %v, want one record skipped", tc.code, tc.record, err)
			continue
		}
		re := np.Warnings[0].(*RecordError)
		if re.Reason != tc.reason || re.Msg != tc.msg {
			t.Errorf("%s %s:\n got %s %q\nwant %s %q", tc.code, tc.record, re.Reason, re.Msg, tc.reason, tc.msg)
		}
	}
}

// TestLangText reads the text form and the form keyed by dates in a
// language: letters with accents, in any case, and composed or not.
func TestLangText(t *testing.T) {
	opts, _ := langOptions(t, "sv")
	// "ä" written as a and a combining diaeresis, and upper case.
	text := "2025-04-01 AHNRSTA\u0308 ä häst hästarna\n"
	a, err := Load(context.Background(), "-", strings.NewReader(text), opts)
	if err != nil {
		t.Fatal(err)
	}
	if got := a.Rules.Board(a.Puzzles[0].Board); got != "AHNRSTÄ:Ä" {
		t.Errorf("text board %s", got)
	}
	byDate := `{"20250402": {"valid": ["fåglarna", "fåra", "lång"], "invalid": ["fånga"]}}`
	a, err = Load(context.Background(), "-", strings.NewReader(byDate), opts)
	if err != nil {
		t.Fatal(err)
	}
	if got := a.Rules.Board(a.Puzzles[0].Board); got != "AFGLNRÅ:Å" {
		t.Errorf("board by date %s, want AFGLNRÅ:Å", got)
	}
}
