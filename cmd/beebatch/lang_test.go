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
