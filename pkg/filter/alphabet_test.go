package filter

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/lang"
)

// alphabetOf returns the alphabet of the profile code.
func alphabetOf(t testing.TB, code string) bitset.Alphabet {
	t.Helper()
	p, ok := lang.Lookup(code)
	if !ok {
		t.Fatalf("no profile %q", code)
	}
	return p.Alphabet()
}

// setIn returns the set of the letters of text in alphabet a.
func setIn(t *testing.T, a bitset.Alphabet, text string) bitset.Set {
	t.Helper()
	s, err := a.Parse(text)
	if err != nil {
		t.Fatalf("bad test letters %q: %v", text, err)
	}
	return s
}

func TestParseIn(t *testing.T) {
	tests := []struct {
		lang, src, canonical string
		// The rule's letters, written in the alphabet; "" for none.
		have, lack, notCenter string
		pairs                 []string
	}{
		// Portuguese: ç, in either case, is the letter after C.
		{"pt-BR", "has Ç", "has Ç", "ç", "", "", nil},
		{"pt-BR", "has ç", "has Ç", "ç", "", "", nil},
		{"pt-BR", "HAS çA", "has AÇ", "aç", "", "", nil},
		{"pt-BR", "center not Ç", "center not Ç", "", "", "ç", nil},
		{"pt-BR", "center ç", "center Ç", "", "", "abcdefghijlmnopqrstuvxz", nil},
		{"pt-BR", "center in AEIOUÇ", "center in AÇEIOU", "", "", "bcdfghjlmnpqrstvxz", nil},
		{"pt-BR", "no Ç, not-together ÇE", "no Ç, not-together Ç E", "", "ç", "", []string{"çe"}},
		// C followed by a combining cedilla is Ç.
		{"pt-BR", "has C\u0327", "has Ç", "ç", "", "", nil},
		// German: ä ö ü ß letters of their own; ẞ is the capital of ß.
		{"de", "has ä, no Ö Ü", "has Ä, no ÖÜ", "ä", "öü", "", nil},
		{"de", "has ß", "has ẞ", "ß", "", "", nil},
		{"de", "has ẞ", "has ẞ", "ß", "", "", nil},
		{"de", "not-together ß S, not-together AÄ", "not-together A Ä, not-together S ẞ", "", "", "", []string{"aä", "sß"}},
		{"de", "center not ä ö ü ß", "center not ÄÖẞÜ", "", "", "äößü", nil},
		// Swedish: å ä ö after z, é after e.
		{"sv", "has Å, center not ÖÄ", "has Å, center not ÄÖ", "å", "", "äö", nil},
		{"sv", "not-together ÅÄ Ö A", "not-together A Ö, not-together Å Ä", "", "", "", []string{"aö", "åä"}},
		{"sv", "letters 7, no é", "letters 7, no É", "", "é", "", nil},
		// Spanish: ñ after n.
		{"es", "has ñ, no Ñ, words 3", "", "", "", "", nil}, // an error: see TestParseInErrors
		{"es", "has Ñ, no k", "has Ñ, no K", "ñ", "k", "", nil},
		{"es", "center in ÑN", "center in NÑ", "", "", "abcdefghijklmopqrstuvxyz", nil},
	}
	for _, tt := range tests {
		if tt.canonical == "" {
			continue
		}
		a := alphabetOf(t, tt.lang)
		f, err := ParseIn(tt.src, a)
		if err != nil {
			t.Errorf("%s: ParseIn(%q): %v", tt.lang, tt.src, err)
			continue
		}
		if got := f.String(); got != tt.canonical {
			t.Errorf("%s: ParseIn(%q).String() = %q, want %q", tt.lang, tt.src, got, tt.canonical)
		}
		if f.Alphabet() != a {
			t.Errorf("%s: ParseIn(%q).Alphabet() = %q, want %q", tt.lang, tt.src, f.Alphabet(), a)
		}
		r := f.Letters()
		var pairs []bitset.Set
		for _, p := range tt.pairs {
			pairs = append(pairs, setIn(t, a, p))
		}
		if r.MustHave != setIn(t, a, tt.have) || r.MustLack != setIn(t, a, tt.lack) || r.NotCenter != setIn(t, a, tt.notCenter) ||
			!reflect.DeepEqual(r.Pairs, pairs) {
			t.Errorf("%s: ParseIn(%q) has %s, lacks %s, not center %s, pairs %v; want %s, %s, %s, %v", tt.lang, tt.src,
				a.Format(r.MustHave), a.Format(r.MustLack), a.Format(r.NotCenter), r.Pairs, tt.have, tt.lack, tt.notCenter, pairs)
		}
		// The canonical form reads back into the same filter.
		g, err := ParseIn(f.String(), a)
		if err != nil || !reflect.DeepEqual(f, g) {
			t.Errorf("%s: ParseIn(%q) read back: %v, %v; want %v", tt.lang, f.String(), g, err, f)
		}
	}
}

