package report

import (
	"fmt"
	"io"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/likeness"
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
	// Against is the two-sample check of --against, or nil.
	Against *Against
}

// Against is a two-sample check of the archive's boards against those
// of a reference archive.
type Against struct {
	Reference string          `json:"reference"` // the reference archive's path
	Counts    string          `json:"counts"`    // the frequency list of the pangrams' counts
	Check     *likeness.Check `json:"check"`
}

// AgainstShown is the number of separating features the text and
// Markdown show.
const AgainstShown = 8

// ArchiveList is one word list measured against the archive.
type ArchiveList struct {
	*archive.Comparison
	// Calibration is the list's calibrated filter, or nil.
	Calibration *archive.Calibration
	// Excluded is the number of the list's words that --exclude-words
	// dropped.
	Excluded int
	// Likeness is the mean board likeness of the archive's boards as the
	// list sees them, for a list learned with one; else nil.
	Likeness *float64
}

// archiveJSON is the JSON form of an archive report.
type archiveJSON struct {
	Rules   Rules             `json:"rules"`
	Archive *archive.Summary  `json:"archive"`
	Lists   []archiveListJSON `json:"lists"`
	// Histories are the words' timelines, with --words WORD,...
	Histories []archive.History `json:"histories,omitempty"`
	Against   *Against          `json:"against,omitempty"`
}

// archiveListJSON is one list of archiveJSON.
type archiveListJSON struct {
	archive.ListResult
	Excluded      int         `json:"excluded"`
	MeanLikeness  *float64    `json:"mean_likeness,omitempty"`
	MissingWords  []wordCount `json:"missing_words,omitempty"`
	RejectedWords []wordCount `json:"rejected_words,omitempty"`
}

// wordCount is the JSON form of an archive.WordCount.
type wordCount struct {
	Word string `json:"word"`
	// Forms are its spellings, accents and all, when it has others
	// than itself (another language's).
	Forms  []string `json:"forms,omitempty"`
	Boards int      `json:"boards"`
}

func (a *Archive) json() archiveJSON {
	out := archiveJSON{Rules: a.Rules, Archive: a.Summary, Lists: []archiveListJSON{}, Histories: a.Histories, Against: a.Against}
	for _, l := range a.Lists {
		out.Lists = append(out.Lists, archiveListJSON{l.Result(l.Calibration), l.Excluded, l.Likeness, topWords(l.Missing, a.Words), topWords(l.Rejected, a.Words)})
	}
	return out
}

// topWords returns the first n of wc.
func topWords(wc []archive.WordCount, n int) []wordCount {
	var out []wordCount
	for _, w := range wc[:min(n, len(wc))] {
		wc := wordCount{Word: w.Word, Boards: w.Boards}
		if w.Spellings != "" {
			wc.Forms = strings.Split(w.Spellings, "/")
		}
		out = append(out, wc)
	}
	return out
}

