package stats

// Overlap is how much two sets A and B share: their sizes and the size of
// their intersection.
type Overlap struct {
	A, B   int // the sizes of the sets
	Common int // the size of their intersection
}

// NewOverlap returns the overlap of the sets of the elements of a and of
// b; an element given twice in one slice counts once.
func NewOverlap[T comparable](a, b []T) Overlap {
	inA := make(map[T]bool, len(a))
	for _, v := range a {
		inA[v] = true
	}
	o := Overlap{A: len(inA)}
	inB := make(map[T]bool, len(b))
	for _, v := range b {
		if !inB[v] && inA[v] {
			o.Common++
		}
		inB[v] = true
	}
	o.B = len(inB)
	return o
}

// Union returns the size of the union of the sets, A + B - Common.
func (o Overlap) Union() int { return o.A + o.B - o.Common }

// Jaccard returns the Jaccard index of the sets, Common / Union, in
// [0, 1]: 1 for equal sets and 0 for disjoint ones. It is undefined, and
// ok is false, when both sets are empty.
func (o Overlap) Jaccard() (j float64, ok bool) {
	u := o.Union()
	if u == 0 {
		return 0, false
	}
	return float64(o.Common) / float64(u), true
}
