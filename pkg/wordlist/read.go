package wordlist

import (
	"bytes"
	"errors"
	"fmt"
	"hash/maphash"
	"io"
	"io/fs"
	"iter"
	"math"
	"slices"
	"strconv"
	"unicode"
	"unicode/utf8"

	"github.com/beebatch/beebatch/pkg/bitset"
)

// MaxLine is the length in bytes above which a line is skipped as TooLong.
const MaxLine = 1 << 20

// MaxWarnings is the number of warnings with line numbers that Read keeps
// for one list; the rest are summed up in one final warning.
const MaxWarnings = 10

// blockSize is the most Read asks of its reader at a time, more than
// 2*MaxLine; it starts at startSize, and grows only for long lines.
const blockSize, startSize = 2*MaxLine + 4096, 64 << 10

// Options filter the entries of a list as it is read. DefaultOptions keeps
// every word. The zero value differs from it only on a frequency list,
// where it keeps the words with a count above zero.
type Options struct {
	// MinCount, when not negative, keeps only frequency-list entries whose
	// count is greater than MinCount. It has no effect on a plain list.
	MinCount int64
	// RequireVowel skips words without a, e, i, o or u.
	RequireVowel bool
	// MaxBytes is the most input a list may have, in bytes, counted after
	// decompression (a *LimitError beyond). Zero means DefaultMaxBytes; a
	// negative value, or one above MaxInput, means MaxInput.
	MaxBytes int64
	// Fit, if not nil, keeps only the words that fit it (see Fit).
	Fit *Fit
	// Lang, if not nil, reads the list in another language than
	// English: each entry is folded into a key of its alphabet (or
	// refused, and skipped as NonAlpha), and the keys are the words.
	// Masks are bits of its alphabet, WordLen counts letters, and
	// Words.Forms gives the spellings, accents and all, of a key.
	Lang Folder
	// Capitals keeps capitalised entries of a mixed-case list, in lower
	// case, as words: German nouns. Otherwise they are proper nouns and
	// skipped (see the package documentation).
	Capitals bool
}

// A Folder folds the entries of a list into the keys of an alphabet of
// up to 32 letters: a language profile of pkg/lang.
type Folder interface {
	// Fold returns what word folds into, or false when the language
	// refuses the word, as it must a word that is not UTF-8 or that
	// holds a control character.
	Fold(word string) (Folded, bool)
	// Set returns the letters of key as bits of the alphabet.
	Set(key string) bitset.Set
}

// Folded is an entry as a Folder folds it.
type Folded struct {
	Key string // the key that the entry is matched by, in lower case
	// Shown is its spelling as shown: in lower case by the rules of
	// its language, accents and all.
	Shown string
	Set   bitset.Set // the letters of Key, as bits of the alphabet
	Len   int        // the length of Key in letters
}

// DefaultMaxBytes is the input limit when Options.MaxBytes is zero: 1 GiB,
// some hundred times the largest real list (docs/performance.md).
const DefaultMaxBytes = 1 << 30

// MaxInput is the largest input a list can have at all, 4 GiB less one
// byte: words are found by 32-bit offsets.
const MaxInput = math.MaxUint32

// DefaultOptions keeps every word of a list, of at most DefaultMaxBytes.
var DefaultOptions = Options{MinCount: -1, MaxBytes: DefaultMaxBytes}

// limit returns the input limit in bytes that o sets.
func (o Options) limit() int64 {
	switch {
	case o.MaxBytes == 0:
		return DefaultMaxBytes
	case o.MaxBytes < 0 || o.MaxBytes > MaxInput:
		return MaxInput
	}
	return o.MaxBytes
}

// LimitError is the error of a list whose input is larger than
// Options.MaxBytes allows.
type LimitError struct {
	Path  string // the list's path
	Limit int64  // the limit in bytes
}

// Error names the path and the limit.
func (e *LimitError) Error() string {
	return fmt.Sprintf("%s: input larger than the limit of %d bytes (counted after decompression)", e.Path, e.Limit)
}

