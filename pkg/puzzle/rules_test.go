package puzzle

import (
	"errors"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/bitset"
)

func TestRulesValidate(t *testing.T) {
	tests := []struct {
		rules Rules
		want  *RuleError
	}{
		{DefaultRules, nil},
		{Rules{MinLen: 0, Size: 7}, &RuleError{"MinLen", "0", "expected a length of at least 1"}},
		{Rules{MinLen: 4, Bonus: -1, Size: 7}, &RuleError{"Bonus", "-1", "expected a bonus of at least 0"}},
		{Rules{MinLen: 4, Size: 4}, &RuleError{"Size", "4", "expected a honeycomb size from 5 to 9"}},
		{Rules{MinLen: 4, Size: 7, Exclude: bitset.All &^ 0b111111}, &RuleError{"Exclude", "ghijklmnopqrstuvwxyz", "leaves 6 letters: a honeycomb needs 7"}},
		{Rules{MinLen: 5, Bonus: 2, Size: 7, Points: OnePoint}, nil},
		{Rules{MinLen: 4, Size: 7, Points: 9}, &RuleError{"Points", "Points(9)", "expected nyt or one"}},
	}
	for _, tt := range tests {
		err := tt.rules.Validate()
		var re *RuleError
		if tt.want == nil && err != nil || tt.want != nil && (!errors.As(err, &re) || *re != *tt.want) {
			t.Errorf("Validate(%+v) = %#v; want %#v", tt.rules, err, tt.want)
		}
	}
}

func TestPoints(t *testing.T) {
	for _, tt := range []struct {
		name string
		want Points
	}{{"nyt", NYTPoints}, {"one", OnePoint}, {" ONE ", OnePoint}, {"Nyt", NYTPoints}} {
		if got, err := ParsePoints(tt.name); err != nil || got != tt.want {
			t.Errorf("ParsePoints(%q) = %v, %v; want %v", tt.name, got, err, tt.want)
		}
	}
	for _, bad := range []string{"", "1", "nyt,one", "scrabble"} {
		if _, err := ParsePoints(bad); err == nil || !strings.Contains(err.Error(), "expected nyt or one") {
			t.Errorf("ParsePoints(%q) error = %v", bad, err)
		}
	}
	if NYTPoints.String() != "nyt" || OnePoint.String() != "one" || Points(0) != DefaultRules.Points {
		t.Errorf("names %s, %s; default %s", NYTPoints, OnePoint, DefaultRules.Points)
	}
	// The zero Points is the New York Times rule, so that Rules literals
	// that leave it out keep their meaning.
	var zero Rules
	if zero.Points != NYTPoints {
		t.Errorf("zero Rules score with %s", zero.Points)
	}
	one := Rules{MinLen: 5, Bonus: 2, Size: 7, Points: OnePoint}
	nyt := Rules{MinLen: 5, Bonus: 2, Size: 7}
	for _, tt := range []struct {
		rules      Rules
		n, k, want int
	}{
		{one, 5, 4, 1}, {one, 12, 6, 1}, {one, 7, 7, 3}, {one, 15, 7, 3},
		{nyt, 5, 4, 1}, {nyt, 12, 6, 12}, {nyt, 7, 7, 9},
		{DefaultRules, 4, 3, 1}, {DefaultRules, 8, 7, 15},
	} {
		if got := tt.rules.WordScore(tt.n, tt.k); got != tt.want {
			t.Errorf("%s rules: WordScore(%d, %d) = %d; want %d", tt.rules.Points, tt.n, tt.k, got, tt.want)
		}
	}
}

func TestParseVariants(t *testing.T) {
	for _, text := range []string{"no-s,s", "NO-S,S", "No-S, s"} {
		if v, err := ParseVariants(text); err != nil || len(v) != 2 || v[0] != NoS || v[1] != WithS {
			t.Errorf("ParseVariants(%q) = %v, %v", text, v, err)
		}
	}
	for _, bad := range []string{"foo", "s,s", "s,S", "", "no-s,"} {
		if _, err := ParseVariants(bad); err == nil || !strings.Contains(err.Error(), "variant") || strings.Contains(err.Error(), "--") {
			t.Errorf("ParseVariants(%q) error = %v", bad, err)
		}
	}
}
