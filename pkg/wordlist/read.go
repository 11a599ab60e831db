package wordlist

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"runtime"
	"strconv"

	"github.com/beebatch/beebatch/pkg/bitset"
)

// MaxLine is the length in bytes above which a line is skipped as TooLong.
const MaxLine = 1 << 20

// MaxWarnings is the number of warnings with line numbers that Read keeps
// for one list; the rest are summed up in one final warning.
const MaxWarnings = 10

// blockSize is the most Read asks of its reader at a time. It exceeds
// 2*MaxLine, so that after a partial line of MaxLine bytes at most there is
// still room for more than MaxLine bytes.
const blockSize = 2*MaxLine + 4096

// startSize is the block size Read starts with when it does not know the
// size of its input. A partial line longer than half the block doubles it,
// up to blockSize, so a small input never costs a large buffer.
const startSize = 64 << 10

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
	// decompression: reading a larger input fails with a *LimitError once
	// MaxBytes+1 bytes have been read, so an endless input such as a
	// device, a pipe that never closes or a gzip bomb costs bounded time
	// and memory. Zero means DefaultMaxBytes; a negative value, or one
	// above MaxInput, means MaxInput.
	MaxBytes int64
	// Fit, if not nil, keeps only the words that can count under a
	// puzzle's rules, as letter sets and lengths without their text, and
	// counts the others (see Fit).
	Fit *Fit
	// SkipSum leaves List.Sum zero rather than hashing the input: for a
	// reader of one list, which has no other to compare it with.
	SkipSum bool
}

// DefaultMaxBytes is the input limit when Options.MaxBytes is zero: 1 GiB.
// The largest real lists are a few MiB (ENABLE is 1.8 MB, Debian's
// wamerican-huge about 6 MB), so it leaves two orders of magnitude to
// spare. Memory grows with the input. Measured on a synthetic list of 110
// million words, 969 MiB (scripts/memory): read with Options.Fit, as rank
// reads, from a file or a pipe alike, a run peaks at about 2.3 bytes of
// memory per byte of input (2.2 GiB); read whole, as solve, score and
// compare read, at about 3.6 from a file and 5.1 from a pipe (3.4 and 4.8
// GiB).
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
	Sum Content

	Lines     int  // lines in the input, counting a last line without a newline
	Entries   int  // words, or word-count lines of a frequency list, seen
	Frequency bool // the list has a count column
	// Words are the distinct words kept; with Options.Fit, only those
	// that fit, and Words.Unfit counts the others.
	Words   Words
	Skipped Skips
	// Warnings are problems worth showing that did not stop the reading,
	// each naming the list and the line.
	Warnings []error
}

// Words holds the distinct words kept from a list, in input order, as
// parallel slices. Words read with Options.Fit hold only the letter sets
// and lengths of the words that fit, in no particular order, and no text:
// Word and Bytes must not be called on them.
type Words struct {
	// text holds the words, lower case: one after another when the list
	// was read through a reader, or the whole input, in which each word
	// is found in place, when it was read whole into memory.
	text  []byte
	start []uint32 // start[i] is the offset of word i in text
	lens  []uint8  // lens[i] is the length of word i, or longWord
	// long holds the lengths of the words of longWord letters or more, by
	// index.
	long map[uint32]uint32
	// mem is the memory of the whole input that text is, if any.
	mem   *inputMem
	Masks []bitset.Set
	// Counts holds each word's count for a frequency list, and is nil
	// otherwise.
	Counts []int64
	// Fit is the Options.Fit the words were read with, or nil; Unfit
	// counts the distinct words it did not keep.
	Fit   *Fit
	Unfit Unfit
}

// longWord in Words.lens stands for a length of longWord or more, kept in
// Words.long.
const longWord = 255

// Len returns the number of words.
func (w *Words) Len() int { return len(w.lens) }

// Distinct returns the number of distinct words of the list: Len, and
// those that Options.Fit did not keep.
func (w *Words) Distinct() int { return w.Len() + w.Unfit.Total() }

// Size returns about how many bytes of memory the words take.
func (w *Words) Size() int {
	return cap(w.text) + 4*cap(w.start) + cap(w.lens) + 4*cap(w.Masks) + 8*cap(w.Counts)
}