// List is a word list as read: its distinct words and the account of what
// was skipped.
type List struct {
	Name string // display name, such as "enable1"
	Path string // where it was read from; "-" for standard input
	// Sum identifies the input, after decompression: two lists of one
	// process with the same Sum were read from the same bytes.
	Sum       Content
	Lines     int   // lines in the input, counting a last line without a newline
	Entries   int   // words, or word-count lines of a frequency list, seen
	Frequency bool  // the list has a count column
	Words     Words // the distinct words kept
	Skipped   Skips
	// NonASCII counts, for a list read without Options.Lang, the entries
	// of Skipped[NonAlpha] that hold a byte past 0x7f, as the accented
	// words of another language do.
	NonASCII int
	// Warnings are problems worth showing that did not stop the reading,
	// each naming the list and the line.
	Warnings []error
}

// Words holds the distinct words kept from a list, in input order, as
// parallel slices. Words read with Options.Fit hold only the letter sets
// and lengths of the words that fit, and no text.
type Words struct {
	text   []byte       // the words' text, with the newlines of lines read ahead
	start  []uint32     // start[i] is the offset of word i in text
	lens   []uint32     // lens[i] is the length of word i
	Masks  []bitset.Set // each word's letter set
	Counts []int64      // each word's count for a frequency list, or nil
	Fit    *Fit         // the Options.Fit the words were read with, or nil
	Unfit  Unfit        // the distinct words that Fit did not keep

	letters []uint8             // with Options.Lang: each word's length in letters
	forms   map[string][]string // with Options.Lang: the spellings of a key that differ from it
}

// Forms returns the spellings of key, a word of w, as the list has them
// in lower case with their accents, such as "porro" and "porró" for the
// key "porro", key itself first if the list has it as it is; nil when
// key is its only spelling.
func (w *Words) Forms(key string) []string { return w.forms[key] }

// Len returns the number of words.
func (w *Words) Len() int { return len(w.lens) }

// Distinct returns the number of distinct words of the list: Len, and
// those that Options.Fit did not keep.
func (w *Words) Distinct() int { return w.Len() + w.Unfit.Total() }

// Size returns about how many bytes of memory the words take.
func (w *Words) Size() int {
	return cap(w.text) + 4*cap(w.start) + 4*cap(w.lens) + 4*cap(w.Masks) + 8*cap(w.Counts) + cap(w.letters)
}

// Word returns word i.
func (w *Words) Word(i int) string { return string(w.Bytes(i)) }

// Bytes returns word i without copying it; the caller must not modify it.
func (w *Words) Bytes(i int) []byte {
	if w.start == nil {
		panic("wordlist: Bytes of words read with Options.Fit, which keep no text")
	}
	s, e := w.start[i], w.start[i]+w.lens[i]
	return w.text[s:e:e]
}

// WordLen returns the length of word i in letters.
func (w *Words) WordLen(i int) int {
	if w.letters != nil {
		return int(w.letters[i])
	}
	return int(w.lens[i])
}

// Release drops the list's words, so that their memory can be collected
// while the list's counts and warnings are still in use.
func (l *List) Release() { l.Words = Words{} }

// token flags gathered while scanning.
const (
	hasUpper = 1 << iota
	hasLower
)

