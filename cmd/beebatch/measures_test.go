package main

import (
	"testing"
)

// measureCases are the measures of pkg/measure.Table that show as a
// column only when a filter names them, each with a clause on it that
// the boards of the mini list pass and fail.
var measureCases = []struct{ name, where string }{
	{"fours", "fours >= 1"},
}

// TestMeasureColumnsGolden checks each measure of measureCases as a
// --where clause in both spaces and as a column in every format of rank
// and score.
func TestMeasureColumnsGolden(t *testing.T) {
	const (
		mini = "testdata/rank/mini.txt"
		freq = "testdata/solve/freq.txt"
	)
	for _, m := range measureCases {
		for _, tt := range []struct {
			name string
			args []string
		}{
			{"rank.text", []string{"rank", "--top", "5", "--bottom", "2", mini}},
			{"rank-all.text", []string{"rank", "--space", "all", "--top", "5", "--variants", "no-s", mini}},
			{"rank.md", []string{"rank", "--format", "md", "--top", "3", "--variants", "no-s", mini}},
			{"rank.json", []string{"rank", "--json", "--top", "2", "--variants", "no-s", mini}},
			{"rank.csv", []string{"rank", "--format", "csv", "--top", "3", "--pareto", mini}},
			{"score.text", []string{"score", "G/AELMPX", "A/EGLMPX", "M/AEGLPX", "C/AEIORT", mini}},
			{"score.json", []string{"score", "--json", "G/AELMPX", "A/EGLMPX", "M/AEGLPX", mini}},
			{"score.csv", []string{"score", "--format", "csv", "G/AELMPX", "A/EGLMPX", mini}},
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
