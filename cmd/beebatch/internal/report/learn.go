package report

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/beebatch/beebatch/pkg/learn"
)

// Learn is the model card of a learned list.
type Learn struct {
	Model *learn.Model
	Name  string // the list's name
	// Installed is the path of the list in the cache, or "" when it was
	// not installed.
	Installed string
}

// learnJSON is the JSON form of the card.
type learnJSON struct {
	Name      string `json:"name"`
	Installed string `json:"installed,omitempty"`
	Words     int    `json:"words"`
	*learn.Model
}

// WriteLearn writes the card l in format: text and md the card, json the
// card with every figure, csv one row per candidate word (words.csv).
func WriteLearn(w io.Writer, format string, l *Learn) error {
	if format == "csv" {
		return l.writeCSV(w)
	}
	return writeAs(w, format, l.doc, learnJSON{Name: l.Name, Installed: l.Installed, Words: len(l.Model.List), Model: l.Model}, nil)
}

// doc returns the card: its text, a paragraph a figure, and the
// weights of a logistic model.
func (l *Learn) doc() doc {
	m := l.Model
	ps := []string{
		fmt.Sprintf("%s: learned from %s, %s puzzles, %s to %s; %s words accepted of %s candidates (base lists %s; %s words not a-z skipped)",
			l.Name, m.Archive, Num(m.Puzzles), m.First, m.Last, Num(len(m.List)), Num(m.Candidates), strings.Join(m.Base, ", "), Num(m.Skipped)),
	}
	if m.Conflicts > 0 {
		ps[0] += fmt.Sprintf("; records in conflict with the first of their date, learned from beside it: %s", Num(m.Conflicts))
	}
	other := "rule"
	if m.Kind == "rule" {
		other = "logistic"
	}
	model := fmt.Sprintf("model: %s, chosen on the validation puzzles after %s (F1 %s; the other model %s)",
		m.Kind, m.Split, share(m.Validation[m.Kind]), share(m.Validation[other]))
	if m.Kind == "logistic" {
		model += fmt.Sprintf("; a word is accepted when its probability is at least %s", strconv.FormatFloat(m.Threshold, 'f', 3, 64))
	} else {
		model += fmt.Sprintf("; the archive's vote, else a SCOWL level up to %d", m.Level)
	}
	if len(m.Without) > 0 {
		model += "; learned without " + strings.Join(m.Without, ", ")
		if f, ok := m.Validation["logistic_with_every_feature"]; ok {
			model += fmt.Sprintf(", at a cost of %s in validation F1 (the logistic model's %s with every feature, %s without)",
				strconv.FormatFloat(f-m.Validation["logistic"], 'f', 4, 64), share(f), share(m.Validation["logistic"]))
		} else {
			model += " (not at hand, so the cost in validation F1 is not measured)"
		}
	}
	ps = append(ps, model)
	if e := m.Evaluation; e != nil {
		ps = append(ps, fmt.Sprintf("evaluation on the %s later puzzles, %s to %s: precision %s, recall %s, F1 %s; within 10%% of the NYT's words on %s of the boards, of its points on %s; pangram recall %s, precision %s",
			Num(e.Boards), e.First, e.Last, share(e.Precision), share(e.Recall), share(e.F1),
			pct(e.WordsWithin10pct), pct(e.PointsWithin10pct), share(e.PangramRecall), share(e.PangramPrecision)))
	}
	if lk := m.Likeness; lk != nil {
		p := fmt.Sprintf("board likeness: a logistic regression over %d features of a board, learned from the %s training boards as the list sees them against %s boards it could have published and did not, drawn from its %s boards that pass the calibrated filter and from all its boards with a pangram",
			len(lk.Columns), Num(lk.Positives), Num(lk.Negatives), Num(lk.Candidates))
		if e := lk.Evaluation; e != nil {
			p += fmt.Sprintf("; on the %s later puzzles against %s other boards, ROC AUC %s, mean likeness %s against %s",
				Num(e.Positives), Num(e.Negatives), share(e.AUC), share(e.MeanLikeness), share(e.MeanLikenessOthers))
		}
		if n := len(lk.Rejected); n > 0 {
			p += fmt.Sprintf("; %s letter sets whose pangram only the one-pangram rule accepted, which schedule builds no board on", Num(n))
		}
		ps = append(ps, p)
	}
	if l.Installed != "" {
		ps = append(ps, fmt.Sprintf("installed as %s: %s", l.Name, l.Installed))
	} else {
		ps = append(ps, "not installed (--until without --name)")
	}
	d := doc{{md: "# Model card: " + escape(Visible(l.Name)) + "\n"}}
	for _, p := range ps {
		// The archive's path and the lists' names come from outside.
		p = Visible(p)
		d = append(d, block{txt: wrap(p, 78) + "\n", md: escape(p) + "\n"})
	}
	weights := table{header: []string{"column", "weight"}, align: []align{alignLeft, alignRight}}
	for i, c := range m.Columns {
		if m.Weights != nil {
			weights.rows = append(weights.rows, []string{c, strconv.FormatFloat(m.Weights[i], 'f', 4, 64)})
		}
	}
	if len(weights.rows) == 0 {
		d[len(d)-1].md += "\n" // the card ends with a blank line
		return d
	}
	return append(d, block{md: "## Weights of the logistic regression\n", mt: &weights})
}

// learnCSVHeader heads words.csv.
var learnCSVHeader = []string{"word", "accepted", "probability", "rule", "base", "level", "count_1w", "subtlex",
	"proper", "british", "boards", "times_accepted", "times_rejected", "first_accepted", "changes"}

// writeCSV writes one record per candidate word, a record at a time: a
// base list of millions of words makes millions of them.
func (l *Learn) writeCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	cw.Write(learnCSVHeader)
	for wd := range l.Model.Words() {
		p := ""
		if wd.P >= 0 {
			p = strconv.FormatFloat(wd.P, 'f', 4, 64)
		}
		h := wd.History
		if err := cw.Write([]string{wd.Word, strconv.FormatBool(wd.Accepted), p, wd.Rule, wd.Base, strconv.Itoa(wd.Level),
			strconv.FormatInt(wd.Count1w, 10), strconv.FormatInt(wd.Subtlex, 10), strconv.FormatBool(wd.Proper), strconv.FormatBool(wd.British),
			strconv.Itoa(h.Boards), strconv.Itoa(h.Accepted), strconv.Itoa(h.Boards - h.Accepted), h.FirstAccepted, h.ChangesText()}); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}
