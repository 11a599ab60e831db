package report

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/beebatch/beebatch/pkg/compare"
)

// Comparison is the report of a compare run: the rules and what
// compare.Compare found.
type Comparison struct {
	Rules Rules `json:"rules"`
	// Freq says which words are rare, with --freq, as List.Freq does.
	Freq string `json:"freq,omitempty"`
	*compare.Comparison
}

// NotCandidate is what a report says of a board that is not among a
// list's candidates.
const NotCandidate = "not a candidate (no pangram)"

// WriteComparison writes c in format, one of Formats. Text and Markdown
// list at most words words of each side of a board: -1 all, 0 none.
func WriteComparison(w io.Writer, format string, c *Comparison, words int) error {
	return writeAs(w, format, func() doc { return c.doc(Width(w), words) }, c, c.csv)
}

// listNames returns "a, b and c".
func listNames(names []string) string {
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// Fixed renders a correlation or an index for people, with four decimals.
func Fixed(x float64) string { return strconv.FormatFloat(x, 'f', 4, 64) }

// raw renders a number for machines: the shortest form that reads back
// exactly.
func raw(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }

// correlation renders a correlation for people, or why it is undefined.
func correlation(p *compare.Pair, r *float64) string {
	switch {
	case r != nil:
		return Fixed(*r)
	case p.Top == nil || p.CommonCandidates == 0:
		return "no overlap"
	}
	return "undefined"
}

// bestRows returns the rows of the table of best boards: each board once,
// scored in every list, its rank notCandidate where it is not one.
func bestRows(v *compare.VariantComparison, notCandidate string) [][]string {
	var rows [][]string
	for i, b := range v.Best {
		var of []string
		for j, c := range v.Best {
			if c.Board == b.Board {
				if j < i {
					break // this board's rows are there already
				}
				of = append(of, c.List)
			}
		}
		if len(of) == 0 {
			continue
		}
		for _, in := range b.In {
			rank := notCandidate
			if in.Rank != nil {
				rank = Num(*in.Rank)
			}
			row := []string{strings.Join(of, ", "), b.Board, in.List, Num(in.Score), Num(in.Words), Num(in.Pangrams), rank}
			if in.RareWords != nil {
				row = append(row, Num(*in.RareWords), Num(*in.RarePoints))
			}
			rows = append(rows, row)
		}
	}
	return rows
}

// sideWords formats at most limit words (-1: all), for Markdown if md
// is set (mdWord) else for text (textWord), and says how many more
// there are.
func sideWords(ws []compare.ScoredWord, limit int, md bool) string {
	n := len(ws)
	if limit >= 0 && n > limit {
		n = limit
	}
	items := make([]string, 0, n+1)
	for _, w := range ws[:n] {
		wd := Word{Word: w.Word, Forms: w.Forms, Score: w.Score, Pangram: w.Pangram}
		if md {
			items = append(items, mdWord(wd, false))
		} else {
			items = append(items, textWord(wd, false))
		}
	}
	if n < len(ws) {
		items = append(items, fmt.Sprintf("and %s more", Num(len(ws)-n)))
	}
	if md {
		return strings.Join(items, ", ")
	}
	return strings.Join(items, " ")
}

// doc returns the report, its text fitted to width: text has fewer
// columns than Markdown.
func (c *Comparison) doc(width, words int) doc {
	head := []string{fmt.Sprintf("compare %s; rules: %s", listNames(c.Names()), c.Rules.describe(""))}
	lists := table{header: []string{"list", "path", "lines", "distinct words"}, align: []align{alignLeft, alignLeft, alignRight, alignRight}}
	for _, l := range c.Lists {
		head = append(head, fmt.Sprintf("%s: %s, %s, %s%s", l.Name, Visible(l.Path), count(l.Lines, "line"), count(l.DistinctWords, "distinct word"), excludedNote(l.Excluded)))
		lists.rows = append(lists.rows, []string{l.Name, mdText(l.Path), Num(l.Lines), Num(l.DistinctWords) + excludedNote(l.Excluded)})
	}
	d := doc{{txt: wrapped(width, head...), md: fmt.Sprintf("# Comparison of %s\n", escape(listNames(c.Names())))},
		{md: fmt.Sprintf("Rules: %s. The top sets hold each list's %s best honeycombs.\n", c.Rules.describe(""), Num(c.TopN))}}
	if c.Freq != "" {
		d = append(d, block{txt: wrapped(width, "rare words: "+GlueItems(c.Freq)), md: fmt.Sprintf("Rare words: %s.\n", escape(mdText(c.Freq)))})
	}
	d = append(d, block{mt: &lists})
	for i := range c.Variants {
		d = append(d, c.variantDoc(&c.Variants[i], width, words)...)
	}
	return d
}

// variantDoc returns the part of the report on variant v.
func (c *Comparison) variantDoc(v *compare.VariantComparison, width, words int) doc {
	var lists, pairs, best table
	lists.cols(alignLeft, "list")
	lists.cols(alignRight, "valid words", "pangram lettersets", "candidates")
	lists.cols(alignLeft, "best")
	lists.cols(alignRight, "score", "words", "pangrams")
	var notes []string
	for _, l := range v.Lists {
		row := []string{l.Name, Num(l.ValidWords), Num(l.PangramLettersets), Num(l.Candidates), "none", "", "", ""}
		if h := l.Best; h != nil {
			row[4], row[5], row[6], row[7] = h.Letters+":"+h.Center, Num(h.Score), Num(h.Words), Num(h.Pangrams)
		}
		lists.rows = append(lists.rows, row)
		if l.Note != "" {
			notes = append(notes, l.Name+": "+l.Note)
		}
	}
	pairs.cols(alignLeft, "A", "B")
	pairs.cols(alignRight, "valid words only in A", "only in B", "in both", "common candidates", "top "+Num(c.TopN)+" in both",
		"Jaccard", "Spearman", "Kendall tau-b")
	hasBoards := false
	for i := range v.Pairs {
		p := &v.Pairs[i]
		top, jaccard := "no overlap", "no overlap"
		if p.Top != nil {
			top, jaccard = Num(p.Top.Common)+" of "+Num(p.Top.Union), Fixed(p.Top.Jaccard)
		}
		pairs.rows = append(pairs.rows, []string{p.A, p.B, Num(p.Words.OnlyA), Num(p.Words.OnlyB), Num(p.Words.Both),
			Num(p.CommonCandidates), top, jaccard, correlation(p, p.Spearman), correlation(p, p.KendallTauB)})
		if p.Note != "" {
			notes = append(notes, p.A+" and "+p.B+": "+p.Note)
		}
		hasBoards = hasBoards || len(p.Boards) > 0
	}
	textLists := lists.pick(lists.header[:5], 0, 1, 2, 3, 4)
	d := doc{{gap: true, txt: "variant " + v.Variant + "\n", md: "## Variant " + v.Variant + "\n"},
		{md: "Rules: " + c.Rules.describe(v.Variant) + ".\n"},
		{gap: true, txt: "lists\n", tt: &textLists, md: "### Lists\n", mt: &lists}}
	if len(v.Best) > 0 {
		best.cols(alignLeft, "best of", "board", "in list")
		best.cols(alignRight, "score", "words", "pangrams", "rank")
		if c.Freq != "" {
			best.cols(alignRight, "rare words", "rare points")
		}
		mdBest := best
		best.rows, mdBest.rows = bestRows(v, "none"), bestRows(v, NotCandidate)
		// Text leaves out "best of", which rank 1 says, so that the
		// table keeps its rules with lists of long names.
		cols := make([]int, len(best.header)-1)
		for i := range cols {
			cols[i] = i + 1
		}
		textBest := best.pick(best.header[1:], cols...)
		textBest.title = func(row []string) string { return row[0] + " in " + row[1] }
		d = append(d, block{gap: true, txt: wrapped(width, "best boards in every list (rank: position among the list's candidates, 1 for the list's best board; none where it is not one, with no pangram there)"),
			tt: &textBest, md: "### Best boards\n"},
			block{md: "Each list's best board scored in every list; its rank is its position among that list's candidates.\n", mt: &mdBest})
	}
	pairWords := pairs.pick([]string{"A", "B", "only in A", "only in B", "in both"}, 0, 1, 2, 3, 4)
	pairRanks := pairs.pick([]string{"A", "B", "candidates", "top " + Num(c.TopN), "Jaccard", "Spearman", "tau-b"}, 0, 1, 5, 6, 7, 8, 9)
	pairWords.title, pairRanks.title = pairTitle, pairTitle
	d = append(d, block{gap: true, txt: "pairs: valid words\n", tt: &pairWords, md: "### Pairs\n"},
		block{md: fmt.Sprintf("Valid words of the variant; the overlap of the top %s honeycombs; Spearman's rho and Kendall's tau-b of the scores of the honeycombs that are candidates in both lists.\n", Num(c.TopN)),
			mt: &pairs},
		block{gap: true, txt: wrapped(width, fmt.Sprintf("pairs: candidates in both lists; how many of the best %s of each are in both, and the Jaccard index of the two; "+
			"Spearman's rho and Kendall's tau-b of the scores of the candidates in both", Num(c.TopN))), tt: &pairRanks})
	if len(notes) > 0 {
		md := make([]string, len(notes))
		for i, n := range notes {
			md[i] = escape(n)
		}
		d = append(d, block{gap: true, txt: "notes:\n" + wrapIn(width, "  ", notes...), md: lines(md, "- ")})
	}
	if v.Plot != "" {
		d = append(d, block{md: "### Score distributions\n"}, block{md: fmt.Sprintf("![The scores of every candidate of each list, variant %s](%s)\n", v.Variant, v.Plot)})
	}
	if hasBoards {
		d = append(d, block{gap: true, txt: "words of the best boards (* pangram)\n", md: "### Words of the best boards\n"})
		if words != 0 {
			d = append(d, block{md: "Pangrams are in bold.\n"})
		}
	}
	for _, p := range v.Pairs {
		for _, b := range p.Boards {
			d = append(d, c.boardDoc(width, words, p, &b)...)
		}
	}
	return d
}

// boardDoc returns the part of the report on the words of board b in
// the lists of pair p.
func (c *Comparison) boardDoc(width, words int, p compare.Pair, b *compare.BoardWords) doc {
	txt := wrapped(width, fmt.Sprintf("%s vs %s on %s (best of %s):", p.A, p.B, b.Board, listNames(b.BestOf))) +
		Wrap("in both: "+count(b.Both, "word")+", "+count(b.BothPoints, "point"), width, "  ", "    ")
	var md []string
	for _, side := range []struct {
		list   string
		ws     []compare.ScoredWord
		points int
	}{{p.A, b.OnlyA, b.OnlyAPoints}, {p.B, b.OnlyB, b.OnlyBPoints}} {
		line := fmt.Sprintf("only in %s: %s, %s", side.list, count(len(side.ws), "word"), count(side.points, "point"))
		if len(side.ws) > 0 && words != 0 {
			line += ": " + sideWords(side.ws, words, false)
			md = append(md, fmt.Sprintf("Only in %s: %s", escape(side.list), sideWords(side.ws, words, true)))
		}
		txt += Wrap(line, width, "  ", "    ")
	}
	return doc{{txt: txt, md: fmt.Sprintf("#### %s vs %s on %s, best of %s\n", escape(p.A), escape(p.B), b.Board, escape(listNames(b.BestOf)))},
		{md: sentence(escape(fmt.Sprintf("only in %s: %s, %s; only in %s: %s, %s; in both: %s, %s",
			p.A, count(len(b.OnlyA), "word"), count(b.OnlyAPoints, "point"), p.B, count(len(b.OnlyB), "word"), count(b.OnlyBPoints, "point"),
			count(b.Both, "word"), count(b.BothPoints, "point"))))}, {md: lines(md, "- ")}}
}

// pairTitle names a pair of lists in records.
func pairTitle(row []string) string { return row[0] + " vs " + row[1] }

// csv returns one record per figure: section "list" for a list
// (list_a), "best" for a list's best board (list_a) scored in a list
// (list_b), "pair" for a pair of lists and "board" for the words of a
// best board in a pair. An undefined figure has an empty value and a
// note.
func (c *Comparison) csv() [][]string {
	rows := [][]string{{"variant", "section", "list_a", "list_b", "board", "measure", "value", "note"}}
	for _, v := range c.Variants {
		row := func(section, a, b, board, measure, value, note string) {
			rows = append(rows, []string{v.Variant, section, a, b, board, measure, value, note})
		}
		// counts writes a row per value, named by the words of names.
		counts := func(section, a, b, board, names string, values ...int) {
			for i, name := range strings.Fields(names) {
				row(section, a, b, board, name, strconv.Itoa(values[i]), "")
			}
		}
		// measure writes a row of *x, or of note where x is nil.
		measure := func(a, b, name string, x *float64, note string) {
			if x == nil {
				row("pair", a, b, "", name, "", note)
			} else {
				row("pair", a, b, "", name, raw(*x), "")
			}
		}
		for _, l := range v.Lists {
			counts("list", l.Name, "", "", "valid_words pangram_lettersets", l.ValidWords, l.PangramLettersets)
			row("list", l.Name, "", "", "candidates", strconv.Itoa(l.Candidates), l.Note)
		}
		for _, bb := range v.Best {
			for _, in := range bb.In {
				counts("best", bb.List, in.List, bb.Board, "score words pangrams", in.Score, in.Words, in.Pangrams)
				if in.Rank != nil {
					counts("best", bb.List, in.List, bb.Board, "rank", *in.Rank)
				} else {
					row("best", bb.List, in.List, bb.Board, "rank", "", NotCandidate)
				}
				if in.RareWords != nil {
					counts("best", bb.List, in.List, bb.Board, "rare_words rare_points", *in.RareWords, *in.RarePoints)
				}
			}
		}
		for i := range v.Pairs {
			p := &v.Pairs[i]
			counts("pair", p.A, p.B, "", "valid_words_only_a valid_words_only_b valid_words_both common_candidates top_n",
				p.Words.OnlyA, p.Words.OnlyB, p.Words.Both, p.CommonCandidates, c.TopN)
			if t := p.Top; t != nil {
				counts("pair", p.A, p.B, "", "top_common top_union", t.Common, t.Union)
				measure(p.A, p.B, "jaccard", &t.Jaccard, "")
			} else {
				for _, m := range []string{"top_common", "top_union", "jaccard"} {
					row("pair", p.A, p.B, "", m, "", p.Note)
				}
			}
			measure(p.A, p.B, "spearman", p.Spearman, p.Note)
			measure(p.A, p.B, "kendall_tau_b", p.KendallTauB, p.Note)
			for _, b := range p.Boards {
				counts("board", p.A, p.B, b.Board, "only_a only_a_points only_b only_b_points both both_points",
					len(b.OnlyA), b.OnlyAPoints, len(b.OnlyB), b.OnlyBPoints, b.Both, b.BothPoints)
			}
		}
	}
	return rows
}

// excludedNote says how many words --exclude-words dropped, if any.
func excludedNote(n int) string {
	if n == 0 {
		return ""
	}
	return " (" + Num(n) + " dropped by --exclude-words)"
}
