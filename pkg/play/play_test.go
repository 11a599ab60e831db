package play

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

func solve(t testing.TB, text, board string, rules puzzle.Rules) *puzzle.Solution {
	t.Helper()
	l, err := wordlist.Read(strings.NewReader(text), "test", "-", wordlist.DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	h, err := puzzle.ParseBoard(board, rules)
	if err != nil {
		t.Fatal(err)
	}
	return puzzle.Solve(&l.Words, h, rules)
}

const mini = "amalgam amalgamation cacciatore erotica em game gem gems glam megaplex"

func TestParseFound(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"", nil},
		{"game\n", []string{"game"}},
		{"Game GLAM\r\nmegaplex,amalgam\n\tgame  \n", []string{"game", "glam", "megaplex", "amalgam"}},
		{"\ufeffgame, ,glam,,\n\n", []string{"game", "glam"}},
		{"don't Über 123", []string{"don't", "über", "123"}},
	} {
		got, err := ParseFound(strings.NewReader(tt.text))
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("ParseFound(%q) = %q, %v; want %q", tt.text, got, err, tt.want)
		}
	}
}

func TestCheck(t *testing.T) {
	sol := solve(t, mini, "G/AELMPX", puzzle.DefaultRules)
	p := check(t, sol, puzzle.DefaultRules, []string{"glam", "gem", "xylophone", "lame", "palm", "gamma", "game", "glam", "don't", "über", "amalgamation"})
	var found, left []string
	for _, w := range p.Found {
		found = append(found, w.Text)
	}
	for _, w := range p.Left {
		left = append(left, w.Text)
	}
	if !slices.Equal(found, []string{"game", "glam"}) || !slices.Equal(left, []string{"megaplex", "amalgam"}) || p.Score != 2 {
		t.Errorf("found %q (%d points), left %q", found, p.Score, left)
	}
	want := []Refusal{
		{"gem", TooShort, "3 letters, fewer than 4"},
		{"xylophone", NotOnBoard, "Y, O, H and N are not on the board"},
		{"lame", NoCenter, "no G, the center letter"},
		{"palm", NoCenter, "no G, the center letter"},
		{"gamma", NotInList, "not in the word list"},
		{"don't", NotOnBoard, `D, O, N, "'" and T are not on the board`},
		{"über", NotOnBoard, `"ü", B and R are not on the board`},
		{"amalgamation", NotOnBoard, "T, I, O and N are not on the board"},
	}
	if !reflect.DeepEqual(p.Refused, want) {
		t.Errorf("refused:\n%+v\nwant:\n%+v", p.Refused, want)
	}
	if p.PangramsLeft != 1 || p.PerfectLeft != 0 {
		t.Errorf("%d pangrams left, %d perfect; want 1, 0", p.PangramsLeft, p.PerfectLeft)
	}
	// 24 points in all: Good Start needs 0, Moving Up 1, Good 2, Solid 4.
	if r, next, n := p.Rank(); r.Name != "Good" || next.Name != "Solid" || n != 2 {
		t.Errorf("Rank() = %s, %s, %d; want Good, Solid, 2", r.Name, next.Name, n)
	}
	if got := p.LeftTexts(); !slices.Equal(got, []string{"megaplex", "amalgam"}) {
		t.Errorf("LeftTexts() = %q", got)
	}
	all := check(t, sol, puzzle.DefaultRules, sol.Texts())
	if r, next, n := all.Rank(); r.Name != "Queen Bee" || next != (puzzle.Rank{}) || n != 0 || len(all.Left) != 0 || all.Score != 24 {
		t.Errorf("everything found: %s, %+v, %d, left %d, %d points", r.Name, next, n, len(all.Left), all.Score)
	}
	none := check(t, sol, puzzle.DefaultRules, nil)
	if r, next, n := none.Rank(); r.Name != "Good Start" || next.Name != "Moving Up" || n != 1 || none.PangramsLeft != 1 {
		t.Errorf("nothing found: %s, %s, %d", r.Name, next.Name, n)
	}
	for _, r := range []Reason{TooShort, NotOnBoard, NoCenter, NotInList, 0, 9} {
		if s := r.String(); s == "" || strings.Contains(s, " ") {
			t.Errorf("Reason %d: %q", r, s)
		}
	}
}

// TestCheckAgainstBruteForce checks Check on random boards and random
// found words against the plain reading of the rules, a word at a time.
func TestCheckAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	alphabet := "aegilmnorstx"
	word := func() string {
		b := make([]byte, 1+rng.IntN(9))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		return string(b)
	}
	for range 200 {
		var list []string
		for range 300 {
			list = append(list, word())
		}
		rules := puzzle.DefaultRules
		rules.MinLen = 3 + rng.IntN(3)
		if rng.IntN(2) == 0 {
			rules.Points = puzzle.OnePoint
		}
		perm := rng.Perm(len(alphabet))[:rules.Size]
		var letters []byte
		for _, i := range perm {
			letters = append(letters, alphabet[i])
		}
		board := string(letters[0]) + "/" + string(letters[1:])
		sol := solve(t, strings.Join(list, "\n"), board, rules)
		var found []string
		for range 40 {
			if rng.IntN(2) == 0 {
				found = append(found, list[rng.IntN(len(list))])
			} else {
				found = append(found, word())
			}
		}
		p := check(t, sol, rules, found)
		want := plainCheck(list, string(letters), rules, found, sol)
		var gotRefused []string
		for _, r := range p.Refused {
			gotRefused = append(gotRefused, fmt.Sprint(r.Word, " ", r.Reason))
		}
		if p.Score != want.score || len(p.Found) != len(want.counted) || len(p.Found)+len(p.Left) != len(sol.Words) ||
			p.PangramsLeft != want.pangrams || !slices.Equal(gotRefused, want.refused) {
			t.Fatalf("board %s, rules %+v, found %q:\nscore %d, %d found, %d left, %d pangrams left, refused %q\nwant score %d, %d found, %d pangrams left, refused %q",
				board, rules, found, p.Score, len(p.Found), len(p.Left), p.PangramsLeft, gotRefused, want.score, len(want.counted), want.pangrams, want.refused)
		}
		checkRankReached(t, p, sol, want.score)
	}
}

