package learn

import (
	"context"
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/bitset"
)

// read reads an archive in the text form.
func read(t testing.TB, text string) *archive.Archive {
	t.Helper()
	a, err := archive.Load(context.Background(), "-", strings.NewReader(text), archive.DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// tiny is an archive of three boards of the letters ABCDELN.
const tiny = `2024-01-01 abcdeln a able bead
2024-01-02 abcdeln b able bale
2024-01-03 abcdeln e bale bead
`

// TestEvidence checks each word's evidence, history and features
// against a hand computation on tiny.
func TestEvidence(t *testing.T) {
	a := read(t, tiny)
	ls := Lists{
		Base:     map[string][]string{"base": {"able", "bale", "bead", "cable", "nell", "zzzz", "don't"}},
		Level:    map[string]int{"able": 10, "cable": 35, "bale": 70},
		Count1w:  map[string]int64{"able": 99},
		Subtlex:  map[string]int64{"bead": 9},
		American: map[string]bool{"Nell": true, "able": true},
		British:  map[string]bool{"bale": true, "able": true},
	}
	d := newData(a, a.Puzzles, ls)
	if d.skipped != 1 {
		t.Errorf("skipped %d words not a-z; want 1 (don't)", d.skipped)
	}
	// zzzz is a candidate (a word of 1 distinct letter) that no board holds.
	if want := []string{"able", "bale", "bead", "cable", "nell", "zzzz"}; !slices.Equal(d.words, want) {
		t.Fatalf("candidates %q; want %q", d.words, want)
	}
	// able: accepted on boards 1 and 2, rejected on 3; bale: rejected
	// on 1, accepted on 2 and 3; bead: accepted on 1 and 3, rejected on 2;
	// cable counts on every board and is never accepted; nell, without a
	// or b, counts on board 3 only.
	want := map[string]evidence{
		"able":  {acc: 2, rej: 1, last: -1},
		"bale":  {acc: 2, rej: 1, last: 1},
		"bead":  {acc: 2, rej: 1, last: 1},
		"cable": {acc: 0, rej: 3, last: -1},
		"nell":  {acc: 0, rej: 1, last: -1},
		"zzzz":  {},
	}
	final := d.evidenceAt[len(a.Puzzles)]
	for i, w := range d.words {
		if got := d.evidence(final, int32(i)); got != want[w] {
			t.Errorf("%s: evidence %+v; want %+v", w, got, want[w])
		}
	}
	h := d.history(int32(slices.Index(d.words, "bead")))
	wantH := archive.History{Word: "bead", Boards: 3, Accepted: 2, FirstAccepted: "2024-01-01",
		Changes: []archive.Verdict{{Date: "2024-01-01", Accepted: true}, {Date: "2024-01-02"}, {Date: "2024-01-03", Accepted: true}}}
	if !reflect.DeepEqual(h, wantH) {
		t.Errorf("history of bead %+v; want %+v", h, wantH)
	}
	if ah := a.History("BEAD"); !reflect.DeepEqual(ah, wantH) {
		t.Errorf("archive's history of bead %+v; want %+v", ah, wantH)
	}
	if got := h.ChangesText(); got != "2024-01-01 accepted, 2024-01-02 rejected, 2024-01-03 accepted" {
		t.Errorf("ChangesText = %q", got)
	}

	// The vector of cable, with its evidence before board 3 (rejected
	// twice), and of able unseen.
	x := make([]float64, len(d.columns))
	i := int32(slices.Index(d.words, "cable"))
	d.vector(x, i, evidence{rej: 2, last: -1})
	col := func(name string) float64 { return x[slices.Index(d.columns, name)] }
	checks := []struct {
		col  string
		want float64
	}{
		{"intercept", 1}, {"seen", 1}, {"vote", -1}, {"last", -1}, {"log1p accepted", 0}, {"log1p rejected", math.Log1p(2)},
		{"level 35", 0}, {"shown: level 35", 1}, {"shown: length", 0.25}, {"shown: in base", 1}, {"shown: pangram", 0},
	}
	for _, c := range checks {
		if got := col(c.col); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("cable: column %s = %v; want %v", c.col, got, c.want)
		}
	}
	for _, c := range []struct {
		word, col string
		want      float64
	}{
		{"able", "level<=20", 1}, {"able", "log1p count_1w", math.Log1p(99) / 10}, {"able", "british only", 0},
		{"bead", "log1p subtlex", math.Log1p(9) / 10}, {"bale", "level 70", 1}, {"bale", "british only", 1},
		{"nell", "proper noun", 1}, {"able", "proper noun", 0}, {"able", "seen", 0}, {"able", "level 35", 0},
	} {
		d.vector(x, int32(slices.Index(d.words, c.word)), evidence{})
		if got := col(c.col); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("%s unseen: column %s = %v; want %v", c.word, c.col, got, c.want)
		}
	}
}

