package report

import (
	"encoding/csv"
	"fmt"
	"io"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/olekukonko/tablewriter/tw"

	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/stats"
)

// Archive is the report of an archive run: the archive itself and each
// word list measured against it.
type Archive struct {
	Rules   Rules
	Summary *archive.Summary
	// Puzzles are the archive's puzzles, in order of date.
	Puzzles []*archive.Puzzle
	// MinExpected is the expected breaks by chance from which a rule
	// every board keeps is a constraint.
	MinExpected float64
	// Lists are the lists measured, the most NYT-like first.
	Lists []ArchiveList
	// Words is the number of each list's missing and rejected words to
	// show; 0 shows their counts alone.
	Words int
	// Freq says which words are rare, with --freq, as List.Freq does.
	Freq string
	// Accepted is the number of the words accepted most often to show.
	Accepted int
	// Histories are the timelines of the words of --words WORD,....
	Histories []archive.History
	// Coverage is the share of the boards that the calibrated filters
	// keep; 0 when they were not asked for.
	Coverage float64
	// Plot is the file of the chart of the words per board, or "".
	Plot string
}

// ArchiveList is one word list measured against the archive.
type ArchiveList struct {
	*archive.Comparison
	// Calibration is the list's calibrated filter, or nil.
	Calibration *archive.Calibration
	// Excluded is the number of the list's words that --exclude-words
	// dropped.
	Excluded int
}

// archiveJSON is the JSON form of an archive report.
type archiveJSON struct {
	Rules   Rules                 `json:"rules"`
	Archive archive.ArchiveResult `json:"archive"`
	Lists   []archiveListJSON     `json:"lists"`
	// Histories are the words' timelines, with --words WORD,...
	Histories []archive.History `json:"histories,omitempty"`
}

// archiveListJSON is one list of archiveJSON.
type archiveListJSON struct {
	archive.ListResult
	Excluded      int         `json:"excluded"`
	MissingWords  []wordCount `json:"missing_words,omitempty"`
	RejectedWords []wordCount `json:"rejected_words,omitempty"`
}

// wordCount is the JSON form of an archive.WordCount.
type wordCount struct {
	Word   string `json:"word"`
	Boards int    `json:"boards"`
}

func (a *Archive) json() archiveJSON {
	out := archiveJSON{Rules: a.Rules, Archive: a.Summary.Result(), Lists: []archiveListJSON{}, Histories: a.Histories}
	for _, l := range a.Lists {
		j := archiveListJSON{ListResult: l.Result(l.Calibration), Excluded: l.Excluded}
		j.MissingWords = topWords(l.Missing, a.Words)
		j.RejectedWords = topWords(l.Rejected, a.Words)
		out.Lists = append(out.Lists, j)
	}
	return out
}

// topWords returns the first n of wc.
func topWords(wc []archive.WordCount, n int) []wordCount {
	var out []wordCount
	for _, w := range wc[:min(n, len(wc))] {
		out = append(out, wordCount{w.Word, w.Boards})
	}
	return out
}

// WriteArchive writes a in format, one of Formats: CSV has one row per
// puzzle and list (per puzzle without a list).
func WriteArchive(w io.Writer, format string, a *Archive) error {
	switch format {
	case "text":
		return a.writeText(w)
	case "md":
		return a.writeMarkdown(w)
	case "json":
		return WriteJSON(w, a.json())
	case "csv":
		return a.writeCSV(w)
	}
	return unknownFormat(format)
}

// headline sums up the archive in a few lines.
func (a *Archive) headline() []string {
	s := a.Summary
	skipped := skips(s.Skipped)
	if skipped == "" {
		skipped = "none"
	}
	return []string{
		fmt.Sprintf("%s, %s to %s; records skipped: %s", count(s.Puzzles, "puzzle"), s.First, s.Last, skipped),
		fmt.Sprintf("%s, %s distinct; %s, %s (letters and center)",
			count(s.Answers, "answer"), Num(s.DistinctAnswers), count(s.LetterSets, "letter set"), count(s.DistinctBoards, "board")),
		fmt.Sprintf("published more than once: %s; %s with another center",
			count(s.RepeatedBoards, "board"), count(s.RepeatedLetterSets, "letter set")),
		fmt.Sprintf("bingos (every letter begins an answer): %s of %s puzzles", Num(s.Bingos), Num(s.Puzzles)),
	}
}

