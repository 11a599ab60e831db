// Package freq looks words up in a frequency list, such as count_1w or
// SUBTLEX, and says which are rare, so that a report can tell an obscure
// board from a friendly one.
//
// A frequency list is a word list whose lines are "word count", read with
// package wordlist like any list (so a catalog name, a compressed file or
// standard input will do). A word is rare under a Rule when its count is
// at most Rule.Below, or when the list lacks it: a word that a large
// corpus never showed is as obscure as words come.
//
// The lookups are by word (List.Count, Rule.Rare) for a few words, as
// solve and score need them, and by index over a whole wordlist.Words
// (List.Counts, Rule.RareWords), for an engine that sums the rare words
// of every honeycomb.
package freq

import (
	"fmt"

	"github.com/beebatch/beebatch/pkg/wordlist"
)

// Missing is the count that List.Counts gives a word the list lacks.
const Missing = -1

// List is a frequency list: the count of each word it holds, lower case.
// A nil *List holds no word. A List is not changed after New makes it,
// so any number of goroutines may use it.
type List struct {
	// Name is the list's name, such as "count_1w_100k", for reports.
	Name   string
	counts map[string]int64
}

// New returns the frequency list of l, which must have been read as one
// (l.Frequency): the words it kept, each with its count. A word that l
// held twice keeps its first count, as wordlist keeps its first entry.
// New copies what it needs, so l may be released afterwards.
func New(l *wordlist.List) (*List, error) {
	if !l.Frequency || l.Words.Counts == nil {
		return nil, fmt.Errorf("%s: not a frequency list: expected lines of \"word count\", such as \"the 23135851162\"", l.Path)
	}
	f := &List{Name: l.Name, counts: make(map[string]int64, l.Words.Len())}
	for i := range l.Words.Len() {
		f.counts[l.Words.Word(i)] = l.Words.Counts[i]
	}
	return f, nil
}

// Len returns the number of words of f; it is 0 for a nil f.
func (f *List) Len() int {
	if f == nil {
		return 0
	}
	return len(f.counts)
}

// Count returns the count of word, which is lower case, and whether f
// holds it; a nil f holds no word.
func (f *List) Count(word string) (int64, bool) {
	if f == nil {
		return 0, false
	}
	n, ok := f.counts[word]
	return n, ok
}

// Counts returns the count of each word of w, by index, with Missing for
// the words that f lacks.
func (f *List) Counts(w *wordlist.Words) []int64 {
	out := make([]int64, w.Len())
	for i := range out {
		n, ok := f.Count(string(w.Bytes(i)))
		if !ok {
			n = Missing
		}
		out[i] = n
	}
	return out
}

// Rule says which words are rare: those whose count in List is at most
// Below, and those that List lacks. A nil *Rule finds no word rare, so
// that a report without a frequency list needs no special case.
type Rule struct {
	List  *List
	Below int64
}

// Rare reports whether word, which is lower case, is rare under r; it
// is false for a nil r.
func (r *Rule) Rare(word string) bool {
	if r == nil {
		return false
	}
	n, ok := r.List.Count(word)
	return !ok || n <= r.Below
}

// RareWords returns, for each word of w by index, whether it is rare
// under r; it is nil for a nil r.
func (r *Rule) RareWords(w *wordlist.Words) []bool {
	if r == nil {
		return nil
	}
	out := make([]bool, w.Len())
	for i := range out {
		n, ok := r.List.Count(string(w.Bytes(i)))
		out[i] = !ok || n <= r.Below
	}
	return out
}

// String says what r finds rare: "count <= 1000 in count_1w, or missing".
func (r *Rule) String() string {
	if r == nil {
		return "no frequency list"
	}
	return fmt.Sprintf("count <= %d in %s, or missing", r.Below, r.List.Name)
}
