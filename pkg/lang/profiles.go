package lang

import (
	"slices"
	"strings"

	"golang.org/x/text/language"

	"github.com/beebatch/beebatch/pkg/puzzle"
)

// folds are how a profile folds what is not a letter of its alphabet,
// beyond dropping the combining marks of a canonical decomposition.
type folds struct {
	extra     map[rune]string // its own folds, such as ß to ss
	refuse    string          // letters that refuse a word rather than fold
	middleDot bool            // "l·l" is "ll"
	strict    bool            // nothing folds
}

// The alphabets, in the order the games show them.
const (
	latin      = "abcdefghijklmnopqrstuvwxyz"
	portuguese = "abcçdefghijlmnopqrstuvxz"         // Soletra: no k, w, y; ç a letter
	spanish    = "abcdefghijklmnñopqrstuvxyz"       // ñ a letter; the list has no w
	german     = "aäbcdefghijklmnoöpqrsßtuüvwxyz"   // ä ö ü ß letters
	swedish    = "abcdeéfghijklmnopqrstuvwxyzåäö"   // å ä ö letters, and é as in idé
	catalan    = "abcçdefghijklmnopqrstuvwxyz"      // ç a letter
	italian    = "abcdefghiklmnopqrstuvwxyz"        // the list has no j
	polish     = "aąbcćdeęfghijklłmnńoóprsśtuwyzźż" // no q, v, x
)

// nyt are the variants of the NYT's rules: without S, and with it.
var nyt = []string{puzzle.NoS.Name, puzzle.WithS.Name}

// ligatures are folded to their letters where a list may hold them.
var ligatures = map[rune]string{'œ': "oe", 'æ': "ae", 'ĳ': "ij"}

