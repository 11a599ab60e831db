package lang

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
	"golang.org/x/text/language"
)

// refused stands for a word that Key refuses.
const refused = "\x00"

func TestKey(t *testing.T) {
	tests := []struct {
		code  string
		cases map[string]string // word: its key, or refused
	}{
		{"en", map[string]string{
			"honey": "honey", "Honey": "honey", "HONEY": "honey", "café": refused, "naïve": refused,
			"don't": refused, "x-ray": refused, "a1": refused, "": refused, "straße": refused,
		}},
		{"pt-BR", map[string]string{
			"açúcar": "açucar", "AÇÚCAR": "açucar", "amortizar": "amortizar", "coração": "coraçao",
			"pão": "pao", "você": "voce", "avô": "avo", "avó": "avo", "pinguim": "pinguim", "pingüim": "pinguim",
			"à": "a", "kiwi": refused, "yoga": refused, "show": refused, "guarda-chuva": refused,
			"mãe": "mae", "Ávila": "avila", "ñandu": "nandu",
			"c\u0327edilha": "çedilha", // ç decomposed: composed first, so still ç
		}},
		{"pt", map[string]string{"acção": "acçao", "Égua": "egua", "õ": "o", "whisky": refused}},
		{"es", map[string]string{
			"niño": "niño", "NIÑO": "niño", "nin\u0303o": "niño", "canción": "cancion", "pingüino": "pinguino",
			"árbol": "arbol", "ñandú": "ñandu", "wifi": refused, "güisqui": "guisqui", "día": "dia",
		}},
		{"de", map[string]string{
			"Straße": "straße", "STRASSE": "strasse", "Äpfel": "äpfel", "Öl": "öl", "über": "über",
			"Café": "cafe", "Fußball": "fußball", "Mañana": "manana", "Groß-Stadt": refused, "ẞ": "ß",
		}},
		{"de-fold", map[string]string{
			"Straße": "strasse", "Äpfel": "apfel", "Öl": "ol", "über": "uber", "Fußball": "fussball",
			"Café": "cafe", "ẞ": "ss", "abc": "abc",
		}},
		{"de-drop", map[string]string{
			"Straße": refused, "Äpfel": refused, "Öl": refused, "über": refused, "Fußball": refused,
			"Café": "cafe", "Haus": "haus", "HÄUSER": refused,
		}},
		{"fr", map[string]string{
			"garçon": "garcon", "élève": "eleve", "Noël": "noel", "œuvre": "oeuvre", "ŒUVRE": "oeuvre",
			"aujourd'hui": refused, "peut-être": refused, "forêt": "foret", "août": "aout", "île": "ile",
		}},
		{"sv", map[string]string{
			"smörgåsbord": "smörgåsbord", "ÅSNA": "åsna", "äpple": "äpple", "idé": "idé", "ide": "ide",
			"armé": "armé", "façade": "facade", "müsli": "musli", "Öland": "öland", "a\u030angest": "ångest",
		}},
		{"ca", map[string]string{
			"porró": "porro", "porro": "porro", "col·lecció": "colleccio", "COL·LECCIÓ": "colleccio",
			"plaça": "plaça", "PLAÇA": "plaça", "Àvia": "avia", "veïna": "veina", "pingüí": "pingui",
			"col·": refused, "·la": refused, "a·b": refused, "l·": refused, "coŀlecció": "colleccio",
			"l'home": refused, "què": "que", "línia": "linia",
		}},
		{"ca-drop", map[string]string{
			"col·lecció": refused, "porró": "porro", "plaça": "plaça", "coŀlecció": refused,
		}},
		{"nl", map[string]string{
			"ĳsje": "ijsje", "IJsje": "ijsje", "café": "cafe", "coördinatie": "coordinatie", "één": "een",
			"CO2": refused, "zo'n": refused, "e-mail": refused, "Å": "a",
		}},
		{"it", map[string]string{
			"perché": "perche", "città": "citta", "Città": "citta", "dell'": refused, "jeans": refused,
			"più": "piu", "caffè": "caffe",
		}},
		{"pl", map[string]string{
			"źdźbło": "źdźbło", "ŹDŹBŁO": "źdźbło", "łódź": "łódź", "ŁÓDŹ": "łódź", "żółć": "żółć",
			"gęś": "gęś", "müsli": "musli", "quiz": refused, "video": refused, "xero": refused,
			"z\u0307o\u0301łw": "żółw",
		}},
	}
	for _, tt := range tests {
		p, ok := Lookup(tt.code)
		if !ok {
			t.Fatalf("Lookup(%q) fails", tt.code)
		}
		for word, want := range tt.cases {
			key, ok := p.Key(word)
			switch {
			case want == refused && ok:
				t.Errorf("%s: Key(%q) = %q; want it refused", tt.code, word, key)
			case want != refused && (!ok || key != want):
				t.Errorf("%s: Key(%q) = %q, %v; want %q", tt.code, word, key, ok, want)
			}
		}
	}
}

