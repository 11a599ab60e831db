package archive

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/beebatch/beebatch/internal/fsmsg"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// Archive is a set of published puzzles with their official answers, one
// per date. It is not changed once read: goroutines may share it.
type Archive struct {
	Path  string       // where it was read from; "-" for standard input
	Rules puzzle.Rules // the rules it was read and is scored under
	// Lang is the language it was read in (Options.Lang): nil for
	// English, else its answers are keys of Rules.Alphabet.
	Lang wordlist.Folder
	// Puzzles are the valid puzzles, one per date, in order of date.
	Puzzles   []*Puzzle
	Skipped   Skips     // the records skipped, by reason
	Conflicts []*Puzzle // the puzzles of records skipped as Conflict
	// Warnings are the records skipped, but for Duplicate, and what a
	// directory held besides regular files.
	Warnings []error

	vocab    []string               // the distinct answers, in order of first acceptance
	forms    map[string][]string    // the spellings of the answers of Puzzle.Forms, over all the puzzles
	ids      map[string]int32       // the index of each word in vocab
	accepted []int32                // accepted[i] is the number of puzzles that accepted vocab[i]
	byLetter map[bitset.Set][]int32 // the puzzles of each letter set, by index, in order of date

	once sync.Once
	ix   *index // for Compare, made on first use
}

// NoPuzzleError is the error of an archive without a valid puzzle.
type NoPuzzleError struct {
	Path     string
	Skipped  Skips
	Warnings []error
}

// Error names the archive and the records skipped by reason.
func (e *NoPuzzleError) Error() string {
	if e.Skipped.Total() == 0 {
		return e.Path + ": no puzzle in the archive"
	}
	var parts []string // "2 bad-date, 1 empty-file"
	for r, n := range e.Skipped {
		if n != 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, Reason(r)))
		}
	}
	return fmt.Sprintf("%s: no valid puzzle in the archive (skipped: %s)", e.Path, strings.Join(parts, ", "))
}

// Load reads the archive at path: a file, a directory of files (anything
// else in it is skipped with a warning), or "-" for stdin. It fails when
// path cannot be read, when a directory holds no regular file, on input
// larger than opts allow (a *wordlist.LimitError) or corrupt, and when no
// record is valid (a *NoPuzzleError), and returns ctx's error as soon as
// ctx is done, even while a read from a pipe blocks.
func Load(ctx context.Context, path string, stdin io.Reader, opts Options) (*Archive, error) {
	if path != "-" {
		stdin = nil
	}
	var a *Archive
	var err error
	done := make(chan struct{})
	go func() {
		a, err = load(ctx, path, stdin, opts, DefaultMaxWarnings)
		close(done)
	}()
	select {
	case <-done:
	case <-ctx.Done(): // a blocked read ends with the process
	}
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	return a, err
}

// load reads r, named path, or if r is nil the file or directory at path,
// keeping maxWarnings warnings.
func load(ctx context.Context, path string, r io.Reader, opts Options, maxWarnings int) (*Archive, error) {
	opts = opts.defaults()
	if err := opts.Rules.Validate(); err != nil {
		return nil, err
	}
	b := &builder{ctx: ctx, a: &Archive{Path: path, Rules: opts.Rules, Lang: opts.Lang}, opts: opts, maxWarnings: maxWarnings, byDate: make(map[string]*Puzzle)}
	var err error
	if r != nil {
		err = b.take(readInput(ctx, r, path, opts, nil))
	} else if path == "-" {
		return nil, errors.New("-: no standard input to read")
	} else if fi, serr := os.Stat(path); serr != nil {
		return nil, fmt.Errorf("%s: %w; expected an archive file, a directory of them, or - for standard input", path, fsmsg.Bare(serr))
	} else if !fi.IsDir() {
		err = b.take(readInput(ctx, nil, path, opts, nil))
	} else {
		err = b.readDir(path)
	}
	if err != nil {
		return nil, err
	}
	return b.finish()
}

// builder gathers the records of an archive's inputs.
type builder struct {
	ctx                context.Context // stops the reading when done
	a                  *Archive
	opts               Options
	nwarn, maxWarnings int // warnings given, and kept at most
	byDate             map[string]*Puzzle
}

