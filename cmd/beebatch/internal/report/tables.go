package report

import (
	"encoding/csv"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/renderer"
	"github.com/olekukonko/tablewriter/tw"
)

var rankHeader = []string{"rank", "letters", "center", "score", "words", "pangrams"}

// numeric columns are right-aligned.
var rankAlign = tw.Alignment{tw.AlignRight, tw.AlignLeft, tw.AlignLeft, tw.AlignRight, tw.AlignRight, tw.AlignRight}

// rows formats honeycombs for people, with a column saying whether each
// has a pangram if hasPangram is set.
func rows(hs []Honeycomb, hasPangram bool) [][]string {
	out := make([][]string, 0, len(hs))
	for _, h := range hs {
		row := []string{Num(h.Rank), h.Letters, h.Center, Num(h.Score), Num(h.Words), Num(h.Pangrams)}
		if hasPangram {
			row = append(row, yesNo(h.HasPangram))
		}
		out = append(out, row)
	}
	return out
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// the given column alignment, and cells that it does not wrap.
func textTable(w io.Writer, align tw.Alignment) *tablewriter.Table {
	return tablewriter.NewTable(w,
		tablewriter.WithAlignment(align),
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithRowAutoWrap(tw.WrapNone),
		tablewriter.WithRenderer(renderer.NewBlueprint(tw.Rendition{Symbols: tw.NewSymbols(tw.StyleLight)})),
	)
}

// markdownTable returns a tablewriter table that writes Markdown.
func markdownTable(w io.Writer, align tw.Alignment) *tablewriter.Table {
	return tablewriter.NewTable(w,
		tablewriter.WithAlignment(align),
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithRowAutoWrap(tw.WrapNone),
		tablewriter.WithRenderer(renderer.NewMarkdown()),
	)
}

// table renders one table of honeycombs, as Markdown or for a terminal;
// its cells hold only letters and digits, so need no escaping. The
// honeycombs of the space of all letter sets get a has_pangram column.
func table(w io.Writer, l *List, hs []Honeycomb, markdown bool) error {
	header, align := rankHeader, rankAlign
	all := l.Space == "all"
	if all {
		header = append(slices.Clip(header), "has_pangram")
		align = append(slices.Clip(align), tw.AlignLeft)
	}
	t := textTable(w, align)
	if markdown {
		t = markdownTable(w, align)
	}
	t.Header(header)
	if err := t.Bulk(rows(hs, all)); err != nil {
		return err
	}
	return t.Render()
}

// WriteText writes the terminal report of every list: a summary line, the
// top table and, if any, the bottom table.
func WriteText(w io.Writer, r *Report) error {
	for i := range r.Lists {
		l := &r.Lists[i]
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintln(w, l.Summary())
		if s := l.SpaceSummary(); s != "" {
			fmt.Fprintln(w, s)
		}
		if l.Passed == 0 {
			fmt.Fprintln(w, l.NoHoneycomb())
			continue
		}
		if l.Stats != nil {
			fmt.Fprintln(w, l.Stats.Line())
		}
		if len(l.Top) > 0 {
			fmt.Fprintf(w, "top %d\n", len(l.Top))
			if err := table(w, l, l.Top, false); err != nil {
				return err
			}
		}
		if len(l.Bottom) > 0 {
			fmt.Fprintf(w, "bottom %d (worst first)\n", len(l.Bottom))
			if err := table(w, l, l.Bottom, false); err != nil {
				return err
			}
		}
	}
	return nil
}

// WriteMarkdown writes the Markdown report of one list; when l has Stats,
// it ends with them and embeds the histogram from the file l.PlotFile(),
// which the caller writes beside it.
func WriteMarkdown(w io.Writer, rules Rules, l *List) error {
	fmt.Fprintf(w, "# %s, variant %s\n\n", l.Name, l.Variant)
	fmt.Fprintf(w, "Rules: %s.\n\n", rules.describe(l.Variant))
	fmt.Fprintf(w, "| lines | distinct words | valid words | pangram words | pangram lettersets | candidates |\n")
	fmt.Fprintf(w, "|---:|---:|---:|---:|---:|---:|\n")
	fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s |\n\n", Num(l.Lines), Num(l.DistinctWords), Num(l.ValidWords),
		Num(l.PangramWords), Num(l.PangramLettersets), Num(l.Candidates))
	if s := skips(l.Skipped); s != "" {
		fmt.Fprintf(w, "Skipped: %s.\n\n", s)
	}
	if s := l.SpaceSummary(); s != "" {
		fmt.Fprintf(w, "%s.\n\n", capitalize(s))
	}
	if l.Passed == 0 {
		_, err := fmt.Fprintf(w, "%s.\n", capitalize(l.NoHoneycomb()))
		return err
	}
	for _, part := range []struct {
		title string
		hs    []Honeycomb
	}{{"Top %d", l.Top}, {"Bottom %d, worst first", l.Bottom}} {
		if len(part.hs) == 0 {
			continue
		}
		fmt.Fprintf(w, "## "+part.title+"\n\n", len(part.hs))
		if err := table(w, l, part.hs, true); err != nil {
			return err
		}
		fmt.Fprintln(w)
	}
	if l.Stats != nil {
		writeStatsMarkdown(w, l)
	}
	return nil
}

