package archive

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"unicode"
	"unicode/utf8"

	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// Options control how an archive is read.
type Options struct {
	// Rules are those the records are checked and scored under; the zero
	// value means puzzle.DefaultRules.
	Rules puzzle.Rules
	// MaxBytes is the most input an archive may have, after decompression
	// and over all its files: 0 means DefaultMaxBytes, a negative value none.
	MaxBytes int64
	// Lang, if not nil, reads an archive of another language than
	// English (a profile of pkg/lang): the letters of the boards are
	// those of Rules.Alphabet, in any case and with their accents, and
	// each answer is matched by the key Lang folds it into, its spelling
	// kept in Puzzle.Forms. Nil reads the letters a-z, as the NYT has
	// them.
	Lang wordlist.Folder
}

// DefaultMaxBytes is the input limit when Options.MaxBytes is zero: 1 GiB.
const DefaultMaxBytes = 1 << 30

// DefaultMaxWarnings is the number of warnings Load keeps; one more sums
// up the rest.
const DefaultMaxWarnings = 10

// DefaultOptions reads an archive under the NYT's rules.
var DefaultOptions = Options{Rules: puzzle.DefaultRules, MaxBytes: DefaultMaxBytes}

// defaults returns o with the defaults in place of its zero fields, and
// no limit in place of a negative one.
func (o Options) defaults() Options {
	if o.Rules == (puzzle.Rules{}) {
		o.Rules = puzzle.DefaultRules
	}
	switch {
	case o.MaxBytes == 0:
		o.MaxBytes = DefaultMaxBytes
	case o.MaxBytes < 0:
		o.MaxBytes = math.MaxInt64
	}
	return o
}

// Pos is where a record was read: a file, a line (0 for the whole file)
// and for bad JSON the column, in bytes from 1.
type Pos struct {
	Path string
	Line int
	Col  int
}

// String returns "path:line:col", without the parts that are zero.
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

// record is one record of an input: a valid puzzle, or why it is skipped.
type record struct {
	Puzzle *Puzzle
	Err    *RecordError
}

// readAll returns the whole input r, decompressed, or a *wordlist.LimitError
// if it is larger than limit, or ctx's error once ctx is done. size, if not negative, is the size of r, a
// regular file; used, if not nil, counts the bytes of all the files of a
// directory, which limit bounds together.
func readAll(ctx context.Context, r io.Reader, path string, size, limit int64, used *atomic.Int64) ([]byte, error) {
	tooLarge := &wordlist.LimitError{Path: path, Limit: limit}
	r, compressed, err := wordlist.Decompress(r, path, limit)
	var fe *wordlist.FormatError
	var ee *wordlist.EncodingError
	switch {
	case errors.As(err, new(*wordlist.LimitError)):
		return nil, tooLarge
	case errors.As(err, &fe):
		return nil, fmt.Errorf("%s: %s, not an archive of puzzles; %s (gzip, bzip2, xz and zstd are read as they are)", path, fe.What, fe.How)
	case errors.As(err, &ee) && ee.Head > 0:
		return nil, &wordlist.EncodingError{Msg: fmt.Sprintf("%s: binary data, not an archive of puzzles: %d of the first %d bytes are NUL", path, ee.NUL, ee.Head)}
	case err != nil:
		return nil, err
	}
	r = ctxReader{ctx: ctx, r: r, used: used, limit: limit}
	if compressed {
		size = -1
	} else if size > limit {
		return nil, tooLarge
	}
	// Chunks joined at the end: an input over the limit, such as a gzip
	// bomb, costs the limit, not the copies of a buffer that doubles. A
	// regular file is one chunk of its size and a byte, to find its end.
	over := limit
	if over < math.MaxInt64 {
		over++
	}
	var chunks [][]byte
	total, chunk := int64(0), int64(64<<10)
	if size >= 0 {
		chunk = max(512, size+1)
	}
	for total <= limit {
		buf := make([]byte, min(chunk, over-total))
		m, err := io.ReadFull(r, buf)
		chunks, total = append(chunks, buf[:m]), total+int64(m)
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			break
		}
		if errors.As(err, new(*wordlist.LimitError)) {
			return nil, tooLarge
		} else if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		chunk = min(2*chunk, 16<<20)
	}
	if total > limit {
		return nil, tooLarge
	}
	if len(chunks) == 1 {
		return chunks[0], nil
	}
	return bytes.Join(chunks, nil), nil
}

// isSpace reports whether c is JSON white space, or \v or \f.
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

// skipSpace returns the offset of the first byte from i on that is not
// white space, or len(data).
func skipSpace(data []byte, i int) int {
	for i < len(data) && isSpace(data[i]) {
		i++
	}
	return i
}