// figureRows returns the distributions of the official figures.
func (a *Archive) figureRows() (header []string, rows [][]string) {
	header = []string{"per puzzle", "min", "q1", "median", "q3", "max", "mean"}
	s := a.Summary
	for _, d := range []struct {
		name string
		d    stats.Distribution
	}{{"words", s.Words}, {"points", s.Points}, {"pangrams", s.Pangrams}, {"perfect", s.Perfect}} {
		rows = append(rows, []string{d.name, Num(d.d.Min), Num(d.d.Q1), Num(d.d.Median), Num(d.d.Q3), Num(d.d.Max), Decimal(d.d.Mean)})
	}
	return header, rows
}

// letterItems returns each letter with its boards and centers: "A 483/60".
func (a *Archive) letterItems() []string {
	var items []string
	for i, l := range a.Summary.Letters {
		items = append(items, fmt.Sprintf("%s %d/%d", bitset.Set(1)<<i, l.Boards, l.Centers))
	}
	return items
}

// vowelText says how many boards have each number of vowels.
func (a *Archive) vowelText() string {
	var parts []string
	for n, boards := range a.Summary.Vowels {
		if boards > 0 {
			parts = append(parts, fmt.Sprintf("%d: %s", n, Num(boards)))
		}
	}
	return strings.Join(parts, ", ")
}

// constraintRows returns the constraints with their expected breaks.
func (a *Archive) constraintRows() [][]string {
	var rows [][]string
	for _, c := range a.Summary.Constraints {
		rows = append(rows, []string{c.Clause(), strconv.FormatFloat(c.Expected, 'f', 1, 64)})
	}
	return rows
}

// acceptedItems returns the words accepted most often: "acai 47".
func (a *Archive) acceptedItems() []string {
	var items []string
	for _, w := range a.Summary.Accepted[:min(a.Accepted, len(a.Summary.Accepted))] {
		items = append(items, w.Word+" "+Num(w.Boards))
	}
	return items
}

// constraintNote explains the constraints.
func constraintNote(minExpected float64) string {
	return fmt.Sprintf("rules every board keeps although chance would break them on %s boards or more; "+
		"the expected breaks beside each (see beebatch archive -h)", strconv.FormatFloat(minExpected, 'g', -1, 64))
}

var (
	archiveListHeader = []string{"list", "recall", "precision", "distinct", "ratio", "full", "missing", "rejected"}
	archiveListAlign  = tw.Alignment{tw.AlignLeft, tw.AlignRight, tw.AlignRight, tw.AlignRight, tw.AlignRight, tw.AlignRight, tw.AlignRight, tw.AlignRight}
)

// listRows returns the table of the lists: how NYT-like each is.
func (a *Archive) listRows() ([]string, tw.Alignment, [][]string) {
	header, align := archiveListHeader, archiveListAlign
	if a.Freq != "" {
		header = append(slices.Clone(header), "rare", "nyt rare")
		align = append(slices.Clone(align), tw.AlignRight, tw.AlignRight)
	}
	var rows [][]string
	for _, l := range a.Lists {
		row := []string{l.Name, share(l.Recall), share(l.Precision), share(l.DistinctRecall),
			strconv.FormatFloat(l.MedianRatio, 'f', 2, 64), Num(l.FullBoards), Num(len(l.Missing)), Num(len(l.Rejected))}
		if r := l.Rare; r != nil {
			row = append(row, share(ratio(r.ListWords, l.ListWords)), share(ratio(r.AnswerWords, l.Answers)))
		}
		rows = append(rows, row)
	}
	return header, align, rows
}

