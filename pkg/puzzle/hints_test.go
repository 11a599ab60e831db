package puzzle

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func TestGrid(t *testing.T) {
	words := []string{"megaplex", "game", "amalgam", "glam", "gamma", "", "agma"}
	g := NewGrid(words)
	want := Grid{
		Letters: []byte("agm"),
		Lengths: []int{4, 5, 7, 8},
		Counts: [][]int{
			{1, 0, 1, 0},
			{2, 1, 0, 0},
			{0, 0, 0, 1},
		},
		Rows:    []int{2, 3, 1},
		Columns: []int{3, 1, 1, 1},
		Total:   6,
	}
	if !reflect.DeepEqual(g, want) {
		t.Errorf("NewGrid = %+v; want %+v", g, want)
	}
	if z := NewGrid(nil); z.Total != 0 || len(z.Letters) != 0 || len(z.Lengths) != 0 {
		t.Errorf("NewGrid(nil) = %+v", z)
	}
}

func TestTwoLetter(t *testing.T) {
	tests := []struct {
		words []string
		want  string
	}{
		{nil, ""},
		{[]string{"a", ""}, ""},
		{[]string{"megaplex", "game", "amalgam", "glam", "gamma", "agma", "me"}, "AG-1 AM-1 GA-2 GL-1 ME-2"},
	}
	for _, tt := range tests {
		var parts []string
		for _, s := range TwoLetter(tt.words) {
			parts = append(parts, fmt.Sprintf("%s-%d", strings.ToUpper(s.Prefix), s.Count))
		}
		if got := strings.Join(parts, " "); got != tt.want {
			t.Errorf("TwoLetter(%q) = %q; want %q", tt.words, got, tt.want)
		}
	}
}
