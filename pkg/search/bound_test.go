package search

import (
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// TestScoreBoundAgainstBruteForce checks on random lists that no
// honeycomb scores more than scoreBound, in either variant and for every
// size, and that the bound is reached when one letter set holds every
// valid word.
func TestScoreBoundAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 5))
	for range 100 {
		words := dedupe(randomList(rng, 1+rng.IntN(60)))
		rules := puzzle.Rules{MinLen: 1 + rng.IntN(5), Bonus: rng.IntN(1000), Size: puzzle.MinSize + rng.IntN(puzzle.MaxSize-puzzle.MinSize+1)}
		w := readWords(t, strings.Join(words, "\n"))
		bound := scoreBound(t, w, rules)
		for _, v := range []puzzle.Variant{puzzle.NoS, puzzle.WithS} {
			for _, r := range bruteRank(words, rules, v.Banned) {
				if uint64(r.Score) > bound {
					t.Fatalf("rules %+v, words %q: %v scores %d, above the bound %d", rules, words, r.Honeycomb, r.Score, bound)
				}
			}
		}
	}
	// One letter set's words: the bound is the score of its honeycombs.
	rules := puzzle.DefaultRules
	w := readWords(t, "tangier\ngranite\ngratin\ngait\n")
	if got, want := scoreBound(t, w, rules), uint64(14+14+6+1); got != want {
		t.Errorf("ScoreBound = %d; want %d", got, want)
	}
}

// scoreBound returns the bound that CheckScores checks, from the figures
// of pointsAndPangrams.
func scoreBound(t *testing.T, w *wordlist.Words, rules puzzle.Rules) uint64 {
	t.Helper()
	base, most := pointsAndPangrams(w, rules, true)
	return base + uint64(rules.Bonus)*most
}

// TestCheckScoresBoundary scores one pangram, AEGINRT, with the largest
// bonus whose score fits in a limit and with one more: the first is
// allowed and scores exactly the limit, and the second is refused with the
// largest bonus that fits.
func TestCheckScoresBoundary(t *testing.T) {
	const limit = MaxScore64
	w := readWords(t, "tangier\n")
	rules := puzzle.DefaultRules
	rules.Bonus = limit - 7
	if err := CheckScores(w, rules, limit); err != nil {
		t.Fatalf("bonus %d: %v", rules.Bonus, err)
	}
	h := board(t, "AEGINRT", "R")
	if got := NewTable(w, rules, 0).Score(h).Score; got != limit {
		t.Errorf("bonus %d: score %d; want %d", rules.Bonus, got, uint64(limit))
	}
	if got := puzzle.Solve(w, h, rules).Score; got != limit {
		t.Errorf("bonus %d: Solve scores %d; want %d", rules.Bonus, got, uint64(limit))
	}
	rules.Bonus++
	err := CheckScores(w, rules, limit)
	var se *ScoreError
	if !errors.As(err, &se) || se.Bound != limit+1 || se.MaxBonus != limit-7 {
		t.Errorf("bonus %d: %v (%+v); want a *ScoreError with bound %d and largest bonus %d", rules.Bonus, err, se, uint64(limit)+1, limit-7)
	}
	// Two pangrams of one letter set halve the largest bonus.
	w = readWords(t, "tangier\ngranite\n")
	rules.Bonus = 1 << 52
	if !errors.As(CheckScores(w, rules, limit), &se) || se.MaxBonus != (limit-14)/2 {
		t.Errorf("two pangrams, bonus %d: %+v; want the largest bonus %d", rules.Bonus, se, (limit-14)/2)
	}
	// A list without a pangram takes any bonus.
	if err := CheckScores(readWords(t, "gait\n"), puzzle.Rules{MinLen: 4, Bonus: 1 << 62, Size: 7}, limit); err != nil {
		t.Errorf("no pangram: %v", err)
	}
}

// TestCheckScoreSums checks the bound on the bonuses of all honeycombs
// at its edge: one pangram gives its bonus to its 7 centers, so the
// largest bonus is MaxScoreSum / 7, and with two pangrams half that.
func TestCheckScoreSums(t *testing.T) {
	one, two := readWords(t, "tangier\n"), readWords(t, "tangier\nearting\n")
	for _, tt := range []struct {
		w        *wordlist.Words
		bonus    int
		maxBonus int // -1 for no error
	}{
		{one, 0, -1},
		{one, MaxScoreSum / 7, -1},
		{one, MaxScoreSum/7 + 1, MaxScoreSum / 7},
		{two, MaxScoreSum / 14, -1},
		{two, MaxScoreSum/14 + 1, MaxScoreSum / 14},
		{one, math.MaxInt, MaxScoreSum / 7},
	} {
		rules := puzzle.DefaultRules
		rules.Bonus = tt.bonus
		err := CheckScoreSums(tt.w, rules)
		var se *ScoreError
		switch {
		case tt.maxBonus < 0 && err != nil:
			t.Errorf("%d words, bonus %d: %v; want nil", tt.w.Len(), tt.bonus, err)
		case tt.maxBonus >= 0 && (!errors.As(err, &se) || !se.Sum || se.MaxBonus != tt.maxBonus):
			t.Errorf("%d words, bonus %d: %v (%+v); want a sum error with largest bonus %d", tt.w.Len(), tt.bonus, err, se, tt.maxBonus)
		}
	}
}