// Word returns word i.
func (w *Words) Word(i int) string {
	s := string(w.Bytes(i))
	runtime.KeepAlive(w) // keep the input's memory, if any, until the copy is made
	return s
}

// Bytes returns word i without copying it; the caller must not modify it,
// and may use it only as long as it holds w and does not release its
// list, since when w is read from a file the word lies in the input's
// memory.
func (w *Words) Bytes(i int) []byte {
	if w.start == nil {
		panic("wordlist: Bytes of words read with Options.Fit, which keep no text")
	}
	s := w.start[i]
	e := s + uint32(w.WordLen(i))
	return w.text[s:e:e]
}

// WordLen returns the length of word i in letters.
func (w *Words) WordLen(i int) int {
	if n := w.lens[i]; n != longWord {
		return int(n)
	}
	return int(w.long[uint32(i)])
}

// push appends a word of n letters at offset start in text, and its mask.
func (w *Words) push(start uint32, n int, mask bitset.Set) {
	if n >= longWord {
		if w.long == nil {
			w.long = make(map[uint32]uint32)
		}
		w.long[uint32(len(w.lens))] = uint32(n)
		n = longWord
	}
	w.start = append(w.start, start)
	w.lens = append(w.lens, uint8(n))
	w.Masks = append(w.Masks, mask)
}

// token flags gathered while scanning.
const (
	hasUpper = 1 << iota
	hasLower
)

// reader holds the state of one Read.
type reader struct {
	list  *List
	opts  Options
	words Words
	// mapped is set when the words are found in place in the input, which
	// is words.text, rather than copied to words.text.
	mapped bool
	line   int // current line number, from 1
	// started is set once the first entry line has been seen, so the
	// format is known.
	started bool
	nWarn   int
	// lowerSeen is set once an entry of letters alone, all lower case, has
	// been seen, whether it was kept or not: the case rule then skips
	// every entry with a capital letter as ProperNoun.
	lowerSeen bool
	// deferred is set when an entry with a capital letter comes before
	// any entry all in lower case, so that the case rule is known only at
	// the end. Until then, add applies the case rule and drops
	// duplicates as it goes; from then on, it keeps every candidate with
	// its case flags, and finish decides on case and duplicates.
	deferred bool
	flags    []uint8      // per word, hasUpper|hasLower, once deferred
	dedup    deduper      // the words kept, until deferred
	sum      *contentHash // the Content of the bytes read, for a stream, unless Options.SkipSum
	nread    int64        // bytes read so far
}

// Read reads a list from r. Name and path label the list and its warnings.
// It fails when r fails, when the input is larger than opts allow (a
// *LimitError), and when its first block shows that it is not a text word
// list at all (see the package documentation, "Limits"); every other
// problem with the content is counted in List.Skipped, and the worst are
// described in List.Warnings. Errors name the path.
func Read(r io.Reader, name, path string, opts Options) (*List, error) {
	if err := opts.Fit.Check(); err != nil {
		return nil, err
	}
	rd := &reader{list: &List{Name: name, Path: path}, opts: opts}
	if !opts.SkipSum {
		rd.sum = newContentHash()
	}
	size := sizeHint(r)
	limit := opts.limit()
	if size > limit {
		return nil, &LimitError{Path: path, Limit: limit}
	}
	rd.reserve(size)
	if err := rd.scan(io.LimitReader(r, limit+1), size); err != nil {
		if err == errLimit {
			return nil, &LimitError{Path: path, Limit: limit}
		}
		return nil, pathError(path, err)
	}
	if rd.sum != nil {
		rd.list.Sum = rd.sum.Sum()
	}
	rd.finish()
	rd.list.Words.applyFit(opts.Fit)
	return rd.list, nil
}

// pathError returns err prefixed with path, and without the path it
// names itself if it is a *fs.PathError for path, so that the path is said
// once: "x.txt: input/output error".
func pathError(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Path == path {
		err = pe.Err
	}
	return fmt.Errorf("%s: %w", path, err)
}

// errLimit is scan's error for an input larger than its limit.
var errLimit = errors.New("input too large")

