package report

import (
	"io"
	"strconv"

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
	// RareWords and RarePoints count the rare words and their points,
	// with --freq.
	RareWords  *int `json:"rare_words,omitempty"`
	RarePoints *int `json:"rare_points,omitempty"`
	// Published says where the board appeared in the --archive, if any.
	Published *Published `json:"published,omitempty"`
}

// NewBoardScore converts a search result for the list named list.
func NewBoardScore(list string, r search.Result) BoardScore {
	return BoardScore{
		List: list, Board: r.Honeycomb.String(), Letters: r.Letters.String(), Center: r.Center.String(),
		Score: r.Score, Words: r.Words, Pangrams: r.Pangrams,
	}
}

// WriteScores writes the lines of a score run in format, one of Formats;
// text and Markdown show the list only when withList is set.
func WriteScores(w io.Writer, format string, scores []BoardScore, withList bool) error {
	rare := len(scores) > 0 && scores[0].RareWords != nil
	published := len(scores) > 0 && scores[0].Published != nil
	row := func(s BoardScore, num func(int) string) []string {
		r := []string{s.Board, num(s.Score), num(s.Words), num(s.Pangrams)}
		if rare {
			r = append(r, num(*s.RareWords), num(*s.RarePoints))
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
	if rare {
		text.cols(alignRight, "rare_words", "rare_points")
		header = append(header, "rare_words", "rare_points")
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