// reader holds the state of one Read.
type reader struct {
	list    *List
	opts    Options
	words   Words
	line    int  // current line number, from 1
	started bool // the first entry line has been seen: the format is known
	nWarn   int
	// lowerSeen is set once an entry of letters alone, all lower case, has
	// been seen: the case rule then skips capitalised entries.
	lowerSeen bool
	// deferred is set when a capitalised entry comes first: add then keeps
	// every candidate, and compact applies the case rule at the end.
	deferred bool
	flags    []uint8 // per word, hasUpper|hasLower, once deferred
	// With Options.Lang: whether each word's entry was its key as it is,
	// and the spellings of keys that differ from them, from entries in
	// lower case and from capitalised ones.
	plain           []bool
	forms, capForms map[string][]string
	warnedUTF8      bool            // an entry that is not UTF-8 has been warned of
	sum             [2]maphash.Hash // the Content of the bytes read, under contentSeeds
	nread           int64           // bytes read so far
	vowels          bitset.Set      // a, e, i, o and u in the list's alphabet
	// folds holds the folds of the entries of a piece being read (ahead),
	// and cur the one of the entry in hand, if any.
	folds []folded
	cur   *folded
	// tiny holds the words of at most tinyLen letters that takePlain
	// has kept, a bit each, and tinyDups counts those it dropped as
	// repeats of them.
	tiny     []uint64
	tinyDups int
}

// Read reads a list from r. Name and path label the list and its warnings.
// It fails when r fails, on input larger than opts allow (a *LimitError)
// or not text at all (an *EncodingError), naming the path; every other
// problem is counted in List.Skipped, the worst in List.Warnings.
func Read(r io.Reader, name, path string, opts Options) (*List, error) {
	if err := opts.Fit.check(); err != nil {
		return nil, err
	}
	rd := &reader{list: &List{Name: name, Path: path}, opts: opts, vowels: vowels}
	if opts.Lang != nil {
		rd.vowels = opts.Lang.Set("aeiou")
	}
	rd.sum[0].SetSeed(contentSeeds[0])
	rd.sum[1].SetSeed(contentSeeds[1])
	size := sizeHint(r)
	limit := opts.limit()
	if size > limit {
		return nil, &LimitError{Path: path, Limit: limit}
	}
	rd.reserve(size)
	if err := rd.scan(io.LimitReader(r, limit+1)); err != nil {
		return nil, openError(path, err)
	}
	rd.list.Sum = Content{rd.sum[0].Sum64(), rd.sum[1].Sum64()}
	rd.finish()
	return rd.list, nil
}

// pathError returns err prefixed with path, said once.
func pathError(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Path == path {
		err = pe.Err
	}
	return fmt.Errorf("%s: %w", path, err)
}

// sizeHint returns the number of bytes r will yield, if r can tell, or 0.
func sizeHint(r io.Reader) int64 {
	switch r := r.(type) {
	case interface{ Len() int }:
		return int64(r.Len())
	case interface{ Stat() (fs.FileInfo, error) }:
		if fi, err := r.Stat(); err == nil && fi.Mode().IsRegular() {
			return fi.Size()
		}
	}
	return 0
}

// reserve sizes the word slices for size bytes, at nine bytes a line.
func (rd *reader) reserve(size int64) {
	size = min(size, 1<<30)
	n := int(size / 9)
	w := &rd.words
	w.text = make([]byte, 0, size)
	w.start = make([]uint32, 0, n)
	w.lens = make([]uint32, 0, n)
	w.Masks = make([]bitset.Set, 0, n)
}

