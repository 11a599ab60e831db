package cli

import (
	"flag"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/suggest"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/filter"
)

// FilterFlags are --where and --preset, the flags that choose boards,
// and --vowels, the letters that their vowels clauses count.
type FilterFlags struct {
	where, preset, vowels string
	Likeness              bool // the command takes a likeness clause (rank, score)
	// Later is set by Filter when --where or --vowels hold letters beyond
	// a to z: they are read once the run's alphabet is known (FilterIn).
	Later bool
}

// Register defines --where, --preset and --vowels in fs.
func (f *FilterFlags) Register(fs *flag.FlagSet) {
	fs.StringVar(&f.where, "where", "", "keep only the boards that pass `FILTER`, such as \"words 20..80, no S\"")
	fs.StringVar(&f.preset, "preset", "", "keep only the boards that pass the preset filter `NAME`: "+strings.Join(presetNames(), ", ")+` or list ("list" lists them)`)
	fs.StringVar(&f.vowels, "vowels", filter.Vowels.String(), "the `LETTERS` vowels clauses count: AEIOUY counts Y")
}

// presetNames returns the names of the presets.
func presetNames() []string {
	var names []string
	for _, p := range filter.Presets() {
		names = append(names, p.Name)
	}
	return names
}

// Filter returns the filter of --where and --preset together, read in a
// to z, or nil when they pass every board. For --preset list it writes
// the presets and returns ErrHelp (exit status 0). A bad filter is a
// usage error. When --where or --vowels hold a letter beyond a to z, it
// returns nil, sets Later and leaves them to FilterIn, given the
// alphabet of the run.
func (f *FilterFlags) Filter(e *Env) (*filter.Filter, error) {
	beyond := func(s string) bool {
		return strings.ContainsFunc(s, func(r rune) bool { return r >= utf8.RuneSelf && unicode.IsLetter(r) })
	}
	if f.Later = !strings.EqualFold(f.preset, "list") && (beyond(f.where) || beyond(f.vowels)); f.Later {
		return nil, nil
	}
	return f.FilterIn(e, bitset.Latin, nil)
}

// FilterIn returns the filter of --where and --preset together, their
// letters and those of --vowels read in alphabet a, as Filter does,
// after fold, if not nil, has folded the letters of --where and --vowels
// into a's (É into E in French).
func (f *FilterFlags) FilterIn(e *Env, a bitset.Alphabet, fold func(string) string) (*filter.Filter, error) {
	var preset, where *filter.Filter
	var err error
	if fold != nil {
		g := *f
		g.where, g.vowels = fold(f.where), fold(f.vowels)
		f = &g
	}
	switch {
	case strings.EqualFold(f.preset, "list"):
		report.WritePresets(e.Stdout, filter.Presets())
		return nil, ErrHelp
	case f.preset != "":
		preset, err = filter.LookupPresetIn(f.preset, a)
		if err != nil && filter.IsPreset(f.preset) {
			return nil, Usagef("--preset: %v", err)
		}
		if err != nil {
			names := presetNames()
			return nil, Usagef("--preset %q: expected %s or list%s", f.preset, strings.Join(names, ", "), suggest.DidYouMean(f.preset, names))
		}
	}
	if strings.TrimSpace(f.where) != "" {
		if where, err = filter.ParseIn(f.where, a); err != nil {
			return nil, Usagef("--where: %w", err)
		}
	}
	both, err := filter.And(preset, where)
	if err != nil {
		return nil, Usagef("--where %q contradicts --preset %s: %v", f.where, f.preset, err)
	}
	if both, err = f.countVowels(both, a); err != nil || both.String() == "" {
		return nil, err
	}
	if both.Derived() != 0 && !f.Likeness {
		return nil, Usagef("--where %q: the likeness clause is for rank and score; expected a filter without it", f.where)
	}
	return both, nil
}

// countVowels returns flt with its vowels clauses on AEIOU counting the
// letters of --vowels, read in alphabet a, which must have such a clause
// to count in.
func (f *FilterFlags) countVowels(flt *filter.Filter, a bitset.Alphabet) (*filter.Filter, error) {
	vowels, err := a.Parse(strings.ReplaceAll(f.vowels, ",", ""))
	switch {
	case err != nil && !a.IsLatin():
		return nil, Usagef("--vowels %q: %v", f.vowels, err)
	case err != nil || vowels == 0:
		return nil, Usagef("--vowels %q: expected letters such as AEIOUY", f.vowels)
	case vowels == filter.VowelsIn(a):
		return flt, nil
	case !slices.ContainsFunc(flt.Letters().Vowels, func(v filter.LetterCount) bool { return v.Letters == filter.VowelsIn(a) }):
		return nil, Usagef("--vowels %s: no vowels clause counts them; add one, such as --where \"vowels 1..3\"", a.Format(vowels))
	}
	g, err := flt.WithVowels(vowels)
	if err != nil {
		return nil, Usagef("--vowels %s: %v", a.Format(vowels), err)
	}
	return g, nil
}

// CanPass returns a usage error naming --where and --preset when no
// board of size letters, all in one of the letter sets allowed, passes
// the letter clauses of flt (nil passes every board): an empty report
// would hide the mistake.
func (f *FilterFlags) CanPass(flt *filter.Filter, size int, allowed ...bitset.Set) error {
	if flt == nil {
		return nil
	}
	rule := flt.Letters()
	for _, a := range allowed {
		if rule.AnyBoard(size, a) {
			return nil
		}
	}
	var which []string
	if f.preset != "" {
		which = append(which, "--preset "+f.preset)
	}
	if strings.TrimSpace(f.where) != "" {
		which = append(which, fmt.Sprintf("--where %q", f.where))
	}
	why := ""
	if !rule.Size.Contains(size) {
		why = fmt.Sprintf(": it asks for letters %v", rule.Size)
	}
	return Usagef("%s: no board of %d letters (--size %d) passes it%s; expected a filter that some board can pass",
		strings.Join(which, " with "), size, size, why)
}
