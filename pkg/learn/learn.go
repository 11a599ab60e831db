// Package learn learns from published puzzles a word list that answers
// like the NYT. Each candidate word that counts on a board is a row: its
// evidence so far, its features from other lists, and the verdict. A
// logistic regression and the rule "the archive's vote, else a SCOWL
// level" are fitted on the first three quarters of the training puzzles
// and compared on the last; the better one, fitted again on all of them,
// makes the list (docs/learn.md).
package learn

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"iter"
	"maps"
	"math"
	"reflect"
	"slices"
	"strings"

	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/likeness"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// The features' lists, by their catalog names.
const (
	Levels   = "scowl-levels"  // the SCOWL size of a word
	Count1w  = "count_1w_100k" // its count in Norvig's count_1w
	Subtlex  = "subtlex"       // its count in SUBTLEXus
	American = "wamerican"     // proper nouns: capitalised only
	British  = "wbritish"      // British-only spellings
)

// FeatureLists are the lists that features come from, in the model card's
// order.
var FeatureLists = []string{Levels, Count1w, Subtlex, American, British}

// MinPuzzles is the fewest puzzles a model is learned from.
const MinPuzzles = 20

// Lists are the words a model is learned from, beside the archive. A nil
// map is a feature learned without.
type Lists struct {
	Base     map[string][]string // the base lists, by name: their words are candidates
	Level    map[string]int      // Levels: word -> SCOWL size
	Count1w  map[string]int64    // Count1w: word -> count
	Subtlex  map[string]int64    // Subtlex: word -> count, lower case
	American map[string]bool     // American: its words as written
	British  map[string]bool     // British: its words as written
	// Skipped is the number of entries of the base lists that their
	// reader skipped as not a-z, which Model.Skipped counts with the
	// words of Base that are not a-z.
	Skipped int
}

// Options control the learning.
type Options struct {
	Until   string   // the last date learned from ("" for all); later ones evaluate
	Without []string // feature lists to learn without
	Model   string   // "logistic" or "rule"; "" chooses the better
}

// Model is a learned list, the model that made it and how well it did.
type Model struct {
	Archive string   `json:"archive"`
	First   string   `json:"first"`   // the first training puzzle's date
	Last    string   `json:"last"`    // the last one's
	Puzzles int      `json:"puzzles"` // training puzzles
	Split   string   `json:"split"`   // the last date of the fitting part; later ones chose the threshold
	Kind    string   `json:"model"`   // "logistic" or "rule"
	Base    []string `json:"base"`    // the base lists
	Without []string `json:"without"`
	// The logistic regression's inputs, their weights (the intercept
	// first), and the probability from which a word is accepted.
	Columns    []string           `json:"columns"`
	Weights    []float64          `json:"weights"`
	Threshold  float64            `json:"threshold"`
	Level      int                `json:"rule_level"`    // the rule's: the highest SCOWL level of a word never shown that it accepts
	Validation map[string]float64 `json:"validation_f1"` // each model's F1
	Candidates int                `json:"candidates"`
	Skipped    int                `json:"skipped_not_az"` // base words not a-z
	Conflicts  int                `json:"conflicts"`      // records that disagree with the first of their date
	// Warnings are what makes the list doubtful, such as training
	// puzzles on which no candidate was rejected.
	Warnings   []string    `json:"warnings,omitempty"`
	Evaluation *Evaluation `json:"evaluation,omitempty"`
	// Likeness is the board likeness learned beside the list, if any
	// (package likeness).
	Likeness *likeness.Model `json:"likeness,omitempty"`

	List []string `json:"-"` // the accepted words, sorted

	// Every candidate, which Words gives one at a time: a base list of
	// millions of words costs some 50 bytes a word, not a Word.
	d        *data      // the candidates, their lists and evidence
	final    []evidence // their evidence after the last board
	p        []float64  // each one's probability, for the logistic model
	accepted []bool     // whether each is in the list
	rule     []uint8    // what decided each: an index in ruleNames
}