// TestExplicitRejections checks that a record naming its rejected words
// makes only those rejected.
func TestExplicitRejections(t *testing.T) {
	a := read(t, tiny)
	a.Puzzles[0].Rejected = []string{"cable"}
	d := newData(a, a.Puzzles, Lists{Base: map[string][]string{"base": {"able", "bale", "cable"}}})
	after1 := d.rows[:d.boardRow[1]]
	var got []string
	for _, r := range after1 {
		got = append(got, fmt.Sprintf("%s %v", d.words[r.word], r.accepted))
	}
	if want := []string{"able true", "bead true", "cable false"}; !sameSet(got, want) {
		t.Errorf("rows of board 1: %q; want %q (bale neither)", got, want)
	}
}

func sameSet(x, y []string) bool {
	x, y = slices.Clone(x), slices.Clone(y)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

// synthetic returns an archive of n daily puzzles on a few boards, whose
// answers follow a rule that a model can learn: the words of level 35 or
// less are accepted, but for "bane", rejected everywhere.
func synthetic(n int) (string, Lists) {
	boards := []struct{ letters, center string }{{"abcdeln", "a"}, {"abcdeln", "e"}, {"abdeilr", "i"}, {"abdeilr", "l"}}
	words := []string{"able", "bale", "bead", "cable", "bane", "clan", "lace", "ideal", "bridle", "bail", "liar", "raid", "dial", "bald"}
	level := map[string]int{"able": 10, "bale": 35, "bead": 35, "cable": 20, "bane": 35, "clan": 50, "lace": 20, "ideal": 10,
		"bridle": 60, "bail": 35, "liar": 20, "raid": 35, "dial": 20, "bald": 70}
	var b strings.Builder
	for i := range n {
		bd := boards[i%len(boards)]
		date := fmt.Sprintf("2023-%02d-%02d", 1+i/28, 1+i%28)
		var ans []string
		for _, w := range words {
			m, _ := wordMask(w, 4, 7)
			lm, _ := wordMask(bd.letters, 1, 7)
			cm, _ := wordMask(bd.center, 1, 7)
			if m&^lm == 0 && m&cm != 0 && level[w] <= 35 && w != "bane" {
				ans = append(ans, w)
			}
		}
		if len(ans) == 0 {
			continue
		}
		fmt.Fprintf(&b, "%s %s %s %s\n", date, bd.letters, bd.center, strings.Join(ans, " "))
	}
	return b.String(), Lists{Base: map[string][]string{"base": words}, Level: level}
}

// TestTimeSplit checks that nothing after --until reaches the model:
// changing every later puzzle leaves it as it was, and the evaluation
// covers exactly the later puzzles.
func TestTimeSplit(t *testing.T) {
	text, ls := synthetic(60)
	a := read(t, text)
	until := a.Puzzles[39].Date
	m, err := Learn(a, ls, Options{Until: until})
	if err != nil {
		t.Fatal(err)
	}
	if m.Last != until || m.Puzzles != 40 {
		t.Errorf("learned from %d puzzles to %s; want 40 to %s", m.Puzzles, m.Last, until)
	}
	e := m.Evaluation
	if e == nil || e.Boards != 20 || e.First != a.Puzzles[40].Date {
		t.Fatalf("evaluation %+v; want the 20 puzzles from %s", e, a.Puzzles[40].Date)
	}
	if e.F1 != 1 || !slices.Contains(m.List, "bale") || slices.Contains(m.List, "bane") || slices.Contains(m.List, "bald") {
		t.Errorf("F1 %v, list %q; want 1, with bale, without bane and bald", e.F1, m.List)
	}
	// Later puzzles that accept everything change the evaluation only.
	var changed []string
	for i, line := range strings.Split(strings.TrimSpace(text), "\n") {
		if i >= 40 {
			line += " bane"
		}
		changed = append(changed, line)
	}
	b := read(t, strings.Join(changed, "\n"))
	m2, err := Learn(b, ls, Options{Until: until})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(m.List, m2.List) || !slices.Equal(m.Weights, m2.Weights) || m.Threshold != m2.Threshold {
		t.Errorf("the later puzzles changed the model")
	}
	if m2.Evaluation.Recall >= 1 {
		t.Errorf("recall %v on later puzzles accepting bane; want less than 1", m2.Evaluation.Recall)
	}
}

// TestEvaluateAgreesWithCompare checks that the evaluation is the
// figures of archive.Compare on the later puzzles.
func TestEvaluateAgreesWithCompare(t *testing.T) {
	text, ls := synthetic(60)
	a := read(t, text)
	until := a.Puzzles[29].Date
	m, err := Learn(a, ls, Options{Until: until, Model: "rule"})
	if err != nil {
		t.Fatal(err)
	}
	_, later := a.Split(until)
	got, err := Evaluate(later, m.List, "nyt")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, m.Evaluation) {
		t.Errorf("Evaluate = %+v; the model's %+v", got, m.Evaluation)
	}
}

