// Package play follows a player through a board: ParseFound reads the
// words a player typed, and Check weighs them against the board's
// solution (puzzle.Solve), giving the words found, those refused and why,
// the points and rank reached, and what is still to find.
package play

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// Reason is why a found word does not count.
type Reason uint8

// The reasons, in the order Check tries them.
const (
	TooShort   Reason = iota + 1 // fewer letters than Rules.MinLen
	NotOnBoard                   // a character that is not a letter of the board
	NoCenter                     // no center letter
	NotInList                    // not a word of the list, though the board allows it
)

var reasonNames = [...]string{"", "too-short", "not-on-board", "no-center", "not-in-list"}

// String returns the name of r for machines: "too-short",
// "not-on-board", "no-center" or "not-in-list".
func (r Reason) String() string {
	if int(r) < len(reasonNames) && r != 0 {
		return reasonNames[r]
	}
	return fmt.Sprintf("Reason(%d)", uint8(r))
}

// Refusal is a found word that does not count.
type Refusal struct {
	Word   string // as the player wrote it, lower case
	Reason Reason
	Why    string // for people, such as "Q and Z are not on the board"
}

// Progress is how far a player has come on a board.
type Progress struct {
	Solution                  *puzzle.Solution // the board solved over the list
	Found                     []puzzle.Word    // the found words that count, in the order of Solution.Words
	Refused                   []Refusal        // the found words that do not count, in the order given
	Left                      []puzzle.Word    // the words still to find, in the order of Solution.Words
	Score                     int              // the points of Found
	PangramsLeft, PerfectLeft int              // pangrams, and perfect ones, still to find
}

// ParseFound reads the words of r, separated by white space or commas,
// and returns them in lower case, each once, in the order first given.
func ParseFound(r io.Reader) ([]string, error) {
	var words []string
	seen := map[string]bool{}
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		for _, w := range strings.FieldsFunc(sc.Text(), func(c rune) bool { return c == ',' || isSpace(c) }) {
			w = strings.ToLower(w)
			if !seen[w] {
				seen[w] = true
				words = append(words, w)
			}
		}
	}
	return words, sc.Err()
}

func isSpace(c rune) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f' || c == '\ufeff' || c == '\u00a0'
}

// Check weighs the found words, lower case, against sol, the board
// solved under rules, and returns the progress they make, each word that
// does not count refused for the first Reason that applies. It returns
// ctx's error if ctx is done before it ends.
func Check(ctx context.Context, sol *puzzle.Solution, rules puzzle.Rules, found []string) (*Progress, error) {
	p := &Progress{Solution: sol}
	valid := make(map[string]int, len(sol.Words))
	for i, w := range sol.Words {
		valid[w.Text] = i
	}
	got := make([]bool, len(sol.Words))
	refused := map[string]bool{}
	for n, w := range found {
		if n%4096 == 0 && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		if i, ok := valid[w]; ok {
			got[i] = true
			continue
		}
		if !refused[w] {
			refused[w] = true
			p.Refused = append(p.Refused, refuse(w, sol.Honeycomb, rules))
		}
	}
	for i, w := range sol.Words {
		if got[i] {
			p.Found = append(p.Found, w)
			p.Score += w.Score
			continue
		}
		p.Left = append(p.Left, w)
		if w.Pangram {
			p.PangramsLeft++
			if w.Perfect() {
				p.PerfectLeft++
			}
		}
	}
	return p, nil
}

// refuse returns why word, which is not among the board's words, does
// not count.
func refuse(word string, h puzzle.Honeycomb, rules puzzle.Rules) Refusal {
	r := Refusal{Word: word}
	var outside []string
	for _, c := range word {
		l := bitset.Set(0)
		if c < 0x80 {
			l = bitset.Letter(byte(c))
		}
		if l == 0 || h.Letters&l == 0 {
			s := strings.ToUpper(string(c))
			if l == 0 {
				s = fmt.Sprintf("%q", string(c))
			}
			if !slices.Contains(outside, s) {
				outside = append(outside, s)
			}
		}
	}
	n := len([]rune(word))
	switch {
	case n < rules.MinLen:
		r.Reason, r.Why = TooShort, fmt.Sprintf("%d %s, fewer than %d", n, puzzle.Plural(n, "letter"), rules.MinLen)
	case len(outside) == 1:
		r.Reason, r.Why = NotOnBoard, outside[0]+" is not on the board"
	case len(outside) > 1:
		r.Reason, r.Why = NotOnBoard, strings.Join(outside[:len(outside)-1], ", ")+" and "+outside[len(outside)-1]+" are not on the board"
	case !strings.Contains(word, strings.ToLower(h.Center.String())):
		r.Reason, r.Why = NoCenter, "no "+h.Center.String()+", the center letter"
	default:
		r.Reason, r.Why = NotInList, "not in the word list"
	}
	return r
}

// Rank returns the highest rank that the found words reach, the next
// rank and the points still needed to reach it; at Queen Bee, next is
// the zero Rank and toNext 0.
func (p *Progress) Rank() (reached, next puzzle.Rank, toNext int) {
	ladder := puzzle.Ladder(p.Solution.Score)
	for i, r := range ladder {
		if r.Points > p.Score {
			return ladder[i-1], r, r.Points - p.Score
		}
	}
	return ladder[len(ladder)-1], puzzle.Rank{}, 0
}

// LeftTexts returns the words still to find as strings, for the hint
// grid and the two-letter list.
func (p *Progress) LeftTexts() []string {
	out := make([]string, len(p.Left))
	for i, w := range p.Left {
		out[i] = w.Text
	}
	return out
}
