// Package puzzle is the model of one Spelling Bee puzzle: its rules
// (Rules: the shortest word, the pangram bonus, the honeycomb size, the
// banned letters and how words score), its boards (Honeycomb, ParseBoard),
// solving a board over a word list (Solve), the ladder of ranks from
// Beginner to Queen Bee (Ladder) and the two hints that the New York
// Times publishes each day (NewGrid, TwoLetter). The hints take the words
// a board makes, as lower-case strings, so they serve any list and any
// honeycomb size.
//
// A rank needs a fixed percentage of the board's points, rounded to the
// nearest point (Nearest.Threshold): on a board of 3,898 points, Genius
// (70%, 2,728.6) needs 2,729 points.
package puzzle
