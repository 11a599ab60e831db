// Package filter parses and applies the filters that choose boards by
// their counts and letters, such as the window of 20 to 80 words, 1 to 3
// vowels, no S and never E with R that the New York Times keeps to.
//
// # The language
//
// Help describes the language as a command's -h shows it:
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
//	field   = measure | "vowels" | "letters" .
//	measure = the Name of a measure of measure.Table: "score" | "words"
//	        | "pangrams" | "perfect" | "rare" | "rare-points" | … .
//	range   = number ".." [ number ] | ".." number
//	        | ( ">=" | "<=" | ">" | "<" | "=" ) number | number .
//	letters = letter { letter } .     /* no letter twice */
//	pair    = letter letter .         /* two different letters */
//	letter  = a letter of the alphabet, in upper or lower case:
//	          "A" … "Z" | "a" … "z" for Parse, and Ç, ç, ẞ, ß … for
//	          ParseIn in an alphabet that has them .
//	number  = decimal digits, at most 2147483647, then for a measure
//	          with Decimals "." and at most that many digits .
//
// Clauses on the same field narrow each other: "words >= 20, words <= 80"
// is "words 20..80". Vowels clauses narrow those that count the same
// letters. In "center not in", in is the keyword when letters follow it
// and the letters I and N otherwise. Two long-genius clauses that agree
// on yes or no make the stricter one; a yes and a no are a mistake.
//
// Parse returns a *SyntaxError, whose message points at the offending
// token with carets, for text that does not follow the grammar and for
// clauses that no board can pass, alone or together. Filter.String writes
// a filter in canonical form, which Parse reads back into an equal
// filter. Presets are named filters (LookupPreset("nyt")).
//
// # Alphabets
//
// Parse reads letters A to Z; ParseIn reads those of a game's alphabet
// (bitset.Alphabet), such as Ç in Portuguese or Ä Ö Ü ẞ in German, and
// the filter keeps it: its letter sets are bits of that alphabet, String
// writes them in it, and And refuses filters of two alphabets. "vowels
// 1..3" counts the alphabet's A, E, I, O and U (VowelsIn); "vowels 1..3
// of AEIOUÅÄÖ" counts the letters given. LookupPresetIn reads a preset
// in an alphabet, and fails naming the preset and the letter when the
// alphabet lacks one that it names.
//
// # Use in a search
//
// The clauses on numbers are those of the measures of pkg/measure.Table,
// which also gives Help its lines on them. The engine fills a Candidate's
// values for each board and asks Filter.Match; Filter.Needs says which
// measures it must fill. A measure with decimals (the likeness: 4) reads
// them in its clauses, "likeness >= 0.5", and a Derived one takes its
// value from the filter's Deriver (WithDeriver), which a learned model
// gives, from the board's other values (measure.Set.Engine). Filter.Letters returns the
// clauses that the letters decide alone, so that a board can be rejected
// before it is scored.
package filter
