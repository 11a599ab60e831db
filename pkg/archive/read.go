package archive

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// Options control how an archive is read.
type Options struct {
	// Rules give the number of letters of a board (Size) and the shortest
	// answer (MinLen) that records are checked against, and the rules of
	// scoring (Bonus) and of the lists' words (MinLen, Exclude) for
	// everything computed from the archive. The zero value means
	// puzzle.DefaultRules, the NYT's rules.
	Rules puzzle.Rules
	// MaxBytes is the most input an archive may have, in bytes, counted
	// after decompression and over all its files: reading more fails with
	// a *LimitError, so that an endless input costs bounded time and
	// memory. Zero means DefaultMaxBytes; a negative value means
	// math.MaxInt64.
	MaxBytes int64
	// MaxWarnings is the number of warnings kept; the rest are summed up
	// in one final warning. Zero means DefaultMaxWarnings; a negative
	// value keeps them all.
	MaxWarnings int
}

// DefaultMaxBytes is the input limit when Options.MaxBytes is zero: 1 GiB,
// as for word lists (wordlist.DefaultMaxBytes). The 793 puzzles of the
// sample archive take 1.2 MB of JSON.
const DefaultMaxBytes = 1 << 30

// DefaultMaxWarnings is the number of warnings kept when
// Options.MaxWarnings is zero.
const DefaultMaxWarnings = 10

// DefaultOptions reads an archive under the NYT's rules.
var DefaultOptions = Options{Rules: puzzle.DefaultRules, MaxBytes: DefaultMaxBytes, MaxWarnings: DefaultMaxWarnings}

// rules returns the rules o sets.
func (o Options) rules() puzzle.Rules {
	if o.Rules == (puzzle.Rules{}) {
		return puzzle.DefaultRules
	}
	return o.Rules
}

// limit returns the input limit in bytes that o sets.
func (o Options) limit() int64 {
	switch {
	case o.MaxBytes == 0:
		return DefaultMaxBytes
	case o.MaxBytes < 0:
		return math.MaxInt64
	}
	return o.MaxBytes
}

// maxWarnings returns the number of warnings that o keeps, -1 for all.
func (o Options) maxWarnings() int {
	switch {
	case o.MaxWarnings == 0:
		return DefaultMaxWarnings
	case o.MaxWarnings < 0:
		return -1
	}
	return o.MaxWarnings
}

// LimitError is the error of an archive whose input is larger than
// Options.MaxBytes allows.
type LimitError struct {
	Path  string // the file, or the directory, whose input is too large
	Limit int64  // the limit in bytes
}

// Error names the path and the limit.
func (e *LimitError) Error() string {
	return fmt.Sprintf("%s: archive larger than the limit of %d bytes (counted after decompression, over all its files)", e.Path, e.Limit)
}

// Pos is where a record was read: a file and a line, and for bad JSON the
// column, in bytes from 1. Line 0 stands for the whole file.
type Pos struct {
	Path string
	Line int
	Col  int
}

// String returns "path:line:col", "path:line" without a column, or
// "path" without a line.
func (p Pos) String() string {
	switch {
	case p.Line == 0:
		return p.Path
	case p.Col == 0:
		return p.Path + ":" + strconv.Itoa(p.Line)
	}
	return p.Path + ":" + strconv.Itoa(p.Line) + ":" + strconv.Itoa(p.Col)
}

// RecordError says why a record was skipped.
type RecordError struct {
	Pos    Pos
	Date   string // the record's date, when it has a valid one
	Reason Reason
	Msg    string // what is wrong, without the position and the date
}

// Error returns "POS: DATE: MSG", or "POS: MSG" without a date.
func (e *RecordError) Error() string {
	if e.Date != "" {
		return e.Pos.String() + ": " + e.Date + ": " + e.Msg
	}
	return e.Pos.String() + ": " + e.Msg
}

// Record is one record of an archive as read: a valid puzzle, or the
// reason it was skipped.
type Record struct {
	Pos    Pos
	Puzzle *Puzzle      // the puzzle, or nil if the record is skipped
	Err    *RecordError // why the record is skipped, or nil
}

