package puzzle

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/bitset"
)

// TestGridAlphabet checks that the rows of a grid over another alphabet
// follow its order, and that lengths count letters, not bytes.
func TestGridAlphabet(t *testing.T) {
	g := NewGrid([]string{"çapa", "coração", "dado", "açúcar"}, "abcçdefghijlmnopqrstuvxz")
	if got, want := string(g.Letters), "acçd"; got != want {
		t.Errorf("letters %q; want %q", got, want)
	}
	if want := []int{4, 6, 7}; !reflect.DeepEqual(g.Lengths, want) {
		t.Errorf("lengths %v; want %v", g.Lengths, want)
	}
}

func TestGrid(t *testing.T) {
	words := []string{"megaplex", "game", "amalgam", "glam", "gamma", "", "agma"}
	g := NewGrid(words, "")
	want := Grid{
		Letters: []rune("agm"),
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
	if z := NewGrid(nil, ""); z.Total != 0 || len(z.Letters) != 0 || len(z.Lengths) != 0 {
		t.Errorf("NewGrid(nil) = %+v", z)
	}
}

func TestTwoLetter(t *testing.T) {
	tests := []struct {
		words    []string
		alphabet bitset.Alphabet
		want     string
	}{
		{nil, "", ""},
		{[]string{"a", ""}, "", ""},
		{[]string{"megaplex", "game", "amalgam", "glam", "gamma", "agma", "me"}, "", "AG-1 AM-1 GA-2 GL-1 ME-2"},
		// Portuguese: ç comes after c, before d; two letters are two runes.
		{[]string{"çapa", "caça", "dado", "açaí", "aço"}, "abcçdefghijlmnopqrstuvxz", "AÇ-2 CA-1 ÇA-1 DA-1"},
	}
	for _, tt := range tests {
		var parts []string
		for _, s := range TwoLetter(tt.words, tt.alphabet) {
			parts = append(parts, fmt.Sprintf("%s-%d", strings.ToUpper(s.Prefix), s.Count))
		}
		if got := strings.Join(parts, " "); got != tt.want {
			t.Errorf("TwoLetter(%q) = %q; want %q", tt.words, got, tt.want)
		}
	}
}
