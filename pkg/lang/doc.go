// Package lang holds the language profiles of the Spelling Bee games
// played beyond English: for each, the alphabet of its boards (up to 32
// letters, in the order the game shows them), how every other character
// folds into that alphabet or refuses the word, the key that words are
// matched by and the display form kept for output, and the rules of its
// game (the shortest word, the points, the bonus, the board size, the
// variants).
//
// A profile is chosen by its code (Lookup): en, pt-BR, pt, es, de,
// de-fold, de-drop, fr, sv, ca, ca-drop, nl, it, pl. Letters are bit
// positions of the profile's alphabet (Index, Letter), so a word's letter
// set is a bitset.Set of up to 32 bits whatever the language; for en the
// positions are those of bitset.Letter, a to z.
//
// Key lower-cases a word with the rules of its language
// (golang.org/x/text/cases), composes it (NFC), and then keeps each letter
// of the alphabet, folds each other letter by its canonical decomposition
// (golang.org/x/text/unicode/norm NFD, its combining marks dropped) or by
// the profile's own folds (ß to ss), and refuses the word at the first
// character it cannot fold: a digit, a hyphen, an apostrophe, a letter
// outside the alphabet. "Porró" is kept as "porró" for display and
// matched as "porro" in Catalan; "Fußball" is "fußball" as a key in de,
// "fussball" in de-fold, and refused in de-drop.
//
// The lists are UTF-8: pkg/catalog converts a list in another encoding
// (wswedish is ISO-8859-1) as it installs it, with catalog.Decode.
package lang