// Reader reads the records of one input of an archive, a file or a
// stream, in the forms the package documentation lists, one at a time:
//
//	rd := archive.NewReader(f, "days.jsonl", archive.DefaultOptions)
//	for rd.Scan() {
//		rec := rd.Record()
//		...
//	}
//	if err := rd.Err(); err != nil { ... }
//
// It reads the whole input, at most Options.MaxBytes of it, at the first
// Scan. It checks each record on its own; the checks across records, for
// two records of one date, are Load's and Read's.
type Reader struct {
	r      io.Reader
	path   string
	rules  puzzle.Rules
	budget int64 // bytes the input may have
	limit  int64 // the limit to report, which may exceed budget
	nread  int64 // bytes read, after decompression
	// used, if not nil, counts the bytes that the readers of the files
	// of a directory read, after decompression, which budget bounds.
	used *atomic.Int64

	started bool
	done    bool
	err     error
	data    []byte
	lines   lineIndex
	text    bool  // the plain text form, not JSON
	at      int   // the next byte of data to read, in the text form
	line    int   // the line at at, in the text form
	segs    []seg // the JSON values still to read: the file, or its lines
	cur     *seg  // the segment being read
	pending []Record
	rec     Record
	records int
}

// NewReader returns a Reader of r, whose records are named by path.
func NewReader(r io.Reader, path string, opts Options) *Reader {
	l := opts.limit()
	return &Reader{r: r, path: path, rules: opts.rules(), budget: l, limit: l}
}

// Scan advances to the next record, which Record returns. It returns
// false at the end of the input or on an error, which Err returns.
func (rd *Reader) Scan() bool {
	if !rd.started {
		rd.started = true
		if err := rd.load(); err != nil {
			rd.err, rd.done = err, true
			return false
		}
	}
	for !rd.done {
		if len(rd.pending) > 0 {
			rd.rec = rd.pending[0]
			rd.pending = rd.pending[1:]
			rd.records++
			return true
		}
		if rd.text {
			rd.nextLine()
		} else {
			rd.nextValue()
		}
	}
	return false
}

// Record returns the record that the last Scan read.
func (rd *Reader) Record() Record { return rd.rec }

// Err returns the error that ended the reading, if any: the input failed,
// was larger than Options.MaxBytes (a *LimitError), or was corrupt gzip
// data (a *wordlist.CorruptError), or was not UTF-8 text (a
// *wordlist.EncodingError). Problems with records are not errors.
func (rd *Reader) Err() error { return rd.err }

// Empty reports, once Scan has returned false without an error, whether
// the input held no record at all: it was empty, or held only white
// space or comments.
func (rd *Reader) Empty() bool { return rd.done && rd.err == nil && rd.records == 0 }

// bytesRead returns the bytes of input read, after decompression.
func (rd *Reader) bytesRead() int64 { return rd.nread }

// bom is the UTF-8 byte order mark, which may start an input.
var bom = []byte("\xef\xbb\xbf")

// load reads the input, decompressing it if it is gzip data, and finds
// its form.
func (rd *Reader) load() error {
	data, err := rd.readAll()
	rd.nread = int64(len(data))
	if err != nil {
		return err
	}
	rd.data = data
	rd.lines = lineIndex{data: data}
	start := 0
	if bytes.HasPrefix(data, bom) {
		start = len(bom)
	}
	first := skipSpace(data, start)
	switch {
	case first == len(data):
		rd.done = true // no record
	case data[first] == '{' || data[first] == '[':
		rd.segs = jsonSegments(data, start)
	default:
		rd.text, rd.at, rd.line = true, start, 1
	}
	return nil
}

// readAll returns the whole input, decompressed, or fails if it is larger
// than the budget. It takes the input through wordlist.Decompress, so
// that it reads every compressed format a word list may be in, refuses
// the others (a zip archive, say) and text that is not UTF-8 (UTF-16,
// or the NUL bytes of /dev/zero) at once, and holds each layer of
// compression to the budget. A regular file that fits, uncompressed, is
// read at once into a buffer of its size.
func (rd *Reader) readAll() ([]byte, error) {
	size := int64(-1)
	if f, ok := rd.r.(interface{ Stat() (fs.FileInfo, error) }); ok {
		if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
			size = fi.Size()
		}
	}
	r, compressed, err := wordlist.Decompress(rd.r, rd.path, rd.budget)
	if le := (*wordlist.LimitError)(nil); errors.As(err, &le) {
		return nil, &LimitError{Path: rd.path, Limit: rd.limit}
	}
	if fe := (*wordlist.FormatError)(nil); errors.As(err, &fe) {
		return nil, fmt.Errorf("%s: %s, not an archive of puzzles; %s (gzip, bzip2, xz and zstd are read as they are)", rd.path, fe.What, fe.How)
	}
	if ee := (*wordlist.EncodingError)(nil); errors.As(err, &ee) && ee.Head > 0 {
		return nil, &wordlist.EncodingError{Msg: fmt.Sprintf("%s: binary data, not an archive of puzzles: %d of the first %d bytes are NUL", rd.path, ee.NUL, ee.Head)}
	}
	if err != nil {
		return nil, err
	}
	if rd.used != nil {
		r = ctxReader{ctx: context.Background(), r: r, used: rd.used, limit: rd.budget}
	}
	if compressed {
		size = -1
	} else if size > rd.budget {
		return nil, &LimitError{Path: rd.path, Limit: rd.limit}
	}
	data, err := rd.readLimited(r, size)
	if le := (*wordlist.LimitError)(nil); errors.As(err, &le) {
		return nil, &LimitError{Path: rd.path, Limit: rd.limit}
	}
	return data, err
}