// ruleNames are the values of Word.Rule.
var ruleNames = []string{"", "vote", "level", "pangram"}

// The indexes of ruleNames.
const (
	ruleNone uint8 = iota
	ruleVote
	ruleLevel
	rulePangram
)

// Words returns every candidate word, in order, with its features, its
// evidence and its verdict; none for a model read back from JSON.
func (m *Model) Words() iter.Seq[Word] {
	return func(yield func(Word) bool) {
		if m.d == nil {
			return
		}
		d, ls := m.d, &m.d.ls
		for i, w := range d.words {
			wd := Word{Word: w, P: -1, Accepted: m.accepted[i], Rule: ruleNames[m.rule[i]], Level: ls.Level[w],
				Count1w: ls.Count1w[w], Subtlex: ls.Subtlex[w], Proper: ls.proper(w), British: ls.british(w),
				Base: d.baseNames[d.bases[i]], History: d.history(int32(i))}
			if m.p != nil {
				wd.P = m.p[i]
			}
			if !yield(wd) {
				return
			}
		}
	}
}

// Word is one candidate: its features, its evidence and its verdict.
type Word struct {
	Word     string
	P        float64 // the logistic model's probability; -1 for the rule
	Accepted bool    // in the list
	Rule     string  // what decided, for the rule: "vote" or "level"
	Level    int     // SCOWL size; 0 for none
	Count1w  int64
	Subtlex  int64
	Proper   bool
	British  bool
	Base     string // the base lists that hold it, "+"-joined; "" for an archive answer only
	History  archive.History
}

// Evaluation is a list against later puzzles, pooled over their boards.
type Evaluation struct {
	First             string  `json:"first"`
	Last              string  `json:"last"`
	Boards            int     `json:"boards"`
	Precision         float64 `json:"precision"`
	Recall            float64 `json:"recall"`
	F1                float64 `json:"f1"`
	WordsWithin10pct  float64 `json:"words_within_10pct"`
	PointsWithin10pct float64 `json:"points_within_10pct"`
	PangramRecall     float64 `json:"pangram_recall"`
	PangramPrecision  float64 `json:"pangram_precision"`
}

// Evaluate compares list, named name, with the puzzles of a, as
// "beebatch archive" does.
func Evaluate(a *archive.Archive, list []string, name string) (*Evaluation, error) {
	l, err := wordlist.Read(strings.NewReader(strings.Join(list, "\n")+"\n"), name, "", wordlist.Options{})
	if err != nil {
		return nil, err
	}
	r := a.Compare(&l.Words, name, "", nil).Result(nil)
	return &Evaluation{First: a.First(), Last: a.Last(), Boards: r.Boards, Precision: r.Precision, Recall: r.Recall, F1: r.F1,
		WordsWithin10pct: r.WordsWithin10pct, PointsWithin10pct: r.PointsWithin10pct,
		PangramRecall: r.PangramRecall, PangramPrecision: r.PangramPrecision}, nil
}

