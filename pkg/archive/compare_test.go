package archive

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// randomCase is a random archive, written in the text form, and a random
// list, over a small alphabet so that words and boards meet often.
type randomCase struct {
	rules   puzzle.Rules
	archive string
	list    []string
}

// newRandomCase makes a random case from r.
func newRandomCase(r *rand.Rand) randomCase {
	rules := puzzle.Rules{MinLen: 3 + r.IntN(2), Bonus: 7 * r.IntN(2), Size: 5 + r.IntN(3)}
	alphabet := "abcdefghijkl"[:rules.Size+2+r.IntN(4)]
	if r.IntN(4) == 0 {
		rules.Exclude = bitset.Letter(alphabet[r.IntN(len(alphabet))])
	}
	word := func(letters string) string {
		n := 2 + r.IntN(8)
		b := make([]byte, n)
		for i := range b {
			b[i] = letters[r.IntN(len(letters))]
		}
		return string(b)
	}
	var universe []string
	for range 100 + r.IntN(300) {
		universe = append(universe, word(alphabet))
	}
	var lines []string
	var boards []puzzle.Honeycomb
	for day := range 1 + r.IntN(40) {
		var h puzzle.Honeycomb
		if len(boards) > 0 && r.IntN(5) == 0 {
			h = boards[r.IntN(len(boards))] // published again
			if r.IntN(2) == 0 {
				h.Center = bitset.Letter(h.Letters.Bytes()[r.IntN(rules.Size)])
			}
		} else {
			perm := r.Perm(len(alphabet))
			for _, i := range perm[:rules.Size] {
				h.Letters |= bitset.Letter(alphabet[i])
			}
			h.Center = bitset.Letter(alphabet[perm[r.IntN(rules.Size)]])
		}
		boards = append(boards, h)
		seen := map[string]bool{}
		var answers []string
		for _, w := range universe {
			m, _ := bitset.Of(w)
			if len(w) >= rules.MinLen && h.Letters.Contains(m) && m&h.Center != 0 && !seen[w] && r.IntN(3) > 0 {
				seen[w] = true
				answers = append(answers, w)
			}
		}
		if len(answers) == 0 || r.IntN(4) == 0 {
			// Words of the board that may be in no list.
			w := strings.Repeat(h.Center.String(), rules.MinLen) + string(h.Letters.Bytes())
			if !seen[strings.ToLower(w)] {
				answers = append(answers, strings.ToLower(w))
			}
		}
		lines = append(lines, fmt.Sprintf("2024-%02d-%02d %s %s %s", 1+day/28, 1+day%28,
			strings.ToLower(h.Letters.String()), strings.ToLower(h.Center.String()), strings.Join(answers, " ")))
	}
	var list []string
	for _, w := range universe {
		if r.IntN(3) > 0 {
			list = append(list, w)
		}
	}
	for range r.IntN(50) {
		list = append(list, word("abcdefghijklmnopqrstuvwxyz"))
	}
	return randomCase{rules: rules, archive: strings.Join(lines, "\n") + "\n", list: list}
}