// readInPlace reads a list from data, the whole input, leaving the words
// in data rather than copying them: the list holds on to data, whose
// memory mem owns if not nil, and upper case is folded in place. It fails
// as Read does, naming the path, except that it does not check the size
// of data: the caller does. With Options.Fit, a plain list (one word of
// a-z per line) is read by readFit instead, and no text is kept.
func readInPlace(data []byte, mem *inputMem, name, path string, opts Options) (*List, error) {
	if err := opts.Fit.Check(); err != nil {
		return nil, err
	}
	if err := sniff(data[:min(len(data), sniffSize)]); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	var sum Content
	if !opts.SkipSum {
		sum = contentOf(data)
	}
	if opts.Fit != nil {
		l, err := readFit(data, name, path, opts)
		if err != nil {
			return nil, err
		}
		if l != nil {
			l.Sum = sum
			return l, nil
		}
	}
	rd := &reader{list: &List{Name: name, Path: path, Sum: sum}, opts: opts, mapped: true}
	rd.words.text = data
	rd.words.mem = mem
	rd.reserve(int64(len(data)))
	rest := rd.lines(data)
	switch {
	case len(rest) > MaxLine:
		rd.line++
		rd.tooLong()
	case len(rest) > 0:
		rd.line++ // a last line without a newline
		rd.doLine(rest)
	}
	rd.finish()
	rd.list.Words.applyFit(opts.Fit)
	return rd.list, nil
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

// reserve sizes the word slices for an input of size bytes, guessing an
// average of nine bytes a line, so that appending rarely copies.
func (rd *reader) reserve(size int64) {
	size = min(size, 1<<30)
	n := int(size / 9)
	w := &rd.words
	if !rd.mapped {
		w.text = make([]byte, 0, size)
	}
	w.start = make([]uint32, 0, n)
	w.lens = make([]uint8, 0, n)
	w.Masks = make([]bitset.Set, 0, n)
}

// scan splits the input, size bytes if known or else 0, into lines and
// hands them to lines, and a last line without a newline to doLine, or to
// tooLong if it is longer than MaxLine bytes. It never holds more than
// blockSize bytes of input: a long line is counted as soon as more than
// MaxLine of its bytes are seen, and the rest of it is dropped as it
// arrives.
func (rd *reader) scan(r io.Reader, size int64) error {
	bufSize := startSize
	if size > 0 {
		// One byte more than the input, so that the first read finds its end.
		bufSize = int(min(max(size+1, 4096), blockSize))
	}
	buf := make([]byte, bufSize)
	n := 0            // bytes in buf: a partial line of MaxLine bytes at most
	skipping := false // inside a long line, already counted
	for eof, first := false, true; !eof; first = false {
		if n > len(buf)/2 && len(buf) < blockSize {
			buf = append(buf[:n], make([]byte, min(2*len(buf), blockSize)-n)...)
		}
		// There is room: either n <= len(buf)/2, or len(buf) is blockSize
		// and n <= MaxLine < blockSize/2.
		m, err := fill(r, buf[n:])
		rd.sum.Write(buf[n : n+m])
		n += m
		if err != nil && err != io.EOF {
			return err
		}
		eof = err == io.EOF
		if first {
			// The first block holds sniffSize bytes, or the whole input if
			// it is shorter: len(buf) is at least 4096, and fill fills it.
			if err := sniff(buf[:min(n, sniffSize)]); err != nil {
				return err
			}
		}
		if rd.nread += int64(m); rd.nread > rd.opts.limit() {
			return errLimit
		}
		data := buf[:n]
		if skipping {
			if i := bytes.IndexByte(data, '\n'); i >= 0 {
				skipping = false // the end of a long line, already counted
				data = data[i+1:]
			} else {
				data = nil
			}
		}
		if !skipping {
			data = rd.lines(data)
		}
		switch {
		case skipping:
			data = nil
		case len(data) > MaxLine:
			// Count the long line now and drop what there is of it.
			rd.line++
			rd.tooLong()
			skipping = true
			data = nil
		case eof && len(data) > 0:
			rd.line++ // a last line without a newline
			rd.doLine(data)
		}
		n = copy(buf, data)
	}
	return nil
}

// sniffSize is the number of bytes at the start of an input that sniff
// looks at.
const sniffSize = 4096

// sniff returns an error if head, the first sniffSize bytes of an input or
// the whole input if it is shorter, shows that the input is not a word
// list in UTF-8 or an 8-bit encoding: it starts with a UTF-16 or UTF-32
// byte order mark; or at least two of its two-byte units, and at least
// three quarters of them, are a non-NUL byte and a NUL, always in the same
// order (UTF-16 without a byte order mark); or more than half of its bytes
// are NUL, as in /dev/zero. Reading such an input line by line would only
// count thousands of entries as Binary.
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
	}
	units := len(head) / 2
	le, be, nul := 0, 0, 0
	for i := 0; i+1 < len(head); i += 2 {
		switch a, b := head[i], head[i+1]; {
		case a != 0 && b == 0:
			le++
		case a == 0 && b != 0:
			be++
		}
	}
	for _, c := range head {
		if c == 0 {
			nul++
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

// lines hands each line of data that ends in a newline to doLine, or to
// tooLong if it is longer than MaxLine bytes, and returns the rest of
// data after the last newline.
func (rd *reader) lines(data []byte) []byte {
	fast := rd.started && !rd.list.Frequency
	for {
		i := 0
		if fast {
			// Fast path: one lowercase word and nothing else, as in ENABLE.
			var mask bitset.Set
			for ; i < len(data); i++ {
				b := lowerBit[data[i]]
				if b == 0 {
					break
				}
				mask |= b
			}
			if i < len(data) && data[i] == '\n' && i > 0 && i <= MaxLine {
				rd.line++
				rd.list.Entries++
				rd.add(data[:i], mask, hasLower, 0)
				data = data[i+1:]
				continue
			}
		}
		j := bytes.IndexByte(data[i:], '\n')
		if j < 0 {
			return data
		}
		j += i
		rd.line++
		if j > MaxLine {
			rd.tooLong()
		} else {
			rd.doLine(data[:j])
			fast = rd.started && !rd.list.Frequency
		}
		data = data[j+1:]
	}
}

// lowerBit maps each byte a-z to its letter set, and every other byte to
// the empty set.
var lowerBit = func() (t [256]bitset.Set) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] = bitset.Letter(byte(c))
	}
	return t
}()