// readLimited reads r to its end, or fails once it has read more than the
// budget. Size, if not negative, is the size r is expected to have.
func (rd *Reader) readLimited(r io.Reader, size int64) ([]byte, error) {
	over := rd.budget // reading over bytes fails
	if over < math.MaxInt64 {
		over++
	}
	lr := io.LimitReader(r, over)
	if size >= 0 {
		// One byte more than expected, so that the end is found at once.
		buf := make([]byte, 0, max(512, min(size+1, over)))
		for {
			if len(buf) == cap(buf) {
				buf = append(buf, 0)[:len(buf)] // grow, as append does
			}
			m, err := lr.Read(buf[len(buf):cap(buf)])
			buf = buf[:len(buf)+m]
			if err == io.EOF {
				return rd.checkSize(buf)
			}
			if err != nil {
				return buf, fmt.Errorf("%s: %w", rd.path, err)
			}
		}
	}
	// A stream of unknown size is read in chunks, joined once it has
	// ended within the budget: an input over the budget, such as a gzip
	// bomb, costs the budget, not the copies of a buffer that doubles.
	var chunks [][]byte
	total, chunk := 0, 64<<10
	for {
		buf := make([]byte, chunk)
		m, err := io.ReadFull(lr, buf)
		chunks, total = append(chunks, buf[:m]), total+m
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", rd.path, err)
		}
		if int64(total) > rd.budget {
			return nil, &LimitError{Path: rd.path, Limit: rd.limit}
		}
		chunk = int(min(int64(2*chunk), 16<<20, over-int64(total)))
	}
	return rd.checkSize(bytes.Join(chunks, nil))
}

// checkSize returns data, the whole input, or a *LimitError if it is
// larger than the budget.
func (rd *Reader) checkSize(data []byte) ([]byte, error) {
	if int64(len(data)) > rd.budget {
		return data, &LimitError{Path: rd.path, Limit: rd.limit}
	}
	return data, nil
}

// isSpace reports whether c is JSON white space, which is also what
// separates the fields of the text form (with \v and \f).
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

// skipSpace returns the offset of the first byte of data at or after i
// that is not white space, or len(data).
func skipSpace(data []byte, i int) int {
	for i < len(data) && isSpace(data[i]) {
		i++
	}
	return i
}

// lineIndex turns byte offsets into lines and columns. It remembers the
// last offset it was asked about and walks from there, forward or back,
// so that offsets asked in increasing order, as a reader asks them, cost
// one pass over the data in all, however long the lines, and an offset
// a little before the last, as of a key given twice in one object, costs
// the way back to it and to the start of its line, not a walk from the
// start of the data.
type lineIndex struct {
	data   []byte
	off    int // the last offset asked about
	line   int // the number of newlines before off
	start  int // the offset of the start of the line of off
	walked int // the bytes walked over in all, which tests bound
}

// pos returns the line and column, from 1, of the byte at offset off.
func (li *lineIndex) pos(off int) (line, col int) {
	off = min(max(off, 0), len(li.data))
	if off < li.off {
		li.line -= bytes.Count(li.data[off:li.off], []byte{'\n'})
		li.start = bytes.LastIndexByte(li.data[:off], '\n') + 1
		li.walked += li.off - li.start
	} else {
		seen := li.data[li.off:off]
		if n := bytes.Count(seen, []byte{'\n'}); n > 0 {
			li.line += n
			li.start = li.off + bytes.LastIndexByte(seen, '\n') + 1
		}
		li.walked += off - li.off
	}
	li.off = off
	return li.line + 1, off - li.start + 1
}

// The text form.

