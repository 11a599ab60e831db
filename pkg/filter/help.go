package filter

import (
	"fmt"
	"strings"

	"github.com/beebatch/beebatch/pkg/measure"
)

// Help is the language of filters in brief, for a command's -h; its
// clauses on measures come from measure.Table.
var Help = func() string {
	var b strings.Builder
	for _, m := range measure.Table {
		if m.Name != "" {
			fmt.Fprintf(&b, "  %-22s%s\n", m.Name+" RANGE", m.Help)
		}
	}
	// The measures with decimals say so after the ranges.
	decimals := ""
	for _, m := range measure.Table {
		if m.Name != "" && m.Decimals > 0 {
			decimals += fmt.Sprintf("; %s takes up to %d decimals, >= 0.5", m.Name, m.Decimals)
		}
	}
	tail := strings.Replace(helpTail, "{decimals}", decimals, 1)
	return helpHead + b.String() + tail
}()

const helpHead = `A filter is clauses separated by commas; a board passes when every
clause holds. Keywords and letters may be in upper or lower case.

`

const helpTail = `  long-genius yes|no    whether its words longer than the shortest that
                        count (5 letters or more) alone reach Genius, 70%
                        of its points, rounded as solve rounds ranks
  long-genius yes|no floor
                        the same with 70% of its points rounded down
  vowels RANGE          how many of A, E, I, O and U it has, in any
                        alphabet: not Ä, Å or É
  vowels RANGE of LETTERS
                        how many of LETTERS it has: of AEIOUY counts Y,
                        of AEIOUYÅÄÖ the Swedish vowels
  letters RANGE         the number of its letters
  has LETTERS           it has every one of LETTERS
  no LETTERS            it has none of LETTERS
  not-together PAIR...  it lacks one letter or both of each PAIR
  center L              its center is L
  center in LETTERS     its center is one of LETTERS
  center not LETTERS    its center is none of LETTERS

A RANGE is 20..80 (20 to 80), 20.. or >= 20, ..80 or <= 80, > 19, < 81,
or 30 or = 30 for one value{decimals}.
LETTERS are written together or apart (QZ or Q Z), and a PAIR as E R or
ER, in the letters of the game's alphabet (--lang): has Ç in pt-BR,
no ẞ or no ß in de. For example:

  words 25..50, pangrams >= 1, vowels 1..3, not-together E R, center not Q
`
