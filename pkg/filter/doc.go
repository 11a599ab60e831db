// Package filter parses and applies the filters that choose boards by
// their counts and letters, such as the window of 20 to 80 words, 1 to 3
// vowels, no S and never E with R that the New York Times keeps to.
//
// # The language
//
// A filter is clauses separated by commas; a board passes when every
// clause holds. Keywords and letters may be in upper or lower case.
//
//	score RANGE           the board's points
//	words RANGE           the number of its words
//	pangrams RANGE        the number of its pangrams
//	perfect RANGE         the number of its perfect pangrams (each letter once)
//	rare RANGE            the number of its rare words, by a frequency list
//	rare-points RANGE     the points of its rare words
//	long-genius yes|no    whether its words longer than the shortest that
//	                      count (5 letters or more) alone reach Genius, 70%
//	                      of its points, rounded as solve rounds ranks
//	long-genius yes|no floor
//	                      the same with 70% of its points rounded down
//	vowels RANGE          how many of A, E, I, O and U it has
//	vowels RANGE of LETTERS
//	                      how many of LETTERS it has: of AEIOUY counts Y
//	letters RANGE         the number of its letters
//	has LETTERS           it has every one of LETTERS
//	no LETTERS            it has none of LETTERS
//	not-together PAIR...  it lacks one letter or both of each PAIR
//	center L              its center is L
//	center in LETTERS     its center is one of LETTERS
//	center not LETTERS    its center is none of LETTERS
//
// A RANGE is 20..80 (20 to 80), 20.. or >= 20, ..80 or <= 80, > 19, < 81,
// or 30 or = 30 for one value. LETTERS are written together or apart (QZ
// or Q Z), and a PAIR as E R or ER. For example:
//
//	words 25..50, pangrams >= 1, vowels 1..3, not-together E R, center not Q
//
// The grammar, in the EBNF of the Go specification, with tokens separated
// by white space where they would otherwise run together:
//
//	filter  = [ clause { "," clause } ] .
//	clause  = field range
//	        | "vowels" range "of" letters
//	        | "has" letters | "no" letters
//	        | "not-together" pair { pair }
//	        | "center" ( letter | "in" letters | "not" [ "in" ] letters )
//	        | "long-genius" ( "yes" | "no" ) [ "floor" ] .
//	field   = "score" | "words" | "pangrams" | "perfect" | "rare" | "rare-points"
//	        | "vowels" | "letters" .
//	range   = number ".." [ number ] | ".." number
//	        | ( ">=" | "<=" | ">" | "<" | "=" ) number | number .
//	letters = letter { letter } .     /* no letter twice */
//	pair    = letter letter .         /* two different letters */
//	letter  = "A" … "Z" | "a" … "z" .
//	number  = decimal digits, at most 2147483647 .
//
// Clauses on the same field narrow each other: "words >= 20, words <= 80"
// is "words 20..80". Vowels clauses narrow those that count the same
// letters; "vowels 1..3, vowels <= 2 of AEIOUY" asks for both counts. In
// "center not in", in is the keyword when letters follow it and the
// letters I and N otherwise.
//
// # Rare words and Genius without short words
//
// A word is rare when a frequency list lacks it or counts it low; the
// engine that fills a Candidate says which list and how low (beebatch's
// --freq and --rare-below). The long-genius clause asks whether a player
// who never finds a word of the shortest length that counts (4 letters in
// the New York Times puzzle) can still reach Genius: whether LongPoints,
// the points of the longer words, reach puzzle.GeniusPercent of the board's
// points. The threshold rounds to the nearest point, a half up, as the
// ranks of the New York Times and of beebatch solve do (puzzle.Nearest); with
// floor it rounds down (puzzle.Floor), as published analyses that define Genius
// as floor(0.7 × total) do. Two long-genius clauses that agree on yes or
// no make the stricter one; a yes and a no are a mistake.
//
// # Mistakes
//
// Parse returns a *SyntaxError for text that does not follow the grammar
// and for clauses that no board can pass, alone or together: an empty
// range such as 50..20, "vowels >= 6", "has S, no S", "has ER,
// not-together E R", or centers that leave no letter. Its message points
// at the offending token with carets:
//
//	expected a number after "words >=", found "many"
//	  words >= many, vowels 1..3
//	           ^^^^
//
// # Canonical form
//
// Filter.String writes a filter in canonical form, which Parse reads back
// into an equal filter: the clauses in the order of the table above, each
// field once (vowels once for each set of letters counted, AEIOU first and
// without "of"), letters in upper case, one not-together clause per pair,
// "center R", "center in AEIOU" or "center not Q" (whichever names fewer
// letters), and no clause that every board passes. So "WORDS > 19, no s,
// words <= 80" is written "words 20..80, no S". The empty filter is "".
//
// # Presets
//
// Presets are named filters: LookupPreset("nyt") is Parse("words 20..80,
// pangrams >= 1, vowels 1..3, no S, not-together E R, not-together H J,
// not-together R X, center not X"). Presets lists them all.
//
// # Vowels
//
// A vowels clause counts A, E, I, O and U unless it says which letters to
// count. Filter.WithVowels makes the clauses that count A, E, I, O and U
// count other letters instead, so that a command can take the vowels as
// an option (beebatch's --vowels AEIOUY) and apply it to a preset too.
//
// # Use in a search
//
// The engine fills a Candidate for each board and asks Filter.Match. It
// need not compute every count: Filter.Needs says which of Score, Words,
// Pangrams, Perfect, Rare, RarePoints and LongPoints the filter looks at,
// and Filter.LongGenius gives its long-genius clause. Filter.Letters returns the
// clauses that the letters decide alone (has, no, not-together, center,
// vowels and letters), so that a board can be rejected before it is
// scored: LetterRule.AllowsLetters for a letter set, LetterRule.Centers for
// the centers it may take, and LetterRule.Allows for a board.
package filter
