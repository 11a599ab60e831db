package archive

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// TestConstraintModel checks the expected counts of each kind of
// constraint on a small archive, against the formulas of the package
// documentation.
func TestConstraintModel(t *testing.T) {
	const text = `2024-01-01 abcdefg a abcdefg
2024-01-02 abcdhij b abcdhij
2024-01-03 aeiklmn e aeiklmn
`
	a, err := Read(strings.NewReader(text), "x", DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]float64{}
	for _, c := range a.Constraints(0) {
		got[c.Clause()] = c.Expected
	}
	for clause, want := range map[string]float64{
		"not-together F H": 1.0 / 3, // n(F)·n(H)/N
		"not-together B K": 2.0 / 3, // n(B)·n(K)/N
		"center not F":     1.0 / 7, // n(F)/Size
		"center not D":     2.0 / 7, //
		"no Z":             3 * 775.0 / 15599,
		"no S":             3 * 7613.0 / 15599,
		"vowels 2..3":      1.0 / 9 * 3, // P(no E and no I)·N, as A is on every board
	} {
		if e, ok := got[clause]; !ok || math.Abs(e-want) > 1e-12 {
			t.Errorf("%s: expected %v (found %v), want %v", clause, e, ok, want)
		}
	}
	for _, clause := range []string{"not-together A B", "center not A", "no A", "not-together F G"} {
		if _, ok := got[clause]; ok {
			t.Errorf("%s reported, but boards break it", clause)
		}
	}
	if cs := a.Constraints(DefaultMinExpected); len(cs) != 0 {
		t.Errorf("three boards, yet constraints %v", cs)
	}
}

// TestConstraintsHold checks on random archives that every constraint
// reported holds on every board and parses.
func TestConstraintsHold(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for range 100 {
		rc := newRandomCase(r)
		a, _ := rc.load(t)
		cs := a.Constraints(r.Float64() * 3)
		f, err := LetterFilter(cs)
		if err != nil {
			t.Fatalf("%v: %v", cs, err)
		}
		var clauses []string
		for _, c := range cs {
			clauses = append(clauses, c.Clause())
		}
		g, err := filter.Parse(strings.Join(clauses, ", "))
		if err != nil || g.String() != f.String() {
			t.Errorf("constraints %q parse as %v, %v; LetterFilter gives %q", clauses, g, err, f)
		}
		rule := f.Letters()
		for _, p := range a.Puzzles {
			if !rule.Allows(p.Board.Letters, p.Board.Center) {
				t.Fatalf("%s: board %s breaks %q", p.Date, p.Board, f)
			}
		}
	}
}

// TestLineIndex checks positions asked in any order against a count from
// the start.
func TestLineIndex(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	data := make([]byte, 2000)
	for i := range data {
		data[i] = "ab\n"[r.IntN(3)]
	}
	li := lineIndex{data: data, nl: []int{-1}}
	off := 0
	for range 500 {
		if r.IntN(3) > 0 {
			off = min(len(data), off+r.IntN(20))
		} else {
			off = r.IntN(len(data) + 1)
		}
		line, col := li.pos(off)
		wantLine := strings.Count(string(data[:off]), "\n") + 1
		wantCol := off - strings.LastIndexByte(string(data[:off]), '\n')
		if line != wantLine || col != wantCol {
			t.Fatalf("pos(%d) = %d:%d, want %d:%d", off, line, col, wantLine, wantCol)
		}
	}
}

// TestLineIndexCost reads JSON lines that give a key twice, whose
// records are found out of order, and checks their lines, which once
// took a walk from the start per record (fault 7 of issue 21: 152 s for
// 160,000 such lines); the index now finds the newlines once.
func TestLineIndexCost(t *testing.T) {
	rec := func(date string) string {
		return `{"printDate":"` + date + `","centerLetter":"r","outerLetters":["a","e","g","i","n","t"],"answers":["granite","rating"]}`
	}
	var b strings.Builder
	for i := range 2000 {
		d := fmt.Sprintf("2020-%02d-%02d", 1+i%12, 1+i%28)
		fmt.Fprintf(&b, `{"today":%s,"yesterday":%s,"today":%s}`+"\n", rec(d), rec("2019-01-01"), rec(d))
	}
	p := parser{path: "dup.jsonl", rules: puzzle.DefaultRules}
	p.parse([]byte(b.String()))
	if len(p.records) == 0 {
		t.Fatal("no records")
	}
	for k, rec := range p.records {
		if rec.Puzzle == nil || rec.Puzzle.Pos.Line != k/2+1 {
			t.Fatalf("record %d: %+v, want a puzzle of line %d", k, rec, k/2+1)
		}
	}
}
