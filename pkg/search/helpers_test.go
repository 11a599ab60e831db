package search

import (
	"context"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// Restrict returns the table of the same words, w, with the letters of
// banned not allowed either (see restrict).
func (t *Table) Restrict(w *wordlist.Words, banned bitset.Set) *Table {
	return t.restrict(banned, countWords(w, t.Rules, banned|t.Banned, nil))
}

// sums returns the sums of the roles of s over the words of honeycomb h,
// which must have Size letters of the space's alphabet.
func (s *Space) sums(h puzzle.Honeycomb) [measure.N]int64 {
	size := s.Rules.Size
	m := s.toAlphabet(h.Letters)
	r := s.off[size] + int(colexRank(m))
	without := s.off[size-1] + int(colexRank(m&^s.toAlphabet(h.Center)))
	var out [measure.N]int64
	for i, a := range s.roles {
		if a != nil {
			out[i] = int64(a[r] - a[without])
		}
		if ex := s.extra[i]; ex != nil {
			out[i] += int64(ex[r-s.off[size]])
		}
	}
	return out
}

// plainRoles are the roles of the measures that read nothing but the
// words' lengths and letters.
func plainRoles(rules puzzle.Rules) *wordValues {
	var s measure.Set
	for _, m := range measure.Table {
		if m.Input == 0 && m.Kind == measure.Summed {
			s |= 1 << m.ID
		}
	}
	return &wordValues{roles: s &^ builtIn, rules: rules}
}

// NewTable scores the words of a list under rules, with the letters of
// banned not allowed on top of rules.Exclude, without roles. It panics with a *FitError if w was read with a
// wordlist.Fit that drops words the table needs.
func NewTable(w *wordlist.Words, rules puzzle.Rules, banned bitset.Set) *Table {
	if err := checkFit(w, rules, banned|rules.Exclude); err != nil {
		panic(err)
	}
	t := new(Table)
	t.reset(w, rules, banned, nil)
	return t
}

// NewSpace makes the space of the honeycombs of rules.Size letters that
// avoid banned and rules.Exclude, scored over the words of w. It panics
// with a *FitError if w was read with a wordlist.Fit that drops words the
// space needs.
func NewSpace(w *wordlist.Words, rules puzzle.Rules, banned bitset.Set) *Space {
	s := new(Space)
	if err := s.Reset(context.Background(), w, rules, banned); err != nil {
		panic(err)
	}

	return s
}

// All returns every honeycomb as a Result; nil for none.
func (r *Results) All() []Result {
	if r.Len() == 0 {
		return nil
	}
	out := make([]Result, r.Len())
	for i := range out {
		out[i] = r.At(i)
	}
	return out
}

// Rank scores every candidate honeycomb of t, each pangram letter set
// with each of its letters as center, and returns the best opts.Top and
// the worst opts.Bottom; it is RankAll of t alone.
func (t *Table) Rank(ctx context.Context, opts RankOptions) (Ranking, error) {
	r, err := RankAll(ctx, []*Table{t}, opts)
	if err != nil {
		return Ranking{}, err
	}
	return r[0], nil
}
