package stats

import (
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/search"
)

// LetterCount is how often one letter occurs in some honeycombs.
type LetterCount struct {
	Letter     byte // 'A' to 'Z'
	Honeycombs int  // honeycombs whose letters include it, center or not
	Center     int  // honeycombs with it as center
}

// LetterFrequency counts the letters of honeycombs, such as the best N of
// a ranking. It returns one LetterCount for each letter that is in at
// least one of them, alphabetically. A letter set that comes with several
// centers counts once for each. The Honeycombs of all letters add up to
// the number of letters in all honeycombs, and the Center to the number
// of honeycombs.
func LetterFrequency(hs []search.Scored) []LetterCount {
	var in, center [bitset.Letters]int
	for _, h := range hs {
		for s := h.Letters; s != 0; s &= s - 1 {
			in[s.Index()]++
		}
		center[h.Center.Index()]++
	}
	var out []LetterCount
	for i := range bitset.Letters {
		if in[i] > 0 {
			out = append(out, LetterCount{Letter: byte('A' + i), Honeycombs: in[i], Center: center[i]})
		}
	}
	return out
}
