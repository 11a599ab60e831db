package schedule

import (
	"slices"
	"strings"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// Blocked returns what the blocklists lists block: words, their words
// and, with inflect, the inflected forms of them (Inflections), which a
// word list loses too; and sets, the letter sets of size letters of
// those words, the boards whose pangram a blocked word would be, as
// Plan.Blocked takes them (a set may repeat). Only English inflects: a
// blocklist of another language would be inflected as English. words is
// nil for no list.
func Blocked(lists []*wordlist.List, size int, inflect bool) (words wordlist.WordSet, sets []bitset.Set) {
	if len(lists) == 0 {
		return nil, nil
	}
	words = wordlist.NewWordSet(lists...)
	var all []string
	for _, l := range lists {
		for i, m := range l.Words.Masks {
			if m.Len() == size {
				sets = append(sets, m)
			}
			if inflect {
				all = append(all, l.Words.Word(i))
			}
		}
	}
	if !inflect {
		return words, sets
	}
	for _, w := range Inflections(all) {
		words[w] = struct{}{}
		if m, _ := bitset.Of(w); m.Len() == size {
			sets = append(sets, m)
		}
	}
	return words, sets
}

// Inflections returns the inflected forms of the words of a blocklist
// that a word list may hold beside them, sorted, without repeats and
// without the words themselves: plurals and third persons (-s, -es), past
// tenses and participles (-ed, -ing, dropping a final e, doubling a final
// consonant after a vowel, a final y turning to -ies and -ied), and the
// diminutive -ie, -ies (boob: boobie). A blocklist of base forms thus
// also blocks bitched, bitching, dicked and boobie. It does not add -er or
// -y, which would turn cock into cocky and dick into dicker, words of
// their own.
func Inflections(words []string) []string {
	var out []string
	base := map[string]bool{}
	for _, w := range words {
		base[w] = true
	}
	add := func(stem string, suffixes ...string) {
		for _, s := range suffixes {
			if f := stem + s; !base[f] {
				out = append(out, f)
			}
		}
	}
	for _, w := range words {
		if len(w) < 3 || strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") != "" {
			continue
		}
		last, before := w[len(w)-1], w[len(w)-2]
		add(w, "s", "es", "ed", "ing", "ie", "ies")
		switch {
		case last == 'e':
			add(w[:len(w)-1], "ed", "ing")
		case last == 'y' && !isVowel(before):
			add(w[:len(w)-1], "ies", "ied")
		case !isVowel(last) && !strings.ContainsRune("wxy", rune(last)) && isVowel(before) && !isVowel(w[len(w)-3]):
			add(w+w[len(w)-1:], "ed", "ing", "ie", "ies")
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

func isVowel(c byte) bool { return strings.IndexByte("aeiou", c) >= 0 }
