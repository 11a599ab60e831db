package main

import (
	"flag"
	"io"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/plot"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/stats"
)

// statsHelp is the paragraph of rank's help on statistics.
const statsHelp = `
With --stats it also describes the scores of all the honeycombs ranked:
their distribution (quantiles, mean, standard deviation), a histogram, each
letter as center and the letters of the best 100. The JSON and Markdown
reports hold them, the terminal report shows one line, and --out writes
DIR/LIST.VARIANT.svg, the histogram, which the Markdown report embeds.
--stats is on by default with --where or --preset, and with --out but not
with --space all unfiltered, where keeping millions of scores takes hundreds
of megabytes; give --stats for them in --json.
`

// statsUsage is the help for rank's --stats flag.
const statsUsage = "describe the scores of all the honeycombs ranked (distribution, histogram, centers, letters); " +
	"on by default with --where or --preset, and with --out unless --space all"

// wantStats says whether rank computes statistics: as --stats says if
// it is given, else for a filtered run, whose report is the honeycombs
// that pass and their distribution, and with --out in the pangram space,
// since the report files are for reading and the pangram candidates are
// few. The statistics need every ranked honeycomb's score, kept and
// sorted (search.RankOptions.All): for enable1's pangram letter sets about
// 10 MB and a few milliseconds, which --json alone does not pay, to keep
// the classic job as fast as it was; for its 8 million honeycombs of
// --space all about 340 MB and a second. A filter keeps the cost
// down whatever the space, since only the honeycombs that pass are kept.
func wantStats(fs *flag.FlagSet, statsFlag bool, out string, space string, filtered bool) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == "stats" })
	if set {
		return statsFlag
	}
	return filtered || out != "" && space != "all"
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

// writeRankPlot writes the score histogram of l, which must have
// statistics, as SVG.
func writeRankPlot(w io.Writer, l *report.List) error {
	return plot.Histogram(w, l.PlotTitle(), stats.Histogram(l.Stats.Histogram))
}
