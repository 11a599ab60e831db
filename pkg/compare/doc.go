// Package compare compares word lists as sources of Spelling Bee
// honeycombs, in each variant of the rules.
//
// Compare ranks every candidate of each list and reports each list's best
// board scored in every list, and for each pair of lists the valid words
// only in one or in both, the overlap of their best honeycombs, the rank
// correlations (Spearman's rho, Kendall's tau-b) of the scores of the
// honeycombs both have as candidates, and the words of each best board.
// The result types carry the JSON field names of the report that
// "beebatch compare" writes.
package compare