// lineIndex turns byte offsets into lines and columns.
type lineIndex struct {
	data []byte
	nl   []int // -1 and the offsets of the newlines before seen
	seen int
}

// pos returns the line and column, from 1, of the byte at offset off.
func (li *lineIndex) pos(off int) (line, col int) {
	off = min(max(off, 0), len(li.data))
	for li.seen < off {
		j := bytes.IndexByte(li.data[li.seen:off], '\n')
		if j < 0 {
			li.seen = off
			break
		}
		li.nl = append(li.nl, li.seen+j)
		li.seen += j + 1
	}
	n, _ := slices.BinarySearch(li.nl, off) // the newlines before off, and -1
	return n, off - li.nl[n-1]
}

// parser turns the data of one input into checked records.
type parser struct {
	path    string
	rules   puzzle.Rules
	lang    wordlist.Folder
	lines   lineIndex
	records []record
}

// parse reads every record of data, the whole input.
func (p *parser) parse(data []byte) {
	p.lines = lineIndex{data: data, nl: []int{-1}}
	start := 0
	if bytes.HasPrefix(data, []byte("\xef\xbb\xbf")) { // a byte order mark
		start = 3
	}
	first := skipSpace(data, start)
	switch {
	case first == len(data):
	case data[first] == '{' || data[first] == '[':
		for _, s := range jsonSegments(data, start) {
			p.values(s)
		}
	default:
		for n, line := range bytes.Split(data[start:], []byte{'\n'}) {
			if i := bytes.IndexByte(line, '#'); i >= 0 {
				line = line[:i]
			}
			if k := countFields(line) - 3; k > MaxWords {
				// Counted before the words are split: a line of millions
				// of words costs no more than its bytes.
				p.skip(Pos{Path: p.path, Line: n + 1}, BadRecord, tooManyMsg(k))
				continue
			}
			if f := strings.Fields(string(line)); len(f) > 0 {
				r := &rawRecord{text: true, PrintDate: &f[0], Answers: f[min(3, len(f)):]}
				if len(f) > 1 {
					r.letters = &f[1]
				}
				if len(f) > 2 {
					r.CenterLetter = &f[2]
				}
				p.add(Pos{Path: p.path, Line: n + 1}, r)
			}
		}
	}
}

// add checks the record r read at pos and keeps it.
func (p *parser) add(pos Pos, r *rawRecord) {
	if n := len(r.Answers) + len(r.Rejected); n > MaxWords {
		// Checking them would take memory for nothing: no board has that
		// many words.
		p.skip(pos, BadRecord, tooManyMsg(n))
		return
	}
	pz, err := checkRecord(r, p.rules, p.lang)
	if err != nil {
		err.Pos = pos
		p.records = append(p.records, record{Err: err})
		return
	}
	pz.Pos = pos
	p.records = append(p.records, record{Puzzle: pz})
}

// MaxWords is the most answers and rejected words that a record may
// list: some ten times the words of the largest board of the largest
// list (wamerican-insane), and a hundred times the NYT's.
const MaxWords = 10000

// tooManyMsg says that a record lists n answers and rejected words, more
// than MaxWords.
func tooManyMsg(n int) string {
	return fmt.Sprintf("%d answers and rejected words; expected at most %d on one board", n, MaxWords)
}

// countFields returns the number of fields of line, as strings.Fields
// would split it, without splitting it.
func countFields(line []byte) int {
	n, in := 0, false
	for len(line) > 0 {
		r, size := utf8.DecodeRune(line)
		space := unicode.IsSpace(r)
		if !space && !in {
			n++
		}
		in = !space
		line = line[size:]
	}
	return n
}

// wordArray is a JSON array of strings in a record: answers, rejected
// words, pangrams or letters. Its elements are counted before they are
// decoded, and more than MaxWords of them are a *tooManyWords error, so
// that a record of millions of words costs no more memory than its
// bytes.
type wordArray []string

// UnmarshalJSON decodes b, valid JSON, as a []string of at most MaxWords
// elements.
func (a *wordArray) UnmarshalJSON(b []byte) error {
	n := arrayLen(b)
	if n > MaxWords {
		return &tooManyWords{n: n}
	}
	if words, ok := plainStrings(b, n); ok {
		*a = words
		return nil
	}
	return json.Unmarshal(b, (*[]string)(a))
}

