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
//     (centerSums). The package does not index a flat array of 1<<26
//     entries by the letter mask: a list touches a few thousand scattered
//     pages of it, each a page fault and each lookup a cache miss
//     (BenchmarkFlatArrayEnable1 against BenchmarkTableEnable1).
//   - A Space ranks the whole space, every set of K letters of the
//     alphabet with each center. It keeps F(S), the points of the words
//     whose letter set is a subset of S, for every S of at most K letters
//     (the zeta transform, by letter position: see sum), so that the score
//     of (P, c) is F(P) - F(P \ c).
//
// Each engine computes only the figures of a letter set by center; which
// honeycombs pass the filter, the counts, best and worst, tallies and the
// Pareto frontier are written once for both (measures.go). The work is cut
// into parts, one per worker, and merged at the end; a honeycomb's place
// is one 64-bit key (score, letters, center), so the output does not
// depend on the number of workers. Variants of one list share one engine:
// each letter set is scored once for all the variants that allow it.
//
// The best and worst honeycombs are kept in 16 bytes each (Results), the
// scores counted by value (Tally, for SummarizeTally) and the Pareto
// frontier by words and points (pareto.go), so that large rankings cost
// little memory. A list read with Query.Fit ranks as the whole list does.
package search
