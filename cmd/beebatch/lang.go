package main

import (
	"flag"
	"strings"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/cli"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/catalog"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/lang"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// registerLang adds --lang to the commands that read lists in other
// languages than English.
func (f *ruleFlags) registerLang(fs *flag.FlagSet) {
	f.fs = fs
	fs.StringVar(&f.lang, "lang", "", "read the lists in the language `CODE` ("+strings.Join(lang.Codes(), ", ")+
		") by the rules of its game (docs/languages.md); by default the language the catalog gives the lists named, else en")
}

// resolveLang sets the profile of --lang, or else of the lists among
// args that the catalog names, when they are not English. Lists of two
// languages are a usage error.
func (f *ruleFlags) resolveLang(args []string) error {
	f.profile = nil
	code, from := f.lang, "--lang"
	if code == "" {
		for _, a := range args {
			l, ok := catalog.Lookup(a)
			if !ok || l.Lang == "" {
				continue
			}
			if code != "" && !strings.EqualFold(code, l.Lang) {
				return cli.Usagef("%s (%s) and %s (%s) are lists of two languages: expected lists of one, or --lang", from, code, a, l.Lang)
			}
			code, from = l.Lang, a
		}
	}
	if code == "" {
		return nil
	}
	p, ok := lang.Lookup(code)
	if !ok {
		return cli.Usagef("--lang %q: expected one of %s", code, strings.Join(lang.Codes(), ", "))
	}
	if p.Code != "en" {
		f.profile = &p
	}
	return nil
}

// applyLang sets the rules and list options of the profile, if any, on r
// and o: its alphabet and folding always, and its minimum length, points
// and bonus where their flags are not given.
func (f *ruleFlags) applyLang(r *puzzle.Rules, o *wordlist.Options) {
	p := f.profile
	if p == nil {
		return
	}
	r.Alphabet = p.Rules().Alphabet
	given := func(name string) bool { return f.fs != nil && cli.FlagGiven(f.fs, name) }
	if !given("min-len") {
		r.MinLen = p.MinLen
	}
	if !given("bonus") {
		r.Bonus = p.Bonus
	}
	if !given("points") {
		r.Points, r.Table = p.Points, p.Table
	}
	o.Lang, o.Capitals = p, p.Nouns
}

// langVariants returns --variants as given, or the variants of the
// profile when it is not.
func (f *ruleFlags) langVariants(text string) string {
	if f.profile == nil || f.fs == nil || cli.FlagGiven(f.fs, "variants") {
		return text
	}
	return strings.Join(f.profile.Variants, ",")
}

// langFilter returns the filter of ff, --where, --preset and --vowels,
// read in the alphabet of the profile, their letters folded as its
// words' letters are, when it is not a-z, or when ff left letters beyond
// a to z to it (cli.FilterFlags.Filter); else flt, which ff gave in a to
// z.
func (f *ruleFlags) langFilter(e *cli.Env, ff *cli.FilterFlags, flt *filter.Filter) (*filter.Filter, error) {
	a := bitset.Latin
	if f.profile != nil {
		a = f.profile.Alphabet()
	}
	if a.IsLatin() && !ff.Later {
		return flt, nil
	}
	return ff.FilterIn(e, a, f.foldLetters)
}

// langCode returns the code of the profile, or "" for English.
func (f *ruleFlags) langCode() string {
	if f.profile == nil {
		return ""
	}
	return f.profile.Code
}