// scan splits the input into lines. It holds at most blockSize bytes,
// and those of the pieces that other cores parse ahead (ahead): a long
// line is counted once MaxLine of its bytes are seen, and the rest
// dropped.
func (rd *reader) scan(r io.Reader) error {
	buf := make([]byte, startSize)
	ah := &ahead{rd: rd}
	n := 0            // bytes in buf: a partial line of MaxLine bytes at most
	skipping := false // inside a long line, already counted
	for eof, first := false, true; !eof; first = false {
		if n > len(buf)/2 && len(buf) < blockSize {
			buf = append(buf[:n], make([]byte, min(2*len(buf), blockSize)-n)...)
		}
		m, err := fill(r, buf[n:])
		rd.sum[0].Write(buf[n : n+m])
		rd.sum[1].Write(buf[n : n+m])
		n += m
		if err != nil && err != io.EOF {
			return err
		}
		eof = err == io.EOF
		if first {
			// len(buf) >= sniffSize, and fill fills it.
			if err := sniff(buf[:min(n, sniffSize)]); err != nil {
				return err
			}
		}
		if rd.nread += int64(m); rd.nread > rd.opts.limit() {
			return &LimitError{Path: rd.list.Path, Limit: rd.opts.limit()}
		}
		data := buf[:n]
		if skipping {
			i := bytes.IndexByte(data, '\n')
			if i < 0 {
				n = 0
				continue
			}
			skipping, data = false, data[i+1:] // past the long line's end
		}
		if cut := bytes.LastIndexByte(data, '\n') + 1; cut > 0 && !eof && ah.ready() {
			buf, data = ah.hand(buf, data, cut)
		}
		if eof {
			ah.drain()
		}
		if data = rd.lines(data, eof); len(data) > MaxLine {
			// Count the long line now and drop what there is of it.
			ah.drain()
			rd.line++
			rd.tooLong()
			skipping, data = true, nil
		}
		n = copy(buf, data)
	}
	return nil
}

// sniffSize is the number of bytes at the start of an input that sniff sees.
const sniffSize = 4096

// EncodingError is the error of an input that is not text in UTF-8:
// binary data (Head > 0), or text in UTF-16 or UTF-32 (Msg).
type EncodingError struct {
	Msg       string // how the text is encoded and how to convert it
	NUL, Head int    // binary data: NUL bytes among the first Head
}

// Error says what the input looks like and, for text, how to convert it.
func (e *EncodingError) Error() string {
	if e.Head > 0 {
		return fmt.Sprintf("binary data, not a word list: %d of the first %d bytes are NUL", e.NUL, e.Head)
	}
	return e.Msg
}

// sniff returns an *EncodingError if head, the start of an input, starts
// with a UTF-16 or UTF-32 byte order mark, has three quarters of its
// two-byte units a non-NUL and a NUL byte in the same order (UTF-16), or
// more than half its bytes NUL.
func sniff(head []byte) error {
	utf := func(enc, how, from string) error {
		return &EncodingError{Msg: fmt.Sprintf("looks like %s (%s); convert it to UTF-8, e.g. with iconv -f %s -t UTF-8", enc, how, from)}
	}
	const bomLE, bomBE = "little-endian, with a byte order mark", "big-endian, with a byte order mark"
	switch {
	case bytes.HasPrefix(head, []byte{0xff, 0xfe, 0, 0}):
		return utf("UTF-32", bomLE, "UTF-32")
	case bytes.HasPrefix(head, []byte{0, 0, 0xfe, 0xff}):
		return utf("UTF-32", bomBE, "UTF-32")
	case bytes.HasPrefix(head, []byte{0xff, 0xfe}):
		return utf("UTF-16", bomLE, "UTF-16")
	case bytes.HasPrefix(head, []byte{0xfe, 0xff}):
		return utf("UTF-16", bomBE, "UTF-16")
	case bytes.IndexByte(head, 0) < 0:
		return nil // the usual case, which the counts below would also pass
	}
	units := len(head) / 2
	le, be, nul := 0, 0, bytes.Count(head, []byte{0})
	for i := 0; i+1 < len(head); i += 2 {
		switch a, b := head[i], head[i+1]; {
		case a != 0 && b == 0:
			le++
		case a == 0 && b != 0:
			be++
		}
	}
	switch {
	case units >= 2 && 4*le >= 3*units:
		return utf("UTF-16", "little-endian without a byte order mark: every other byte is NUL", "UTF-16LE")
	case units >= 2 && 4*be >= 3*units:
		return utf("UTF-16", "big-endian without a byte order mark: every other byte is NUL", "UTF-16BE")
	case 2*nul > len(head):
		return &EncodingError{NUL: nul, Head: len(head)}
	}
	return nil
}