// TestTooSmall checks the error of an archive too small to learn from.
func TestTooSmall(t *testing.T) {
	text, ls := synthetic(60)
	a := read(t, text)
	_, err := Learn(a, ls, Options{Until: a.Puzzles[9].Date})
	if want := "-: 10 puzzles to learn from up to " + a.Puzzles[9].Date + "; at least 20 are needed"; err == nil || err.Error() != want {
		t.Errorf("error %q; want %q", err, want)
	}
}

// TestWithout checks that a feature learned without weighs nothing.
func TestWithout(t *testing.T) {
	text, ls := synthetic(60)
	a := read(t, text)
	m, err := Learn(a, ls, Options{Without: []string{Levels}, Model: "logistic"})
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range m.Columns {
		if strings.Contains(c, "level") && m.Weights[i] != 0 {
			t.Errorf("column %s weighs %v without %s", c, m.Weights[i], Levels)
		}
	}
	if _, ok := m.Validation["logistic_with_every_feature"]; !ok {
		t.Errorf("validation %v: no F1 with every feature, though the levels are at hand", m.Validation)
	}
	if err := CheckFeature("nope"); err == nil {
		t.Error("CheckFeature(nope) = nil")
	}
}

// TestConflicts checks that a record that disagrees with the first of
// its date is learned from beside it.
func TestConflicts(t *testing.T) {
	a := read(t, tiny+"2024-01-03 abcdeln e bale bead cable\n")
	if len(a.Conflicts) != 1 {
		t.Fatalf("%d conflicts; want 1", len(a.Conflicts))
	}
	boards := a.WithConflicts()
	d := newData(a, boards, Lists{Base: map[string][]string{"base": {"cable"}}})
	i := slices.Index(d.words, "cable")
	if got, want := d.evidence(d.evidenceAt[len(boards)], int32(i)), (evidence{acc: 1, rej: 3, last: 1}); got != want {
		t.Errorf("cable: evidence %+v; want %+v", got, want)
	}
	upTo, after := a.Split("2024-01-02")
	if len(upTo.Conflicts) != 0 || len(after.Conflicts) != 1 {
		t.Errorf("Split put %d and %d conflicts before and after; want 0 and 1", len(upTo.Conflicts), len(after.Conflicts))
	}
}

// TestOnePangram checks that each letter set whose candidate pangrams
// the model rejects gets its likeliest one never rejected.
func TestOnePangram(t *testing.T) {
	words := []struct {
		word     string
		p        float64
		accepted bool
		ev       evidence
	}{
		{word: "abcd", p: 0.1},
		{word: "abcdefg", p: 0.3},
		{word: "abcdefgg", p: 0.2},
		{word: "gfedcba", p: 0.4, ev: evidence{rej: 1, last: -1}}, // rejected once: not taken
		{word: "hijklmn", p: 0.9, accepted: true},
		{word: "hijklmnn", p: 0.5},
		{word: "opqrstu", p: 0.3}, // a letter of no board
	}
	d := &data{}
	m := &Model{d: d, final: []evidence{}}
	for i, w := range words {
		mask, _ := bitset.Of(w.word)
		d.words, d.masks = append(d.words, w.word), append(d.masks, mask)
		m.p, m.accepted, m.rule = append(m.p, w.p), append(m.accepted, w.accepted), append(m.rule, ruleNone)
		d.shown = append(d.shown, int32(i))
		m.final = append(m.final, w.ev)
	}
	m.onePangram(7, ^bitset.Letter('s'))
	var got []string
	for i, w := range d.words {
		if m.accepted[i] {
			got = append(got, w+" "+ruleNames[m.rule[i]])
		}
	}
	if want := []string{"abcdefg pangram", "hijklmn "}; !slices.Equal(got, want) {
		t.Errorf("accepted %q; want %q", got, want)
	}
	if got := m.OnePangrams(); !slices.Equal(got, []string{"abcdefg"}) {
		t.Errorf("OnePangrams() = %q; want [abcdefg]", got)
	}
}