// WriteArchive writes a in format, one of Formats: CSV has one row per
// puzzle and list (per puzzle without a list).
func WriteArchive(w io.Writer, format string, a *Archive) error {
	return writeAs(w, format, a.doc, a.json(), a.csv)
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

// share formats a share for people: three decimals.
func share(x float64) string { return strconv.FormatFloat(x, 'f', 3, 64) }

// listNote explains the columns of the table of lists.
const listNote = "recall: answers the list has / all answers; precision: the list's board words " +
	"the NYT accepted / all of them; distinct: recall over the distinct answers; ratio: median of " +
	"the list's words / the NYT's words per board; full: boards where the list has every answer; " +
	"missing: distinct answers the list lacks; rejected: distinct words of the list never accepted " +
	"where they count"

// wordItems returns the first n words of wc with their boards: "titi 74",
// and how many more there are.
func wordItems(wc []archive.WordCount, n int) []string {
	var items []string
	for _, w := range wc[:min(n, len(wc))] {
		items = append(items, w.Shown()+" "+Num(w.Boards))
	}
	if n < len(wc) {
		items = append(items, "and "+Num(len(wc)-n)+" more")
	}
	return items
}

// archiveWidth is the width of the text of an archive report.
const archiveWidth = 78

// section starts a part of an archive report: a blank line, then text
// (a newline added) or md.
func section(text, md string) block { return block{gap: true, txt: text + "\n", md: md} }

// doc returns the report: its text within 80 columns, its Markdown
// with the chart from the file a.Plot when there is one.
func (a *Archive) doc() doc {
	s := a.Summary
	var head []string
	for _, line := range a.headline() {
		head = append(head, capitalize(line)+".")
	}
	figures := table{header: []string{"per puzzle", "min", "q1", "median", "q3", "max", "mean"}, align: append([]align{alignLeft}, numbersAlign(6)...)}
	for i, d := range []archive.Distribution{s.Words, s.Points, s.Pangrams, s.Perfect} {
		name := []string{"words", "points", "pangrams", "perfect"}[i]
		figures.rows = append(figures.rows, []string{name, Num(d.Min), Num(d.Q1), Num(d.Median), Num(d.Q3), Num(d.Max), Decimal(d.Mean)})
	}
	letters := table{header: []string{"letter", "boards", "as center"}, align: []align{alignLeft, alignRight, alignRight}}
	var letterItems, vowels []string
	for _, l := range s.Letters {
		letter := l.Letter
		letters.rows = append(letters.rows, []string{letter, Num(l.Boards), Num(l.Centers)})
		letterItems = append(letterItems, fmt.Sprintf("%s %d/%d", letter, l.Boards, l.Centers))
	}
	for n, boards := range s.Vowels {
		if boards > 0 {
			vowels = append(vowels, fmt.Sprintf("%d: %s", n, Num(boards)))
		}
	}
	constraints := table{header: []string{"clause", "expected breaks"}, align: []align{alignLeft, alignRight}}
	for _, c := range s.Constraints {
		constraints.rows = append(constraints.rows, []string{c.Clause(), strconv.FormatFloat(c.Expected, 'f', 1, 64)})
	}
	constraintsText := block{txt: "none\n"}
	if a.Rules.Lang != "" {
		// Their chance is drawn from English boards, and their clauses
		// read the letters a-z.
		n := "not sought in " + a.Rules.Lang + ": they are English's"
		constraintsText = block{txt: n + "\n", md: sentence(capitalize(n))}
	}
	if len(constraints.rows) > 0 {
		constraintsText = block{tt: &table{header: []string{"clause", "expected"}, align: constraints.align, rows: constraints.rows}}
	}
	note := "rules every board keeps although chance would break them on " + strconv.FormatFloat(a.MinExpected, 'g', -1, 64) +
		" boards or more; the expected breaks beside each (see beebatch archive -h)"
	d := doc{
		{txt: fmt.Sprintf("archive %s\n%s\n", Visible(s.Path), strings.Join(a.headline(), "\n")),
			md: fmt.Sprintf("# Archive %s\n", escape(mdText(s.Path)))},
		{md: lines(append(head, fmt.Sprintf("Rules: %s.", a.Rules.describe(""))), "")},
		{gap: true, tt: &figures, md: "## The official figures\n", mt: &figures},
		section("letters, boards/as center:\n"+indent(fill(letterItems, archiveWidth-2), "  "), "## Letters\n"),
		{txt: "vowels per board: " + strings.Join(vowels, ", ") + "\n", md: "Boards per number of vowels: " + strings.Join(vowels, ", ") + ".\n", mt: &letters},
		section(wrap("constraints: "+note, archiveWidth), "## Constraints\n"),
		{md: sentence(note), mt: &constraints}, constraintsText,
	}
	var accepted []string
	for _, w := range s.Accepted[:min(a.Accepted, len(s.Accepted))] {
		accepted = append(accepted, w.Shown()+" "+Num(w.Boards))
	}
	if len(accepted) > 0 {
		d = append(d, section("accepted most often:\n"+indent(fill(accepted, archiveWidth-2), "  "), ""))
	}
	if len(a.Histories) > 0 {
		d = append(d, block{md: "## Word timelines\n"})
	}
	var timelines []string
	for _, h := range a.Histories {
		d = append(d, section(wrap(historyText(h), archiveWidth), ""))
		timelines = append(timelines, escape(historyText(h))+".")
	}
	d = append(d, block{md: lines(timelines, "- ")})
	if len(s.Repeats) > 0 {
		repeats := table{header: []string{"letters", "dates (center)"}, align: []align{alignLeft, alignLeft}}
		for _, r := range s.Repeats {
			var dates []string
			for _, p := range r.Puzzles {
				dates = append(dates, p.Date+" ("+a.Rules.Alphabet.Format(p.Board.Center)+")")
			}
			repeats.rows = append(repeats.rows, []string{a.Rules.Alphabet.Format(r.Letters), strings.Join(dates, ", ")})
		}
		d = append(d, block{md: "## Letter sets published more than once\n", mt: &repeats})
	}
	if len(accepted) > 0 {
		d = append(d, block{md: "## Accepted most often\n"}, block{md: strings.Join(accepted, ", ") + ".\n"})
	}
	if len(a.Lists) > 0 {
		d = append(d, a.listsDoc()...)
	}
	if a.Against != nil {
		d = append(d, a.Against.doc()...)
	}
	return d
}

// doc returns the part of the report on the two-sample check.
func (g *Against) doc() doc {
	c := g.Check
	head := fmt.Sprintf("two-sample check: a logistic regression over the boards' features (pangrams looked up in %s), %d-fold cross-validated, tells the %s boards of the archive from the %s of %s with ROC AUC %s (0.5: they cannot be told apart; 1: always)",
		g.Counts, c.Folds, Num(c.B), Num(c.A), g.Reference, share(c.AUC))
	t := table{header: []string{"feature", "archive", "reference", "d"}, align: append([]align{alignLeft}, numbersAlign(3)...)}
	for _, s := range c.Separating[:min(AgainstShown, len(c.Separating))] {
		t.rows = append(t.rows, []string{s.Column, strconv.FormatFloat(s.MeanB, 'f', 3, 64), strconv.FormatFloat(s.MeanA, 'f', 3, 64),
			strconv.FormatFloat(-s.D, 'f', 2, 64)})
	}
	note := "the features that separate them most: their means, and Cohen's d of the archive against the reference"
	return doc{section(wrap(head, archiveWidth), "## Two-sample check\n"), {md: sentence(escape(head))},
		{txt: wrap(note+":", archiveWidth) + "\n", tt: &t, md: sentence(note), mt: &t}}
}

// listsDoc returns the part of the report on the lists: how NYT-like
// each is.
func (a *Archive) listsDoc() doc {
	lists := table{header: []string{"list", "recall", "precision", "distinct", "ratio", "full", "missing", "rejected"},
		align: append([]align{alignLeft}, numbersAlign(7)...)}
	if a.Freq != "" {
		lists.cols(alignRight, "rare", "nyt rare")
	}
	for _, l := range a.Lists {
		row := []string{l.Name, share(l.Recall), share(l.Precision), share(l.DistinctRecall),
			strconv.FormatFloat(l.MedianRatio, 'f', 2, 64), Num(l.FullBoards), Num(len(l.Missing)), Num(len(l.Rejected))}
		if r := l.Rare; r != nil {
			row = append(row, share(ratio(r.ListWords, l.ListWords)), share(ratio(r.AnswerWords, l.Answers)))
		}
		lists.rows = append(lists.rows, row)
	}
	note, mdNote := listNote, listNote
	if a.Freq != "" {
		rare := "; rare: the list's words on the boards that are rare / all of them; nyt rare: the answers that are rare / all answers"
		note, mdNote = note+rare+" ("+a.Freq+")", note+rare+" ("+escape(a.Freq)+")"
	}
	d := doc{section("lists against the NYT, the most NYT-like first", "## Word lists against the NYT\n"),
		{tt: &lists, md: "The most NYT-like first. " + sentence(mdNote), mt: &lists},
		{txt: wrap(note, archiveWidth) + "\n"}}
	if a.Plot != "" {
		d = append(d, block{md: fmt.Sprintf("![Words per board: the NYT's answers and each list's words](%s)\n", url.PathEscape(a.Plot))})
	}
	for _, l := range a.Lists {
		d = append(d, section(wrap(fitText(l.Comparison), archiveWidth), fmt.Sprintf("### %s\n", escape(l.Name))),
			block{md: fmt.Sprintf("%s answers, %s of the list's words on the boards, %s in both; %s points of answers, %s of the list's, %s in both.\n",
				Num(l.Answers), Num(l.ListWords), Num(l.Both), Num(l.AnswerPoints), Num(l.ListPoints), Num(l.BothPoints))},
			block{md: sentence(escape(fitText(l.Comparison)))})
		if l.Likeness != nil {
			n := fmt.Sprintf("mean board likeness %s (the likeness learned with %s, of the boards as it sees them)", share(*l.Likeness), l.Name)
			d = append(d, section(wrap(l.Name+": "+n, archiveWidth), sentence(escape(capitalize(n)))))
		}
		if l.Excluded > 0 {
			n := count(l.Excluded, "word") + " dropped by --exclude-words"
			d = append(d, section(l.Name+": "+n, sentence(n)))
		}
		if c := l.Calibration; c != nil {
			d = append(d, section(fmt.Sprintf("%s: calibrated filter, %s of %s boards pass:\n%s", l.Name, Num(c.Pass), Num(l.Boards), indent(wrap(c.Text, archiveWidth-2), "  ")),
				fmt.Sprintf("Calibrated filter (%s of %s boards pass): `%s`\n", Num(c.Pass), Num(l.Boards), c.Text)))
		}
		for i, wc := range [][]archive.WordCount{l.Missing, l.Rejected} {
			if a.Words > 0 && len(wc) > 0 {
				d = append(d, section(fmt.Sprintf("%s: %s:\n%s", l.Name, differences[i], indent(fill(wordItems(wc, a.Words), archiveWidth-2), "  ")),
					fmt.Sprintf("%s: %s.\n", capitalize(differences[i]), escape(strings.Join(wordItems(wc, a.Words), ", ")))))
			}
		}
	}
	return d
}

// differences name the missing and the rejected words of a list.
var differences = [2]string{"missing, by boards that accepted them", "rejected, by boards where they count"}

// archiveCSVHeader heads the CSV of archive.
var archiveCSVHeader = []string{"date", "letters", "center", "nyt_words", "nyt_points", "nyt_pangrams", "nyt_perfect", "nyt_bingo",
	"list", "list_words", "list_points", "list_pangrams", "list_perfect", "both", "both_points", "only_nyt", "only_list"}

// csv returns one record per puzzle and list, or per puzzle.
func (a *Archive) csv() [][]string {
	header := archiveCSVHeader
	if a.Freq != "" {
		header = append(slices.Clone(header), "nyt_rare_words", "nyt_rare_points", "list_rare_words", "list_rare_points")
	}
	rows := [][]string{header}
	num := strconv.Itoa
	official := func(p *archive.Puzzle) []string {
		f := p.Official
		return []string{p.Date, a.Rules.Alphabet.Format(p.Board.Letters), a.Rules.Alphabet.Format(p.Board.Center),
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
	return rows
}

// indent puts prefix before every line of s.
func indent(s, prefix string) string {
	return prefix + strings.ReplaceAll(s, "\n", "\n"+prefix)
}

// wrap fills the words of s into lines of at most width characters.
func wrap(s string, width int) string { return fill(strings.Fields(s), width) }

// pct formats a share as a percentage with one decimal: "98.5%".
func pct(x float64) string { return strconv.FormatFloat(100*x, 'f', 1, 64) + "%" }
