package report

import (
	"bufio"
	"encoding/csv"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/search"
)

// List is the ranking of one word list in one variant.
type List struct {
	Name              string         `json:"name"`
	Path              string         `json:"path"`
	Variant           string         `json:"variant"`
	Lines             int            `json:"lines"`
	DistinctWords     int            `json:"distinct_words"`
	ValidWords        int            `json:"valid_words"`
	PangramWords      int            `json:"pangram_words"`
	PangramLettersets int            `json:"pangram_lettersets"`
	Candidates        int            `json:"candidates"`
	Skipped           map[string]int `json:"skipped"`
	// Space is the set of honeycombs ranked: "pangram", the letter sets
	// of pangrams, or "all", every letter set of Size letters.
	Space string `json:"space"`
	// Filter is the --where filter of the run, canonical, or "".
	Filter string `json:"filter,omitempty"`
	// Honeycombs counts the honeycombs in the space, Passed those that
	// pass the filter (all of them without one), and WithPangram and
	// ZeroScore those of Passed with a pangram and scoring zero. Ranks
	// are positions among Passed.
	Honeycombs int `json:"honeycombs"`
	Passed     int `json:"passed"`
	// PassedLettersets counts the letter sets of the honeycombs that
	// pass a filter; absent without a filter or without --stats.
	PassedLettersets int `json:"passed_lettersets,omitempty"`
	WithPangram      int `json:"with_pangram"`
	ZeroScore        int `json:"zero_score"`
	// Top and Bottom are the best and the worst honeycombs, the worst
	// first (WriteRankingJSON writes their JSON).
	Top    Rows `json:"top"`
	Bottom Rows `json:"bottom"`
	// Freq says which words are rare with --freq, such as "count <= 0
	// in count_1w_100k, or missing"; "" without.
	Freq string `json:"freq,omitempty"`
	// Columns are the measures that the rows show beyond score, words
	// and pangrams (measure.Columns), in measure.Table's order.
	Columns []measure.ID `json:"-"`
	// Lang is the code of the language the list was read in (pkg/lang),
	// absent for English; Alphabet its letters (Rules.Alphabet).
	Lang     string          `json:"lang,omitempty"`
	Alphabet bitset.Alphabet `json:"-"`
	// Pareto is the Pareto frontier by words and points (rank --pareto,
	// search.RankOptions.Pareto), fewest words first, each row's Rank its
	// place on it; nil when not asked for or none was ranked.
	Pareto Rows `json:"pareto,omitempty"`
	// Stats describes the scores of the Passed honeycombs, or is nil.
	Stats *Stats `json:"stats,omitempty"`
}

// Report is everything a rank run found.
type Report struct {
	Rules Rules  `json:"rules"`
	Lists []List `json:"lists"`
	// SameVariants are the variants asked for but not ranked, because
	// they would rank what another ranks.
	SameVariants []SameVariant `json:"same_variants,omitempty"`
}

// SameVariant is a variant not ranked (search.DistinctVariants).
type SameVariant = puzzle.SameVariant

// FileBase returns the base of the file names for l: "<list>.<variant>".
func (l *List) FileBase() string { return l.Name + "." + l.Variant }

// Summary returns the line that heads l's text report, glued (NoBreak)
// so that Wrap breaks it only between two counts.
func (l *List) Summary() string {
	what := l.Variant
	if l.Lang != "" {
		what += ", " + l.Lang
	}
	return glue(l.Name+" ("+what+"):") + " " + GlueItems(fmt.Sprintf("%s lines, %s distinct words, %s valid, %s pangram words, %s pangram lettersets, %s candidates",
		Num(l.Lines), Num(l.DistinctWords), Num(l.ValidWords), Num(l.PangramWords), Num(l.PangramLettersets), Num(l.Candidates)))
}

// NoHoneycomb says why l ranks no honeycomb.
func (l *List) NoHoneycomb() string {
	switch {
	case l.Filter != "" && l.Honeycombs > 0:
		return "no honeycomb passes the filter"
	case l.Space == "all":
		return "no honeycomb: the letters left are fewer than a honeycomb needs"
	}
	return search.NoHoneycomb
}