func TestParseInVowels(t *testing.T) {
	tests := []struct {
		lang, src, canonical, letters string
	}{
		// vowels N counts A E I O U wherever they are in the alphabet.
		{"sv", "vowels 1..3", "vowels 1..3", "aeiou"},
		{"sv", "vowels 1..3 of AEIOU", "vowels 1..3", "aeiou"},
		{"sv", "vowels 1..3 of aeiouyåäöé", "vowels 1..3 of AEÉIOUYÅÄÖ", "aeéiouyåäö"},
		{"de", "vowels ..2 of AÄEIOÖUÜ", "vowels <= 2 of AÄEIOÖUÜ", "aäeioöuü"},
		{"pt-BR", "vowels 2", "vowels 2", "aeiou"},
		{"en", "vowels 2", "vowels 2", "aeiou"},
	}
	for _, tt := range tests {
		a := alphabetOf(t, tt.lang)
		f, err := ParseIn(tt.src, a)
		if err != nil {
			t.Errorf("%s: ParseIn(%q): %v", tt.lang, tt.src, err)
			continue
		}
		vs := f.Letters().Vowels
		if got := f.String(); got != tt.canonical || len(vs) != 1 || vs[0].Letters != setIn(t, a, tt.letters) {
			t.Errorf("%s: ParseIn(%q) = %q counting %v; want %q counting %s", tt.lang, tt.src, got, vs, tt.canonical, tt.letters)
		}
	}
	// In sv, Å is the 28th letter: vowels 1 counts it only when named.
	sv := alphabetOf(t, "sv")
	f, _ := ParseIn("vowels 1", sv)
	g, _ := ParseIn("vowels 1 of AEIOUÅ", sv)
	board := setIn(t, sv, "åbcdfgh")
	if r := f.Letters(); r.AllowsLetters(board) {
		t.Errorf("vowels 1 allows %s, which has no A E I O U", sv.Format(board))
	}
	if r := g.Letters(); !r.AllowsLetters(board) {
		t.Errorf("vowels 1 of AEIOUÅ refuses %s", sv.Format(board))
	}
	// --vowels: WithVowels counts the letters given, bits of the alphabet.
	h, err := f.WithVowels(setIn(t, sv, "aeiouåäö"))
	if err != nil || h.String() != "vowels 1 of AEIOUÅÄÖ" {
		t.Errorf("WithVowels(AEIOUÅÄÖ) = %v, %v; want vowels 1 of AEIOUÅÄÖ", h, err)
	}
}

func TestParseInErrors(t *testing.T) {
	tests := []struct {
		lang, src, msg, caret string
	}{
		// A letter of another alphabet names the letters this one has.
		{"pt-BR", "has K", `'K' is not a letter: expected letters of ABCÇDEFGHIJLMNOPQRSTUVXZ`, "    ^"},
		{"pt-BR", "no ñ", `'ñ' is not a letter: expected letters of ABCÇDEFGHIJLMNOPQRSTUVXZ`, "   ^"},
		{"pt-BR", "center not ÇW", `'W' is not a letter: expected letters of ABCÇDEFGHIJLMNOPQRSTUVXZ`, "            ^"},
		{"es", "has Ç", `'Ç' is not a letter: expected letters of ABCDEFGHIJKLMNÑOPQRSTUVXYZ`, "    ^"},
		{"de", "has Å", `'Å' is not a letter: expected letters of AÄBCDEFGHIJKLMNOÖPQRSẞTUÜVWXYZ`, "    ^"},
		{"sv", "has Ü", `'Ü' is not a letter: expected letters of ABCDEÉFGHIJKLMNOPQRSTUVWXYZÅÄÖ`, "    ^"},
		{"sv", "vowels 2 of AEIOUÆ", `'Æ' is not a letter: expected letters of ABCDEÉFGHIJKLMNOPQRSTUVWXYZÅÄÖ`, "                 ^"},
		// A to Z refuses them, as Parse does.
		{"en", "has Ç", `'Ç' is not a letter: expected letters A to Z`, "    ^"},
		// Not a lookalike: the Kelvin sign lowers to k but is not K in a
		// to z (elsewhere NFC makes it K).
		{"en", "has \u212a", "'\u212a' is not a letter: expected letters A to Z", "    ^"},
		// Repeats, pairs and contradictions, in the alphabet's letters.
		{"de", "has ßẞ", `letter ẞ is repeated`, "     ^"},
		{"es", "has ñ, no Ñ, words 3", `has Ñ and no Ñ contradict each other`, "       ^^^^"},
		{"de", "not-together ÄÄ", `not-together ÄÄ: a pair needs two different letters`, "             ^^"},
		{"de", "not-together Ä", `expected a second letter after "not-together Ä", found the end`, "              ^"},
		{"de", "not-together Ä ÖÜ", `Ä has no partner: write a pair as two letters, such as E R or ER`, "             ^"},
		{"sv", "not-together ÅÄÖ", `"ÅÄÖ" is not a pair: write a pair as two letters, such as E R or ER`, "             ^^^"},
		{"pt-BR", "has ÇE, not-together E Ç", `has ÇE and not-together Ç E contradict each other`, "        ^^^^^^^^^^^^^^^^"},
		{"pt-BR", "center ÇE", `center ÇE: expected one letter, or center in ÇE for a choice of centers`, "       ^^"},
		{"pt-BR", "letters 25", `letters 25 matches no board: a board has at most 24 letters`, "^^^^^^^^^^"},
		{"de", "center not ABCDEFGHIJKLMNOPQRSTUVWXYZ, no ÄÖÜß", `no letter is left for the center`, "                                       ^^^^^^^"},
	}
	for _, tt := range tests {
		_, err := ParseIn(tt.src, alphabetOf(t, tt.lang))
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("%s: ParseIn(%q) = %v, want a *SyntaxError", tt.lang, tt.src, err)
			continue
		}
		lines := strings.Split(err.Error(), "\n")
		if se.Msg != tt.msg || len(lines) != 3 || lines[2] != "  "+tt.caret {
			t.Errorf("%s: ParseIn(%q):\n%v\nwant\n%s\n  %s\n  %s", tt.lang, tt.src, err, tt.msg, tt.src, tt.caret)
		}
		if strings.Contains(tt.msg, "is not a letter:") != (se.NotLetter != 0) {
			t.Errorf("%s: ParseIn(%q): NotLetter %q for %q", tt.lang, tt.src, se.NotLetter, tt.msg)
		}
	}
}

