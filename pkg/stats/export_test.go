package stats

// OnlyA returns the number of elements of A that are not in B; OnlyB the
// other way round.
func (o Overlap) OnlyA() int { return o.A - o.Common }

// OnlyB returns the number of elements of B that are not in A.
func (o Overlap) OnlyB() int { return o.B - o.Common }