// TestFoldRefuses checks what pkg/wordlist's Folder asks of Fold: a
// word that is not UTF-8, or that holds a control character, is refused
// by every profile.
func TestFoldRefuses(t *testing.T) {
	for _, code := range Codes() {
		p, _ := Lookup(code)
		for _, w := range []string{"caf\xe9", "na\xefve", "\xff", "ab\xc3", "\xc3\xa9\xe9",
			"ab\x00c", "a\tb", "\x7fabc", "caf\u00e9\x01", "b\u0085c"} {
			if f, ok := p.Fold(w); ok {
				t.Errorf("%s: Fold(%q) = %+v, true; want false", code, w, f)
			}
		}
	}
}

func TestLower(t *testing.T) {
	for _, tt := range []struct{ code, word, want string }{
		{"pt-BR", "AÇÚCAR", "açúcar"}, {"pt-BR", "Ávila", "ávila"},
		{"de", "STRAẞE", "straße"}, {"de-fold", "Fußball", "fußball"},
		{"ca", "Porró", "porró"}, {"ca", "COL·LECCIÓ", "col·lecció"},
		{"es", "nin\u0303o", "niño"}, {"sv", "ÅSNA", "åsna"}, {"pl", "ŁÓDŹ", "łódź"},
		{"en", "honey", "honey"}, {"en", "Honey", "honey"},
		// Capitals of ASCII alone, a mark after one, and one in a
		// language whose I is not i.
		{"pl", "Kraków", "kraków"}, {"fr", "Wd̊h", "wd̊h"}, {"fr", "W̊hat", "ẘhat"},
		{"tr", "ISTANBUL", "ıstanbul"},
	} {
		p, _ := Lookup(tt.code)
		if tt.code == "tr" {
			p = newProfile(Profile{Code: "tr", Size: 7}, language.Turkish, "abcçdefgğhıijklmnoöprsştuüvyz", folds{})
		}
		if got := p.Lower(tt.word); got != tt.want {
			t.Errorf("%s: Lower(%q) = %q; want %q", tt.code, tt.word, got, tt.want)
		}
		checkKey(t, p, tt.word)
	}
}

func TestProfiles(t *testing.T) {
	letters := map[string]int{
		"en": 26, "pt-BR": 24, "pt": 24, "es": 26, "de": 30, "de-fold": 26, "de-drop": 26,
		"fr": 26, "sv": 30, "ca": 27, "ca-drop": 27, "nl": 26, "it": 25, "pl": 32,
	}
	if got, want := strings.Join(Codes(), " "), "en pt-BR pt es de de-fold de-drop fr sv ca ca-drop nl it pl"; got != want {
		t.Errorf("Codes() = %s; want %s", got, want)
	}
	for _, p := range Profiles() {
		if n := p.Letters(); n != letters[p.Code] {
			t.Errorf("%s has %d letters; want %d", p.Code, n, letters[p.Code])
		}
		for i := range p.Letters() {
			r := p.Letter(i)
			if p.Index(r) != i {
				t.Errorf("%s: Index(Letter(%d) = %q) = %d", p.Code, i, r, p.Index(r))
			}
			// Every letter is a key, and its set is its bit.
			if key, ok := p.Key(string(r)); !ok || key != string(r) || p.Set(key) != 1<<i {
				t.Errorf("%s: Key(%q) = %q, %v; set %b", p.Code, r, key, ok, p.Set(key))
			}
		}
		if p.Index('A') != -1 || p.Index('1') != -1 || p.Index('·') != -1 {
			t.Errorf("%s: Index of A, 1 or · is not -1", p.Code)
		}
		if err := p.Rules().Validate(); err != nil {
			t.Errorf("%s: %v", p.Code, err)
		}
		if _, err := puzzle.ParseVariants(strings.Join(p.Variants, ",")); err != nil {
			t.Errorf("%s: variants %v: %v", p.Code, p.Variants, err)
		}
		if q, ok := Lookup(strings.ToUpper(p.Code)); !ok || q.Code != p.Code {
			t.Errorf("Lookup(%q) = %v, %v", strings.ToUpper(p.Code), q, ok)
		}
		if p.Name == "" || p.Game == "" || p.Source == "" || p.List == "" {
			t.Errorf("%s lacks a name, game, source or list: %+v", p.Code, p)
		}
	}
	if _, ok := Lookup("ru"); ok {
		t.Error(`Lookup("ru") succeeds`)
	}
	// en's letters are bitset's, so English boards are what they were.
	en, _ := Lookup("en")
	for c := byte('a'); c <= 'z'; c++ {
		if en.Set(string(c)) != bitset.Letter(c) {
			t.Errorf("en: Set(%q) = %b; want %b", c, en.Set(string(c)), bitset.Letter(c))
		}
	}
	if en.Rules() != puzzle.DefaultRules {
		t.Errorf("en rules %+v; want %+v", en.Rules(), puzzle.DefaultRules)
	}
}

