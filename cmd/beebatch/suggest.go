package main

import "strings"

// didYouMean returns " (did you mean X?)" for the candidate X nearest to
// name, if one is near enough, and "" otherwise.
func didYouMean(name string, candidates []string) string {
	if s, ok := nearest(name, candidates); ok {
		return " (did you mean " + s + "?)"
	}
	return ""
}

// nearest returns the candidate nearest to name by editDistance, case
// ignored, and whether it is near enough to suggest: at most one edit for
// a name of up to 4 letters, two up to 8, and three beyond; failing
// that, the one candidate that starts with a name of 4 letters or more.
func nearest(name string, candidates []string) (string, bool) {
	limit := 3
	switch n := len(name); {
	case n <= 4:
		limit = 1
	case n <= 8:
		limit = 2
	}
	best, bestD := "", limit+1
	for _, c := range candidates {
		d := editDistance(strings.ToLower(name), strings.ToLower(c))
		if d == 0 {
			return "", false
		}
		if d < bestD {
			best, bestD = c, d
		}
	}
	if best != "" || len(name) < 4 {
		return best, best != ""
	}
	for _, c := range candidates {
		if strings.HasPrefix(strings.ToLower(c), strings.ToLower(name)) {
			if best != "" {
				return "", false // more than one
			}
			best = c
		}
	}
	return best, best != ""
}

// editDistance returns the optimal string alignment distance between a
// and b: the fewest insertions, deletions, substitutions and
// transpositions of adjacent bytes, no substring edited twice.
func editDistance(a, b string) int {
	// d[i][j] is the distance between a[:i] and b[:j]; three rows are
	// kept, the two before the one filled.
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}
