package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"math"
	"runtime"
	"slices"
	"sync"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/bar"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/catalogs"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/cli"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/help"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/outfiles"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/freq"
	"github.com/beebatch/beebatch/pkg/likeness"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// rankCmd runs "beebatch rank".
func rankCmd(ctx context.Context, e *cli.Env, args []string) error {
	r, err := parseRank(e, args)
	if err != nil {
		return err
	}
	if err := e.PrepareOutDir("--out", r.out); err != nil {
		return err
	}
	rep, err := r.rank(ctx, e)
	if err != nil {
		return err
	}
	return r.write(ctx, e, rep)
}

// rankRun is a run of "beebatch rank": its flags, once checked, and the
// names of its lists.
type rankRun struct {
	search.Query // the rules, variants, space, counts and filter to rank with
	rf           ruleFlags
	filt         cli.FilterFlags
	fq           freqFlags
	ff           cli.FormatFlag
	out          string
	opts         wordlist.Options
	space        string               // --space, the name of Space
	same         []puzzle.SameVariant // the variants that rank as one of Variants
	format       string
	specs, names []string // the WORDLIST arguments, and the names of the lists
	by           string   // --by: score or likeness
}

// parseRank parses and checks the command line of rank.
func parseRank(e *cli.Env, args []string) (*rankRun, error) {
	r := &rankRun{filt: cli.FilterFlags{Likeness: true}}
	fs := e.FlagSet("rank", help.Rank)
	r.rf.register(fs)
	r.rf.registerLang(fs)
	size := fs.Int("size", puzzle.DefaultRules.Size, "`K` letters in a honeycomb, 5 to 9; a pangram uses all K")
	fs.StringVar(&r.space, "space", "pangram", "the honeycombs to rank: `pangram` (the letter sets of pangrams) or all (every K-letter set)")
	fs.IntVar(&r.Top, "top", 10, "rank the best `N` honeycombs")
	fs.IntVar(&r.Bottom, "bottom", 0, "rank the worst `N` honeycombs")
	variants := fs.String("variants", "no-s,s", "the `variants` to rank, comma-separated: no-s, s, or no-s,s for both")
	fs.IntVar(&r.Workers, "workers", runtime.GOMAXPROCS(0), "`N` goroutines to rank with")
	fs.StringVar(&r.out, "out", "", "write report files to `DIR`")
	r.ff.Register(fs, "the report")
	r.filt.Register(fs)
	fs.BoolVar(&r.Tally, "stats", false, "describe the scores of all the honeycombs ranked (distribution, histogram, centers, letters); "+
		"on by default with --where or --preset, and with --out unless --space all")
	r.fq.register(fs)
	fs.StringVar(&r.by, "by", "score", "rank by `MEASURE`: score, or likeness (how NYT-like, by the board likeness beebatch learn gave the list)")
	fs.BoolVar(&r.Pareto, "pareto", false, "also list the Pareto frontier: the honeycombs that no other beats with fewer words and as many points, or as many words and more points")
	if err := e.Parse(fs, args); err != nil {
		return nil, err
	}
	var err error
	if r.Filter, err = r.filt.Filter(e); err != nil {
		return nil, err
	}
	if err := r.rf.resolveLang(fs.Args()); err != nil {
		return nil, err
	}
	if r.Rules, r.opts, err = r.rf.rules(*size); err != nil {
		return nil, err
	}
	if r.Filter, err = r.rf.langFilter(e, &r.filt, r.Filter); err != nil {
		return nil, err
	}
	var ok bool
	if r.Space, ok = map[string]search.Kind{"pangram": search.PangramSets, "all": search.AllSets}[r.space]; !ok {
		return nil, cli.Usagef("--space %q: expected pangram or all", r.space)
	}
	if r.Variants, err = r.rf.variants(*variants, r.Rules); err != nil {
		return nil, err
	}
	var allowed []bitset.Set
	for _, v := range r.Variants {
		allowed = append(allowed, r.Rules.Alphabet.All()&^r.Rules.Exclude&^v.Banned)
	}
	r.Variants, r.same = search.DistinctVariants(r.Variants, r.Rules, r.Filter)
	r.format, err = r.ff.Check(fs)
	if err = cmp.Or(r.filt.CanPass(r.Filter, r.Rules.Size, allowed...), err); err != nil {
		return nil, err
	}
	switch {
	case r.Top < 0:
		return nil, cli.Usagef("--top %d: expected a count of 0 or more", r.Top)
	case r.Bottom < 0:
		return nil, cli.Usagef("--bottom %d: expected a count of 0 or more", r.Bottom)
	case r.Workers < 1:
		return nil, cli.Usagef("--workers %d: expected 1 or more", r.Workers)
	case r.by != "score" && r.by != "likeness":
		return nil, cli.Usagef("--by %q: expected score or likeness", r.by)
	case r.by == "likeness" && r.fq.list != "":
		return nil, cli.Usagef("--by likeness looks pangrams up in count_1w_100k: it cannot be given with --freq")
	case r.Filter.Derived() != 0 && r.fq.list != "":
		return nil, cli.Usagef("--where %q: the likeness looks pangrams up in count_1w_100k: it cannot be given with --freq", r.Filter.String())
	case fs.NArg() == 0:
		return nil, cli.Usagef("no WORDLIST given")
	}
	r.specs = fs.Args()
	if err := cmp.Or(cli.FlagAfterArgs(r.specs), r.fq.check(e, fs, r.Filter, r.specs)); err != nil {
		return nil, err
	}
	// Statistics, unless --stats says otherwise: for a filtered run, and
	// with --out in the pangram space; counting the 8 million honeycombs
	// of --space all costs about a quarter of the time of ranking them.
	if !cli.FlagGiven(fs, "stats") {
		r.Tally = r.Filter != nil || r.out != "" && r.Space != search.AllSets
	}
	return r, nil
}