// TestCandidateMemory checks what learning costs for each candidate that
// no board shows, such as most words of a huge base list: the model
// keeps its word and verdict, some 40 bytes, and not a Word (168 bytes
// before), and learning allocates no vector of features, evidence or
// history for it (some 680 bytes in all before, 70 now). It counts the
// live heap after a collection and the bytes allocated, which do not
// depend on timing.
func TestCandidateMemory(t *testing.T) {
	text, ls0 := synthetic(60)
	a := read(t, text)
	// cost returns the bytes that the model of ls0 with n more base
	// words, which no board holds, keeps alive, and those that learning
	// it allocated.
	cost := func(n int) (kept, allocated int64) {
		ls := ls0
		extra := slices.Clone(ls0.Base["base"])
		for i := range n {
			extra = append(extra, fmt.Sprintf("qu%c%c%c%c", 'v'+i%5, 'v'+i/5%5, 'v'+i/25%5, 'v'+i/125%5)+strings.Repeat("x", i/625))
		}
		ls.Base = map[string][]string{"base": extra}
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		m, err := Learn(a, ls, Options{Model: "logistic"})
		if err != nil {
			t.Fatal(err)
		}
		runtime.GC()
		runtime.ReadMemStats(&after)
		if m.Candidates < n {
			t.Fatalf("%d candidates; want more than %d", m.Candidates, n)
		}
		runtime.KeepAlive(m)
		runtime.KeepAlive(ls)
		return int64(after.HeapAlloc) - int64(before.HeapAlloc), int64(after.TotalAlloc - before.TotalAlloc)
	}
	const n = 20000
	kept1, alloc1 := cost(n)
	kept2, alloc2 := cost(2 * n)
	kept, alloc := (kept2-kept1)/n, (alloc2-alloc1)/n
	t.Logf("a candidate no board shows: %d bytes kept, %d allocated", kept, alloc)
	if kept > 64 || alloc > 200 {
		t.Errorf("a model keeps %d bytes for each candidate no board shows, and learning allocates %d; want at most 64 and 200", kept, alloc)
	}
}

// TestCandidatesMerge checks the candidates and their base lists against
// a map of every word, as they were made before, on random lists with
// duplicates, words too short or too wide, and words not a-z.
func TestCandidatesMerge(t *testing.T) {
	a := read(t, tiny)
	rng := rand.New(rand.NewPCG(1, 2))
	word := func() string {
		b := make([]byte, 2+rng.IntN(8))
		for i := range b {
			b[i] = "abcdelnxyz-"[rng.IntN(11)]
		}
		return string(b)
	}
	for range 50 {
		ls := Lists{Base: map[string][]string{}}
		for _, name := range []string{"b", "a", "c"}[:1+rng.IntN(3)] {
			for range rng.IntN(200) {
				ls.Base[name] = append(ls.Base[name], word())
			}
		}
		d := newData(a, a.Puzzles, ls)
		// The reference: a map of every word to its base lists.
		in, skipped := map[string][]string{}, 0
		for _, name := range slices.Sorted(maps.Keys(ls.Base)) {
			for _, w := range ls.Base[name] {
				if _, ok := bitset.Of(w); !ok {
					skipped++
				} else if !slices.Contains(in[w], name) {
					in[w] = append(in[w], name)
				}
			}
		}
		for _, p := range a.Puzzles {
			for _, w := range p.Answers {
				in[w] = append(in[w], []string{}...)
			}
		}
		var want, got []string
		for _, w := range slices.Sorted(maps.Keys(in)) {
			if _, ok := wordMask(w, 4, 7); ok {
				want = append(want, w+" "+strings.Join(in[w], "+"))
			}
		}
		for i, w := range d.words {
			got = append(got, w+" "+d.baseNames[d.bases[i]])
		}
		if !slices.Equal(got, want) || d.skipped != skipped {
			t.Fatalf("candidates %q, %d skipped; want %q, %d", got, d.skipped, want, skipped)
		}
	}
}
