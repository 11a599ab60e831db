// Package report turns rankings into the documents beebatch writes:
// terminal tables, CSV, Markdown and JSON. Every document is a pure
// function of the Report, with no timestamps, so that results regenerated
// from the same input are byte-identical.
package report

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/beebatch/beebatch/pkg/search"
)

// Rules is the JSON form of the puzzle rules and list filters of a run.
type Rules struct {
	MinLen       int    `json:"min_len"`
	Bonus        int    `json:"bonus"`
	Size         int    `json:"size"`
	Exclude      string `json:"exclude"`
	MinCount     *int64 `json:"min_count"`
	RequireVowel bool   `json:"require_vowel"`
}

// Honeycomb is one ranked honeycomb.
type Honeycomb struct {
	Rank     int    `json:"rank"`
	Letters  string `json:"letters"`
	Center   string `json:"center"`
	Score    int    `json:"score"`
	Words    int    `json:"words"`
	Pangrams int    `json:"pangrams"`
	// HasPangram says some word uses every letter; always so in the
	// pangram space.
	HasPangram bool `json:"has_pangram"`
}

// List is the ranking of one word list in one variant.
type List struct {
	Name              string         `json:"name"`
	Path              string         `json:"path"`
	Variant           string         `json:"variant"`
	Lines             int            `json:"lines"`
	DistinctWords     int            `json:"distinct_words"`
	ValidWords        int            `json:"valid_words"`
	PangramWords      int            `json:"pangram_words"`
	PangramLettersets int            `json:"pangram_lettersets"`
	Candidates        int            `json:"candidates"`
	Skipped           map[string]int `json:"skipped"`
	// Space is the set of honeycombs ranked: "pangram", the letter sets
	// of pangrams, or "all", every letter set of Size letters.
	Space string `json:"space"`
	// Filter is the --where filter of the run, in its canonical form,
	// or "".
	Filter string `json:"filter,omitempty"`
	// Honeycombs counts the honeycombs in the space, Passed those that
	// pass the filter (all of them without one), and WithPangram and
	// ZeroScore those of Passed with a pangram and scoring zero. Ranks
	// are positions among Passed.
	Honeycombs  int         `json:"honeycombs"`
	Passed      int         `json:"passed"`
	WithPangram int         `json:"with_pangram"`
	ZeroScore   int         `json:"zero_score"`
	Top         []Honeycomb `json:"top"`
	Bottom      []Honeycomb `json:"bottom"`
}

// Report is everything a rank run found.
type Report struct {
	Rules Rules  `json:"rules"`
	Lists []List `json:"lists"`
}

// Honeycombs converts search results.
func Honeycombs(rs []search.Result) []Honeycomb {
	out := make([]Honeycomb, 0, len(rs))
	for _, r := range rs {
		out = append(out, Honeycomb{
			Rank: r.Rank, Letters: r.Letters.String(), Center: r.Center.String(),
			Score: r.Score, Words: r.Words, Pangrams: r.Pangrams, HasPangram: r.HasPangram,
		})
	}
	return out
}

// FileBase returns the base of the file names for l: "<list>.<variant>".
func (l *List) FileBase() string { return l.Name + "." + l.Variant }

// WriteJSON writes r as one indented JSON document.
func WriteJSON(w io.Writer, r *Report) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// Summary returns the one-line description of l that heads its table.
func (l *List) Summary() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s): %s lines, %s distinct words, %s valid, %s pangram words, %s pangram lettersets, %s candidates",
		l.Name, l.Variant, Num(l.Lines), Num(l.DistinctWords), Num(l.ValidWords),
		Num(l.PangramWords), Num(l.PangramLettersets), Num(l.Candidates))
	if s := skips(l.Skipped); s != "" {
		b.WriteString("; skipped: " + s)
	}
	return b.String()
}

// NoHoneycomb is what a report says of a list without a valid honeycomb.
const NoHoneycomb = "no valid honeycomb: no word uses exactly the honeycomb's number of letters (no pangram)"

// NoHoneycomb says why l ranks no honeycomb.
func (l *List) NoHoneycomb() string {
	switch {
	case l.Filter != "" && l.Honeycombs > 0:
		return "no honeycomb passes the filter"
	case l.Space == "all":
		return "no honeycomb: the letters left are fewer than a honeycomb needs"
	}
	return NoHoneycomb
}

// SpaceSummary describes the space ranked and the filter, for the runs
// that rank more than the classic candidates or filter them; it is ""
// for the classic job.
func (l *List) SpaceSummary() string {
	if l.Space != "all" && l.Filter == "" {
		return ""
	}
	s := fmt.Sprintf("space %s: %s honeycombs", l.Space, Num(l.Honeycombs))
	if l.Filter != "" {
		s += fmt.Sprintf("; filter %q: %s pass", l.Filter, Num(l.Passed))
	}
	return s + fmt.Sprintf(", %s with a pangram, %s scoring zero", Num(l.WithPangram), Num(l.ZeroScore))
}

// skips formats skip counts in name order: "duplicate 1, too-short 2".
func skips(m map[string]int) string {
	var parts []string
	for _, name := range sortedKeys(m) {
		parts = append(parts, name+" "+Num(m[name]))
	}
	return strings.Join(parts, ", ")
}

func sortedKeys(m map[string]int) []string { return slices.Sorted(maps.Keys(m)) }

// Num formats n for people, with a comma between groups of three digits.
func Num(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}