// historyText says how the archive treated a word.
func historyText(h archive.History) string {
	if h.Boards == 0 {
		return h.Word + ": counts on no board"
	}
	s := fmt.Sprintf("%s: counts on %s, accepted on %s", h.Word, count(h.Boards, "board"), Num(h.Accepted))
	if h.FirstAccepted != "" {
		s += ", first on " + h.FirstAccepted
	}
	return s + "; " + h.ChangesText()
}

// fitText says how closely a list answers like the NYT, as "beebatch
// learn" reports it.
func fitText(c *archive.Comparison) string {
	r := c.Result(nil)
	return fmt.Sprintf("%s: f1 %s; within 10%% of the NYT's words on %s of the boards, of its points on %s; pangram recall %s, precision %s",
		c.Name, share(r.F1), pct(r.WordsWithin10pct), pct(r.PointsWithin10pct), share(r.PangramRecall), share(r.PangramPrecision))
}

// ratio returns n/d, or 0 if d is 0.
func ratio(n, d int) float64 {
	if d == 0 {
		return 0
	}
	return float64(n) / float64(d)
}

// rareNote explains the columns of the rare words, with --freq.
const rareNote = "; rare: the list's words on the boards that are rare / all of them; " +
	"nyt rare: the answers that are rare / all answers"

// share formats a share for people: three decimals.
func share(x float64) string { return strconv.FormatFloat(x, 'f', 3, 64) }

// listNote explains the columns of the table of lists.
const listNote = "recall: answers the list has / all answers; precision: the list's board words " +
	"the NYT accepted / all of them; distinct: recall over the distinct answers; ratio: median of " +
	"the list's words / the NYT's words per board; full: boards where the list has every answer; " +
	"missing: distinct answers the list lacks; rejected: distinct words of the list never accepted " +
	"where they count"

// listNote explains the columns of the table of lists of a, with --freq
// quoting which words are rare with quote.
func (a *Archive) listNote(quote func(string) string) string {
	if a.Freq == "" {
		return listNote
	}
	return listNote + rareNote + " (" + quote(a.Freq) + ")"
}

// wordItems returns the first n words of wc with their boards: "titi 74".
func wordItems(wc []archive.WordCount, n int) []string {
	var items []string
	for _, w := range wc[:min(n, len(wc))] {
		items = append(items, w.Word+" "+Num(w.Boards))
	}
	if n < len(wc) {
		items = append(items, "and "+Num(len(wc)-n)+" more")
	}
	return items
}

// writeText writes the terminal report, within 80 columns.
func (a *Archive) writeText(w io.Writer) error {
	const width = 78
	fmt.Fprintf(w, "archive %s\n%s\n", Visible(a.Summary.Path), strings.Join(a.headline(), "\n"))
	header, rows := a.figureRows()
	fmt.Fprintln(w)
	if err := fitTable(w, table{header: header, align: append(tw.Alignment{tw.AlignLeft}, numbersAlign(6)...), rows: rows}); err != nil {
		return err
	}
	fmt.Fprintf(w, "\nletters, boards/as center:\n%s\n", indent(fill(a.letterItems(), width-2), "  "))
	fmt.Fprintf(w, "vowels per board: %s\n", a.vowelText())
	fmt.Fprintf(w, "\n%s\n", wrap("constraints: "+constraintNote(a.MinExpected), width))
	if rows := a.constraintRows(); len(rows) > 0 {
		if err := fitTable(w, table{header: []string{"clause", "expected"}, align: tw.Alignment{tw.AlignLeft, tw.AlignRight}, rows: rows}); err != nil {
			return err
		}
	} else {
		fmt.Fprintln(w, "none")
	}
	if items := a.acceptedItems(); len(items) > 0 {
		fmt.Fprintf(w, "\naccepted most often:\n%s\n", indent(fill(items, width-2), "  "))
	}
	for _, h := range a.Histories {
		fmt.Fprintf(w, "\n%s\n", wrap(historyText(h), width))
	}
	if len(a.Lists) == 0 {
		return nil
	}
	fmt.Fprintf(w, "\nlists against the NYT, the most NYT-like first\n")
	header, align, rows := a.listRows()
	if err := fitTable(w, table{header: header, align: align, rows: rows}); err != nil {
		return err
	}
	fmt.Fprintln(w, wrap(a.listNote(func(s string) string { return s }), width))
	for _, l := range a.Lists {
		fmt.Fprintf(w, "\n%s\n", wrap(fitText(l.Comparison), width))
		if l.Excluded > 0 {
			fmt.Fprintf(w, "\n%s: %s dropped by --exclude-words\n", l.Name, count(l.Excluded, "word"))
		}
		if c := l.Calibration; c != nil {
			fmt.Fprintf(w, "\n%s: calibrated filter, %s of %s boards pass:\n%s\n", l.Name, Num(c.Pass), Num(l.Boards), indent(wrap(c.Text, width-2), "  "))
		}
		for i, wc := range [][]archive.WordCount{l.Missing, l.Rejected} {
			if a.Words == 0 || len(wc) == 0 {
				continue
			}
			fmt.Fprintf(w, "\n%s: %s:\n%s\n", l.Name, differences[i], indent(fill(wordItems(wc, a.Words), width-2), "  "))
		}
	}
	return nil
}

