package search

import (
	"context"
	"fmt"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// Query says what Ranker.Rank ranks: the honeycombs of a space under
// rules, in each variant, with the options of RankOptions.
type Query struct {
	Rules    puzzle.Rules
	Variants []puzzle.Variant
	Space    Kind // the honeycombs ranked
	// Rare, if not nil, says which words of a list are rare, by index
	// (freq.Rule.RareWords), and Counts gives their counts in a frequency
	// list (-1 for a word it lacks), for the measures that read them
	// (measure.IsRare, measure.Count); they need the words' text, so
	// such a list is read without a Fit. With Rare, the results carry
	// the rare words and their points.
	Rare   func(w *wordlist.Words) []bool
	Counts func(w *wordlist.Words) []int64
	// Measures are the measures whose values the results carry, beyond
	// Score, Words and Pangrams and those of the filter.
	Measures measure.Set
	RankOptions
}

// Ranked is the ranking of one list in one variant.
type Ranked struct {
	Variant puzzle.Variant
	// Stats describe the list's words under the rules and the variant.
	Stats Stats
	Ranking
	space *Space
}

// Score scores honeycomb h, whose letters avoid the variant's, over the
// list ranked, without a rank. It may be called until the Ranker that
// made r ranks another list.
func (r *Ranked) Score(h puzzle.Honeycomb) Result { return r.space.Score(h) }

// AllWords returns the words of each honeycomb of r.All, in order, as
// Score's Words, from one pass over each letter set's subsets for all
// its centers rather than one for each honeycomb. It may be called until
// the Ranker that made r ranks another list.
func (r *Ranked) AllWords() []int {
	words := make([]int, len(r.All))
	bySet := map[bitset.Set]*[16]uint32{}
	for i, h := range r.All {
		w := bySet[h.Letters]
		if w == nil {
			w = r.space.centerWords(h.Letters)
			bySet[h.Letters] = w
		}
		words[i] = int(w[(h.Letters & (h.Center - 1)).Len()])
	}
	return words
}

// A Ranker ranks word lists, one after another, and reuses its Space's
// memory from one list to the next. The zero Ranker is ready to use. A
// Ranker is not safe for concurrent use; rank lists in parallel with one
// Ranker each.
type Ranker struct {
	space Space
}

// Rank ranks the honeycombs that q describes over the words w, with one
// Ranked per variant of q, in order. Words read with q.Fit() rank as all
// the list's words do; with a Fit that drops words q needs, Rank returns
// a *FitError. It stops early, returning ctx's error, when ctx is
// cancelled.
func (rk *Ranker) Rank(ctx context.Context, w *wordlist.Words, q Query) ([]Ranked, error) {
	if err := checkAlphabet(q.Filter, q.Rules.Alphabet); err != nil {
		return nil, err
	}
	common := CommonBanned(q.Variants)
	banned := make([]bitset.Set, len(q.Variants))
	for i, v := range q.Variants {
		banned[i] = v.Banned
	}
	for _, b := range banned {
		if err := checkFit(w, q.Rules, b|q.Rules.Exclude); err != nil {
			return nil, err
		}
	}
	s, err := rk.prepare(ctx, w, q, common)
	if err != nil {
		return nil, err
	}
	rs, err := s.RankAll(ctx, q.Space, banned, q.RankOptions)
	if err != nil {
		return nil, err
	}
	out := make([]Ranked, len(q.Variants))
	for i, v := range q.Variants {
		out[i] = Ranked{Variant: v, Stats: s.Stats(w, v.Banned), Ranking: rs[i], space: s}
		if t := rs[i].Tally; t != nil {
			t.Alphabet = q.Rules.Alphabet
		}
	}
	return out, nil
}

// checkAlphabet returns an error if f has letter clauses and was parsed
// in another alphabet than a, whose bits it would misread; a filter on
// counts alone fits every alphabet.
func checkAlphabet(f *filter.Filter, a bitset.Alphabet) error {
	r := f.Letters()
	letters := r.MustHave|r.MustLack|r.NotCenter != 0 || len(r.Pairs) > 0 || len(r.Vowels) > 0
	fa := f.Alphabet()
	if !letters || fa == a || fa.IsLatin() && a.IsLatin() {
		return nil
	}
	return fmt.Errorf("filter %q is in the letters %s, and the rules in %s: expected a filter read in the rules' alphabet (filter.ParseIn)",
		f.String(), fa.Format(fa.All()), a.Format(a.All()))
}

// prepare makes rk's space that of the words w under q's rules with the
// letters of banned not allowed, with the roles that q needs.
func (rk *Ranker) prepare(ctx context.Context, w *wordlist.Words, q Query, banned bitset.Set) (*Space, error) {
	vals, err := roleValues(w, &q)
	if err != nil {
		return nil, err
	}
	s := &rk.space
	if err := s.Reset(ctx, w, q.Rules, banned); err != nil {
		return nil, err
	}
	s.addRoles(w, vals)
	return s, nil
}

// Scorer returns what scores one honeycomb at a time over the words w,
// with the values of the measures that q needs, as Ranked.Score does,
// under q's rules and its first variant; it ranks nothing. The scorer
// may be used until rk ranks or scores another list.
func (rk *Ranker) Scorer(w *wordlist.Words, q Query) (func(puzzle.Honeycomb) Result, error) {
	var banned bitset.Set
	if len(q.Variants) > 0 {
		banned = q.Variants[0].Banned
	}
	s, err := rk.prepare(context.Background(), w, q, banned)
	if err != nil {
		return nil, err
	}
	return s.Score, nil
}

// Fit returns the wordlist.Fit that a list read for q may be read with,
// keeping only the words that may count; nil when the variants ban more
// than wordlist.MaxWatch letters beyond those that every variant bans.
func (q *Query) Fit() *wordlist.Fit {
	common := CommonBanned(q.Variants) | q.Rules.Exclude
	var watch bitset.Set
	for _, v := range q.Variants {
		watch |= v.Banned &^ common
	}
	if watch.Len() > wordlist.MaxWatch || len(q.Variants) == 0 || measure.Inputs(q.roleSet()|q.Filter.Needs())&measure.Text != 0 {
		return nil
	}
	return &wordlist.Fit{MinLen: q.Rules.MinLen, MaxLetters: q.Rules.Size, Banned: common, Watch: watch}
}

// CommonBanned returns the letters that every one of vs bans; it is
// bitset.All for no variant.
func CommonBanned(vs []puzzle.Variant) bitset.Set {
	common := bitset.All
	for _, v := range vs {
		common &= v.Banned
	}
	return common
}

// NoHoneycomb is what a report says of a list that has no candidate in
// the pangram space.
const NoHoneycomb = "no valid honeycomb: no word uses exactly the honeycomb's number of letters (no pangram)"

// PangramBoards ranks every board of w, S allowed, that has a pangram
// and passes f (nil for all), keeping them all (RankOptions.All) in the
// order of the ranking; rare is as Query.Rare. It is the candidates of
// a schedule and of a board likeness.
func PangramBoards(ctx context.Context, w *wordlist.Words, rules puzzle.Rules, f *filter.Filter, rare func(*wordlist.Words) []bool) (*Ranked, error) {
	flt, err := filter.ParseIn("pangrams >= 1", rules.Alphabet)
	if err == nil && f != nil {
		flt, err = filter.And(f, flt)
	}
	if err != nil {
		return nil, err
	}
	var rk Ranker
	q := Query{Rules: rules, Variants: []puzzle.Variant{puzzle.WithS}, Space: PangramSets,
		Rare: rare, RankOptions: RankOptions{All: true, Filter: flt}}
	r, err := rk.Rank(ctx, w, q)
	if err != nil {
		return nil, err
	}
	return &r[0], nil
}
