package search

import (
	"context"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// Table is the pangram space of a list under rules, with the letters of
// Banned not allowed, as the tests rank it: a Space, shared by a table
// and its restrictions, ranked by the subsets of each pangram letter set
// (sparsePath) unless the test says otherwise.
type Table struct {
	Rules  puzzle.Rules
	Banned bitset.Set // Rules.Exclude and the variant's letters
	Stats  Stats
	space  *Space
}

// NewTable scores the words of a list under rules, with the letters of
// banned not allowed on top of rules.Exclude, without roles. It panics
// with a *FitError if w was read with a wordlist.Fit that drops words the
// table needs.
func NewTable(w *wordlist.Words, rules puzzle.Rules, banned bitset.Set) *Table {
	return tableIn(tableSpace(), w, rules, banned)
}

// tableSpace returns a new Space for tableIn.
func tableSpace() *Space { return &Space{path: sparsePath} }

// tableIn is NewTable over s, from tableSpace, which a test reuses from
// list to list as a Ranker reuses its Space: Reset clears only the
// entries that the last list set, where a new Space makes and clears
// arrays for every set of up to Size of the 26 letters (45 MB for 9),
// which for a list of a few hundred words costs more than ranking it.
// The table is valid until s is reset again.
func tableIn(s *Space, w *wordlist.Words, rules puzzle.Rules, banned bitset.Set) *Table {
	if err := s.Reset(context.Background(), w, rules, banned); err != nil {
		panic(err)
	}
	return &Table{Rules: rules, Banned: s.Banned, Stats: s.Stats(w, 0), space: s}
}

// Restrict returns the table of the same words, w, with the letters of
// banned not allowed either, which shares t's space; t itself if banned
// adds nothing.
func (t *Table) Restrict(w *wordlist.Words, banned bitset.Set) *Table {
	if banned|t.Banned == t.Banned {
		return t
	}
	return &Table{Rules: t.Rules, Banned: t.Banned | banned, Stats: t.space.Stats(w, banned), space: t.space}
}

// Score scores honeycomb h, of Size letters, over the table's words.
func (t *Table) Score(h puzzle.Honeycomb) Result { return t.space.Score(h) }

// Pangrams returns the pangram letter sets of t, in ascending order.
func (t *Table) Pangrams() []bitset.Set {
	var out []bitset.Set
	for _, a := range t.space.pangSet {
		if p := t.space.fromAlphabet(a); p&t.Banned == 0 {
			out = append(out, p)
		}
	}
	return out
}

// RankAll ranks the pangram space of each of tables, which must share one
// space (NewTable and its restrictions), at once: r[i] ranks tables[i].
func RankAll(ctx context.Context, tables []*Table, opts RankOptions) ([]Ranking, error) {
	banned := make([]bitset.Set, len(tables))
	for i, t := range tables {
		if t.space != tables[0].space {
			panic("search.RankAll: the tables do not share a space")
		}
		banned[i] = t.Banned
	}
	return tables[0].space.RankAll(ctx, PangramSets, banned, opts)
}

// sums returns the values of the roles of s over the words of honeycomb
// h, which must have Size letters of the space's alphabet.
func (s *Space) sums(h puzzle.Honeycomb) [measure.N]int64 {
	var out [measure.N]int64
	v := s.Score(h).Values
	for m, a := range s.roles {
		if a != nil {
			out[m] = v[m]
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

// NewSpace makes the space of the honeycombs of rules.Size letters that
// avoid banned and rules.Exclude, scored over the words of w, which ranks
// the whole space summed (densePath), the pangram sets too. It panics
// with a *FitError if w was read with a wordlist.Fit that drops words
// the space needs.
func NewSpace(w *wordlist.Words, rules puzzle.Rules, banned bitset.Set) *Space {
	s := &Space{path: densePath}
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