// profiles are the known profiles, in the order Profiles returns them.
var profiles = []Profile{
	newProfile(Profile{Code: "en", Name: "English", Game: "The New York Times Spelling Bee",
		Source: "the NYT's rules; a to z only, nothing folded, as beebatch has always read lists", List: "enable1",
		MinLen: 4, Bonus: 7, Size: 7, Variants: nyt}, language.English, latin, folds{strict: true}),
	newProfile(Profile{Code: "pt-BR", Name: "Portuguese (Brazil)", Game: "G1 Soletra",
		Source: "pedronns/soletra-solver README; EpicEric/soletra-rs src/normalize.rs", List: "wbrazilian",
		MinLen: 4, Bonus: 7, Size: 7, Variants: nyt}, language.BrazilianPortuguese, portuguese, folds{extra: ligatures}),
	newProfile(Profile{Code: "pt", Name: "Portuguese (Portugal)", Game: "G1 Soletra's rules (no pt-PT game is known)",
		Source: "as pt-BR", List: "wportuguese",
		MinLen: 4, Bonus: 7, Size: 7, Variants: nyt}, language.EuropeanPortuguese, portuguese, folds{extra: ligatures}),
	newProfile(Profile{Code: "es", Name: "Spanish", Game: "Palabreja; Open Spelling Bee (es)",
		Source: "press description of Palabreja; Gyanreyer/open-spelling-bee", List: "wspanish",
		MinLen: 4, Bonus: 7, Size: 7, Variants: nyt}, language.Spanish, spanish, folds{}),
	newProfile(Profile{Code: "de", Name: "German, ä ö ü ß letters of their own", Game: "Wortwabe's rules, umlauts kept",
		Source: "FlorianWeissDev/wortwabe plans/03-game-rules.md", List: "wngerman",
		MinLen: 4, Bonus: 7, Size: 7, Nouns: true, Variants: nyt}, language.German, german, folds{}),
	newProfile(Profile{Code: "de-fold", Name: "German, umlauts folded (ä to a, ß to ss)", Game: `Wortwabe, umlautMode "expand"`,
		Source: "FlorianWeissDev/wortwabe plans/03-game-rules.md", List: "wngerman",
		MinLen: 4, Bonus: 7, Size: 7, Nouns: true, Variants: nyt}, language.German, latin, folds{extra: map[rune]string{'ß': "ss"}}),
	newProfile(Profile{Code: "de-drop", Name: "German, words with ä ö ü ß refused", Game: `Wortwabe, umlautMode "exclude"`,
		Source: "FlorianWeissDev/wortwabe plans/03-game-rules.md", List: "wngerman",
		MinLen: 4, Bonus: 7, Size: 7, Nouns: true, Variants: nyt}, language.German, latin, folds{refuse: "äöüß"}),
	newProfile(Profile{Code: "fr", Name: "French, accents and ç folded", Game: "jquentin/SpellingBee",
		Source: "jquentin/SpellingBee README", List: "wfrench",
		MinLen: 3, Bonus: 7, Size: 7, Variants: nyt}, language.French, latin, folds{extra: ligatures}),
	newProfile(Profile{Code: "sv", Name: "Swedish", Game: "Bokstavskombination",
		Source: "bokstavskombination.se", List: "wswedish",
		MinLen: 4, Bonus: 7, Size: 7, Points: puzzle.LengthPoints, Variants: []string{puzzle.WithS.Name}},
		language.Swedish, swedish, folds{}),
	newProfile(Profile{Code: "ca", Name: "Catalan, l·l as ll", Game: "Paraulògic",
		Source: "Paraulogic/Backend reference/Paraulogic-API.yaml; zigotica/paraulogic-ajuda; ArnyminerZ's Paraulògic app (points)", List: "wcatalan",
		MinLen: 3, Bonus: 10, Size: 7, Points: puzzle.TablePoints, Table: mustTable("3=1,4=2"), Variants: nyt},
		language.Catalan, catalan, folds{middleDot: true, extra: map[rune]string{'ŀ': "l"}}),
	newProfile(Profile{Code: "ca-drop", Name: "Catalan, words with l·l refused", Game: "Paraulògic",
		Source: "as ca", List: "wcatalan",
		MinLen: 3, Bonus: 10, Size: 7, Points: puzzle.TablePoints, Table: mustTable("3=1,4=2"), Variants: nyt},
		language.Catalan, catalan, folds{}),
	newProfile(Profile{Code: "nl", Name: "Dutch", Game: "the NYT's rules (no game is known)",
		Source: "the NYT's rules", List: "wdutch",
		MinLen: 4, Bonus: 7, Size: 7, Variants: nyt}, language.Dutch, latin, folds{extra: ligatures}),
	newProfile(Profile{Code: "it", Name: "Italian", Game: "the NYT's rules (no game is known)",
		Source: "the NYT's rules", List: "witalian",
		MinLen: 4, Bonus: 7, Size: 7, Variants: nyt}, language.Italian, italian, folds{}),
	newProfile(Profile{Code: "pl", Name: "Polish", Game: "the NYT's rules (no game is known)",
		Source: "the NYT's rules", List: "wpolish",
		MinLen: 4, Bonus: 7, Size: 7, Variants: nyt}, language.Polish, polish, folds{}),
}

// mustTable returns the points table text, which must be valid.
func mustTable(text string) puzzle.Table {
	t, err := puzzle.ParseTable(text)
	if err != nil {
		panic(err)
	}
	return t
}

// Profiles returns the known profiles: en first, then the others in the
// order of docs/languages.md. The slice is a copy.
func Profiles() []Profile { return slices.Clone(profiles) }

// Codes returns the codes of the known profiles, in the order of
// Profiles.
func Codes() []string {
	codes := make([]string, len(profiles))
	for i, p := range profiles {
		codes[i] = p.Code
	}
	return codes
}

// Lookup returns the profile whose code is code, in any case ("pt-br" is
// pt-BR), and whether there is one.
func Lookup(code string) (Profile, bool) {
	i := slices.IndexFunc(profiles, func(p Profile) bool { return strings.EqualFold(p.Code, strings.TrimSpace(code)) })
	if i < 0 {
		return Profile{}, false
	}
	return profiles[i], true
}