// warn keeps a warning, unless there are too many already.
func (b *builder) warn(err error) {
	b.nwarn++
	if b.nwarn <= b.maxWarnings {
		b.a.Warnings = append(b.a.Warnings, err)
	}
}

// dirFiles returns the regular files in dir, but for dot files, in order of
// name, and warns of other entries, opening none (a named pipe blocks).
func (b *builder) dirFiles(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir) // sorted by name
	if err != nil {
		return nil, fmt.Errorf("%s: %w", dir, fsmsg.Bare(err))
	}
	var files []string
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			continue
		}
		path := filepath.Join(dir, e.Name())
		mode := e.Type()
		if mode&fs.ModeSymlink != 0 {
			fi, err := os.Stat(path)
			if err != nil {
				b.warn(fmt.Errorf("%s: skipped: a broken symbolic link (%w)", path, fsmsg.Bare(err)))
				continue
			}
			mode = fi.Mode().Type()
		}
		switch {
		case mode.IsRegular():
			files = append(files, path)
		case mode.IsDir():
			b.warn(fmt.Errorf("%s: skipped: a directory; only the files directly in %s are read", path, dir))
		case mode&fs.ModeNamedPipe != 0:
			b.warn(fmt.Errorf("%s: skipped: a named pipe; name it as the archive to read from it", path))
		default:
			b.warn(fmt.Errorf("%s: skipped: a %s, not a regular file", path, fsmsg.Kind(mode)))
		}
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("%s: directory holds no regular files; expected puzzle files in it (files starting with '.' are left out)", dir)
	}
	return files, nil
}

// input is one input of an archive, as read.
type input struct {
	path    string
	records []record
	err     error
}

// readInput reads the records of r, named path, or if r is nil of the
// file at path, until ctx is done; used is as readAll has it.
func readInput(ctx context.Context, r io.Reader, path string, opts Options, used *atomic.Int64) input {
	if r == nil {
		f, err := os.Open(path)
		if err != nil {
			return input{path: path, err: err} // *fs.PathError names the path
		}
		defer f.Close()
		r = f
	}
	size := int64(-1) // a regular file is read into one buffer of its size
	if f, ok := r.(interface{ Stat() (fs.FileInfo, error) }); ok {
		if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
			size = fi.Size()
		}
	}
	data, err := readAll(ctx, r, path, size, opts.MaxBytes, used)
	if err == nil {
		err = ctx.Err()
	}
	if err != nil {
		return input{path: path, err: err}
	}
	p := parser{path: path, rules: opts.Rules, lang: opts.Lang}
	p.parse(data)
	return input{path: path, records: p.records}
}

// ctxReader reads r until ctx is done. If used is not nil, it adds the
// bytes it reads to used and fails with a *wordlist.LimitError once used
// is over limit.
type ctxReader struct {
	ctx   context.Context
	r     io.Reader
	used  *atomic.Int64
	limit int64
}

// Read reads from r, unless ctx is done.
func (c ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	n, err := c.r.Read(p)
	if c.used != nil && c.used.Add(int64(n)) > c.limit {
		return n, &wordlist.LimitError{Limit: c.limit}
	}
	return n, err
}

// readDir reads the files of dir, one worker per CPU taking the next file
// (a goroutine per file costs 10% more processor time), and takes their
// records in order of file. The files hold MaxBytes together.
func (b *builder) readDir(dir string) error {
	files, err := b.dirFiles(dir)
	if err != nil {
		return err
	}
	results := make([]input, len(files))
	var next, used atomic.Int64
	var over atomic.Bool
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(files)) {
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < len(files) && !over.Load() && b.ctx.Err() == nil; i = int(next.Add(1) - 1) {
				results[i] = readInput(b.ctx, nil, files[i], b.opts, &used)
				if errors.As(results[i].err, new(*wordlist.LimitError)) {
					over.Store(true)
				}
			}
		})
	}
	wg.Wait()
	if err := b.ctx.Err(); err != nil {
		return err
	}
	if over.Load() {
		return &wordlist.LimitError{Path: dir, Limit: b.opts.MaxBytes}
	}
	for _, in := range results {
		if err := b.take(in); err != nil {
			return err
		}
	}
	return nil
}