// spaceSummary describes the space ranked and the filter, "" for the
// classic job, each figure and clause glued (GlueItems) if glued is set.
func (l *List) spaceSummary(glued bool) string {
	if !l.special() {
		return ""
	}
	g := func(s string) string { return s }
	if glued {
		g = GlueItems
	}
	s := g(fmt.Sprintf("space %s: %s honeycombs", l.Space, Num(l.Honeycombs)))
	if l.Filter != "" {
		s += `; filter "` + g(l.Filter) + `": ` + g(Num(l.Passed)+" pass")
		if l.PassedLettersets > 0 {
			s += " " + g(fmt.Sprintf("(%s)", count(l.PassedLettersets, "letter set")))
		}
	}
	return s + ", " + g(Num(l.WithPangram)+" with a pangram") + ", " + g(Num(l.ZeroScore)+" scoring zero")
}

// special reports whether l ranks more than the classic candidates, or
// filters them.
func (l *List) special() bool { return l.Space == "all" || l.Filter != "" }

// ranked says, for a heading, which honeycombs a table is taken from:
// "", " of the 19,045 that pass the filter" or " of 3,364,900".
func (l *List) ranked() string {
	switch {
	case l.Filter != "":
		return " of the " + Num(l.Passed) + " that pass the filter"
	case l.Space == "all":
		return " of " + Num(l.Passed)
	}
	return ""
}

// WriteRanking writes the report of a rank run in format, one of
// Formats.
func WriteRanking(w io.Writer, format string, r *Report) error {
	switch format {
	case "text":
		var d doc
		for _, v := range r.SameVariants {
			d = append(d, block{txt: wrapped(Width(w), v.Note()+".")})
		}
		return join(d, r.Lists, func(l *List) doc { return l.doc(r.Rules, Width(w), false) }).writeText(w)
	case "md":
		if err := WriteSummaryMarkdown(w, r); err != nil {
			return err
		}
		for i := range r.Lists {
			fmt.Fprintln(w)
			if err := WriteMarkdown(w, r.Rules, &r.Lists[i], false); err != nil {
				return err
			}
		}
		return nil
	case "json":
		return WriteRankingJSON(w, r)
	case "csv":
		return WriteCSV(w, r.Lists...)
	}
	return unknownFormat(format)
}

var rankHeader = []string{"rank", "letters", "center", "score", "words", "pangrams"}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

const frontierNote = "No other honeycomb has at most the words and at least the points of one of these, " +
	"with fewer words or more points. `#` is the place on the frontier, fewest words first; " +
	"ties counts the other honeycombs with the same words and points, for which the first in ranking order stands."

// doc returns the report of l, its text fitted to width, its Markdown
// embedding the histogram l.PlotFile() if plot is set.
func (l *List) doc(rules Rules, width int, plot bool) doc {
	var notes []string // text
	var mds doc
	note := func(text, md string) {
		notes, mds = append(notes, text), append(mds, block{md: md})
	}
	if s := skips(l.Skipped); s != "" {
		note("skipped: "+GlueItems(s), "Skipped: "+s+".\n")
	}
	if s := l.spaceSummary(false); s != "" {
		note(l.spaceSummary(true), sentence(escape(s)))
	}
	if l.Freq != "" {
		note("rare words: "+GlueItems(l.Freq), "Rare words: "+escape(mdText(l.Freq))+".\n")
	}
	if l.Passed == 0 {
		note(l.NoHoneycomb(), sentence(l.NoHoneycomb()))
	} else if l.Stats != nil {
		notes = append(notes, l.Stats.Line())
	}
	d := append(doc{{txt: wrapped(width, l.Summary()) + wrapIn(width, "  ", notes...), md: fmt.Sprintf("# %s, variant %s\n", escape(l.Name), l.Variant)},
		{md: fmt.Sprintf("Rules: %s.\n", rules.describe(l.Variant)), mt: &table{
			header: []string{"lines", "distinct words", "valid words", "pangram words", "pangram lettersets", "candidates"}, align: numbersAlign(6),
			rows: [][]string{{Num(l.Lines), Num(l.DistinctWords), Num(l.ValidWords), Num(l.PangramWords), Num(l.PangramLettersets), Num(l.Candidates)}}}}}, mds...)
	if l.Passed == 0 {
		return d
	}
	// The tables that have rows: the best, the worst and the Pareto frontier.
	part := func(text, md string, rows Rows, frontier bool) {
		if size(rows) > 0 {
			d = append(d, block{txt: wrapped(width, text), md: "## " + md + "\n",
				rows: func(w io.Writer, markdown bool) error {
					return newRowTable(rows, rankCols{hasPangram: l.Space == "all", extra: l.Columns, ties: frontier, alphabet: l.Alphabet}, markdown).write(w, rows)
				}})
		}
	}
	top, bottom := Num(size(l.Top))+l.ranked(), Num(size(l.Bottom))+l.ranked()
	part("top "+top, "Top "+top, l.Top, false)
	part("bottom "+bottom+" (worst first)", "Bottom "+bottom+", worst first", l.Bottom, false)
	points, all := l.frontierSize()
	frontier := "Pareto frontier: fewest words for the points, " + count(points, "honeycomb")
	if all > points {
		frontier += " (" + Num(all) + " with ties)"
	}
	part(frontier+l.ranked(), frontier+l.ranked()+"\n\n"+frontierNote, l.Pareto, true)
	if l.Stats != nil {
		d = append(d, l.Stats.doc(l, plot)...)
	}
	return d
}

