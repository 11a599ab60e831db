// Package compare compares word lists as sources of Spelling Bee
// honeycombs, in each variant of the rules.
//
// Compare ranks every candidate of each list (the pangram letter sets,
// with each of their letters as center; see package search) and reports:
//
//   - each list: its valid words, pangram letter sets, candidates and
//     best honeycomb;
//   - best boards: each list's best honeycomb scored in every list, with
//     its rank there, or none when that list has no pangram on its
//     letters;
//   - pairs of lists A and B: the valid words only in A, only in B and in
//     both (by merging the lists' valid words in byte order); the
//     honeycombs that are candidates in both; the overlap of the best
//     Top honeycombs of each and its Jaccard index; and Spearman's rho
//     and Kendall's tau-b (package stats) of the scores that the common
//     candidates have in A and in B, undefined (with a note) when there
//     are fewer than two or one list scores them all alike;
//   - the words of each list's best board in each pair: those only in A
//     and only in B, with their points.
//
// Two lists that hold the same distinct words are one list compared with
// itself, a *SameWordsError. The result types carry the JSON field names
// of the report that "beebatch compare" writes; the command renders them.
package compare