// nextLine reads the next line of the text form and queues its record,
// if it has one.
func (rd *Reader) nextLine() {
	for rd.at < len(rd.data) {
		line := rd.data[rd.at:]
		end := bytes.IndexByte(line, '\n')
		if end >= 0 {
			line = line[:end]
			rd.at += end + 1
		} else {
			rd.at = len(rd.data)
		}
		n := rd.line
		rd.line++
		if i := bytes.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		fields := strings.Fields(string(line))
		if len(fields) == 0 {
			continue
		}
		pos := Pos{Path: rd.path, Line: n}
		rd.pending = append(rd.pending, rd.check(pos, textRecord(fields)))
		return
	}
	rd.done = true
}

// textRecord turns the fields of a line of the text form into a record
// to check.
func textRecord(fields []string) *rawRecord {
	r := &rawRecord{text: true, PrintDate: &fields[0]}
	if len(fields) > 1 {
		r.letters = &fields[1]
	}
	if len(fields) > 2 {
		r.CenterLetter = &fields[2]
	}
	r.Answers = fields[min(3, len(fields)):]
	return r
}

// JSON.

// seg is a run of JSON values: a whole input, or one line of JSON lines.
type seg struct {
	data    []byte // the values, and white space
	base    int    // the offset of data in the input
	dec     *json.Decoder
	inArray bool // inside a top-level array
}

// jsonSegments cuts the JSON input data, which starts at offset start
// after any byte order mark, into the runs of values read on their own:
// its lines, if it is JSON lines, and else the whole of it. An input is
// JSON lines when it has two or more lines that are not blank and each
// starts with '{' and ends with '}', white space aside; so an error in
// one line of JSON lines loses that line only, while an error in any
// other input loses the rest of it.
func jsonSegments(data []byte, start int) []seg {
	var lines []seg
	for at := start; at < len(data); {
		end := bytes.IndexByte(data[at:], '\n')
		if end < 0 {
			end = len(data)
		} else {
			end += at
		}
		line := bytes.TrimFunc(data[at:end], func(r rune) bool { return r < 0x80 && isSpace(byte(r)) })
		if len(line) > 0 {
			if line[0] != '{' || line[len(line)-1] != '}' {
				lines = nil
				break
			}
			lines = append(lines, seg{data: data[at:end], base: at})
		}
		at = end + 1
	}
	if len(lines) < 2 {
		return []seg{{data: data[start:], base: start}}
	}
	return lines
}

// nextValue reads the next JSON value, or the next element of a
// top-level array, and queues its records.
func (rd *Reader) nextValue() {
	for rd.cur == nil {
		if len(rd.segs) == 0 {
			rd.done = true
			return
		}
		rd.cur = &rd.segs[0]
		rd.segs = rd.segs[1:]
	}
	s := rd.cur
	if s.dec == nil {
		// Most inputs are one object: read it at once, and only if that
		// fails, value by value.
		if off := skipSpace(s.data, 0); off < len(s.data) && s.data[off] == '{' {
			var r rawRecord
			if json.Unmarshal(s.data, &r) == nil {
				rd.object(&r, s.data[off:], s.base+off, true)
				rd.cur = nil
				return
			}
		}
		s.dec = json.NewDecoder(bytes.NewReader(s.data))
	}
	if s.inArray {
		if !s.dec.More() {
			if _, err := s.dec.Token(); err != nil { // the closing ']'
				rd.badJSON(s, err)
				return
			}
			s.inArray = false
			return
		}
	} else {
		off := skipSpace(s.data, int(s.dec.InputOffset()))
		if off == len(s.data) {
			rd.cur = nil
			return
		}
		if s.data[off] == '[' {
			s.dec.Token() // cannot fail on '['
			s.inArray = true
			return
		}
	}
	off := skipValueStart(s.data, int(s.dec.InputOffset()))
	var raw json.RawMessage
	if err := s.dec.Decode(&raw); err != nil {
		rd.badJSON(s, err)
		return
	}
	rd.value(raw, s.base+off, true)
}

// skipValueStart returns the offset of the value that follows offset i:
// past white space and a ',' or ':' that precedes it.
func skipValueStart(data []byte, i int) int {
	i = skipSpace(data, i)
	if i < len(data) && (data[i] == ',' || data[i] == ':') {
		i = skipSpace(data, i+1)
	}
	return i
}

