package main

import (
	"fmt"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/catalogs"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/cli"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/freq"
	"github.com/beebatch/beebatch/pkg/likeness"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// scheduleLikeness returns the board likeness that schedule draws by, and
// the counts it needs: that of the list flag names ("none" for none; ""
// for that of the list the schedule is of, list, if it has one and
// count_1w_100k is at hand, else none, with a warning).
func scheduleLikeness(e *cli.Env, flag, list string) (*likeness.Model, likeness.Counter, error) {
	switch flag {
	case "none":
		return nil, nil, nil
	case "":
		if m, counts := catalogs.LikenessOf(list, e.Warn); m != nil {
			return m, counts, nil
		}
		return nil, nil, nil
	}
	if catalogs.CacheLikeness(flag, e.Warn) == nil {
		return nil, nil, cli.Usagef("--likeness %s: no list of that name learned with a board likeness in the cache; expected one that beebatch learn installed, or none", flag)
	}
	counts, err := catalogs.CacheCounts()
	if err != nil {
		return nil, nil, err
	}
	return catalogs.CacheLikeness(flag, e.Warn), counts, nil
}

// whereLikeness returns the counts that a filter with a likeness clause
// (filter.Filter.Derived) needs for the measures it derives from, in
// count_1w_100k as the likeness looks them up, or an error when it
// cannot be had; nil for a filter without one.
func whereLikeness(flt *filter.Filter) (func(*wordlist.Words) []int64, error) {
	if flt.Derived() == 0 {
		return nil, nil
	}
	counts, err := catalogs.CacheCounts()
	if err != nil {
		return nil, fmt.Errorf("--where %s: %w", flt, err)
	}
	return (&freq.Rule{List: counts}).Counts, nil
}

// withLikeness returns flt with the likeness of the list called name as
// its Deriver, when flt has a likeness clause, and that model; an error
// naming --where when the list has none.
func withLikeness(e *cli.Env, flt *filter.Filter, name string) (*filter.Filter, *likeness.Model, error) {
	if flt.Derived() == 0 {
		return flt, nil, nil
	}
	m := catalogs.CacheLikeness(name, e.Warn)
	if m == nil {
		return nil, nil, cli.Usagef("--where %q: the list %s has no board likeness; expected a list that beebatch learn installed (see \"beebatch learn -h\")", flt.String(), name)
	}
	return flt.WithDeriver(m.Deriver()), m, nil
}
