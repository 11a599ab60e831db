package outfiles

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/plot"
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/internal/fsmsg"
	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/schedule"
)

// Rank returns the report files of a rank run (--out): for each list and
// variant its CSV, its Markdown and, with statistics, its histogram, which
// the Markdown embeds; and the summaries.
func Rank(rep *report.Report) []File {
	var files []File
	for i := range rep.Lists {
		l := &rep.Lists[i]
		if l.Stats != nil {
			files = append(files, File{Name: l.PlotFile(), Write: func(w io.Writer) error {
				body, d := l.Stats.Body, l.Stats.Distribution
				return plot.Histogram(w, l.PlotTitle(), body, plot.Tail{Count: d.Count - body.Total(), Total: d.Count, Max: d.Max})
			}})
		}
		files = append(files,
			File{Name: l.FileBase() + ".csv", Write: func(w io.Writer) error { return report.WriteCSV(w, *l) }},
			File{Name: l.FileBase() + ".md", Write: func(w io.Writer) error { return report.WriteMarkdown(w, rep.Rules, l, true) }})
	}
	return append(files,
		File{Name: "summary.md", Write: func(w io.Writer) error { return report.WriteSummaryMarkdown(w, rep) }},
		File{Name: "summary.json", Write: func(w io.Writer) error { return report.WriteRankingJSON(w, rep) }},
		File{Name: "summary.csv", Write: func(w io.Writer) error { return report.WriteSummaryCSV(w, rep) }})
}

// Compare returns the report files of a compare run (--out), whose text
// and Markdown show at most words words of a board's sides: the charts of
// each variant, which compare.md embeds and whose names it sets in c, and
// the reports.
func Compare(c *report.Comparison, words int) []File {
	var files []File
	for v := range c.Variants {
		vc := &c.Variants[v]
		var series []plot.Series
		for _, s := range c.Scores(v) {
			series = append(series, plot.Series{Name: s.Name, Scores: s.Scores})
		}
		if len(series) == 0 {
			continue // no list has a valid honeycomb
		}
		vc.Plot = "compare." + vc.Variant + ".svg"
		title := "Scores of every candidate honeycomb, variant " + vc.Variant
		files = append(files, File{Name: vc.Plot, Write: func(w io.Writer) error {
			return plot.OverlayOf(w, title, plot.ScoreLabel, "honeycombs", series...)
		}})
	}
	for _, format := range []string{"md", "json", "csv"} {
		files = append(files, File{Name: "compare." + format, Write: func(w io.Writer) error { return report.WriteComparison(w, format, c, words) }})
	}
	return files
}

// WriteSchedule writes the day files of days, schedule.csv, .md and .svg
// into dir as one set. dir/days must be a directory or nothing, not a
// link that would take the files elsewhere. A new schedule (full) may not
// leave or replace the days of another schedule in dir/days: each day
// file there must be one it writes, byte for byte. A dir/days that it
// creates is removed if the set cannot be written.
func WriteSchedule(ctx context.Context, dir string, rep *report.Schedule, days []*schedule.Puzzle, full bool) (written []string, err error) {
	daysPath := filepath.Join(dir, "days")
	fi, err := os.Lstat(daysPath)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if err := os.Mkdir(daysPath, 0o755); err != nil {
			return nil, fmt.Errorf("--out %s: %w", dir, err)
		}
		defer func() {
			if err != nil {
				os.Remove(daysPath) // if still empty
			}
		}()
	case err != nil:
		return nil, fmt.Errorf("--out %s: %w", dir, err)
	case !fi.IsDir():
		return nil, fmt.Errorf("--out %s: %s is a %s, not a directory; expected a directory for the day files, or nothing", dir, daysPath, fsmsg.Kind(fi.Mode()))
	case full:
		if day := schedule.ForeignDay(daysPath, days); day != "" {
			return nil, fmt.Errorf("--out %s: %s holds days of another schedule, such as %s; expected a directory without them, or --replace DATE", dir, daysPath, day)
		}
	}
	var files []File
	for _, p := range days {
		files = append(files, File{Name: filepath.Join("days", p.PrintDate+".json"), Write: func(w io.Writer) error {
			data, err := schedule.DayFile(p)
			if err == nil {
				_, err = w.Write(data)
			}
			return err
		}})
	}
	words := plot.Series{Name: "schedule"}
	for _, p := range rep.Days {
		words.Scores = append(words.Scores, p.Figures.Words)
	}
	arch := plot.Series{Name: "archive as " + report.Visible(rep.List) + " sees it", Scores: rep.Targets}
	if rep.Archive == "" {
		arch.Name = "targets"
	}
	files = append(files, File{Name: "schedule.svg", Write: func(w io.Writer) error {
		rep.Plot = "schedule.svg" // schedule.md embeds it
		return plot.OverlayOf(w, "Words per day", "words on the board", "boards", words, arch)
	}})
	for _, f := range []string{"csv", "md"} {
		files = append(files, File{Name: "schedule." + f, Write: func(w io.Writer) error { return report.WriteSchedule(w, f, rep) }})
	}
	return Write(ctx, dir, files...)
}