// plainStrings decodes b, a valid JSON array of n elements, if each is a
// string of printable ASCII without escapes, as the archives' words and
// letters are; json.Unmarshal decodes the rest. It saves decoding's
// second pass over b, which json.Unmarshal has already checked: a
// third of the time of reading an archive.
func plainStrings(b []byte, n int) ([]string, bool) {
	i := skipSpace(b, 0)
	if i == len(b) || b[i] != '[' {
		return nil, false
	}
	words := make([]string, 0, n)
	for i = skipSpace(b, i+1); b[i] != ']'; {
		if b[i] != '"' {
			return nil, false
		}
		end := i + 1
		for ; b[end] != '"'; end++ {
			if b[end] == '\\' || b[end] >= utf8.RuneSelf {
				return nil, false
			}
		}
		words = append(words, string(b[i+1:end]))
		if i = skipSpace(b, end+1); b[i] == ',' {
			i = skipSpace(b, i+1)
		}
	}
	return words, true
}

// tooManyWords is the error of an array of more than MaxWords words.
type tooManyWords struct{ n int }

func (e *tooManyWords) Error() string {
	return fmt.Sprintf("an array of %d words; expected at most %d answers and rejected words on one board", e.n, MaxWords)
}

// arrayLen returns the number of elements of b, valid JSON, if it is an
// array of values that are not arrays or objects, such as strings, and 0
// otherwise.
func arrayLen(b []byte) int {
	i := skipSpace(b, 0)
	if i == len(b) || b[i] != '[' {
		return 0
	}
	n, empty := 1, true
	for i++; i < len(b); i++ {
		switch c := b[i]; {
		case c == '"':
			for i++; i < len(b) && b[i] != '"'; i++ {
				if b[i] == '\\' {
					i++
				}
			}
			empty = false
		case c == ',':
			n++
		case c == '[' || c == '{':
			return 0 // json.Unmarshal says what is wrong
		case c == ']':
			if empty {
				return 0
			}
			return n
		case !isSpace(c):
			empty = false
		}
	}
	return 0
}

// skip keeps a record skipped at pos for reason.
func (p *parser) skip(pos Pos, reason Reason, msg string) {
	p.records = append(p.records, record{Err: &RecordError{Pos: pos, Reason: reason, Msg: msg}})
}

// seg is a run of JSON values: a whole input, or one line of JSON lines.
type seg struct {
	data []byte // the values, and white space
	base int    // the offset of data in the input
}

// jsonSegments cuts data from offset start into its lines, if two or
// more are not blank and each is an object ('{' to '}'), or else returns
// all of it.
func jsonSegments(data []byte, start int) []seg {
	whole := []seg{{data: data[start:], base: start}}
	var lines []seg
	at := start
	for line := range bytes.Lines(data[start:]) {
		t := bytes.TrimFunc(line, func(r rune) bool { return r < 0x80 && isSpace(byte(r)) })
		if len(t) > 0 && (t[0] != '{' || t[len(t)-1] != '}') {
			return whole
		}
		if len(t) > 0 {
			lines = append(lines, seg{data: bytes.TrimSuffix(line, []byte{'\n'}), base: at})
		}
		at += len(line)
	}
	if len(lines) < 2 {
		return whole
	}
	return lines
}

// values reads the JSON values of s, and the elements of its top-level
// arrays, up to the end or the first syntax error.
func (p *parser) values(s seg) {
	// Most inputs are one object: read it at once if it can be.
	if off := skipSpace(s.data, 0); off < len(s.data) && s.data[off] == '{' {
		var r rawRecord
		err := json.Unmarshal(s.data, &r)
		if err == nil {
			p.object(&r, s.data[off:], s.base+off, true)
			return
		}
		var tm *tooManyWords
		if errors.As(err, &tm) { // one object, valid JSON, but no puzzle
			line, _ := p.lines.pos(s.base + off)
			p.skip(Pos{Path: p.path, Line: line}, BadRecord, tm.Error())
			return
		}
	}
	dec := json.NewDecoder(bytes.NewReader(s.data))
	inArray := false
	for {
		var err error
		switch at := skipSpace(s.data, int(dec.InputOffset())); {
		case !inArray && at == len(s.data):
			return
		case !inArray && s.data[at] == '[', inArray && !dec.More(): // '[' or ']'
			_, err = dec.Token()
			inArray = !inArray
		default:
			off := skipValueStart(s.data, at)
			var raw json.RawMessage
			if err = dec.Decode(&raw); err == nil {
				p.value(raw, s.base+off, true)
			}
		}
		if err != nil {
			p.badJSON(s, err)
			return
		}
	}
}

// skipValueStart returns the offset of the value after offset i, past
// white space and a ',' or ':'.
func skipValueStart(data []byte, i int) int {
	i = skipSpace(data, i)
	if i < len(data) && (data[i] == ',' || data[i] == ':') {
		i = skipSpace(data, i+1)
	}
	return i
}

