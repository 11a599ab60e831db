package report

import (
	"fmt"
	"math"
	"net/url"
	"strconv"
	"strings"

	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/stats"
)

// Stats is the JSON form of the statistics of a ranking (search.Summary).
type Stats struct {
	Distribution stats.Distribution `json:"distribution"`
	Histogram    stats.Histogram    `json:"histogram"`
	// Body is the histogram that the plot draws (search.Summary.Body).
	Body            stats.Histogram `json:"-"`
	Centers         []Center        `json:"centers"`
	LetterFrequency LetterFrequency `json:"letter_frequency"`
}

// Center is the JSON form of search.Center.
type Center struct {
	Letter       string  `json:"letter"`
	Honeycombs   int     `json:"honeycombs"`     // ranked honeycombs with this center
	BestCenterOf int     `json:"best_center_of"` // letter sets whose best center it is, of those ranked
	MeanScore    float64 `json:"mean_score"`     // of the honeycombs with this center
}

// LetterFrequency counts the letters of the Top best honeycombs.
type LetterFrequency struct {
	Top     int           `json:"top"`
	Letters []LetterCount `json:"letters"`
}

// LetterCount is the JSON form of search.LetterCount.
type LetterCount struct {
	Letter     string `json:"letter"`
	Honeycombs int    `json:"honeycombs"` // of the top, holding the letter
	Center     int    `json:"center"`     // of the top, with it as center
}

// NewStats returns the JSON form of s.
func NewStats(s search.Summary) *Stats {
	out := &Stats{
		Distribution:    s.Distribution,
		Histogram:       s.Histogram,
		Body:            s.Body,
		Centers:         make([]Center, 0, len(s.Centers)),
		LetterFrequency: LetterFrequency{Top: s.Top, Letters: make([]LetterCount, 0, len(s.Letters))},
	}
	for _, c := range s.Centers {
		out.Centers = append(out.Centers, Center{Letter: string(c.Letter), Honeycombs: c.Honeycombs, BestCenterOf: c.BestOf, MeanScore: c.MeanScore})
	}
	for _, c := range s.Letters {
		out.LetterFrequency.Letters = append(out.LetterFrequency.Letters, LetterCount{Letter: string(c.Letter), Honeycombs: c.Honeycombs, Center: c.Center})
	}
	return out
}

// PlotFile returns the name of the file of l's score histogram:
// "<list>.<variant>.svg".
func (l *List) PlotFile() string { return l.FileBase() + ".svg" }

// PlotTitle returns the title of l's score histogram, which says which
// honeycombs it counts, on lines of at most 72 characters.
func (l *List) PlotTitle() string {
	title := fmt.Sprintf("%s (%s): scores of %s honeycombs", l.Name, l.Variant, Num(l.Passed))
	switch {
	case l.Filter != "":
		title = fmt.Sprintf("%s (%s): scores of the %s of %s honeycombs (space %s) that pass %s",
			l.Name, l.Variant, Num(l.Passed), Num(l.Honeycombs), l.Space, GlueItems(l.Filter))
	case l.Space == "all":
		title = fmt.Sprintf("%s (%s): scores of all %s honeycombs (space all)", l.Name, l.Variant, Num(l.Passed))
	}
	return title // the chart breaks it, but not within an item (NoBreak)
}

// Line returns the summary of the score distribution in the terminal
// report, each figure glued to its name.
func (s *Stats) Line() string {
	d := s.Distribution
	return GlueItems(fmt.Sprintf("scores: min %s, q1 %s, median %s, q3 %s, p90 %s, p99 %s, max %s; mean %s, sd %s",
		Num(d.Min), Num(d.Q1), Num(d.Median), Num(d.Q3), Num(d.P90), Num(d.P99), Num(d.Max), Decimal(d.Mean), Decimal(d.StdDev)))
}

// doc returns the Markdown sections of the statistics of l, embedding
// the histogram l.PlotFile() if plot is set.
func (s *Stats) doc(l *List, plot bool) doc {
	d, img := s.Distribution, ""
	if plot {
		img = fmt.Sprintf("![Histogram of the scores of the %s honeycombs of %s, variant %s](%s)\n",
			Num(l.Passed), strings.NewReplacer(`\`, `\\`, "[", `\[`, "]", `\]`).Replace(l.Name), l.Variant, url.PathEscape(l.FileBase())+".svg")
	}
	dist := table{header: []string{"honeycombs", "min", "q1", "median", "q3", "p90", "p99", "max", "mean", "sd"}, align: numbersAlign(10),
		rows: [][]string{{Num(d.Count), Num(d.Min), Num(d.Q1), Num(d.Median), Num(d.Q3), Num(d.P90), Num(d.P99), Num(d.Max), Decimal(d.Mean), Decimal(d.StdDev)}}}
	top := map[string]LetterCount{}
	for _, c := range s.LetterFrequency.Letters {
		top[c.Letter] = c
	}
	n := Num(s.LetterFrequency.Top)
	letters := table{header: []string{"letter", "as center", "best center of", "mean score as center", "in top " + n, "center in top " + n},
		align: append([]align{alignLeft}, numbersAlign(5)...)}
	for _, c := range s.Centers {
		t := top[c.Letter]
		letters.rows = append(letters.rows, []string{c.Letter, Num(c.Honeycombs), Num(c.BestCenterOf), Decimal(c.MeanScore), Num(t.Honeycombs), Num(t.Center)})
	}
	return doc{{md: "## Score distribution\n"}, {md: img, mt: &dist},
		{md: "Scores in points, of every honeycomb ranked. A quantile is the score of one of them: the q1 is the lowest score that at least " +
			"a quarter of them do not exceed. The histogram's bins are " + count(s.Histogram.Width, "point") + " wide; sd is the population standard deviation.\n"},
		{md: "## Letters\n"},
		{md: "For each letter: the honeycombs ranked with it as center, the letter sets whose best center it is " +
			"(on a tie, the alphabetically first of the best), and the mean score of those honeycombs; " +
			"then how many of the best " + n + " honeycombs hold it, and have it as center.\n", mt: &letters}}
}

// Decimal formats x for people to one decimal place: "1,234.6".
func Decimal(x float64) string {
	s := strconv.FormatFloat(math.Abs(x), 'f', 1, 64)
	whole, frac, _ := strings.Cut(s, ".")
	n, err := strconv.Atoi(whole)
	if err != nil { // too large for int: leave it as it is
		return strconv.FormatFloat(x, 'f', 1, 64)
	}
	sign := ""
	if x < 0 && s != "0.0" {
		sign = "-"
	}
	return sign + Num(n) + "." + frac
}
