package search

import (
	"runtime"
	"sync"

	"github.com/beebatch/beebatch/pkg/measure"
	"github.com/beebatch/beebatch/pkg/puzzle"
)

// Results are ranked honeycombs with their figures, in ranking order or,
// for the worst, in reverse, in 24 bytes each; At completes each.
type Results struct {
	rows  []packed
	roles []measure.ID // the roles the rows carry
	vals  []int64      // the values of roles, len(roles) for each row
	first int          // the rank of rows[0]
	step  int          // +1 for the best, -1 for the worst
}

// packed is a Result in 24 bytes: its key, words and pangrams.
type packed struct {
	key             rankKey
	words, pangrams uint32
}

// Len returns the number of honeycombs; 0 for a nil r.
func (r *Results) Len() int {
	if r == nil {
		return 0
	}
	return len(r.rows)
}

// At returns the i-th honeycomb, with its rank.
func (r *Results) At(i int) Result {
	p := r.rows[i]
	h, score := unkey(p.key)
	res := Result{Honeycomb: h, Rank: r.first + i*r.step, Score: int(score),
		Words: int(p.words), Pangrams: int(p.pangrams), HasPangram: p.pangrams > 0}
	for j, m := range r.roles {
		res.Values[m] = r.vals[i*len(r.roles)+j]
	}
	return res.withBuiltIn()
}

// results completes the honeycombs of keys, ranked from first by step,
// with score and the values of roles, on all cores for many; worst keys
// are complemented.
func results(keys []rankKey, first, step int, worst bool, roles measure.Set, score func(puzzle.Honeycomb) Result) *Results {
	r := &Results{rows: make([]packed, len(keys)), first: first, step: step}
	for m := range measure.N {
		if roles.Has(m) {
			r.roles = append(r.roles, m)
		}
	}
	r.vals = make([]int64, len(keys)*len(r.roles))
	fill := func(lo, hi int) {
		for i := lo; i < hi; i++ {
			k := keys[i]
			if worst {
				k = k.not()
			}
			h, _ := unkey(k)
			s := score(h)
			r.rows[i] = packed{key: k, words: uint32(s.Words), pangrams: uint32(s.Pangrams)}
			for j, m := range r.roles {
				r.vals[i*len(r.roles)+j] = s.Values[m]
			}
		}
	}
	workers := runtime.GOMAXPROCS(0)
	if len(keys) < 1<<12 || workers == 1 {
		fill(0, len(keys))
		return r
	}
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() { fill(w*len(keys)/workers, (w+1)*len(keys)/workers) })
	}
	wg.Wait()
	return r
}

// Head returns the first n honeycombs of r, or all of them if r has
// fewer; they share r's memory.
func (r *Results) Head(n int) *Results {
	if r == nil {
		return nil
	}
	h := *r
	h.rows = r.rows[:min(n, len(r.rows))]
	h.vals = r.vals[:len(h.rows)*len(r.roles)]
	return &h
}
