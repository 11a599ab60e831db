// Package suggest finds, among the names a program knows, the one a
// mistyped name most likely meant, for messages such as "unknown command
// "rnak" (did you mean rank?)".
package suggest

import "strings"

// DidYouMean returns " (did you mean X?)" for the candidate X nearest to
// name, if one is near enough, and "" otherwise.
func DidYouMean(name string, candidates []string) string {
	if s, ok := Nearest(name, candidates); ok {
		return " (did you mean " + s + "?)"
	}
	return ""
}

// Nearest returns the candidate nearest to name by EditDistance, case
// ignored, and whether it is near enough to suggest: at most one edit for
// a name of up to 4 letters, two up to 8, and three beyond; failing
// that, the one candidate that starts with a name of 4 letters or more.
func Nearest(name string, candidates []string) (string, bool) {
	limit := 3
	switch n := len(name); {
	case n <= 4:
		limit = 1
	case n <= 8:
		limit = 2
	}
	best, bestD := "", limit+1
	for _, c := range candidates {
		d := EditDistance(strings.ToLower(name), strings.ToLower(c))
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

// EditDistance returns the optimal string alignment distance between a
// and b: the fewest insertions, deletions, substitutions and
// transpositions of adjacent bytes, no substring edited twice.
func EditDistance(a, b string) int {
	d := make([][]int, len(a)+1) // d[i][j]: the distance of a[:i] and b[:j]
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}
