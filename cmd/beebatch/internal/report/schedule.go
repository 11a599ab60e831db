package report

import (
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/schedule"
)

// Schedule is the report of a schedule: how it was made, its days and
// its weekdays against their targets.
type Schedule struct {
	List    string `json:"list"`
	Archive string `json:"archive"`
	// Lang is the language of the list when it is not English, and Aims
	// the weekdays' targets of a schedule without an archive
	// (schedule.Week); else "".
	Lang string `json:"lang,omitempty"`
	Aims string `json:"targets,omitempty"`
	// Alphabet is the letters of the boards (bitset.Alphabet; a-z when
	// zero).
	Alphabet bitset.Alphabet `json:"-"`
	Filter   string          `json:"filter"`
	Seed     uint64          `json:"seed"`
	Gap      int             `json:"gap"`
	// Freq says which words are rare with --freq, or is "".
	Freq string `json:"freq,omitempty"`
	// Days are the puzzles, in order of date.
	Days    []*schedule.Puzzle `json:"-"`
	Summary schedule.Summary   `json:"-"`
	// Targets are the words of the archive's boards as the list sees
	// them, or of the targets without an archive, which the plot shows
	// beside the days'.
	Targets []int `json:"-"`
	// Plot is the SVG file that Markdown embeds, or "".
	Plot string `json:"-"`
}

// scheduleCSVHeader is the header of the CSV form, one row a day.
var scheduleCSVHeader = []string{"date", "weekday", "letters", "center", "words", "points", "pangrams", "perfect"}

// WriteSchedule writes s in format, one of Formats.
func WriteSchedule(w io.Writer, format string, s *Schedule) error {
	type day struct {
		Date    string `json:"date"`
		Weekday string `json:"-"`
		Letters string `json:"letters"`
		Center  string `json:"center"`
		Words   int    `json:"words"`
		Points  int    `json:"points"`
		Pangram int    `json:"pangrams"`
		Perfect int    `json:"perfect"`
		Rare    *int   `json:"rare,omitempty"`
	}
	days := []day{}
	for _, p := range s.Days {
		f := p.Figures
		d := day{p.PrintDate, p.DisplayWeekday, s.Alphabet.Format(p.Board.Letters), s.Alphabet.Format(p.Board.Center), f.Words, f.Points, f.Pangrams, f.Perfect, nil}
		if s.Freq != "" {
			d.Rare = &p.Rare
		}
		days = append(days, d)
	}
	return writeAs(w, format, s.doc, struct {
		*Schedule
		schedule.Summary
		Days []day `json:"days"`
	}{s, s.Summary, days}, func() [][]string {
		rows := [][]string{scheduleCSVHeader}
		if s.Freq != "" {
			rows[0] = append(slices.Clip(scheduleCSVHeader), "rare")
		}
		for _, d := range days {
			row := []string{d.Date, d.Weekday, d.Letters, d.Center,
				strconv.Itoa(d.Words), strconv.Itoa(d.Points), strconv.Itoa(d.Pangram), strconv.Itoa(d.Perfect)}
			if d.Rare != nil {
				row = append(row, strconv.Itoa(*d.Rare))
			}
			rows = append(rows, row)
		}
		return rows
	})
}

// doc returns the text and Markdown report of s.
func (s *Schedule) doc() doc {
	first, last := "", ""
	if n := len(s.Days); n > 0 {
		first, last = s.Days[0].PrintDate, s.Days[n-1].PrintDate
	}
	title := fmt.Sprintf("schedule of %s from %s to %s", count(len(s.Days), "day"), first, last)
	head := []string{"answers: " + s.List, "archive: " + s.Archive, "filter: " + s.Filter, fmt.Sprintf("gap: %s; seed: %d", count(s.Gap, "day"), s.Seed)}
	note := fmt.Sprintf("Targets are the medians of the archive's boards of each weekday as the list sees them; outside counts the days whose words are outside the archive's 5th to 95th percentiles, %d to %d.", s.Summary.P5, s.Summary.P95)
	if s.Archive == "" {
		head[1] = "targets: " + s.Aims
		if s.Filter == "" {
			head[2] = "filter: none"
		}
		note = fmt.Sprintf("Targets are the medians of the words and points that --target spreads the days of each weekday over (- for words alone); outside counts the days whose words are outside their 5th to 95th percentiles, %d to %d.", s.Summary.P5, s.Summary.P95)
	}
	if s.Lang != "" {
		head = slices.Insert(head, 1, "language: "+s.Lang)
	}
	if s.Freq != "" {
		head = append(head, "rare words: "+s.Freq)
	}
	txt, md := title+"\n", ""
	for _, l := range head {
		txt += wrap(Visible(l), 78) + "\n"
		md += escape(mdText(l)) + "  \n"
	}
	var rows [][]string
	for _, d := range s.Summary.Weekdays {
		tp := Num(d.TargetPoints)
		if d.TargetPoints == schedule.AnyPoints {
			tp = "-"
		}
		rows = append(rows, []string{d.Name, Num(d.Targets), Num(d.Days), Num(d.TargetWords), Num(d.Words),
			tp, Num(d.Points), Num(d.Outside)})
	}
	weekdays := table{header: []string{"weekday", "archive", "days", "words target", "words", "points target", "points", "outside"}, rows: rows}
	if s.Archive == "" { // the targets of --target are percentiles: no count
		weekdays.header = slices.Delete(weekdays.header, 1, 2)
		for i := range weekdays.rows {
			weekdays.rows[i] = slices.Delete(weekdays.rows[i], 1, 2)
		}
	}
	weekdays.align = append([]align{alignLeft}, numbersAlign(len(weekdays.header)-1)...)
	d := doc{{txt: txt, md: "# " + escape(mdText(title)) + "\n"}, {md: md}, {gap: true, tt: &weekdays, mt: &weekdays},
		{txt: wrap(note, 78) + "\n", md: escape(mdText(note)) + "\n"}}
	if s.Plot != "" {
		d = append(d, block{md: fmt.Sprintf("![Words per day](%s)\n", s.Plot)})
	}
	return d
}