// differences name the missing and the rejected words of a list.
var differences = [2]string{"missing, by boards that accepted them", "rejected, by boards where they count"}

// writeMarkdown writes the Markdown report; it embeds the chart from the
// file a.Plot when there is one.
func (a *Archive) writeMarkdown(w io.Writer) error {
	fmt.Fprintf(w, "# Archive %s\n\n", escape(mdText(a.Summary.Path)))
	for _, line := range a.headline() {
		fmt.Fprintf(w, "%s.\n", capitalize(line))
	}
	fmt.Fprintf(w, "Rules: %s.\n\n", a.Rules.describe(""))
	fmt.Fprintf(w, "## The official figures\n\n")
	header, rows := a.figureRows()
	if err := writeMarkdownTable(w, header, append(tw.Alignment{tw.AlignLeft}, numbersAlign(6)...), rows); err != nil {
		return err
	}
	fmt.Fprintf(w, "\n## Letters\n\nBoards per number of vowels: %s.\n\n", a.vowelText())
	var letterRows [][]string
	for i, l := range a.Summary.Letters {
		letterRows = append(letterRows, []string{(bitset.Set(1) << i).String(), Num(l.Boards), Num(l.Centers)})
	}
	if err := writeMarkdownTable(w, []string{"letter", "boards", "as center"}, tw.Alignment{tw.AlignLeft, tw.AlignRight, tw.AlignRight}, letterRows); err != nil {
		return err
	}
	fmt.Fprintf(w, "\n## Constraints\n\n%s.\n\n", capitalize(constraintNote(a.MinExpected)))
	if err := writeMarkdownTable(w, []string{"clause", "expected breaks"}, tw.Alignment{tw.AlignLeft, tw.AlignRight}, a.constraintRows()); err != nil {
		return err
	}
	if len(a.Histories) > 0 {
		fmt.Fprintf(w, "\n## Word timelines\n\n")
		for _, h := range a.Histories {
			fmt.Fprintf(w, "- %s.\n", escape(historyText(h)))
		}
	}
	if len(a.Summary.Repeats) > 0 {
		fmt.Fprintf(w, "\n## Letter sets published more than once\n\n")
		var rows [][]string
		for _, r := range a.Summary.Repeats {
			var dates []string
			for _, p := range r.Puzzles {
				dates = append(dates, p.Date+" ("+p.Board.Center.String()+")")
			}
			rows = append(rows, []string{r.Letters.String(), strings.Join(dates, ", ")})
		}
		if err := writeMarkdownTable(w, []string{"letters", "dates (center)"}, tw.Alignment{tw.AlignLeft, tw.AlignLeft}, rows); err != nil {
			return err
		}
	}
	if items := a.acceptedItems(); len(items) > 0 {
		fmt.Fprintf(w, "\n## Accepted most often\n\n%s.\n", strings.Join(items, ", "))
	}
	if len(a.Lists) == 0 {
		return nil
	}
	fmt.Fprintf(w, "\n## Word lists against the NYT\n\nThe most NYT-like first. %s.\n\n", capitalize(a.listNote(escape)))
	header, align, rows := a.listRows()
	if err := writeMarkdownTable(w, header, align, rows); err != nil {
		return err
	}
	if a.Plot != "" {
		fmt.Fprintf(w, "\n![Words per board: the NYT's answers and each list's words](%s)\n", url.PathEscape(a.Plot))
	}
	for _, l := range a.Lists {
		fmt.Fprintf(w, "\n### %s\n\n", escape(l.Name))
		fmt.Fprintf(w, "%s answers, %s of the list's words on the boards, %s in both; %s points of answers, %s of the list's, %s in both.\n",
			Num(l.Answers), Num(l.ListWords), Num(l.Both), Num(l.AnswerPoints), Num(l.ListPoints), Num(l.BothPoints))
		fmt.Fprintf(w, "\n%s.\n", capitalize(escape(fitText(l.Comparison))))
		if l.Excluded > 0 {
			fmt.Fprintf(w, "\n%s dropped by --exclude-words.\n", capitalize(count(l.Excluded, "word")))
		}
		if c := l.Calibration; c != nil {
			fmt.Fprintf(w, "\nCalibrated filter (%s of %s boards pass): `%s`\n", Num(c.Pass), Num(l.Boards), c.Text)
		}
		for i, wc := range [][]archive.WordCount{l.Missing, l.Rejected} {
			if a.Words == 0 || len(wc) == 0 {
				continue
			}
			fmt.Fprintf(w, "\n%s: %s.\n", capitalize(differences[i]), escape(strings.Join(wordItems(wc, a.Words), ", ")))
		}
	}
	return nil
}