// load reads the case's archive and list.
func (rc randomCase) load(t testing.TB) (*Archive, *wordlist.List) {
	t.Helper()
	a, err := Read(strings.NewReader(rc.archive), "random", Options{Rules: rc.rules})
	if err != nil {
		t.Fatalf("%v\n%s", err, rc.archive)
	}
	if a.Skipped.Total() != 0 {
		t.Fatalf("skipped %v: %q", a.Skipped.Map(), warningTexts(a.Warnings))
	}
	l, err := wordlist.Read(strings.NewReader(strings.Join(rc.list, "\n")), "list", "list.txt", wordlist.DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	return a, l
}

// loadedCase is a random case read.
type loadedCase struct {
	randomCase
	a *Archive
	l *wordlist.List
}

// bruteCases holds the random cases of TestCompareBruteForce and
// TestRareBruteForce, made and read once for both: the making and the
// reading were a third of their time. Neither changes a case (Compare
// builds its archive's index once, for any list).
var bruteCases struct {
	sync.Mutex
	cases []loadedCase
}

// randomCases returns the brute-force checks' cases: 100 by default, 50
// under -race, and 200 with BEEBATCH_FULL_TESTS=1, the same for each.
func randomCases(t *testing.T) []loadedCase {
	t.Helper()
	bruteCases.Lock()
	defer bruteCases.Unlock()
	if bruteCases.cases == nil {
		var cases []loadedCase
		r := rand.New(rand.NewPCG(11, 2024))
		for range testenv.Cases(100, 200) {
			rc := newRandomCase(r)
			a, l := rc.load(t) // fails the test, and keeps no case
			cases = append(cases, loadedCase{rc, a, l})
		}
		bruteCases.cases = cases
	}
	return bruteCases.cases
}

// bruteCompare compares a list with an archive the slow way: puzzle.Solve
// on every board, and the definitions of the package documentation taken
// word by word.
func bruteCompare(a *Archive, w *wordlist.Words) *Comparison {
	c := &Comparison{Boards: len(a.Puzzles)}
	valid := map[string]int{}      // boards where a list word counts
	acceptedAt := map[string]int{} // boards where it counts and was accepted
	answered := map[string]int{}   // puzzles that accepted a word
	given := map[string]bool{}     // answers the list gave where accepted
	var ratios []float64
	for _, p := range a.Puzzles {
		sol := puzzle.Solve(w, p.Board, a.Rules)
		row := Row{Puzzle: p, List: Figures{Words: len(sol.Words), Points: sol.Score, Pangrams: sol.Pangrams,
			Perfect: sol.PerfectPangrams, Bingo: sol.Bingo()}}
		for _, x := range sol.Words {
			valid[x.Text]++
			if slices.Contains(p.Answers, x.Text) {
				acceptedAt[x.Text]++
				given[x.Text] = true
				row.Both++
				row.BothPoints += x.Score
				if x.Pangram {
					c.BothPangrams++
				}
			}
		}
		c.Pangrams += p.Official.Pangrams
		c.ListPangrams += sol.Pangrams
		// Within 10%, in floating point, against Compare's integers.
		if math.Abs(float64(row.List.Words-p.Official.Words)) <= 0.1*float64(p.Official.Words)+1e-9 {
			c.WordsWithin++
		}
		if math.Abs(float64(row.List.Points-p.Official.Points)) <= 0.1*float64(p.Official.Points)+1e-9 {
			c.PointsWithin++
		}
		for _, ans := range p.Answers {
			answered[ans]++
		}
		c.Rows = append(c.Rows, row)
		c.Answers += p.Official.Words
		c.AnswerPoints += p.Official.Points
		c.ListWords += row.List.Words
		c.ListPoints += row.List.Points
		c.Both += row.Both
		c.BothPoints += row.BothPoints
		if row.Both == len(p.Answers) {
			c.FullBoards++
		}
		ratios = append(ratios, float64(row.List.Words)/float64(len(p.Answers)))
	}
	c.Recall = float64(c.Both) / float64(c.Answers)
	if c.ListWords > 0 {
		c.Precision = float64(c.Both) / float64(c.ListWords)
	}
	slices.Sort(ratios)
	c.MedianRatio = ratios[(len(ratios)+1)/2-1] // x[⌈n/2⌉]
	for ans, n := range answered {
		if !given[ans] {
			c.Missing = append(c.Missing, WordCount{Word: ans, Boards: n})
		}
	}
	c.DistinctRecall = float64(len(answered)-len(c.Missing)) / float64(len(answered))
	for word, n := range valid {
		if acceptedAt[word] == 0 {
			c.Rejected = append(c.Rejected, WordCount{Word: word, Boards: n})
		}
	}
	sortCountsIn(c.Missing, "")
	sortCountsIn(c.Rejected, "")
	return c
}

// TestCompareBruteForce checks Compare against bruteCompare on random
// archives and lists (randomCases).
func TestCompareBruteForce(t *testing.T) {
	for i, rc := range randomCases(t) {
		a, l := rc.a, rc.l
		checkArchive(t, a)
		got := a.Compare(&l.Words, "list", "list.txt", nil)
		want := bruteCompare(a, &l.Words)
		want.Name, want.Path = "list", "list.txt"
		for j := range want.Rows {
			if got.Rows[j] != want.Rows[j] {
				t.Errorf("case %d, %s: row %+v, want %+v", i, want.Rows[j].Puzzle.Date, got.Rows[j], want.Rows[j])
			}
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("case %d (rules %+v): Compare differs from the brute force:\n got %+v\nwant %+v\narchive:\n%s\nlist: %q",
				i, rc.rules, summaryOf(got), summaryOf(want), rc.archive, rc.list)
		}
		checkCalibration(t, got, a.Constraints(DefaultMinExpected))
	}
}

// summaryOf returns c without its rows, for messages.
func summaryOf(c *Comparison) Comparison {
	s := *c
	s.Rows = nil
	return s
}

// checkCalibration checks the calibrated filter of c at a few coverages:
// it parses, it is canonical, and the boards that pass it are at least
// the coverage, and as many as Calibration.Pass says.
func checkCalibration(t *testing.T, c *Comparison, cs []Constraint) {
	t.Helper()
	for _, coverage := range []float64{0.5, 0.9, DefaultCoverage, 1} {
		cal, err := c.Calibrate(coverage, cs)
		if err != nil {
			t.Fatal(err)
		}
		f, err := filter.Parse(cal.Text)
		if err != nil {
			t.Fatalf("%q does not parse: %v", cal.Text, err)
		}
		if f.String() != cal.Text {
			t.Errorf("%q is not canonical: %q", cal.Text, f.String())
		}
		if !strings.Contains(cal.Text, "pangrams >= 1") {
			t.Errorf("%q does not require a pangram", cal.Text)
		}
		// The filter requires a pangram: the boards without one in the
		// list never pass, and when they are too many, coverage is a share
		// of the others.
		withPangram := 0
		for _, row := range c.Rows {
			if row.List.Pangrams > 0 {
				withPangram++
			}
		}
		need := int(math.Ceil(coverage * float64(len(c.Rows))))
		if withPangram < need {
			need = int(math.Ceil(coverage * float64(withPangram)))
		}
		pass := 0
		for _, row := range c.Rows {
			ok := row.List.Words >= f.Range(measure.Words).Min && row.List.Words <= f.Range(measure.Words).Max &&
				row.List.Points >= f.Range(measure.Score).Min && row.List.Points <= f.Range(measure.Score).Max &&
				row.List.Pangrams >= 1 && f.Letters().Allows(row.Puzzle.Board.Letters, row.Puzzle.Board.Center)
			if ok {
				pass++
			}
		}
		if pass != cal.Pass || pass < need {
			t.Errorf("%q at coverage %v: %d of %d boards pass (Pass %d), want at least %d", cal.Text, coverage, pass, len(c.Rows), cal.Pass, need)
		}
		if coverage == 1 && pass != withPangram {
			t.Errorf("%q at coverage 1: %d of the %d boards with a pangram pass", cal.Text, pass, withPangram)
		}
	}
}

// TestCompareConcurrent compares lists with one archive from several
// goroutines at once, for the race detector, and checks that each gets
// what it gets alone.
func TestCompareConcurrent(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	rc := newRandomCase(r)
	a, _ := rc.load(t)
	var lists []*wordlist.List
	var want []*Comparison
	for range 4 {
		rc2 := newRandomCase(r)
		rc2.archive, rc2.rules = rc.archive, rc.rules
		_, l := rc2.load(t)
		lists = append(lists, l)
	}
	// A fresh archive for the goroutines, whose index is not made yet.
	b, _ := rc.load(t)
	for _, l := range lists {
		want = append(want, a.Compare(&l.Words, "x", "x", nil))
	}
	got := make([]*Comparison, len(lists))
	var wg sync.WaitGroup
	for i, l := range lists {
		wg.Go(func() { got[i] = b.Compare(&l.Words, "x", "x", nil) })
	}
	wg.Wait()
	for i := range lists {
		for j := range got[i].Rows {
			got[i].Rows[j].Puzzle = want[i].Rows[j].Puzzle // the same puzzle of another archive
		}
		if !reflect.DeepEqual(got[i], want[i]) {
			t.Errorf("list %d differs when compared concurrently", i)
		}
	}
}

// TestPublished checks Published and Puzzle.Diff against the definitions.
func TestPublished(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 50 {
		rc := newRandomCase(r)
		a, l := rc.load(t)
		for _, p := range a.Puzzles {
			same, other := a.Published(p.Board)
			var wantSame, wantOther []*Puzzle
			for _, q := range a.Puzzles {
				switch {
				case q.Board == p.Board:
					wantSame = append(wantSame, q)
				case q.Board.Letters == p.Board.Letters:
					wantOther = append(wantOther, q)
				}
			}
			if !slices.Equal(same, wantSame) || !slices.Equal(other, wantOther) {
				t.Fatalf("%s: Published(%s) = %d, %d puzzles, want %d, %d", p.Date, p.Board, len(same), len(other), len(wantSame), len(wantOther))
			}
			sol := puzzle.Solve(&l.Words, p.Board, a.Rules)
			rejected, missing := p.Diff(sol)
			var wantRejected, wantMissing []string
			for _, w := range sol.Texts() {
				if !slices.Contains(p.Answers, w) {
					wantRejected = append(wantRejected, w)
				}
			}
			for _, w := range p.Answers {
				if !slices.Contains(sol.Texts(), w) {
					wantMissing = append(wantMissing, w)
				}
			}
			slices.Sort(wantRejected)
			if !slices.Equal(rejected, wantRejected) || !slices.Equal(missing, wantMissing) {
				t.Fatalf("%s: Diff = %q, %q, want %q, %q", p.Date, rejected, missing, wantRejected, wantMissing)
			}
		}
		var h puzzle.Honeycomb
		h.Letters, h.Center = bitset.All, bitset.Letter('z')
		if same, other := a.Published(h); same != nil || other != nil {
			t.Errorf("Published of a board never published: %v, %v", same, other)
		}
	}
}

// TestWriteWords checks that the vocabulary and the rejected words,
// written by WriteWords, read back as word lists with nothing skipped.
func TestWriteWords(t *testing.T) {
	rc := newRandomCase(rand.New(rand.NewPCG(7, 8)))
	a, l := rc.load(t)
	c := a.Compare(&l.Words, "list", "list.txt", nil)
	for _, words := range [][]string{a.Vocabulary(), Words(c.Rejected), Words(c.Missing)} {
		var b strings.Builder
		if err := WriteWords(&b, words); err != nil {
			t.Fatal(err)
		}
		back, err := wordlist.Read(strings.NewReader(b.String()), "back", "back.txt", wordlist.DefaultOptions)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for i := range back.Words.Len() {
			got = append(got, back.Words.Word(i))
		}
		if !slices.Equal(got, words) || back.Skipped.Total() != 0 || !slices.IsSorted(words) {
			t.Errorf("read back %d words of %d, skipped %v", len(got), len(words), back.Skipped.Map())
		}
	}
}
