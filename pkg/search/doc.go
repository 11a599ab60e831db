// Package search scores Spelling Bee honeycombs over a word list and ranks
// every honeycomb a list allows, exactly and in parallel. The puzzle
// itself, its rules, boards and the solving of one board, is pkg/puzzle.
//
// Ranker.Rank ranks one list in every variant of a Query with one of two
// engines, reused from one list to the next:
//
//   - A Table ranks the pangram space. It holds the points and words of
//     each letter set the list's words use, the small sets in flat arrays
//     indexed by the combinatorial number system (see FlatMax), and
//     scores each pangram letter set's 2^K subsets once for all K centers
//     (centerSums).
//   - A Space ranks the whole space, every set of K letters of the
//     alphabet with each center, from F(S), the points of the words whose
//     letter set is a subset of S (see sum): the score of (P, c) is
//     F(P) - F(P \ c).
//
// Each engine computes only the figures of a letter set by center; the
// filter, counts, best and worst, tallies and Pareto frontier are written
// once for both (measures.go). Beyond the points, words and pangrams,
// the measures a query needs (pkg/measure.Table) are roles, each word's
// value summed by letter set as the points are (roles.go). A
// honeycomb's place is one key, a 64-bit score and its letters and
// center (keeper.go), so the output does not depend on the number
// of workers, and each letter set is scored once for all the variants
// that allow it.
package search
