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
// The table is a hash table keyed by the 26-bit letter mask, not the flat
// []uint32 of 1<<26 entries that the letter mask could index directly.
// The flat array is 256 MiB of address space of which a list touches a few
// thousand scattered pages: each first touch is a page fault, and each
// lookup a TLB and cache miss. The hash table of ENABLE's 21,660 letter
// sets is 512 KiB and stays in a core's cache. BenchmarkFlatArrayEnable1
// and BenchmarkHashTableEnable1 measure the two on the same work; the
// README gives the figures.
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
package search
