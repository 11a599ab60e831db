package report

import (
	"encoding/csv"
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
	switch format {
	case "text", "md":
		if withList {
			header = append([]string{"list"}, header...)
			align = append(tw.Alignment{tw.AlignLeft}, align...)
		}
		var rows [][]string
		for _, s := range scores {
			r := row(s, Num)
			if withList {
				r = append([]string{s.List}, r...)
			}
			rows = append(rows, r)
		}
		if format == "md" {
			return writeMarkdownTable(w, header, align, rows)
		}
		return fitTable(w, table{header: header, align: align, rows: rows, plain: true})
	case "json":
		return WriteJSON(w, orEmpty(scores))
	case "csv":
		if published {
			header = append(header[:len(header)-1], "published", "other_centers")
		}
		rows := [][]string{append([]string{"list", "letters", "center"}, header...)}
		for _, s := range scores {
			r := append([]string{s.List, s.Letters, s.Center}, s.Board, strconv.Itoa(s.Score), strconv.Itoa(s.Words), strconv.Itoa(s.Pangrams))
			if rare {
				r = append(r, strconv.Itoa(*s.RareWords), strconv.Itoa(*s.RarePoints))
			}
			if published {
				r = append(r, dates(s.Published.Puzzles, false), dates(s.Published.OtherCenters, true))
			}
			rows = append(rows, r)
		}
		return csv.NewWriter(w).WriteAll(rows)
	}
	return unknownFormat(format)
}