// rank reads and ranks each list in each variant, once the names of the
// files they would give in --out are checked.
func (r *rankRun) rank(ctx context.Context, e *cli.Env) (*report.Report, error) {
	lists := wordLists(e, r.specs, r.opts, nil)
	names, rule, err := openLists(ctx, e, &r.rf, &r.fq, lists)
	if err != nil {
		return nil, err
	}
	r.names = names
	if r.out != "" {
		var files []string
		for _, n := range names {
			for _, v := range r.Variants {
				files = append(files, n+"."+v.Name+".csv", n+"."+v.Name+".svg")
			}
		}
		if err := cli.CheckNames("--out", r.out, files); err != nil {
			lists.Close()
			return nil, err
		}
	}
	meter := e.StartProgress()
	q := r.Query
	q.Progress = &meter.Progress
	if q.Tally {
		q.Top = max(q.Top, search.TopLetters) // the statistics count the letters of the best
	}
	cols := measure.Columns(rule != nil, r.Filter.Needs()) // the measures the reports show
	for _, m := range cols {
		q.Measures |= 1 << m
	}
	models := map[string]*likeness.Model{} // by list name, with --by likeness
	if r.by == "likeness" {
		for _, n := range names {
			if models[n] = catalogs.CacheLikeness(n, e.Warn); models[n] == nil {
				lists.Close()
				return nil, cli.Usagef("--by likeness: the list %s has no board likeness; expected a list that beebatch learn installed (see \"beebatch learn -h\")", n)
			}
		}
		counts, err := catalogs.CacheCounts()
		if err != nil {
			lists.Close()
			return nil, err
		}
		q.Counts = (&freq.Rule{List: counts}).Counts
		q.Measures |= 1 << measure.Likeness
		cols = append(cols, measure.Likeness)
		// Every honeycomb that passes: the likeness ranks them all.
		q.Top, q.Bottom = math.MaxInt32, 0
	}
	if q.Filter.Derived() != 0 {
		// A likeness clause: each list's own model, and its column.
		if q.Counts, err = whereLikeness(q.Filter); err != nil {
			lists.Close()
			return nil, err
		}
		for _, n := range names {
			if _, models[n], err = withLikeness(e, q.Filter, n); err != nil {
				lists.Close()
				return nil, err
			}
		}
		if !slices.Contains(cols, measure.Likeness) {
			cols = append(cols, measure.Likeness)
		}
	}
	freqName := "" // which words are rare, as the reports say it
	if rule != nil {
		// Rare words are known by their text, which a Fit does not keep.
		q.Rare, q.Counts = rule.RareWords, rule.Counts
		freqName = rule.String()
	} else {
		lists.Options.Fit = q.Fit()
	}
	rep := &report.Report{Rules: report.NewRules(r.Rules, r.opts), SameVariants: r.same}
	var rk search.Ranker
	done := 0 // the lists before names[done] are ranked, or passed over as repeats
	err = scanLists(ctx, e, lists, func(i int, l *wordlist.List) error {
		meter.Phase(fmt.Sprintf("ranking %s (%d of %d)", l.Name, i+1, len(r.names)))
		if err := scoresFit(l, r.Rules); err != nil {
			return err
		}
		ql := q
		if m := models[l.Name]; m != nil && q.Filter.Derived() != 0 {
			ql.Filter = q.Filter.WithDeriver(m.Deriver())
		}
		ranked, err := rk.Rank(ctx, &l.Words, ql)
		if err != nil {
			return err
		}
		// The statistics of each variant, from tens of millions of counts
		// for the largest spaces, on a core each.
		reports := make([]report.List, len(ranked))
		var wg sync.WaitGroup
		for i := range ranked {
			wg.Go(func() {
				reports[i] = report.NewList(l, &ranked[i], r.space, r.Filter, r.Top, freqName)
				reports[i].Columns = cols
				reports[i].Alphabet, reports[i].Lang = r.Rules.Alphabet, r.rf.langCode()
				if m := models[l.Name]; m != nil {
					reports[i].AddLikeness(&ranked[i], m, r.by == "likeness", r.Top, r.Bottom)
				}
			})
		}
		wg.Wait()
		if err := ctx.Err(); err != nil {
			return err
		}
		rep.Lists = append(rep.Lists, reports...)
		done = i + 1
		return nil
	})
	meter.Finish()
	if err != nil && ctx.Err() != nil {
		return nil, cli.Interrupted(r.names, done)
	}
	return rep, err
}

// write writes the report to standard output, and the report files of
// --out even when standard output fails ("| head").
func (r *rankRun) write(ctx context.Context, e *cli.Env, rep *report.Report) error {
	out := io.Writer(e.Stdout)
	var meter *bar.Meter
	if !e.StdoutTTY {
		// Millions of rows take seconds to write: the bar counts them,
		// where it does not cut into them.
		meter = e.StartProgress()
		meter.Phase("lines written")
		out = report.Columns{Writer: bar.LineCounter{W: e.Stdout, M: meter}, N: report.Width(e.Stdout)}
	}
	werr := report.Render(ctx, out, func(w io.Writer) error { return report.WriteRanking(w, r.format, rep) })
	if meter != nil {
		meter.Finish()
	}
	if r.format == "csv" || r.format == "json" {
		// Text and Markdown say it; JSON has it, but not as a sentence.
		for _, v := range rep.SameVariants {
			e.Note(fmt.Sprintf("beebatch rank: %s", v.Note()))
		}
	}
	if r.out != "" {
		written, err := outfiles.Write(ctx, r.out, outfiles.Rank(rep)...)
		if err != nil {
			return cli.WriteError(ctx, r.names, err)
		}
		e.ReportWritten("rank", r.out, written)
	}
	return werr
}
