package main

import (
	"cmp"
	"testing"
)

// measureCases are the measures of pkg/measure.Table that show as a
// column only when a filter names them, each with a clause on it that
// the boards of a list pass and fail, and those boards: of the mini list
// and its frequency list unless it names others.
var measureCases = []struct {
	name, where string
	list, freq  string
	boards      []string
}{
	{"fours", "fours >= 1", "", "", nil},
	{"suffixed", "suffixed 2..", "testdata/measures/words.txt", "testdata/measures/freq.txt", []string{"G/ADEINT", "D/AEGINT", "T/ADEGIN", "R/AEGINT"}},
	{"pangram-freq", "pangram-freq >= 6", "testdata/measures/words.txt", "testdata/measures/freq.txt", []string{"R/AEGINT", "G/AEINRT", "D/AEGINT", "T/ADEGIN"}},
}

// TestMeasureColumnsGolden checks each measure of measureCases as a
// --where clause in both spaces and as a column in every format of rank
// and score.
func TestMeasureColumnsGolden(t *testing.T) {
	for _, m := range measureCases {
		mini, freq, boards := cmp.Or(m.list, "testdata/rank/mini.txt"), cmp.Or(m.freq, "testdata/solve/freq.txt"), m.boards
		if boards == nil {
			boards = []string{"G/AELMPX", "A/EGLMPX", "M/AEGLPX", "C/AEIORT"}
		}
		for _, tt := range []struct {
			name string
			args []string
		}{
			{"rank.text", []string{"rank", "--top", "5", "--bottom", "2", mini}},
			{"rank-all.text", []string{"rank", "--space", "all", "--top", "5", "--variants", "no-s", mini}},
			{"rank.md", []string{"rank", "--format", "md", "--top", "3", "--variants", "no-s", mini}},
			{"rank.json", []string{"rank", "--json", "--top", "2", "--variants", "no-s", mini}},
			{"rank.csv", []string{"rank", "--format", "csv", "--top", "3", "--pareto", mini}},
			{"score.text", append(append([]string{"score"}, boards...), mini)},
			{"score.json", append(append([]string{"score", "--json"}, boards[:3]...), mini)},
			{"score.csv", append(append([]string{"score", "--format", "csv"}, boards[:2]...), mini)},
		} {
			t.Run(m.name+"."+tt.name, func(t *testing.T) {
				args := append([]string{tt.args[0], "--freq", freq, "--where", m.where}, tt.args[1:]...)
				code, out, errOut := beebatch(t, "", args...)
				if code != 0 {
					t.Fatalf("exit %d, stderr %q", code, errOut)
				}
				golden(t, "measures/"+m.name+"."+tt.name, []byte(out))
			})
		}
	}
}