// badJSON keeps a BadJSON record for the syntax error err in segment s.
func (p *parser) badJSON(s seg, err error) {
	off := len(s.data) // where the error is: the end, unless it says
	var se *json.SyntaxError
	msg := err.Error()
	switch {
	case errors.As(err, &se):
		off = int(se.Offset) - 1 // Offset counts the offending byte
	case errors.Is(err, io.ErrUnexpectedEOF), err == io.EOF:
		msg = "unexpected end of JSON input"
	}
	off = min(max(off, 0), max(len(s.data)-1, 0)) // the last byte, not past it
	line, col := p.lines.pos(s.base + off)
	p.skip(Pos{Path: p.path, Line: line, Col: col}, BadJSON, "invalid JSON: "+msg)
}

// rawRecord is a record as read, before it is checked. A line of text
// sets text, letters and the fields it gives.
type rawRecord struct {
	PrintDate    *string         `json:"printDate"`
	CenterLetter *string         `json:"centerLetter"`
	OuterLetters wordArray       `json:"outerLetters"`
	ValidLetters wordArray       `json:"validLetters"`
	Pangrams     wordArray       `json:"pangrams"`
	Answers      wordArray       `json:"answers"`
	Today        json.RawMessage `json:"today"`
	Yesterday    json.RawMessage `json:"yesterday"`
	// PastPuzzles is {"thisWeek": [...], "lastWeek": [...]}, read
	// apart (pastWeeks), so that a malformed one does not cost today's.
	PastPuzzles json.RawMessage `json:"pastPuzzles"`
	// The forms that list the rejected words (letters is a string or an
	// array; valid and invalid are the form keyed by date).
	Date     *string         `json:"date"`
	Center   *string         `json:"center"`
	Letters  json.RawMessage `json:"letters"`
	Accepted wordArray       `json:"accepted"`
	Rejected wordArray       `json:"rejected"`
	Valid    wordArray       `json:"valid"`
	Invalid  wordArray       `json:"invalid"`
	// The game's own fields, kept so that a schedule read back keeps them.
	ID     json.Number `json:"id"`
	Editor string      `json:"editor"`

	text    bool
	letters *string
}

// normalize moves the fields of the forms with rejected words to those
// of the game data.
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

// value reads the JSON value raw at offset off in the input: a puzzle,
// or, if wrapper is set, the page's wrapper of puzzles.
func (p *parser) value(raw json.RawMessage, off int, wrapper bool) {
	line, _ := p.lines.pos(off)
	pos := Pos{Path: p.path, Line: line}
	if raw[0] != '{' {
		p.skip(pos, BadRecord, "expected a puzzle object, found "+jsonKind(raw[0]))
		return
	}
	var r rawRecord
	if err := json.Unmarshal(raw, &r); err != nil {
		var te *json.UnmarshalTypeError
		var tm *tooManyWords
		msg := err.Error()
		if errors.As(err, &tm) {
			msg = tm.Error()
		} else if errors.As(err, &te) {
			msg = fmt.Sprintf("field %s: expected %s, found %s", te.Field, goKind(te.Type.String()), jsonKindName(te.Value))
		}
		p.skip(pos, BadRecord, msg)
		return
	}
	p.object(&r, raw, off, wrapper)
}

// object reads the JSON object raw at offset off, decoded as r, as value
// does.
func (p *parser) object(r *rawRecord, raw []byte, off int, wrapper bool) {
	if wrapper && r.PrintDate == nil && (isGiven(r.Today) || isGiven(r.Yesterday) || isGiven(r.PastPuzzles)) {
		for _, m := range members(raw) {
			p.value(m.raw, off+m.off, false)
		}
		if isGiven(r.PastPuzzles) {
			p.pastWeeks(r.PastPuzzles, off)
		}
		return
	}
	if wrapper && r.PrintDate == nil && r.Date == nil && p.byDate(raw, off) {
		return
	}
	r.normalize()
	line, _ := p.lines.pos(off)
	p.add(Pos{Path: p.path, Line: line}, r)
}

