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
		{Rules{MinLen: 4, Size: 7, Points: 9}, &RuleError{"Points", "Points(9)", `expected nyt, one, length, or a table such as "3=1,4=2"`}},
		{Rules{MinLen: 3, Bonus: 10, Size: 7, Points: TablePoints, Table: Table{3: 2, 4: 3}}, nil},
		{Rules{MinLen: 3, Size: 7, Points: LengthPoints}, nil},
		{Rules{MinLen: 3, Size: 7, Table: Table{3: 2}}, &RuleError{"Points", "nyt", "a points table 3=1 is given: expected the rule table"}},
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
	sv := Rules{MinLen: 4, Bonus: 7, Size: 7, Points: LengthPoints}
	cax := Rules{MinLen: 3, Bonus: 10, Size: 7, Points: TablePoints, Table: Table{3: 2, 4: 3}}
	zeroPts := Rules{MinLen: 3, Size: 7, Points: TablePoints, Table: Table{3: 1}}
	for _, tt := range []struct {
		rules      Rules
		n, k, want int
	}{
		{one, 5, 4, 1}, {one, 12, 6, 1}, {one, 7, 7, 3}, {one, 15, 7, 3},
		{nyt, 5, 4, 1}, {nyt, 12, 6, 12}, {nyt, 7, 7, 9},
		{DefaultRules, 4, 3, 1}, {DefaultRules, 8, 7, 15},
		// Bokstavskombination: every word its length, the shortest too.
		{sv, 4, 3, 4}, {sv, 5, 5, 5}, {sv, 7, 7, 14},
		// Caxellu: 3 letters 1 point, 4 letters 2, longer its length,
		// pangram +10.
		{cax, 3, 2, 1}, {cax, 4, 4, 2}, {cax, 5, 4, 5}, {cax, 7, 7, 17}, {cax, 16, 7, 26},
		{zeroPts, 3, 3, 0}, {zeroPts, 4, 3, 4},
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

func TestParseRule(t *testing.T) {
	for _, tt := range []struct {
		text   string
		points Points
		table  string
	}{
		{"nyt", NYTPoints, ""}, {" One", OnePoint, ""}, {"LENGTH", LengthPoints, ""},
		{"3=1,4=2", TablePoints, "3=1,4=2"}, {"4=2, 3=1", TablePoints, "3=1,4=2"},
		{"4=1", TablePoints, "4=1"}, {"15=0,1=255", TablePoints, "1=255,15=0"},
	} {
		p, table, err := ParseRule(tt.text)
		if err != nil || p != tt.points || table.String() != tt.table {
			t.Errorf("ParseRule(%q) = %v, %q, %v; want %v, %q", tt.text, p, table, err, tt.points, tt.table)
		}
		if p == TablePoints {
			if again, err := ParseTable(table.String()); err != nil || again != table {
				t.Errorf("ParseTable(%q) = %v, %v; want %v", table, again, err, table)
			}
		}
	}
	for _, tt := range []struct{ text, want string }{
		{"", `unknown points rule "": expected nyt, one, length, or a table such as "3=1,4=2"`},
		{"table", `unknown points rule "table"`},
		{"scrabble", `unknown points rule "scrabble"`},
		{"3=1,", `entry "": expected LENGTH=POINTS`},
		{"3=x", `entry "3=x": expected LENGTH=POINTS`},
		{"0=1", "length 0: expected a length from 1 to 15"},
		{"16=1", "length 16: expected a length from 1 to 15"},
		{"3=256", "256 points: expected from 0 to 255"},
		{"3=-1", "-1 points: expected from 0 to 255"},
		{"3=1,3=2", "length 3 is given twice"},
	} {
		if _, _, err := ParseRule(tt.text); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseRule(%q) error = %v; want %q", tt.text, err, tt.want)
		}
	}
}

// TestTableAgainstRules checks that the table "MinLen=1" scores as the
// NYT's rule and the empty table as LengthPoints, for every length.
func TestTableAgainstRules(t *testing.T) {
	for minLen := 1; minLen <= MaxTableLen; minLen++ {
		var nytTable Table
		nytTable[minLen] = 2
		nyt := Rules{MinLen: minLen, Bonus: 7, Size: 7}
		asTable := Rules{MinLen: minLen, Bonus: 7, Size: 7, Points: TablePoints, Table: nytTable}
		length := Rules{MinLen: minLen, Bonus: 7, Size: 7, Points: LengthPoints}
		empty := Rules{MinLen: minLen, Bonus: 7, Size: 7, Points: TablePoints}
		for n := minLen; n <= 20; n++ {
			for k := 1; k <= min(n, 7); k++ {
				if a, b := nyt.WordScore(n, k), asTable.WordScore(n, k); a != b {
					t.Errorf("min %d, WordScore(%d, %d): nyt %d, table %s %d", minLen, n, k, a, nytTable, b)
				}
				if a, b := length.WordScore(n, k), empty.WordScore(n, k); a != b {
					t.Errorf("min %d, WordScore(%d, %d): length %d, empty table %d", minLen, n, k, a, b)
				}
			}
		}
	}
}
