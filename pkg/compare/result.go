package compare

import "github.com/beebatch/beebatch/pkg/search"

// Comparison is everything Compare finds, in the JSON form of "beebatch
// compare --format json".
type Comparison struct {
	TopN     int                 `json:"top_n"` // the best honeycombs of each list overlapped
	Lists    []List              `json:"lists"`
	Variants []VariantComparison `json:"variants"`

	scores [][][]int // scores[v][i]: every candidate's score in list i, variant v, best first
}

// List describes one compared list as read.
type List struct {
	Name          string `json:"name"`
	Path          string `json:"path"`
	Lines         int    `json:"lines"`
	DistinctWords int    `json:"distinct_words"`
	Excluded      int    `json:"excluded,omitempty"` // words dropped as read (wordlist.Excluded)
}

// VariantComparison is the comparison of the lists in one variant.
type VariantComparison struct {
	Variant string        `json:"variant"`
	Lists   []ListSummary `json:"lists"`
	Best    []BestBoard   `json:"best_boards"` // each list's best board in every list, its own first
	Pairs   []Pair        `json:"pairs"`
	Plot    string        `json:"plot,omitempty"` // the file of the score plot, set by its writer
}

// ListSummary is one list in one variant.
type ListSummary struct {
	Name              string      `json:"name"`
	ValidWords        int         `json:"valid_words"`
	PangramLettersets int         `json:"pangram_lettersets"`
	Candidates        int         `json:"candidates"`
	Best              *search.Row `json:"best"` // nil when it has none, and Note says so
	Note              string      `json:"note,omitempty"`
}

// BestBoard is a list's best board and how it fares in every list.
type BestBoard struct {
	List    string    `json:"list"`  // whose best board it is
	Board   string    `json:"board"` // such as "AEGINRT:R"
	Letters string    `json:"letters"`
	Center  string    `json:"center"`
	In      []BoardIn `json:"in"`
}

// BoardIn is a board scored over one list.
type BoardIn struct {
	List       string `json:"list"`
	Score      int    `json:"score"`
	Words      int    `json:"words"`
	Pangrams   int    `json:"pangrams"`
	Rank       *int   `json:"rank"`                  // nil when it is not a candidate there
	RareWords  *int   `json:"rare_words,omitempty"`  // with Options.Rare
	RarePoints *int   `json:"rare_points,omitempty"` // with Options.Rare
}

// Pair compares two lists, A and B, in one variant.
type Pair struct {
	A                string      `json:"a"`
	B                string      `json:"b"`
	Words            WordCounts  `json:"valid_words"`       // the distinct valid words of the variant
	CommonCandidates int         `json:"common_candidates"` // honeycombs that are candidates in both
	Top              *TopOverlap `json:"top"`               // nil when a list has no valid honeycomb
	// Spearman and KendallTauB correlate the scores that the common
	// candidates have in A and in B; nil when undefined, and Note says why.
	Spearman    *float64     `json:"spearman"`
	KendallTauB *float64     `json:"kendall_tau_b"`
	Note        string       `json:"note,omitempty"`
	Boards      []BoardWords `json:"boards"` // the words of each list's best board
}

// WordCounts counts the words only in A, only in B, and in both.
type WordCounts struct {
	OnlyA int `json:"only_a"`
	OnlyB int `json:"only_b"`
	Both  int `json:"both"`
}

// TopOverlap is the overlap of the sets of the best honeycombs of two
// lists, N of each or all their candidates when they have fewer.
type TopOverlap struct {
	N       int     `json:"n"`
	A       int     `json:"a"` // honeycombs in A's set
	B       int     `json:"b"`
	Common  int     `json:"common"`
	Union   int     `json:"union"`
	Jaccard float64 `json:"jaccard"` // Common / Union
}

// BoardWords compares the words that one board makes in two lists.
type BoardWords struct {
	Board       string       `json:"board"`
	Letters     string       `json:"letters"`
	Center      string       `json:"center"`
	BestOf      []string     `json:"best_of"` // the lists of the pair whose best board it is
	OnlyA       []ScoredWord `json:"only_a"`  // best first, then alphabetical
	OnlyB       []ScoredWord `json:"only_b"`
	OnlyAPoints int          `json:"only_a_points"`
	OnlyBPoints int          `json:"only_b_points"`
	Both        int          `json:"both"`
	BothPoints  int          `json:"both_points"`
}

// ScoredWord is a word of a board and its points there.
type ScoredWord struct {
	Word string `json:"word"` // the key, in a list of another language
	// Forms are the word's spellings, accents and all, where they differ
	// from Word (wordlist.Words.Forms).
	Forms   []string `json:"forms,omitempty"`
	Score   int      `json:"score"`
	Pangram bool     `json:"pangram"`
}

// Names returns the names of the lists compared, in order.
func (c *Comparison) Names() []string {
	out := make([]string, len(c.Lists))
	for i, l := range c.Lists {
		out[i] = l.Name
	}
	return out
}

// ListScores are the scores of every candidate of one list, best first.
type ListScores struct {
	Name   string
	Scores []int
}

// Scores returns the scores of every candidate of each list that has one
// in the v-th variant of c.
func (c *Comparison) Scores(v int) []ListScores {
	var out []ListScores
	for i, s := range c.scores[v] {
		if len(s) > 0 {
			out = append(out, ListScores{Name: c.Lists[i].Name, Scores: s})
		}
	}
	return out
}
