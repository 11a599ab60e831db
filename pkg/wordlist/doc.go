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
// skipped. A list that is entirely upper case (SOWPODS), entirely in title
// case or entirely lower case (ENABLE) is folded. The rule looks at every
// entry of letters, including those that Options filter out, so it depends
// on the list alone. A word that appears twice counts once; the first one
// is kept.
//
// An entry is counted under the first reason that applies, in this order:
// TooLong, BadCount, Binary, NonAlpha, BelowMinCount, NoVowel, ProperNoun,
// Duplicate. An entry with a control byte (below 0x20, or 0x7f) anywhere
// in it is Binary, even if a character before that is merely not a
// letter. Any other byte that is not a letter makes an entry NonAlpha,
// including the bytes from 0x80 up, whether they are UTF-8 or not: a list
// in Latin-1 has its accented words counted as NonAlpha.
//
// Every entry that is not kept is counted under one Reason, so the entries
// of a list always add up: Entries == Words.Len() + the sum of Skipped.
//
// # Limits
//
// Lines longer than MaxLine bytes are skipped without being held in memory,
// and so are entries with NUL or other control bytes (binary garbage).
// Input is read in fixed-size blocks; the memory a list takes is about the
// size of the words it keeps. The exception is a plain file given to
// Source.Load, which is read whole into memory of its own (on Linux, on
// huge pages: internal/bigmem), where its words stay in place as long as
// the list: about a byte of memory per byte of input, and 9 per distinct
// word. A file that changes while it is read fails with a *ChangedError.
//
// # Reading only what counts
//
// Options.Fit keeps only the words that can count under a puzzle's rules,
// as letter sets and lengths without their text, and counts the others in
// Words.Unfit; the counts of the list and the number of distinct words
// are what they are without it. A plain list, one word of a-z per line,
// is then read in one pass: if it is sorted, as most lists are, a word
// is new when it is greater than the one before, which one comparison of
// eight bytes tells, and the few words out of order are looked up by a
// binary search of the input; a list in random order is read on all cores
// by keys that pack a word's letters into 64 bits, in partitions by hash
// that fit in a core's cache. Any other list is read as usual and then
// fitted.
//
// An input larger than Options.MaxBytes (DefaultMaxBytes, 1 GiB, unless
// set), counted after decompression, fails with a *LimitError, so that
// no input, however endless, takes unbounded time or memory.
//
// A few inputs are not word lists at all, and reading them fails at once,
// from their first 4096 bytes, rather than skipping every entry: text in
// UTF-16 or UTF-32, known by its byte order mark or, in UTF-16 without
// one, by a NUL in every other byte; and binary data of which more than
// half the bytes are NUL, such as /dev/zero. The error says what the input
// looks like and, for UTF-16 and UTF-32, how to convert it to UTF-8.
//
// # Compression
//
// Source.Load reads gzip, bzip2, xz and zstd data as it is, recognised by
// its magic number rather than its name, every layer of it (gzip inside
// gzip, say; MaxLayers at most), each layer bounded by Options.MaxBytes as
// the text is, so that a bomb in any layer costs bounded time. A corrupt
// or truncated stream fails with a *GzipError or a *CorruptError. The
// archives and formats it does not read (zip, 7z, RAR, tar, lz4, lzip,
// compress and LZMA) fail with a *FormatError that says how to unpack
// them, rather than counting thousands of entries as binary.
//
// # Many lists
//
// Package source (pkg/wordlist/source) resolves the lists that
// command-line arguments name and reads them one after another; every
// List records a hash of its input in List.Sum, by which a list given
// twice is read once.
package wordlist
