package puzzle

import "slices"

// Rank is one rung of the ladder: a rank's name, the percentage of the
// total points it needs, and those points.
type Rank struct {
	Name    string
	Percent int
	Points  int
}

// ranks are the rank names and percentages of the New York Times puzzle,
// lowest first.
var ranks = [...]Rank{
	{Name: "Beginner", Percent: 0},
	{Name: "Good Start", Percent: 2},
	{Name: "Moving Up", Percent: 5},
	{Name: "Good", Percent: 8},
	{Name: "Solid", Percent: 15},
	{Name: "Nice", Percent: 25},
	{Name: "Great", Percent: 40},
	{Name: "Amazing", Percent: 50},
	{Name: "Genius", Percent: GeniusPercent},
	{Name: "Queen Bee", Percent: 100},
}

// GeniusPercent is the share of a board's points, in per cent, that the
// rank Genius needs.
const GeniusPercent = 70

// Rounding is how a share of a board's points rounds to whole points.
type Rounding uint8

// The roundings.
const (
	Nearest Rounding = iota // to the nearest point, a half up: the New York Times' rule
	Floor                   // down, as some published analyses define Genius
)

// Threshold returns percent per cent of total points rounded as r says,
// exactly; total and percent must not be negative.
func (r Rounding) Threshold(total, percent int) int {
	if r == Floor {
		return total * percent / 100
	}
	return (total*percent + 50) / 100
}

// Ladder returns the ranks of a board worth total points, lowest first,
// with the points each needs, rounded as Nearest says.
func Ladder(total int) []Rank {
	out := slices.Clone(ranks[:])
	for i := range out {
		out[i].Points = Nearest.Threshold(total, out[i].Percent)
	}
	return out
}