// badJSON queues a BadJSON record for the syntax error err in segment s,
// and gives up the rest of s.
func (rd *Reader) badJSON(s *seg, err error) {
	off := len(s.data) // where the error is: the end, unless it says
	var se *json.SyntaxError
	msg := err.Error()
	switch {
	case errors.As(err, &se):
		off = int(se.Offset) - 1 // Offset counts the offending byte
	case errors.Is(err, io.ErrUnexpectedEOF), err == io.EOF:
		msg = "unexpected end of JSON input"
	}
	off = min(max(off, 0), len(s.data))
	// Point at the last byte rather than past the end of the input.
	if off == len(s.data) && off > 0 {
		off--
	}
	line, col := rd.lines.pos(s.base + off)
	pos := Pos{Path: rd.path, Line: line, Col: col}
	rd.pending = append(rd.pending, Record{Pos: pos, Err: &RecordError{Pos: pos, Reason: BadJSON, Msg: "invalid JSON: " + msg}})
	rd.cur = nil
}

// rawRecord is a record as read, before it is checked. In the text form,
// letters holds the letters and the other fields hold what the line
// gives.
type rawRecord struct {
	PrintDate    *string         `json:"printDate"`
	CenterLetter *string         `json:"centerLetter"`
	OuterLetters []string        `json:"outerLetters"`
	ValidLetters []string        `json:"validLetters"`
	Pangrams     []string        `json:"pangrams"`
	Answers      []string        `json:"answers"`
	Today        json.RawMessage `json:"today"`
	Yesterday    json.RawMessage `json:"yesterday"`
	PastPuzzles  *struct {
		ThisWeek []json.RawMessage `json:"thisWeek"`
		LastWeek []json.RawMessage `json:"lastWeek"`
	} `json:"pastPuzzles"`
	// The form that lists the rejected words: date, center, letters (a
	// string or an array), accepted and rejected; valid and invalid are
	// the form keyed by date.
	Date     *string         `json:"date"`
	Center   *string         `json:"center"`
	Letters  json.RawMessage `json:"letters"`
	Accepted []string        `json:"accepted"`
	Rejected []string        `json:"rejected"`
	Valid    []string        `json:"valid"`
	Invalid  []string        `json:"invalid"`

	text    bool
	letters *string
}

// normalize puts the fields of the forms that list the rejected words
// where the game data has them.
func (r *rawRecord) normalize() {
	if r.PrintDate == nil {
		r.PrintDate = r.Date
	}
	if r.CenterLetter == nil {
		r.CenterLetter = r.Center
	}
	if r.ValidLetters == nil && isGiven(r.Letters) {
		var s string
		if json.Unmarshal(r.Letters, &s) == nil {
			r.ValidLetters = strings.Split(s, "")
		} else {
			json.Unmarshal(r.Letters, &r.ValidLetters)
		}
	}
	if r.Answers == nil {
		r.Answers = r.Accepted
	}
	if r.Answers == nil {
		r.Answers = r.Valid
	}
	if r.Rejected == nil {
		r.Rejected = r.Invalid
	}
}

// value queues the records of the JSON value raw at offset off in the
// input: a puzzle, or, if wrapper is set, the page's wrapper of one or
// two puzzles.
func (rd *Reader) value(raw json.RawMessage, off int, wrapper bool) {
	line, _ := rd.lines.pos(off)
	pos := Pos{Path: rd.path, Line: line}
	if raw[0] != '{' {
		rd.pending = append(rd.pending, Record{Pos: pos, Err: &RecordError{Pos: pos, Reason: BadRecord,
			Msg: "expected a puzzle object, found " + jsonKind(raw[0])}})
		return
	}
	var r rawRecord
	if err := json.Unmarshal(raw, &r); err != nil {
		var te *json.UnmarshalTypeError
		msg := err.Error()
		if errors.As(err, &te) {
			msg = fmt.Sprintf("field %s: expected %s, found %s", te.Field, goKind(te.Type.String()), jsonKindName(te.Value))
		}
		rd.pending = append(rd.pending, Record{Pos: pos, Err: &RecordError{Pos: pos, Reason: BadRecord, Msg: msg}})
		return
	}
	rd.object(&r, raw, off, wrapper)
}

