package schedule

import (
	"math"
	"math/rand/v2"

	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/likeness"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// Window is how much farther from its target than the closest board a
// day's board may be when the days draw by likeness: wider than
// Tolerance, so that the likeness has boards to choose among.
const Window = 0.10

// byLikeness makes p draw by the likeness of Plan.Likeness: it gives each
// candidate its likeness over the list's words ix, blocks the letter sets whose
// every pangram the word model rejected (likeness.Model.Rejected), and
// sets Reuse to the archive's recent rate (ReuseRate).
func (p *Plan) byLikeness(words *puzzle.Index, a *archive.Archive) {
	ix := likeness.NewIndex(words, p.Counts)
	for i := range p.Boards {
		p.Boards[i].Likeness = p.Likeness.Likeness(ix.Features(p.Boards[i].Honeycomb))
	}
	p.Blocked = append(p.Blocked, p.Likeness.Rejected...)
	p.Reuse = ReuseRate(a)
}

// RecentDays are the last days of an archive whose rate of reuse
// ReuseRate measures.
const RecentDays = 91

// ReuseRate returns the share of the puzzles of the last RecentDays of a
// whose letter set an earlier puzzle of a had, with another center; 0
// for none. The rate grows as an archive does: the NYT's shared archive
// reused no letter set in 2023, 5% from January to April 2024, and 48%
// from October 2024 to February 2025. So the recent rate is the one a
// schedule that continues the archive keeps.
func ReuseRate(a *archive.Archive) float64 {
	seen := map[bitset.Set]bool{}
	last := dayNum(date(a.Puzzles[len(a.Puzzles)-1]))
	n, reused := 0, 0
	for _, q := range a.Puzzles {
		if last-dayNum(date(q)) < RecentDays {
			n++
			if seen[q.Board.Letters] {
				reused++
			}
		}
		seen[q.Board.Letters] = true
	}
	if n == 0 {
		return 0
	}
	return float64(reused) / float64(n)
}

// draw returns the index of the board of a day of target t among the
// candidates of pk that ok allows, or -1 for none. Without Likeness, one
// drawn alike among those within Tolerance of the closest (pick). With
// it, among those within Window of the closest, one drawn with weights
// the square root of the odds of their likeness, sqrt(l/(1-l)). The odds
// themselves would turn the candidates' distribution into the NYT's if
// the model were exact; but it overstates them at the ends (a linear
// model, and the letter sets the word model rejects are blocked), and
// with them a schedule of nyt learned up to 2024-09-30 had too many
// common pangrams: archive --against the 155 later puzzles, AUC 0.53 to
// 0.56 over seeds 1 to 3 where the square root gave 0.43 to 0.52 (and
// 0.46 to 0.47 with the model and reuse rate of today; docs/schedule.md). With the chance Reuse the draw is among those whose
// letter set was used before (seen), when there are some.
func (p *Plan) draw(pk *picker, t Target, ok, seen func(*Board) bool, rng *rand.Rand) int {
	if p.Likeness == nil {
		return pk.pick(t, ok, rng)
	}
	near := pk.near(t, ok, Window)
	if len(near) == 0 {
		return -1
	}
	if p.Reuse > 0 && rng.Float64() < p.Reuse {
		var again []int
		for _, i := range near {
			if seen(&pk.cands[i]) {
				again = append(again, i)
			}
		}
		if len(again) > 0 {
			near = again
		}
	}
	total := 0.0
	weights := make([]float64, len(near))
	for k, i := range near {
		l := min(max(pk.cands[i].Likeness, 1e-6), 1-1e-6)
		total += math.Sqrt(l / (1 - l))
		weights[k] = total
	}
	u := rng.Float64() * total
	for k, c := range weights {
		if u < c {
			return near[k]
		}
	}
	return near[len(near)-1]
}