func TestRulesOfTheGames(t *testing.T) {
	sv, _ := Lookup("sv")
	ca, _ := Lookup("ca")
	pt, _ := Lookup("pt-BR")
	for _, tt := range []struct {
		p          Profile
		word       string
		k, want    int
		whyThisOne string
	}{
		{sv, "hund", 3, 4, "Bokstavskombination: a 4-letter word scores 4"},
		{sv, "sjöfart", 7, 14, "a pangram: its length and 7"},
		{ca, "pal", 3, 1, "Paraulògic: 3 letters, 1 point"},
		{ca, "pala", 3, 2, "4 letters, 2 points"},
		{ca, "palau", 4, 5, "5 letters, 5 points"},
		{ca, "col·lecció", 7, 19, "a tuti of 9 letters (l·l is ll): 9 and 10"},
		{pt, "amortizar", 7, 16, `Soletra: "amortizar" scored 16`},
		{pt, "amor", 4, 1, "4 letters, 1 point"},
	} {
		key, ok := tt.p.Key(tt.word)
		if !ok {
			t.Fatalf("%s: %q refused", tt.p.Code, tt.word)
		}
		if got := tt.p.Rules().WordScore(utf8.RuneCountInString(key), tt.k); got != tt.want {
			t.Errorf("%s: %q scores %d; want %d (%s)", tt.p.Code, tt.word, got, tt.want, tt.whyThisOne)
		}
	}
}

func TestVariants(t *testing.T) {
	for _, tt := range []struct {
		code string
		want string // the variants, and the letter no-s bans
	}{
		{"en", "no-s:S s:"}, {"pl", "no-s:S s:"}, {"sv", "s:"}, {"de", "no-s:S s:"},
	} {
		p, _ := Lookup(tt.code)
		var parts []string
		for _, v := range p.PuzzleVariants() {
			parts = append(parts, v.Name+":"+p.Format(v.Banned))
		}
		if got := strings.Join(parts, " "); got != tt.want {
			t.Errorf("%s: variants %s; want %s", tt.code, got, tt.want)
		}
	}
	en, _ := Lookup("en")
	if v := en.PuzzleVariants(); v[0] != puzzle.NoS || v[1] != puzzle.WithS {
		t.Errorf("en variants %v; want puzzle's", v)
	}
	pl, _ := Lookup("pl")
	if v := pl.PuzzleVariants(); v[0].Banned != 1<<pl.Index('s') || v[0].Banned == puzzle.NoS.Banned {
		t.Errorf("pl: no-s bans %b; want the bit of s in the Polish alphabet, %d", v[0].Banned, pl.Index('s'))
	}
}