func capitalize(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// describe says the rules in words.
func (r Rules) describe(variant string) string {
	parts := []string{
		fmt.Sprintf("words of %d+ letters", r.MinLen),
		fmt.Sprintf("%d-letter honeycombs", r.Size),
		fmt.Sprintf("pangram bonus %d", r.Bonus),
	}
	if variant == "no-s" {
		parts = append(parts, "no S")
	}
	if r.Exclude != "" {
		parts = append(parts, "excluding "+strings.ToUpper(r.Exclude))
	}
	if r.MinCount != nil {
		parts = append(parts, fmt.Sprintf("count above %d", *r.MinCount))
	}
	if r.RequireVowel {
		parts = append(parts, "a vowel required")
	}
	return strings.Join(parts, ", ")
}

// WriteSummaryMarkdown writes one row per list and variant: its counts
// and its best honeycomb, as a board LETTERS:CENTER, the form that
// compare writes and solve reads.
func WriteSummaryMarkdown(w io.Writer, r *Report) error {
	fmt.Fprintf(w, "# Summary\n\nRules: %s.\n\n", r.Rules.describe(""))
	fmt.Fprintln(w, "| list | variant | lines | distinct words | valid words | pangram words | pangram lettersets | candidates | best | score | words | pangrams |")
	fmt.Fprintln(w, "|---|---|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|")
	for _, l := range r.Lists {
		best := "none"
		score, words, pangrams := "", "", ""
		if len(l.Top) > 0 {
			h := l.Top[0]
			best = h.Letters + ":" + h.Center
			score, words, pangrams = Num(h.Score), Num(h.Words), Num(h.Pangrams)
		}
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n",
			escape(l.Name), l.Variant, Num(l.Lines), Num(l.DistinctWords), Num(l.ValidWords),
			Num(l.PangramWords), Num(l.PangramLettersets), Num(l.Candidates), best, score, words, pangrams)
	}
	return nil
}

// escape makes s safe in a Markdown table cell.
func escape(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

// WriteCSV writes one row per ranked honeycomb of l, raw numbers, with a
// "section" column saying top or bottom.
func WriteCSV(w io.Writer, l *List) error {
	cw := csv.NewWriter(w)
	cw.Write(append(append([]string{"list", "variant", "section"}, rankHeader...), "has_pangram"))
	for _, part := range []struct {
		name string
		hs   []Honeycomb
	}{{"top", l.Top}, {"bottom", l.Bottom}} {
		for _, h := range part.hs {
			cw.Write([]string{l.Name, l.Variant, part.name, strconv.Itoa(h.Rank), h.Letters, h.Center,
				strconv.Itoa(h.Score), strconv.Itoa(h.Words), strconv.Itoa(h.Pangrams), strconv.FormatBool(h.HasPangram)})
		}
	}
	cw.Flush()
	return cw.Error()
}