// take takes the records of an input, or fails with its error.
func (b *builder) take(in input) error {
	for _, rec := range in.records {
		b.add(rec)
	}
	if in.err != nil {
		return in.err
	}
	if len(in.records) == 0 {
		b.a.Skipped[EmptyFile]++
		b.warn(&RecordError{Pos: Pos{Path: in.path}, Reason: EmptyFile, Msg: "empty: no puzzle in it"})
	}
	return nil
}

// add takes a record: it skips a bad one, and keeps the first of a date.
func (b *builder) add(rec record) {
	if rec.Err != nil {
		b.a.Skipped[rec.Err.Reason]++
		b.warn(rec.Err)
		return
	}
	p := rec.Puzzle
	first, ok := b.byDate[p.Date]
	if !ok {
		b.byDate[p.Date] = p
		return
	}
	if diff := differences(first, p, b.a.Rules); diff != "" {
		b.a.Skipped[Conflict]++
		b.a.Conflicts = append(b.a.Conflicts, p)
		b.warn(&RecordError{Pos: p.Pos, Date: p.Date, Reason: Conflict,
			Msg: fmt.Sprintf("differs from the record at %s, which is kept: %s", first.Pos, diff)})
		return
	}
	b.a.Skipped[Duplicate]++
}

// differences says how q differs from p, a puzzle of the same date read
// under rules, or returns "" if they are the same.
func differences(p, q *Puzzle, rules puzzle.Rules) string {
	if p.Board != q.Board {
		return fmt.Sprintf("board %s there, %s here", rules.Board(p.Board), rules.Board(q.Board))
	}
	there, here := sortedDiff(p.Answers, q.Answers)
	var parts []string
	for i, ws := range [][]string{there, here} {
		if len(ws) > 0 {
			parts = append(parts, fmt.Sprintf("%d %s only %s (%s)", len(ws), puzzle.Plural(len(ws), "answer"), []string{"there", "here"}[i], wordsText(ws)))
		}
	}
	return strings.Join(parts, ", ")
}

// sortedDiff returns the words only in a and only in b, both sorted.
func sortedDiff(a, b []string) (onlyA, onlyB []string) {
	for _, w := range a {
		if _, ok := slices.BinarySearch(b, w); !ok {
			onlyA = append(onlyA, w)
		}
	}
	for _, w := range b {
		if _, ok := slices.BinarySearch(a, w); !ok {
			onlyB = append(onlyB, w)
		}
	}
	return onlyA, onlyB
}

// wordsText lists up to three words, and says how many more there are.
func wordsText(words []string) string {
	if len(words) <= 3 {
		return strings.Join(words, " ")
	}
	return strings.Join(words[:3], " ") + fmt.Sprintf(" and %d more", len(words)-3)
}

// finish orders the puzzles by date and indexes their answers.
func (b *builder) finish() (*Archive, error) {
	a := b.a
	if m := b.maxWarnings; b.nwarn > m {
		a.Warnings = append(a.Warnings, fmt.Errorf("%s: %d more warnings not shown", a.Path, b.nwarn-m))
	}
	if len(b.byDate) == 0 {
		return nil, &NoPuzzleError{Path: a.Path, Skipped: a.Skipped, Warnings: a.Warnings}
	}
	a.Puzzles = slices.SortedFunc(maps.Values(b.byDate), func(p, q *Puzzle) int { return strings.Compare(p.Date, q.Date) })
	a.indexAnswers()
	return a, nil
}

// indexAnswers indexes the vocabulary, in order of first acceptance, and
// the puzzles of each letter set.
func (a *Archive) indexAnswers() {
	a.ids = make(map[string]int32)
	a.byLetter = make(map[bitset.Set][]int32)
	for i, p := range a.Puzzles {
		p.ids = make([]int32, len(p.Answers))
		for j, w := range p.Answers {
			id, ok := a.ids[w]
			if !ok {
				id = int32(len(a.vocab))
				a.ids[w] = id
				a.vocab = append(a.vocab, w)
				a.accepted = append(a.accepted, 0)
			}
			a.accepted[id]++
			p.ids[j] = id
			if f := p.Forms[w]; f != nil {
				a.addForms(w, f)
			}
		}
		a.byLetter[p.Board.Letters] = append(a.byLetter[p.Board.Letters], int32(i))
	}
}

