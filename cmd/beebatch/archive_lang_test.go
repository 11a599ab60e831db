package main

import (
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// langArchive is a test archive of another language, of our own making
// (pkg/archive/testdata/lang), with each day's board and total counted by
// hand under its profile.
type langArchive struct {
	code, path string
	days       []langDayTotal
}

type langDayTotal struct {
	date, board   string
	words, points int
}

var langArchives = []langArchive{
	{"pt-BR", "../../pkg/archive/testdata/lang/pt-BR.json", []langDayTotal{
		{"2025-03-01", "ACÇEORS:Ç", 16, 80},
		{"2025-03-02", "AÇDFNOU:Ç", 9, 55},
		{"2025-03-03", "DEMOPRS:P", 20, 114},
	}},
	{"sv", "../../pkg/archive/testdata/lang/sv.jsonl", []langDayTotal{
		{"2025-04-01", "AHNRSTÄ:Ä", 13, 72},
		{"2025-04-02", "AFGLNRÅ:Å", 12, 66},
		{"2025-04-03", "AGKNRSÖ:Ö", 8, 54},
	}},
}

// answersList writes a word list of every answer of the archive at path,
// in lower case with its accents, and of extra, and returns its path.
func answersList(t *testing.T, path string, extra ...string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var words []string
	for _, line := range strings.Split(string(data), "\n") {
		// The answers are the only arrays of words past "answers".
		if _, rest, ok := strings.Cut(line, `"answers": [`); ok {
			rest, _, _ = strings.Cut(rest, "]")
			for _, w := range strings.Split(rest, ",") {
				words = append(words, strings.ToLower(strings.Trim(strings.TrimSpace(w), `"`)))
			}
		}
	}
	if len(words) == 0 {
		t.Fatalf("no answers in %s", path)
	}
	list := filepath.Join(t.TempDir(), "answers.txt")
	if err := os.WriteFile(list, []byte(strings.Join(append(words, extra...), "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return list
}

// TestArchiveLang reads the Portuguese and Swedish test archives under
// their profiles: archive reads every record and gives each day's total,
// and solve and score, over a list of the answers, reproduce it on the
// board of that day.
func TestArchiveLang(t *testing.T) {
	for _, la := range langArchives {
		t.Run(la.code, func(t *testing.T) {
			code, out, errOut := beebatch(t, "", "archive", "--lang", la.code, "--format", "csv", la.path)
			if code != 0 || errOut != "" {
				t.Fatalf("archive: exit %d, %s", code, errOut)
			}
			rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
			if err != nil {
				t.Fatal(err)
			}
			if len(rows) != len(la.days)+1 {
				t.Fatalf("%d rows, want %d:\n%s", len(rows), len(la.days)+1, out)
			}
			for i, d := range la.days {
				r := rows[i+1] // date, letters, center, nyt_words, nyt_points
				if got := []string{r[0], r[1] + ":" + r[2], r[3], r[4]}; !slices.Equal(got, []string{d.date, d.board, strconv.Itoa(d.words), strconv.Itoa(d.points)}) {
					t.Errorf("archive csv %q, want %s %s %d words %d points", got, d.date, d.board, d.words, d.points)
				}
			}
			list := answersList(t, la.path)
			for _, d := range la.days {
				code, out, errOut := beebatch(t, "", "solve", "--lang", la.code, "--archive", la.path, "--date", d.date, "--format", "json", list)
				if code != 0 {
					t.Fatalf("solve %s: exit %d, %s", d.date, code, errOut)
				}
				var sol struct {
					Letters, Center string
					Score           int
					WordCount       int `json:"word_count"`
					Published       struct {
						Puzzles []struct {
							Date     string
							Official struct {
								Score     int
								WordCount int `json:"word_count"`
							}
							Rejected, Missing []string
						}
					}
				}
				if err := json.Unmarshal([]byte(out), &sol); err != nil {
					t.Fatal(err)
				}
				p := sol.Published.Puzzles
				switch {
				case sol.Letters+":"+sol.Center != d.board, sol.Score != d.points, sol.WordCount != d.words:
					t.Errorf("solve %s: %s:%s %d points %d words, want %s %d %d", d.date, sol.Letters, sol.Center, sol.Score, sol.WordCount, d.board, d.points, d.words)
				case len(p) != 1 || p[0].Date != d.date || p[0].Official.Score != d.points || p[0].Official.WordCount != d.words:
					t.Errorf("solve %s: published %+v, want the day with %d points, %d words", d.date, p, d.points, d.words)
				case len(p[0].Rejected)+len(p[0].Missing) != 0:
					t.Errorf("solve %s: rejected %q, missing %q; want none", d.date, p[0].Rejected, p[0].Missing)
				}
			}
			args := []string{"score", "--lang", la.code, "--archive", la.path, "--format", "csv"}
			for _, d := range la.days {
				args = append(args, d.board)
			}
			code, out, errOut = beebatch(t, "", append(args, list)...)
			if code != 0 {
				t.Fatalf("score: exit %d, %s", code, errOut)
			}
			for _, d := range la.days {
				if want := d.board + "," + strconv.Itoa(d.points) + "," + strconv.Itoa(d.words) + ","; !strings.Contains(out, want) || !strings.Contains(out, d.date) {
					t.Errorf("score: no line %q... published %s in\n%s", want, d.date, out)
				}
			}
		})
	}
}

// TestArchiveLangWords checks that the words of a report in another
// language carry their accents, and the usage errors of what English
// alone has.
func TestArchiveLangWords(t *testing.T) {
	pt := langArchives[0].path
	// A list without corações, with roçará, which no day accepted.
	list := filepath.Join(t.TempDir(), "pt.txt")
	if err := os.WriteFile(list, []byte("coração\ncaroço\nroçará\nraça\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := beebatch(t, "", "solve", "--lang", "pt-BR", "--archive", pt, "--date", "2025-03-01", list)
	for _, want := range []string{
		"2025-03-01: the archive's answers: 80 points, 16 words, 1 pangram (0 perfect)",
		"2025-03-01: 1 word of pt the archive did not accept: roçará",
		"corações", // among the answers the list lacks
	} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("solve: exit %d, %s; want %q in\n%s", code, errOut, want, out)
		}
	}
	code, out, _ = beebatch(t, "", "archive", "--lang", "pt-BR", "--words", "50", "--accepted", "3", pt, list)
	for _, want := range []string{"aços 1 caça 1 caçar 1", "roçará 1", "corações 1", "not sought in pt-BR"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("archive: exit %d; want %q in\n%s", code, want, out)
		}
	}
	code, out, _ = beebatch(t, "", "archive", "--lang", "pt-BR", "--format", "json", "--accepted", "30", pt)
	if code != 0 || !strings.Contains(out, `"letter": "Ç"`) {
		t.Errorf("archive json: exit %d, no letter Ç in\n%s", code, out)
	}
	code, out, _ = beebatch(t, "", "archive", "--lang", "pt-BR", "--words", "pôde", pt)
	if want := "pode: counts on 1 board, accepted on 1, first on 2025-03-03"; code != 0 || !strings.Contains(out, want) {
		t.Errorf("archive --words pôde: exit %d; want %q in\n%s", code, want, out)
	}

	usage := []struct {
		args []string
		want string
	}{
		{[]string{"--lang", "sv", "--against", pt, langArchives[1].path}, "beebatch archive: --against " + pt + ": the two-sample check reads the boards' features in English"},
		{[]string{"--lang", "pt-BR", "--words", "kiwi", pt}, `beebatch archive: --words: "kiwi" is not a word of pt-BR, whose letters are ABCÇDEFGHIJLMNOPQRSTUVXZ`},
		{[]string{"--words", "pôde", pt}, `beebatch archive: --words: "pôde" is neither a count nor a word of letters a-z; for a word of another language, give --lang`},
		{[]string{"--lang", "xx", pt}, `beebatch archive: --lang "xx": expected one of en, pt-BR`},
	}
	for _, u := range usage {
		code, _, errOut := beebatch(t, "", append([]string{"archive"}, u.args...)...)
		if code != 2 || !strings.HasPrefix(errOut, u.want) {
			t.Errorf("archive %q: exit %d, %q; want 2 and %q", u.args, code, errOut, u.want)
		}
	}
	// The English reading of a Portuguese archive skips every record
	// with ç, naming it.
	code, _, errOut = beebatch(t, "", "archive", pt)
	if want := `validLetters[2] "ç" is not a single letter a-z`; code != 1 || !strings.Contains(errOut, want) {
		t.Errorf("archive in English: exit %d, %s; want 1 and %q", code, errOut, want)
	}
}