// object queues the records of the JSON object raw at offset off in the
// input, decoded as r: a puzzle, or, if wrapper is set, the page's
// wrapper of one or two puzzles.
func (rd *Reader) object(r *rawRecord, raw []byte, off int, wrapper bool) {
	if wrapper && r.PrintDate == nil && (isGiven(r.Today) || isGiven(r.Yesterday) || r.PastPuzzles != nil) {
		for _, m := range members(raw) {
			rd.value(m.raw, off+m.off, false)
		}
		if p := r.PastPuzzles; p != nil {
			for _, v := range append(p.ThisWeek, p.LastWeek...) {
				rd.value(v, off, false) // the wrapper's line
			}
		}
		return
	}
	if wrapper && r.PrintDate == nil && r.Date == nil && rd.byDate(raw, off) {
		return
	}
	r.normalize()
	line, _ := rd.lines.pos(off)
	rd.pending = append(rd.pending, rd.check(Pos{Path: rd.path, Line: line}, r))
}

// byDate queues the records of the object raw at offset off if it is
// keyed by dates written YYYYMMDD, each value a puzzle whose answers are
// "valid" and rejected words "invalid", and reports whether it is. A
// puzzle without letters has those of its answers, and the center they
// all share.
func (rd *Reader) byDate(raw []byte, off int) bool {
	var days map[string]json.RawMessage
	if json.Unmarshal(raw, &days) != nil || len(days) == 0 {
		return false
	}
	for k := range days {
		if len(k) != 8 || strings.Trim(k, "0123456789") != "" {
			return false
		}
	}
	line, _ := rd.lines.pos(off)
	pos := Pos{Path: rd.path, Line: line}
	for _, k := range slices.Sorted(maps.Keys(days)) {
		var r rawRecord
		if err := json.Unmarshal(days[k], &r); err != nil {
			rd.pending = append(rd.pending, Record{Pos: pos, Err: &RecordError{Pos: pos, Reason: BadRecord, Msg: k + ": " + err.Error()}})
			continue
		}
		r.normalize()
		date := k[:4] + "-" + k[4:6] + "-" + k[6:]
		r.PrintDate = &date
		if r.ValidLetters == nil && r.OuterLetters == nil && len(r.Answers) > 0 {
			var union bitset.Set
			common := ^bitset.Set(0)
			for _, w := range r.Answers {
				m, _ := bitset.Of(strings.ToLower(w))
				union, common = union|m, common&m
			}
			r.ValidLetters = strings.Split(strings.ToLower(union.String()), "")
			if common.Len() == 1 {
				c := strings.ToLower(common.String())
				r.CenterLetter = &c
			}
		}
		rd.pending = append(rd.pending, rd.check(pos, &r))
	}
	return true
}

// isGiven reports whether a member of a JSON object was given, and not
// as null.
func isGiven(raw json.RawMessage) bool { return len(raw) > 0 && string(raw) != "null" }

// member is a member of a wrapper: a puzzle at offset off in it.
type member struct {
	raw json.RawMessage
	off int
}

// members returns the members "today" and "yesterday" of the wrapper
// raw, a valid JSON object, in the order they appear, leaving out those
// that are null. Keys match as json.Unmarshal matches them, in any case;
// of a key given twice, the last counts.
func members(raw json.RawMessage) []member {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.Token() // '{'
	var today, yesterday *member
	var order []*member
	for dec.More() {
		tok, _ := dec.Token()
		key, _ := tok.(string)
		var v json.RawMessage
		off := skipValueStart(raw, int(dec.InputOffset()))
		if err := dec.Decode(&v); err != nil {
			break // cannot happen: raw is valid
		}
		var p **member
		switch {
		case strings.EqualFold(key, "today"):
			p = &today
		case strings.EqualFold(key, "yesterday"):
			p = &yesterday
		default:
			continue
		}
		if *p == nil {
			*p = &member{}
			order = append(order, *p)
		}
		**p = member{raw: v, off: off}
	}
	var out []member
	for _, m := range order {
		if isGiven(m.raw) {
			out = append(out, *m)
		}
	}
	return out
}

// jsonKind names the kind of JSON value that starts with c.
func jsonKind(c byte) string {
	switch c {
	case '[':
		return "an array"
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	return "a number"
}

// jsonKindName turns the kind json.UnmarshalTypeError gives into words.
func jsonKindName(v string) string {
	switch {
	case v == "array", v == "object":
		return "an " + v
	case v == "string", v == "bool", v == "number":
		if v == "bool" {
			v = "boolean"
		}
		return "a " + v
	case strings.HasPrefix(v, "number"):
		return "a number"
	}
	return v
}

// goKind says what a Go type of rawRecord expects.
func goKind(t string) string {
	switch t {
	case "[]string":
		return "an array of strings"
	case "string", "*string":
		return "a string"
	}
	return t
}
