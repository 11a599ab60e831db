package report

import (
	"bytes"
	"encoding/json"
	"io"
	"slices"
	"strconv"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/search"
)

// BoardScore is one line of a score run: a board scored over a list.
type BoardScore struct {
	List     string `json:"list"`
	Board    string `json:"board"` // such as "AEGINRT:R"
	Letters  string `json:"letters"`
	Center   string `json:"center"`
	Score    int    `json:"score"`
	Words    int    `json:"words"`
	Pangrams int    `json:"pangrams"`
	// Columns are the measures shown beyond score, words and pangrams
	// (measure.Columns), and Values their values.
	Columns []measure.ID `json:"-"`
	Values  []int64      `json:"-"`
	// Published says where the board appeared in the --archive, if any.
	Published *Published `json:"published,omitempty"`
	// Likeness is the board's likeness, for a list learned with one.
	Likeness *float64 `json:"likeness,omitempty"`
}

// Likeness formats a board's likeness, "" for none.
func Likeness(l *float64) string {
	if l == nil {
		return ""
	}
	return strconv.FormatFloat(*l, 'f', 3, 64)
}

// NewBoardScore converts a search result for the list named list, with
// the measures of cols, its letters those of alphabet a.
func NewBoardScore(list string, r search.Result, cols []measure.ID, a bitset.Alphabet) BoardScore {
	s := BoardScore{
		List: list, Board: r.Honeycomb.Format(a), Letters: a.Format(r.Letters), Center: a.Format(r.Center),
		Score: r.Score, Words: r.Words, Pangrams: r.Pangrams, Columns: cols,
	}
	for _, m := range cols {
		s.Values = append(s.Values, r.Values[m])
	}
	return s
}

// MarshalJSON writes s as an object with its fields in order, each of
// Columns keyed by its column name after pangrams.
func (s BoardScore) MarshalJSON() ([]byte, error) {
	b := []byte("{")
	add := func(key string, v any) error {
		var j bytes.Buffer
		enc := json.NewEncoder(&j)
		enc.SetEscapeHTML(false) // as WriteJSON
		err := enc.Encode(v)
		if len(b) > 1 {
			b = append(b, ',')
		}
		b = append(append(strconv.AppendQuote(b, key), ':'), bytes.TrimSuffix(j.Bytes(), []byte("\n"))...)
		return err
	}
	for _, kv := range []struct {
		k string
		v any
	}{{"list", s.List}, {"board", s.Board}, {"letters", s.Letters}, {"center", s.Center}, {"score", s.Score}, {"words", s.Words}, {"pangrams", s.Pangrams}} {
		if err := add(kv.k, kv.v); err != nil {
			return nil, err
		}
	}
	for i, m := range s.Columns {
		add(measure.Table[m].Column, s.Values[i])
	}
	if s.Likeness != nil {
		if err := add("likeness", *s.Likeness); err != nil {
			return nil, err
		}
	}
	if s.Published != nil {
		if err := add("published", s.Published); err != nil {
			return nil, err
		}
	}
	return append(b, '}'), nil
}

// WriteScores writes the lines of a score run in format, one of Formats;
// text and Markdown show the list only when withList is set.
func WriteScores(w io.Writer, format string, scores []BoardScore, withList bool) error {
	var cols []measure.ID
	if len(scores) > 0 {
		cols = scores[0].Columns
	}
	published := len(scores) > 0 && scores[0].Published != nil
	likeness := slices.ContainsFunc(scores, func(s BoardScore) bool { return s.Likeness != nil })
	row := func(s BoardScore, num func(int) string) []string {
		r := []string{s.Board, num(s.Score), num(s.Words), num(s.Pangrams)}
		for _, v := range s.Values {
			r = append(r, num(int(v)))
		}
		if likeness {
			r = append(r, Likeness(s.Likeness))
		}
		if published {
			r = append(r, s.Published.Cell())
		}
		return r
	}
	text := table{plain: true}
	if withList {
		text.cols(alignLeft, "list")
	}
	text.cols(alignLeft, "board")
	text.cols(alignRight, "score", "words", "pangrams")
	header := []string{"board", "score", "words", "pangrams"}
	for _, m := range cols {
		text.cols(alignRight, measure.Table[m].Column)
		header = append(header, measure.Table[m].Column)
	}
	if likeness {
		text.cols(alignRight, "likeness")
		header = append(header, "likeness")
	}
	if published {
		text.cols(alignLeft, "published")
		header = append(header, "published", "other_centers")
	}
	for _, s := range scores {
		r := row(s, Num)
		if withList {
			r = append([]string{s.List}, r...)
		}
		text.rows = append(text.rows, r)
	}
	return writeAs(w, format, func() doc { return doc{{tt: &text, mt: &text}} }, orEmpty(scores), func() [][]string {
		rows := [][]string{append([]string{"list", "letters", "center"}, header...)}
		for _, s := range scores {
			r := append([]string{s.List, s.Letters, s.Center}, row(s, strconv.Itoa)...)
			if published {
				r = append(r[:len(r)-1], dates(s.Published.Puzzles, false), dates(s.Published.OtherCenters, true))
			}
			rows = append(rows, r)
		}
		return rows
	})
}