// lines hands each line of data that ends in a newline, and at eof the
// last line without one, to doLine or tooLong, and returns the rest.
func (rd *reader) lines(data []byte, eof bool) []byte {
	// The fast path reads a-z alone: not a list of another language.
	fast := rd.started && !rd.list.Frequency && rd.opts.Lang == nil
	for {
		i := 0
		if fast {
			// Fast path: one lowercase word and nothing else, as in ENABLE.
			var mask bitset.Set
			i, mask = plainWord(data)
			if i < len(data) && data[i] == '\n' && i > 0 && i <= MaxLine {
				rd.line++
				rd.list.Entries++
				rd.add(data[:i], mask, hasLower, 0)
				data = data[i+1:]
				continue
			}
		}
		j := bytes.IndexByte(data[i:], '\n')
		if j < 0 && (!eof || len(data) == 0) {
			return data
		} else if j < 0 {
			j = len(data) - i // a last line without a newline
		}
		j += i
		rd.line++
		if j > MaxLine {
			rd.tooLong()
		} else {
			rd.doLine(data[:j])
			fast = rd.started && !rd.list.Frequency && rd.opts.Lang == nil
		}
		data = data[min(j+1, len(data)):]
	}
}

// lowerBit maps each byte a-z to its letter set, every other to none.
var lowerBit = func() (t [256]bitset.Set) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] = bitset.Letter(byte(c))
	}
	return t
}()

