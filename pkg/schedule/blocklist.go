package schedule

import (
	"slices"
	"strings"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// Blocked returns what the blocklists lists block beyond their words:
// the inflected forms of their words (Inflections), which a word list
// loses too, and the letter sets of size letters of their words and of
// those forms, the boards whose pangram a blocked word would be, as
// Plan.Blocked takes them. A set may repeat.
func Blocked(lists []*wordlist.List, size int) (inflected []string, sets []bitset.Set) {
	var words []string
	for _, l := range lists {
		for i := range l.Words.Len() {
			if l.Words.Masks[i].Len() == size {
				sets = append(sets, l.Words.Masks[i])
			}
			words = append(words, l.Words.Word(i))
		}
	}
	inflected = Inflections(words)
	for _, w := range inflected {
		if m, _ := bitset.Of(w); m.Len() == size {
			sets = append(sets, m)
		}
	}
	return inflected, sets
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

// BlockedSets returns the letter sets of size letters of the words of
// lists, as Plan.Blocked takes them, without inflected forms: the sets
// of blocklists in another language than English, whose words
// Inflections would inflect as English. A set may repeat.
func BlockedSets(lists []*wordlist.List, size int) []bitset.Set {
	var sets []bitset.Set
	for _, l := range lists {
		for _, m := range l.Words.Masks {
			if m.Len() == size {
				sets = append(sets, m)
			}
		}
	}
	return sets
}