// WriteMarkdown writes the Markdown report of one list, ending with its
// Stats, if any, which embed the histogram l.PlotFile() if plot is set.
func WriteMarkdown(w io.Writer, rules Rules, l *List, plot bool) error {
	if err := l.doc(rules, DefaultWidth, plot).writeMarkdown(w); err != nil || l.Passed == 0 {
		return err
	}
	fmt.Fprintln(w)
	return nil
}

// WriteSummaryMarkdown writes one row per list and variant: its counts
// and its best honeycomb, as a board LETTERS:CENTER.
func WriteSummaryMarkdown(w io.Writer, r *Report) error {
	d := doc{{md: "# Summary\n"}, {md: "Rules: " + r.Rules.describe("") + ".\n"}}
	if s := r.scope(); s != "" {
		d = append(d, block{md: s + "\n"})
	}
	for _, v := range r.SameVariants {
		d = append(d, block{md: sentence(v.Note())})
	}
	var t table
	t.cols(alignLeft, "list", "variant")
	t.cols(alignRight, "lines", "distinct words", "valid words", "pangram words", "pangram lettersets", "candidates")
	special := slices.ContainsFunc(r.Lists, func(l List) bool { return l.special() })
	if special {
		t.cols(alignRight, "honeycombs", "passed")
	}
	t.cols(alignLeft, "best")
	t.cols(alignRight, "score", "words", "pangrams")
	rare, cols, frontier := r.extras()
	if rare != "" {
		d = append(d, block{md: "Rare words: " + escape(mdText(rare)) + ".\n"})
	}
	for _, m := range cols {
		t.cols(alignRight, strings.ReplaceAll(measure.Table[m].Column, "_", " "))
	}
	if frontier {
		d = append(d, block{md: "Pareto frontier: the number of honeycombs on it, one for each point (with ties: others with the same words and points).\n"})
		t.cols(alignRight, "frontier", "with ties")
	}
	for _, l := range r.Lists {
		best, bestMore := []string{"none", "", "", ""}, make([]string, len(cols))
		if size(l.Top) > 0 {
			h := l.Top.At(0)
			best = []string{h.Honeycomb.Format(l.Alphabet), Num(h.Score), Num(h.Words), Num(h.Pangrams)}
			for i, m := range cols {
				bestMore[i] = Num64(h.Values[m])
				if measure.Table[m].Decimals > 0 {
					bestMore[i] = string(measure.AppendValue(nil, m, h.Values[m]))
				}
			}
		}
		row := []string{l.Name, l.Variant, Num(l.Lines), Num(l.DistinctWords), Num(l.ValidWords),
			Num(l.PangramWords), Num(l.PangramLettersets), Num(l.Candidates)}
		if special {
			row = append(row, Num(l.Honeycombs), Num(l.Passed))
		}
		row = append(append(row, best...), bestMore...)
		if frontier {
			points, all := l.frontierSize()
			row = append(row, Num(points), Num(all))
		}
		t.rows = append(t.rows, row)
	}
	return append(d, block{mt: &t}).writeMarkdown(w)
}

// extras says which words are rare, with --freq, which measures the
// lists of r show beyond score, words and pangrams, and whether they have
// a Pareto frontier.
func (r *Report) extras() (rare string, cols []measure.ID, frontier bool) {
	for i := range r.Lists {
		l := &r.Lists[i]
		if l.Freq != "" {
			rare = l.Freq
		}
		cols = unionColumns(cols, l.Columns)
		frontier = frontier || l.Pareto != nil
	}
	return rare, cols, frontier
}

// unionColumns returns the measures of a or b, in measure.Table's order.
func unionColumns(a, b []measure.ID) []measure.ID {
	var out []measure.ID
	for m := range measure.N {
		if slices.Contains(a, m) || slices.Contains(b, m) {
			out = append(out, m)
		}
	}
	return out
}