// Learn learns a list from the puzzles of a up to opts.Until with the
// lists ls, and evaluates it on the later puzzles.
func Learn(a *archive.Archive, ls Lists, opts Options) (*Model, error) {
	train, test := a, (*archive.Archive)(nil)
	if opts.Until != "" {
		train, test = a.Split(opts.Until)
	}
	if train == nil || len(train.Puzzles) < MinPuzzles {
		n, until := 0, ""
		if train != nil {
			n = len(train.Puzzles)
		}
		if opts.Until != "" {
			until = " up to " + opts.Until
		}
		return nil, fmt.Errorf("%s: %d puzzles to learn from%s; at least %d are needed", a.Path, n, until, MinPuzzles)
	}
	full := ls
	ls = ls.without(opts.Without)
	boards := train.WithConflicts()
	d := newData(train, boards, ls)
	m := &Model{Archive: a.Path, First: train.First(), Last: train.Last(), Puzzles: len(train.Puzzles),
		Without: append([]string{}, opts.Without...), Columns: d.columns, Candidates: len(d.words), Skipped: d.skipped,
		Conflicts: len(train.Conflicts), Base: slices.Sorted(maps.Keys(ls.Base))}

	if !slices.ContainsFunc(d.rows, func(r row) bool { return !r.accepted }) {
		m.Warnings = append(m.Warnings, fmt.Sprintf("%s: no candidate was rejected on any of the %d training puzzles, so nothing tells an accepted word from another: the list accepts them all and its F1 says nothing; expected an archive whose answers leave out some words of the base lists, or that lists its rejected words",
			a.Path, len(train.Puzzles)))
	}
	cut := len(boards) * 3 / 4
	m.Split = boards[cut-1].Date
	w, threshold, f1Logit, err := d.validate(cut)
	if err != nil {
		return nil, err
	}
	level, f1Rule := d.bestLevel(d.rows[d.boardRow[cut]:], d.evidenceAt[cut])
	m.Validation = map[string]float64{"logistic": f1Logit, "rule": f1Rule}
	if !reflect.DeepEqual(full, ls) {
		// What going without costs, where the lists left out are at hand.
		if _, _, f1, err := newData(train, boards, full).validate(cut); err == nil {
			m.Validation["logistic_with_every_feature"] = f1
		}
	}

	final := d.evidenceAt[len(boards)]
	if opts.Model == "logistic" || opts.Model == "" && f1Logit >= f1Rule {
		m.Kind, m.Threshold = "logistic", threshold
		if m.Weights, err = d.fit(d.rows, w); err != nil {
			return nil, err
		}
	} else {
		m.Kind, m.Level = "rule", level
	}
	n := len(d.words)
	m.d, m.final, m.accepted, m.rule = d, final, make([]bool, n), make([]uint8, n)
	if m.Kind == "logistic" {
		m.p = make([]float64, n)
	}
	for i, word := range d.words {
		ev := d.evidence(final, int32(i))
		if m.Kind == "logistic" {
			m.p[i] = d.prob(m.Weights, int32(i), ev)
			m.accepted[i] = m.p[i] >= m.Threshold
		} else {
			m.accepted[i], m.rule[i] = ruleVerdict(ev, ls.Level[word], m.Level)
		}
	}
	if m.Kind == "logistic" {
		var union bitset.Set
		for _, p := range boards {
			union |= p.Board.Letters
		}
		m.onePangram(train.Rules.Size, union)
	}
	for i, w := range d.words {
		if m.accepted[i] {
			m.List = append(m.List, w)
		}
	}
	// Words needs the candidates, not the rows they were fitted on.
	d.rows, d.evidenceAt = nil, nil
	if test != nil {
		if m.Evaluation, err = Evaluate(test, m.List, "nyt"); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// OnePangrams returns the accepted words that only the one-pangram rule
// accepted (Rule "pangram"): pangrams the model itself rejects.
func (m *Model) OnePangrams() []string {
	var out []string
	for i, r := range m.rule {
		if m.accepted[i] && r == rulePangram {
			out = append(out, m.d.words[i])
		}
	}
	return out
}

// onePangram accepts, for each set of size letters within union whose
// pangrams the model all rejects, the likeliest never rejected by the
// archive: a published board has a pangram.
func (m *Model) onePangram(size int, union bitset.Set) {
	best := map[bitset.Set]int{}
	has := map[bitset.Set]bool{}
	for i, s := range m.d.masks {
		if s.Len() != size || s&^union != 0 {
			continue
		}
		has[s] = has[s] || m.accepted[i]
		if b, ok := best[s]; m.d.evidence(m.final, int32(i)).rej == 0 && (!ok || m.p[i] > m.p[b]) {
			best[s] = i
		}
	}
	for s, i := range best {
		if !has[s] {
			m.accepted[i], m.rule[i] = true, rulePangram
		}
	}
}

// validate fits the logistic regression on the boards before cut, and
// returns its weights and the threshold with the best F1 on the later
// rows, the evidence frozen at cut, and that F1.
func (d *data) validate(cut int) ([]float64, float64, float64, error) {
	w, err := d.fit(d.rows[:d.boardRow[cut]], nil)
	if err != nil {
		return nil, 0, 0, err
	}
	frozen := d.evidenceAt[cut]
	var ps []float64
	var ys []bool
	for _, r := range d.rows[d.boardRow[cut]:] {
		ps = append(ps, d.prob(w, r.word, d.evidence(frozen, r.word)))
		ys = append(ys, r.accepted)
	}
	threshold, f1 := bestThreshold(ps, ys)
	return w, threshold, f1, nil
}

// without returns ls without the feature lists names.
func (ls Lists) without(names []string) Lists {
	for _, n := range names {
		ls.Set(n, nil)
	}
	return ls
}

// AddBase adds to the candidates of the base list name (Base) the words
// of l that can count on a board under rules, the only ones kept, and to
// Skipped the entries that l's reader skipped as not a-z. Base[name] is
// then sorted and distinct, its words cut from one string.
func (ls *Lists) AddBase(name string, l *wordlist.List, rules puzzle.Rules) {
	if ls.Base == nil {
		ls.Base = map[string][]string{}
	}
	ls.Skipped += l.Skipped[wordlist.NonAlpha] + l.Skipped[wordlist.ProperNoun]
	keep := func(i int) bool { return l.Words.WordLen(i) >= rules.MinLen && l.Words.Masks[i].Len() <= rules.Size }
	// The words kept are cut from one string, and sorted, as Learn
	// takes them without a copy.
	n, size := 0, 0
	for i := range l.Words.Len() {
		if keep(i) {
			n, size = n+1, size+len(l.Words.Bytes(i))
		}
	}
	if n == 0 {
		return
	}
	var text strings.Builder
	text.Grow(size)
	for i := range l.Words.Len() {
		if keep(i) {
			text.Write(l.Words.Bytes(i))
		}
	}
	all, at := text.String(), 0
	ws := slices.Grow(ls.Base[name], n)
	for i := range l.Words.Len() {
		if keep(i) {
			end := at + len(l.Words.Bytes(i))
			ws = append(ws, all[at:end])
			at = end
		}
	}
	slices.Sort(ws)
	ls.Base[name] = slices.Compact(ws)
}

// Set sets the feature of the list name, one of FeatureLists, from its
// words and counts as ReadCounts gives them; nil counts learn without it.
func (ls *Lists) Set(name string, counts map[string]int64) {
	switch name {
	case Levels:
		ls.Level = convert(counts, func(m map[string]int, w string, n int64) { m[w] = int(n) })
	case Count1w:
		ls.Count1w = counts
	case Subtlex:
		ls.Subtlex = convert(counts, func(m map[string]int64, w string, n int64) {
			lw := strings.ToLower(w)
			m[lw] = max(m[lw], n)
		})
	case American:
		ls.American = convert(counts, func(m map[string]bool, w string, _ int64) { m[w] = true })
	case British:
		ls.British = convert(counts, func(m map[string]bool, w string, _ int64) { m[w] = true })
	}
}

// convert returns a new map that f fills from each word of counts and its
// count, or nil for nil counts.
func convert[V any](counts map[string]int64, f func(m map[string]V, w string, n int64)) map[string]V {
	if counts == nil {
		return nil
	}
	m := make(map[string]V, len(counts))
	for w, n := range counts {
		f(m, w, n)
	}
	return m
}

// CheckFeature returns an error for a name that is not a feature list.
func CheckFeature(name string) error {
	if slices.Contains(FeatureLists, name) {
		return nil
	}
	return fmt.Errorf("unknown feature %q; expected one of %s", name, strings.Join(FeatureLists, ", "))
}

// ruleVerdict is the rule's verdict at level on a word with evidence ev
// and SCOWL level lv: the vote, ties to the last verdict, else the level;
// and which decided, ruleVote or ruleLevel.
func ruleVerdict(ev evidence, lv, level int) (bool, uint8) {
	if ev.acc+ev.rej > 0 {
		return ev.acc > ev.rej || ev.acc == ev.rej && ev.last > 0, ruleVote
	}
	return lv > 0 && lv <= level, ruleLevel
}

// bestLevel returns the rule's level with the best F1 on rows, and that F1.
func (d *data) bestLevel(rows []row, ev []evidence) (int, float64) {
	best, bestF1 := 0, -1.0
	lv := make([]int, len(rows)) // each row's word's SCOWL level
	for k, r := range rows {
		lv[k] = d.ls.Level[d.words[r.word]]
	}
	for _, level := range append([]int{0}, scowlLevels...) {
		var tp, fp, fn int
		for k, r := range rows {
			got, _ := ruleVerdict(d.evidence(ev, r.word), lv[k], level)
			switch {
			case got && r.accepted:
				tp++
			case got:
				fp++
			case r.accepted:
				fn++
			}
		}
		if f := f1(tp, fp, fn); f > bestF1 {
			best, bestF1 = level, f
		}
	}
	return best, bestF1
}

func f1(tp, fp, fn int) float64 {
	if tp == 0 {
		return 0
	}
	return 2 * float64(tp) / float64(2*tp+fp+fn)
}

// bestThreshold returns the threshold, midway between two probabilities
// ps, with the best F1 for the labels ys, and that F1.
func bestThreshold(ps []float64, ys []bool) (float64, float64) {
	order := make([]int, len(ps))
	pos := 0
	for i := range order {
		order[i] = i
		if ys[i] {
			pos++
		}
	}
	slices.SortFunc(order, func(i, j int) int { return cmp.Compare(ps[j], ps[i]) })
	best, bestF1 := 1.0, f1(0, 0, pos)
	tp, fp := 0, 0
	for k, i := range order {
		if ys[i] {
			tp++
		} else {
			fp++
		}
		if k+1 < len(order) && ps[order[k+1]] == ps[i] {
			continue
		}
		if f := f1(tp, fp, pos-tp); f > bestF1 {
			next := 0.0
			if k+1 < len(order) {
				next = ps[order[k+1]]
			}
			best, bestF1 = (ps[i]+next)/2, f
		}
	}
	return best, bestF1
}

var errNoRows = errors.New("no candidate word counts on any training board; check the base lists")

func sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

// wordMask returns the letter set of w, and whether it can count on a
// board of size letters.
func wordMask(w string, minLen, size int) (bitset.Set, bool) {
	m, ok := bitset.Of(w)
	return m, ok && len(w) >= minLen && m.Len() <= size
}

// LearnLikeness learns the board likeness of m's list (package likeness)
// from the puzzles of a up to until ("" for all), which m learned from,
// and evaluates it on the later ones; counts are the words' counts in
// count_1w_100k, or nil. The boards whose one pangram m rejected are not
// taken for boards the NYT could have chosen.
func (m *Model) LearnLikeness(ctx context.Context, a *archive.Archive, until string, counts map[string]int64) (*likeness.Model, error) {
	train, test := a, (*archive.Archive)(nil)
	if until != "" {
		train, test = a.Split(until)
	}
	l, err := wordlist.Read(strings.NewReader(strings.Join(m.List, "\n")+"\n"), "learned", "", wordlist.Options{})
	if err != nil {
		return nil, err
	}
	return likeness.Learn(ctx, train, test, &l.Words, puzzle.DefaultRules, likeness.Counts(counts), likeness.Options{Rejected: likeness.NewSets(m.OnePangrams())})
}
