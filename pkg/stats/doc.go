// Package stats is general statistics of integer scores: the
// distribution of a sample (Describe, or DescribeCounts from the number
// of times each score occurs), its histogram (Bins, HistogramOf,
// HistogramCounts, BodyCounts), rank correlations (Spearman,
// KendallTauB) and the overlap of two sets (NewOverlap, Jaccard). Every
// result is exact where it is an integer and does not depend on the
// order of the input. It knows nothing of honeycombs: pkg/search
// summarizes a ranking with it (SummarizeTally).
//
// Quantiles, the mean and the standard deviation are gonum's stat
// (stat.Quantile with stat.Empirical: a quantile is a score of the
// sample). The rank correlations are written here because gonum's stat
// has no Spearman, and its Kendall is a weighted tau-a in O(n²) time;
// where one is undefined, they return an error that says why, never NaN.
package stats