// Archive returns the report files of an archive run (--out): the chart
// of words per board, which archive.md embeds, and the reports.
func Archive(rep *report.Archive) []File {
	series := []plot.Series{{Name: "NYT answers", Scores: make([]int, len(rep.Puzzles))}}
	for i, p := range rep.Puzzles {
		series[0].Scores[i] = p.Official.Words
	}
	for _, l := range rep.Lists {
		s := plot.Series{Name: report.Visible(l.Name), Scores: make([]int, len(l.Rows))}
		for i, r := range l.Rows {
			s.Scores[i] = r.List.Words
		}
		series = append(series, s)
	}
	// The path and the names come from outside: no control character
	// may reach the SVG, where XML does not allow them.
	title := fmt.Sprintf("Words per board of the %s puzzles of %s", report.Num(len(rep.Puzzles)), report.Visible(rep.Summary.Path))
	files := []File{{Name: "archive.svg", Write: func(w io.Writer) error {
		rep.Plot = "archive.svg"
		return plot.OverlayOf(w, title, "words on the board", "boards", series...)
	}}}
	for _, format := range []string{"md", "json", "csv"} {
		files = append(files, File{Name: "archive." + format, Write: func(w io.Writer) error { return report.WriteArchive(w, format, rep) }})
	}
	return files
}

// Export returns the files of archive --export, of the archive a and the
// report rep: accepted.txt, every word a accepted, and rejected.LIST.txt,
// each list's rejected words. Under a language, accepted.txt has every
// spelling of the words, accents and all, which a list read in it folds
// back into their keys.
func Export(a *archive.Archive, rep *report.Archive) []File {
	accepted := a.Vocabulary
	if a.Lang != nil {
		accepted = a.Spellings
	}
	files := []File{{Name: "accepted.txt", Write: func(w io.Writer) error { return archive.WriteWords(w, accepted()) }}}
	for _, l := range rep.Lists {
		files = append(files, File{Name: "rejected." + l.Name + ".txt", Write: func(w io.Writer) error {
			return archive.WriteWords(w, archive.Words(l.Rejected))
		}})
	}
	return files
}

// Learn returns the report files of a learn run (--out), whose list is
// called name: NAME.txt, the accepted words; words.csv, every candidate;
// and the model card, model.md and model.json.
func Learn(name string, card *report.Learn) []File {
	m := card.Model
	return []File{
		{Name: name + ".txt", Write: func(w io.Writer) error { return archive.WriteWords(w, m.List) }},
		{Name: "words.csv", Write: func(w io.Writer) error { return report.WriteLearn(w, "csv", card) }},
		{Name: "model.md", Write: func(w io.Writer) error { return report.WriteLearn(w, "md", card) }},
		{Name: "model.json", Write: func(w io.Writer) error { return report.WriteLearn(w, "json", card) }},
	}
}