// fill reads from r into b until b is full or r fails. Unlike io.ReadFull
// it returns io.EOF only for the end of the input, and so leaves
// io.ErrUnexpectedEOF to mean what r meant by it, such as a truncated gzip
// stream.
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

// skip counts one skipped entry and, for the reasons worth a look, keeps
// a warning naming the line.
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
	if rd.list.Frequency {
		rd.list.Entries++
		rd.freqLine(first, rest)
		return
	}
	for len(first) > 0 {
		rd.list.Entries++
		rd.token(first)
		first, rest = nextField(rest)
	}
}

// isNumber reports whether b looks like an attempt at a count: an optional
// sign, then digits.
func isNumber(b []byte) bool {
	if len(b) > 0 && (b[0] == '-' || b[0] == '+') {
		b = b[1:]
	}
	if len(b) == 0 {
		return false
	}
	for _, c := range b {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
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
	mask, flags, reason := classify(word)
	if reason != keep {
		rd.skipToken(reason, word)
		return
	}
	if rd.opts.MinCount >= 0 && count <= rd.opts.MinCount {
		rd.filtered(flags)
		rd.skip(BelowMinCount, "")
		return
	}
	rd.add(word, mask, flags, count)
}

// token handles one entry of a plain list.
func (rd *reader) token(word []byte) {
	mask, flags, reason := classify(word)
	if reason != keep {
		rd.skipToken(reason, word)
		return
	}
	rd.add(word, mask, flags, 0)
}

// skipToken counts a token that classify rejected.
func (rd *reader) skipToken(reason Reason, word []byte) {
	if reason == Binary {
		rd.skip(Binary, "binary data")
		return
	}
	rd.skip(NonAlpha, "")
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

// badReason returns why word, which holds a byte other than a letter, is
// skipped: Binary if any of its bytes is a control byte, wherever that is
// in the word, and NonAlpha otherwise. Bytes of 0x80 and above are
// NonAlpha whether or not they are valid UTF-8: an entry such as "caf\xe9"
// is a word in Latin-1 or another 8-bit encoding, not binary garbage.
func badReason(word []byte) Reason {
	for _, c := range word {
		if c < 0x20 || c == 0x7f {
			return Binary
		}
	}
	return NonAlpha
}

// filtered notes the case flags of an entry of letters that Options
// filter out.
func (rd *reader) filtered(flags uint8) {
	if flags == hasLower {
		rd.lowerSeen = true
	}
}

// add keeps a candidate word. Until the case rule is deferred, it applies
// the rule and drops duplicates; after, finish does.
func (rd *reader) add(word []byte, mask bitset.Set, flags uint8, count int64) {
	if rd.opts.RequireVowel && mask&vowels == 0 {
		rd.filtered(flags)
		rd.skip(NoVowel, "")
		return
	}
	w := &rd.words
	var start uint32
	if rd.mapped {
		// word lies in text and runs to its end.
		start = uint32(cap(w.text) - cap(word))
	} else {
		start = uint32(len(w.text))
	}
	if !rd.deferred {
		switch {
		case flags == hasLower:
			rd.lowerSeen = true
			if !rd.dedup.add(w, word, start, mask) {
				rd.list.Skipped[Duplicate]++
				return
			}
		case rd.lowerSeen:
			// A mixed-case list, as an entry all in lower case was seen.
			rd.list.Skipped[ProperNoun]++
			return
		default:
			// Whether the list is mixed is known only at the end. No word
			// is kept yet, as every word kept so far is all lower case.
			rd.deferred = true
			rd.dedup = deduper{}
		}
	}
	if !rd.mapped {
		w.text = append(w.text, word...)
	}
	w.push(start, len(word), mask)
	if rd.deferred {
		rd.flags = append(rd.flags, flags)
	}
	if w.Counts != nil {
		w.Counts = append(w.Counts, count)
	}
}

var vowels = bitset.Letter('a') | bitset.Letter('e') | bitset.Letter('i') |
	bitset.Letter('o') | bitset.Letter('u')

// finish applies the case rule, folds to lower case and drops duplicates,
// if add deferred them, and stores the words in the list.
func (rd *reader) finish() {
	if rd.deferred {
		rd.compact()
	}
	rd.list.Words = rd.words
	rd.list.Lines = rd.line
	if rd.nWarn > MaxWarnings {
		rd.list.Warnings = append(rd.list.Warnings,
			fmt.Errorf("%s: %d more warnings not shown", rd.list.Path, rd.nWarn-MaxWarnings))
	}
}

// compact applies the case rule, folds to lower case and drops
// duplicates, for a list whose first entry with a capital letter came
// before any entry all in lower case.
func (rd *reader) compact() {
	w := &rd.words
	var any uint8
	allLower := rd.lowerSeen
	for _, f := range rd.flags {
		any |= f
		if f == hasLower {
			allLower = true
		}
	}
	mixed := allLower && any&hasUpper != 0
	// Compact the words in place, dropping proper nouns and duplicates.
	// Word i is read from w and written to out as word out.Len() <= i.
	// When the words were copied to text, they are moved down to keep it
	// dense: the write offset never passes the read offset.
	var dedup deduper
	out := Words{text: w.text, start: w.start[:0], lens: w.lens[:0], mem: w.mem, Masks: w.Masks[:0]}
	if w.Counts != nil {
		out.Counts = w.Counts[:0]
	}
	at := uint32(0) // where the next word goes in text, unless mapped
	for i := range w.Len() {
		word := w.Bytes(i)
		start := w.start[i]
		if rd.flags[i]&hasUpper != 0 {
			if mixed {
				rd.list.Skipped[ProperNoun]++
				continue
			}
			for j, c := range word {
				word[j] = c | 0x20 // only letters are left in words
			}
		}
		if !rd.mapped {
			start = at
		}
		if !dedup.add(&out, word, start, w.Masks[i]) {
			rd.list.Skipped[Duplicate]++
			continue
		}
		if !rd.mapped {
			copy(w.text[at:], word)
			at += uint32(len(word))
		}
		out.push(start, len(word), w.Masks[i])
		if out.Counts != nil {
			out.Counts = append(out.Counts, w.Counts[i])
		}
	}
	if !rd.mapped {
		out.text = w.text[:at]
	}
	*w = out
}
