package filter

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/beebatch/beebatch/pkg/bitset"
)

// Preset is a named filter.
type Preset struct {
	Name        string
	Description string // one line
	Filter      string // the filter in canonical form, as Filter.String writes it
}

// presets are the named filters. nyt's letter clauses are those that all
// 793 puzzles of 2023-01-01 to 2025-03-05 keep although chance would
// break them on at least 5 (beebatch archive finds them); published
// boards have had 16 to 81 words.
var presets = []Preset{
	{
		Name:        "nyt",
		Description: "boards like the NYT's: a pangram, 20 to 80 words, the letter rules of 2023-25",
		Filter:      "words 20..80, pangrams >= 1, vowels 1..3, no S, not-together E R, not-together H J, not-together R X, center not X",
	},
	{
		Name:        "editor",
		Description: "nyt with the 30 to 45 words the NYT's editor aims for",
		Filter:      "words 30..45, pangrams >= 1, vowels 1..3, no S, not-together E R, not-together H J, not-together R X, center not X",
	},
}

// Presets returns the named filters, nyt first.
func Presets() []Preset { return slices.Clone(presets) }

// LookupPreset returns the filter of the preset named name, in any case,
// or an error that lists the presets. It is LookupPresetIn(name,
// bitset.Latin).
func LookupPreset(name string) (*Filter, error) { return LookupPresetIn(name, bitset.Latin) }

// LookupPresetIn returns the filter of the preset named name, in any
// case, parsed in alphabet a (ParseIn); an error lists the presets for
// an unknown name (IsPreset tells them apart), and names the preset and
// the letter for a preset that names a letter a lacks.
func LookupPresetIn(name string, a bitset.Alphabet) (*Filter, error) {
	var names []string
	for _, p := range presets {
		if !strings.EqualFold(p.Name, name) {
			names = append(names, p.Name)
			continue
		}
		f, err := ParseIn(p.Filter, a)
		var se *SyntaxError
		if errors.As(err, &se) && se.NotLetter != 0 {
			return nil, fmt.Errorf("preset %s names %c, which is not a letter of %s: it cannot be read in this alphabet",
				p.Name, se.NotLetter, a.Format(a.All()))
		}
		return f, err
	}
	return nil, fmt.Errorf("unknown preset %q: expected %s", name, strings.Join(names, " or "))
}

// IsPreset reports whether name, in any case, names a preset.
func IsPreset(name string) bool {
	return slices.ContainsFunc(presets, func(p Preset) bool { return strings.EqualFold(p.Name, name) })
}