// frontierSize counts the honeycombs of l's Pareto frontier, without and
// with their ties.
func (l *List) frontierSize() (points, all int) {
	for i := range size(l.Pareto) {
		all += 1 + l.Pareto.At(i).Ties
	}
	return size(l.Pareto), all
}

// scope says, for the summary, which honeycombs the lists of r rank, if
// not the classic candidates.
func (r *Report) scope() string {
	for i := range r.Lists {
		l := &r.Lists[i]
		if !l.special() {
			continue
		}
		s := "Space **all**: every honeycomb of " + strconv.Itoa(r.Rules.Size) + " letters of each variant's alphabet, each letter as center"
		if l.Space != "all" {
			s = "Space **pangram**: the letter sets of the pangrams of each list, each letter as center"
		}
		if l.Filter != "" {
			s += "; filter `" + l.Filter + "`. Only the honeycombs that pass the filter (passed) are ranked, and the best is the best of them."
		} else {
			s += "."
		}
		return s
	}
	return ""
}

// csvHeader heads the CSV of rank.
var csvHeader = []string{"list", "variant", "section", "rank", "letters", "center", "board", "score", "words", "pangrams",
	"has_pangram", "space", "filter", "honeycombs", "passed"}

// WriteCSV writes one row per ranked honeycomb of each of lists, in
// section top, bottom or pareto; with a frontier, each row ends with its
// ties, empty but in section pareto.
func WriteCSV(w io.Writer, lists ...List) error {
	ties := slices.ContainsFunc(lists, func(l List) bool { return size(l.Pareto) > 0 })
	header := csvHeader
	var cols []measure.ID
	for _, l := range lists {
		cols = unionColumns(cols, l.Columns)
	}
	for _, m := range cols {
		header = append(slices.Clip(header), measure.Table[m].Column)
	}
	if ties {
		header = append(slices.Clip(header), "ties")
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	bw.WriteString(strings.Join(header, ",") + "\n")
	for i := range lists {
		l := &lists[i]
		writeCSVRows(bw, l, "top", l.Top, ties)
		writeCSVRows(bw, l, "bottom", l.Bottom, ties)
		writeCSVRows(bw, l, "pareto", l.Pareto, ties)
	}
	return bw.Flush()
}

var summaryCSVHeader = []string{"list", "variant", "path", "lines", "distinct_words", "valid_words", "pangram_words", "pangram_lettersets", "candidates",
	"space", "filter", "honeycombs", "passed", "with_pangram", "zero_score",
	"best_letters", "best_center", "best_score", "best_words", "best_pangrams",
	"min", "q1", "median", "q3", "p90", "p99", "max", "mean", "sd"}

// WriteSummaryCSV writes one row per list and variant of r: its counts,
// its best honeycomb and its score distribution.
func WriteSummaryCSV(w io.Writer, r *Report) error {
	_, cols, frontier := r.extras()
	header := summaryCSVHeader
	for _, m := range cols {
		header = append(slices.Clip(header), "best_"+measure.Table[m].Column)
	}
	if frontier {
		header = append(slices.Clip(header), "frontier", "frontier_with_ties")
	}
	rows := [][]string{header}
	num := strconv.Itoa
	for _, l := range r.Lists {
		row := []string{l.Name, l.Variant, l.Path, num(l.Lines), num(l.DistinctWords), num(l.ValidWords), num(l.PangramWords),
			num(l.PangramLettersets), num(l.Candidates), l.Space, l.Filter, num(l.Honeycombs), num(l.Passed), num(l.WithPangram), num(l.ZeroScore)}
		best, bestMore, dist := make([]string, 5), make([]string, len(cols)), make([]string, 9)
		if size(l.Top) > 0 {
			h := l.Top.At(0)
			best = []string{l.Alphabet.Format(h.Letters), l.Alphabet.Format(h.Center), num(h.Score), num(h.Words), num(h.Pangrams)}
			for i, m := range cols {
				bestMore[i] = string(measure.AppendValue(nil, m, h.Values[m]))
			}
		}
		if l.Stats != nil {
			d := l.Stats.Distribution
			dist = []string{num(d.Min), num(d.Q1), num(d.Median), num(d.Q3), num(d.P90), num(d.P99), num(d.Max), raw(d.Mean), raw(d.StdDev)}
		}
		row = append(append(append(row, best...), dist...), bestMore...)
		if frontier {
			points, all := l.frontierSize()
			row = append(row, num(points), num(all))
		}
		rows = append(rows, row)
	}
	return csv.NewWriter(w).WriteAll(rows)
}
