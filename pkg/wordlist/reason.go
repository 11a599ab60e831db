package wordlist

// Reason says why an entry of a list was skipped.
type Reason uint8

// The reasons an entry can be skipped while reading a list. Their String
// forms are the keys of the "skipped" object in beebatch's JSON reports.
const (
	Binary        Reason = iota // NUL or other control bytes
	TooLong                     // a line longer than MaxLine bytes
	NonAlpha                    // a character outside a-z and A-Z
	ProperNoun                  // a capitalised entry in a mixed-case list
	BadCount                    // a frequency-list line with a missing, negative or non-numeric count
	BelowMinCount               // a count not above Options.MinCount
	NoVowel                     // no a, e, i, o or u, with Options.RequireVowel
	Duplicate                   // a word already kept
	Excluded                    // a word of Files.Exclude, such as --exclude-words
	NumReasons                  // the number of reasons, not a reason
)

var reasonNames = [NumReasons]string{
	Binary:        "binary",
	TooLong:       "too-long",
	NonAlpha:      "non-alpha",
	ProperNoun:    "proper-noun",
	BadCount:      "bad-count",
	BelowMinCount: "below-min-count",
	NoVowel:       "no-vowel",
	Duplicate:     "duplicate",
	Excluded:      "excluded",
}

// String returns the reason's name, such as "non-alpha".
func (r Reason) String() string { return ReasonName(reasonNames[:], r) }

// Skips counts skipped entries by reason.
type Skips [NumReasons]int

// Total returns the number of skipped entries.
func (s *Skips) Total() int {
	n := 0
	for _, c := range s {
		n += c
	}
	return n
}

// Map returns the non-zero counts keyed by reason name.
func (s *Skips) Map() map[string]int { return CountsByName(s[:], reasonNames[:]) }

// ReasonName returns names[r], or "unknown" past its end: the String of
// the reasons of this package and of pkg/archive.
func ReasonName[R ~uint8](names []string, r R) string {
	if int(r) < len(names) {
		return names[r]
	}
	return "unknown"
}

// CountsByName returns the non-zero counts keyed by names[i]: the Map of
// the Skips of this package and of pkg/archive.
func CountsByName(counts []int, names []string) map[string]int {
	m := make(map[string]int)
	for i, c := range counts {
		if c != 0 {
			m[names[i]] = c
		}
	}
	return m
}
