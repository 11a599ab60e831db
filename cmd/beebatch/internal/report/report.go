// Package report renders what beebatch finds as the documents it writes:
// terminal tables, Markdown, CSV and JSON (Formats), for rank (Report),
// solve (Solution), score (BoardScore), compare (Comparison) and lists
// (CatalogList). Every document is a pure function of what it renders,
// with no timestamps, so that results regenerated from the same input are
// byte-identical. Text is for people (numbers with thousands separators),
// CSV and JSON for machines (raw numbers); Markdown tables are written
// one way, with tablewriter's Markdown renderer, cells escaped.
package report

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// Formats are the output formats of every command, the default first.
var Formats = []string{"text", "md", "json", "csv"}

// Rules is the JSON form of the puzzle rules and list filters of a run.
type Rules struct {
	MinLen int `json:"min_len"`
	Bonus  int `json:"bonus"`
	// Points is the scoring rule when it is not the New York Times
	// rule: "one" for 1 point a word. It is absent for "nyt", so that
	// the reports of the usual rules keep their form.
	Points       string `json:"points,omitempty"`
	Size         int    `json:"size"`
	Exclude      string `json:"exclude"`
	MinCount     *int64 `json:"min_count"`
	RequireVowel bool   `json:"require_vowel"`
}

// describe says the rules in words, for the variant named (or none).
func (r Rules) describe(variant string) string {
	parts := []string{
		fmt.Sprintf("words of %d+ letters", r.MinLen),
		fmt.Sprintf("%d-letter honeycombs", r.Size),
	}
	if r.Points == "one" {
		parts = append(parts, "1 point a word")
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

// WriteJSON writes v as one indented JSON document: the one JSON writer
// of every report. It writes <, > and & as they are, not escaped for
// HTML, so that a filter reads "pangrams >= 1" in JSON too.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// unknownFormat is the error of a writer asked for a format it lacks.
func unknownFormat(format string) error { return fmt.Errorf("unknown format %q", format) }

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
func Num(n int) string { return Num64(int64(n)) }

// Num64 is Num for an int64.
func Num64(n int64) string {
	s := strconv.FormatInt(n, 10)
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
