package archive

import (
	"cmp"
	"strings"
)

// ListResult is the JSON form of a Comparison and its Calibration.
type ListResult struct {
	Name           string  `json:"name"`
	Path           string  `json:"path"`
	Boards         int     `json:"boards"`
	Answers        int     `json:"answers"`    // summed over the puzzles
	ListWords      int     `json:"list_words"` // summed over the puzzles
	Both           int     `json:"both"`       // summed over the puzzles
	Recall         float64 `json:"recall"`
	Precision      float64 `json:"precision"`
	DistinctRecall float64 `json:"distinct_recall"`
	Missing        int     `json:"missing"`  // distinct words
	Rejected       int     `json:"rejected"` // distinct words
	Filter         string  `json:"filter,omitempty"`

	F1           float64 `json:"f1"`
	MedianRatio  float64 `json:"median_ratio"`
	FullBoards   int     `json:"full_boards"`
	AnswerPoints int     `json:"answer_points"`
	ListPoints   int     `json:"list_points"`
	BothPoints   int     `json:"both_points"`
	FilterPass   int     `json:"filter_pass,omitempty"` // boards passing Filter
	// The shares of the boards where the list's words, and their points,
	// are within 10% of the NYT's, and the pangrams' recall and precision.
	WordsWithin10pct  float64 `json:"words_within_10pct"`
	PointsWithin10pct float64 `json:"points_within_10pct"`
	PangramRecall     float64 `json:"pangram_recall"`
	PangramPrecision  float64 `json:"pangram_precision"`
	*RareRow                  // the rare words on the boards, when the comparison counts them
}

// Result returns the JSON form of c, with the filter of cal if not nil.
func (c *Comparison) Result(cal *Calibration) ListResult {
	r := ListResult{
		Name: c.Name, Path: c.Path, Boards: c.Boards, Answers: c.Answers, ListWords: c.ListWords, Both: c.Both,
		Recall: c.Recall, Precision: c.Precision, DistinctRecall: c.DistinctRecall,
		Missing: len(c.Missing), Rejected: len(c.Rejected),
		F1: c.F1(), MedianRatio: c.MedianRatio, FullBoards: c.FullBoards,
		AnswerPoints: c.AnswerPoints, ListPoints: c.ListPoints, BothPoints: c.BothPoints,
		WordsWithin10pct: ratio(c.WordsWithin, c.Boards), PointsWithin10pct: ratio(c.PointsWithin, c.Boards),
		PangramRecall: ratio(c.BothPangrams, c.Pangrams), PangramPrecision: ratio(c.BothPangrams, c.ListPangrams),
	}
	if cal != nil {
		r.Filter, r.FilterPass = cal.Text, cal.Pass
	}
	if c.Rare != nil {
		r.RareRow = &c.Rare.RareRow
	}
	return r
}

// F1 returns the harmonic mean of Recall and Precision, 0 if both are 0:
// how NYT-like a list is in one number.
func (c *Comparison) F1() float64 { return ratio(2*c.Both, c.Answers+c.ListWords) }

// CompareLists orders comparisons by F1, the most NYT-like first, and
// lists as alike by name and then path.
func CompareLists(x, y *Comparison) int {
	return cmp.Or(cmp.Compare(y.F1(), x.F1()), strings.Compare(x.Name, y.Name), strings.Compare(x.Path, y.Path))
}
