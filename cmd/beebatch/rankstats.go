package main

import (
	"flag"
	"io"
	"path/filepath"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/plot"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/stats"
)

// statsUsage is the help for rank's --stats flag.
const statsUsage = "compute the statistics of all candidates' scores (distribution, histogram, centers, letters); " +
	"on by default with --json or --out, which report them"

// wantStats says whether rank computes statistics: as --stats says if
// it is given, else when --out or --json is, since only those write more
// than the one-line summary. The statistics need every candidate's score,
// kept and sorted (search.RankOptions.All): for enable1, about 4 MB and a
// few milliseconds that a plain ranking does without.
func wantStats(fs *flag.FlagSet, statsFlag bool, out string, jsonOut bool) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == "stats" })
	if set {
		return statsFlag
	}
	return out != "" || jsonOut
}

// rankStats returns the statistics of a ranking's candidates, all of
// them best first, or nil if there are none, as when they were not asked
// for.
func rankStats(all []search.Scored) *report.Stats {
	if len(all) == 0 {
		return nil
	}
	return report.NewStats(stats.Summarize(all, stats.TopLetters))
}

// writeRankPlot writes the score histogram of l, if it has statistics,
// to dir/<list>.<variant>.svg, atomically.
func writeRankPlot(dir string, l *report.List) error {
	if l.Stats == nil {
		return nil
	}
	return report.WriteFile(filepath.Join(dir, l.PlotFile()), func(w io.Writer) error {
		return plot.Histogram(w, l.PlotTitle(), stats.Histogram(l.Stats.Histogram))
	})
}