func TestAndAlphabets(t *testing.T) {
	de, sv := alphabetOf(t, "de"), alphabetOf(t, "sv")
	a, _ := ParseIn("has Ä, words 20..80", de)
	b, _ := ParseIn("no Ö", de)
	f, err := And(a, b)
	if err != nil || f.String() != "words 20..80, has Ä, no Ö" || f.Alphabet() != de {
		t.Errorf("And in de = %v, %v; want words 20..80, has Ä, no Ö in de", f, err)
	}
	c, _ := ParseIn("no Ö", sv)
	if f, err := And(a, c); err == nil || !strings.Contains(err.Error(), "two alphabets") {
		t.Errorf("And of de and sv = %v, %v; want an error on two alphabets", f, err)
	}
	// a-z given as Latin or as the zero Alphabet is one alphabet.
	x, _ := ParseIn("has Q", bitset.Latin)
	y, _ := Parse("no Z")
	if f, err := And(x, y); err != nil || f.String() != "has Q, no Z" {
		t.Errorf("And of Latin and a-z = %v, %v", f, err)
	}
}

func TestPresetsIn(t *testing.T) {
	for _, p := range lang.Profiles() {
		a := p.Alphabet()
		for _, pr := range Presets() {
			f, err := LookupPresetIn(pr.Name, a)
			lacks := ""
			for _, r := range "SERHJX" {
				if a.Index(lower(r)) < 0 {
					lacks = string(r)
					break
				}
			}
			switch {
			case lacks != "" && (err == nil || !strings.Contains(err.Error(), "preset "+pr.Name+" names "+lacks+",")):
				t.Errorf("%s: LookupPresetIn(%s) = %v, %v; want an error naming %s and %s", p.Code, pr.Name, f, err, pr.Name, lacks)
			case lacks == "" && err != nil:
				t.Errorf("%s: LookupPresetIn(%s): %v", p.Code, pr.Name, err)
			case lacks == "" && (f.String() != pr.Filter || f.Alphabet().Format(f.Letters().MustLack) != a.Format(f.Letters().MustLack)):
				t.Errorf("%s: LookupPresetIn(%s) = %q in %q; want %q", p.Code, pr.Name, f, f.Alphabet(), pr.Filter)
			}
		}
	}
	// Polish has no X, which nyt names.
	_, err := LookupPresetIn("nyt", alphabetOf(t, "pl"))
	want := "preset nyt names X, which is not a letter of AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ: it cannot be read in this alphabet"
	if err == nil || err.Error() != want {
		t.Errorf("LookupPresetIn(nyt, pl) = %v, want %s", err, want)
	}
	if _, err := LookupPresetIn("nytt", alphabetOf(t, "pl")); err == nil || IsPreset("nytt") || !IsPreset("NYT") {
		t.Errorf("LookupPresetIn(nytt) = %v; IsPreset(nytt) %v", err, IsPreset("nytt"))
	}
}
