// Package report holds the documents that beebatch writes, assembles
// them from what the packages compute (a list's ranking from
// search.Ranked, ordered by likeness if asked: NewList; a board's score;
// a solution), and writes them as text, Markdown, JSON and CSV
// (Formats): text for people, with thousands separators, CSV and JSON
// for machines. Every document is a pure function of what it renders,
// byte for byte.
package report

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/lang"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// Formats are the output formats of every command, the default first.
var Formats = []string{"text", "md", "json", "csv"}

// Rules is the JSON form of the puzzle rules and list filters of a run.
type Rules struct {
	MinLen int `json:"min_len"`
	Bonus  int `json:"bonus"`
	// Points is "one" for 1 point a word, and absent for the NYT's rule.
	Points       string `json:"points,omitempty"`
	Size         int    `json:"size"`
	Exclude      string `json:"exclude"`
	MinCount     *int64 `json:"min_count"`
	RequireVowel bool   `json:"require_vowel"`
	// Lang is the code of the language profile the lists were read in
	// (pkg/lang), absent for English; Alphabet its letters.
	Lang     string          `json:"lang,omitempty"`
	Alphabet bitset.Alphabet `json:"-"`
}

// NewRules returns the JSON form of the rules r and the list options o.
func NewRules(r puzzle.Rules, o wordlist.Options) Rules {
	out := Rules{
		MinLen: r.MinLen, Bonus: r.Bonus, Size: r.Size,
		Exclude: r.Alphabet.Word(r.Exclude), RequireVowel: o.RequireVowel, Alphabet: r.Alphabet,
	}
	if p, ok := o.Lang.(*lang.Profile); ok {
		out.Lang = p.Code
	}
	switch r.Points {
	case puzzle.NYTPoints:
	case puzzle.TablePoints:
		out.Points = r.Table.String()
	default:
		out.Points = r.Points.String()
	}
	if o.MinCount >= 0 {
		n := o.MinCount
		out.MinCount = &n
	}
	return out
}

// describe says the rules in words, for the variant named (or none).
func (r Rules) describe(variant string) string {
	var parts []string
	if r.Lang != "" {
		parts = append(parts, "language "+r.Lang)
	}
	parts = append(parts,
		fmt.Sprintf("words of %d+ letters", r.MinLen),
		fmt.Sprintf("%d-letter honeycombs", r.Size))
	switch {
	case r.Points == "one":
		parts = append(parts, "1 point a word")
	case r.Points == "length":
		parts = append(parts, "every word its length")
	case strings.Contains(r.Points, "="):
		parts = append(parts, "points by length "+r.Points)
	}
	parts = append(parts, fmt.Sprintf("pangram bonus %d", r.Bonus))
	if variant == "no-s" {
		parts = append(parts, "no S")
	}
	if r.Exclude != "" {
		parts = append(parts, "excluding "+strings.ToUpper(r.Exclude))
	}
	if r.MinCount != nil {
		parts = append(parts, fmt.Sprintf("count above %d", *r.MinCount))
	}
	if r.RequireVowel {
		parts = append(parts, "a vowel required")
	}
	return strings.Join(parts, ", ")
}

// WriteJSON writes v as one indented JSON document, with <, > and & as
// they are, so that a filter reads "pangrams >= 1" in JSON too.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// orEmpty returns s, or an empty slice for nil, so that JSON has [] and
// not null.
func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// unknownFormat is the error of a writer asked for a format it lacks.
func unknownFormat(format string) error { return fmt.Errorf("unknown format %q", format) }

// skips formats skip counts in name order: "duplicate 1, too-short 2".
func skips(m map[string]int) string {
	var parts []string
	for _, name := range slices.Sorted(maps.Keys(m)) {
		parts = append(parts, name+" "+Num(m[name]))
	}
	return strings.Join(parts, ", ")
}

// Num formats n for people, with a comma between groups of three digits.
func Num(n int) string { return string(appendNum(nil, n)) }

// Num64 is Num for an int64.
func Num64(n int64) string { return string(appendNum(nil, n)) }

// appendNum appends n as Num formats it.
func appendNum[T int | int64](b []byte, n T) []byte {
	var d [24]byte
	s := strconv.AppendInt(d[:0], int64(n), 10)
	if s[0] == '-' {
		b, s = append(b, '-'), s[1:]
	}
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b = append(b, ',')
		}
		b = append(b, c)
	}
	return b
}
