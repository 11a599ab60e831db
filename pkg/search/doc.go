// Package search scores Spelling Bee honeycombs over a word list and ranks
// every honeycomb a list allows, exactly and in parallel. The puzzle
// itself, its rules, boards and the solving of one board, is pkg/puzzle.
//
// # The table
//
// A Table holds, for each letter set that the list's valid words use, the
// total points and the number of those words. The score of honeycomb
// (letters P, center c) is the sum of the points of the letter sets S with
// S ⊆ P and c ∈ S, so a board costs 2^(K-1) lookups whatever the size of
// the list.
//
// Every set of at most 6 letters (FlatMax) has a fixed place in flat
// arrays of 313,912 entries, 1.2 MiB of points, found from the letters by
// the combinatorial number system: for a 7-letter honeycomb that is every
// subset but the honeycomb itself, and a pangram letter set costs 126
// loads with no hashing or comparing. The pangram letter sets are a list,
// radix-sorted by letters, that carries each set's own points, words and
// perfect pangrams. Only 8- and 9-letter honeycombs look their 7- and
// 8-letter subsets up in a hash table keyed by the 26-bit letter mask.
// The table is built in one walk over the words, which also counts the
// words of every variant (see Ranker.Rank).
//
// It is not the flat []uint32 of 1<<26 entries that the letter mask
// could index directly. That array is 256 MiB of address space of which a
// list touches a few thousand scattered pages: each first touch is a page
// fault, and each lookup a TLB and cache miss. BenchmarkFlatArrayEnable1
// and BenchmarkTableEnable1 measure the two on the same work (table
// built and best honeycomb found). The large arrays of both engines come
// from internal/bigmem, on huge pages, which fault in 2 MiB at a time.
//
// # Ranking
//
// Rank computes, for each pangram letter set P, the points of its 2^K
// subsets once and derives all K centers from them (Table.centerSums:
// each subset's place is its rank terms, summed from small tables made
// once per set, so that the loads have no chain between them). The
// pangram letter sets are cut into one contiguous part per worker, each
// worker keeps its own best and worst honeycombs, and the parts are merged
// after every worker has finished. A honeycomb's place in the order is one
// 64-bit key (score, then letters, then center), so the merge, and
// therefore the output, does not depend on the number of workers or on
// scheduling.
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
// for every set S of at most K letters, F(S), the points of all the words
// whose letter set is a subset of S, and the score of (P, c) is
// F(P) - F(P \ c): the words within P less those that avoid c.
//
// F is the sum over subsets (the zeta transform) of the points per letter
// set, restricted to sets of at most K letters: 971,712 of them for K = 7,
// held in one array by size and colex rank, 4 bytes each. The words of
// each set are kept as they are, and summed the same way only for a
// filter that needs every honeycomb's words or for many results; a
// honeycomb's words are otherwise a sum over the subsets of its letters
// that hold its center. The usual transform makes one pass per letter;
// taken by letter position instead, each pass is a series of additions of
// one contiguous range into another (see sum), about 6.4 million
// additions in all. The ranking then reads F of the K-letter sets in
// sequence and F of each set without each of its letters in K sequences
// of its own (see Space.rankUppers): a set's K scores, their maximum,
// minimum and zeros without branches, and keys only for the honeycombs
// that can enter a top or bottom list.
//
// # Statistics and large outputs
//
// RankOptions.Tally counts the ranked honeycombs by score and center as
// they are ranked (Tally), which is all that statistics of the scores
// need (SummarizeTally, with pkg/stats), in memory that grows with the
// number of distinct scores, not with the number of honeycombs nor with
// the highest score. A Ranking keeps the best and worst in 16 bytes each
// (Results) rather than as Results of 64, so that --top of millions
// costs a few tens of bytes a row.
//
// # The Pareto frontier
//
// RankOptions.Pareto gathers, as the honeycombs are ranked, their Pareto
// frontier by words and points (Ranking.Pareto): for each number of
// words, the most points and the best-ranked honeycomb with them, and how
// many others tie with it, merged across workers at the end; the
// frontier is then the numbers of words whose most points beat every
// smaller number's (pareto.go). It needs every honeycomb's words, which a
// Table looks up for each honeycomb and a Space sums over subsets, and
// memory in proportion to the most words a honeycomb has.
//
// # Words read with a Fit
//
// A ranking needs no word's text and no word that cannot count: Query.Fit
// is the wordlist.Fit under which a list can be read for a query, and
// Rank gives for such a list exactly what it gives for the whole list,
// its words counted by the reasons they cannot count included.
//
// # Channels
//
// A Space sums points and counts words over the words of each honeycomb;
// Channel is the extension point for any other quantity per word that
// should be summed the same way, such as rare words and their points, or
// the words of exactly MinLen letters. Space.AddChannels sums each over
// subsets, and Space.Sums gives them per honeycomb.
//
// Ranker.Rank adds channels of its own where a query needs them: the rare
// words of each honeycomb and their points when Query.Rare says which
// words are rare, and the points of the words of MinLen letters for a
// filter's long-genius clause. A Table holds them the same way as its
// points: a flat array per channel indexed as the points are, the larger
// sets in a map, and their sums by center from the same code as the
// points' (centerSums), once per letter set for a filter that needs
// them. Only a filter that needs them pays for them.
//
// # One entry point
//
// Ranker.Rank ranks one list in every variant of a Query and picks the
// engine: a Table for the pangram space, a Space for the whole space,
// reused from one list to the next. A filter (RankOptions.Filter, a
// pkg/filter Filter) applies the same way in both: its letter clauses
// once per letter set, before the set is scored, and its counts per
// honeycomb, so that the ranks are positions among the honeycombs that
// pass. Each engine computes only the figures of a letter set by center;
// the filter's clauses, the counts, best and worst, tallies and the
// Pareto frontier are written once for both (measures.go). The pangram
// candidates can be ranked through a Space too, which
// gives exactly what a Table gives, filter and all (tested against brute
// force).
package search
