// Package search scores Spelling Bee honeycombs over a word list and ranks
// every honeycomb a list allows, exactly and in parallel.
//
// # The table
//
// A Table holds, for each letter set that the list's valid words use, the
// total points and the number of those words. The score of honeycomb
// (letters P, center c) is the sum of the points of the letter sets S with
// S ⊆ P and c ∈ S, so a board costs 2^(K-1) lookups whatever the size of
// the list.
//
// Sets of at most DenseMax (5) letters, 119 of the 127 subsets of a
// 7-letter honeycomb, each have a fixed place in flat arrays of 83,682
// entries, found from the letters by the combinatorial number system;
// larger sets are kept in a small hash table keyed by the 26-bit letter
// mask, in buckets of four slots that a lookup compares without
// branching.
//
// It is not the flat []uint32 of 1<<26 entries that the letter mask
// could index directly. That array is 256 MiB of address space of which a
// list touches a few thousand scattered pages: each first touch is a page
// fault, and each lookup a TLB and cache miss. BenchmarkFlatArrayEnable1
// and BenchmarkTableEnable1 measure the two on the same work (table
// built and best honeycomb found); the README gives the figures.
//
// # Ranking
//
// Rank computes, for each pangram letter set P, the points of its 2^K
// subsets once and derives all K centers from them. The pangram letter
// sets are cut into one contiguous part per worker, each worker keeps its
// own best and worst honeycombs, and the parts are merged after every
// worker has finished. A honeycomb's place in the order is one 64-bit key
// (score, then letters, then center), so the merge, and therefore the
// output, does not depend on the number of workers or on scheduling.
//
// Variants of one list, such as the puzzle without S and with it, need no
// table each: Restrict makes a variant of a table by banning more letters,
// sharing its arrays, and RankAll scores each pangram letter set once for
// all the variants that allow it.
//
// # The whole space
//
// A Space ranks every honeycomb, not only those with a pangram: every set
// of K letters of the alphabet with each of its letters as center, which
// for K = 7 is 657,800 letter sets and 4,604,600 honeycombs with S. At 2^K
// lookups per set that would be 84 million lookups; instead a Space keeps,
// for every set S of at most K letters, F(S), the points (and words) of
// all the words whose letter set is a subset of S, and the score of (P, c)
// is F(P) - F(P \ c): the words within P less those that avoid c.
//
// F is the sum over subsets (the zeta transform) of the points per letter
// set, restricted to sets of at most K letters: 971,712 of them for K = 7,
// held in one array by size and colex rank, 8 bytes each (points and words
// packed in one uint64, so one addition serves both). The usual transform
// makes one pass per letter; taken by letter position instead, each pass
// is a series of additions of one contiguous range into another (see
// Space.sum), about 6.4 million additions in all. The ranking then reads
// F of the K-letter sets in sequence and F of each set without each of
// its letters in K sequences of its own (see Space.rankUppers). For
// enable1, both variants, the transform takes about 20 ms and the ranking
// of the 7,969,500 honeycombs about 45 ms on two cores.
//
// # One entry point
//
// Ranker.Rank ranks one list in every variant of a Query and picks the
// engine: a Table for the pangram space, a Space for the whole space,
// reused from one list to the next. A filter (RankOptions.Filter, a
// pkg/filter Filter) applies the same way in both: its letter clauses
// once per letter set, before the set is scored, and its counts per
// honeycomb, so that the ranks are positions among the honeycombs that
// pass. The pangram candidates can be ranked through a Space too, which
// gives exactly what a Table gives, filter and all (tested against brute
// force).
package search
