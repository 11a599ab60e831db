// Package puzzle is the model of one Spelling Bee puzzle: its rules
// (Rules: the shortest word, the pangram bonus, the honeycomb size, the
// banned letters and how words score), its boards (Honeycomb, ParseBoard),
// solving a board over a word list (Solve), the ladder of ranks from
// Beginner to Queen Bee (Ladder) and the two hints that the New York
// Times publishes each day (NewGrid, TwoLetter). The hints take the words
// a board makes, as lower-case strings, so they serve any list and any
// honeycomb size.
//
// # Rank thresholds
//
// Each rank needs a fixed percentage of the board's total points:
// Beginner 0%, Good Start 2%, Moving Up 5%, Good 8%, Solid 15%, Nice 25%,
// Great 40%, Amazing 50%, Genius 70% and Queen Bee 100%. The threshold is
// that fraction of the total rounded to the nearest point, a half point
// rounding up: Nearest.Threshold(total, p) = ⌊(total·p + 50) / 100⌋,
// computed exactly in integers. On a board of 3,898 points, Genius (70%,
// 2,728.6) needs 2,729 points and Good Start (2%, 77.96) needs 78.
package puzzle
