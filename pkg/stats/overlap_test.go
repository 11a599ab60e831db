package stats

import "testing"

func TestOverlap(t *testing.T) {
	tests := []struct {
		name    string
		a, b    []string
		want    Overlap
		union   int
		jaccard float64
		ok      bool
	}{
		{"both empty", nil, nil, Overlap{}, 0, 0, false},
		{"one empty", []string{"x"}, nil, Overlap{A: 1}, 1, 0, true},
		{"equal", []string{"x", "y"}, []string{"y", "x"}, Overlap{2, 2, 2}, 2, 1, true},
		{"disjoint", []string{"x"}, []string{"y", "z"}, Overlap{1, 2, 0}, 3, 0, true},
		{"some", []string{"a", "b", "c"}, []string{"b", "c", "d", "e"}, Overlap{3, 4, 2}, 5, 0.4, true},
		{"repeats count once", []string{"a", "a", "b"}, []string{"b", "b"}, Overlap{2, 1, 1}, 2, 0.5, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := NewOverlap(tt.a, tt.b)
			if o != tt.want {
				t.Fatalf("NewOverlap = %+v; want %+v", o, tt.want)
			}
			if o.Union() != tt.union {
				t.Errorf("Union = %d; want %d", o.Union(), tt.union)
			}
			if o.OnlyA()+o.Common != o.A || o.OnlyB()+o.Common != o.B {
				t.Errorf("OnlyA %d, OnlyB %d do not add up", o.OnlyA(), o.OnlyB())
			}
			j, ok := o.Jaccard()
			if j != tt.jaccard || ok != tt.ok {
				t.Errorf("Jaccard = %v, %v; want %v, %v", j, ok, tt.jaccard, tt.ok)
			}
		})
	}
}