// archiveCSVHeader heads the CSV of archive.
var archiveCSVHeader = []string{"date", "letters", "center", "nyt_words", "nyt_points", "nyt_pangrams", "nyt_perfect", "nyt_bingo",
	"list", "list_words", "list_points", "list_pangrams", "list_perfect", "both", "both_points", "only_nyt", "only_list"}

// writeCSV writes one row per puzzle and list, or per puzzle.
func (a *Archive) writeCSV(w io.Writer) error {
	header := archiveCSVHeader
	if a.Freq != "" {
		header = append(slices.Clone(header), "nyt_rare_words", "nyt_rare_points", "list_rare_words", "list_rare_points")
	}
	rows := [][]string{header}
	num := strconv.Itoa
	official := func(p *archive.Puzzle) []string {
		f := p.Official
		return []string{p.Date, p.Board.Letters.String(), p.Board.Center.String(),
			num(f.Words), num(f.Points), num(f.Pangrams), num(f.Perfect), strconv.FormatBool(f.Bingo)}
	}
	if len(a.Lists) == 0 {
		for _, r := range a.Puzzles {
			rows = append(rows, append(official(r), make([]string, len(header)-8)...))
		}
	}
	for _, l := range a.Lists {
		for i := range l.Rows {
			r := &l.Rows[i]
			row := append(official(r.Puzzle), l.Name, num(r.List.Words), num(r.List.Points), num(r.List.Pangrams), num(r.List.Perfect),
				num(r.Both), num(r.BothPoints), num(r.OnlyNYT()), num(r.OnlyList()))
			if l.Rare != nil {
				rr := l.Rare.Rows[i]
				row = append(row, num(rr.AnswerWords), num(rr.AnswerPoints), num(rr.ListWords), num(rr.ListPoints))
			}
			rows = append(rows, row)
		}
	}
	return csv.NewWriter(w).WriteAll(rows)
}

// indent puts prefix before every line of s.
func indent(s, prefix string) string {
	return prefix + strings.ReplaceAll(s, "\n", "\n"+prefix)
}

// wrap fills the words of s into lines of at most width characters.
func wrap(s string, width int) string { return fill(strings.Fields(s), width) }

// pct formats a share as a percentage with one decimal: "98.5%".
func pct(x float64) string { return strconv.FormatFloat(100*x, 'f', 1, 64) + "%" }
