// Package stats computes figures about Spelling Bee rankings.
//
// For a ranking, SummarizeTally gives, from its counts of honeycombs by
// score and center (search.Ranking.Tally) and its best honeycombs, the
// distribution of the scores (Describe), their histogram (NewHistogram),
// what each letter does as center (Center) and the letters of the best
// honeycombs (LetterFrequency). Describe, NewHistogram and HistogramOf take plain
// scores, so they also serve samples from elsewhere. Every result is
// exact where it is an integer and does not depend on the order of the
// input, except that LetterFrequency counts the honeycombs it is given.
//
// To compare two rankings, Spearman and KendallTauB correlate the scores
// that the same honeycombs have in both, and NewOverlap measures how far
// two sets, such as their best honeycombs, are the same (Jaccard).
//
// # Quantiles
//
// A quantile is a score of the sample, not an interpolation between two:
// the p-quantile of n scores x[1] ≤ … ≤ x[n] is x[⌈p·n⌉] (x[1] for p = 0),
// the smallest score that at least a fraction p of the sample does not
// exceed. This is gonum's stat.Quantile with stat.Empirical, which
// Describe calls, and definition 1 of Hyndman and Fan, "Sample Quantiles
// in Statistical Packages" (The American Statistician 50(4), 1996). The
// median of an even number of scores is thus the lower of the middle two.
// The mean and the population standard deviation are gonum's
// stat.PopMeanStdDev.
//
// # Histogram bins
//
// Scores are integers, so bins are too: Bins picks the smallest width of
// 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, … points that covers the
// scores in at most 40 bins with edges at multiples of the width. A bin
// holds the scores from its lower edge up to, not including, the next
// edge. The counting is gonum's stat.Histogram.
//
// # Best centers
//
// The best center of a letter set is the center with which it scores
// most; among centers that score as much, the alphabetically first. That
// is the ranking's own order for ties, so a letter set's best center is
// the center of its best-ranked candidate.
//
// # Rank correlations
//
// Spearman's rho is the Pearson correlation of the ranks, tied values
// sharing the mean of the ranks they span; Kendall's tau-b counts the
// pairs of pairs that agree and disagree and allows for ties (Kendall,
// "The Treatment of Ties in Ranking Problems", Biometrika 33, 1945). Both
// take O(n log n) time and count in integers: for up to two million
// pairs, the result comes from exact sums by a few correctly rounded
// operations (a square root, a product, a quotient), so it does not
// depend on the machine. They are written here because
// gonum's stat has no Spearman, and its Kendall is a weighted tau-a that
// counts tied pairs as agreeing, in O(n²) time. Where a correlation is
// undefined, for fewer than two pairs or a constant sample, they return
// an error that says why, never NaN.
package stats