// fill reads from r into b until b is full or r fails. Unlike io.ReadFull
// it leaves io.ErrUnexpectedEOF to mean what r meant by it.
func fill(r io.Reader, b []byte) (int, error) {
	n := 0
	for n < len(b) {
		m, err := r.Read(b[n:])
		n += m
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// tooLong counts the current line as one entry skipped as TooLong.
func (rd *reader) tooLong() {
	rd.list.Entries++
	rd.skip(TooLong, "line longer than %d bytes", MaxLine)
}

// skip counts one skipped entry and, given a format, keeps a warning.
func (rd *reader) skip(r Reason, format string, args ...any) {
	rd.list.Skipped[r]++
	if format == "" {
		return
	}
	rd.nWarn++
	if rd.nWarn <= MaxWarnings {
		msg := fmt.Sprintf(format, args...)
		rd.list.Warnings = append(rd.list.Warnings,
			fmt.Errorf("%s:%d: %s (%s, skipped)", rd.list.Path, rd.line, msg, r))
	}
}

// isSpace reports whether c separates fields.
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'
}

// nextField returns the first field of line and the rest after it.
func nextField(line []byte) (field, rest []byte) {
	i := 0
	for i < len(line) && isSpace(line[i]) {
		i++
	}
	j := i
	for j < len(line) && !isSpace(line[j]) {
		j++
	}
	return line[i:j], line[j:]
}

var bom = []byte("\xef\xbb\xbf")

// doLine handles one line without its newline.
func (rd *reader) doLine(line []byte) {
	if rd.line == 1 {
		line = bytes.TrimPrefix(line, bom)
	}
	first, rest := nextField(line)
	if len(first) == 0 {
		return // a blank line holds no entry
	}
	if !rd.started {
		rd.started = true
		second, tail := nextField(rest)
		if f, _ := nextField(tail); len(f) == 0 && len(second) > 0 && isNumber(second) {
			rd.list.Frequency = true
			rd.words.Counts = []int64{}
		}
	}
	for entry, rest := range entries(first, rest, rd.list.Frequency) {
		rd.list.Entries++
		rd.next()
		if rd.list.Frequency {
			rd.freqLine(entry, rest)
		} else {
			rd.token(entry, 0)
		}
	}
}

// entries yields the entries of a line whose first field is first, and
// rest what follows it, each with the rest of the line after it: every
// field of a plain list's line, the first of a frequency list's.
func entries(first, rest []byte, frequency bool) iter.Seq2[[]byte, []byte] {
	return func(yield func(entry, rest []byte) bool) {
		for ; len(first) > 0; first, rest = nextField(rest) {
			if !yield(first, rest) || frequency {
				return
			}
		}
	}
}

// isNumber reports whether b looks like an attempt at a count: an optional
// sign, then digits.
func isNumber(b []byte) bool {
	if len(b) > 0 && (b[0] == '-' || b[0] == '+') {
		b = b[1:]
	}
	return len(b) > 0 && len(bytes.TrimLeft(b, "0123456789")) == 0
}

// freqLine handles a line of a frequency list whose first field is word.
func (rd *reader) freqLine(word, rest []byte) {
	countField, rest := nextField(rest)
	if extra, _ := nextField(rest); len(extra) > 0 {
		rd.skip(BadCount, "expected \"word count\", found a third field %q", clip(extra))
		return
	}
	if len(countField) == 0 {
		rd.skip(BadCount, "missing count after %q", clip(word))
		return
	}
	count, err := strconv.ParseInt(string(countField), 10, 64)
	if err != nil || count < 0 {
		rd.skip(BadCount, "count %q is not a non-negative integer", clip(countField))
		return
	}
	rd.token(word, count)
}

// token handles one entry, with its count on a frequency list.
func (rd *reader) token(word []byte, count int64) {
	if rd.opts.Lang != nil {
		rd.langToken(word, count)
		return
	}
	mask, flags, reason := classify(word)
	switch {
	case reason == Binary:
		rd.skip(Binary, "binary data")
	case reason != keep:
		rd.skip(NonAlpha, "")
		if slices.ContainsFunc(word, func(c byte) bool { return c >= utf8.RuneSelf }) {
			rd.list.NonASCII++
		}
	case rd.list.Frequency && rd.opts.MinCount >= 0 && count <= rd.opts.MinCount:
		rd.lowerSeen = rd.lowerSeen || flags == hasLower // the case rule sees it
		rd.skip(BelowMinCount, "")
	default:
		rd.add(word, mask, flags, count)
	}
}

// langToken handles one entry of a list read with Options.Lang.
func (rd *reader) langToken(entry []byte, count int64) {
	f, ok := rd.fold(entry)
	key, shown := f.Key, f.Shown
	switch {
	case !ok && badReason(entry) == Binary:
		rd.skip(Binary, "binary data")
		return
	case !ok && !rd.warnedUTF8 && !utf8.Valid(entry):
		// Said once: a list in Latin-1 would say it of most accented words.
		rd.warnedUTF8 = true
		rd.skip(NonAlpha, "%q is not UTF-8, the first entry that is not; convert the list to UTF-8, "+
			"as \"iconv -f ISO-8859-1 -t UTF-8\" does from Latin-1", clip(entry))
		return
	case !ok || len(key) > MaxLine:
		rd.skip(NonAlpha, "")
		return
	}
	var flags uint8 = hasLower
	if !rd.opts.Capitals && shown != string(entry) && bytes.ContainsFunc(entry, unicode.IsUpper) {
		flags = hasUpper
		if bytes.ContainsFunc(entry, unicode.IsLower) {
			flags |= hasLower
		}
	}
	if rd.list.Frequency && rd.opts.MinCount >= 0 && count <= rd.opts.MinCount {
		rd.lowerSeen = rd.lowerSeen || flags == hasLower
		rd.skip(BelowMinCount, "")
		return
	}
	n := rd.words.Len()
	rd.add([]byte(key), f.Set, flags, count)
	if rd.words.Len() == n {
		return // skipped
	}
	w := &rd.words
	w.letters = append(w.letters, uint8(min(f.Len, 255)))
	rd.plain = append(rd.plain, shown == key)
	if shown != key {
		m := &rd.forms
		if flags&hasUpper != 0 {
			m = &rd.capForms
		}
		if *m == nil {
			*m = map[string][]string{}
		}
		(*m)[key] = append((*m)[key], shown)
	}
}

// finishForms gathers the spellings of the keys once the case rule is
// applied: those of capitalised entries count unless the rule dropped
// them (properNouns), and a key that was an entry as it is comes first,
// as plain says.
func (rd *reader) finishForms(properNouns bool, plain map[string]bool) {
	forms := rd.forms
	if !properNouns {
		for k, v := range rd.capForms {
			if forms == nil {
				forms = map[string][]string{}
			}
			forms[k] = append(forms[k], v...)
		}
	}
	for k, v := range forms {
		if plain[k] {
			v = append([]string{k}, v...)
		}
		seen := map[string]bool{}
		forms[k] = slices.DeleteFunc(v, func(s string) bool {
			dup := seen[s]
			seen[s] = true
			return dup
		})
	}
	rd.words.forms = forms
}

// plainKeys returns the keys with other spellings that were also
// entries as they are, before the case rule drops any word.
func (rd *reader) plainKeys() map[string]bool {
	if len(rd.forms)+len(rd.capForms) == 0 {
		return nil
	}
	out := map[string]bool{}
	for i, plain := range rd.plain {
		if !plain {
			continue
		}
		k := rd.words.Bytes(i)
		if _, ok := rd.forms[string(k)]; ok {
			out[string(k)] = true
		} else if _, ok := rd.capForms[string(k)]; ok {
			out[string(k)] = true
		}
	}
	return out
}

// clip shortens b for a message.
func clip(b []byte) []byte {
	if len(b) > 40 {
		return append(b[:37:37], "..."...)
	}
	return b
}

// keep is classify's verdict for a word made of letters only.
const keep = NumReasons

// classify returns the letter set and case flags of word, and keep or the
// reason (Binary or NonAlpha) to skip it.
func classify(word []byte) (bitset.Set, uint8, Reason) {
	var mask bitset.Set
	var flags uint8
	for _, c := range word {
		switch {
		case 'a' <= c && c <= 'z':
			mask |= 1 << (c - 'a')
			flags |= hasLower
		case 'A' <= c && c <= 'Z':
			mask |= 1 << (c - 'A')
			flags |= hasUpper
		default:
			return 0, 0, badReason(word)
		}
	}
	return mask, flags, keep
}

// badReason returns Binary if word holds a control byte, else NonAlpha.
func badReason(word []byte) Reason {
	for _, c := range word {
		if c < 0x20 || c == 0x7f {
			return Binary
		}
	}
	return NonAlpha
}

// add keeps a candidate word, applying the case rule unless it is
// deferred; finish drops the duplicates.
func (rd *reader) add(word []byte, mask bitset.Set, flags uint8, count int64) {
	if rd.opts.RequireVowel && mask&rd.vowels == 0 {
		rd.lowerSeen = rd.lowerSeen || flags == hasLower
		rd.skip(NoVowel, "")
		return
	}
	if !rd.deferred {
		switch {
		case flags == hasLower:
			rd.lowerSeen = true
		case rd.lowerSeen:
			// A mixed-case list, as an entry all in lower case was seen.
			rd.list.Skipped[ProperNoun]++
			return
		default:
			// No word is kept yet, or lowerSeen would be set.
			rd.deferred = true
		}
	}
	w := &rd.words
	w.start = append(w.start, uint32(len(w.text)))
	w.lens = append(w.lens, uint32(len(word)))
	w.Masks = append(w.Masks, mask)
	w.text = append(w.text, word...)
	if rd.deferred {
		rd.flags = append(rd.flags, flags)
	}
	if w.Counts != nil {
		w.Counts = append(w.Counts, count)
	}
}

var vowels = bitset.Letter('a') | bitset.Letter('e') | bitset.Letter('i') |
	bitset.Letter('o') | bitset.Letter('u')

// finish applies the case rule if add deferred it, drops the duplicates,
// stores the words in the list and applies Options.Fit.
func (rd *reader) finish() {
	plain := rd.plainKeys()
	properNouns := false
	if rd.deferred {
		properNouns = rd.compact()
	}
	if rd.opts.Lang != nil {
		rd.finishForms(properNouns || rd.list.Skipped[ProperNoun] > 0, plain)
		rd.plain = nil
	}
	rd.list.Skipped[Duplicate] += rd.tinyDups + rd.words.drop(rd.words.duplicates(), rd.opts.Fit)
	rd.list.Words = rd.words
	rd.list.Lines = rd.line
	if rd.nWarn > MaxWarnings {
		rd.list.Warnings = append(rd.list.Warnings,
			fmt.Errorf("%s: %d more warnings not shown", rd.list.Path, rd.nWarn-MaxWarnings))
	}
}

// compact applies the case rule and folds to lower case, once deferred;
// it reports whether it skipped proper nouns.
func (rd *reader) compact() bool {
	var any uint8
	allLower := rd.lowerSeen
	for _, f := range rd.flags {
		any |= f
		if f == hasLower {
			allLower = true
		}
	}
	w := &rd.words
	if allLower && any&hasUpper != 0 {
		// A mixed-case list: the capitalised entries are proper nouns.
		rd.list.Skipped[ProperNoun] += w.retain(func(i int) bool { return rd.flags[i]&hasUpper == 0 })
		return true
	}
	if rd.opts.Lang != nil {
		return false // keys are lower case
	}
	for i := range w.Len() {
		if rd.flags[i]&hasUpper != 0 {
			word := w.Bytes(i)
			for j, c := range word {
				word[j] = c | 0x20 // only letters are left in words
			}
		}
	}
	return false
}

// Content identifies the bytes of an input within one process: two 64-bit
// hash/maphash sums under random seeds.
type Content [2]uint64

// contentSeeds are this process's seeds for Content.
var contentSeeds = [2]maphash.Seed{maphash.MakeSeed(), maphash.MakeSeed()}

// WordSet is a set of words, such as those of beebatch's --exclude-words;
// nil is the empty set.
type WordSet map[string]struct{}

// NewWordSet returns the set of the words of lists.
func NewWordSet(lists ...*List) WordSet {
	n := 0
	for _, l := range lists {
		n += l.Words.Len()
	}
	s := make(WordSet, n)
	for _, l := range lists {
		for i := range l.Words.Len() {
			s[l.Words.Word(i)] = struct{}{}
		}
	}
	return s
}

// Has reports whether word, in lower case, is in s.
func (s WordSet) Has(word []byte) bool {
	_, ok := s[string(word)]
	return ok
}

// Exclude drops from l the words of s, counts them as skipped (Excluded)
// and returns how many it dropped, keeping the order of the rest.
func (l *List) Exclude(s WordSet) int {
	if len(s) == 0 {
		return 0
	}
	n := l.Words.retain(func(i int) bool { return !s.Has(l.Words.Bytes(i)) })
	l.Skipped[Excluded] += n
	return n
}

// retain keeps the words i for which keep(i) holds, in order, and returns
// how many it dropped.
func (w *Words) retain(keep func(i int) bool) int {
	out := 0
	for i := range w.Len() {
		if !keep(i) {
			continue
		}
		w.move(out, i)
		out++
	}
	dropped := w.Len() - out
	w.truncate(out)
	return dropped
}

// move copies word from over word to.
func (w *Words) move(to, from int) {
	w.lens[to], w.Masks[to] = w.lens[from], w.Masks[from]
	if w.letters != nil {
		w.letters[to] = w.letters[from]
	}
	if w.start != nil {
		w.start[to] = w.start[from]
	}
	if w.Counts != nil {
		w.Counts[to] = w.Counts[from]
	}
}

// truncate keeps the first n words.
func (w *Words) truncate(n int) {
	w.lens, w.Masks = w.lens[:n], w.Masks[:n]
	if w.letters != nil {
		w.letters = w.letters[:n]
	}
	if w.start != nil {
		w.start = w.start[:n]
	}
	if w.Counts != nil {
		w.Counts = w.Counts[:n]
	}
}