// played is what the plain reading of the rules makes of a game.
type played struct {
	score, pangrams int             // points, and pangrams left
	counted         map[string]bool // the words that score
	refused         []string        // "WORD REASON"
}

// plainCheck reads the words found on the board letters, its center
// first, a word at a time, as the rules say.
func plainCheck(list []string, letters string, rules puzzle.Rules, found []string, sol *puzzle.Solution) played {
	inList := map[string]bool{}
	for _, w := range list {
		inList[w] = true
	}
	center := letters[:1]
	res := played{counted: map[string]bool{}}
	seen := map[string]bool{}
	for _, w := range found {
		if seen[w] {
			continue
		}
		seen[w] = true
		onBoard := strings.Trim(w, letters) == "" && !strings.ContainsFunc(w, func(c rune) bool { return !strings.ContainsRune(letters, c) })
		var why Reason
		switch {
		case len(w) < rules.MinLen:
			why = TooShort
		case !onBoard:
			why = NotOnBoard
		case !strings.Contains(w, center):
			why = NoCenter
		case !inList[w]:
			why = NotInList
		}
		if why != 0 {
			res.refused = append(res.refused, fmt.Sprint(w, " ", why))
			continue
		}
		res.counted[w] = true
		res.score += plainScore(w, letters, rules)
	}
	for _, w := range sol.Words {
		if w.Pangram && !res.counted[w.Text] {
			res.pangrams++
		}
	}
	return res
}

// plainScore is the points of the word w on the board letters.
func plainScore(w, letters string, rules puzzle.Rules) int {
	distinct := 0
	for _, c := range []byte(letters) {
		if strings.IndexByte(w, c) >= 0 {
			distinct++
		}
	}
	s := len(w)
	if len(w) == rules.MinLen || rules.Points == puzzle.OnePoint {
		s = 1
	}
	if distinct == rules.Size {
		s += rules.Bonus
	}
	return s
}

// checkRankReached checks that the rank reached is the highest whose
// threshold the score meets, and the points to the next.
func checkRankReached(t *testing.T, p *Progress, sol *puzzle.Solution, score int) {
	t.Helper()
	r, next, n := p.Rank()
	for _, rk := range puzzle.Ladder(sol.Score) {
		if rk.Points <= score && rk.Percent > r.Percent {
			t.Fatalf("rank %s, yet %s is reached", r.Name, rk.Name)
		}
	}
	if next.Name != "" && (next.Points-score != n || n <= 0) {
		t.Fatalf("%d points to %s at %d of %d", n, next.Name, score, sol.Score)
	}
}

func FuzzParseFound(f *testing.F) {
	for _, s := range []string{"", "game glam\n", "A,B,,c\r\n", "\ufeffdon't über"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		words, err := ParseFound(strings.NewReader(text))
		if err != nil {
			return // a line longer than the scanner's buffer
		}
		seen := map[string]bool{}
		for _, w := range words {
			if w == "" || seen[w] || strings.ToLower(w) != w || strings.ContainsAny(w, ", \t\r\n") {
				t.Fatalf("ParseFound(%q) = %q", text, words)
			}
			seen[w] = true
		}
	})
}

// check is Check with a context that is never done.
func check(t *testing.T, sol *puzzle.Solution, rules puzzle.Rules, found []string) *Progress {
	t.Helper()
	p, err := Check(context.Background(), sol, rules, found)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestCheckManyRefused gives Check 200,000 words, most of them refused,
// which once took it hours, as it looked for each among those refused
// before it, and could not be stopped (fault 8 of issue 21): each is
// refused once, in the order given, and a cancelled context stops it.
func TestCheckManyRefused(t *testing.T) {
	sol := solve(t, mini, "G/AELMPX", puzzle.DefaultRules)
	found := make([]string, 0, 400_000)
	for i := range 200_000 {
		found = append(found, "x"+strconv.Itoa(i%100_000), "game")
	}
	p := check(t, sol, puzzle.DefaultRules, found)
	if len(p.Refused) != 100_000 || p.Refused[0].Word != "x0" || p.Refused[99_999].Word != "x99999" || len(p.Found) != 1 {
		t.Errorf("%d refused, %d found; want 100,000 and 1", len(p.Refused), len(p.Found))
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Check(ctx, sol, puzzle.DefaultRules, found); !errors.Is(err, context.Canceled) {
		t.Errorf("Check with a cancelled context: %v; want %v", err, context.Canceled)
	}
}
