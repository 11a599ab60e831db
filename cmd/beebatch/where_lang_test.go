package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestWhereLang checks --where's letter clauses in another alphabet: a
// Portuguese rank and score keep the boards with Ç, in both spaces, and
// the report writes the filter in its letters; English reads a to z.
func TestWhereLang(t *testing.T) {
	for _, space := range []string{"pangram", "all"} {
		args := []string{"rank", "--lang", "pt-BR", "--space", space, "--where", "has ç, center not Ç", "--vowels", "aeiou", "--top", "50", "--json", palavras}
		code, out, errOut := beebatch(t, "", args...)
		if code != 0 {
			t.Fatalf("%q: exit %d, stderr:\n%s", args, code, errOut)
		}
		var rep struct {
			Lists []struct {
				Filter string
				Top    []struct{ Letters, Center string }
			}
		}
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatalf("%q: %v", args, err)
		}
		n := 0
		for _, l := range rep.Lists {
			if l.Filter != "has Ç, center not Ç" {
				t.Errorf("%q: filter %q, want %q", args, l.Filter, "has Ç, center not Ç")
			}
			for _, b := range l.Top {
				if !strings.Contains(b.Letters, "Ç") || b.Center == "Ç" {
					t.Errorf("%q: board %s:%s does not pass has Ç, center not Ç", args, b.Letters, b.Center)
				}
				n++
			}
		}
		if n == 0 {
			t.Errorf("%q: no board ranked:\n%s", args, out)
		}
	}

	args := []string{"score", "--lang", "pt-BR", "--where", "no Ç", "ACEMOÇR:R", "ACEMORT:R", palavras}
	code, out, errOut := beebatch(t, "", args...)
	if code != 0 || !strings.Contains(out, "1 of 2 boards pass the filter: no Ç") || strings.Contains(out, "ACÇEMOR:R") {
		t.Errorf("%q: exit %d, stderr %q, stdout:\n%s", args, code, errOut, out)
	}

	for _, tt := range []struct {
		args []string
		msg  string
	}{
		// A letter the alphabet lacks, after the list named the language.
		{[]string{"rank", "--lang", "pt-BR", "--where", "has W", palavras}, "--where: 'W' is not a letter: expected letters of ABCÇDEFGHIJLMNOPQRSTUVXZ"},
		{[]string{"rank", "--lang", "pl", "--preset", "nyt", palavras}, "--preset: preset nyt names X, which is not a letter of AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ"},
		// English reads a to z, as it always has.
		{[]string{"rank", "--where", "has Ç", palavras}, "--where: 'Ç' is not a letter: expected letters A to Z"},
		{[]string{"score", "--where", "has Ç", "AEGINRT:R", palavras}, "--where: 'Ç' is not a letter: expected letters A to Z"},
	} {
		code, _, errOut := beebatch(t, "", tt.args...)
		if code != 2 || !strings.Contains(errOut, tt.msg) {
			t.Errorf("%q: exit %d, stderr:\n%s\nwant exit 2 and %q", tt.args, code, errOut, tt.msg)
		}
	}
}
