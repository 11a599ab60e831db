package report

import (
	"encoding/json"
	"testing"

	"github.com/beebatch/beebatch/pkg/lang"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// TestNewRules checks the JSON form of the rules: the NYT's points
// absent, another rule named, the table of a table rule, --min-count
// only when it keeps some counts, and the language only when it is not
// English.
func TestNewRules(t *testing.T) {
	fr, ok := lang.Lookup("fr")
	if !ok {
		t.Fatal("no profile fr")
	}
	one, table := puzzle.DefaultRules, puzzle.DefaultRules
	one.Points = puzzle.OnePoint
	var err error
	if table.Points, table.Table, err = puzzle.ParseRule("3=1,4=2"); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name  string
		rules puzzle.Rules
		opts  wordlist.Options
		want  string
	}{
		{"nyt", puzzle.DefaultRules, wordlist.DefaultOptions,
			`{"min_len":4,"bonus":7,"size":7,"exclude":"","min_count":null,"require_vowel":false}`},
		{"one", one, wordlist.Options{MinCount: 5, RequireVowel: true},
			`{"min_len":4,"bonus":7,"points":"one","size":7,"exclude":"","min_count":5,"require_vowel":true}`},
		{"table", table, wordlist.DefaultOptions,
			`{"min_len":4,"bonus":7,"points":"3=1,4=2","size":7,"exclude":"","min_count":null,"require_vowel":false}`},
		{"fr", puzzle.DefaultRules, wordlist.Options{MinCount: -1, Lang: &fr},
			`{"min_len":4,"bonus":7,"size":7,"exclude":"","min_count":null,"require_vowel":false,"lang":"fr"}`},
	} {
		data, err := json.Marshal(NewRules(tt.rules, tt.opts))
		if err != nil {
			t.Fatal(err)
		}
		if string(data) != tt.want {
			t.Errorf("%s: %s; want %s", tt.name, data, tt.want)
		}
	}
}
