package report

import "github.com/beebatch/beebatch/pkg/search"

// Honeycombs converts search results.
func Honeycombs(rs []search.Result) []Honeycomb {
	out := make([]Honeycomb, 0, len(rs))
	for _, r := range rs {
		out = append(out, r.Row())
	}
	return out
}
