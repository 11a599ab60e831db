package main

import (
	"context"
	"fmt"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/catalogs"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/cli"
	"github.com/beebatch/beebatch/pkg/filter"
	"github.com/beebatch/beebatch/pkg/freq"
	"github.com/beebatch/beebatch/pkg/likeness"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// likenessModel returns the board likeness learned with the list called
// name (beebatch learn), or nil when name is no learned list of the cache
// or has none. A model that does not fit this beebatch's features is
// warned of and not used.
func likenessModel(e *cli.Env, name string) *likeness.Model {
	c, err := newCatalog("")
	if err != nil {
		return nil
	}
	m, err := catalogs.Likeness(c, name)
	if err != nil {
		e.Warn(fmt.Errorf("the likeness of %s: %w", name, err))
	}
	return m
}

// likenessCounts returns the counts the likeness looks pangrams up in
// (catalogs.Counts): count_1w_100k, from the mirror or the cache.
func likenessCounts(ctx context.Context, e *cli.Env) (*freq.List, error) {
	c, err := newCatalog("")
	if err != nil {
		return nil, catalogError(err)
	}
	return catalogs.Counts(c)
}

// likenessOf returns the board likeness learned with the list called
// name and the counts it looks pangrams up in, or nils when there is no
// likeness, or when count_1w_100k cannot be had (a warning then says so).
func likenessOf(ctx context.Context, e *cli.Env, name string) (*likeness.Model, *freq.List) {
	m := likenessModel(e, name)
	if m == nil {
		return nil, nil
	}
	counts, err := likenessCounts(ctx, e)
	if err != nil {
		e.Warn(fmt.Errorf("no likeness for %s: %w", name, err))
		return nil, nil
	}
	return m, counts
}

// scheduleLikeness returns the board likeness that schedule draws by, and
// the counts it needs: that of the list flag names ("none" for none; ""
// for that of the list the schedule is of, list, if it has one and
// count_1w_100k is at hand, else none, with a warning).
func scheduleLikeness(ctx context.Context, e *cli.Env, flag, list string) (*likeness.Model, likeness.Counter, error) {
	switch flag {
	case "none":
		return nil, nil, nil
	case "":
		if m, counts := likenessOf(ctx, e, list); m != nil {
			return m, counts, nil
		}
		return nil, nil, nil
	}
	if likenessModel(e, flag) == nil {
		return nil, nil, cli.Usagef("--likeness %s: no list of that name learned with a board likeness in the cache; expected one that beebatch learn installed, or none", flag)
	}
	counts, err := likenessCounts(ctx, e)
	if err != nil {
		return nil, nil, err
	}
	return likenessModel(e, flag), counts, nil
}

// whereLikeness returns the counts that a filter with a likeness clause
// (filter.Filter.Derived) needs for the measures it derives from, in
// count_1w_100k as the likeness looks them up, or an error when it
// cannot be had; nil for a filter without one.
func whereLikeness(ctx context.Context, e *cli.Env, flt *filter.Filter) (func(*wordlist.Words) []int64, error) {
	if flt.Derived() == 0 {
		return nil, nil
	}
	counts, err := likenessCounts(ctx, e)
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
	m := likenessModel(e, name)
	if m == nil {
		return nil, nil, cli.Usagef("--where %q: the list %s has no board likeness; expected a list that beebatch learn installed (see \"beebatch learn -h\")", flt.String(), name)
	}
	return flt.WithDeriver(m.Deriver()), m, nil
}
