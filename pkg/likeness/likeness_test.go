package likeness

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/beebatch/beebatch/internal/testlists"
	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/freq"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// loadEnable1 returns enable1, loaded once for the tests of the process
// (TestLearn, TestIndexFeatures, TestFromValues and TestWhereLikeness's
// fixture), which only read it.
func loadEnable1(t *testing.T) (*wordlist.List, error) {
	t.Helper()
	testlists.Need(t, "enable1")
	return enable1Once()
}

var enable1Once = sync.OnceValues(func() (*wordlist.List, error) {
	return wordlist.Source{Name: "enable1", Path: testlists.Path("enable1")}.Load(nil, wordlist.DefaultOptions)
})

// bruteAUC counts the pairs of a positive and a negative that the
// positive wins, ties half.
func bruteAUC(scores []float64, classes []bool) float64 {
	var win, pairs float64
	for i := range scores {
		for j := range scores {
			if !classes[i] || classes[j] {
				continue
			}
			pairs++
			switch {
			case scores[i] > scores[j]:
				win++
			case scores[i] == scores[j]:
				win += 0.5
			}
		}
	}
	if pairs == 0 {
		return 0.5
	}
	return win / pairs
}

func TestAUC(t *testing.T) {
	tests := []struct {
		scores  []float64
		classes []bool
		want    float64
	}{
		{[]float64{1, 2, 3, 4}, []bool{false, false, true, true}, 1},
		{[]float64{1, 2, 3, 4}, []bool{true, true, false, false}, 0},
		{[]float64{1, 1, 1, 1}, []bool{true, false, true, false}, 0.5},
		{[]float64{1, 2}, []bool{true, true}, 0.5},
		{[]float64{3, 1, 2, 2}, []bool{true, false, true, false}, 0.875},
	}
	for _, tt := range tests {
		if got := AUC(tt.scores, tt.classes); math.Abs(got-tt.want) > 1e-12 {
			t.Errorf("AUC(%v, %v) = %v, want %v", tt.scores, tt.classes, got, tt.want)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		n := 2 + rng.IntN(40)
		s, c := make([]float64, n), make([]bool, n)
		for i := range s {
			s[i], c[i] = float64(rng.IntN(6)), rng.IntN(2) == 0
		}
		if got, want := AUC(s, c), bruteAUC(s, c); math.Abs(got-want) > 1e-9 {
			t.Fatalf("AUC(%v, %v) = %v, brute force %v", s, c, got, want)
		}
	}
}

func TestOf(t *testing.T) {
	h, err := puzzle.ParseBoard("D/AGINRW", puzzle.DefaultRules)
	if err != nil {
		t.Fatal(err)
	}
	answers := []string{"drawing", "warding", "wading", "drag", "raid", "ringed", "dawn"}
	counts := Counts{"drawing": 999, "warding": 9}
	x := Of(h, answers, counts, puzzle.DefaultRules)
	want := map[int]float64{
		ColTopPangram: 3, ColPangrams: 2, ColPerfect: 2, ColWords: 7,
		ColPoints: 14 + 14 + 6 + 1 + 1 + 6 + 1, ColING: 3.0 / 7, ColED: 1.0 / 7, ColFour: 3.0 / 7,
		ColVowels: 2, ColObscure: 0, ColWords2: (7.0 / 40) * (7.0 / 40), ColTopBins + 1: 1, ColLogWords: math.Log1p(7),
		ColPairs + 5: 1, ColLetters + 0: 1, ColLetters + 3: 1, ColLetters + 6: 1, ColLetters + 8: 1,
		ColLetters + 13: 1, ColLetters + 17: 1, ColLetters + 22: 1, ColCenters + 3: 1,
	}
	for j, v := range x {
		if math.Abs(v-want[j]) > 1e-12 {
			t.Errorf("%s = %v, want %v", Columns[j], v, want[j])
		}
	}
	if len(Columns) != NumColumns {
		t.Errorf("%d column names for %d columns", len(Columns), NumColumns)
	}
	if got := Of(h, answers, nil, puzzle.DefaultRules); got[ColTopPangram] != 0 || got[ColObscure] != 1 {
		t.Errorf("without counts: top pangram %v, no common pangram %v; want 0 and 1", got[ColTopPangram], got[ColObscure])
	}
}

// boards returns n boards' features: a vowel count drawn around mean, the
// rest fixed.
func boards(rng *rand.Rand, n int, mean float64) []Features {
	out := make([]Features, n)
	for i := range out {
		out[i][ColVowels] = mean + rng.NormFloat64()
		out[i][ColWords] = 30 + 10*rng.NormFloat64()
	}
	return out
}

func TestTwoSample(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	a := boards(rng, 300, 2)
	for _, tt := range []struct {
		mean     float64
		min, max float64
	}{{2, 0.4, 0.6}, {3, 0.7, 0.82}, {5, 0.98, 1}} {
		b := boards(rng, 300, tt.mean)
		c, err := TwoSample(a, b, 1)
		if err != nil {
			t.Fatal(err)
		}
		// Two normal samples a distance d apart: AUC Phi(d/sqrt 2).
		if c.AUC < tt.min || c.AUC > tt.max {
			t.Errorf("vowels %v against 2: AUC %.3f, want %v to %v", tt.mean, c.AUC, tt.min, tt.max)
		}
		if tt.mean > 2 && c.Separating[0].Column != "vowels" {
			t.Errorf("vowels %v against 2: most separating %q, want vowels", tt.mean, c.Separating[0].Column)
		}
	}
	if _, err := TwoSample(a[:3], a, 1); err == nil || !strings.Contains(err.Error(), "at least 5") {
		t.Errorf("3 boards: error %v, want one asking for at least 5", err)
	}
}

// TestLearn learns a likeness over enable1 from the shared archive up to
// 2024-09-30 and checks it on the later puzzles, which it never saw.
func TestLearn(t *testing.T) {
	path := filepath.Join("..", "..", "..", "shared", "archives", "spelling-bee-answers", "days")
	if _, err := os.Stat(path); err != nil {
		t.Skipf("shared archive missing: %v", err)
	}
	ctx := context.Background()
	rules := puzzle.DefaultRules
	a, err := archive.Load(ctx, path, nil, archive.Options{Rules: rules})
	if err != nil {
		t.Fatal(err)
	}
	l, err := loadEnable1(t)
	if err != nil {
		t.Fatal(err)
	}
	cl, err := wordlist.Source{Name: "count_1w_100k", Path: testlists.Need(t, "count_1w_100k")}.Load(nil, wordlist.Options{MinCount: -1})
	if err != nil {
		t.Fatal(err)
	}
	counts, err := freq.New(cl)
	if err != nil {
		t.Fatal(err)
	}
	train, test := a.Split("2024-09-30")
	m, err := Learn(ctx, train, test, &l.Words, rules, counts, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	e := m.Evaluation
	t.Logf("held out: %d boards against %d candidates, AUC %.3f, mean likeness %.3f against %.3f",
		e.Positives, e.Negatives, e.AUC, e.MeanLikeness, e.MeanLikenessOthers)
	if e.Positives != len(test.Puzzles) || e.First != "2024-10-01" {
		t.Errorf("evaluated on %d boards from %s, want %d from 2024-10-01", e.Positives, e.First, len(test.Puzzles))
	}
	if e.AUC < 0.65 || e.MeanLikeness <= e.MeanLikenessOthers {
		t.Errorf("held-out AUC %.3f, mean likeness %.3f against %.3f: want 0.65 or more, the NYT's higher", e.AUC, e.MeanLikeness, e.MeanLikenessOthers)
	}
	if err := m.Check(); err != nil {
		t.Error(err)
	}
}

func TestSetsJSON(t *testing.T) {
	for _, words := range [][]string{nil, {"abcdefg"}, {"zymurgy", "abcdefg", "gfedcba", "jukebox", "Don't"}} {
		s := NewSets(words)
		data, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		var back Sets
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(back, s) {
			t.Errorf("%v: %s reads back as %v", s, data, back)
		}
	}
	for _, bad := range []string{`"!!"`, `"/////w=="`, `3`} {
		var s Sets
		if err := json.Unmarshal([]byte(bad), &s); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

// TestIndexFeatures checks Index.Features against Of over the answers
// puzzle.Solve gives, on random boards of enable1, and Index.Pangrams
// against the features' pangrams.
func TestIndexFeatures(t *testing.T) {
	l, err := loadEnable1(t)
	if err != nil {
		t.Fatal(err)
	}
	rules := puzzle.DefaultRules
	counts := Counts{"jukebox": 12345, "abdicate": 99, "zzz": 3}
	ix := NewIndex(puzzle.NewIndex(&l.Words, rules), counts)
	rng := rand.New(rand.NewPCG(5, 6))
	boards := []string{"X/BEJKOUX", "A/ABCDEIT", "R/AEGINRT", "E/AEINRST"}
	for range 300 {
		perm := rng.Perm(26)
		var b []byte
		for _, c := range perm[:7] {
			b = append(b, byte('a'+c))
		}
		boards = append(boards, strings.ToUpper(string(b[:1]))+"/"+strings.ToUpper(string(b)))
	}
	for _, text := range boards {
		h, err := puzzle.ParseBoard(text, rules)
		if err != nil {
			t.Fatal(err)
		}
		want := Of(h, puzzle.Solve(&l.Words, h, rules).Texts(), counts, rules)
		if got := ix.Features(h); got != want {
			t.Fatalf("%s: Index.Features %v, Of %v", text, got, want)
		}
		if got := ix.Pangrams(h); float64(got) != want[ColPangrams] {
			t.Fatalf("%s: Index.Pangrams %d, Of's pangrams %v", text, got, want[ColPangrams])
		}
	}
}

func TestPangramBin(t *testing.T) {
	for _, tt := range []struct {
		pangrams float64
		want     int
	}{{0, 0}, {1, 0}, {2, 1}, {5, 4}, {6, 5}, {9, 5}, {26, 5}} {
		if got := pangramBin(tt.pangrams); got != tt.want {
			t.Errorf("pangramBin(%v) = %d, want %d", tt.pangrams, got, tt.want)
		}
	}
	shares := PangramShares([]Features{{ColPangrams: 1}, {ColPangrams: 1}, {ColPangrams: 7}})
	want := []float64{2.5 / 6, 0.5 / 6, 0.5 / 6, 0.5 / 6, 0.5 / 6, 1.5 / 6}
	for b := range want {
		if math.Abs(shares[b]-want[b]) > 1e-12 {
			t.Errorf("PangramShares: %v, want %v", shares, want)
			break
		}
	}
}

// TestPangramOdds fits boards whose only difference is their pangrams:
// the NYT's, as the archive has them, 1 to 5 and 2 or 3 more often than
// the negatives, which have up to 9. The likeness then follows the
// shares, not a line: 9 pangrams less NYT-like than 1, 2 the most. A
// model learned without PangramOdds reads the count, as it did.
func TestPangramOdds(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	draw := func(n int, shares []float64, most int) []Features {
		out := boards(rng, n, 2)
		for i := range out {
			u, p := rng.Float64(), 1
			for ; p < len(shares) && u >= shares[p-1]; p++ {
				u -= shares[p-1]
			}
			if p == len(shares) {
				p += rng.IntN(most - p + 1)
			}
			out[i][ColPangrams] = float64(p)
		}
		return out
	}
	pos := draw(800, []float64{0.69, 0.21, 0.06, 0.02, 0.015, 0.005}, 6)
	neg := draw(5000, []float64{0.85, 0.1, 0.027, 0.011, 0.005, 0.007}, 9)
	m, err := Fit(pos, neg)
	if err != nil {
		t.Fatal(err)
	}
	like := func(m *Model, pangrams float64) float64 {
		x := Features{ColVowels: 2, ColWords: 30, ColPangrams: pangrams}
		return m.Likeness(x)
	}
	if !(like(m, 9) < like(m, 1) && like(m, 1) < like(m, 2) && like(m, 9) == like(m, 6)) {
		t.Errorf("likeness by pangrams 1, 2, 6, 9: %.3f %.3f %.3f %.3f; want 9 (as 6) below 1, and 1 below 2",
			like(m, 1), like(m, 2), like(m, 6), like(m, 9))
	}
	if err := m.Check(); err != nil {
		t.Error(err)
	}
	old := *m
	old.PangramOdds = nil
	w := old.Weights[ColPangrams+1] / old.Scale[ColPangrams]
	nine := make([]float64, NumColumns)
	nine[ColPangrams] = 9
	if d := old.logit(nine) - old.logit(make([]float64, NumColumns)); math.Abs(d-9*w) > 1e-9 {
		t.Errorf("a model without PangramOdds: 9 pangrams add %v to the log-odds, want 9 times the weight, %v", d, 9*w)
	}
	if err := old.Check(); err != nil {
		t.Errorf("a model without PangramOdds: %v", err)
	}
	old.PangramOdds = []float64{1, 2}
	if err := old.Check(); err == nil {
		t.Error("a model of 2 PangramOdds passes Check")
	}
}

// TestArchiveFeatures checks Published and MeanOver on a small archive
// whose answers are a list's words on each board: Published gives Of of
// the answers, which are then what Index.Features finds, and MeanOver
// the mean of the likeness of those features.
func TestArchiveFeatures(t *testing.T) {
	rules := puzzle.DefaultRules
	l, err := wordlist.Read(strings.NewReader("joke\njuke\njukebox\ngrate\ngranite\ntangier\ntrain\nrating\ngain\n"), "list", "list", wordlist.DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	counts := Counts{"jukebox": 12345, "granite": 99}
	var text strings.Builder
	for i, board := range []string{"J/BEJKOUX", "R/AEGINRT", "G/AEGINRT", "E/BEJKOUX"} {
		h, err := puzzle.ParseBoard(board, rules)
		if err != nil {
			t.Fatal(err)
		}
		letters := strings.ToLower(strings.ReplaceAll(h.Letters.String(), " ", ""))
		fmt.Fprintf(&text, "2024-01-%02d %s %s %s\n", i+1, letters, strings.ToLower(h.Center.String()), strings.Join(puzzle.Solve(&l.Words, h, rules).Texts(), " "))
	}
	a, err := archive.Load(context.Background(), "-", strings.NewReader(text.String()), archive.Options{Rules: rules})
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Puzzles) != 4 {
		t.Fatalf("%d puzzles of\n%s; want 4", len(a.Puzzles), text.String())
	}
	rng := rand.New(rand.NewPCG(7, 8))
	m, err := Fit(boards(rng, 50, 3), boards(rng, 50, 2))
	if err != nil {
		t.Fatal(err)
	}
	ix := NewIndex(puzzle.NewIndex(&l.Words, rules), counts)
	sum := 0.0
	for i, f := range Published(a, counts, rules) {
		p := a.Puzzles[i]
		if want := ix.Features(p.Board); f != want {
			t.Errorf("%s: Published %v; want %v", p.Date, f, want)
		}
		sum += m.Likeness(f)
	}
	if got, want := m.MeanOver(a, ix), sum/4; got != want {
		t.Errorf("MeanOver = %v; want %v", got, want)
	}
}
