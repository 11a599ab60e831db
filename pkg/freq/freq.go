// Package freq looks words up in a frequency list (lines of "word count",
// such as count_1w or SUBTLEX, read with package wordlist) and says which
// are rare, so that a report can tell an obscure board from a friendly one.
package freq

import (
	"fmt"

	"github.com/beebatch/beebatch/pkg/wordlist"
)

// List is a frequency list: the count of each word it holds, lower case.
// A nil *List holds no word. It is not changed after New makes it.
type List struct {
	// Name is the list's name, such as "count_1w_100k", for reports.
	Name   string
	counts map[string]int64
}

// New returns the frequency list of l, which must have been read as one
// (l.Frequency): the words it kept, each with its count.
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

// Count returns the count of word, which is lower case, and whether f
// holds it; a nil f holds no word.
func (f *List) Count(word string) (int64, bool) {
	if f == nil {
		return 0, false
	}
	n, ok := f.counts[word]
	return n, ok
}

// Rule says which words are rare: those whose count in List is at most
// Below, and those that List lacks. A nil *Rule finds no word rare.
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
		out[i] = r.Rare(string(w.Bytes(i)))
	}
	return out
}

// Counts returns, for each word of w by index, its count in r's list,
// or -1 if the list lacks it; it is nil for a nil r.
func (r *Rule) Counts(w *wordlist.Words) []int64 {
	if r == nil {
		return nil
	}
	out := make([]int64, w.Len())
	for i := range out {
		n, ok := r.List.Count(string(w.Bytes(i)))
		if !ok {
			n = -1
		}
		out[i] = n
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
