// Package wordlist reads word lists as real dictionaries ship them and
// turns each into the distinct lowercase words a puzzle can use, counting
// every entry it skips by reason.
//
// # Format
//
// A list holds one word per line or several separated by white space. Lines
// may end in CRLF, the first may start with a UTF-8 byte order mark, and
// words may be surrounded by spaces. A list whose first entry line has
// exactly two fields, the second a number, is a frequency list: every line
// is then "word count", and a line whose count is missing, negative or not
// a number is skipped with a warning that gives its line number.
//
// # Which entries are kept
//
// An entry is kept when it consists of the ASCII letters a-z and A-Z alone.
// Upper case is folded to lower case, except in a mixed-case list such as
// /usr/share/dict/american-english: when some entries of letters alone are
// all lower case, entries with a capital letter are proper nouns and are
// skipped. The rule looks at every entry of letters, including those that
// Options filter out, so it depends on the list alone. A word that appears
// twice counts once; the first one is kept.
//
// With Options.Lang, a list of another language than English, an entry
// is kept when the language folds it into a key of its alphabet (accents
// folded, or letters of their own such as ç, ñ, å or ß), and the keys
// are the words: two spellings of one key are one word, whose spellings
// Words.Forms gives. An entry the language refuses is NonAlpha, as is one
// that is not UTF-8, the first of which gets a warning. The case
// rule applies as above unless Options.Capitals keeps capitalised
// entries (German nouns).
//
// An entry is counted under the first reason that applies, in this order:
// TooLong, BadCount, Binary, NonAlpha, BelowMinCount, NoVowel, ProperNoun,
// Duplicate. An entry with a control byte (below 0x20, or 0x7f) anywhere
// in it is Binary; any other byte that is not a letter, 0x80 and up
// included, makes it NonAlpha. So Entries == Words.Len() + Skipped.Total().
//
// # Limits
//
// Lines longer than MaxLine bytes are skipped without being held in memory.
// An input larger than Options.MaxBytes, counted after decompression, fails
// with a *LimitError. Text in UTF-16 or UTF-32, and binary data of which
// more than half the first 4096 bytes are NUL, fail at once with an
// *EncodingError that says how to convert it. A file that changes while
// Source.Load reads it fails with a *ChangedError.
//
// # Compression
//
// Source.Load reads gzip, bzip2, xz and zstd data, recognised by its magic
// number, every layer of it (MaxLayers at most), each layer bounded by
// Options.MaxBytes. Corrupt data fails with a *CorruptError; archives and
// formats it does not read (zip, 7z, RAR, tar, lz4, lzip, compress, LZMA)
// with a *FormatError that says how to unpack them.
//
// Package source (pkg/wordlist/source) resolves the lists that
// command-line arguments name and reads them one after another.
package wordlist
