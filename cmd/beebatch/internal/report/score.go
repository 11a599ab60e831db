package report

import (
	"io"
	"strconv"

	"github.com/olekukonko/tablewriter/tw"

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
	header := []string{"board", "score", "words", "pangrams"}
	align := tw.Alignment{tw.AlignLeft, tw.AlignRight, tw.AlignRight, tw.AlignRight}
	rare := len(scores) > 0 && scores[0].RareWords != nil
	if rare {
		header = append(header, "rare_words", "rare_points")
		align = append(align, tw.AlignRight, tw.AlignRight)
	}
	published := len(scores) > 0 && scores[0].Published != nil
	if published {
		header = append(header, "published")
		align = append(align, tw.AlignLeft)
	}
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
	text := table{header: header, align: align, plain: true}
	if withList {
		text.header = append([]string{"list"}, header...)
		text.align = append(tw.Alignment{tw.AlignLeft}, align...)
	}
	for _, s := range scores {
		r := row(s, Num)
		if withList {
			r = append([]string{s.List}, r...)
		}
		text.rows = append(text.rows, r)
	}
	return writeAs(w, format, func() doc { return doc{{tt: &text, mt: &text}} }, orEmpty(scores), func() [][]string {
		if published {
			header = append(header[:len(header)-1], "published", "other_centers")
		}
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
