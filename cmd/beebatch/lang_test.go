package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLangExcludeWords checks that --exclude-words reads its list in the
// language of --lang: "açúcar" and "AÇUCAR" fold to one key, so that
// excluding either drops the word, and not "açúcares".
func TestLangExcludeWords(t *testing.T) {
	dir := t.TempDir()
	words := filepath.Join(dir, "words.txt")
	if err := os.WriteFile(words, []byte("açúcar\naçúcares\nraça\ncasa\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		exclude string
		want    string
	}{
		{"", "açúcar(6)"},
		{"açúcar\n", "açúcares"},
		{"AÇUCAR\n", "açúcares"}, // one key: the accent folds, the case too
	} {
		args := []string{"solve", "--lang", "pt-BR"}
		if tt.exclude != "" {
			ex := filepath.Join(dir, "ex.txt")
			if err := os.WriteFile(ex, []byte(tt.exclude), 0o644); err != nil {
				t.Fatal(err)
			}
			args = append(args, "--exclude-words", ex)
		}
		args = append(args, "Ç/ACERSU", words)
		code, out, errOut := beebatch(t, "", args...)
		if code != 0 || !strings.Contains(out, tt.want) {
			t.Fatalf("%q: exit %d, stderr %q, stdout:\n%s\nwant %q in it", args, code, errOut, out, tt.want)
		}
		if tt.exclude != "" && strings.Contains(out, "açúcar(") {
			t.Errorf("%q: açúcar is not excluded:\n%s", args, out)
		}
	}
}

// TestLangBoardFolds checks that a board's letters fold as the words'
// letters of its language do: É is E in French, for solve's board, its
// --center, score's boards and the letters of --where, --exclude and
// --vowels, while English refuses it and Swedish keeps Å, a letter of its
// own.
func TestLangBoardFolds(t *testing.T) {
	dir := t.TempDir()
	words := filepath.Join(dir, "mots.txt")
	if err := os.WriteFile(words, []byte("échine\nchaine\nniche\nachète\nhâtive\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) string {
		t.Helper()
		code, out, errOut := beebatch(t, "", args...)
		if code != 0 || errOut != "" {
			t.Fatalf("%q: exit %d, stderr %q", args, code, errOut)
		}
		return out
	}
	want := run("solve", "--lang", "fr", "E/ACHINT", words)
	for _, args := range [][]string{
		{"solve", "--lang", "fr", "É/ACHINT", words},
		{"solve", "--lang", "fr", "é/achint", words},
		{"solve", "--lang", "fr", "--center", "É", "ACHINT", words},
	} {
		if got := run(args...); got != want {
			t.Errorf("%q:\n%s\nwant, as for E/ACHINT:\n%s", args, got, want)
		}
	}
	for _, tt := range []struct{ folded, plain []string }{
		{[]string{"score", "--lang", "fr", "É/ACHINT"}, []string{"score", "--lang", "fr", "E/ACHINT"}},
		{[]string{"rank", "--lang", "fr", "--where", "has É, center not Â"}, []string{"rank", "--lang", "fr", "--where", "has E, center not A"}},
		{[]string{"rank", "--lang", "fr", "--exclude", "ô"}, []string{"rank", "--lang", "fr", "--exclude", "o"}},
		{[]string{"rank", "--lang", "fr", "--where", "vowels 3", "--vowels", "AÉIOU"}, []string{"rank", "--lang", "fr", "--where", "vowels 3", "--vowels", "AEIOU"}},
	} {
		if got, want := run(append(tt.folded, words)...), run(append(tt.plain, words)...); got != want {
			t.Errorf("%q:\n%s\nwant, as for %q:\n%s", tt.folded, got, tt.plain, want)
		}
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "--lang", "fr", "É/ACHINTZ", words}, `board "E/ACHINTZ": 8 letters given (ACEHINTZ), expected 7`},
		{[]string{"solve", "É/ACHINT", words}, `board "É/ACHINT": center "É" is not a letter a-z`},
		{[]string{"solve", "--lang", "sv", "Å/ACHINT", words}, `letters ACHINTÅ, center Å`},
	} {
		_, out, errOut := beebatch(t, "", tt.args...)
		if !strings.Contains(out+errOut, tt.want) {
			t.Errorf("%q: stdout %q, stderr %q; want %q in them", tt.args, out, errOut, tt.want)
		}
	}
}