// byDate reads the object raw at offset off if it is keyed by dates
// written YYYYMMDD, and reports whether it is. A puzzle without letters
// has those of its answers, and the center they all share.
func (p *parser) byDate(raw []byte, off int) bool {
	var days map[string]json.RawMessage
	if json.Unmarshal(raw, &days) != nil || len(days) == 0 {
		return false
	}
	for k := range days {
		if len(k) != 8 || strings.Trim(k, "0123456789") != "" {
			return false
		}
	}
	line, _ := p.lines.pos(off)
	pos := Pos{Path: p.path, Line: line}
	for _, k := range slices.Sorted(maps.Keys(days)) {
		var r rawRecord
		if err := json.Unmarshal(days[k], &r); err != nil {
			p.skip(pos, BadRecord, k+": "+err.Error())
			continue
		}
		r.normalize()
		date := k[:4] + "-" + k[4:6] + "-" + k[6:]
		r.PrintDate = &date
		if r.ValidLetters == nil && r.OuterLetters == nil && len(r.Answers) > 0 {
			var union bitset.Set
			common := ^bitset.Set(0)
			for _, w := range r.Answers {
				_, m, _, _ := foldWord(w, p.lang, p.rules.Alphabet)
				union, common = union|m, common&m
			}
			r.ValidLetters = strings.Split(p.rules.Alphabet.Word(union), "")
			if common.Len() == 1 {
				c := p.rules.Alphabet.Word(common)
				r.CenterLetter = &c
			}
		}
		p.add(pos, &r)
	}
	return true
}

// isGiven reports whether a JSON member was given, and not as null.
func isGiven(raw json.RawMessage) bool { return len(raw) > 0 && string(raw) != "null" }

// pastWeeks reads the puzzles of a wrapper's "pastPuzzles", raw, at
// offset off: those of its arrays "thisWeek" and "lastWeek". A part that
// is not of that form is skipped with a warning that names it; the rest
// is read.
func (p *parser) pastWeeks(raw json.RawMessage, off int) {
	line, _ := p.lines.pos(off)
	pos := Pos{Path: p.path, Line: line}
	var weeks map[string]json.RawMessage
	if raw[0] != '{' || json.Unmarshal(raw, &weeks) != nil {
		p.skip(pos, BadRecord, "field pastPuzzles: expected an object of thisWeek and lastWeek arrays, found "+jsonKind(raw[0]))
		return
	}
	for _, name := range []string{"thisWeek", "lastWeek"} {
		// Keys match in any case, as json.Unmarshal matches them; the
		// exact one first, else the first in order.
		v, ok := weeks[name]
		for _, k := range slices.Sorted(maps.Keys(weeks)) {
			if !ok && strings.EqualFold(k, name) {
				v, ok = weeks[k], true
			}
		}
		if !isGiven(v) {
			continue
		}
		var puzzles []json.RawMessage
		if v[0] != '[' || json.Unmarshal(v, &puzzles) != nil {
			p.skip(pos, BadRecord, "field pastPuzzles."+name+": expected an array of puzzles, found "+jsonKind(v[0]))
			continue
		}
		for _, pz := range puzzles {
			p.value(pz, off, false) // the wrapper's line
		}
	}
}

// member is a member of a wrapper: a puzzle at offset off in it.
type member struct {
	raw json.RawMessage
	off int
}

// members returns the members "today" and "yesterday" of the wrapper
// raw, a valid object, in order, but for null ones. Keys match in any
// case, as json.Unmarshal matches them; of a key given twice, the last
// counts.
func members(raw json.RawMessage) []member {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.Token() // '{'
	var out []member
	at := [2]int{-1, -1} // the places in out of "today" and "yesterday"
	for dec.More() {
		tok, _ := dec.Token()
		key, _ := tok.(string)
		var v json.RawMessage
		off := skipValueStart(raw, int(dec.InputOffset()))
		if err := dec.Decode(&v); err != nil {
			break // cannot happen: raw is valid
		}
		k := slices.IndexFunc([]string{"today", "yesterday"}, func(n string) bool { return strings.EqualFold(key, n) })
		if k < 0 {
			continue
		}
		if at[k] < 0 {
			at[k] = len(out)
			out = append(out, member{})
		}
		out[at[k]] = member{raw: v, off: off}
	}
	return slices.DeleteFunc(out, func(m member) bool { return !isGiven(m.raw) })
}

// jsonKind names the kind of JSON value that starts with c.
func jsonKind(c byte) string {
	return jsonKindName(map[byte]string{'[': "array", '{': "object", '"': "string", 't': "bool", 'f': "bool", 'n': "null"}[c])
}

// jsonKindName turns the kind json.UnmarshalTypeError gives into words.
func jsonKindName(v string) string {
	switch v, _, _ = strings.Cut(v, " "); v { // "number 1.5" is a number
	case "array", "object":
		return "an " + v
	case "bool":
		return "a boolean"
	case "string", "number":
		return "a " + v
	case "": // what jsonKind gives a number
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
	if strings.HasPrefix(t, "[]") {
		return "an array"
	}
	return "another type"
}