// addForms adds spellings of key to those of the archive, sorted with
// key itself first.
func (a *Archive) addForms(key string, spellings []string) {
	if a.forms == nil {
		a.forms = make(map[string][]string)
	}
	all := append(slices.Clone(a.forms[key]), spellings...)
	slices.Sort(all)
	all = slices.Compact(all)
	if i := slices.Index(all, key); i > 0 {
		all = append([]string{key}, slices.Delete(all, i, i+1)...)
	}
	a.forms[key] = all
}

// Forms returns the spellings of key, an answer, over all the puzzles
// that accepted it, as Puzzle.Forms has them; nil when key is its only
// spelling, and always in English.
func (a *Archive) Forms(key string) []string { return a.forms[key] }

// Spellings returns every spelling of every word accepted at least once,
// sorted: the words of Vocabulary, with their accents under a language.
func (a *Archive) Spellings() []string {
	var out []string
	for _, w := range a.vocab {
		if f := a.forms[w]; f != nil {
			out = append(out, f...)
		} else {
			out = append(out, w)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// First returns the date of the first puzzle.
func (a *Archive) First() string { return a.Puzzles[0].Date }

// Last returns the date of the last puzzle.
func (a *Archive) Last() string { return a.Puzzles[len(a.Puzzles)-1].Date }

// OnDate returns the puzzle of date, written YYYY-MM-DD, or nil if the
// archive has none.
func (a *Archive) OnDate(date string) *Puzzle {
	if i := slices.IndexFunc(a.Puzzles, func(p *Puzzle) bool { return p.Date == date }); i >= 0 {
		return a.Puzzles[i]
	}
	return nil
}

// Vocabulary returns every word accepted at least once, in a new sorted
// slice.
func (a *Archive) Vocabulary() []string { return slices.Sorted(slices.Values(a.vocab)) }

// WordCount is a word and the number of boards it was counted on.
type WordCount struct {
	Word   string
	Boards int
	// Spellings are the word's spellings, accents and all, joined by
	// "/", such as "pode/pôde", when it has others than itself
	// (Puzzle.Forms, wordlist.Words.Forms); "" in English.
	Spellings string
}

// Shown returns the word as people read it: its spellings, or the word
// itself when it has no other.
func (w WordCount) Shown() string {
	if w.Spellings == "" {
		return w.Word
	}
	return w.Spellings
}

// wordCount returns the WordCount of word, counted on boards, with
// spellings forms.
func wordCount(word string, boards int, forms []string) WordCount {
	return WordCount{Word: word, Boards: boards, Spellings: strings.Join(forms, "/")}
}

// sortCountsIn sorts word counts, the largest first, then in the order
// of alphabet a's letters: ç after c in Portuguese, å after z in Swedish,
// a-z for the zero Alphabet.
func sortCountsIn(wc []WordCount, a bitset.Alphabet) {
	slices.SortFunc(wc, func(x, y WordCount) int {
		return cmp.Or(cmp.Compare(y.Boards, x.Boards), a.Compare(x.Word, y.Word))
	})
}

// Published returns the puzzles of board h, and those of its letters with
// another center, each in order of date.
func (a *Archive) Published(h puzzle.Honeycomb) (same, other []*Puzzle) {
	for _, i := range a.byLetter[h.Letters] {
		p := a.Puzzles[i]
		if p.Board.Center == h.Center {
			same = append(same, p)
		} else {
			other = append(other, p)
		}
	}
	return same, other
}

// WriteWords writes words one a line, as a word list.
func WriteWords(w io.Writer, words []string) error {
	_, err := io.WriteString(w, strings.Join(slices.Concat(words, []string{""}), "\n"))
	return err
}
