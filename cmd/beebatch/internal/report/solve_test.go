package report

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

func TestFill(t *testing.T) {
	tests := []struct {
		items []string
		width int
		want  string
	}{
		{nil, 10, ""},
		{[]string{"abc"}, 10, "abc"},
		{[]string{"abc", "def"}, 7, "abc def"},
		{[]string{"abc", "def"}, 6, "abc\ndef"},
		{[]string{"abcdefghij", "k", "l"}, 4, "abcdefghij\nk l"},
		{[]string{"a", "b", "c", "d", "e"}, 3, "a b\nc d\ne"},
	}
	for _, tt := range tests {
		if got := fill(tt.items, tt.width); got != tt.want {
			t.Errorf("fill(%q, %d) = %q; want %q", tt.items, tt.width, got, tt.want)
		}
	}
}

// solution solves board over the words of text with the default rules.
func solution(t *testing.T, text, board string) Solution {
	t.Helper()
	l, err := wordlist.Read(strings.NewReader(text), "test", "-", wordlist.DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	h, err := puzzle.ParseBoard(board, puzzle.DefaultRules)
	if err != nil {
		t.Fatal(err)
	}
	return NewSolution(l.Name, l.Path, l.Words.Len(), Rules{MinLen: 4, Bonus: 7, Size: 7}, puzzle.Solve(&l.Words, h, puzzle.DefaultRules))
}

func TestNewSolution(t *testing.T) {
	s := solution(t, "tangier tearing gratinee rage ragi rang grit tegg", "R/AEGINT")
	if s.Score != 14+14+15+1+1+1+1 || s.WordCount != 7 || s.Pangrams != 3 || s.PerfectPangrams != 2 || s.Bingo || !s.Valid {
		t.Errorf("%+v", s)
	}
	want := []Letterset{{"AEGINRT", 43, 3}, {"AEGR", 1, 1}, {"AGIR", 1, 1}, {"AGNR", 1, 1}, {"GIRT", 1, 1}}
	if !reflect.DeepEqual(s.Lettersets, want) {
		t.Errorf("lettersets %+v; want %+v", s.Lettersets, want)
	}
	if got := s.twoLetterLines(); !reflect.DeepEqual(got, []string{"GR-2", "RA-3", "TA-1 TE-1"}) {
		t.Errorf("two-letter lines %q", got)
	}
	if g := s.Grid; !reflect.DeepEqual(g.Lengths, []int{4, 7, 8}) || len(g.Rows) != 3 || g.Rows[1].Letter != "R" || g.Total != 7 {
		t.Errorf("grid %+v", g)
	}
	var words []string
	for _, w := range s.Words {
		words = append(words, textWord(w, false), mdWord(w, false))
	}
	want2 := []string{
		"gratinee(15)*", "**gratinee** 15", "tangier(14)**", "***tangier*** 14", "tearing(14)**", "***tearing*** 14",
		"rage(1)", "rage 1", "ragi(1)", "ragi 1", "rang(1)", "rang 1", "grit(1)", "grit 1",
	}
	if !reflect.DeepEqual(words, want2) {
		t.Errorf("words %q; want %q", words, want2)
	}
}

func TestWriteSolutionsJSON(t *testing.T) {
	// One list gives one document; several give an array; no words give
	// empty arrays, not null.
	s := solution(t, "zzz", "R/AEGINT")
	var one, many bytes.Buffer
	if err := WriteSolutions(&one, "json", []Solution{s}); err != nil {
		t.Fatal(err)
	}
	if err := WriteSolutions(&many, "json", []Solution{s, s}); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(one.String(), "{") || !strings.HasPrefix(many.String(), "[") {
		t.Errorf("one list: %.20q; two lists: %.20q", one.String(), many.String())
	}
	var m map[string]any
	if err := json.Unmarshal(one.Bytes(), &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"letters", "center", "score", "words", "pangrams", "perfect_pangrams", "bingo", "ranks", "grid", "two_letter"} {
		if _, ok := m[k]; !ok {
			t.Errorf("no field %q", k)
		}
	}
	for _, k := range []string{"words", "lettersets", "two_letter"} {
		if v, ok := m[k].([]any); !ok || len(v) != 0 {
			t.Errorf("%s = %v; want []", k, m[k])
		}
	}
}

func TestWriteUnknownFormat(t *testing.T) {
	if err := WriteSolutions(&bytes.Buffer{}, "xml", nil); err == nil {
		t.Error("WriteSolutions accepts format xml")
	}
	if err := WriteScores(&bytes.Buffer{}, "xml", nil, false); err == nil {
		t.Error("WriteScores accepts format xml")
	}
}

func TestWriteScores(t *testing.T) {
	scores := []BoardScore{
		{List: "a|b", Board: "AEGINRT:R", Letters: "AEGINRT", Center: "R", Score: 3898, Words: 537, Pangrams: 50},
		{List: "a|b", Board: "BEJKOUX:X", Letters: "BEJKOUX", Center: "X", Score: 15, Words: 2, Pangrams: 1},
	}
	tests := []struct {
		format   string
		withList bool
		want     string
	}{
		{"text", false, "board      score  words  pangrams\nAEGINRT:R  3,898    537        50\nBEJKOUX:X     15      2         1\n"},
		{"text", true, "list  board      score  words  pangrams\na|b   AEGINRT:R  3,898    537        50\na|b   BEJKOUX:X     15      2         1\n"},
		{"md", true, "| list | board     | score | words | pangrams |\n|:-----|:----------|------:|------:|---------:|\n| a\\|b | AEGINRT:R | 3,898 |   537 |       50 |\n| a\\|b | BEJKOUX:X |    15 |     2 |        1 |\n"},
		{"csv", false, "list,letters,center,board,score,words,pangrams\na|b,AEGINRT,R,AEGINRT:R,3898,537,50\na|b,BEJKOUX,X,BEJKOUX:X,15,2,1\n"},
	}
	for _, tt := range tests {
		var b bytes.Buffer
		if err := WriteScores(&b, tt.format, scores, tt.withList); err != nil {
			t.Fatal(err)
		}
		if b.String() != tt.want {
			t.Errorf("%s, list %v:\n%s\nwant:\n%s", tt.format, tt.withList, b.String(), tt.want)
		}
	}
	var b bytes.Buffer
	if err := WriteScores(&b, "json", nil, false); err != nil || b.String() != "[]\n" {
		t.Errorf("json of no scores: %q, %v", b.String(), err)
	}
}
