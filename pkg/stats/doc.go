// Package stats is general statistics of integer scores: the
// distribution of a sample (Describe, or DescribeCounts from the number
// of times each score occurs), its histogram (HistogramOf,
// HistogramCounts, BodyCounts), rank correlations (Spearman,
// KendallTauB) and the overlap of two sets (NewOverlap, Jaccard). Every
// result is exact where it is an integer and does not depend on the
// order of the input. It knows nothing of honeycombs: pkg/search
// summarizes a ranking with it (SummarizeTally).
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
