// Package search scores Spelling Bee honeycombs over a word list and ranks
// every honeycomb a list allows, exactly and in parallel. The puzzle
// itself, its rules, boards and the solving of one board, is pkg/puzzle.
//
// Ranker.Rank ranks one list in every variant of a Query with one
// engine, a Space, reused from one list to the next. A Space holds the
// points, words and roles of each letter set of at most Size letters of
// the alphabet, in flat arrays indexed by size and colex rank. It ranks
// in one of two ways, with the same arrays, the same measures and the
// same offers to the keepers:
//
//   - the whole space, every set of K letters with each center, from
//     F(S), the points of the words whose letter set is a subset of S,
//     summed once over the space (densify, sum): the score of (P, c) is
//     F(P) - F(P \ c) (rankUppers);
//   - the pangram space, when its sets are few, by summing each pangram
//     set's 2^K subsets once for all K centers (rankSets, centerSums),
//     which skips the sum over the whole space.
//
// Each way computes only the figures of a letter set by center; the
// filter, counts, best and worst, tallies and Pareto frontier are written
// once for both (measures.go). Beyond the points, words and pangrams,
// the measures a query needs (pkg/measure.Table) are roles, each word's
// value summed by letter set as the points are (roles.go). A
// honeycomb's place is one key, a 64-bit score and its letters and
// center (keeper.go), so the output does not depend on the number
// of workers, and each letter set is scored once for all the variants
// that allow it.
package search
