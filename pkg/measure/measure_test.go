package measure

import (
	"slices"
	"testing"
)

// TestTable checks the table's rows: each at its ID, a name and column
// for each measure but LongPoints, ING, ED and PangramCount (the
// likeness has one: a --where clause), Max only over pangrams.
func TestTable(t *testing.T) {
	names := map[string]bool{}
	for i, m := range Table {
		if m.ID != ID(i) || (m.Value == nil) != (m.Kind == Derived) {
			t.Errorf("row %d: ID %d, Value %v", i, m.ID, m.Value != nil)
		}
		if m.Combine == Max && m.Of != PangramWords {
			t.Errorf("%s: a max over all the words, which the engines cannot give", m.Name)
		}
		hidden := m.ID == LongPoints || m.ID == ING || m.ID == ED || m.ID == PangramCount
		if (m.Name == "") != hidden || m.Name != "" && names[m.Name] {
			t.Errorf("row %d: name %q", i, m.Name)
		}
		names[m.Name] = true
		if id, ok := Lookup(m.Name); m.Name != "" && (!ok || id != m.ID) {
			t.Errorf("Lookup(%q) = %d, %v", m.Name, id, ok)
		}
	}
	if _, ok := Lookup("Rare-Points"); !ok {
		t.Error("Lookup is not case-blind")
	}
	if _, ok := Lookup(""); ok {
		t.Error(`Lookup("") finds a measure`)
	}
}

func TestValues(t *testing.T) {
	for _, tt := range []struct {
		m    ID
		w    Word
		want int64
	}{
		{Score, Word{Points: 15}, 15},
		{Perfect, Word{Len: 7, Letters: 7, Pangram: true}, 1},
		{Perfect, Word{Len: 8, Letters: 7, Pangram: true}, 0},
		{RarePoints, Word{Points: 6, Rare: true}, 6},
		{RarePoints, Word{Points: 6}, 0},
		{LongPoints, Word{Points: 1, Short: true}, 0},
		{Fours, Word{Len: 4}, 1},
		{Fours, Word{Len: 5}, 0},
		{Suffixed, Word{Text: []byte("eating")}, 1},
		{Suffixed, Word{Text: []byte("aged")}, 1},
		{Suffixed, Word{Text: []byte("edge")}, 0},
		{PangramFreq, Word{Count: -1}, 0},
		{PangramFreq, Word{Count: 0}, 0},
		{PangramFreq, Word{Count: 9}, 1},
		{PangramFreq, Word{Count: 10}, 2},
		{PangramFreq, Word{Count: 23135851162}, 11},
		{ING, Word{Text: []byte("eating")}, 1},
		{ING, Word{Text: []byte("aged")}, 0},
		{ED, Word{Text: []byte("aged")}, 1},
		{ED, Word{Text: []byte("edge")}, 0},
		{PangramCount, Word{Count: -1}, 0},
		{PangramCount, Word{Count: 1234}, 1234},
		{PangramCount, Word{Count: 23135851162}, 1<<32 - 1},
	} {
		if got := Table[tt.m].Value(tt.w); got != tt.want {
			t.Errorf("%s of %+v = %d; want %d", Table[tt.m].Name, tt.w, got, tt.want)
		}
	}
}

func TestColumns(t *testing.T) {
	for _, tt := range []struct {
		freq     bool
		filtered Set
		want     []ID
	}{
		{false, 0, nil},
		{false, 1<<Score | 1<<Perfect | 1<<Rare, nil},
		{true, 0, []ID{Rare, RarePoints}},
		{false, 1<<PangramFreq | 1<<Fours, []ID{Fours, PangramFreq}},
	} {
		if got := Columns(tt.freq, tt.filtered); !slices.Equal(got, tt.want) {
			t.Errorf("Columns(%v, %b) = %v; want %v", tt.freq, tt.filtered, got, tt.want)
		}
	}
	if in := Inputs(1<<Suffixed | 1<<Rare); in != Text|IsRare {
		t.Errorf("Inputs = %b", in)
	}
}

func TestDerived(t *testing.T) {
	if DerivedSet() != 1<<Likeness {
		t.Errorf("DerivedSet() = %b", DerivedSet())
	}
	s := Set(1<<Rare | 1<<Likeness).Engine()
	if s.Has(Likeness) || !s.Has(Rare) || !s.Has(ING) || !s.Has(PangramCount) || !s.Has(Perfect) {
		t.Errorf("Engine() = %b", s)
	}
	for _, tt := range []struct {
		m    ID
		v    int64
		want string
	}{
		{Score, 123, "123"},
		{Likeness, 9123, "0.9123"},
		{Likeness, 10000, "1.0000"},
		{Likeness, 5, "0.0005"},
	} {
		if got := string(AppendValue(nil, tt.m, tt.v)); got != tt.want {
			t.Errorf("AppendValue(%d, %d) = %q; want %q", tt.m, tt.v, got, tt.want)
		}
	}
	if got := Scale(Likeness, 0.91234); got != 9123 {
		t.Errorf("Scale = %d", got)
	}
}