func TestFormatParseSet(t *testing.T) {
	for _, tt := range []struct{ code, text, want string }{
		{"de", "straßeü", "AERSẞTÜ"}, {"de", "ẞÄ", "Äẞ"},
		{"sv", "öåäéz", "ÉZÅÄÖ"}, {"pt-BR", "çaz", "AÇZ"}, {"pl", "żźąa", "AĄŹŻ"}, {"en", "hello", ""},
	} {
		p, _ := Lookup(tt.code)
		s, err := p.ParseSet(tt.text)
		if tt.want == "" {
			if err == nil {
				t.Errorf("%s: ParseSet(%q) = %s; want an error", tt.code, tt.text, p.Format(s))
			}
			continue
		}
		if err != nil || p.Format(s) != tt.want {
			t.Errorf("%s: ParseSet(%q) = %s, %v; want %s", tt.code, tt.text, p.Format(s), err, tt.want)
		}
		if again, err := p.ParseSet(p.Format(s)); err != nil || again != s {
			t.Errorf("%s: ParseSet(Format(%s)) = %b, %v", tt.code, p.Format(s), again, err)
		}
	}
	sv, _ := Lookup("sv")
	for _, tt := range []struct{ text, want string }{
		{"abcq1", `sv: '1' is not a letter of ABCDEÉFGHIJKLMNOPQRSTUVWXYZÅÄÖ`},
		{"aåå", "sv: letter Å is repeated"},
	} {
		if _, err := sv.ParseSet(tt.text); err == nil || err.Error() != tt.want {
			t.Errorf("sv: ParseSet(%q) error %v; want %s", tt.text, err, tt.want)
		}
	}
	en, _ := Lookup("en")
	for _, s := range []bitset.Set{0, 1, bitset.All, 0b1010101010101} {
		if en.Format(s) != s.String() {
			t.Errorf("en: Format(%b) = %s; want %s", s, en.Format(s), s)
		}
	}
}

// TestKeyASCIIAllocs checks that a word that is already a key costs no
// allocation, as the engine reads millions of them.
func TestKeyASCIIAllocs(t *testing.T) {
	pl, _ := Lookup("pl")
	if n := testing.AllocsPerRun(100, func() { pl.Key("kolor") }); n != 0 {
		t.Errorf("Key(kolor) allocates %v times", n)
	}
}

// checkKey checks what must hold of Key for any word: a key is made of
// the alphabet's letters and is its own key; the display form has the
// word's key; a key never has more letters than the word but for the
// profile's own folds.
func checkKey(t *testing.T, p Profile, word string) {
	if got, want := p.Lower(word), p.lowerCaser(word); got != want {
		t.Errorf("%s: Lower(%q) = %q; the caser gives %q", p.Code, word, got, want)
	}
	if f, ok := p.Fold(word); ok {
		want := wordlist.Folded{Key: f.Key, Shown: p.Lower(word), Set: p.Set(f.Key), Len: utf8.RuneCountInString(f.Key)}
		if f != want {
			t.Errorf("%s: Fold(%q) = %+v; want %+v", p.Code, word, f, want)
		}
	}
	key, ok := p.Key(word)
	if !ok {
		if key != "" {
			t.Errorf("%s: Key(%q) refuses, but returns %q", p.Code, word, key)
		}
		return
	}
	if key == "" || !utf8.ValidString(key) {
		t.Fatalf("%s: Key(%q) = %q", p.Code, word, key)
	}
	for _, r := range key {
		if p.Index(r) < 0 {
			t.Fatalf("%s: Key(%q) = %q holds %q, not a letter", p.Code, word, key, r)
		}
	}
	if again, ok := p.Key(key); !ok || again != key {
		t.Fatalf("%s: Key(Key(%q) = %q) = %q, %v", p.Code, word, key, again, ok)
	}
	if k, ok := p.Key(p.Lower(word)); !ok || k != key {
		t.Fatalf("%s: Key(Lower(%q) = %q) = %q, %v; want %q", p.Code, word, p.Lower(word), k, ok, key)
	}
	if p.Set(key).Len() > p.Letters() || p.Set(key) == 0 {
		t.Fatalf("%s: Set(%q) = %b", p.Code, key, p.Set(key))
	}
}

func FuzzKey(f *testing.F) {
	for _, w := range []string{"honey", "açúcar", "Straße", "col·lecció", "ŁÓDŹ", "smörgåsbord", "nin\u0303o", "ĳsje", "ẞ", "l·", "a\u0301\u0301"} {
		f.Add(w)
	}
	profiles := Profiles()
	f.Fuzz(func(t *testing.T, word string) {
		for _, p := range profiles {
			checkKey(t, p, word)
		}
		// en keeps a word exactly when it is ASCII letters alone, as
		// pkg/wordlist does.
		en := profiles[0]
		_, ok := en.Key(word)
		letters := word != ""
		for i := 0; i < len(word); i++ {
			c := word[i] | 0x20
			letters = letters && 'a' <= c && c <= 'z'
		}
		if ok != letters {
			t.Errorf("en: Key(%q) ok = %v; want %v", word, ok, letters)
		}
	})
}
